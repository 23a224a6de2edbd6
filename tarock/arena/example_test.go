package arena_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// A rule-of-thumb player against two random players on duplicate deals of
// Tapp Tarock: each deal is played three times, every entrant in every seat.
func ExampleRun() {
	type p = bot.Player[tapp.Observation, tapp.Move]
	heuristic := func(seed uint64) p { return tappbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1))) }
	random := func(seed uint64) p { return tappbot.NewRandom(rand.New(rand.NewPCG(seed, 2))) }
	rep, err := arena.Run(arena.Config[tapp.State, tapp.Move, tapp.Observation]{
		Deals: 50,
		Seed:  1,
		NewDeal: func(_ int, rng *rand.Rand) (tapp.State, error) {
			return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		},
		Entrants: []arena.Entrant[tapp.Observation, tapp.Move]{
			{Name: "heuristic", New: heuristic},
			{Name: "random A", New: random},
			{Name: "random B", New: random},
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rep.Games, "games")
	fmt.Println("heuristic ahead:", rep.Standings[0].Mean > rep.Standings[1].Mean && rep.Standings[0].Mean > rep.Standings[2].Mean)
	// Output:
	// 150 games
	// heuristic ahead: true
}

// A match on two goroutines, stopped by its context after ten deals (a
// program would take the context from signal.NotifyContext, so that
// Ctrl-C stops it): the report counts the first deals finished, and the
// error says the match was canceled.
func ExampleRunContext() {
	type p = bot.Player[tapp.Observation, tapp.Move]
	random := func(seed uint64) p { return tappbot.NewRandom(rand.New(rand.NewPCG(seed, 2))) }
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rep, err := arena.RunContext(ctx, arena.Config[tapp.State, tapp.Move, tapp.Observation]{
		Deals: 1000,
		Seed:  1,
		NewDeal: func(_ int, rng *rand.Rand) (tapp.State, error) {
			return tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		},
		Entrants: []arena.Entrant[tapp.Observation, tapp.Move]{{Name: "A", New: random}, {Name: "B", New: random}, {Name: "C", New: random}},
		Workers:  2,
		Progress: func(done int) {
			if done == 10 {
				cancel()
			}
		},
	})
	fmt.Println("canceled:", errors.Is(err, context.Canceled))
	fmt.Println("partial:", rep.Deals >= 10 && rep.Deals < 1000, rep.Games == 3*rep.Deals)
	// Output:
	// canceled: true
	// partial: true true
}
