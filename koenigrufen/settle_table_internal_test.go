package koenigrufen

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// TestGameItems: every contract of every tariff won and lost, with the
// tariff value paid two against two in a calling contract with a partner
// and one against three otherwise (doc/koenigrufen.md §4.1, §4.2, §11.2,
// §11.3, §11.7); a lost Sechserdreier counts 8.
func TestGameItems(t *testing.T) {
	for tf := range Tariff(numTariffs) {
		for _, e := range tf.Contracts() {
			c := e.Contract
			if c == Trischaken {
				continue
			}
			for _, won := range []bool{true, false} {
				partner := tarock.NoSeat
				if c.IsCalling() {
					partner = sH
				}
				f := newFacts(c, sM, partner)
				f.rules.Tariff = tf
				f.setTricks(3, 3, 3, 3)
				points := 3 * 30
				if won {
					points = 107
				}
				f.split(t, points)
				if c.IsNegative() {
					aim := map[Contract]int{Piccolo: 1, PiccoloOuvert: 1, Zwiccolo: 2, ZwiccoloOuvert: 2}[c]
					n := aim + 1
					if won {
						n = aim
					}
					f.setTricks(4, n, 8-n, 0)
				}
				v := e.Lost
				if won {
					v = e.Won
				} else {
					v = -v
				}
				want := deltas{-v, 3 * v, -v, -v}
				if partner != tarock.NoSeat {
					want = deltas{-v, v, v, -v}
				}
				r := settle(f)
				if r.Score != want || r.Deltas != want || r.GameWon != won {
					t.Errorf("%v %v won=%v: score %v money %v won %v, want %v\n%v", tf, c, won, r.Score, r.Deltas, r.GameWon, want, r)
				}
			}
		}
	}
}

// TestThreshold: 107 thirds win, 106 lose, and 106 win under Threshold
// 106 (doc/koenigrufen.md §10).
func TestThreshold(t *testing.T) {
	for _, c := range []struct {
		thirds, threshold int
		won               bool
	}{{107, 107, true}, {106, 107, false}, {106, 106, true}, {105, 106, false}} {
		f := newFacts(Dreier, sF, tarock.NoSeat)
		f.rules.Threshold = scoring.Points(c.threshold)
		f.split(t, c.thirds)
		f.setTricks(6, 2, 2, 2)
		if r := settle(f); r.GameWon != c.won {
			t.Errorf("%d thirds against %d: won %v", c.thirds, c.threshold, r.GameWon)
		}
	}
}

// premiumCase is a positive contract with premiums: the contract, the
// setup of its facts, and the expected Score and Money of each seat.
type premiumCase struct {
	name         string
	contract     Contract
	setup        func(t *testing.T, f *facts)
	score, money deltas
}

// A Dreier of F with 40 card points (+4 each) and a Rufer of F with H,
// 40 card points (+1 each), are the base of the premium cases.
var premiumCases = []premiumCase{
	{"silent Uhu of a defender (doc/koenigrufen.md §8.2, §11.4)", Dreier, func(t *testing.T, f *facts) {
		f.play(11, sM, deck.Uhu)
		f.winner[11] = sM
	}, deltas{6, -2, -2, -2}, deltas{6, -2, -2, -2}},
	{"announced Uhu lost (doc/koenigrufen.md §11.4)", Dreier, func(t *testing.T, f *facts) {
		f.announced[0] = Uhu
		f.play(11, sF, deck.Uhu)
		f.winner[11] = sM
	}, deltas{0, 0, 0, 0}, deltas{0, 0, 0, 0}},
	{"announced Uhu lost, contra'd (doc/koenigrufen.md §8.5)", Dreier, func(t *testing.T, f *facts) {
		f.announced[0] = Uhu
		f.level[premiumItem(Uhu)] = 2
		f.play(11, sF, deck.Uhu)
		f.winner[11] = sM
	}, deltas{0, 0, 0, 0}, deltas{-12, 4, 4, 4}},
	{"Uhu played early fails (doc/koenigrufen.md §8.2)", Dreier, func(t *testing.T, f *facts) {
		f.play(5, sF, deck.Uhu)
		f.winner[5] = sF
	}, deltas{12, -4, -4, -4}, deltas{12, -4, -4, -4}},
	{"silent Uhu in a Solodreier doubled (doc/koenigrufen.md §11.4)", Solodreier, func(t *testing.T, f *facts) {
		f.play(11, sF, deck.Uhu)
		f.winner[11] = sF
	}, deltas{36, -12, -12, -12}, deltas{36, -12, -12, -12}},
	{"silent Alle Könige of the defenders (doc/koenigrufen.md §8.1)", Dreier, func(t *testing.T, f *facts) {
		f.aside[0] &^= deck.Kings
		f.aside[1] |= deck.Kings
	}, deltas{9, -3, -3, -3}, deltas{9, -3, -3, -3}},
	{"announced Trull lost by the defenders (doc/koenigrufen.md §11.4)", Dreier, func(t *testing.T, f *facts) {
		f.announced[1] = Trull
	}, deltas{18, -6, -6, -6}, deltas{18, -6, -6, -6}},
	{"silent King Ultimo (doc/koenigrufen.md §8.1)", Rufer, func(t *testing.T, f *facts) {
		f.called = deck.ClubsKing
		f.play(12, sH, deck.ClubsKing)
		f.winner[12] = sF
	}, deltas{2, -2, 2, -2}, deltas{2, -2, 2, -2}},
	{"silent King Ultimo taken by the defenders: nothing (doc/koenigrufen.md §11.4)", Rufer, func(t *testing.T, f *facts) {
		f.called = deck.ClubsKing
		f.play(12, sH, deck.ClubsKing)
		f.winner[12] = sM
	}, deltas{1, -1, 1, -1}, deltas{1, -1, 1, -1}},
	{"SilentFailureCounts: King Ultimo taken (doc/koenigrufen.md §11.4)", Rufer, func(t *testing.T, f *facts) {
		f.rules.SilentFailureCounts = true
		f.called = deck.ClubsKing
		f.play(12, sH, deck.ClubsKing)
		f.winner[12] = sM
	}, deltas{0, 0, 0, 0}, deltas{0, 0, 0, 0}},
	{"SilentFailureCounts: the Pagat beaten (doc/koenigrufen.md §11.4)", Dreier, func(t *testing.T, f *facts) {
		f.rules.SilentFailureCounts = true
		f.play(12, sF, deck.Pagat)
		f.winner[12] = sD
	}, deltas{9, -3, -3, -3}, deltas{9, -3, -3, -3}},
	{"Quapil off (doc/koenigrufen.md §13.1)", Dreier, func(t *testing.T, f *facts) {
		f.rules.Quapil = false
		f.play(9, sF, deck.Quapil)
		f.winner[9] = sF
	}, deltas{12, -4, -4, -4}, deltas{12, -4, -4, -4}},
	{"silent Quapil (doc/koenigrufen.md §8.1)", Dreier, func(t *testing.T, f *facts) {
		f.play(9, sF, deck.Quapil)
		f.winner[9] = sF
	}, deltas{24, -8, -8, -8}, deltas{24, -8, -8, -8}},
	{"Mondfang of a defender (doc/koenigrufen.md §13.1)", Rufer, func(t *testing.T, f *facts) {
		f.rules.Mondfang = true
		f.play(4, sH, deck.Mond)
		f.play(4, sD, deck.Skus)
		f.winner[4] = sD
	}, deltas{0, 0, 0, 0}, deltas{0, 0, 0, 0}},
	{"Mondfang off: nothing (doc/koenigrufen.md §1)", Rufer, func(t *testing.T, f *facts) {
		f.play(4, sH, deck.Mond)
		f.play(4, sD, deck.Skus)
		f.winner[4] = sD
	}, deltas{1, -1, 1, -1}, deltas{1, -1, 1, -1}},
	{"announced Mondfang made (doc/koenigrufen.md §13.1)", Rufer, func(t *testing.T, f *facts) {
		f.rules.Mondfang = true
		f.announced[0] = MondCapture
		f.play(4, sM, deck.Mond)
		f.play(4, sF, deck.Skus)
		f.winner[4] = sF
	}, deltas{3, -3, 3, -3}, deltas{3, -3, 3, -3}},
	{"Absolut (doc/koenigrufen.md §13.1)", Dreier, func(t *testing.T, f *facts) {
		f.rules.Absolut = true
		f.aside[1] = deck.SetOf(deck.Mond, deck.ClubsKing) | worth(t, 57-26, deck.Trull|deck.Kings)
		f.aside[0] = deck.FullPack &^ f.aside[1]
	}, deltas{15, -5, -5, -5}, deltas{15, -5, -5, -5}},
	{"KontraScoreToo (doc/koenigrufen.md §11.1)", Dreier, func(t *testing.T, f *facts) {
		f.rules.KontraLedger = KontraScoreToo
		f.level[itemGame] = 4
	}, deltas{48, -16, -16, -16}, deltas{48, -16, -16, -16}},
	{"Solorufer, king in the talon: Kontras void (doc/koenigrufen.md §6.3, §11.6)", Solorufer, func(t *testing.T, f *facts) {
		f.partner, f.kingInTalon = tarock.NoSeat, true
		f.level[itemGame] = 2
	}, deltas{6, -2, -2, -2}, deltas{6, -2, -2, -2}},
	{"colour contract: no Trull, Alle Könige scored (doc/koenigrufen.md §8.1)", Farbendreier, func(t *testing.T, f *facts) {
		f.aside[0] |= deck.Trull | deck.Kings
		f.aside[1] &^= deck.Trull | deck.Kings
	}, deltas{12, -4, -4, -4}, deltas{12, -4, -4, -4}},
}

// TestPremiums runs premiumCases (doc/koenigrufen.md §8.1, §8.2, §11.4).
func TestPremiums(t *testing.T) {
	for _, c := range premiumCases {
		t.Run(c.name, func(t *testing.T) {
			partner := tarock.NoSeat
			if c.contract.IsCalling() {
				partner = sH
			}
			f := newFacts(c.contract, sF, partner)
			f.split(t, 3*40)
			f.setTricks(5, 2, 3, 2)
			c.setup(t, f)
			f.setParties() // the setup may change the partner
			check(t, f, c.score, c.money)
		})
	}
}
