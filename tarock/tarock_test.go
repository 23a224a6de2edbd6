package tarock_test

import (
	"errors"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

func mustSet(t testing.TB, s string) deck.Set {
	t.Helper()
	v, err := deck.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func trickOf(t testing.TB, leader tarock.Seat, players int, cards string) tarock.Trick {
	t.Helper()
	tr := tarock.NewTrick(leader, players)
	for _, f := range splitFields(cards) {
		c, err := deck.ParseCard(f)
		if err != nil {
			t.Fatal(err)
		}
		if tr, err = tr.Play(c); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i, r := range s + " " {
		if r == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

func TestSeats(t *testing.T) {
	if got := tarock.Seat(2).Next(3); got != 0 {
		t.Errorf("seat 2 next in 3 = %v", got)
	}
	if got := tarock.Seat(0).Next(2); got != 1 {
		t.Errorf("seat 0 next in 2 = %v", got)
	}
	if got := tarock.Seat(0).Add(-1, 3); got != 2 {
		t.Errorf("seat 0 minus 1 in 3 = %v", got)
	}
	if tarock.NoSeat.String() != "nobody" || tarock.Seat(1).String() != "seat 1" {
		t.Error("seat names")
	}
}

// Hand-checked trick winners (doc/tapp.md §1.2 and §8).
func TestTrickWinner(t *testing.T) {
	tests := []struct {
		name    string
		leader  tarock.Seat
		players int
		cards   string
		winner  tarock.Seat
	}{
		{"red ace beats red 2", 0, 3, "2H AH 4H", 1},
		{"red 4 is the lowest pip", 1, 3, "4D 3D 2D", 0},
		{"black 10 beats black 9", 2, 3, "9S 10S 8S", 0},
		{"jack beats red ace", 0, 3, "AH JH 3H", 1},
		{"off-suit king cannot win", 0, 3, "7C KH 8C", 2},
		{"any tarock beats the led king", 1, 3, "KS T2 QS", 2},
		{"highest tarock wins", 0, 3, "T5 Skus T21", 1},
		{"Pagat beats suit cards", 2, 3, "QD KD T1", 1},
		{"two players, lead holds", 1, 2, "KC QC", 1},
		{"two players, off-suit king", 0, 2, "7S KC", 0},
		{"tarock lead, suit discards", 0, 3, "T3 KH KS", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := trickOf(t, tt.leader, tt.players, tt.cards)
			if !tr.Complete() {
				t.Fatal("trick not complete")
			}
			if got := tr.Winner(); got != tt.winner {
				t.Errorf("winner of %v = %v, want %v", tr, got, tt.winner)
			}
		})
	}
}

func TestTrickPlayErrors(t *testing.T) {
	tr := trickOf(t, 0, 2, "KH QH")
	if _, err := tr.Play(deck.HeartsAce); !errors.Is(err, tarock.ErrIllegalMove) {
		t.Errorf("play to complete trick: %v", err)
	}
	tr = trickOf(t, 0, 3, "KH")
	if got, err := tr.Play(deck.HeartsKing); !errors.Is(err, tarock.ErrIllegalMove) || got != tr {
		t.Errorf("card played twice: %v", err)
	}
	if tr.ToPlay() != 1 || tr.Len() != 1 {
		t.Errorf("to play %v, len %d", tr.ToPlay(), tr.Len())
	}
	var empty tarock.Trick
	if empty.Winner() != tarock.NoSeat {
		t.Error("empty trick has a winner")
	}
}

// Table of legal plays (doc/tapp.md §8 legal-move function).
// Obligations of the Königrufen contracts (doc/koenigrufen.md §9.3–§9.5).
var (
	colour  = tarock.Obligations{FollowSuit: true, MustTarock: true, SuitLeadFirst: true, SuitLeadStands: true}
	highest = tarock.Obligations{FollowSuit: true, MustTarock: true, MustBeat: true, PagatLast: true, LeadHighestTarock: true}
	kaiser  = tarock.Obligations{FollowSuit: true, MustTarock: true, MustBeat: true, PagatLast: true, Kaiserstich: tarock.KaiserstichInOrder}
)

// The trick rules of doc/koenigrufen.md §9.3: a suit lead stands in a
// colour contract, and the Kaiserstich.
func TestTrickWinnerRules(t *testing.T) {
	any := tarock.Obligations{Kaiserstich: tarock.KaiserstichAnyOrder}
	for _, tc := range []struct {
		trick string
		o     tarock.Obligations
		want  int
	}{
		{"2H T5 KH", tarock.Standard, 1},
		{"2H T5 KH", colour, 2},
		{"T2 T5 KH", colour, 1},
		{"Skus T1 T21", tarock.Standard, 0},
		{"Skus T1 T21", any, 1},
		{"Skus T1 T21", kaiser, 0},
		{"T21 Skus T1", kaiser, 2},
		{"2H Skus T21", any, 1},
	} {
		tr := trickOf(t, 0, 3, tc.trick)
		if got := tc.o.WinningIndex(tr); got != tc.want || tc.o.Winner(tr) != tarock.Seat(tc.want) {
			t.Errorf("%s under %+v: card %d wins, want %d", tc.trick, tc.o, got, tc.want)
		}
	}
}

func TestLegalPlaysTable(t *testing.T) {
	tests := []struct {
		name     string
		hand     string
		trick    string
		o        tarock.Obligations
		want     string
		badCard  string
		badError error
	}{
		{"lead: anything", "KH T5 7C", "", tarock.Standard, "KH T5 7C", "", nil},
		{"follow suit", "KH 4H T5 7C", "2H", tarock.Standard, "KH 4H", "T5", tarock.ErrMustFollowSuit},
		{"tarock led is a suit", "KH T5 T7 7C", "T2", tarock.Standard, "T5 T7", "KH", tarock.ErrMustFollowSuit},
		{"void: must tarock", "KH T5 7C", "2D", tarock.Standard, "T5", "KH", tarock.ErrMustPlayTarock},
		{"void, no tarock: anything", "KH 7C", "2D", tarock.Standard, "KH 7C", "", nil},
		{"no must-beat: low card allowed", "KH 4H", "AH", tarock.Standard, "KH 4H", "", nil},
		{"must beat: only winners", "KH 4H", "AH", tarock.WithMustBeat, "KH", "4H", tarock.ErrMustBeat},
		{"must beat, cannot: any of suit", "3H 4H", "AH", tarock.WithMustBeat, "3H 4H", "", nil},
		{"must beat a tarock when void", "T2 T9 7C", "AH T5", tarock.WithMustBeat, "T9", "T2", tarock.ErrMustBeat},
		{"not held", "KH", "", tarock.Standard, "KH", "QH", tarock.ErrCardNotHeld},
		{"Trischaken: Pagat kept back on a lead", "T1 T7 KH", "", tarock.Trischaken, "T7 KH", "T1", tarock.ErrNotAllowed},
		{"Trischaken: Pagat kept back, then must beat", "T1 T3 T9", "T5", tarock.Trischaken, "T9", "T3", tarock.ErrMustBeat},
		{"Trischaken: Pagat as the last tarock", "T1 KH", "T5", tarock.Trischaken, "T1", "KH", tarock.ErrMustFollowSuit},
		// doc/koenigrufen.md §9.5: no tarock lead while holding a suit card.
		{"colour: suit lead first", "T5 KH", "", colour, "KH", "T5", tarock.ErrNotAllowed},
		{"colour: tarocks only", "T5 T7", "", colour, "T5 T7", "", nil},
		// doc/koenigrufen.md §9.4: TrischakenLead = HighestTarockFirst.
		{"lead the highest tarock", "T1 T7 T9 KH", "", highest, "T9", "T7", tarock.ErrNotAllowed},
		// doc/koenigrufen.md §9.4: a Pagat winning by the Kaiserstich
		// beats, before the Pagat rule.
		{"Kaiserstich in order: Pagat must beat", "T1 T3 T9", "T21 Skus", kaiser, "T1", "T9", tarock.ErrMustBeat},
		{"Kaiserstich out of order: Pagat kept back", "T1 T3 T9", "Skus T21", kaiser, "T3 T9", "T1", tarock.ErrNotAllowed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			hand := mustSet(t, tt.hand)
			tr := trickOf(t, 0, 3, tt.trick)
			got := tarock.LegalPlays(hand, tr, tt.o)
			if want := mustSet(t, tt.want); got != want {
				t.Errorf("LegalPlays(%v, %v) = %v, want %v", hand, tr, got, want)
			}
			for c := range got.All() {
				if err := tarock.CheckPlay(c, hand, tr, tt.o); err != nil {
					t.Errorf("CheckPlay(%v) = %v for a legal card", c, err)
				}
			}
			if tt.badCard != "" {
				c, _ := deck.ParseCard(tt.badCard)
				err := tarock.CheckPlay(c, hand, tr, tt.o)
				if !errors.Is(err, tt.badError) || !errors.Is(err, tarock.ErrIllegalMove) {
					t.Errorf("CheckPlay(%v) = %v, want %v", c, err, tt.badError)
				}
			}
		})
	}
}

// Property (doc/tapp.md §8): for any hand and partial trick the
// legal set is a non-empty subset of the hand, holds every held card of the
// led suit when one is held, holds only tarocks when the led suit is void
// and a tarock is held, and is the whole hand otherwise.
func TestLegalPlaysProperty(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(2, 4).Draw(rt, "players")
		pack := deck.NewOrder()
		perm := rapid.Permutation(pack[:]).Draw(rt, "order")
		played := rapid.IntRange(0, players-1).Draw(rt, "played")
		tr := tarock.NewTrick(0, players)
		for _, c := range perm[:played] {
			tr, _ = tr.Play(c)
		}
		n := rapid.IntRange(1, 27).Draw(rt, "handsize")
		hand := deck.SetOf(perm[played : played+n]...)
		legal := tarock.LegalPlays(hand, tr, tarock.Standard)
		if legal.IsEmpty() || !hand.ContainsAll(legal) {
			rt.Fatalf("legal %v not a non-empty subset of %v", legal, hand)
		}
		led, ok := tr.Led()
		switch {
		case !ok:
			if legal != hand {
				rt.Fatalf("lead: legal %v, want the hand %v", legal, hand)
			}
		case !hand.OfSuit(led).IsEmpty():
			if legal != hand.OfSuit(led) {
				rt.Fatalf("follow: legal %v, want %v", legal, hand.OfSuit(led))
			}
		case !hand.Tarocks().IsEmpty():
			if legal != hand.Tarocks() {
				rt.Fatalf("tarock: legal %v, want %v", legal, hand.Tarocks())
			}
		default:
			if legal != hand {
				rt.Fatalf("free: legal %v, want %v", legal, hand)
			}
		}
		for c := range hand.All() {
			err := tarock.CheckPlay(c, hand, tr, tarock.Standard)
			if (err == nil) != legal.Has(c) {
				rt.Fatalf("CheckPlay(%v) = %v, legal set %v", c, err, legal)
			}
		}
		// Must-beat only narrows the standard set.
		mb := tarock.LegalPlays(hand, tr, tarock.WithMustBeat)
		if mb.IsEmpty() || !legal.ContainsAll(mb) {
			rt.Fatalf("must-beat set %v not a non-empty subset of %v", mb, legal)
		}
	})
}

func TestMoveError(t *testing.T) {
	err := error(&tarock.MoveError{Move: "play KH", Seat: 1, Phase: "play", Reason: tarock.ErrMustFollowSuit, Detail: "hearts led"})
	if !errors.Is(err, tarock.ErrMustFollowSuit) || !errors.Is(err, tarock.ErrIllegalMove) {
		t.Fatal("MoveError does not wrap its reason")
	}
	if got, want := err.Error(), "play KH by seat 1 in play: must follow suit: illegal move (hearts led)"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

func TestViolation(t *testing.T) {
	hand := mustSet(t, "KH 4H T5")
	tr := trickOf(t, 0, 3, "2H")
	detail, reason := tarock.Violation(deck.Tarock5, hand, tr, tarock.Standard)
	if reason != tarock.ErrMustFollowSuit || detail != "Hearts led, 4H KH held" {
		t.Errorf("Violation = %v, %q", reason, detail)
	}
	if detail, reason := tarock.Violation(deck.HeartsKing, hand, tr, tarock.Standard); reason != nil || detail != "" {
		t.Errorf("legal play: %v, %q", reason, detail)
	}
	if _, reason := tarock.Violation(deck.Skus, hand, tr, tarock.Standard); reason != tarock.ErrCardNotHeld {
		t.Errorf("card not held: %v", reason)
	}
}
