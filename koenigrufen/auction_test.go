package koenigrufen_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// ordered returns the game of the pack in its natural order under r: F
// holds T1–T6 and 3D–CD, M T7–T12 and QD–KS' neighbours, the hearts king
// lies in talon half B, the diamonds king with M, the spades king with H
// and the clubs king with D (doc/koenigrufen.md §3).
func ordered(t *testing.T, r koenigrufen.Rules) koenigrufen.State {
	t.Helper()
	d, err := koenigrufen.DealFrom(deck.NewOrder(), r)
	if err != nil {
		t.Fatal(err)
	}
	s, err := koenigrufen.NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies the moves to s and fails t on a refused one.
func play(t *testing.T, s koenigrufen.State, moves ...string) koenigrufen.State {
	t.Helper()
	return gametest.Apply(t, s, koenigrufen.ParseMove, moves...)
}

func moveTexts(s koenigrufen.State) string {
	var b []string
	for _, m := range s.LegalMoves() {
		b = append(b, m.String())
	}
	return strings.Join(b, ", ")
}

// The auction's outcomes (doc/koenigrufen.md §5.1, §5.3).
func TestAuction(t *testing.T) {
	cases := []struct {
		rule     string
		moves    []string
		contract koenigrufen.Contract
		declarer tarock.Seat
		phase    koenigrufen.Phase
	}{
		// doc/koenigrufen.md §5.3, second example: "Vorhand" and three
		// passes, forehand chooses the Rufer.
		{"doc/koenigrufen.md §5.3 choice after three passes", []string{"vorhand", "pass", "pass", "pass", "bid Rufer"}, koenigrufen.Rufer, 0, koenigrufen.PhaseCall},
		// doc/koenigrufen.md §5.1 rule 9(a): all but the owner passed.
		{"doc/koenigrufen.md §5.1 rule 9(a)", []string{"vorhand", "bid Dreier", "pass", "pass", "pass"}, koenigrufen.Dreier, 1, koenigrufen.PhaseTalon},
		// doc/koenigrufen.md §5.1 rule 5: forehand holds the Dreier and
		// keeps it when the others pass.
		{"doc/koenigrufen.md §5.1 rule 5 hold", []string{"vorhand", "bid Dreier", "pass", "pass", "hold", "pass"}, koenigrufen.Dreier, 0, koenigrufen.PhaseTalon},
		// doc/koenigrufen.md §5.1 rule 2: the Sechserdreier as forehand's
		// first word; he takes the whole talon and discards six.
		{"doc/koenigrufen.md §5.1 rule 2 Sechserdreier", []string{"bid Sechserdreier", "pass", "pass", "pass"}, koenigrufen.Sechserdreier, 0, koenigrufen.PhaseDiscard},
		// doc/koenigrufen.md §5.3, third example: forehand opens with a
		// contract and the others pass.
		{"doc/koenigrufen.md §5.3 opening with a contract", []string{"bid Solorufer", "pass", "pass", "pass"}, koenigrufen.Solorufer, 0, koenigrufen.PhaseCall},
		// doc/koenigrufen.md §5.1 rule 9(c): a Solodreier that forehand
		// bid himself is played at once.
		{"doc/koenigrufen.md §5.1 rule 9(c) forehand's Solodreier", []string{"bid Solodreier"}, koenigrufen.Solodreier, 0, koenigrufen.PhaseAnnounce},
		// doc/koenigrufen.md §5.2: after another player's Solodreier the
		// auction ends only when forehand can no longer hold it.
		{"doc/koenigrufen.md §5.2 Solodreier held by forehand", []string{"vorhand", "bid Solodreier", "pass", "pass", "hold"}, koenigrufen.Solodreier, 0, koenigrufen.PhaseAnnounce},
		{"doc/koenigrufen.md §5.2 Solodreier, forehand passes", []string{"vorhand", "bid Solodreier", "pass", "pass", "pass"}, koenigrufen.Solodreier, 1, koenigrufen.PhaseAnnounce},
		{"doc/koenigrufen.md §5.2 Solodreier, forehand out", []string{"vorhand", "bid Dreier", "pass", "bid Solodreier", "pass"}, koenigrufen.Solodreier, 3, koenigrufen.PhaseAnnounce},
	}
	for _, tc := range cases {
		t.Run(tc.rule, func(t *testing.T) {
			s := play(t, ordered(t, koenigrufen.AustrianTarockCup2023), tc.moves...)
			if s.Contract() != tc.contract || s.Declarer() != tc.declarer || s.Phase() != tc.phase || s.ToMove() != tc.declarer {
				t.Errorf("%v by %v in %v, %v to move; want %v by %v in %v", s.Contract(), s.Declarer(), s.Phase(), s.ToMove(), tc.contract, tc.declarer, tc.phase)
			}
		})
	}
}

// The legal moves of each turn of the auction (doc/koenigrufen.md §5.2
// moves), and the moves refused.
func TestAuctionMoves(t *testing.T) {
	r := koenigrufen.AustrianTarockCup2023
	s := ordered(t, r)
	// doc/koenigrufen.md §5.1 rule 1: forehand opens, no pass; the
	// contracts not implemented yet are not offered.
	if got, want := moveTexts(s), "vorhand, bid Solorufer, bid Sechserdreier, bid Dreier, bid Solodreier"; got != want {
		t.Errorf("opening: %s, want %s", got, want)
	}
	for _, bad := range []string{"pass", "hold", "bid Rufer", "bid Trischaken", "bid Piccolo", "good", "play T1"} {
		m, _ := koenigrufen.ParseMove(bad)
		if next, err := s.Apply(m); !errors.Is(err, tarock.ErrIllegalMove) || next != s {
			t.Errorf("opening %s: %v", bad, err)
		}
	}
	s = play(t, s, "vorhand")
	// doc/koenigrufen.md §5.1 rule 3: the Rufer only after three passes.
	if got, want := moveTexts(s), "pass, bid Solorufer, bid Dreier, bid Solodreier"; got != want {
		t.Errorf("middlehand: %s, want %s", got, want)
	}
	s = play(t, s, "bid Dreier")
	// doc/koenigrufen.md §5.1 rule 4: strictly higher.
	if got, want := moveTexts(s), "pass, bid Solodreier"; got != want {
		t.Errorf("rearhand: %s, want %s", got, want)
	}
	s = play(t, s, "pass", "pass")
	// doc/koenigrufen.md §5.1 rule 5: forehand may hold.
	if got, want := moveTexts(s), "pass, hold, bid Solodreier"; got != want {
		t.Errorf("forehand: %s, want %s", got, want)
	}
	// doc/koenigrufen.md §5.1 rule 3: after "Vorhand" and three passes
	// forehand must choose, anything but the Sechserdreier.
	s = play(t, ordered(t, r), "vorhand", "pass", "pass", "pass")
	if got, want := moveTexts(s), "bid Rufer, bid Solorufer, bid Dreier, bid Solodreier"; got != want {
		t.Errorf("choice: %s, want %s", got, want)
	}
	// Holding = None (doc/koenigrufen.md §5.1 rule 5): no hold.
	r.Holding = koenigrufen.HoldNone
	s = play(t, ordered(t, r), "vorhand", "bid Dreier", "pass", "pass")
	if got, want := moveTexts(s), "pass, bid Solodreier"; got != want {
		t.Errorf("HoldNone: %s, want %s", got, want)
	}
	// ForehandOpening = VorhandOrSechserdreier (doc/koenigrufen.md §5.1
	// rule 1).
	r = koenigrufen.AustrianTarockCup2023
	r.ForehandOpening = koenigrufen.OpenVorhandOrSechserdreier
	if got, want := moveTexts(ordered(t, r)), "vorhand, bid Sechserdreier"; got != want {
		t.Errorf("VorhandOrSechserdreier: %s, want %s", got, want)
	}
	// SolodreierEndsAuction (doc/koenigrufen.md §5.2).
	r = koenigrufen.AustrianTarockCup2023
	r.SolodreierEndsAuction = true
	if s := play(t, ordered(t, r), "vorhand", "bid Solodreier"); s.Declarer() != 1 || s.Phase() != koenigrufen.PhaseAnnounce {
		t.Errorf("SolodreierEndsAuction: %v by %v in %v", s.Contract(), s.Declarer(), s.Phase())
	}
}

// doc/koenigrufen.md §5.1 rule 7: a calling contract cannot be bid with
// all four kings.
func TestAuctionFourKings(t *testing.T) {
	var o deck.Order
	// F's first six cards hold the four kings.
	kings := []deck.Card{deck.HeartsKing, deck.DiamondsKing, deck.SpadesKing, deck.ClubsKing}
	rest := deck.FullPack &^ deck.Kings
	copy(o[:], kings)
	i := 4
	for c := range rest.All() {
		o[i] = c
		i++
	}
	d, err := koenigrufen.DealFrom(o, koenigrufen.AustrianTarockCup2023)
	if err != nil {
		t.Fatal(err)
	}
	s, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, d)
	if err != nil {
		t.Fatal(err)
	}
	s = play(t, s, "vorhand", "pass", "pass", "pass")
	if got, want := moveTexts(s), "bid Dreier, bid Solodreier"; got != want {
		t.Errorf("four kings: %s, want %s", got, want)
	}
	m := koenigrufen.Bid(koenigrufen.Rufer)
	if _, err := s.Apply(m); !errors.Is(err, tarock.ErrNotAllowed) || !strings.Contains(err.Error(), "doc/koenigrufen.md §5.1 rule 7") {
		t.Errorf("Rufer with four kings: %v", err)
	}
}
