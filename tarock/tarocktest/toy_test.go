package tarocktest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// toy is a minimal two-player trick game on the full pack (27 cards each,
// play only), used to show that the checks pass on a correct engine and
// catch the faults a broken engine makes. bug selects a deliberate fault.
type toy struct {
	hands  [2]deck.Set
	won    [2]deck.Set
	trick  tarock.Trick
	tricks int
	bug    string
}

type toyMove struct{ c deck.Card }

func (m toyMove) String() string                 { return "play " + m.c.String() }
func (m toyMove) PlayedCard() (deck.Card, bool)  { return m.c, true }
func (s toy) Players() int                       { return 2 }
func (s toy) Done() bool                         { return s.tricks == 27 }
func (s toy) CurrentTrick() tarock.Trick         { return s.trick }
func (s toy) Playable(seat tarock.Seat) deck.Set { return s.hands[seat] }
func (s toy) Obligations() tarock.Obligations    { return tarock.Standard }
func (s toy) AppendCardSets(d []deck.Set) []deck.Set {
	return append(d, s.hands[0], s.hands[1], s.won[0], s.won[1], s.trick.Cards())
}

func (s toy) ToMove() tarock.Seat {
	if s.Done() {
		return tarock.NoSeat
	}
	return s.trick.ToPlay()
}

func (s toy) legal() deck.Set {
	if s.bug == "revoke" {
		return s.hands[s.ToMove()]
	}
	return tarock.LegalPlays(s.hands[s.ToMove()], s.trick, tarock.Standard)
}

func (s toy) AppendLegalMoves(dst []toyMove) []toyMove {
	if s.Done() {
		return dst
	}
	for c := range s.legal().All() {
		dst = append(dst, toyMove{c})
	}
	return dst
}

func (s toy) Apply(m toyMove) (toy, error) {
	if s.Done() || !s.legal().Has(m.c) {
		if s.bug == "mutate" {
			s.tricks++ // a broken engine returning a changed state
		}
		return s, tarock.ErrCardNotHeld
	}
	p := s.ToMove()
	s.hands[p] = s.hands[p].Without(m.c)
	s.trick, _ = s.trick.Play(m.c)
	if s.trick.Complete() {
		w := s.trick.Winner()
		s.won[w] = s.won[w].Union(s.trick.Cards())
		if s.bug == "lose" && s.tricks == 3 {
			s.won[w] = s.won[w].Without(m.c)
		}
		s.trick = tarock.NewTrick(w, 2)
		s.tricks++
	}
	return s, nil
}

func (s toy) Outcome() tarock.Outcome {
	o := tarock.Outcome{Played: true, Tricks: s.tricks, Parties: 2}
	for i := range 2 {
		o.Thirds[i] = scoring.Count(s.won[i]).Thirds()
	}
	if o.Thirds[0] >= 107 {
		o.Deltas = [4]int{1, -1}
	} else if o.Thirds[1] >= 107 {
		o.Deltas = [4]int{-1, 1}
	}
	if s.bug == "zerosum" {
		o.Deltas[0]++
	}
	return o
}

func newToy(bug string) func(seed uint64) (toy, error) {
	return func(seed uint64) (toy, error) {
		o := deck.Shuffled(rand.New(rand.NewPCG(seed, 0)))
		s := toy{trick: tarock.NewTrick(0, 2), bug: bug}
		for i, c := range o {
			s.hands[i%2] = s.hands[i%2].With(c)
		}
		return s, nil
	}
}

func toyCandidates(s toy, dst []toyMove) []toyMove {
	for c := range deck.FullPack.All() {
		dst = append(dst, toyMove{c})
	}
	return dst
}

var _ tarock.Game[toy, toyMove] = toy{}

func TestToyPasses(t *testing.T) {
	Check(t, Spec[toy, toyMove]{New: newToy(""), Candidates: toyCandidates, Tricks: 27})
}

// Each deliberate fault is caught by the checks, with a message naming it.
func TestChecksCatchFaults(t *testing.T) {
	for bug, want := range map[string]string{
		"revoke":  "revoke",
		"mutate":  "returned another state",
		"lose":    "cards lost",
		"zerosum": "do not sum to zero",
	} {
		spec := Spec[toy, toyMove]{New: newToy(bug), Candidates: toyCandidates, Tricks: 27}
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
	s, _ := newToy("")(3)
	end, moves, err := PlayRandom(s, rand.New(rand.NewPCG(3, 3)), 100)
	if err != nil || !end.Done() || len(moves) != 54 {
		t.Fatalf("PlayRandom: %v, %d moves, done %v", err, len(moves), end.Done())
	}
	if _, _, err := PlayRandom(s, rand.New(rand.NewPCG(3, 3)), 10); err == nil {
		t.Fatal("PlayRandom ignored its move limit")
	}
}
