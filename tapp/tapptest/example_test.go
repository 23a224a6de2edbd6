package tapptest_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// A variant of Tapp Tarock checked deal by deal with every check of
// tarocktest.Check; in a test, tarocktest.Check(t, tapptest.Spec(r)) runs
// them on many random deals.
func ExampleSpec() {
	r, err := tapp.MayrSedlaczek2001.WithOption("TalonMode=FixedHalf")
	if err != nil {
		fmt.Println(err)
		return
	}
	spec := tapptest.Spec(r)
	for seed := range uint64(10) {
		if err := tarocktest.CheckGame(spec, seed, seed); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println("10 deals checked")
	// Output: 10 deals checked
}

// The leak check's spec of a variant; in a test,
// tarocktest.CheckLeaks(t, tapptest.LeakSpec(r)) runs the check on many
// random deals.
func ExampleLeakSpec() {
	r, err := tapp.MayrSedlaczek2001.WithOption("TalonMode=FixedHalf")
	if err != nil {
		fmt.Println(err)
		return
	}
	spec := tapptest.LeakSpec(r)
	s, err := spec.New(1)
	if err != nil {
		fmt.Println(err)
		return
	}
	// The observation of seat 1 completed into a state that looks the
	// same to seat 1.
	world, err := spec.Determinize(s.Observation(1), rand.New(rand.NewPCG(1, 2)))
	fmt.Println(err, world.Observation(1) == s.Observation(1))
	// Output: <nil> true
}
