package tapp_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

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
			tarocktest.Check(t, tapptest.Spec(r))
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
