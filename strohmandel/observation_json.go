package strohmandel

// The JSON of an observation, in a file of its own: the keys are those of
// the shared vocabulary of observations (handSizes, currentTrick, history …),
// documented in doc/notation.md ("JSON").

import (
	"encoding/json"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// pileJSON is the JSON form of a [PileView] and of a [Pile].
type pileJSON struct {
	Cards  [PileSize]*deck.Card `json:"cards"`
	Taken  int                  `json:"taken"`
	FaceUp bool                 `json:"faceUp"`
}

// MarshalJSON writes p as {"cards":[…],"taken":n,"faceUp":b}: cards holds
// the PileSize cards in dealt order, top first, each card the observer
// knows in the card notation and each other one as null.
func (p PileView) MarshalJSON() ([]byte, error) {
	j := pileJSON{Taken: p.Taken, FaceUp: p.FaceUp}
	for i := range p.Cards {
		if p.Known&(1<<i) != 0 {
			j.Cards[i] = &p.Cards[i]
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes; a key it does not write,
// more than PileSize cards, or Taken outside 0..PileSize, is an error. On error it returns a
// *[tarock.TextError] and leaves p unchanged.
func (p *PileView) UnmarshalJSON(b []byte) error {
	var j pileJSON
	if err := enumtext.DecodeJSON("strohmandel.PileView", b, &j); err != nil {
		return err
	}
	if j.Taken < 0 || j.Taken > PileSize {
		return &tarock.TextError{Type: "strohmandel.PileView", Text: string(b), Reason: fmt.Sprintf("taken %d is outside 0..%d", j.Taken, PileSize)}
	}
	v := PileView{Taken: j.Taken, FaceUp: j.FaceUp}
	for i, c := range j.Cards {
		if c != nil {
			v.Cards[i], v.Known = *c, v.Known|1<<i
		}
	}
	*p = v
	return nil
}

// MarshalJSON writes p as a [PileView] is written, {"cards":[…],"taken":n,
// "faceUp":b}, with every card known: cards holds the PileSize cards in
// dealt order, top first, and null where a pile of three has no card
// (doc/strohmandel.md §11.1.3); taken is [Pile.Taken], faceUp whether the
// card at position taken is the face-up top (doc/notation.md "JSON").
func (p Pile) MarshalJSON() ([]byte, error) {
	j := pileJSON{Taken: int(p.taken), FaceUp: p.faceUp()}
	o := p.Order()
	for i := range o {
		if o[i] != deck.NoCard {
			j.Cards[i] = &o[i]
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes. A key it does not write,
// more than PileSize cards, a card twice, taken outside 0..PileSize, or a
// face-up top at an empty position, is an error: a *[tarock.TextError]
// wrapping [tarock.ErrBadText], and p is then unchanged. It does not check
// that the pile could arise in a deal; [State] keeps its own piles.
func (p *Pile) UnmarshalJSON(b []byte) error {
	var j pileJSON
	if err := enumtext.DecodeJSON("strohmandel.Pile", b, &j); err != nil {
		return err
	}
	bad := func(reason string) error {
		return &tarock.TextError{Type: "strohmandel.Pile", Text: string(b), Reason: reason}
	}
	if j.Taken < 0 || j.Taken > PileSize {
		return bad(fmt.Sprintf("taken %d is outside 0..%d", j.Taken, PileSize))
	}
	v := Pile{taken: uint8(j.Taken)}
	var seen deck.Set
	for i, c := range j.Cards {
		switch {
		case c == nil:
			v.cards[i] = noCard
		case seen.Has(*c):
			return bad(fmt.Sprintf("%v twice", *c))
		default:
			v.cards[i], seen = *c, seen.With(*c)
		}
	}
	if j.FaceUp {
		if j.Taken == PileSize || j.Cards[j.Taken] == nil {
			return bad(fmt.Sprintf("a face-up top at position %d, which holds no card", j.Taken))
		}
		v.turnUp()
	}
	*p = v
	return nil
}

// eventJSON is one event of the history in JSON: the seat that moved and
// the move.
type eventJSON struct {
	Seat tarock.Seat `json:"seat"`
	Move Move        `json:"move"`
}

// MarshalJSON writes e as {"seat":0,"move":"takeup"}, as tapp and
// koenigrufen write their events (doc/notation.md "JSON").
func (e Event) MarshalJSON() ([]byte, error) { return json.Marshal(eventJSON(e)) }

// UnmarshalJSON reads what MarshalJSON writes; a key it does not write is
// an error. On error it returns a *[tarock.TextError] and leaves e
// unchanged.
func (e *Event) UnmarshalJSON(b []byte) error {
	return enumtext.Strict("strohmandel.Event", b, (*eventJSON)(e))
}

// observationJSON is the JSON form of an [Observation].
type observationJSON struct {
	Seat         tarock.Seat                       `json:"seat"`
	Rules        Rules                             `json:"rules"`
	Phase        Phase                             `json:"phase"`
	Contract     Contract                          `json:"contract"`
	ToMove       tarock.Seat                       `json:"toMove"`
	Declarer     tarock.Seat                       `json:"declarer"`
	Hand         deck.Set                          `json:"hand"`
	HandSizes    [Players]int                      `json:"handSizes"`
	Revealed     [Players]deck.Set                 `json:"revealed"`
	KnownHand    [Players]deck.Set                 `json:"knownHand"`
	Tops         [Players]deck.Set                 `json:"tops"`
	Piles        [Players][PilesPerPlayer]PileView `json:"piles"`
	Won          [Players]deck.Set                 `json:"won"`
	CurrentTrick tarock.Trick                      `json:"currentTrick"`
	Announced    [Players]Announcement             `json:"announced"`
	Kontra       KontraLevel                       `json:"kontra"`
	History      []eventJSON                       `json:"history"`
}

// MarshalJSON writes o as one JSON object from which a client can show the
// seat's view of the deal: the keys are the field names in lower camel case
// (handSizes, currentTrick, history, …); enums and moves as text; seats as
// numbers, null for nobody; card sets in the card notation ("T1 KH", "-"
// for none); each pile as {"cards":[…],"taken":n,"faceUp":b} with null for
// a card the seat does not know; a trick as
// {"leader":seat,"players":2,"cards":[…]}; the Kontra level as "none",
// "kontra" or "re"; the history as only the moves of the deal so far, each
// {"seat":0,"move":"takeup"}. doc/notation.md ("JSON") shows an example.
func (o Observation) MarshalJSON() ([]byte, error) {
	events := o.History[:max(0, min(o.HistoryLen, MaxHistory))]
	j := observationJSON{
		Seat: o.Seat, Rules: o.Rules, Phase: o.Phase, Contract: o.Contract, ToMove: o.ToMove, Declarer: o.Declarer,
		Hand: o.Hand, HandSizes: o.HandSizes, Revealed: o.Revealed, KnownHand: o.KnownHand, Tops: o.Tops,
		Piles: o.Piles, Won: o.Won, CurrentTrick: o.CurrentTrick, Announced: o.Announced, Kontra: o.Kontra,
		History: make([]eventJSON, len(events)),
	}
	for i, e := range events {
		j.History[i] = eventJSON(e)
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes, so that an observation reads
// back equal; a key it does not write, more moves than a deal has, or an
// array with more entries than its field holds (a third seat, a fourth
// pile), is an error. On error it returns a *[tarock.TextError] and leaves o unchanged.
// It does not check that the observation is one a deal can give.
func (o *Observation) UnmarshalJSON(b []byte) error {
	return enumtext.Convert("strohmandel.Observation", b, o, func(j *observationJSON, v *Observation) (reason string) {
		*v = Observation{
			Seat: j.Seat, Rules: j.Rules, Phase: j.Phase, Contract: j.Contract, ToMove: j.ToMove, Declarer: j.Declarer,
			Hand: j.Hand, HandSizes: j.HandSizes, Revealed: j.Revealed, KnownHand: j.KnownHand, Tops: j.Tops,
			Piles: j.Piles, Won: j.Won, CurrentTrick: j.CurrentTrick, Announced: j.Announced, Kontra: j.Kontra,
		}
		events := make([]Event, len(j.History))
		for i, e := range j.History {
			events[i] = Event(e)
		}
		v.HistoryLen, reason = enumtext.Fill(v.History[:], events, "moves")
		return reason
	})
}
