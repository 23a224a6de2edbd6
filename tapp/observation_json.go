package tapp

// The JSON of an observation, in a file of its own: the keys are those of
// the shared vocabulary of observations (handSizes, currentTrick, history …),
// documented in doc/notation.md ("JSON").

import (
	"encoding/json"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// eventJSON is the JSON form of an [Event]: the same fields, so that the two
// convert into each other.
type eventJSON struct {
	Seat      tarock.Seat `json:"seat"`
	Move      Move        `json:"move"`
	Concealed int         `json:"concealed,omitempty"`
}

// MarshalJSON writes e as {"seat":0,"move":"bid Dreier"}, with
// "concealed":n added for a discard of which n cards were laid away face
// down.
func (e Event) MarshalJSON() ([]byte, error) { return json.Marshal(eventJSON(e)) }

// UnmarshalJSON reads what MarshalJSON writes; a key it does not write is an
// error. On error it returns a *[tarock.TextError] and leaves e unchanged.
func (e *Event) UnmarshalJSON(b []byte) error {
	return enumtext.Strict("tapp.Event", b, (*eventJSON)(e))
}

// talonCard is a talon card in JSON: the card, or null for [Hidden].
type talonCard deck.Card

func (c talonCard) MarshalJSON() ([]byte, error) {
	if deck.Card(c) == Hidden {
		return []byte("null"), nil
	}
	return json.Marshal(deck.Card(c))
}

func (c *talonCard) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*c = talonCard(Hidden)
		return nil
	}
	return json.Unmarshal(b, (*deck.Card)(c))
}

// observationJSON is the JSON form of an [Observation].
type observationJSON struct {
	Seat             tarock.Seat  `json:"seat"`
	Rules            Rules        `json:"rules"`
	Phase            Phase        `json:"phase"`
	ToMove           tarock.Seat  `json:"toMove"`
	Contract         Contract     `json:"contract"`
	Declarer         tarock.Seat  `json:"declarer"`
	Bid              Contract     `json:"bid"`
	BidOwner         tarock.Seat  `json:"bidOwner"`
	Hand             deck.Set     `json:"hand"`
	HandSizes        [3]int       `json:"handSizes"`
	Talon            [6]talonCard `json:"talon"`
	Discards         deck.Set     `json:"discards"`
	NumDiscards      int          `json:"numDiscards"`
	DiscardedTarocks int          `json:"discardedTarocks"`
	Announced        Announcement `json:"announced"`
	Kontra           kontraJSON   `json:"kontra"`
	CurrentTrick     tarock.Trick `json:"currentTrick"`
	LastTrick        tarock.Trick `json:"lastTrick"`
	Tricks           [3]int       `json:"tricks"`
	Played           deck.Set     `json:"played"`
	Dummy            []talonCard  `json:"dummy,omitempty"`
	History          []Event      `json:"history"`
}

// MarshalJSON writes o as one JSON object from which a client can show the
// seat's view of the deal: the keys are the field names in lower camel case
// (handSizes, currentTrick, history, …); enums and moves as text; seats as
// numbers, null for nobody; card sets in the card notation ("T1 KH", "-"
// for none); a talon card the seat has not seen as null; a trick as
// {"leader":seat,"players":3,"cards":[…]}; the history as only the events
// of the deal so far, each {"seat":0,"move":"pass"} (with "concealed":n for
// cards laid away unseen). doc/notation.md ("JSON") shows an example.
func (o Observation) MarshalJSON() ([]byte, error) {
	j := observationJSON{
		Seat: o.Seat, Rules: o.Rules, Phase: o.Phase, ToMove: o.ToMove, Contract: o.Contract,
		Declarer: o.Declarer, Bid: o.Bid, BidOwner: o.BidOwner, Hand: o.Hand, HandSizes: o.HandSizes,
		Discards: o.Discards, NumDiscards: o.NumDiscards, DiscardedTarocks: o.DiscardedTarocks,
		Announced: o.Announced, Kontra: kontraOf(o.Kontra), CurrentTrick: o.CurrentTrick,
		LastTrick: o.LastTrick, Tricks: o.Tricks, Played: o.Played,
		History: o.History[:max(0, min(o.HistoryLen, MaxHistory))],
	}
	if o.Rules.Dummy1829 {
		for _, c := range o.Dummy[:max(0, min(o.Tricks[0]+o.Tricks[1], len(o.Dummy)))] {
			j.Dummy = append(j.Dummy, talonCard(c))
		}
	}
	for i, c := range o.Talon {
		j.Talon[i] = talonCard(c)
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what MarshalJSON writes, so that an observation reads
// back equal; a key it does not write, more events than a deal has, or an
// array with more entries than its field holds (a seventh talon card), is
// an error. On error it returns a *[tarock.TextError] and leaves o
// unchanged. It does not check that the observation is one a deal can
// give.
func (o *Observation) UnmarshalJSON(b []byte) error {
	return enumtext.Convert("tapp.Observation", b, o, func(j *observationJSON, v *Observation) (reason string) {
		*v = Observation{
			Seat: j.Seat, Rules: j.Rules, Phase: j.Phase, ToMove: j.ToMove, Contract: j.Contract,
			Declarer: j.Declarer, Bid: j.Bid, BidOwner: j.BidOwner, Hand: j.Hand, HandSizes: j.HandSizes,
			Discards: j.Discards, NumDiscards: j.NumDiscards, DiscardedTarocks: j.DiscardedTarocks,
			Announced: j.Announced, Kontra: j.Kontra.levels(), CurrentTrick: j.CurrentTrick,
			LastTrick: j.LastTrick, Tricks: j.Tricks, Played: j.Played,
		}
		if len(j.Dummy) > len(v.Dummy) {
			return "more dummy cards than the dummy holds"
		}
		for i, c := range j.Dummy {
			v.Dummy[i] = deck.Card(c)
		}
		for i, c := range j.Talon {
			v.Talon[i] = deck.Card(c)
		}
		v.HistoryLen, reason = enumtext.Fill(v.History[:], j.History, "events")
		return reason
	})
}
