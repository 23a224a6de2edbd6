package koenigrufen

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
)

// valatCases are Dreiers of F (game 4) with every row of the Valat table
// of doc/koenigrufen.md §11.5, its factors, and the fixed Valat.
var valatCases = []premiumCase{
	{"silent Valat of the declarer", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(12, 0, 0, 0)
	}, deltas{48, -16, -16, -16}, deltas{48, -16, -16, -16}},
	{"silent Valat of the defenders", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(0, 4, 4, 4)
	}, deltas{-48, 16, 16, 16}, deltas{-48, 16, 16, 16}},
	{"announced Valat made", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(12, 0, 0, 0)
		f.announced[0] = Valat
	}, deltas{96, -32, -32, -32}, deltas{96, -32, -32, -32}},
	{"announced Valat failed", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(11, 1, 0, 0)
		f.announced[0] = Valat
	}, deltas{-96, 32, 32, 32}, deltas{-96, 32, 32, 32}},
	{"announced Valat failed, the defenders taking all", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(0, 12, 0, 0)
		f.announced[0] = Valat
	}, deltas{-96, 32, 32, 32}, deltas{-96, 32, 32, 32}},
	{"the defenders' Valat announced and made", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(0, 6, 6, 0)
		f.announced[1] = Valat
	}, deltas{-96, 32, 32, 32}, deltas{-96, 32, 32, 32}},
	{"the defenders' Valat announced and failed (N)", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(1, 5, 6, 0)
		f.announced[1] = Valat
	}, deltas{96, -32, -32, -32}, deltas{96, -32, -32, -32}},
	{"the defenders' silent Valat against a Sechserdreier counts 8", Sechserdreier, func(t *testing.T, f *facts) {
		f.setTricks(0, 6, 6, 0)
	}, deltas{-96, 32, 32, 32}, deltas{-96, 32, 32, 32}},
	{"a silent Valat takes the game's Kontra", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(12, 0, 0, 0)
		f.level[itemGame] = 2
	}, deltas{48, -16, -16, -16}, deltas{96, -32, -32, -32}},
	{"an announced Valat takes the higher level, not the product (N)", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(12, 0, 0, 0)
		f.announced[0] = Valat
		f.level[itemGame], f.level[premiumItem(Valat)] = 2, 4
	}, deltas{96, -32, -32, -32}, deltas{384, -128, -128, -128}},
	{"the Valat is not doubled in a solo contract", Solodreier, func(t *testing.T, f *facts) {
		f.setTricks(12, 0, 0, 0)
	}, deltas{96, -32, -32, -32}, deltas{96, -32, -32, -32}},
	{"a Valat drops the silent premiums, not the announced", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(12, 0, 0, 0)
		f.aside[0] |= deck.Trull | deck.Kings
		f.aside[1] &^= deck.Trull | deck.Kings
		f.announced[0] = Uhu
		f.play(11, sF, deck.Uhu)
		f.winner[11] = sF
	}, deltas{60, -20, -20, -20}, deltas{60, -20, -20, -20}},
	{"fixed Wien: silent Valat beside the game, its Kontra void, silent Trull dropped, Pagat kept", Dreier, func(t *testing.T, f *facts) {
		f.rules.ValatScoring = ValatFixed10_20Wien
		f.setTricks(12, 0, 0, 0)
		f.level[itemGame] = 2
		f.aside[0] |= deck.Trull
		f.aside[1] &^= deck.Trull
		f.play(12, sF, deck.Pagat)
		f.winner[12] = sF
	}, deltas{45, -15, -15, -15}, deltas{45, -15, -15, -15}},
	{"fixed Wien: announced Valat keeps both levels", Dreier, func(t *testing.T, f *facts) {
		f.rules.ValatScoring = ValatFixed10_20Wien
		f.setTricks(12, 0, 0, 0)
		f.announced[0] = Valat
		f.level[itemGame], f.level[premiumItem(Valat)] = 2, 2
	}, deltas{72, -24, -24, -24}, deltas{144, -48, -48, -48}},
	{"fixed Tirol: an announced Trull does not count beside a Valat", Dreier, func(t *testing.T, f *facts) {
		f.rules.ValatScoring = ValatFixed10_20Tirol
		f.setTricks(12, 0, 0, 0)
		f.announced[0] = Trull
	}, deltas{42, -14, -14, -14}, deltas{42, -14, -14, -14}},
	{"fixed Valat doubled in a solo contract", Solodreier, func(t *testing.T, f *facts) {
		f.rules.ValatScoring = ValatFixed10_20Tirol
		f.setTricks(12, 0, 0, 0)
	}, deltas{84, -28, -28, -28}, deltas{84, -28, -28, -28}},
	{"the talon stays with the defenders in a Valat", Dreier, func(t *testing.T, f *facts) {
		f.setTricks(12, 0, 0, 0)
		f.announced[0] = Trull
		f.aside[0] |= deck.SetOf(deck.Skus, deck.Pagat)
		f.aside[1] = deck.SetOf(deck.Mond)
		f.aside[0] = deck.FullPack &^ f.aside[1]
		f.talon = f.aside[1]
	}, deltas{42, -14, -14, -14}, deltas{42, -14, -14, -14}},
	{"ValatTakesTalon", Dreier, func(t *testing.T, f *facts) {
		f.rules.ValatTakesTalon = true
		f.setTricks(12, 0, 0, 0)
		f.announced[0] = Trull
		f.aside[1] = deck.SetOf(deck.Mond)
		f.aside[0] = deck.FullPack &^ f.aside[1]
		f.talon = f.aside[1]
	}, deltas{54, -18, -18, -18}, deltas{54, -18, -18, -18}},
}

// TestValat runs valatCases (doc/koenigrufen.md §11.5).
func TestValat(t *testing.T) {
	for _, c := range valatCases {
		t.Run(c.name, func(t *testing.T) {
			f := newFacts(c.contract, sF, tarock.NoSeat)
			f.split(t, 3*40)
			c.setup(t, f)
			check(t, f, c.score, c.money)
		})
	}
}

// TestTrischaken checks the payments of doc/koenigrufen.md §11.8 under
// both values of TrischakenPayment and TwoVirgins.
func TestTrischaken(t *testing.T) {
	for _, c := range []struct {
		name    string
		payment TrischakenPayment
		virgins TwoVirgins
		thirds  [3]int // F, M, H; D has the rest
		tricks  [4]int
		want    deltas
	}{
		{"one loser, no Jungfrau", 0, 0, [3]int{40, 30, 100}, [4]int{3, 2, 5, 2}, deltas{1, 1, -3, 1}},
		{"forehand tied loses alone", 0, 0, [3]int{70, 70, 40}, [4]int{3, 3, 3, 3}, deltas{-6, 2, 2, 2}},
		{"forehand Bürgermeister", 0, 0, [3]int{110, 40, 30}, [4]int{6, 2, 2, 2}, deltas{-12, 4, 4, 4}},
		{"forehand loses to one Jungfrau", 0, 0, [3]int{110, 60, 40}, [4]int{6, 3, 3, 0}, deltas{-12, 0, 0, 12}},
		{"a Bürgermeister and two Jungfrauen share", 0, 0, [3]int{90, 0, 120}, [4]int{5, 0, 7, 0}, deltas{0, 3, -6, 3}},
		{"two Jungfrauen share 4", 0, 0, [3]int{104, 0, 106}, [4]int{6, 0, 6, 0}, deltas{0, 2, -4, 2}},
		{"two Jungfrauen, FullEach", 0, TwoVirginsFullEach, [3]int{104, 0, 106}, [4]int{6, 0, 6, 0}, deltas{0, 3, -6, 3}},
		{"one Jungfrau takes 3", 0, 0, [3]int{60, 50, 100}, [4]int{4, 3, 5, 0}, deltas{0, 0, -3, 3}},
		{"two equal losers, one Jungfrau takes all 4", 0, 0, [3]int{50, 80, 80}, [4]int{4, 4, 4, 0}, deltas{0, -2, -2, 4}},
		{"two equal losers pay 2 each", 0, 0, [3]int{30, 80, 80}, [4]int{3, 3, 3, 3}, deltas{2, -2, -2, 2}},
		{"two equal losers, FullEach with two Jungfrauen", 0, TwoVirginsFullEach, [3]int{0, 105, 105}, [4]int{0, 6, 6, 0}, deltas{3, -3, -3, 3}},
		{"three equal losers pay 1 each", 0, 0, [3]int{0, 70, 70}, [4]int{1, 4, 4, 3}, deltas{3, -1, -1, -1}},
		{"one player took every trick", 0, 0, [3]int{0, 0, 210}, [4]int{0, 0, 12, 0}, deltas{2, 2, -6, 2}},
		{"Wien: one loser", TrischakenPaymentWien2020, 0, [3]int{40, 30, 100}, [4]int{3, 2, 5, 2}, deltas{2, 2, -6, 2}},
		{"Wien: forehand tied loses alone", TrischakenPaymentWien2020, 0, [3]int{70, 70, 40}, [4]int{3, 3, 3, 3}, deltas{-12, 4, 4, 4}},
		{"Wien: forehand Bürgermeister", TrischakenPaymentWien2020, 0, [3]int{120, 40, 30}, [4]int{6, 2, 2, 2}, deltas{-24, 8, 8, 8}},
		{"Wien: a Jungfrau takes all", TrischakenPaymentWien2020, 0, [3]int{60, 50, 100}, [4]int{4, 3, 5, 0}, deltas{0, 0, -6, 6}},
		{"Wien: two losers share", TrischakenPaymentWien2020, 0, [3]int{30, 80, 80}, [4]int{3, 3, 3, 3}, deltas{3, -3, -3, 3}},
		{"Wien: three losers share", TrischakenPaymentWien2020, 0, [3]int{0, 70, 70}, [4]int{1, 4, 4, 3}, deltas{6, -2, -2, -2}},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFacts(Trischaken, sF, tarock.NoSeat)
			f.rules.TrischakenPayment, f.rules.TwoVirgins = c.payment, c.virgins
			f.trischaken(t, c.thirds[:]...)
			f.setTricks(c.tricks[:]...)
			check(t, f, c.want, c.want)
		})
	}
}

// TestTrischakenTalon: the talon counts for the winner of the last trick
// (doc/koenigrufen.md §11.8).
func TestTrischakenTalon(t *testing.T) {
	f := newFacts(Trischaken, sF, tarock.NoSeat)
	f.talon = worth(t, 30, 0)
	f.won[0] = worth(t, 40, f.talon)
	f.won[1] = worth(t, 30, f.talon|f.won[0])
	f.won[2] = worth(t, 70, f.talon|f.won[0]|f.won[1])
	f.won[3] = deck.FullPack &^ (f.talon | f.won[0] | f.won[1] | f.won[2])
	f.setTricks(3, 2, 5, 2)
	f.winner[12] = sH
	r := check(t, f, deltas{1, 1, -3, 1}, deltas{1, 1, -3, 1})
	if r.SeatPoints[2] != 100 {
		t.Errorf("seat points %v", r.SeatPoints)
	}
}
