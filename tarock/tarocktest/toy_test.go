package tarocktest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/internal/toy"
)

func newToy(bug string) func(seed uint64) (toy.State, error) {
	return func(seed uint64) (toy.State, error) { return toy.New(seed, bug), nil }
}

func toyCandidates(_ toy.State, dst []toy.Move) []toy.Move {
	for c := range deck.FullPack.All() {
		dst = append(dst, toy.Move{Card: c})
	}
	return dst
}

func TestToyPasses(t *testing.T) {
	Check(t, Spec[toy.State, toy.Move]{New: newToy(toy.NoBug), Candidates: toyCandidates, Tricks: 27})
}

// Each deliberate fault is caught by the checks, with a message naming it.
func TestChecksCatchFaults(t *testing.T) {
	for bug, want := range map[string]string{
		toy.Revoke:  "revoke",
		toy.Mutate:  "returned another state",
		toy.Lose:    "cards lost",
		toy.NonZero: "do not sum to zero",
	} {
		spec := Spec[toy.State, toy.Move]{New: newToy(bug), Candidates: toyCandidates, Tricks: 27}
		var err error
		for seed := uint64(0); seed < 50 && err == nil; seed++ {
			_, _, err = run(spec, seed, seed, true)
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("fault %q: error %v, want one containing %q", bug, err, want)
		}
	}
}

func TestPlayRandom(t *testing.T) {
	s := toy.New(3, toy.NoBug)
	end, moves, err := PlayRandom(s, rand.New(rand.NewPCG(3, 3)), 100)
	if err != nil || !end.Done() || len(moves) != 54 {
		t.Fatalf("PlayRandom: %v, %d moves, done %v", err, len(moves), end.Done())
	}
	if _, _, err := PlayRandom(s, rand.New(rand.NewPCG(3, 3)), 10); err == nil {
		t.Fatal("PlayRandom ignored its move limit")
	}
}
