package koenigrufen_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/determinize"
)

// kingsDeal returns a random deal in which forehand holds the four kings.
func kingsDeal(t *testing.T, seed uint64) koenigrufen.Deal {
	t.Helper()
	d := koenigrufen.Shuffled(rand.NewPCG(seed, 5))
	h := d.Hands
	for k := range deck.Kings.All() {
		if h[0].Has(k) {
			continue
		}
		give, _ := h[0].Minus(deck.Kings).First()
		for p := range h {
			if h[p].Has(k) {
				h[p], h[0] = h[p].Without(k).With(give), h[0].Without(give).With(k)
			}
		}
		for i, c := range d.Talon {
			if c == k {
				d.Talon[i], h[0] = give, h[0].Without(give).With(k)
			}
		}
	}
	out, err := koenigrufen.NewDeal(h, d.Half(koenigrufen.TalonA), d.Half(koenigrufen.TalonB))
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestDeterminizeFourKings: the observations of deals in which forehand
// holds the four kings — handing the forehand on under
// FourKings = PassForehand (doc/koenigrufen.md §5.2), calling a queen
// under FourKings = CallQueen (doc/koenigrufen.md §6.1 rule 5) — are
// determinized into states with the same observation at every position,
// for every seat, and the determinized deals differ from the true one.
func TestDeterminizeFourKings(t *testing.T) {
	for _, tc := range []struct {
		opt   string
		start []koenigrufen.Move
	}{
		{"FourKings=PassForehand", []koenigrufen.Move{koenigrufen.PassForehand()}},
		{"FourKings=CallQueen", []koenigrufen.Move{koenigrufen.Vorhand(), koenigrufen.Pass(), koenigrufen.Pass(),
			koenigrufen.Pass(), koenigrufen.Bid(koenigrufen.Rufer)}},
	} {
		r, err := koenigrufen.AustrianTarockCup2023.WithOption(tc.opt)
		if err != nil {
			t.Fatal(err)
		}
		differ := 0
		for seed := range uint64(40) {
			s, err := koenigrufen.NewGame(r, kingsDeal(t, seed))
			for _, m := range tc.start {
				if err == nil {
					s, err = s.Apply(m)
				}
			}
			if err != nil {
				continue // the hand allows no Rufer: four queens too
			}
			rng := rand.New(rand.NewPCG(seed, 6))
			for i, st := range playSome(s, rng, -1) {
				p := tarock.Seat(i % 4)
				o := st.Observation(p)
				w, err := koenigrufen.Determinize(o, rng)
				if err != nil {
					t.Fatalf("%s, seed %d, %v after %d moves: %v", tc.opt, seed, p, i, err)
				}
				if w.Observation(p) != o {
					t.Fatalf("%s, seed %d: the determinized state shows %v another observation", tc.opt, seed, p)
				}
				if w.Deal() != st.Deal() {
					differ++
				}
			}
		}
		if differ == 0 {
			t.Errorf("%s: no determinized deal differs from the true one", tc.opt)
		}
	}
}

// TestZeroDeterminizer: the zero Determinizer samples nothing and says so
// instead of panicking (doc/koenigrufen.md "States, observations and
// determinization").
func TestZeroDeterminizer(t *testing.T) {
	var d koenigrufen.Determinizer
	if _, err := d.Sample(rand.New(rand.NewPCG(1, 2))); !errors.Is(err, determinize.ErrInconsistentView) {
		t.Errorf("Sample of the zero Determinizer: %v", err)
	}
	st, _ := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(1, 2)))
	if d.Possible(st) {
		t.Error("the zero Determinizer finds a state possible")
	}
}

// TestDeterminizerPossible: in random deals of every variant, stopped at
// every point, the true state is possible for each seat's determinizer, and
// so is a state it samples; the state one move on, whose history is
// longer, is not (doc/koenigrufen.md "States, observations and
// determinization").
func TestDeterminizerPossible(t *testing.T) {
	variants := ruleVariants(t)
	rapid.Check(t, func(t *rapid.T) {
		r := variants[rapid.IntRange(0, len(variants)-1).Draw(t, "rules")]
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 7))
		s, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		states := playSome(s, rng, -1)
		i := rapid.IntRange(0, len(states)-1).Draw(t, "moment")
		st := states[i]
		for p := range tarock.Seat(4) {
			det, err := koenigrufen.NewDeterminizer(st.Observation(p))
			if err != nil {
				t.Fatalf("%v after %d moves: %v", p, i, err)
			}
			if !det.Possible(st) {
				t.Fatalf("%v after %d moves: the true state is not possible", p, i)
			}
			w, err := det.Sample(rng)
			if err != nil {
				t.Fatalf("%v after %d moves: %v", p, i, err)
			}
			if !det.Possible(w) {
				t.Fatalf("%v after %d moves: a sampled state is not possible", p, i)
			}
			if i+1 < len(states) && det.Possible(states[i+1]) {
				t.Fatalf("%v after %d moves: the state one move on is possible", p, i)
			}
		}
	})
}
