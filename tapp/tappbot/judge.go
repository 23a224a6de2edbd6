package tappbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// NewRandom returns the uniformly random player (bot.NewRandom) for Tapp
// Tarock, drawing from rng.
func NewRandom(rng *rand.Rand) bot.Player[tapp.Observation, tapp.Move] {
	return bot.NewRandom[tapp.Observation, tapp.Move](rng)
}

// Judge classifies a finished deal for arena statistics (arena.Config.Judge):
// for a played contract the contract's name ("Dreier", "Solo", …), the
// declarer and whether he won the game on card points (tapp.Result.GameWon,
// doc/tapp.md §9.3; a Valat the declarer made counts as won); for
// a Tapper that stood (doc/tapp.md §5.2.1) "Tapper", forehand and won. Deals without a
// declarer — thrown in, all passed, Trischaken — and a deal not over give a
// Verdict with OK false, its Contract naming how the deal ended.
func Judge(final tapp.State) arena.Verdict {
	res, ok := final.Result()
	if !ok {
		return arena.Verdict{Contract: tapp.EndNotOver.String(), Declarer: tarock.NoSeat}
	}
	switch res.End {
	case tapp.EndPlayed:
		return arena.Verdict{Contract: res.Contract.String(), Declarer: res.Declarer, Won: res.GameWon, OK: true}
	case tapp.EndTapper:
		return arena.Verdict{Contract: tapp.Tapper.String(), Declarer: res.Declarer, Won: true, OK: true}
	}
	return arena.Verdict{Contract: res.End.String(), Declarer: tarock.NoSeat}
}
