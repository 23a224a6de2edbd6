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
	// doc/koenigrufen.md §5.1 rule 1: forehand opens, no pass; every
	// contract of the tariff but Trischaken and Rufer (rule 3).
	if got, want := moveTexts(s), "vorhand, bid Piccolo, bid Bettel, bid Solorufer, bid Besserrufer, bid Farbendreier, bid Sechserdreier, bid Dreier, bid Farbensolo, bid PiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
		t.Errorf("opening: %s, want %s", got, want)
	}
	for _, bad := range []string{"pass", "hold", "bid Rufer", "bid Trischaken", "bid Zwiccolo", "bid Uhurufer", "passforehand", "good", "play T1"} {
		m, _ := koenigrufen.ParseMove(bad)
		if next, err := s.Apply(m); !errors.Is(err, tarock.ErrIllegalMove) || next != s {
			t.Errorf("opening %s: %v", bad, err)
		}
	}
	s = play(t, s, "vorhand")
	// doc/koenigrufen.md §5.1 rule 3: the Rufer only after three passes;
	// rule 7: no Besserrufer without a bird.
	if got, want := moveTexts(s), "pass, bid Piccolo, bid Bettel, bid Solorufer, bid Farbendreier, bid Dreier, bid Farbensolo, bid PiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
		t.Errorf("middlehand: %s, want %s", got, want)
	}
	s = play(t, s, "bid Dreier")
	// doc/koenigrufen.md §5.1 rule 4: strictly higher.
	if got, want := moveTexts(s), "pass, bid Farbensolo, bid PiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
		t.Errorf("rearhand: %s, want %s", got, want)
	}
	s = play(t, s, "pass", "pass")
	// doc/koenigrufen.md §5.1 rule 5: forehand may hold.
	if got, want := moveTexts(s), "pass, hold, bid Farbensolo, bid PiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
		t.Errorf("forehand: %s, want %s", got, want)
	}
	// doc/koenigrufen.md §5.1 rule 3: after "Vorhand" and three passes
	// forehand must choose, anything but the Sechserdreier.
	s = play(t, ordered(t, r), "vorhand", "pass", "pass", "pass")
	if got, want := moveTexts(s), "bid Trischaken, bid Rufer, bid Piccolo, bid Bettel, bid Solorufer, bid Besserrufer, bid Farbendreier, bid Dreier, bid Farbensolo, bid PiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
		t.Errorf("choice: %s, want %s", got, want)
	}
	// Holding = None (doc/koenigrufen.md §5.1 rule 5): no hold.
	r.Holding = koenigrufen.HoldNone
	s = play(t, ordered(t, r), "vorhand", "bid Dreier", "pass", "pass")
	if got, want := moveTexts(s), "pass, bid Farbensolo, bid PiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
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

// fourKings returns the game under r in which forehand holds the four
// kings (in his first six cards) and the Pagat and the Uhu, middlehand the
// four queens.
func fourKings(t *testing.T, r koenigrufen.Rules) koenigrufen.State {
	t.Helper()
	var o deck.Order
	first := []deck.Card{deck.HeartsKing, deck.DiamondsKing, deck.SpadesKing, deck.ClubsKing, deck.Pagat, deck.Uhu,
		deck.HeartsQueen, deck.DiamondsQueen, deck.SpadesQueen, deck.ClubsQueen}
	copy(o[:], first)
	i := len(first)
	for c := range deck.FullPack.All() {
		if !deck.SetOf(first...).Has(c) {
			o[i] = c
			i++
		}
	}
	d, err := koenigrufen.DealFrom(o, r)
	if err != nil {
		t.Fatal(err)
	}
	s, err := koenigrufen.NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// doc/koenigrufen.md §5.1 rule 7: a calling contract cannot be bid with
// all four kings; rule 8 and doc/koenigrufen.md §5.2: FourKings = CallQueen and
// PassForehand.
func TestAuctionFourKings(t *testing.T) {
	s := play(t, fourKings(t, koenigrufen.AustrianTarockCup2023), "vorhand", "pass", "pass", "pass")
	if got, want := moveTexts(s), "bid Trischaken, bid Piccolo, bid Bettel, bid Farbendreier, bid Dreier, bid Farbensolo, bid PiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
		t.Errorf("four kings: %s, want %s", got, want)
	}
	m := koenigrufen.Bid(koenigrufen.Rufer)
	if _, err := s.Apply(m); !errors.Is(err, tarock.ErrNotAllowed) || !strings.Contains(err.Error(), "doc/koenigrufen.md §5.1 rule 7") {
		t.Errorf("Rufer with four kings: %v", err)
	}
	// CallQueen: four kings and at most three queens allow a calling
	// contract; middlehand holds the four queens.
	r := koenigrufen.AustrianTarockCup2023
	r.FourKings = koenigrufen.FourKingsCallQueen
	s = play(t, fourKings(t, r), "vorhand", "pass", "pass", "pass")
	if !strings.Contains(moveTexts(s), "bid Rufer") {
		t.Errorf("CallQueen: %s", moveTexts(s))
	}
	// PassForehand: forehand hands on; middlehand opens, and chooses after
	// three passes of the others.
	r.FourKings = koenigrufen.FourKingsPassForehand
	s = fourKings(t, r)
	if got := moveTexts(s); !strings.HasPrefix(got, "vorhand, passforehand, ") {
		t.Errorf("PassForehand opening: %s", got)
	}
	s = play(t, s, "passforehand")
	if s.ToMove() != 1 || !strings.HasPrefix(moveTexts(s), "vorhand, bid Piccolo") {
		t.Errorf("after passforehand: %v to move: %s", s.ToMove(), moveTexts(s))
	}
	s = play(t, s, "vorhand", "pass", "pass")
	if s.ToMove() != 1 || !strings.HasPrefix(moveTexts(s), "bid Trischaken, bid Rufer") {
		t.Errorf("middlehand's choice: %v to move: %s", s.ToMove(), moveTexts(s))
	}
	if s = play(t, s, "bid Dreier"); s.Declarer() != 1 || s.AuctionMove(0) != koenigrufen.PassForehand() {
		t.Errorf("declarer %v, auction %v", s.Declarer(), s.AuctionMove(0))
	}
	// doc/koenigrufen.md §5.2: the hold passes to middlehand too.
	s = play(t, fourKings(t, r), "passforehand", "vorhand", "bid Piccolo", "pass")
	if got := moveTexts(s); !strings.HasPrefix(got, "pass, hold") {
		t.Errorf("middlehand's hold: %s", got)
	}
}

// doc/koenigrufen.md §4.4 and doc/koenigrufen.md §5.1 rule 7: the bird callers need their bird;
// ExtraContracts puts the Zwiccolos just above Piccolo and Piccolo ouvert
// (doc/koenigrufen.md §13.1).
func TestAuctionBirdsAndExtras(t *testing.T) {
	r := koenigrufen.AustrianTarockCup2023
	r.Tariff, r.BirdCallers = koenigrufen.TariffWien2020, koenigrufen.BirdCallersSeparate
	// Forehand holds the Pagat and the Uhu, not the Kakadu or Quapil.
	got := moveTexts(fourKings(t, r))
	for c, want := range map[string]bool{"Pagatrufer": false, "Zwiccolo": true, "ZwiccoloOuvert": true} {
		if strings.Contains(got, "bid "+c+",") != want {
			t.Errorf("Wien2020 with four kings: %s; %s offered should be %v", got, c, want)
		}
	}
	r.FourKings = koenigrufen.FourKingsCallQueen
	got = moveTexts(fourKings(t, r))
	if !strings.Contains(got, "bid Pagatrufer, ") || !strings.Contains(got, "bid Uhurufer, ") || strings.Contains(got, "Kakadurufer") {
		t.Errorf("Wien2020 with CallQueen: %s", got)
	}
	r.Tariff, r.BirdCallers = koenigrufen.TariffTirol2020, koenigrufen.BirdCallersSplitLowHigh
	got = moveTexts(fourKings(t, r))
	if !strings.Contains(got, "bid BesserruferLow, ") || strings.Contains(got, "BesserruferHigh") {
		t.Errorf("Tirol2020: %s", got)
	}
	r = koenigrufen.AustrianTarockCup2023
	r.ExtraContracts = koenigrufen.ExtraZwiccolo | koenigrufen.ExtraZwiccoloOuvert
	if got, want := moveTexts(ordered(t, r)), "vorhand, bid Piccolo, bid Zwiccolo, bid Bettel, bid Solorufer, bid Besserrufer, bid Farbendreier, bid Sechserdreier, bid Dreier, bid Farbensolo, bid PiccoloOuvert, bid ZwiccoloOuvert, bid BettelOuvert, bid Solodreier"; got != want {
		t.Errorf("ExtraContracts: %s, want %s", got, want)
	}
}
