package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// Two packs smaller than the 54 cards that the deal of doc/strohmandel.md
// §3 can deal (doc/design.md §10): 44 cards (hands of ten, 22 tricks)
// without the low pips, and 34 cards (hands of five, 17 tricks) without
// most suit cards. The birds II, III and IIII stay in both.
var (
	pack44 = deck.FullPack.Minus(deck.SetOf(deck.Spades7, deck.Spades8, deck.Spades9, deck.Clubs7, deck.Clubs8, deck.Clubs9,
		deck.Hearts4, deck.Hearts3, deck.Diamonds4, deck.Diamonds3))
	pack34 = deck.Tarocks | deck.Kings | deck.SetOf(deck.HeartsQueen, deck.DiamondsQueen, deck.SpadesQueen, deck.ClubsQueen,
		deck.HeartsCavall, deck.DiamondsCavall, deck.SpadesCavall, deck.ClubsCavall)
)

// Validate refuses a pack the deal cannot deal, naming the sizes it can,
// and the big win with a pack other than the 54 cards.
func TestPackValidate(t *testing.T) {
	for _, c := range []struct {
		name string
		pack deck.Set
		big  strohmandel.BigWin
		want string
	}{
		{"Pack40 with Uhu and Kakadu (doc/strohmandel.md §11.1.5)", deck.Pack40, 0, "Rules.Birds has Uhu, but its card T2 is not in the pack of 40 cards"},
		{"Pack42", deck.Pack42, 0, "Rules.Pack has 42 cards"},
		{"odd", pack44.Without(deck.Pagat), 0, "Rules.Pack has 43 cards"},
		{"too small", deck.Tarocks, 0, "Rules.Pack has 22 cards"},
		{"not cards", pack44 | 1<<60, 0, "Rules.Pack = 0x103e3e3f3f3fffff is out of range: Pack takes one of Pack54, Pack42, Pack40 or a list of cards"},
		{"big win", pack44, strohmandel.BigWinGrammel45, "Rules.BigWin = BigWinGrammel45 counts 45 and 26 of 70 card points: it needs the 54-card pack, not one of 44 cards"},
	} {
		r := strohmandel.MayrSedlaczek2007
		r.Pack, r.BigWin = c.pack, c.big
		err := r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Validate = %v, want %q", c.name, err, c.want)
		}
	}
	for _, c := range []struct {
		pack deck.Set
		hand int
	}{{0, 15}, {deck.Pack54, 15}, {pack44, 10}, {pack34, 5}} {
		r := strohmandel.MayrSedlaczek2007
		r.Pack = c.pack
		if err := r.Validate(); err != nil || r.HandSize() != c.hand {
			t.Errorf("%d cards: Validate = %v, HandSize = %d, want %d", r.CardsInPlay().Len(), err, r.HandSize(), c.hand)
		}
	}
}

// TestRandomGamesSmallPacks runs the random-game checks on the two smaller
// packs under rule sets that switch on the birds, the announcements,
// Kontra, Trischaken and the calls.
func TestRandomGamesSmallPacks(t *testing.T) {
	extra := extraVariants()
	for name, r := range map[string]strohmandel.Rules{
		"44 MayrSedlaczek2007":  strohmandel.MayrSedlaczek2007,
		"44 Tirol2025":          strohmandel.Tirol2025,
		"44 TirolKontraSimple":  extra[0],
		"34 ClassicAllSwitches": extra[1],
		"34 Furr2009 without the big win": func() strohmandel.Rules {
			r := strohmandel.Furr2009
			r.BigWin = strohmandel.BigWinOff
			return r
		}(),
	} {
		r.Pack = pack44
		if strings.HasPrefix(name, "34") {
			r.Pack = pack34
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if err := r.Validate(); err != nil {
				t.Fatal(err)
			}
			tarocktest.Check(t, strohmandeltest.Spec(r))
		})
	}
}

// The deal of a smaller pack (doc/strohmandel.md §3.1, §3.2): the hands in
// packets of five, alternately, as many rounds as they need, then the six
// piles of four. The rules' pack decides how DealFrom deals.
func TestDealFromPack(t *testing.T) {
	o := deck.NewPackOrder(pack44)
	at := func(lo, hi int) deck.Set { return deck.SetOf(o[lo:hi]...) }
	d, err := strohmandel.DealFrom(o, rulesOfPack(pack44))
	if err != nil {
		t.Fatal(err)
	}
	if d.Hands != [2]deck.Set{at(0, 5) | at(10, 15), at(5, 10) | at(15, 20)} ||
		d.Piles[0][0] != [4]deck.Card(o[20:24]) || d.Piles[1][2] != [4]deck.Card(o[40:44]) {
		t.Errorf("deal %v", d)
	}
	if err := d.ValidatePack(pack44); err != nil {
		t.Error(err)
	}
	if err := d.Validate(); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("Validate of a 44-card deal as one of 54 = %v", err)
	}
	if a, b := strohmandel.ShuffledPack(rand.NewPCG(1, 2), 0), strohmandel.Shuffled(rand.NewPCG(1, 2)); a != b {
		t.Error("ShuffledPack of the default pack differs from Shuffled")
	}
	if _, err := strohmandel.DealFrom(deck.NewOrder(), rulesOfPack(pack44)); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("DealFrom of the 54 cards under a 44-card pack = %v", err)
	}
	bad := rulesOfPack(pack44)
	bad.Glatzen = strohmandel.GlatzenRedFours // only for the 40 cards
	if _, err := strohmandel.DealFrom(o, bad); !errors.Is(err, tarock.ErrInvalidDeal) || !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("DealFrom under invalid rules = %v", err)
	}
}

// rulesOfPack returns the default rules with Rules.Pack = pack.
func rulesOfPack(pack deck.Set) strohmandel.Rules {
	r := strohmandel.MayrSedlaczek2007
	r.Pack = pack
	return r
}

// A card outside the pack is refused wherever a card is read: in the order
// dealt, in a deal given whole, in a move and in a record's deal line
// (doc/design.md §10).
func TestCardOutsidePackRefused(t *testing.T) {
	o := deck.NewPackOrder(pack44)
	o[7] = deck.Hearts4
	if _, err := strohmandel.DealFrom(o, rulesOfPack(pack44)); !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), "4H, which is not in the pack of 44 cards") {
		t.Errorf("DealFrom with 4H = %v", err)
	}
	r := strohmandel.MayrSedlaczek2007
	r.Pack = pack44
	d := strohmandeltest.Deal(r, 2)
	bad := d
	c := bad.Piles[1][1][2]
	bad.Piles[1][1][2] = deck.Hearts4
	if err := bad.ValidatePack(pack44); !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), "pile 1 of seat 1, position 2: 4H is not in the pack of the rules (44 cards)") {
		t.Errorf("ValidatePack with 4H = %v", err)
	}
	bad.Piles[1][1][2] = c
	bad.Hands[0] = bad.Hands[0].With(deck.Hearts4)
	if _, err := strohmandel.NewGame(r, bad); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("NewGame with 4H = %v", err)
	}
	if _, err := strohmandel.NewGame(r, strohmandeltest.Deal(strohmandel.MayrSedlaczek2007, 1)); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("NewGame of a 54-card deal under a 44-card pack = %v", err)
	}

	s, err := strohmandel.NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 4))
	plays := 0
	for !s.Done() {
		if s.Phase() == strohmandel.PhasePlay {
			m, err := strohmandel.ParseMove("play 4H")
			if err != nil {
				t.Fatal(err)
			}
			next, err := s.Apply(m)
			if !errors.Is(err, tarock.ErrNotInPack) || !errors.Is(err, tarock.ErrCardNotHeld) || next != s ||
				!strings.Contains(err.Error(), "4H is not in the pack of 44 cards") {
				t.Fatalf("play 4H = %v", err)
			}
			plays++
		}
		legal := s.LegalMoves()
		if s, err = s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if plays != 44 {
		t.Errorf("%d plays, want the 44 cards played", plays)
	}
	rec, err := s.Record()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.String(), "Pack=") {
		t.Errorf("record without the pack:\n%v", rec)
	}
	if g, err := strohmandel.ReplayText(rec.String()); err != nil || g.States[len(g.States)-1] != s {
		t.Errorf("ReplayText of the 44-card record: %v", err)
	}
	text := strings.Replace(rec.String(), "Forehand: ", "Forehand: 4H ", 1)
	if _, err := strohmandel.ReplayText(text); !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), "4H is not in the pack of the rules (44 cards)") {
		t.Errorf("ReplayText with 4H = %v", err)
	}
}

// The determinizer of a smaller pack places only its cards, and no seat
// learns a hidden card of it (the leak check).
func TestDeterminizeSmallPack(t *testing.T) {
	r := strohmandel.MayrSedlaczek2007
	r.Pack = pack44
	sampled := 0
	for seed := range uint64(30) {
		s, err := strohmandeltest.NewGame(r, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 6))
		for n := 0; !s.Done() && n < 20; n++ {
			legal := s.LegalMoves()
			s, _ = s.Apply(legal[rng.IntN(len(legal))])
		}
		if s.Done() {
			continue
		}
		o := s.Observation(s.ToMove())
		if !pack44.ContainsAll(o.Unknown() | o.Known()) {
			t.Fatalf("observation outside the pack: unknown %v", o.Unknown())
		}
		d, err := strohmandel.Determinize(o, rng)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var all deck.Set
		for _, p := range d.AppendCardSets(nil) {
			all |= p
		}
		if all != pack44 {
			t.Fatalf("seed %d: determinized state holds %v", seed, all)
		}
		sampled++
	}
	if sampled < 10 {
		t.Errorf("only %d deals reached a position to determinize", sampled)
	}
	tarocktest.CheckLeaks(t, tarocktest.LeakSpec[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		New:         func(seed uint64) (strohmandel.State, error) { return strohmandeltest.NewGame(r, seed) },
		Determinize: strohmandel.Determinize,
		Exchange:    strohmandeltest.Exchange,
		Hidden:      strohmandeltest.Hidden,
		Player: func(seed uint64) bot.Player[strohmandel.Observation, strohmandel.Move] {
			return strohbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1)))
		},
	})
}
