package strohbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// NewRandom returns a player that chooses uniformly among the legal moves
// with rng (bot.Random), the baseline the other players are measured
// against.
func NewRandom(rng *rand.Rand) bot.Player[strohmandel.Observation, strohmandel.Move] {
	return bot.NewRandom[strohmandel.Observation, strohmandel.Move](rng)
}
