package strohmandel_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
)

// exampleDeal is a deal written down from a real table: both hands and the
// three piles of each player, leftmost first, each pile top card first.
func exampleDeal() strohmandel.Deal {
	var d strohmandel.Deal
	hands := [2]string{
		"T3 T4 T14 T17 T18 T19 Skus JH KH 2D 9S 10S QS 8C KC",
		"T1 T5 T6 T11 T13 T16 3H 2H CH AD CD QD KD 7C 10C",
	}
	piles := [2][3]string{
		{"T7 3D KS QC", "JS QH T20 T9", "T10 7S T15 T12"},
		{"JD 4D JC CS", "9C 4H AH T21", "T8 8S T2 CC"},
	}
	for s := range 2 {
		d.Hands[s], _ = deck.ParseSet(hands[s])
		for p := range 3 {
			var c [4]deck.Card
			for i, f := range splitWords(piles[s][p]) {
				c[i], _ = deck.ParseCard(f)
			}
			d.Piles[s][p] = c
		}
	}
	return d
}

func splitWords(s string) []string {
	var out []string
	w := ""
	for _, r := range s + " " {
		if r == ' ' {
			if w != "" {
				out = append(out, w)
			}
			w = ""
			continue
		}
		w += string(r)
	}
	return out
}

// Play one deal from an explicit deal: forehand takes up, and both players
// always make the first legal move (the lowest legal card).
func Example() {
	st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, exampleDeal())
	if err != nil {
		fmt.Println(err)
		return
	}
	var buf []strohmandel.Move
	for !st.Done() {
		buf = st.AppendLegalMoves(buf[:0])
		if st.Phase() == strohmandel.PhasePlay && st.TricksPlayed() == 0 && st.CurrentTrick().IsEmpty() {
			fmt.Println("forehand's face-up tops:", st.FaceUpTops(0))
			fmt.Println("dealer's face-up tops:  ", st.FaceUpTops(1))
		}
		if st, err = st.Apply(buf[0]); err != nil {
			fmt.Println(err)
			return
		}
	}
	res, _ := st.Result()
	fmt.Println(res.Text([]string{"Anna", "Bert"}))
	fmt.Println(res.Summary())
	// Output:
	// forehand's face-up tops: 3D 7S JS
	// dealer's face-up tops:   JD 8S 9C
	// Taken-up game, declared by Anna: won
	//   card points: Anna 50⅔ in 19 tricks, Bert 19⅓ in 8 tricks
	//   Game — Anna won: 3; Bert pays 3 to Anna
	// Balance: Anna +3, Bert -3
	// taken-up game by seat 0: won; 50⅔ : 19⅓; seat 0 +3, seat 1 -3
}

// ParseMove reads the notation that Move.String writes.
func ExampleParseMove() {
	for _, text := range []string{"takeup", "play XVII ross", "play King of Hearts", "announce PagatUltimo", "play T23"} {
		m, err := strohmandel.ParseMove(text)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%q -> %v\n", text, m)
	}
	// Output:
	// "takeup" -> takeup
	// "play XVII ross" -> play T17 ross
	// "play King of Hearts" -> play KH
	// "announce PagatUltimo" -> announce pagatultimo
	// error: strohmandel: move "play T23": unknown card: invalid move notation
}

// A match keeps the running totals, alternates the deal and doubles the
// deals after a draw.
func ExampleMatch() {
	m, _ := strohmandel.NewMatch(strohmandel.MayrSedlaczek2007, 0)
	rng := rand.New(rand.NewPCG(3, 4))
	var buf []strohmandel.Move
	for range 4 {
		st, _ := m.NewShuffledGame(rng)
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			st, _ = st.Apply(buf[rng.IntN(len(buf))])
		}
		res, _ := st.Result()
		var pay [2]int
		dealer := m.Dealer
		m, pay, _ = m.Record(res)
		fmt.Printf("dealer %d: %v; player 0 %+d, player 1 %+d; totals %v\n", dealer, res.Contract, pay[0], pay[1], m.Totals)
	}
	// Output:
	// dealer 0: simple game; player 0 -3, player 1 +3; totals [-3 3]
	// dealer 1: simple game; player 0 +2, player 1 -2; totals [-1 1]
	// dealer 0: taken-up game; player 0 +4, player 1 -4; totals [3 -3]
	// dealer 1: taken-up game; player 0 +5, player 1 -5; totals [8 -8]
}
