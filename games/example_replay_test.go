package games_test

import (
	"fmt"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock/record"
)

// ExampleReplay replays a game record without knowing its game: the Game
// tag says which rules to replay it under, and every deal of the replay
// is a Deal with its type hidden.
func ExampleReplay() {
	rec, err := record.Parse(`[Game "Strohmandeln"]
[Rules "Zwanziger40"]
[Seat0 "Anna"]
[Seat1 "Bert"]

Forehand:      T4 T8 T11 T15 JH AD KD 10S CC QC
Dealer:        T6 T16 T18 T21 AH QH KH KS 10C KC
ForehandPiles: CH T1 T19 T10 / JC QD T17 / CD JS T9
DealerPiles:   T12 JD CS T5 / Skus T20 QS / T7 T14 T13

pass; pass; play KD; play JD; play AD; play T6; play KH; play JH
play KS; play 10S; play KC; play JC; play QH; play CH; play QS; play T1
play QC; play 10C; play CD; play T7; play CS; play JS; play AH; play T4
play CC; play T5; play T12; play T8; play T13; play T9; play T14
play T10; play T16; play T11; play T18; play T15; play T20; play T19
play T21; play QD; play Skus; play T17
`)
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := games.Replay(rec)
	if err != nil {
		fmt.Println(err)
		return
	}
	final := g.Final()
	res, _ := final.Result()
	game := final.Game()
	fmt.Printf("%s (%s): %d moves\n", game.Title(), game.Preset(), len(g.Moves))
	fmt.Println("first move:", g.Moves[0], "by", game.Seats()[g.Deals[0].ToMove()])
	fmt.Println("card points:", final.CardPoints(0), final.CardPoints(1))
	fmt.Println(res.Summary)
	// The game's own state, for what only that game has.
	if s, ok := final.Value().(strohmandel.State); ok {
		fmt.Println("tricks:", s.TricksPlayed())
	}
	// Output:
	// Strohmandeln (Zwanziger40): 42 moves
	// first move: pass by forehand
	// card points: 21 67
	// simple game: won by seat 1; 21 : 67; seat 0 -2, seat 1 +2
	// tricks: 20
}
