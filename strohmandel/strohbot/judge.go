package strohbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// The contracts Judge reports.
const (
	ContractTakenUp    = "taken up"    // a player took the game up (rules/strohmandeln.md §4.1)
	ContractSimpleGame = "simple game" // both passed and the deal was played (§4.2)
	ContractTrischaken = "Trischaken"  // both passed and Trischaken was played (§4.2)
)

// Judge classifies a finished deal for the per-contract statistics of
// package tarock/arena. A taken-up game is [ContractTakenUp] with its
// declarer, won when the declarer won the game item (§8.2). A simple game
// ([ContractSimpleGame]) or Trischaken ([ContractTrischaken]) has no
// declarer; its verdict is forehand's (tarock.Forehand, who leads it), won
// when forehand won the game item, so a drawn one counts as not won. A deal
// that was thrown in or redealt, or is not over, has OK false.
func Judge(final strohmandel.State) arena.Verdict {
	r, ok := final.Result()
	if !ok || !r.Played() {
		return arena.Verdict{}
	}
	switch r.Kind {
	case strohmandel.KindTakenUp:
		return arena.Verdict{Contract: ContractTakenUp, Declarer: r.Declarer, Won: r.Winner == r.Declarer, OK: true}
	case strohmandel.KindSimpleGame:
		return arena.Verdict{Contract: ContractSimpleGame, Declarer: tarock.Forehand, Won: r.Winner == tarock.Forehand, OK: true}
	case strohmandel.KindTrischaken:
		return arena.Verdict{Contract: ContractTrischaken, Declarer: tarock.Forehand, Won: r.Winner == tarock.Forehand, OK: true}
	}
	return arena.Verdict{}
}

// NewRandom returns a player that chooses uniformly among the legal moves
// with rng (bot.Random), the baseline the other players are measured
// against.
func NewRandom(rng *rand.Rand) bot.Player[strohmandel.Observation, strohmandel.Move] {
	return bot.NewRandom[strohmandel.Observation, strohmandel.Move](rng)
}
