package strohbot

import (
	"math/rand/v2"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock/search"
)

// Hint returns every legal move of the seat whose observation view is,
// each with its estimated value for that seat in game points, the best
// first: a hint for a person at the table, as
// the search player of [NewSearch] with cfg, seeded with seed, values the
// moves (search.Hint; cfg.PIMC and cfg.Searched are ignored). Without a
// Budget the same seed and view give the same values. The errors are
// those of search.Hint: an observation no deal fits (wrapping
// search.ErrDeterminize and determinize.ErrInconsistentView), a seat not
// to act (search.ErrNotToAct).
func Hint(view strohmandel.Observation, cfg SearchConfig, seed uint64) ([]search.Estimate[strohmandel.Move], error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x4117))
	return search.Hint(view, rng, cfg, NewHeuristic(rng), rules())
}
