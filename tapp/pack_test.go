package tapp_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tapp/tapptest"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// rules42 is the default with the 42-card pack of doc/tapp.md §11.1.1,
// dealt as doc/tapp.md §11.1.2 says, and the threshold of its count.
var rules42 = with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) {
	r.Pack, r.DealPackets, r.Threshold = deck.Pack42, tapp.Packets42, scoring.MajorityOf(198)
})

// Validate refuses a pack the deal cannot deal, and a threshold beyond the
// pack's card points (doc/design.md §10).
func TestPackValidate(t *testing.T) {
	for _, c := range []struct {
		name string
		r    tapp.Rules
		want string
	}{
		{"42 cards in packets of four", with(rules42, func(r *tapp.Rules) { r.DealPackets = tapp.Packets4x4 }),
			"Rules.Pack has 42 cards, but Rules.DealPackets = Packets4x4 deals a talon of 6 and three hands of 16: 54 cards"},
		{"54 cards in packets of three", with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.DealPackets = tapp.Packets42 }),
			"Rules.Pack has 54 cards, but Rules.DealPackets = Packets42 deals a talon of 6 and three hands of 12: 42 cards"},
		{"41 cards", with(rules42, func(r *tapp.Rules) { r.Pack = deck.Pack42.Without(deck.Pagat) }), "Rules.Pack has 41 cards"},
		{"not cards", with(rules42, func(r *tapp.Rules) { r.Pack |= 1 << 60 }), "Rules.Pack = 0x103e3e3e3e3fffff is out of range: Pack takes one of Pack54, Pack42, Pack40 or a list of cards"},
		{"threshold", with(rules42, func(r *tapp.Rules) { r.Threshold = 199 }), "Rules.Threshold = 199 thirds is outside 1..198"},
	} {
		err := c.r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Validate = %v, want %q", c.name, err, c.want)
		}
	}
	for _, r := range []tapp.Rules{rules42, with(tapp.MayrSedlaczek2001, func(r *tapp.Rules) { r.Pack = deck.Pack54 })} {
		if err := r.Validate(); err != nil {
			t.Errorf("Validate(%v cards) = %v", r.CardsInPlay().Len(), err)
		}
	}
	if n := rules42.HandSize(); n != 12 {
		t.Errorf("HandSize with 42 cards = %d, want 12", n)
	}
	if n := tapp.MayrSedlaczek2001.HandSize(); n != 16 || tapp.MayrSedlaczek2001.CardsInPlay() != deck.Pack54 {
		t.Errorf("the default: HandSize %d, %d cards", n, tapp.MayrSedlaczek2001.CardsInPlay().Len())
	}
}

// The 42-card deal of doc/tapp.md §11.1.2: the talon c0–c5, then two
// packets of three to each player, twice; a knock gives each player twelve
// cards in one packet.
func TestDealFromPack42(t *testing.T) {
	o := deck.NewPackOrder(deck.Pack42)
	at := func(lo, hi int) deck.Set { return deck.SetOf(o[lo:hi]...) }
	d, err := tapp.DealFrom(o, rules42)
	if err != nil {
		t.Fatal(err)
	}
	want := [3]deck.Set{at(6, 12) | at(24, 30), at(12, 18) | at(30, 36), at(18, 24) | at(36, 42)}
	if d.Hands != want || d.Lower() != at(0, 3) || d.Upper() != at(3, 6) {
		t.Errorf("deal %v, lower %v, upper %v; want hands %v", d.Hands, d.Lower(), d.Upper(), want)
	}
	k, err := tapp.DealKnocked(o, rules42, tapp.Knock{})
	if err != nil || k.Hands != [3]deck.Set{at(6, 18), at(18, 30), at(30, 42)} {
		t.Errorf("knocked deal %v, %v", k.Hands, err)
	}
	if err := d.ValidatePack(deck.Pack42); err != nil {
		t.Error(err)
	}
	if err := d.Validate(); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("Validate of a 42-card deal as one of 54 = %v", err)
	}
	// A random deal of the pack holds each of its cards once.
	for seed := range uint64(50) {
		d := tapp.ShuffledPack(rand.NewPCG(seed, 1), deck.Pack42)
		if err := d.ValidatePack(deck.Pack42); err != nil {
			t.Fatalf("ShuffledPack(seed %d) = %v: %v", seed, d, err)
		}
	}
	if a, b := tapp.ShuffledPack(rand.NewPCG(1, 2), 0), tapp.Shuffled(rand.NewPCG(1, 2)); a != b {
		t.Errorf("ShuffledPack of the default pack differs from Shuffled")
	}
}

// A card outside the pack is refused wherever a card is read: in the order
// dealt, in a deal given by hand, in a move and in a record's deal line
// (doc/design.md §10).
func TestCardOutsidePackRefused(t *testing.T) {
	o := deck.NewPackOrder(deck.Pack42)
	o[10] = deck.Hearts2
	if _, err := tapp.DealFrom(o, rules42); !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), "2H, which is not in the pack of 42 cards") {
		t.Errorf("DealFrom with 2H = %v", err)
	}
	if _, err := tapp.DealFrom(deck.NewOrder(), rules42); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("DealFrom of 54 cards under a 42-card pack = %v", err)
	}
	d, err := tapp.DealFrom(deck.NewPackOrder(deck.Pack42), rules42)
	if err != nil {
		t.Fatal(err)
	}
	hands := d.Hands
	hands[0] = hands[0].Without(deck.SpadesKing).With(deck.Hearts2)
	_, err = tapp.NewDealPack(deck.Pack42, hands, d.Lower(), d.Upper())
	if !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), "hand of seat 0 holds 2H, not in the pack of the rules (42 cards)") {
		t.Errorf("NewDealPack with 2H = %v", err)
	}
	if _, err := tapp.NewGame(rules42, tapp.Shuffled(rand.NewPCG(1, 1))); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("NewGame of a 54-card deal under a 42-card pack = %v", err)
	}

	// A play and a discard of 2H.
	s, err := tapp.NewGame(rules42, d)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 3))
	tried := map[tapp.Phase]bool{}
	for !s.Done() {
		for _, text := range []string{"play 2H", "discard 2H KH QH"} {
			m, err := tapp.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			if s.Phase() == tapp.PhasePlay && m.Kind() == tapp.MovePlay || s.Phase() == tapp.PhaseDiscard && m.Kind() == tapp.MoveDiscard {
				next, err := s.Apply(m)
				if !errors.Is(err, tarock.ErrNotInPack) || !errors.Is(err, tarock.ErrCardNotHeld) || next != s ||
					!strings.Contains(err.Error(), "not in the pack of 42 cards") {
					t.Errorf("%s in %v = %v", text, s.Phase(), err)
				}
				tried[s.Phase()] = true
			}
		}
		legal := s.LegalMoves()
		if s, err = s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if !tried[tapp.PhasePlay] {
		t.Errorf("no play tried: phases %v", tried)
	}

	// A record's deal line.
	rec, err := s.Record()
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(rec.String(), " KS", " 2H", 1)
	_, err = tapp.ReplayText(text)
	if !errors.Is(err, tarock.ErrInvalidDeal) || !strings.Contains(err.Error(), "2H is not in the pack of the rules (42 cards)") {
		t.Errorf("ReplayText with 2H = %v", err)
	}
	if g, err := tapp.ReplayText(rec.String()); err != nil || g.States[len(g.States)-1] != s {
		t.Errorf("ReplayText of the 42-card record: %v", err)
	}
}

// The determinizer and the observation of a 42-card deal deal only the
// cards of the pack.
func TestDeterminizePack42(t *testing.T) {
	sampled := 0
	for seed := range uint64(30) {
		s, err := tapp.NewGame(rules42, tapp.ShuffledPack(rand.NewPCG(seed, 5), deck.Pack42))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 6))
		for n := 0; !s.Done() && n < 25; n++ {
			legal := s.LegalMoves()
			s, _ = s.Apply(legal[rng.IntN(len(legal))])
		}
		if s.Done() {
			continue
		}
		o := s.Observation(s.ToMove())
		if !deck.Pack42.ContainsAll(o.Unknown() | o.Known()) {
			t.Fatalf("observation outside the pack: unknown %v", o.Unknown())
		}
		d, err := tapp.Determinize(o, rng)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		var all deck.Set
		for _, p := range d.AppendCardSets(nil) {
			all |= p
		}
		if all != deck.Pack42 {
			t.Fatalf("seed %d: determinized state holds %v, want the 42 cards", seed, all)
		}
		sampled++
	}
	if sampled < 10 {
		t.Errorf("only %d deals reached a position to determinize", sampled)
	}
}

// A leak check on the 42-card game: an observation shows nothing of the
// cards a seat has not seen.
func TestLeaksPack42(t *testing.T) {
	tarocktest.CheckLeaks(t, tarocktest.LeakSpec[tapp.State, tapp.Move, tapp.Observation]{
		New: func(seed uint64) (tapp.State, error) {
			return tapp.NewGame(rules42, tapp.ShuffledPack(rand.NewPCG(seed, 11), deck.Pack42))
		},
		Determinize: tapp.Determinize,
		Exchange:    tapptest.Exchange,
		Hidden:      tapptest.Hidden,
		Player: func(seed uint64) bot.Player[tapp.Observation, tapp.Move] {
			return tappbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1)))
		},
	})
}
