package tapp_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// candidates lists moves of every kind, legal or not, for the random-game
// checks: every card play, every bid, hold and pass, both halves, talon card
// sets, discards (including kings, Trull cards and tarocks), every
// announcement and every Kontra move.
func candidates(s tapp.State, dst []tapp.Move) []tapp.Move {
	// A few moves of other phases are always tried.
	dst = append(dst, tapp.Pass(), tapp.Hold(), tapp.Bid(tapp.Dreier), tapp.Take(tapp.Lower),
		tapp.Announce(tapp.NoAnnouncement), tapp.Double(tapp.LevelKontra, tapp.TargetGame),
		tapp.Play(deck.Skus), tapp.Play(deck.Card(60)), tapp.Discard(0))
	switch s.Phase() {
	case tapp.PhasePlay:
		// Every card of the hand (legal plays and revokes), and a sample of
		// the cards not held that rotates with the trick, so that every
		// card of the pack is tried in the course of a game.
		h := s.Hand(s.ToMove())
		k := deck.Card(s.TricksPlayed()*3 + s.CurrentTrick().Len())
		for c := deck.Card(0); c < deck.NumCards; c++ {
			if h.Has(c) || (c+k)%8 == 0 {
				dst = append(dst, tapp.Play(c))
			}
		}
	case tapp.PhaseAuction:
		for c := tapp.NoContract; c <= tapp.Trischaken+1; c++ {
			dst = append(dst, tapp.Bid(c))
		}
	case tapp.PhaseTalon:
		talon := s.Talon()
		dst = append(dst, tapp.Take(tapp.Upper), tapp.Take(tapp.Half(2)),
			tapp.TakeCards(deck.SetOf(talon[0], talon[1])), tapp.TakeCards(deck.SetOf(talon[1], talon[2])),
			tapp.TakeCards(deck.SetOf(talon[5])), tapp.TakeCards(deck.SetOf(talon[0], talon[5])), tapp.TakeCards(0))
	case tapp.PhaseDiscard:
		h := s.Hand(s.Declarer())
		plain := h &^ (deck.Tarocks | deck.Kings)
		pick := func(set deck.Set, n int) deck.Set {
			var out deck.Set
			for c := range set.All() {
				if out.Len() == n {
					break
				}
				out = out.With(c)
			}
			return out
		}
		dst = append(dst,
			tapp.Discard(pick(plain, 3)),
			tapp.Discard(pick(plain, 2)|pick(h.Kings(), 1)),
			tapp.Discard(pick(plain, 2)|pick(h&deck.Trull, 1)),
			tapp.Discard(pick(plain, 2)|pick(h.Tarocks()&^deck.Trull, 1)),
			tapp.Discard(pick(h.Tarocks()&^deck.Trull, 3)),
			tapp.Discard(pick(plain, 4)),
			tapp.Discard(pick(plain, 2)),
			tapp.Discard(pick(plain, 1)),
			tapp.Discard(pick(deck.FullPack&^h, 3)),
		)
	case tapp.PhaseAnnounce:
		for a := tapp.PagatUltimo; a <= tapp.PagatUltimo|tapp.Valat+1; a++ {
			dst = append(dst, tapp.Announce(a))
		}
	case tapp.PhaseKontra:
		for l := tapp.LevelNone; l <= tapp.LevelSub; l++ {
			for t := tapp.TargetGame; t <= tapp.TargetValat+1; t++ {
				dst = append(dst, tapp.Double(l, t))
			}
		}
	}
	return dst
}

// invariant checks facts every state must satisfy beyond the generic ones.
func invariant(s tapp.State) error {
	sizes := [3]int{}
	n := tarock.Seat(s.Players())
	for p := range n {
		sizes[p] = s.Hand(p).Len()
	}
	if s.Phase() == tapp.PhasePlay || s.Phase() == tapp.PhaseAnnounce || s.Phase() == tapp.PhaseKontra {
		t := s.CurrentTrick()
		played := s.TricksPlayed()
		for p := range n {
			want := s.Rules().HandSize() - played
			for i := range t.Len() {
				if t.SeatOf(i) == p {
					want--
				}
			}
			if sizes[p] != want {
				return fmt.Errorf("seat %d holds %d cards, want %d", p, sizes[p], want)
			}
		}
	}
	for p := range tarock.Seat(3) {
		o := s.Observation(p)
		k := o.Known()
		if !k.Valid() {
			return fmt.Errorf("observation of %v holds a non-card", p)
		}
	}
	if s.Done() {
		o := s.Outcome()
		r, ok := s.Result()
		if !ok {
			return errors.New("done but no result")
		}
		sum := 0
		for _, it := range r.ItemList() {
			for _, d := range it.Deltas() {
				sum += d
			}
		}
		if sum != 0 || r.Deltas != o.Deltas {
			return fmt.Errorf("item deltas sum %d, deltas %v vs outcome %v", sum, r.Deltas, o.Deltas)
		}
	}
	return nil
}

func spec(r tapp.Rules) tarocktest.Spec[tapp.State, tapp.Move] {
	return tarocktest.Spec[tapp.State, tapp.Move]{
		New: func(seed uint64) (tapp.State, error) {
			return tapp.NewGame(r, tapp.ShuffledFor(rand.New(rand.NewPCG(seed, 7)), r))
		},
		Candidates: candidates,
		Tricks:     r.HandSize(),
		Pack:       r.CardsInPlay(),
		Invariant:  invariant,
		Settle:     settlement,
	}
}

// TestRandomGames runs the generic random-game checks of package
// tarocktest on every preset and on rule sets that switch on the remaining
// options.
func TestRandomGames(t *testing.T) {
	variants := map[string]tapp.Rules{}
	for _, p := range tapp.Presets() {
		variants[p.Name] = p.Rules
	}
	mod := func(name string, f func(*tapp.Rules)) {
		r := tapp.MayrSedlaczek2001
		f(&r)
		variants[name] = r
	}
	mod("Kontra+Both+CardCount", func(r *tapp.Rules) {
		r.Kontra = true
		r.Announcements = tapp.AnnouncementsBoth
		r.FourthPlayer = tapp.FourthKing1821
		r.TalonMode = tapp.TalonCardCount
		r.Threshold = 106
		r.FirstLead = tapp.LeadDeclarer
		r.AllPass = tapp.AllPassTrischaken
	})
	mod("Unexposed+Tapper", func(r *tapp.Rules) {
		r.TalonMode = tapp.TalonFixedHalfUnexposed
		r.Tapper = true
		r.SoloOnlyAtFirstTurn = true
		r.RedealNoTarock = true
		r.HandBonusPayment = tapp.BonusHolderFromEach
	})
	mod("Immediate1821Solo", func(r *tapp.Rules) {
		r.ImmediateHolding = true
		r.SoloHoldable1821 = true
		r.Tapper = true
		r.AllPass = tapp.AllPassRauben
		r.TalonMode = tapp.TalonFixedHalfBothExposed
	})
	// Smaller packs (doc/design.md §10): the 42 cards of doc/tapp.md
	// §11.1.1 under the modern and the 1821 rules, and a pack of 42 cards
	// without six low tarocks, which the rule books do not know.
	pack42 := func(r *tapp.Rules, pack deck.Set) {
		r.Pack, r.DealPackets = pack, tapp.Packets42
		r.Threshold = scoring.MajorityOf(scoring.Count(pack))
	}
	mod("Pack42+Kontra+Trischaken", func(r *tapp.Rules) {
		pack42(r, deck.Pack42)
		r.Kontra = true
		r.AllPass = tapp.AllPassTrischaken
		r.Announcements = tapp.AnnouncementsBoth
	})
	mod("Pack42+CardCount+Knock", func(r *tapp.Rules) {
		pack42(r, deck.Pack42)
		r.TalonMode = tapp.TalonCardCount
		r.KnockMode = tapp.KnockGrazChoose
	})
	variants["Tapp1821+Pack42"] = with(tapp.Tapp1821, func(r *tapp.Rules) { pack42(r, deck.Pack42) })
	mod("Custom42", func(r *tapp.Rules) {
		low := deck.SetOf(deck.Tarock2, deck.Tarock3, deck.Tarock4, deck.Tarock5, deck.Tarock6, deck.Tarock7)
		pack42(r, deck.FullPack.Minus(low).Minus(deck.SetOf(deck.Spades7, deck.Spades8, deck.Spades9, deck.Clubs7, deck.Clubs8, deck.Clubs9)))
		r.FirstLead = tapp.LeadDeclarer
	})
	for name, r := range variants {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if err := r.Validate(); err != nil {
				t.Fatal(err)
			}
			tarocktest.Check(t, spec(r))
		})
	}
}

// TestAppendLegalMovesBuffer checks the contract of AppendLegalMoves on
// the buffer in every phase: the existing elements and everything from
// element len(dst)+8 on are left alone, nothing is written beyond the
// capacity, and the appended moves are LegalMoves.
func TestAppendLegalMovesBuffer(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 32))
	for range 300 {
		st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
		if err != nil {
			t.Fatal(err)
		}
		gametest.CheckAppendBuffer(t, st, rng, tapp.Pass(), func(i int) tapp.Move { return tapp.Play(deck.Card(i)) })
	}
}

// TestZeroState checks that the zero State, which is not a game, neither
// panics nor accepts moves.
func TestZeroState(t *testing.T) {
	var st tapp.State
	if !st.Done() || st.ToMove() != tarock.NoSeat || len(st.LegalMoves()) != 0 {
		t.Error("zero state looks playable")
	}
	for _, m := range []tapp.Move{tapp.Pass(), tapp.Bid(tapp.Solo), tapp.Play(deck.Skus)} {
		if got, err := st.Apply(m); !errors.Is(err, tarock.ErrGameOver) || !errors.Is(err, tarock.ErrIllegalMove) || got != st {
			t.Errorf("zero state: Apply(%v) = %v; want ErrGameOver and no change", m, err)
		}
	}
	if d := st.Declarer(); d != tarock.NoSeat {
		t.Errorf("zero state: Declarer() = %v, want NoSeat", d)
	}
	if _, ok := st.Result(); ok {
		t.Error("zero state has a result")
	}
	for p := range tarock.Seat(5) {
		_ = st.Observation(p)
	}
	_ = st.Outcome()
	if sets := st.AppendCardSets(nil); len(sets) != 0 {
		t.Errorf("zero state: card sets %v", sets)
	}
	if ph := st.Phase(); ph != tapp.PhaseDone {
		t.Errorf("zero state: Phase() = %v", ph)
	}
	if c, p := st.Bid(); c != tapp.NoContract || p != tarock.NoSeat {
		t.Errorf("zero state: Bid() = %v, %v", c, p)
	}
	if tl, tt := st.TalonLeft(), st.TalonTaken(); !tl.IsEmpty() || !tt.IsEmpty() {
		t.Errorf("zero state: talon left %v, taken %v", tl, tt)
	}
	for p := range tarock.Seat(3) {
		o := st.Observation(p)
		if o.ToMove != tarock.NoSeat || o.Declarer != tarock.NoSeat || o.BidOwner != tarock.NoSeat || o.Phase != tapp.PhaseDone || o.Known() != 0 || o.HistoryLen != 0 {
			t.Errorf("zero state: observation of %v: to move %v, declarer %v, bid owner %v, phase %v, known %v, %d events",
				p, o.ToMove, o.Declarer, o.BidOwner, o.Phase, o.Known(), o.HistoryLen)
		}
	}
	if _, err := st.Apply(tapp.Pass()); err == nil || strings.Contains(err.Error(), "seat 0") {
		t.Errorf("zero state: refusal %q names a seat", err)
	}
	_ = st.CurrentTrick()
	if d := st.Discards(); !d.IsEmpty() {
		t.Errorf("zero state has discards %v", d)
	}
}
