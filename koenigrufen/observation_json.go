package koenigrufen

// The JSON of an observation and of its events, in a file of its own: the
// keys are those of the shared vocabulary of observations (handSizes,
// currentTrick, history …) of doc/notation.md ("JSON"), and this game's
// called king and partnership (doc/koenigrufen.md §6.2).

import (
	"encoding/json"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// eventJSON is the JSON form of an [Event]: the same fields, so that the
// two convert into each other.
type eventJSON struct {
	Seat      tarock.Seat `json:"seat"`
	Move      Move        `json:"move"`
	Concealed int         `json:"concealed,omitempty"`
}

// MarshalJSON writes e as {"seat":0,"move":"bid Dreier"}, with
// "concealed":n added for a discard of which n cards were laid away face
// down (doc/koenigrufen.md §7.3).
func (e Event) MarshalJSON() ([]byte, error) { return json.Marshal(eventJSON(e)) }

// UnmarshalJSON reads what MarshalJSON writes; a key it does not write,
// or an event without a move, is an error. On error it returns a
// *[tarock.TextError] and leaves e unchanged.
func (e *Event) UnmarshalJSON(b []byte) error {
	return enumtext.Convert("koenigrufen.Event", b, e, func(j *eventJSON, v *Event) string {
		if j.Move == (Move{}) {
			return `want a "move"`
		}
		*v = Event(*j)
		return ""
	})
}

// maybeCard is a card in JSON that may be unknown: the card, or null for
// deck.NoCard, which is also [Hidden] (a talon card not seen, the called
// king not known).
type maybeCard deck.Card

func (c maybeCard) MarshalJSON() ([]byte, error) {
	if deck.Card(c) == deck.NoCard {
		return []byte("null"), nil
	}
	return json.Marshal(deck.Card(c))
}

func (c *maybeCard) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*c = maybeCard(deck.NoCard)
		return nil
	}
	return json.Unmarshal(b, (*deck.Card)(c))
}

// observationJSON is the JSON form of an [Observation]: its fields but
// HistoryLen, in the same order (a test checks that none is left out).
type observationJSON struct {
	Rules              Rules                  `json:"rules"`
	Seat               tarock.Seat            `json:"seat"`
	Phase              Phase                  `json:"phase"`
	ToMove             tarock.Seat            `json:"toMove"`
	Contract           Contract               `json:"contract"`
	Declarer           tarock.Seat            `json:"declarer"`
	Bid                Contract               `json:"bid"`
	BidOwner           tarock.Seat            `json:"bidOwner"`
	Called             maybeCard              `json:"called"`
	CalledFourthKing   bool                   `json:"calledFourthKing"`
	PartnerKnown       bool                   `json:"partnerKnown"`
	Partner            tarock.Seat            `json:"partner"`
	Hand               deck.Set               `json:"hand"`
	HandSizes          [numSeats]int          `json:"handSizes"`
	Talon              [6]maybeCard           `json:"talon"`
	Discards           deck.Set               `json:"discards"`
	NumDiscards        int                    `json:"numDiscards"`
	OpenHands          [numSeats]deck.Set     `json:"openHands"`
	TrischakenMustBeat bool                   `json:"trischakenMustBeat"`
	TrischakenFirstSix bool                   `json:"trischakenFirstSix"`
	Announced          Premiums               `json:"announced"`
	Announcers         map[string]tarock.Seat `json:"announcers"`
	Kontra             map[string]string      `json:"kontra"`
	CurrentTrick       tarock.Trick           `json:"currentTrick"`
	LastTrick          tarock.Trick           `json:"lastTrick"`
	LastTrickWinner    tarock.Seat            `json:"lastTrickWinner"`
	Tricks             [numSeats]int          `json:"tricks"`
	Played             deck.Set               `json:"played"`
	History            []Event                `json:"history"`
}

// MarshalJSON writes o as one JSON object from which a client can show the
// seat's view of the deal (doc/notation.md "JSON"): the keys are the field
// names in lower camel case (handSizes, currentTrick, history, …); enums
// and moves as text; seats as numbers, null for nobody; card sets in the
// card notation ("T1 KH", "-" for none); the called king as a card, null
// when there is none or the seat does not know it (doc/koenigrufen.md
// §6.1, §6.2); a talon card the seat has not seen as null; a trick as
// {"leader":seat,"players":4,"cards":[…]}; the open hands by seat; the
// announcers of the premiums announced as {"Trull":2}, and the levels said
// on the items raised as {"game":"kontra","Valat":"re"}, keyed by the
// targets of the move notation (doc/koenigrufen.md §8.4, "Move
// notation"); the history as only the events of the deal so far, each
// {"seat":0,"move":"pass"} (with "concealed":n for cards laid away
// unseen):
//
//	{"rules":{…},"seat":1,"phase":"talon","toMove":0,"contract":"Rufer",
//	 "declarer":0,"bid":"Rufer","bidOwner":0,"called":"KD",
//	 "calledFourthKing":false,"partnerKnown":false,"partner":null,…}
func (o Observation) MarshalJSON() ([]byte, error) {
	j := observationJSON{
		Rules: o.Rules, Seat: o.Seat, Phase: o.Phase, ToMove: o.ToMove, Contract: o.Contract,
		Declarer: o.Declarer, Bid: o.Bid, BidOwner: o.BidOwner, Called: maybeCard(o.Called),
		CalledFourthKing: o.CalledFourthKing, PartnerKnown: o.PartnerKnown, Partner: o.Partner,
		Hand: o.Hand, HandSizes: o.HandSizes, Discards: o.Discards, NumDiscards: o.NumDiscards,
		CurrentTrick: o.CurrentTrick, LastTrick: o.LastTrick, Tricks: o.Tricks, Played: o.Played,
		History: o.Events(), OpenHands: o.OpenHands, TrischakenMustBeat: o.TrischakenMustBeat,
		TrischakenFirstSix: o.TrischakenFirstSix, Announced: o.Announced, LastTrickWinner: o.LastTrickWinner,
		Announcers: map[string]tarock.Seat{}, Kontra: map[string]string{},
	}
	for i, c := range o.Talon {
		j.Talon[i] = maybeCard(c)
	}
	for k, a := range o.Announcers {
		if o.Announced&(1<<k) != 0 {
			j.Announcers[premiumNames[k]] = a
		}
	}
	for t, l := range o.Kontra {
		if l != LevelNone {
			j.Kontra[KontraTarget(t).String()] = l.String()
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes, so that an observation
// reads back equal; a key it does not write, more events than a deal has
// ([MaxHistory]), or an array with more entries than its field holds (a
// seventh talon card, a fifth hand size), is an error. On error it returns
// a *[tarock.TextError] wrapping [tarock.ErrBadText] and leaves o
// unchanged; so is an announcer of a premium not among "announced". It
// does not check that the observation is one a deal can
// give; [NewDeterminizer] does. A missing "called" or talon card reads as
// unknown (null).
func (o *Observation) UnmarshalJSON(b []byte) error {
	j := observationJSON{Called: maybeCard(deck.NoCard), LastTrickWinner: tarock.NoSeat}
	for i := range j.Talon {
		j.Talon[i] = maybeCard(Hidden)
	}
	return enumtext.ConvertFrom("koenigrufen.Observation", b, j, o, func(j *observationJSON, v *Observation) (reason string) {
		*v = Observation{
			Rules: j.Rules, Seat: j.Seat, Phase: j.Phase, ToMove: j.ToMove, Contract: j.Contract,
			Declarer: j.Declarer, Bid: j.Bid, BidOwner: j.BidOwner, Called: deck.Card(j.Called),
			CalledFourthKing: j.CalledFourthKing, PartnerKnown: j.PartnerKnown, Partner: j.Partner,
			Hand: j.Hand, HandSizes: j.HandSizes, Discards: j.Discards, NumDiscards: j.NumDiscards,
			CurrentTrick: j.CurrentTrick, LastTrick: j.LastTrick, Tricks: j.Tricks, Played: j.Played,
			OpenHands: j.OpenHands, TrischakenMustBeat: j.TrischakenMustBeat, TrischakenFirstSix: j.TrischakenFirstSix,
			Announced: j.Announced, LastTrickWinner: j.LastTrickWinner,
		}
		for i, c := range j.Talon {
			v.Talon[i] = deck.Card(c)
		}
		if reason = v.readAnnouncements(j); reason != "" {
			return reason
		}
		v.HistoryLen, reason = enumtext.Fill(v.History[:], j.History, "events")
		return reason
	})
}

// readAnnouncements sets the announcers and the levels said of v from j
// (see [Observation.MarshalJSON]); a premium, target or level it does not
// know is the reason returned.
func (v *Observation) readAnnouncements(j *observationJSON) (reason string) {
	for k := range v.Announcers {
		v.Announcers[k] = tarock.NoSeat
	}
	for name, a := range j.Announcers {
		t, ok := parseTarget(name)
		if !ok || item(t) < itemPremium || item(t) >= itemDefenderGame {
			return fmt.Sprintf("announcer of %q, not a premium", name)
		}
		k := item(t) - itemPremium
		if v.Announced&(1<<k) == 0 {
			return fmt.Sprintf("announcer of %q, which is not among the premiums announced", name)
		}
		v.Announcers[k] = a
	}
	for name, w := range j.Kontra {
		t, ok := parseTarget(name)
		l, lok := parseLevel(w)
		if !ok || !lok {
			return fmt.Sprintf("kontra %q on %q", w, name)
		}
		v.Kontra[t] = l
	}
	return ""
}
