package match_test

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/match"
)

type four = [tarock.MaxPlayers]int

// TestSeats checks the seats of every player for every dealer: the dealer
// has the last seat, the player after him forehand (doc/tapp.md §2,
// doc/strohmandel.md §2), and Player inverts Seat.
func TestSeats(t *testing.T) {
	cases := []struct {
		players, dealer int
		seats           []tarock.Seat // seats[player]
	}{
		{2, 0, []tarock.Seat{1, 0}},
		{2, 1, []tarock.Seat{0, 1}},
		{3, 0, []tarock.Seat{2, 0, 1}},
		{3, 1, []tarock.Seat{1, 2, 0}},
		{3, 2, []tarock.Seat{0, 1, 2}},
		{4, 1, []tarock.Seat{2, 3, 0, 1}},
	}
	for _, c := range cases {
		s, err := match.New[four](c.players, c.dealer)
		if err != nil {
			t.Fatal(err)
		}
		var got []tarock.Seat
		for p := range c.players {
			got = append(got, s.Seat(p))
			if s.Player(s.Seat(p)) != p {
				t.Errorf("%d players, dealer %d: Player(Seat(%d)) = %d", c.players, c.dealer, p, s.Player(s.Seat(p)))
			}
		}
		if diff := cmp.Diff(c.seats, got); diff != "" {
			t.Errorf("%d players, dealer %d: seats (-want +got):\n%s", c.players, c.dealer, diff)
		}
		if s.Seat(c.players) != tarock.NoSeat || s.Seat(-1) != tarock.NoSeat || s.Player(tarock.Seat(c.players)) != -1 || s.Player(tarock.NoSeat) != -1 {
			t.Errorf("%d players: a player or seat outside the match is answered", c.players)
		}
	}
}

// TestRecord follows a three-player match through deals of every kind:
// the deal passes to the old forehand unless the same dealer deals again,
// a deal that was not played is settled as it is, and a run of doubled
// deals is used up by played deals only and extended, never stacked
// (doc/strohmandel.md §8.2).
func TestRecord(t *testing.T) {
	s, err := match.New[four](3, 0)
	if err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name    string
		e       match.Entry[four]
		pay     four // index = player
		dealer  int
		doubled int
		totals  four
	}{
		{"played; dealer 0, so player 1 is forehand", match.Entry[four]{Deltas: four{6, -3, -3}, Played: true},
			four{-3, 6, -3}, 1, 0, four{-3, 6, -3}},
		{"thrown in, the same dealer again", match.Entry[four]{Next: match.SameDealer},
			four{}, 1, 0, four{-3, 6, -3}},
		{"thrown in, the deal passes on", match.Entry[four]{},
			four{}, 2, 0, four{-3, 6, -3}},
		{"not played but scored, as a Tapper", match.Entry[four]{Deltas: four{2, -1, -1}, DoubleNext: 5},
			four{2, -1, -1}, 0, 0, four{-1, 5, -4}},
		{"played, starts two doubled deals", match.Entry[four]{Deltas: four{0, 0, 0}, Played: true, DoubleNext: 2},
			four{}, 1, 2, four{-1, 5, -4}},
		{"a throw-in uses up nothing", match.Entry[four]{Next: match.SameDealer},
			four{}, 1, 2, four{-1, 5, -4}},
		{"doubled; dealer 1, so player 2 is forehand", match.Entry[four]{Deltas: four{-2, 1, 1}, Played: true},
			four{2, 2, -4}, 2, 1, four{1, 7, -8}},
		{"doubled, and extended to 2, never ×4", match.Entry[four]{Deltas: four{3, -3, 0}, Played: true, DoubleNext: 2},
			four{6, -6, 0}, 0, 2, four{7, 1, -8}},
		{"doubled", match.Entry[four]{Deltas: four{1, -1, 0}, Played: true},
			four{0, 2, -2}, 1, 1, four{7, 3, -10}},
		{"the last doubled deal", match.Entry[four]{Deltas: four{1, -1, 0}, Played: true},
			four{-2, 0, 2}, 2, 0, four{5, 3, -8}},
		{"normal again", match.Entry[four]{Deltas: four{1, -1, 0}, Played: true},
			four{1, -1, 0}, 0, 0, four{6, 2, -8}},
	}
	for i, st := range steps {
		var pay four
		prev := s
		s, pay, err = s.Record(st.e)
		if err != nil {
			t.Fatalf("step %d (%s): %v", i, st.name, err)
		}
		if pay != st.pay || s.Dealer != st.dealer || s.DoubledLeft != st.doubled || s.Totals != st.totals {
			t.Fatalf("step %d (%s): pay %v dealer %d doubled %d totals %v; want %v %d %d %v",
				i, st.name, pay, s.Dealer, s.DoubledLeft, s.Totals, st.pay, st.dealer, st.doubled, st.totals)
		}
		if s.Deals != prev.Deals+1 || (s.Played-prev.Played == 1) != st.e.Played {
			t.Fatalf("step %d (%s): deals %d played %d after %d %d", i, st.name, s.Deals, s.Played, prev.Deals, prev.Played)
		}
	}
}

// TestMisdeal checks the misdeal: the dealer pays each other player the
// penalty, twice while doubled, and deals again; doubling is untouched
// (doc/strohmandel.md §3.5).
func TestMisdeal(t *testing.T) {
	s, _ := match.New[[2]int](2, 1)
	s, pay, err := s.Misdeal(1)
	if err != nil || pay != [2]int{1, -1} || s.Totals != pay || s.Dealer != 1 || s.Deals != 0 {
		t.Fatalf("misdeal: %+v %v %v", s, pay, err)
	}
	s.DoubledLeft = 2
	s, pay, err = s.Misdeal(1)
	if err != nil || pay != [2]int{2, -2} || s.Totals != [2]int{3, -3} || s.DoubledLeft != 2 {
		t.Fatalf("doubled misdeal: %+v %v %v", s, pay, err)
	}
	t3, _ := match.New[four](3, 2)
	if _, pay, _ := t3.Misdeal(2); pay != (four{2, 2, -4}) {
		t.Errorf("three players: %v", pay)
	}
	if _, pay, err := t3.Misdeal(0); err != nil || pay != (four{}) {
		t.Errorf("no penalty: %v %v", pay, err)
	}
	if next, _, err := t3.Misdeal(-1); !errors.Is(err, tarock.ErrInvalidRules) || next != t3 {
		t.Errorf("negative penalty: %v", err)
	}
}

// TestErrors checks that a Score that is not a match and an Entry that is
// not a finished deal are refused with the documented sentinels, and leave
// the score as it was.
func TestErrors(t *testing.T) {
	for _, c := range []struct{ players, dealer int }{{1, 0}, {5, 0}, {3, 3}, {3, -1}, {0, 0}} {
		if s, err := match.New[four](c.players, c.dealer); !errors.Is(err, tarock.ErrInvalidRules) || s != (match.Score[four]{}) {
			t.Errorf("New(%d, %d): %+v %v", c.players, c.dealer, s, err)
		}
	}
	if _, err := match.New[[2]int](3, 0); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("three players in [2]int: %v", err)
	}
	ok := match.Entry[four]{Deltas: four{2, -1, -1}, Played: true}
	bad := []match.Score[four]{{}, {Players: 3, Dealer: 3}, {Players: 3, DoubledLeft: -1}}
	for _, s := range bad {
		if _, _, err := s.Record(ok); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("Record on %+v: %v", s, err)
		}
		if _, _, err := s.Misdeal(1); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("Misdeal on %+v: %v", s, err)
		}
		if s.Seat(0) != tarock.NoSeat || s.Player(0) != -1 {
			t.Errorf("seats of %+v", s)
		}
	}
	s, _ := match.New[four](3, 0)
	entries := []match.Entry[four]{
		{Deltas: four{1, 0, 0}},
		{Deltas: four{1, 0, 0, -1}},
		{Played: true, DoubleNext: -1},
		{Next: match.SameDealer + 1},
	}
	for _, e := range entries {
		if next, _, err := s.Record(e); !errors.Is(err, tarock.ErrInvalidDeal) || next != s {
			t.Errorf("Record(%+v): %v", e, err)
		}
	}
	if got := (match.SameDealer + 1).String(); got != "Next(2)" || match.NextDealer.String() != "next dealer" || match.SameDealer.String() != "same dealer" {
		t.Errorf("Next strings: %q", got)
	}
}

// TestZeroSum is the property of the score sheet: over random matches of
// random deals the totals sum to zero and equal the sum of the game points
// returned for the deals; each deal pays every player his seat's deltas
// (×2 while doubled); the dealer is always one of the players.
func TestZeroSum(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		players := rapid.IntRange(2, tarock.MaxPlayers).Draw(t, "players")
		s, err := match.New[four](players, rapid.IntRange(0, players-1).Draw(t, "dealer"))
		if err != nil {
			t.Fatal(err)
		}
		var sum four
		for i := range rapid.IntRange(0, 30).Draw(t, "deals") {
			if rapid.IntRange(0, 9).Draw(t, "misdeal") == 0 {
				next, pay, err := s.Misdeal(rapid.IntRange(0, 3).Draw(t, "penalty"))
				if err != nil || next.Dealer != s.Dealer {
					t.Fatalf("deal %d: misdeal %v", i, err)
				}
				for p := range players {
					sum[p] += pay[p]
				}
				s = next
				continue
			}
			e := randomEntry(t, players)
			mult := 1
			if e.Played && s.Doubled() {
				mult = 2
			}
			next, pay, err := s.Record(e)
			if err != nil {
				t.Fatalf("deal %d: %v", i, err)
			}
			for seat := range players {
				if p := s.Player(tarock.Seat(seat)); pay[p] != mult*e.Deltas[seat] {
					t.Fatalf("deal %d: player %d in seat %d is paid %d, deltas %v ×%d", i, p, seat, pay[p], e.Deltas, mult)
				}
			}
			for p := range players {
				sum[p] += pay[p]
			}
			s = next
			if s.Validate() != nil {
				t.Fatalf("deal %d: %v", i, s.Validate())
			}
		}
		total := 0
		for _, v := range s.Totals {
			total += v
		}
		if s.Totals != sum || total != 0 {
			t.Fatalf("totals %v, sum of the deals %v", s.Totals, sum)
		}
	})
}

// randomEntry draws a zero-sum entry for players seats.
func randomEntry(t *rapid.T, players int) match.Entry[four] {
	var e match.Entry[four]
	e.Played = rapid.Bool().Draw(t, "played")
	if e.Played || rapid.Bool().Draw(t, "scored") {
		for seat := range players - 1 {
			e.Deltas[seat] = rapid.IntRange(-20, 20).Draw(t, "delta")
			e.Deltas[players-1] -= e.Deltas[seat]
		}
	}
	if rapid.Bool().Draw(t, "same dealer") {
		e.Next = match.SameDealer
	}
	e.DoubleNext = rapid.IntRange(0, 2).Draw(t, "double next")
	return e
}
