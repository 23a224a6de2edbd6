package deck_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
)

func Example() {
	hand, err := deck.ParseSet("Skus XXI T1 K♥ 10S qd 4H")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(hand)           // canonical notation, card order
	fmt.Println(hand.Unicode()) // as a person sorts a hand
	fmt.Println(hand.Len(), "cards,", hand.Tarocks().Len(), "tarocks, value sum", hand.Sum())
	best, _ := hand.Highest()
	fmt.Println("highest:", best.English())
	// Output:
	// T1 T21 Skus 4H KH QD 10S
	// Sküs XXI I K♥ 4♥ Q♦ 10♠
	// 7 cards, 3 tarocks, value sum 26
	// highest: Sküs
}

func ExampleParseCard() {
	for _, s := range []string{"Sküs", "xxi", "K♥", "10s", "Herz-Dame", "XS"} {
		c, err := deck.ParseCard(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-9s -> %-4v %s\n", s, c, c.German())
	}
	// Output:
	// Sküs      -> Skus Sküs
	// xxi       -> T21  Mond
	// K♥        -> KH   Herz-König
	// 10s       -> 10S  Pik-10
	// Herz-Dame -> QH   Herz-Dame
	// deck: unknown card "XS" at column 1
}

func ExampleOrder_Deal() {
	rng := rand.New(rand.NewPCG(7, 7))
	order := deck.Shuffled(rng).RandomCut(rng)
	// Strohmandeln hands: packets of five, forehand (0) first.
	var schedule []deck.Packet
	for range 3 {
		schedule = append(schedule, deck.Packet{To: 0, Size: 5}, deck.Packet{To: 1, Size: 5})
	}
	schedule = append(schedule, deck.Packet{To: 2, Size: 24}) // the strawmen
	dst := make([][]deck.Card, 3)
	if err := order.Deal(dst, schedule); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(dst[0]), len(dst[1]), len(dst[2]))
	// Output: 15 15 24
}
