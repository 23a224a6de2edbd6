package koenigrufenbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// NewRandom returns a player that chooses uniformly among the legal moves
// with rng (bot.Random), the baseline the other players are measured
// against.
func NewRandom(rng *rand.Rand) bot.Player[koenigrufen.Observation, koenigrufen.Move] {
	return bot.NewRandom[koenigrufen.Observation, koenigrufen.Move](rng)
}
