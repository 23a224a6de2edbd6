package tarock_test

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

func ExampleLegalPlays() {
	hand, _ := deck.ParseSet("KH 4H T5 T17 7C")
	trick := tarock.NewTrick(tarock.Forehand, 3)
	trick, _ = trick.Play(deck.DiamondsAce) // forehand leads the ace of diamonds
	// Void in diamonds: must play a tarock (Tarockzwang).
	fmt.Println(tarock.LegalPlays(hand, trick, tarock.Standard))
	err := tarock.CheckPlay(deck.HeartsKing, hand, trick, tarock.Standard)
	fmt.Println(err)
	// Output:
	// T5 T17
	// void in Diamonds, tarocks T5 T17 held: must play a tarock: illegal move
}

func ExampleTrick_Winner() {
	t := tarock.NewTrick(2, 3) // the dealer (seat 2) leads
	for _, c := range []deck.Card{deck.Hearts2, deck.HeartsAce, deck.ClubsKing} {
		t, _ = t.Play(c)
	}
	fmt.Println(t)
	fmt.Println("won by", t.Winner()) // red ace beats red 2; the off-suit king never wins
	// Output:
	// seat 2: 2H, seat 0: AH, seat 1: KC
	// won by seat 0
}
