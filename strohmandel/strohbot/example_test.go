package strohbot_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// The rule-of-thumb player against the random player on one seeded deal:
// each sees only its own observation.
func ExampleNewHeuristic() {
	rng := rand.New(rand.NewPCG(1, 2))
	st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, strohmandel.Shuffled(rng))
	if err != nil {
		fmt.Println(err)
		return
	}
	players := []bot.Player[strohmandel.Observation, strohmandel.Move]{
		strohbot.NewHeuristic(rand.New(rand.NewPCG(3, 4))), // seat 0, forehand
		strohbot.NewRandom(rand.New(rand.NewPCG(5, 6))),    // seat 1, dealer
	}
	final, moves, err := bot.Play(st, players, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	r, _ := final.Result()
	fmt.Println(len(moves), "moves")
	fmt.Println(r.Summary())
	fmt.Printf("%+v\n", arena.Judge(final.Outcome()))
	// Output:
	// 56 moves
	// taken-up game by seat 1: lost; 40⅓ : 29⅔; seat 0 +5, seat 1 -5
	// {Contract:taken-up game Declarer:seat 1 Won:false OK:true}
}
