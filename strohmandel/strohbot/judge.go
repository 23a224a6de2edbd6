package strohbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// ContractTakenUp is the contract Judge reports for a game a player took up
// (doc/strohmandel.md §4.1).
const ContractTakenUp = "taken up"

// Judge classifies a finished deal for the per-contract statistics of
// package tarock/arena, as tappbot.Judge does for Tapp. A taken-up game is
// [ContractTakenUp] with its declarer, won when the declarer won the game
// item (doc/strohmandel.md §8.2). A deal without a declarer — a simple game or Trischaken after
// both passed (doc/strohmandel.md §4.2), a throw-in or redeal — and a deal that is not over
// have OK false.
func Judge(final strohmandel.State) arena.Verdict {
	r, ok := final.Result()
	if !ok || !r.Played() {
		return arena.Verdict{}
	}
	if r.Kind != strohmandel.KindTakenUp {
		return arena.Verdict{}
	}
	return arena.Verdict{Contract: ContractTakenUp, Declarer: r.Declarer, Won: r.Winner == r.Declarer, OK: true}
}

// NewRandom returns a player that chooses uniformly among the legal moves
// with rng (bot.Random), the baseline the other players are measured
// against.
func NewRandom(rng *rand.Rand) bot.Player[strohmandel.Observation, strohmandel.Move] {
	return bot.NewRandom[strohmandel.Observation, strohmandel.Move](rng)
}
