package deck_test

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/deck"
	"pgregory.net/rapid"
)

// The pack: 54 distinct cards whose values sum to 106 (doc/tapp.md §1.3).
func TestPackTotals(t *testing.T) {
	if got := deck.FullPack.Len(); got != 54 {
		t.Fatalf("FullPack.Len() = %d, want 54", got)
	}
	if got := deck.FullPack.Sum(); got != 106 {
		t.Fatalf("FullPack.Sum() = %d, want 106", got)
	}
	sum := 0
	var seen deck.Set
	for c := range deck.FullPack.All() {
		if seen.Has(c) {
			t.Fatalf("%v listed twice", c)
		}
		seen = seen.With(c)
		sum += c.Value()
	}
	if seen != deck.FullPack || sum != 106 {
		t.Fatalf("iteration gave %d cards worth %d", seen.Len(), sum)
	}
	if n := deck.Tarocks.Len(); n != 22 {
		t.Errorf("22 tarocks, got %d", n)
	}
	if deck.Kings.Len() != 4 || deck.Trull.Len() != 3 {
		t.Errorf("kings %v, trull %v", deck.Kings, deck.Trull)
	}
}

// Card values, one row per kind of card (doc/tapp.md §1.3).
func TestCardValues(t *testing.T) {
	tests := []struct {
		c    deck.Card
		want int
	}{
		{deck.Skus, 5}, {deck.Mond, 5}, {deck.Pagat, 5}, {deck.Tarock2, 1}, {deck.Tarock20, 1},
		{deck.HeartsKing, 5}, {deck.ClubsKing, 5}, {deck.DiamondsQueen, 4}, {deck.SpadesCavall, 3},
		{deck.ClubsJack, 2}, {deck.HeartsAce, 1}, {deck.Hearts4, 1}, {deck.Spades10, 1}, {deck.Clubs7, 1},
	}
	for _, tt := range tests {
		if got := tt.c.Value(); got != tt.want {
			t.Errorf("%v.Value() = %d, want %d", tt.c, got, tt.want)
		}
	}
}

func TestCardProperties(t *testing.T) {
	for c := range deck.FullPack.All() {
		s, r := c.Suit(), c.Rank()
		back, ok := deck.New(s, r)
		if !ok || back != c {
			t.Errorf("New(%v, %d) = %v, %v; want %v", s, r, back, ok, c)
		}
		if c.IsTarock() != (s == deck.Tarock) {
			t.Errorf("%v: IsTarock %v but suit %v", c, c.IsTarock(), s)
		}
		if c.IsKing() != (r == deck.RankKing && s != deck.Tarock) {
			t.Errorf("%v: IsKing wrong", c)
		}
	}
	if deck.Pagat.TarockNumber() != 1 || deck.Mond.TarockNumber() != 21 || deck.Skus.TarockNumber() != 22 {
		t.Error("tarock numbers")
	}
	pips := map[deck.Card]int{deck.HeartsAce: 1, deck.Hearts4: 4, deck.Diamonds2: 2, deck.Spades10: 10, deck.Clubs7: 7, deck.ClubsKing: 0, deck.Mond: 0}
	for c, want := range pips {
		if got := c.Pip(); got != want {
			t.Errorf("%v.Pip() = %d, want %d", c, got, want)
		}
	}
	if _, ok := deck.New(deck.Hearts, 8); ok {
		t.Error("New(Hearts, 8) should fail")
	}
	if _, ok := deck.New(deck.Tarock, 22); ok {
		t.Error("New(Tarock, 22) should fail")
	}
	if deck.Card(54).Valid() || deck.Card(54).Value() != 0 {
		t.Error("card 54 is not a card")
	}
}

// Trick rank inside a suit (doc/tapp.md §1.2): red A>2>3>4, black 10>9>8>7.
func TestBeats(t *testing.T) {
	tests := []struct {
		c, best deck.Card
		want    bool
	}{
		{deck.HeartsAce, deck.Hearts2, true},
		{deck.Hearts4, deck.Hearts3, false},
		{deck.HeartsJack, deck.HeartsAce, true},
		{deck.Spades10, deck.Spades9, true},
		{deck.Spades7, deck.Spades8, false},
		{deck.Tarock2, deck.HeartsKing, true},
		{deck.Pagat, deck.ClubsKing, true},
		{deck.HeartsKing, deck.Pagat, false},
		{deck.ClubsKing, deck.Hearts4, false}, // another suit never wins
		{deck.Skus, deck.Mond, true},
		{deck.Mond, deck.Skus, false},
	}
	for _, tt := range tests {
		if got := tt.c.Beats(tt.best); got != tt.want {
			t.Errorf("%v.Beats(%v) = %v, want %v", tt.c, tt.best, got, tt.want)
		}
	}
}

func TestNotationForms(t *testing.T) {
	tests := []struct {
		c                         deck.Card
		str, uni, english, german string
	}{
		{deck.Skus, "Skus", "Sküs", "Sküs", "Sküs"},
		{deck.Mond, "T21", "XXI", "Mond (XXI)", "Mond"},
		{deck.Pagat, "T1", "I", "Pagat (I)", "Pagat"},
		{deck.Tarock17, "T17", "XVII", "Tarock XVII", "Tarock XVII"},
		{deck.HeartsKing, "KH", "K♥", "King of Hearts", "Herz-König"},
		{deck.DiamondsAce, "AD", "A♦", "Ace of Diamonds", "Karo-Ass"},
		{deck.Spades10, "10S", "10♠", "10 of Spades", "Pik-10"},
		{deck.ClubsCavall, "CC", "C♣", "Cavall of Clubs", "Kreuz-Kavall"},
	}
	for _, tt := range tests {
		got := []string{tt.c.String(), tt.c.Unicode(), tt.c.English(), tt.c.German()}
		want := []string{tt.str, tt.uni, tt.english, tt.german}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("forms of card %d (-want +got):\n%s", tt.c, diff)
		}
	}
}

func TestParseCardAccepts(t *testing.T) {
	tests := map[string]deck.Card{
		"Skus": deck.Skus, "sküs": deck.Skus, "SKÜS": deck.Skus, "XXII": deck.Skus, "T22": deck.Skus,
		"xxi": deck.Mond, "Mond": deck.Mond, "I": deck.Pagat, "pagat": deck.Pagat, "t1": deck.Pagat,
		"IIII": deck.Tarock4, "IV": deck.Tarock4, "xix": deck.Tarock19, "XVII": deck.Tarock17,
		"kh": deck.HeartsKing, "K♥": deck.HeartsKing, "k♡": deck.HeartsKing, "K♥️": deck.HeartsKing,
		"1H": deck.HeartsAce, "a♦": deck.DiamondsAce, "10s": deck.Spades10, "10♠": deck.Spades10,
		"cc": deck.ClubsCavall, " QD ": deck.DiamondsQueen, "uhu": deck.Tarock2,
		"King of Hearts": deck.HeartsKing, "pik-10": deck.Spades10,
	}
	for in, want := range tests {
		got, err := deck.ParseCard(in)
		if err != nil || got != want {
			t.Errorf("ParseCard(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
}

func TestParseCardRejects(t *testing.T) {
	for _, in := range []string{"", "K", "H", "XXIII", "T0", "T23", "0H", "5H", "6S", "11S", "AS", "7H", "KX", "SK", "IIIII", "K H", "T 1", "İ", "ＫＨ"} {
		c, err := deck.ParseCard(in)
		if c != deck.NoCard {
			t.Errorf("ParseCard(%q) returned %v beside its error, want NoCard", in, c)
		}
		var pe *deck.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, deck.ErrSyntax) {
			t.Errorf("ParseCard(%q) error = %v, want a *ParseError wrapping ErrSyntax", in, err)
			continue
		}
		if !strings.Contains(err.Error(), "column") {
			t.Errorf("error %q does not say where", err)
		}
	}
}

func TestParseErrorClipsLongText(t *testing.T) {
	_, err := deck.ParseCard(strings.Repeat("ü", 1000))
	if msg := err.Error(); len(msg) > 120 || !strings.Contains(msg, "…") {
		t.Errorf("error message of %d bytes: %.80s", len(msg), msg)
	}
}

func TestParseSetErrors(t *testing.T) {
	_, err := deck.ParseSet("KH QH  XYZ T1")
	var pe *deck.ParseError
	if !errors.As(err, &pe) || pe.Text != "XYZ" || pe.Column != 8 {
		t.Fatalf("ParseSet error = %#v, want text XYZ at column 8", pe)
	}
	_, err = deck.ParseSet("KH, T1, kh")
	if !errors.As(err, &pe) || pe.Reason != "card listed twice" || pe.Column != 9 {
		t.Fatalf("duplicate error = %v", err)
	}
	for _, in := range []string{"", "-", "  ", " - "} {
		if s, err := deck.ParseSet(in); err != nil || s != 0 {
			t.Errorf("ParseSet(%q) = %v, %v; want empty", in, s, err)
		}
	}
}

// Property: every card round-trips through every output form.
func TestParseRoundTripEveryForm(t *testing.T) {
	for c := range deck.FullPack.All() {
		for _, form := range []string{c.String(), c.Unicode(), c.English(), c.German(),
			strings.ToLower(c.String()), strings.ToUpper(c.Unicode())} {
			got, err := deck.ParseCard(form)
			if err != nil || got != c {
				t.Errorf("ParseCard(%q) = %v, %v; want %v", form, got, err, c)
			}
		}
		b, err := c.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back deck.Card
		if err := back.UnmarshalText(b); err != nil || back != c {
			t.Errorf("text round trip of %v gave %v, %v", c, back, err)
		}
	}
}

func genSet() *rapid.Generator[deck.Set] {
	return rapid.Custom(func(t *rapid.T) deck.Set {
		return deck.Set(rapid.Uint64().Draw(t, "bits")) & deck.FullPack
	})
}

func TestSetRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := genSet().Draw(t, "set")
		for _, text := range []string{s.String(), strings.ReplaceAll(s.Unicode(), " ", ",")} {
			got, err := deck.ParseSet(text)
			if err != nil || got != s {
				t.Fatalf("ParseSet(%q) = %v, %v; want %v", text, got, err, s)
			}
		}
		var back deck.Set
		b, _ := s.MarshalText()
		if err := back.UnmarshalText(b); err != nil || back != s {
			t.Fatalf("text round trip %v -> %v, %v", s, back, err)
		}
	})
}

// Set algebra against a map model.
func TestSetAlgebra(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, b := genSet().Draw(t, "a"), genSet().Draw(t, "b")
		for c := deck.Card(0); c < deck.NumCards; c++ {
			if a.Union(b).Has(c) != (a.Has(c) || b.Has(c)) ||
				a.Intersect(b).Has(c) != (a.Has(c) && b.Has(c)) ||
				a.Minus(b).Has(c) != (a.Has(c) && !b.Has(c)) {
				t.Fatalf("algebra wrong for %v", c)
			}
		}
		cards := a.AppendCards(nil)
		if len(cards) != a.Len() || !slices.IsSorted(cards) {
			t.Fatalf("AppendCards %v not the %d cards in order", cards, a.Len())
		}
		back := slices.Collect(a.Backward())
		slices.Reverse(back)
		if !slices.Equal(back, cards) {
			t.Fatalf("Backward %v is not All reversed %v", back, cards)
		}
		for i, c := range cards {
			if n, ok := a.Nth(i); !ok || n != c {
				t.Fatalf("Nth(%d) = %v", i, n)
			}
		}
		sum := 0
		for _, c := range cards {
			sum += c.Value()
		}
		if sum != a.Sum() {
			t.Fatalf("Sum %d, want %d", a.Sum(), sum)
		}
		if a.ContainsAll(b) != (a.Intersect(b) == b) || a.Overlaps(b) != !a.Intersect(b).IsEmpty() {
			t.Fatal("ContainsAll/Overlaps")
		}
		var perSuit int
		for _, su := range []deck.Suit{deck.Tarock, deck.Hearts, deck.Diamonds, deck.Spades, deck.Clubs} {
			perSuit += a.OfSuit(su).Len()
		}
		if perSuit != a.Len() || a.Tarocks().Union(a.SuitCards()) != a {
			t.Fatal("suits do not partition the set")
		}
		if a.IsEmpty() {
			return
		}
		hi, _ := a.Highest()
		lo, _ := a.Lowest()
		for c := range a.All() {
			if c != hi && !hi.Beats(c) && (hi.IsTarock() || c.Rank() > hi.Rank()) {
				t.Fatalf("Highest %v of %v, but %v ranks higher", hi, a, c)
			}
			if c != lo && c.IsTarock() == lo.IsTarock() && c.Suit() == lo.Suit() && c < lo {
				t.Fatalf("Lowest %v of %v, but %v is lower", lo, a, c)
			}
			if c != lo && !c.IsTarock() && lo.IsTarock() {
				t.Fatalf("Lowest %v is a tarock although %v is a suit card", lo, c)
			}
		}
	})
}

// TestShuffledIsRandShuffle guards the orders that published seeds give:
// Shuffled must draw exactly what rand.Shuffle draws on the pack in card
// order.
func TestShuffledIsRandShuffle(t *testing.T) {
	for seed := range uint64(200) {
		want := shuffle(rand.NewPCG(seed, 7))
		if got := deck.Shuffled(rand.New(rand.NewPCG(seed, 7))); got != want {
			t.Fatalf("seed %d: Shuffled(*rand.Rand) gives\n%v\nrand.Shuffle gives\n%v", seed, got, want)
		}
		if got := deck.Shuffled(rand.NewPCG(seed, 7)); got != want {
			t.Fatalf("seed %d: Shuffled(*rand.PCG) gives\n%v\nrand.Shuffle gives\n%v", seed, got, want)
		}
		if got := deck.Shuffled(rand.NewChaCha8([32]byte{byte(seed)})); got != shuffle(rand.NewChaCha8([32]byte{byte(seed)})) {
			t.Fatalf("seed %d: Shuffled(*rand.ChaCha8) is not rand.Shuffle's order", seed)
		}
	}
}

// shuffle is rand.Shuffle of the pack in card order.
func shuffle(src rand.Source) deck.Order {
	o := deck.NewOrder()
	rand.New(src).Shuffle(len(o), func(i, j int) { o[i], o[j] = o[j], o[i] })
	return o
}

// BenchmarkShuffled draws from a *rand.Rand (through the rand.Source
// interface) and from a *rand.PCG (directly).
func BenchmarkShuffled(b *testing.B) {
	for _, c := range []struct {
		name string
		src  rand.Source
	}{{"Rand", rand.New(rand.NewPCG(1, 2))}, {"PCG", rand.NewPCG(1, 2)}} {
		b.Run(c.name, func(b *testing.B) {
			var o deck.Order
			for b.Loop() {
				o = deck.Shuffled(c.src)
			}
			_ = o
		})
	}
}

func TestShuffleCutDeal(t *testing.T) {
	a := deck.Shuffled(rand.New(rand.NewPCG(1, 2)))
	b := deck.Shuffled(rand.New(rand.NewPCG(1, 2)))
	if a != b {
		t.Fatal("same seed, different order")
	}
	if err := a.Check(); err != nil {
		t.Fatal(err)
	}
	c, err := a.Cut(10)
	if err != nil || c[0] != a[10] || c[44] != a[0] || c.Check() != nil {
		t.Fatalf("Cut(10) = %v, %v", c, err)
	}
	for _, n := range []int{0, 54, -1} {
		if got, err := a.Cut(n); !errors.Is(err, deck.ErrBadOrder) || got != a {
			t.Errorf("Cut(%d) error %v", n, err)
		}
	}
	// Tapp layout: talon of six, then packets of four (doc/tapp.md §3).
	schedule := []deck.Packet{{To: 3, Size: 3}, {To: 4, Size: 3}}
	for range 4 {
		for p := range 3 {
			schedule = append(schedule, deck.Packet{To: p, Size: 4})
		}
	}
	dst := make([][]deck.Card, 5)
	if err := deck.NewOrder().Deal(dst, schedule); err != nil {
		t.Fatal(err)
	}
	want := []deck.Card{6, 7, 8, 9, 18, 19, 20, 21, 30, 31, 32, 33, 42, 43, 44, 45}
	if diff := cmp.Diff(want, dst[0]); diff != "" {
		t.Errorf("forehand's cards (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]deck.Card{0, 1, 2}, dst[3]); diff != "" {
		t.Errorf("lower talon half (-want +got):\n%s", diff)
	}
	bad := a
	bad[5] = bad[6]
	if err := bad.Deal(dst, schedule); !errors.Is(err, deck.ErrBadOrder) {
		t.Errorf("Deal of a bad order: %v", err)
	}
	if err := a.Deal(dst, schedule[:3]); !errors.Is(err, deck.ErrBadOrder) {
		t.Errorf("Deal of a short schedule: %v", err)
	}
	if err := a.Deal(dst, []deck.Packet{{To: 7, Size: 54}}); !errors.Is(err, deck.ErrBadOrder) {
		t.Errorf("Deal to a missing recipient: %v", err)
	}
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"KH", "Skus", "XXI", "K♥", "10S", "", "T23", "Sküs", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := deck.ParseCard(s)
		if err != nil {
			if !errors.Is(err, deck.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		if back, err := deck.ParseCard(c.String()); err != nil || back != c {
			t.Fatalf("%q parsed as %v, which does not round-trip", s, c)
		}
	})
}

func FuzzParseSet(f *testing.F) {
	for _, s := range []string{"KH QH", "T1,T2, Skus", "-", "", "KH KH", "K♥ 10♠"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		set, err := deck.ParseSet(s)
		if err != nil {
			if !errors.Is(err, deck.ErrSyntax) {
				t.Fatalf("error %v does not wrap ErrSyntax", err)
			}
			return
		}
		if !set.Valid() {
			t.Fatalf("%q gave invalid set %x", s, uint64(set))
		}
		if back, err := deck.ParseSet(set.String()); err != nil || back != set {
			t.Fatalf("%q parsed as %v, which does not round-trip", s, set)
		}
	})
}

// TestParseSetSpaces checks that ParseSet separates tokens by any white
// space that ParseCard trims, not only ASCII spaces.
func TestParseSetSpaces(t *testing.T) {
	want := deck.SetOf(deck.HeartsKing, deck.Spades7)
	for _, s := range []string{"KH 7S", "KH\u00a07S", "\vKH,7S ", "KH\u20037S\u0085", "KH\t\n7S"} {
		if got, err := deck.ParseSet(s); err != nil || got != want {
			t.Errorf("ParseSet(%q) = %v, %v; want %v", s, got, err, want)
		}
	}
	if got, err := deck.ParseSet("KH\u00a0"); err != nil || got != deck.SetOf(deck.HeartsKing) {
		t.Errorf("ParseSet(%q) = %v, %v", "KH\u00a0", got, err)
	}
}

// TestBeaters checks Card.Beaters against Card.Beats for every pair of
// cards (doc/tapp.md §1.2), and that a value that is not a card has none.
func TestBeaters(t *testing.T) {
	for best := range deck.Card(deck.NumCards) {
		got := best.Beaters()
		for c := range deck.Card(deck.NumCards) {
			if got.Has(c) != c.Beats(best) {
				t.Errorf("%v.Beaters().Has(%v) = %v, %v.Beats(%v) = %v", best, c, got.Has(c), c, best, c.Beats(best))
			}
		}
		if got&^deck.FullPack != 0 {
			t.Errorf("%v.Beaters() holds values that are not cards: %v", best, got)
		}
	}
	if got := deck.Card(deck.NumCards).Beaters(); got != 0 {
		t.Errorf("Beaters of a value that is not a card: %v", got)
	}
}
