package scoring_test

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
)

func Example() {
	// A declarer's pile: the cards he won and his discards.
	pile, _ := deck.ParseSet("Skus T21 T1 KH KS QD CC JH T2 T3 T4 T5 T6 T7 T8 4H 3H 2H 7S 8S 9S 7C 8C 9C")
	p := scoring.Count(pile)
	fmt.Println(p, "=", p.ASCII(), "card points; rounded", p.Whole())
	fmt.Println("wins a Tapp game:", p >= scoring.Majority)
	fmt.Println(scoring.NewTally(pile))
	// Output:
	// 34 = 34 card points; rounded 34
	// wins a Tapp game: false
	// [T1 T2 T3]=5 [T21 T4 T5]=5 [Skus T6 T7]=5 [KH T8 4H]=5 [KS 3H 2H]=5 [QD 7S 8S]=4 [CC 9S 7C]=3 [JH 8C 9C]=2 = 34
}
