package tapp_test

import (
	"encoding/json"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
)

// Example_json shows the JSON of a move and of an observation: moves are
// their notation, seats numbers, card sets in the card notation, a talon
// card the seat has not seen null, and the history holds the moves so far.
// (The rules, under "rules", are left out of the output here.)
func Example_json() {
	b, _ := json.Marshal(tapp.Play(deck.HeartsKing))
	fmt.Println(string(b))

	st, _ := tapp.NewGame(tapp.FixedHalf, exampleDeal())
	for _, text := range []string{"bid Dreier", "bid Unterer", "pass", "hold", "pass"} {
		m, _ := tapp.ParseMove(text)
		st, _ = st.Apply(m)
	}
	b, err := json.Marshal(st.Observation(1))
	if err != nil {
		panic(err)
	}
	var fields map[string]json.RawMessage
	_ = json.Unmarshal(b, &fields)
	for _, k := range []string{"seat", "phase", "toMove", "contract", "declarer", "bid", "bidOwner", "hand", "handSizes",
		"talon", "discards", "announced", "kontra", "currentTrick", "history"} {
		fmt.Printf("%s: %s\n", k, fields[k])
	}
	// Output:
	// "play KH"
	// seat: 1
	// phase: "talon"
	// toMove: 0
	// contract: "Unterer"
	// declarer: 0
	// bid: "Unterer"
	// bidOwner: 0
	// hand: "T10 T11 T12 T13 T14 T15 T16 2H AH JH CH JD CD QD 9S 10S"
	// handSizes: [16,16,16]
	// talon: ["T2","3D","9C",null,null,null]
	// discards: "-"
	// announced: "none"
	// kontra: {"game":"none","PagatUltimo":"none","Valat":"none"}
	// currentTrick: {"leader":0,"players":3,"cards":[]}
	// history: [{"seat":0,"move":"bid Dreier"},{"seat":1,"move":"bid Unterer"},{"seat":2,"move":"pass"},{"seat":0,"move":"hold"},{"seat":1,"move":"pass"}]
}
