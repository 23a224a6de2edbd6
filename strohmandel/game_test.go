package strohmandel_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// candidates appends moves of every kind that may be illegal in s: every
// move that is not a card play (and malformed moves), every playable card,
// two cards the player cannot play, and the calls on the cards they concern
// and on one other card. The list is kept short because the random-game
// checks compare the whole state for every rejected candidate.
func candidates(s strohmandel.State, dst []strohmandel.Move) []strohmandel.Move {
	if s.Phase() == strohmandel.PhasePlay {
		// A few moves of the other phases; they are all refused alike.
		dst = append(dst, strohmandel.TakeUp, strohmandel.Ready, strohmandel.Move{},
			strohmandel.Move{Kind: strohmandel.MovePlay, Card: 60},
			strohmandel.Move{Kind: strohmandel.MovePlay, Card: deck.Skus, Bonus: strohmandel.AnnounceTrull})
	} else {
		dst = append(dst, strohmandel.TakeUp, strohmandel.Pass, strohmandel.ThrowIn, strohmandel.Continue,
			strohmandel.Kontra, strohmandel.Re, strohmandel.Ready, strohmandel.Move{},
			strohmandel.Move{Kind: strohmandel.MovePlay, Card: 60},
			strohmandel.Move{Kind: strohmandel.MoveTakeUp, Card: deck.Skus},
			strohmandel.Move{Kind: strohmandel.MoveAnnounce, Bonus: strohmandel.AnnounceTrull | strohmandel.AnnounceKings},
			strohmandel.Announce(strohmandel.AnnouncePagatUltimo), strohmandel.Announce(strohmandel.AnnounceTrull),
			strohmandel.Announce(strohmandel.AnnounceKings), strohmandel.Play(deck.Skus))
	}
	pl := s.Playable(s.ToMove())
	for c := range pl.All() {
		dst = append(dst, strohmandel.Play(c))
	}
	if c, ok := deck.FullPack.Minus(pl).First(); ok {
		dst = append(dst, strohmandel.Play(c))
	}
	if c, ok := deck.FullPack.Minus(pl).Last(); ok {
		dst = append(dst, strohmandel.Play(c))
	}
	for _, x := range [...]struct {
		cards deck.Set
		call  strohmandel.Call
	}{
		{deck.Trull, strohmandel.CallTrull},
		{deck.Kings, strohmandel.CallKingsTrull},
		{deck.SetOf(deck.Tarock17), strohmandel.CallRoss},
		{deck.SetOf(deck.Tarock18), strohmandel.CallTopschin},
	} {
		for c := range x.cards.Intersect(pl).All() {
			dst = append(dst, strohmandel.PlayCalling(c, x.call))
		}
	}
	if c, ok := pl.First(); ok {
		dst = append(dst, strohmandel.PlayCalling(c, strohmandel.CallTrull|strohmandel.CallTopschin))
	}
	return dst
}

// withoutTarock moves every tarock out of seat's hand into other places, so
// that the throw-in rules (doc/strohmandel.md §3.4) are exercised.
func withoutTarock(d strohmandel.Deal, seat int) strohmandel.Deal {
	other := 1 - seat
	for c := range d.Hands[seat].Tarocks().All() {
		swapped := false
		for s := range 2 {
			for p := range 3 {
				for i, x := range d.Piles[s][p] {
					if !swapped && !x.IsTarock() {
						d.Piles[s][p][i] = c
						d.Hands[seat] = d.Hands[seat].Without(c).With(x)
						swapped = true
					}
				}
			}
		}
		if !swapped {
			x, _ := d.Hands[other].SuitCards().First()
			d.Hands[other] = d.Hands[other].Without(x).With(c)
			d.Hands[seat] = d.Hands[seat].Without(c).With(x)
		}
	}
	return d
}

// newDeal makes the deal of a seed: a shuffled pack, and for some seeds a
// hand without tarock.
func newDeal(seed uint64) strohmandel.Deal {
	d := strohmandel.Shuffled(rand.New(rand.NewPCG(seed, 0x5eed)))
	switch seed % 8 {
	case 1:
		d = withoutTarock(d, 0)
	case 2:
		d = withoutTarock(d, 1)
	case 3:
		d = withoutTarock(withoutTarock(d, 0), 1)
	}
	return d
}

// strawmanInvariant checks the strawman rules of doc/strohmandel.md §5
// and the hidden-information rules of doc/strohmandel.md §5.5 in s.
func strawmanInvariant(s strohmandel.State) error {
	atRest := s.CurrentTrick().IsEmpty()
	revealed := s.Phase() >= strohmandel.PhaseAnnounce && s.Kind() != strohmandel.KindRedeal && s.Kind() != strohmandel.KindThrownIn
	for seat := range tarock.Seat(2) {
		var tops deck.Set
		for i, p := range s.Piles(seat) {
			top, up := p.Top()
			if up {
				if top.IsTarock() || top.IsKing() {
					return fmt.Errorf("seat %d pile %d: face-up top %v is a tarock or a King", seat, i, top)
				}
				tops = tops.With(top)
			}
			if atRest && revealed && p.Len() == 1 {
				return fmt.Errorf("seat %d pile %d rests with one card", seat, i)
			}
			if atRest && revealed && p.Len() > 0 && !up {
				return fmt.Errorf("seat %d pile %d rests without a face-up top", seat, i)
			}
			if !revealed && p.Taken() != 0 {
				return fmt.Errorf("seat %d pile %d revealed before the take-up decision ended", seat, i)
			}
		}
		if tops != s.FaceUpTops(seat) {
			return fmt.Errorf("seat %d: face-up tops %v, piles show %v", seat, s.FaceUpTops(seat), tops)
		}
	}
	for seat := range tarock.Seat(2) {
		o := s.Observation(seat)
		opp := 1 - seat
		if o.Hand != s.Hand(seat) || o.KnownHand[seat] != s.Hand(seat) {
			return fmt.Errorf("seat %d observes hand %v, holds %v", seat, o.Hand, s.Hand(seat))
		}
		if !s.Hand(opp).ContainsAll(o.KnownHand[opp]) {
			return fmt.Errorf("seat %d believes %v in the opponent's hand %v", seat, o.KnownHand[opp], s.Hand(opp))
		}
		if o.HandSize[opp] != s.Hand(opp).Len() {
			return fmt.Errorf("hand size")
		}
		played := s.Won(0) | s.Won(1) | s.CurrentTrick().Cards()
		for p := range tarock.Seat(2) {
			piles := s.Piles(p)
			for i, v := range o.Piles[p] {
				order := piles[i].Order()
				if v.Taken != piles[i].Taken() {
					return fmt.Errorf("pile taken count differs")
				}
				for k := range 4 {
					if v.Known&(1<<k) == 0 {
						continue
					}
					if v.Cards[k] != order[k] {
						return fmt.Errorf("seat %d sees %v at pile %d/%d position %d, it is %v", seat, v.Cards[k], p, i, k, order[k])
					}
					// A known card was turned face up, or is the last card
					// the observer took into his own hand.
					turned := k < v.Taken && k < 3 || k == v.Taken && v.FaceUp || k == 3 && k < v.Taken && s.Rules().LastCardShown
					if !turned && !(p == seat && k == 3 && k < v.Taken) {
						return fmt.Errorf("seat %d sees hidden card %v of pile %d/%d position %d", seat, order[k], p, i, k)
					}
				}
				for k := range min(v.Taken, 3) {
					c := order[k]
					if (c.IsTarock() || c.IsKing()) && !(s.Hand(p) | played).Has(c) {
						return fmt.Errorf("revealed %v of seat %d is neither in his hand nor played", c, p)
					}
					if (c.IsTarock() || c.IsKing()) && !o.Revealed[p].Has(c) {
						return fmt.Errorf("seat %d's observation misses revealed %v of seat %d", seat, c, p)
					}
				}
			}
		}
		// Nothing the observer knows is a card he may not see.
		if u := o.Unknown(); u.Overlaps(s.Hand(seat) | played | s.FaceUpTops(0) | s.FaceUpTops(1)) {
			return fmt.Errorf("seat %d: unknown %v overlaps visible cards", seat, u)
		}
	}
	return nil
}

// extraVariants switches on the options no preset uses: Kontra, Quapil,
// announcements in a simple game, LastCardShown, Rostopschin with the Trull
// in hand, Mondfang 1, ValatReplacesGame, a same-dealer redeal, the
// declarer's lead.
func extraVariants() []strohmandel.Rules {
	v := strohmandel.Tirol2025
	v.Kontra, v.TrullMode, v.Birds, v.BothPass = true, strohmandel.TrullTricks, strohmandel.BirdPagat|strohmandel.BirdQuapil, strohmandel.BothPassSimpleGame
	w := strohmandel.MayrSedlaczekWeb2001Classic
	w.Kontra, w.LastCardShown, w.Rostopschin, w.Mondfang, w.ValatReplacesGame = true, true, true, 1, true
	w.BothPass, w.FirstLead = strohmandel.BothPassRedealSameDealer, strohmandel.LeadDeclarerIfTakenUp
	return []strohmandel.Rules{v, w}
}

// TestRandomGames runs the generic random-game checks on every preset and on
// variants switching the remaining options on.
func TestRandomGames(t *testing.T) {
	variants := map[string]strohmandel.Rules{}
	for _, n := range strohmandel.Presets() {
		variants[n.Name] = n.Rules
	}
	extra := extraVariants()
	variants["TirolKontraSimple"], variants["ClassicAllSwitches"] = extra[0], extra[1]
	for name, rules := range variants {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tarocktest.Check(t, tarocktest.Spec[strohmandel.State, strohmandel.Move]{
				New: func(seed uint64) (strohmandel.State, error) {
					return strohmandel.NewGame(rules, newDeal(seed))
				},
				Candidates: candidates,
				Tricks:     27,
				Invariant:  strawmanInvariant,
			})
		})
	}
}

// TestHistoryReplay checks that replaying a state's history from the same
// deal gives the same state, and that the history and the observation agree.
func TestHistoryReplay(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for i := range 200 {
		rules := strohmandel.Presets()[i%8].Rules
		d := newDeal(uint64(i))
		st, err := strohmandel.NewGame(rules, d)
		if err != nil {
			t.Fatal(err)
		}
		var buf []strohmandel.Move
		stop := rng.IntN(80)
		for n := 0; !st.Done() && n < stop; n++ {
			buf = st.AppendLegalMoves(buf[:0])
			if st, err = st.Apply(buf[rng.IntN(len(buf))]); err != nil {
				t.Fatal(err)
			}
		}
		hist := st.AppendHistory(nil)
		again, _ := strohmandel.NewGame(rules, d)
		for _, m := range hist {
			if again, err = again.Apply(m); err != nil {
				t.Fatalf("replay of %v: %v", m, err)
			}
		}
		if ok, diff := tarocktest.Equal(st, again); !ok {
			t.Fatalf("replay differs:\n%s", diff)
		}
		o := st.Observation(tarock.Seat(i % 2))
		if got := o.Moves(); fmt.Sprint(got) != fmt.Sprint(hist) {
			t.Fatalf("observation history %v, state history %v", got, hist)
		}
	}
}

// TestZeroState checks that the zero State is an inert finished deal: no
// seat to move, no legal move, every move refused with ErrGameOver, and
// every accessor safe.
func TestZeroState(t *testing.T) {
	var s strohmandel.State
	if !s.Done() || s.ToMove() != tarock.NoSeat {
		t.Errorf("zero State: Done %v, ToMove %v; want true, NoSeat", s.Done(), s.ToMove())
	}
	if ms := s.LegalMoves(); len(ms) != 0 {
		t.Errorf("zero State: legal moves %v", ms)
	}
	for _, m := range []strohmandel.Move{strohmandel.TakeUp, strohmandel.Pass, strohmandel.Play(deck.Skus)} {
		got, err := s.Apply(m)
		if !errors.Is(err, tarock.ErrGameOver) || got != s {
			t.Errorf("zero State: Apply(%v) = %v; want ErrGameOver and no change", m, err)
		}
	}
	if _, ok := s.Result(); ok {
		t.Error("zero State has a result")
	}
	if r := s.Rules(); r != (strohmandel.Rules{}) {
		t.Errorf("zero State: Rules() = %+v", r)
	}
	if ph, d := s.Phase(), s.Declarer(); ph != strohmandel.PhaseDone || d != tarock.NoSeat {
		t.Errorf("zero State: Phase() = %v, Declarer() = %v", ph, d)
	}
	if sets := s.AppendCardSets(nil); len(sets) != 0 {
		t.Errorf("zero State: card sets %v", sets)
	}
	for seat := range tarock.Seat(strohmandel.Players) {
		for i, p := range s.Piles(seat) {
			if p.Len() != 0 {
				t.Errorf("zero State: pile %d of %v holds %d cards", i, seat, p.Len())
			}
		}
		o := s.Observation(seat)
		if o.Declarer != tarock.NoSeat || o.ToMove != tarock.NoSeat || o.Phase != strohmandel.PhaseDone || o.Hand != 0 {
			t.Errorf("zero State: observation of %v: declarer %v, to move %v, phase %v, hand %v", seat, o.Declarer, o.ToMove, o.Phase, o.Hand)
		}
	}
	_ = strohmandel.NewRecord(s)
}

// TestAppendLegalMovesBuffer checks the contract of AppendLegalMoves on
// the buffer in every phase: the existing elements and everything from
// element len(dst)+8 on are left alone, nothing is written beyond the
// capacity, and the appended moves are LegalMoves.
func TestAppendLegalMovesBuffer(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	sentinel := strohmandel.Ready
	for _, rules := range []strohmandel.Rules{strohmandel.MayrSedlaczek2007, strohmandel.MayrSedlaczekWeb2001Classic, strohmandel.Tirol2025} {
		for range 100 {
			st, err := strohmandel.NewGame(rules, strohmandel.Shuffled(rng))
			if err != nil {
				t.Fatal(err)
			}
			for !st.Done() {
				want := st.LegalMoves()
				pre, room := rng.IntN(4), rng.IntN(24)
				buf := make([]strohmandel.Move, pre+room+16)
				for i := range buf {
					buf[i] = sentinel
				}
				for i := range pre {
					buf[i] = strohmandel.Play(deck.Card(i))
				}
				got := st.AppendLegalMoves(buf[: pre : pre+room])
				if len(got) != pre+len(want) {
					t.Fatalf("%v phase: %d moves appended, want %d", st.Phase(), len(got)-pre, len(want))
				}
				for i, m := range want {
					if got[pre+i] != m {
						t.Fatalf("%v phase: move %d is %v, LegalMoves has %v", st.Phase(), i, got[pre+i], m)
					}
				}
				for i := range pre {
					if got[i] != strohmandel.Play(deck.Card(i)) {
						t.Fatalf("element %d of the buffer changed to %v", i, got[i])
					}
				}
				for i := min(pre+room, pre+max(8, len(want))); i < len(buf); i++ {
					if buf[i] != sentinel {
						t.Fatalf("%v phase, %d moves after %d, capacity %d: element %d changed", st.Phase(), len(want), pre, pre+room, i)
					}
				}
				if st, err = st.Apply(want[rng.IntN(len(want))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
