package hidden_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/hidden"
)

// Forehand in a game of Tapp Tarock knows its own cards and the cards played
// so far; the twelve cards left are in the hands of middlehand and of the
// dealer, six each. Middlehand failed to follow a heart lead, and the dealer,
// the declarer, announced Pagat Ultimo (the Pagat is in the dealer's hand).
func Example() {
	unknown, err := deck.ParseSet("T1 T5 T9 T13 T16 T18 T20 3H AH KH 8C QC")
	if err != nil {
		fmt.Println(err)
		return
	}
	p := hidden.NewProblem(unknown)
	middle := p.AddLocation("middlehand", 6)
	dealer := p.AddLocation("dealer", 6)
	p.Forbid(middle, deck.Hearts.Cards())     // void in hearts
	p.Require(dealer, deck.SetOf(deck.Pagat)) // Pagat Ultimo announced

	s, err := p.Sampler()
	if err != nil {
		fmt.Println(err)
		return
	}
	// The dealer holds the Pagat and the three hearts and two of the eight
	// other cards: 8·7/2 = 28 deals.
	fmt.Println("consistent deals:", s.Count())

	rng := rand.New(rand.NewPCG(1, 2))
	deal := s.Sample(rng, nil)
	fmt.Println("middlehand:", deal[middle])
	fmt.Println("dealer:    ", deal[dealer])
	// Output:
	// consistent deals: 28
	// middlehand: T5 T9 T13 T18 T20 8C
	// dealer:     T1 T16 3H AH KH QC
}
