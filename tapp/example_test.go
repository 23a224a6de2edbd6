package tapp_test

import (
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
)

func mustSet(s string) deck.Set {
	set, err := deck.ParseSet(s)
	if err != nil {
		panic(err)
	}
	return set
}

// exampleDeal is a fixed deal used by the examples and table tests.
// Forehand holds the Trull and a strong hand.
func exampleDeal() tapp.Deal {
	d, err := tapp.NewDeal([3]deck.Set{
		mustSet("Skus T21 T20 T19 T18 T17 T1 KH QH KD 4D KS 7S 8S 7C 8C"),
		mustSet("T16 T15 T14 T13 T12 T11 T10 CH JH AH 2H QD CD JD 10S 9S"),
		mustSet("T9 T8 T7 T6 T5 T4 T3 3H 4H AD 2D QS CS JS QC CC"),
	}, mustSet("T2 3D 9C"), mustSet("KC JC 10C"))
	if err != nil {
		panic(err)
	}
	return d
}

// Example plays a complete deal from a fixed deal: forehand bids a Dreier,
// takes the upper talon half, discards three plain cards and announces
// nothing; then every seat plays its highest legal card (in card order).
func Example() {
	st, err := tapp.NewGame(tapp.MayrSedlaczek2001, exampleDeal())
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"bid Dreier", "pass", "pass", "take upper", "discard 4D 7C 8C", "announce none"} {
		m, err := tapp.ParseMove(text)
		if err == nil {
			st, err = st.Apply(m)
		}
		if err != nil {
			panic(err)
		}
	}
	for !st.Done() {
		st, err = st.Apply(last(st.LegalMoves()))
		if err != nil {
			panic(err)
		}
	}
	res, _ := st.Result()
	fmt.Println(res.Text([]string{"Anna", "Bert", "Carl"}))
	fmt.Println(res.Summary())
	// Output:
	// Dreier, declared by Anna: won with 46 card points to 24; Anna took 10 tricks, the defenders 6
	//   Game — Anna won: 3; Bert and Carl pay 3 each to Anna
	//   Pagat Ultimo (silent, played by Anna) — Anna lost: 4; Anna pays 4 to each of Bert and Carl
	//   Trull (held by Anna) — Anna won: 3; Bert and Carl pay 3 each to Anna
	// Balance: Anna +4, Bert -2, Carl -2
	// Dreier by seat 0: 46 : 24 card points, won; Game 3 to declarer, Pagat Ultimo silent (seat 0) 4 to defenders, Trull (seat 0) 3 to declarer; deltas +4 -2 -2
}

func last(ms []tapp.Move) tapp.Move { return ms[len(ms)-1] }

// ExampleParseMove reads moves in the notation of the package documentation
// and prints them in canonical form.
func ExampleParseMove() {
	for _, text := range []string{"bid dreier", "take Upper", "discard 8S 4H 7S", "announce PagatUltimo", "kontra game", "play K♥", "play Sküs", "bid Quadrupel"} {
		m, err := tapp.ParseMove(text)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(m)
	}
	// Output:
	// bid Dreier
	// take upper
	// discard 4H 7S 8S
	// announce PagatUltimo
	// kontra game
	// play KH
	// play Skus
	// error: tapp: move "bid Quadrupel": want bid Tapper, Dreier, Unterer, Oberer or Solo: invalid move notation
}

// ExampleRules builds a custom variant from a preset: Unterer and Oberer
// must take their fixed half, which only the declarer sees, with Kontra and
// a Trischaken when all pass.
func ExampleRules() {
	r := tapp.MayrSedlaczek2001
	r.TalonMode = tapp.TalonFixedHalfUnexposed
	r.Kontra = true
	r.AllPass = tapp.AllPassTrischaken
	r.Values.Solo = 10 // a house tariff
	fmt.Println(r.Validate())

	st, err := tapp.NewGame(r, exampleDeal())
	if err != nil {
		panic(err)
	}
	for _, text := range []string{"bid Dreier", "bid Unterer", "pass", "pass"} {
		st, _ = st.Apply(mustMove(text))
	}
	fmt.Println(st.Contract(), "by", st.Declarer(), "may:", st.LegalMoves())

	r.Scoring = tapp.Scoring1821 // contradictory: no stake, no 1821 ladder
	fmt.Println(r.Validate() != nil)
	// Output:
	// <nil>
	// Unterer by seat 1 may: [take lower]
	// true
}
