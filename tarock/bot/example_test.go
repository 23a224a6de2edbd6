package bot_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// Three random players play one seeded deal of Tapp Tarock; each sees only
// its own seat's observation.
func ExamplePlay() {
	rng := rand.New(rand.NewPCG(1, 2))
	st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
	if err != nil {
		fmt.Println(err)
		return
	}
	players := make([]bot.Player[tapp.Observation, tapp.Move], 3)
	for seat := range players {
		players[seat] = bot.NewRandom[tapp.Observation, tapp.Move](rand.New(rand.NewPCG(7, uint64(seat))))
	}
	final, moves, err := bot.Play(st, players, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	out := final.Outcome()
	fmt.Println(final.Done(), len(moves) > 0, out.Deltas[0]+out.Deltas[1]+out.Deltas[2])
	// Output: true true 0
}
