package tapp

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
)

// The functions below list the legal moves of the phases before the play
// straight from the State, as the package did before it kept them in the
// head (see State.legal), and the discards by trying every set of cards. TestLegalOutsidePlay checks the head's lists
// against them.

func (s *State) refAppendAuctionMoves(dst []Move) []Move {
	p := s.toMove
	dst = append(dst, Pass())
	if s.canHold(p) {
		dst = append(dst, Hold())
	}
	for b := s.biddable(p); b != 0; b &= b - 1 {
		dst = append(dst, Bid(Contract(bits.TrailingZeros8(b))))
	}
	return dst
}

func (s *State) refAppendTalonMoves(dst []Move) []Move {
	halves, n := s.talonChoice()
	if n > 0 {
		opts, k := cardCountOptions(s.talon, n)
		for _, o := range opts[:k] {
			dst = append(dst, TakeCards(o))
		}
		return dst
	}
	if halves&1 != 0 {
		dst = append(dst, Take(Lower))
	}
	if halves&2 != 0 {
		dst = append(dst, Take(Upper))
	}
	return dst
}

func (s *State) refAppendDiscards(dst []Move) []Move {
	// Not the enumeration of appendDiscards again: every set of k cards of
	// the declarer's hand, kept when checkDiscard (the rule of doc/tapp.md §6.1, §6.3)
	// accepts it. The order differs; the test compares discards as sets.
	h, k := s.hands[s.declarer], bits.OnesCount8(s.takenPos())
	var cards []deck.Card
	for c := range h.All() {
		cards = append(cards, c)
	}
	var rec func(from int, d deck.Set, left int)
	rec = func(from int, d deck.Set, left int) {
		if left == 0 {
			if s.checkDiscard(Discard(d)) == nil {
				dst = append(dst, Discard(d))
			}
			return
		}
		for i := from; i < len(cards); i++ {
			rec(i+1, d.With(cards[i]), left-1)
		}
	}
	rec(0, 0, k)
	return dst
}

func (s *State) refAppendAnnouncements(dst []Move) []Move {
	for a := NoAnnouncement; a <= PagatUltimo|Valat; a++ {
		if s.announceAllowed(a) {
			dst = append(dst, Announce(a))
		}
	}
	return dst
}

func (s *State) refAppendOther(dst []Move) []Move {
	if s.rules == nil {
		return dst
	}
	switch s.phase {
	case PhaseAuction:
		dst = s.refAppendAuctionMoves(dst)
	case PhaseTalon:
		dst = s.refAppendTalonMoves(dst)
	case PhaseDiscard:
		dst = s.refAppendDiscards(dst)
	case PhaseAnnounce:
		dst = s.refAppendAnnouncements(dst)
	case PhaseKontra:
		dst = append(dst, Pass())
		for t := TargetGame; t < NumTargets; t++ {
			if l, ok := s.canDouble(t); ok {
				dst = append(dst, Double(l, t))
			}
		}
	}
	return dst
}

// TestLegalOutsidePlay plays random deals under every preset and rules with
// every talon mode, Kontra and announcement, and checks at every step
// before the play that AppendLegalMoves lists exactly the moves, in the same
// order, that the State itself gives.
func TestLegalOutsidePlay(t *testing.T) {
	var rules []Rules
	for _, p := range Presets() {
		rules = append(rules, p.Rules)
	}
	for _, mode := range []TalonMode{TalonFreeChoice, TalonFixedHalf, TalonFixedHalfUnexposed, TalonFixedHalfBothExposed, TalonCardCount, TalonTop3Unexposed} {
		for _, ann := range []Announcements{AnnouncementsBoth, AnnouncementsOneOf, AnnouncementsPagatOnly} {
			r := MayrSedlaczek2001
			r.TalonMode, r.Kontra, r.Announcements, r.Tapper = mode, true, ann, true
			if r.Validate() == nil {
				rules = append(rules, r)
			}
		}
	}
	rng := rand.New(rand.NewPCG(21, 22))
	steps := make(map[Phase]int)
	for _, r := range rules {
		for range 150 {
			st, err := NewGame(r, ShuffledFor(rng, r))
			if err != nil {
				t.Fatal(err)
			}
			for !st.Done() {
				got := st.LegalMoves()
				if st.phase != PhasePlay {
					steps[st.phase]++
					want := st.refAppendOther(nil)
					if st.phase == PhaseDiscard {
						// The oracle lists the discards in another order.
						byValue := func(a, b Move) int {
							switch {
							case a.v < b.v:
								return -1
							case a.v > b.v:
								return 1
							}
							return 0
						}
						got = slices.SortedFunc(slices.Values(got), byValue)
						want = slices.SortedFunc(slices.Values(want), byValue)
					}
					if diff := cmp.Diff(want, got, cmp.Comparer(func(a, b Move) bool { return a == b })); diff != "" {
						t.Fatalf("%v phase, %v to move: legal moves (-State +head):\n%s", st.phase, st.toMove, diff)
					}
				}
				if st, err = st.Apply(got[rng.IntN(len(got))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for _, ph := range []Phase{PhaseAuction, PhaseTalon, PhaseDiscard, PhaseAnnounce, PhaseKontra} {
		if steps[ph] == 0 {
			t.Errorf("no state of the %v phase checked", ph)
		}
	}
}
