package koenigrufen_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The mapping of doc/koenigrufen.md §3 item 3, and of DealPattern =
// TalonFirst (doc/koenigrufen.md §13.1).
func TestDealFrom(t *testing.T) {
	o := deck.NewOrder()
	cards := func(from, to int) deck.Set { return deck.SetOf(o[from : to+1]...) }
	d, err := koenigrufen.DealFrom(o, koenigrufen.AustrianTarockCup2023)
	if err != nil {
		t.Fatal(err)
	}
	want := koenigrufen.Deal{Hands: [4]deck.Set{
		cards(0, 5) | cards(30, 35), cards(6, 11) | cards(36, 41), cards(12, 17) | cards(42, 47), cards(18, 23) | cards(48, 53)}}
	copy(want.Talon[:], o[24:30])
	if d != want {
		t.Errorf("SixTalonSix: %+v, want %+v", d, want)
	}
	r := koenigrufen.AustrianTarockCup2023
	r.DealPattern = koenigrufen.TalonFirst
	d, err = koenigrufen.DealFrom(o, r)
	if err != nil {
		t.Fatal(err)
	}
	want = koenigrufen.Deal{Hands: [4]deck.Set{
		cards(6, 11) | cards(30, 35), cards(12, 17) | cards(36, 41), cards(18, 23) | cards(42, 47), cards(24, 29) | cards(48, 53)}}
	copy(want.Talon[:], o[0:6])
	if d != want {
		t.Errorf("TalonFirst: %+v, want %+v", d, want)
	}
	if d.Half(koenigrufen.TalonA) != cards(0, 2) || d.Half(koenigrufen.TalonB) != cards(3, 5) || d.Half(7) != 0 {
		t.Errorf("halves %v %v", d.Half(koenigrufen.TalonA), d.Half(koenigrufen.TalonB))
	}
	o[0] = o[1]
	if _, err := koenigrufen.DealFrom(o, r); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("bad order: %v", err)
	}
}

// Shuffled deals as DealFrom deals the shuffled pack, and gives valid deals.
func TestShuffled(t *testing.T) {
	for seed := range uint64(50) {
		d := koenigrufen.Shuffled(rand.NewPCG(seed, 1))
		want, err := koenigrufen.DealFrom(deck.Shuffled(rand.NewPCG(seed, 1)), koenigrufen.AustrianTarockCup2023)
		if err != nil || d != want || d.Validate() != nil {
			t.Fatalf("seed %d: %+v, want %+v (%v)", seed, d, want, err)
		}
	}
}

func TestNewDeal(t *testing.T) {
	d := koenigrufen.Shuffled(rand.NewPCG(1, 2))
	a, b := d.Half(koenigrufen.TalonA), d.Half(koenigrufen.TalonB)
	nd, err := koenigrufen.NewDeal(d.Hands, a, b)
	if err != nil || nd.Hands != d.Hands || nd.Half(koenigrufen.TalonA) != a {
		t.Fatalf("NewDeal: %v", err)
	}
	if _, err := koenigrufen.NewDeal(d.Hands, b, b); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("a half twice: %v", err)
	}
	h := d.Hands
	h[0] = h[1]
	if _, err := koenigrufen.NewDeal(h, a, b); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("a hand twice: %v", err)
	}
}

// The knocked deal of doc/koenigrufen.md §3, §13.1 (the option KnockMode):
// four stacks of twelve and the talon halves between the second and the
// third stack, each seat holding the stack it took, each choice counted
// among the stacks left.
func TestDealKnocked(t *testing.T) {
	o := deck.NewOrder()
	cards := func(from, to int) deck.Set { return deck.SetOf(o[from : to+1]...) }
	stack := [4]deck.Set{cards(0, 11), cards(12, 23), cards(30, 41), cards(42, 53)}
	r := koenigrufen.AustrianTarockCup2023
	r.KnockMode = koenigrufen.KnockGrabStacks
	for _, c := range []struct {
		knock  koenigrufen.Knock
		stacks [4]int // the stack seat p takes
	}{
		{koenigrufen.Knock{}, [4]int{0, 1, 2, 3}},
		{koenigrufen.Knock{ForehandStack: 3, MiddlehandStack: 1}, [4]int{3, 1, 0, 2}},
		{koenigrufen.Knock{ForehandStack: 2, MiddlehandStack: 2, RearhandStack: 1}, [4]int{2, 3, 1, 0}},
	} {
		stacks := c.stacks
		d, err := koenigrufen.DealKnocked(o, r, c.knock)
		if err != nil {
			t.Fatal(err)
		}
		for p, k := range stacks {
			if d.Hands[p] != stack[k] {
				t.Errorf("stacks %v: seat %d holds %v, want stack %d %v", stacks, p, d.Hands[p], k, stack[k])
			}
		}
		if d.Half(koenigrufen.TalonA) != cards(24, 26) || d.Half(koenigrufen.TalonB) != cards(27, 29) {
			t.Errorf("stacks %v: halves %v %v", stacks, d.Half(koenigrufen.TalonA), d.Half(koenigrufen.TalonB))
		}
	}
	if d, err := koenigrufen.DealFrom(o, r); err != nil || d.Hands[2] != stack[2] {
		t.Errorf("DealFrom under GrabStacks: %v, %v", d.Hands, err)
	}
	for _, k := range []koenigrufen.Knock{{ForehandStack: 4}, {MiddlehandStack: 3}, {RearhandStack: 2}, {ForehandStack: -1}} {
		if _, err := koenigrufen.DealKnocked(o, r, k); !errors.Is(err, tarock.ErrInvalidDeal) {
			t.Errorf("knock %+v: %v, want ErrInvalidDeal", k, err)
		}
	}
	if _, err := koenigrufen.DealKnocked(o, koenigrufen.AustrianTarockCup2023, koenigrufen.Knock{}); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("knock under KnockOff: %v, want ErrInvalidDeal", err)
	}
}

// A hand without a tarock, or under NoTarockOrLoneTrull with one Trull
// card as its only tarock, throws the deal in (doc/koenigrufen.md §3 rule
// 5): the deal is over at once, nobody pays, and a Match deals again with
// the same dealer.
func TestRedealNoTarock(t *testing.T) {
	// Forehand and middlehand hold the 22 tarocks, rearhand and the
	// dealer none.
	o := deck.NewOrder() // the tarocks first, then the suit cards
	set := func(from, to int) deck.Set { return deck.SetOf(o[from:to]...) }
	plain, err := koenigrufen.NewDeal([4]deck.Set{set(0, 12), set(12, 24), set(24, 36), set(36, 48)}, set(48, 51), set(51, 54))
	if err != nil {
		t.Fatal(err)
	}
	// Rearhand gets the Uhu and the dealer the Pagat, a lone Trull card,
	// each for a plain card of forehand.
	lone := plain
	x, _ := lone.Hands[2].Lowest()
	y, _ := lone.Hands[3].Lowest()
	lone.Hands[0] = lone.Hands[0].Without(deck.Pagat).Without(deck.Uhu).With(x).With(y)
	lone.Hands[2] = lone.Hands[2].Without(x).With(deck.Uhu)
	lone.Hands[3] = lone.Hands[3].Without(y).With(deck.Pagat)
	for _, tc := range []struct {
		rule koenigrufen.RedealNoTarock
		deal koenigrufen.Deal
		in   bool
	}{
		{koenigrufen.RedealOff, plain, false},
		{koenigrufen.RedealNoTarockHand, plain, true},
		{koenigrufen.RedealNoTarockHand, lone, false},
		{koenigrufen.RedealNoTarockOrLoneTrull, lone, true},
		{koenigrufen.RedealNoTarockOrLoneTrull, koenigrufen.Shuffled(rand.NewPCG(1, 1)), false},
	} {
		r := koenigrufen.AustrianTarockCup2023
		r.RedealNoTarock = tc.rule
		s, err := koenigrufen.NewGame(r, tc.deal)
		if err != nil {
			t.Fatal(err)
		}
		if s.Done() != tc.in {
			t.Errorf("%v: thrown in %v, want %v", tc.rule, s.Done(), tc.in)
			continue
		}
		if !tc.in {
			continue
		}
		res, ok := s.Result()
		if !ok || res.End != koenigrufen.EndThrownIn || res.Deltas != [4]int{} {
			t.Errorf("%v: result %+v", tc.rule, res)
		}
		// Its result writes and reads back as JSON (doc/notation.md "JSON").
		b, err := json.Marshal(res)
		var back koenigrufen.Result
		if err != nil || json.Unmarshal(b, &back) != nil || back != res {
			t.Errorf("%v: JSON %s: %v, read back %+v", tc.rule, b, err, back)
		}
		m, _ := koenigrufen.NewMatch(r, 1)
		m2, _, err := m.Record(res)
		if err != nil || m2.Dealer != 1 || m2.Deals != 1 {
			t.Errorf("%v: match after a thrown-in deal: dealer %d, %d deals, %v", tc.rule, m2.Dealer, m2.Deals, err)
		}
	}
}
