package koenigrufen_test

import (
	"fmt"
	"math/rand/v2"
	"os"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// orderedGame returns the game of the pack in its natural order under the
// default rules: the king of diamonds with middlehand, the king of hearts
// in talon half B (doc/koenigrufen.md §3).
func orderedGame() koenigrufen.State {
	d, err := koenigrufen.DealFrom(deck.NewOrder(), koenigrufen.AustrianTarockCup2023)
	if err != nil {
		panic(err)
	}
	st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, d)
	if err != nil {
		panic(err)
	}
	return st
}

// apply applies moves in notation to st.
func apply(st koenigrufen.State, moves ...string) koenigrufen.State {
	for _, text := range moves {
		m, err := koenigrufen.ParseMove(text)
		if err == nil {
			st, err = st.Apply(m)
		}
		if err != nil {
			panic(err)
		}
	}
	return st
}

// Example plays a random deal to its end: a shuffled pack and a legal
// move chosen at random at every turn (doc/koenigrufen.md §3, §5–§9).
func Example() {
	rng := rand.New(rand.NewPCG(1, 2))
	st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rng))
	if err != nil {
		panic(err)
	}
	fmt.Println("forehand holds", st.Hand(0))
	fmt.Println(st.Phase(), "phase,", st.ToMove(), "to move")
	var buf []koenigrufen.Move
	for !st.Done() {
		buf = st.AppendLegalMoves(buf[:0])
		if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
			panic(err)
		}
	}
	fmt.Println(st.Phase(), st.Done())
	// Output:
	// forehand holds T1 T2 T8 T10 T14 T17 CD CS 7C 9C 10C JC
	// auction phase, seat 0 to move
	// done true
}

// ExampleReplayText replays a short game record: forehand calls the king
// of hearts, which lies in the talon, and concedes (doc/koenigrufen.md
// §6.3, "Game records").
func ExampleReplayText() {
	g, err := koenigrufen.ReplayText(`[Game "Königrufen"]
[Rules "AustrianTarockCup2023"]

Forehand:   T1 T2 T3 T4 T5 T6 4D 3D 2D AD JD CD
Middlehand: T7 T8 T9 T10 T11 T12 QD KD 7S 8S 9S 10S
Rearhand:   T13 T14 T15 T16 T17 T18 JS CS QS KS 7C 8C
Dealer:     T19 T20 T21 Skus 4H 3H 9C 10C JC CC QC KC
TalonA:     2H AH JH
TalonB:     CH QH KH

vorhand; pass; pass; pass; bid Rufer; call hearts; concede
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	final := g.Final()
	fmt.Println(len(g.Moves), "moves:", g.Moves)
	fmt.Println(final.Contract(), "by", final.Declarer(), "done:", final.Done(), "played:", final.Outcome().Played)
	// Output:
	// 7 moves: [vorhand pass pass pass bid Rufer call hearts concede]
	// Rufer by seat 0 done: true played: false
}

// ExampleState_Observation shows what each seat knows after a Rufer with
// the king of diamonds called (doc/koenigrufen.md §6.2): the king's
// holder knows his partner, the others do not; the talon is open to all
// (doc/koenigrufen.md §7.2).
func ExampleState_Observation() {
	st := apply(orderedGame(), "vorhand", "pass", "pass", "pass", "bid Rufer", "call diamonds", "take A")
	for p := range tarock.Seat(4) {
		o := st.Observation(p)
		fmt.Printf("%v: called %v, partner known %v (%v), talon %v\n", p, o.Called, o.PartnerKnown, o.Partner, o.Talon)
	}
	o := st.Observation(2)
	fmt.Println("hand sizes", o.HandSizes, "events", len(o.Events()))
	// Output:
	// seat 0: called KD, partner known false (nobody), talon [2H AH JH CH QH KH]
	// seat 1: called KD, partner known true (seat 1), talon [2H AH JH CH QH KH]
	// seat 2: called KD, partner known false (nobody), talon [2H AH JH CH QH KH]
	// seat 3: called KD, partner known false (nobody), talon [2H AH JH CH QH KH]
	// hand sizes [15 12 12 12] events 7
}

// ExampleRules_WithOption builds a variant from the default rules by
// option text (doc/koenigrufen.md §13.1) and writes back what differs.
func ExampleRules_WithOption() {
	r := koenigrufen.AustrianTarockCup2023
	for _, text := range []string{"Holding=None", "Tariff=Sauwald2019", "Farbendreier=off", "Threshold=106", "Holding=Sometimes"} {
		v, err := r.WithOption(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		r = v
	}
	fmt.Println(r.Holding, r.Tariff, r.Farbendreier, int(r.Threshold), r.Validate())
	fmt.Println(r.Options(koenigrufen.AustrianTarockCup2023))
	// Output:
	// koenigrufen: option "Holding=Sometimes": Holding takes one of ForehandOnly, None: invalid rules
	// HoldNone Sauwald2019 false 106 <nil>
	// [Tariff=Sauwald2019 Farbendreier=off Holding=None Threshold=106]
}

// ExampleResult_Text prints the settlement of the Rufer of
// doc/games/koenigrufen-1.txt with the players' names of its Seat tags:
// the game won, the announced Pagat Ultimo lost and doubled by Kontra,
// so that the Score (without Kontra) and the Money (with it) differ
// (doc/koenigrufen.md §11.1).
func ExampleResult_Text() {
	text, err := os.ReadFile("../doc/games/koenigrufen-1.txt")
	if err != nil {
		panic(err)
	}
	g, err := koenigrufen.ReplayText(string(text))
	if err != nil {
		panic(err)
	}
	names := make([]string, koenigrufen.Players)
	for _, tag := range g.Tags {
		for p := range names {
			if tag.Name == record.SeatTag(tarock.Seat(p)) {
				names[p] = tag.Value
			}
		}
	}
	res, _ := g.Final().Result()
	fmt.Println(res.Text(names))
	// Output:
	// Rufer, declared by Anna with Carl: won with 50 card points to 20
	//   tricks: Anna 7, Bert 2, Carl 2, Dora 1
	//   Game — Anna and Carl won: 1; Bert and Dora pay 1 each to Anna and Carl, who get 1 each
	//   Pagat Ultimo (announced) — Anna and Carl lost: 2 × 2 (Kontra) = 4; Anna and Carl pay 4 each to Bert and Dora, who get 4 each
	// Score, on the score sheet, without Kontra: Anna -1, Bert +1, Carl -1, Dora +1
	// Money, paid, with Kontra: Anna -3, Bert +3, Carl -3, Dora +3
}
