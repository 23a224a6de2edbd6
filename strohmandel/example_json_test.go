package strohmandel_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
)

// Example_json shows the JSON of a move and of an observation: moves are
// their notation, seats numbers, card sets in the card notation, a pile
// card the seat does not know null, and the history holds the moves so far
// with the seat that made each. (The rules under "rules", and the
// dealer's piles and other per-seat sets, are left out of the output here.)
func Example_json() {
	b, _ := json.Marshal(strohmandel.Play(deck.HeartsKing))
	fmt.Println(string(b))

	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rand.NewPCG(1, 2)))
	for _, text := range []string{"pass", "takeup"} {
		m, _ := strohmandel.ParseMove(text)
		st, _ = st.Apply(m)
	}
	st, _ = st.Apply(st.LegalMoves()[0])
	b, err := json.Marshal(st.Observation(1))
	if err != nil {
		panic(err)
	}
	var fields map[string]json.RawMessage
	_ = json.Unmarshal(b, &fields)
	for _, k := range []string{"seat", "phase", "contract", "toMove", "declarer", "hand", "handSizes", "tops",
		"currentTrick", "announced", "kontra", "history"} {
		fmt.Printf("%s: %s\n", k, fields[k])
	}
	var piles [2][]json.RawMessage
	_ = json.Unmarshal(fields["piles"], &piles)
	fmt.Printf("piles[0][0]: %s\n", piles[0][0])
	// Output:
	// "play KH"
	// seat: 1
	// phase: "play"
	// contract: "taken-up game"
	// toMove: 1
	// declarer: 1
	// hand: "T4 T7 T8 T9 T11 T13 T18 T20 T21 4H 2H QH KH AD QD JS QS KS 8C"
	// handSizes: [17,19]
	// tops: ["3H 4D 7C","10C CC"]
	// currentTrick: {"leader":0,"players":2,"cards":["T1"]}
	// announced: ["none","none"]
	// kontra: "none"
	// history: [{"seat":0,"move":"pass"},{"seat":1,"move":"takeup"},{"seat":0,"move":"play T1"}]
	// piles[0][0]: {"cards":["T1","T14","7C",null],"taken":2,"faceUp":true}
}
