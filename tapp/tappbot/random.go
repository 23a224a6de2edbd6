package tappbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// NewRandom returns a player that chooses uniformly among the legal moves
// with rng (bot.Random), the baseline the other players are measured
// against.
func NewRandom(rng *rand.Rand) bot.Player[tapp.Observation, tapp.Move] {
	return bot.NewRandom[tapp.Observation, tapp.Move](rng)
}
