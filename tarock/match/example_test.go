package match_test

import (
	"fmt"

	"github.com/tarockfamily/sdk/tarock/match"
)

// A three-player match on the score sheet: the deal passes to the old
// forehand, a throw-in is dealt again by the same dealer, and a deal that
// starts doubling makes the next played deal count twice.
func Example() {
	s, _ := match.New[[3]int](3, 0)
	deals := []match.Entry[[3]int]{
		{Deltas: [3]int{6, -3, -3}, Played: true},              // forehand (player 1) won 3 from each
		{Next: match.SameDealer},                               // thrown in: player 1 deals again
		{Deltas: [3]int{0, 0, 0}, Played: true, DoubleNext: 1}, // the next played deal counts double
		{Deltas: [3]int{-4, 2, 2}, Played: true},
	}
	for _, e := range deals {
		dealer := s.Dealer
		var pay [3]int
		s, pay, _ = s.Record(e)
		fmt.Printf("dealer %d: pay %v, totals %v\n", dealer, pay, s.Totals)
	}
	fmt.Println("deals", s.Deals, "played", s.Played, "next dealer", s.Dealer, "player 0 sits in", s.Seat(0))
	// Output:
	// dealer 0: pay [-3 6 -3], totals [-3 6 -3]
	// dealer 1: pay [0 0 0], totals [-3 6 -3]
	// dealer 1: pay [0 0 0], totals [-3 6 -3]
	// dealer 2: pay [-8 4 4], totals [-11 10 1]
	// deals 4 played 3 next dealer 0 player 0 sits in seat 2
}
