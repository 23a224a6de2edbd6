package scoring

import "fmt"

// MaxSeats is the largest number of seats a [Ledger] keeps.
const MaxSeats = 4

// Ledger accumulates game points (whole points, what players pay each
// other) for up to [MaxSeats] seats. Every payment moves points from one
// seat to another, so the balances always sum to zero. It is a plain value.
type Ledger struct {
	Balance [MaxSeats]int // game points won (positive) or lost per seat
}

// Pay moves amount game points from seat from to seat to. A negative amount
// pays the other way. Seats outside 0..MaxSeats−1, or from == to, return an
// error and leave l unchanged.
func (l *Ledger) Pay(from, to, amount int) error {
	if from < 0 || from >= MaxSeats || to < 0 || to >= MaxSeats || from == to {
		return fmt.Errorf("scoring: invalid payment of %d from seat %d to seat %d", amount, from, to)
	}
	l.Balance[from] -= amount
	l.Balance[to] += amount
	return nil
}

// Sum returns the sum of the balances; it is zero for any sequence of
// payments.
func (l Ledger) Sum() int {
	s := 0
	for _, v := range l.Balance {
		s += v
	}
	return s
}
