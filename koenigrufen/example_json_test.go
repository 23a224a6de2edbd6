package koenigrufen_test

import (
	"encoding/json"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// Example_json shows the JSON of moves, of a set of premiums, of rules
// read in part, and of an observation: moves are their notation, seats
// numbers, card sets in the card notation, the called king a card (null
// while unknown), a talon card the seat has not seen null, and the history
// holds the moves so far (doc/notation.md "JSON"). The rules, under
// "rules", are left out of the output here.
func Example_json() {
	for _, m := range []koenigrufen.Move{koenigrufen.Play(deck.HeartsKing), koenigrufen.Lie(koenigrufen.Trull | koenigrufen.PagatUltimo)} {
		b, _ := json.Marshal(m)
		fmt.Println(string(b))
	}
	var m koenigrufen.Move
	err := json.Unmarshal([]byte(`"bid dreier"`), &m)
	fmt.Println(m, err)
	b, _ := json.Marshal(koenigrufen.Trull | koenigrufen.PagatUltimo)
	fmt.Println(string(b))

	r := koenigrufen.AustrianTarockCup2023
	err = json.Unmarshal([]byte(`{"Holding":"HoldNone","Tariff":"Sauwald2019"}`), &r)
	fmt.Println(r.Options(koenigrufen.AustrianTarockCup2023), err)

	st := apply(orderedGame(), "vorhand", "pass", "pass", "pass", "bid Rufer")
	fields := observationJSON(st, 2)
	fmt.Printf("before the call: called %s, talon %s\n", fields["called"], fields["talon"])
	fields = observationJSON(apply(st, "call diamonds"), 2)
	for _, k := range []string{"seat", "phase", "toMove", "contract", "declarer", "bid", "bidOwner", "called",
		"calledFourthKing", "partnerKnown", "partner", "hand", "handSizes", "talon", "discards", "numDiscards",
		"currentTrick", "history"} {
		fmt.Printf("%s: %s\n", k, fields[k])
	}
	// Output:
	// "play KH"
	// "lie Trull PagatUltimo"
	// bid Dreier <nil>
	// "Trull+PagatUltimo"
	// [Tariff=Sauwald2019 Holding=None] <nil>
	// before the call: called null, talon [null,null,null,null,null,null]
	// seat: 2
	// phase: "talon"
	// toMove: 0
	// contract: "Rufer"
	// declarer: 0
	// bid: "Rufer"
	// bidOwner: 0
	// called: "KD"
	// calledFourthKing: false
	// partnerKnown: false
	// partner: null
	// hand: "T13 T14 T15 T16 T17 T18 JS CS QS KS 7C 8C"
	// handSizes: [12,12,12,12]
	// talon: ["2H","AH","JH","CH","QH","KH"]
	// discards: "-"
	// numDiscards: 0
	// currentTrick: {"leader":0,"players":4,"cards":[]}
	// history: [{"seat":0,"move":"vorhand"},{"seat":1,"move":"pass"},{"seat":2,"move":"pass"},{"seat":3,"move":"pass"},{"seat":0,"move":"bid Rufer"},{"seat":0,"move":"call diamonds"}]
}

// observationJSON returns the keys of seat's observation in st as JSON.
func observationJSON(st koenigrufen.State, seat tarock.Seat) map[string]json.RawMessage {
	b, err := json.Marshal(st.Observation(seat))
	if err != nil {
		panic(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		panic(err)
	}
	return fields
}
