package tapp_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// detCmp compares observations with go-cmp.
var detCmp = cmpopts.EquateComparable(tarock.Trick{}, tapp.Move{})

// detVariants are the rule sets the determinization tests run on: every
// preset and rule sets that switch on the options that change what is
// hidden (talon modes, tarock discards, Trischaken with must-beat, the
// redeal of a hand without tarock, announcements, Kontra).
func detVariants() []tapp.NamedRules {
	v := tapp.Presets()
	mod := func(name string, f func(*tapp.Rules)) {
		r := tapp.MayrSedlaczek2001
		f(&r)
		v = append(v, tapp.NamedRules{Name: name, Rules: r})
	}
	mod("CardCount+Trischaken+Both+Kontra", func(r *tapp.Rules) {
		r.TalonMode = tapp.TalonCardCount
		r.AllPass = tapp.AllPassTrischaken
		r.Announcements = tapp.AnnouncementsBoth
		r.Kontra = true
		r.FirstLead = tapp.LeadDeclarer
	})
	mod("Unexposed+RedealNoTarock+Tapper", func(r *tapp.Rules) {
		r.TalonMode = tapp.TalonFixedHalfUnexposed
		r.RedealNoTarock = true
		r.Tapper = true
		r.TarockDiscard = tapp.DiscardForcedAnnouncedOnly
	})
	mod("BothExposed+Immediate+Forbidden", func(r *tapp.Rules) {
		r.TalonMode = tapp.TalonFixedHalfBothExposed
		r.ImmediateHolding = true
		r.TarockDiscard = tapp.DiscardForbidden
		r.AllPass = tapp.AllPassTrischaken
	})
	return v
}

// detRandomState plays a random deal under r with rng for up to stop moves.
func detRandomState(t interface {
	Helper()
	Fatal(...any)
}, r tapp.Rules, rng *rand.Rand, stop int) tapp.State {
	t.Helper()
	st, err := tapp.NewGame(r, tapp.Shuffled(rng))
	if err != nil {
		t.Fatal(err)
	}
	var buf []tapp.Move
	for n := 0; n < stop && !st.Done(); n++ {
		buf = st.AppendLegalMoves(buf[:0])
		if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// detConserved checks that the places of st hold the 54 cards once each.
func detConserved(st tapp.State) error {
	var all deck.Set
	for _, p := range st.AppendCardSets(nil) {
		if all.Overlaps(p) {
			return fmt.Errorf("%v in two places", all.Intersect(p))
		}
		all |= p
	}
	if all != deck.FullPack {
		return fmt.Errorf("cards missing: %v", deck.FullPack&^all)
	}
	return nil
}

// TestDeterminizeRandomGames: for random deals of every variant stopped at
// a random point and every seat, the true state is among the states the
// determinizer may return (Possible), and a sampled state has the same
// observation (go-cmp), conserves the cards and plays on to the end.
func TestDeterminizeRandomGames(t *testing.T) {
	for _, v := range detVariants() {
		t.Run(v.Name, func(t *testing.T) {
			t.Parallel()
			differ := 0
			rapid.Check(t, func(rt *rapid.T) {
				seed := rapid.Uint64().Draw(rt, "seed")
				stop := rapid.IntRange(0, 90).Draw(rt, "stop")
				rng := rand.New(rand.NewPCG(seed, 3))
				st := detRandomState(rt, v.Rules, rng, stop)
				for seat := range tarock.Seat(3) {
					o := st.Observation(seat)
					det, err := tapp.NewDeterminizer(o)
					if err != nil {
						rt.Fatalf("%v after %d events: %v", seat, o.NumEvents, err)
					}
					if !det.Possible(st) {
						rt.Fatalf("%v after %d events: the true state is not among the possible ones", seat, o.NumEvents)
					}
					world, err := det.Sample(rng)
					if err != nil {
						rt.Fatalf("%v after %d events: %v", seat, o.NumEvents, err)
					}
					if diff := cmp.Diff(o, world.Observation(seat), detCmp); diff != "" {
						rt.Fatalf("%v: observation of the sampled state differs (-view +sampled):\n%s", seat, diff)
					}
					if !det.Possible(world) {
						rt.Fatalf("%v: a sampled state is not possible", seat)
					}
					if err := detConserved(world); err != nil {
						rt.Fatalf("%v: sampled state: %v", seat, err)
					}
					if world != st {
						differ++
					}
					var buf []tapp.Move
					for n := 0; !world.Done(); n++ {
						buf = world.AppendLegalMoves(buf[:0])
						if len(buf) == 0 || n > 200 {
							rt.Fatalf("%v: sampled state does not play on", seat)
						}
						if world, err = world.Apply(buf[rng.IntN(len(buf))]); err != nil {
							rt.Fatal(err)
						}
					}
					w2, err := tapp.Determinize(o, rng)
					if err != nil || w2.Observation(seat) != o {
						rt.Fatalf("%v: Determinize: %v", seat, err)
					}
				}
			})
			if differ == 0 {
				t.Error("no sampled state differed from the true one")
			}
		})
	}
}
