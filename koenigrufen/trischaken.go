package koenigrufen

import (
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// The payment of Trischaken (doc/koenigrufen.md §11.8): everyone for
// himself, the most card points lose; forehand (the Trischaker) pays
// double when he loses or ties, a Bürgermeister (35⅔ or more) double, and
// the players without a trick (Jungfrauen) take the payment.

// mayor is the least card points of a Bürgermeister (doc/koenigrufen.md
// §10, §11.8): 35⅔.
const mayor = scoring.Majority

// settleTrischaken adds the one item of Trischaken: the losers pay, the
// Jungfrauen or the others receive (doc/koenigrufen.md §11.8).
func settleTrischaken(f *facts, r *Result) {
	if w := f.winner[12]; w < numSeats {
		r.SeatPoints[w] = scoring.Count(f.won[w] | f.talon)
	}
	best := r.SeatPoints[0]
	for _, t := range r.SeatPoints[1:] {
		best = max(best, t)
	}
	var losers, virgins SeatSet
	for p := range tarock.Seat(numSeats) {
		if r.SeatPoints[p] == best {
			losers |= seatOf(p)
		}
		if r.Tricks[p] == 0 {
			virgins |= seatOf(p)
		}
	}
	virgins &^= losers
	var it Item
	if f.rules.TrischakenPayment == TrischakenPaymentWien2020 {
		it = trischakenWien(r, losers, virgins)
	} else {
		it = trischakenCup(f, r, losers, virgins)
	}
	it.Kind, it.Factor = ItemTrischaken, 1
	for p := range tarock.Seat(numSeats) {
		if it.Payers.Has(p) {
			it.Seat = p
			break
		}
	}
	r.add(it, false)
}

// trischakenCup is the payment of [OÖ23] with TwoVirgins
// (doc/koenigrufen.md §11.8): the payers, the payees and the amount per
// opponent unit.
func trischakenCup(f *facts, r *Result, losers, virgins SeatSet) Item {
	const t = tarock.Forehand
	fullEach := f.rules.TwoVirgins == TwoVirginsFullEach && virgins.Len() == 2
	others := func(ss SeatSet) SeatSet { return 15 &^ ss }
	var b int
	switch {
	case losers.Has(t):
		losers, b = seatOf(t), 2
		if r.SeatPoints[t] >= mayor {
			b = 4
		}
	case losers.Len() == 1:
		b = 1
		for p := range tarock.Seat(numSeats) {
			if losers.Has(p) && r.SeatPoints[p] >= mayor {
				b = 2
			}
		}
	case losers.Len() == 2:
		rest := others(losers)
		switch {
		case fullEach:
			return Item{Value: 3, Payers: losers, Payees: virgins}
		case virgins.Len() == 1:
			return Item{Value: 2, Payers: losers, Payees: virgins}
		}
		return Item{Value: 2, Payers: losers, Payees: rest}
	default:
		return Item{Value: 1, Payers: losers, Payees: others(losers)}
	}
	// One loser pays 3b to the Jungfrauen, shared, or b to each other
	// player when there is none.
	switch {
	case virgins == 0:
		return Item{Value: b, Payers: losers, Payees: others(losers)}
	case fullEach:
		return Item{Value: 3 * b, Payers: losers, Payees: virgins}
	case virgins.Len() == 2 && b == 1:
		return Item{Value: 2, Payers: losers, Payees: virgins}
	}
	return Item{Value: 3 * b / virgins.Len(), Payers: losers, Payees: virgins}
}

// trischakenWien is the payment of TrischakenPaymentWien2020
// (doc/koenigrufen.md §11.8): 6 game points, doubled for a Bürgermeister
// and for forehand losing; forehand tied is the only loser; the losers
// share the payment, the Jungfrauen take it, else the others share it.
func trischakenWien(r *Result, losers, virgins SeatSet) Item {
	const t = tarock.Forehand
	total := 6
	if losers.Has(t) {
		losers, total = seatOf(t), 12
	}
	for p := range tarock.Seat(numSeats) {
		if losers.Has(p) && r.SeatPoints[p] >= mayor {
			total *= 2
		}
	}
	payees := 15 &^ losers
	if virgins != 0 {
		payees = virgins
	}
	return Item{Value: total / max(losers.Len(), payees.Len()), Payers: losers, Payees: payees}
}
