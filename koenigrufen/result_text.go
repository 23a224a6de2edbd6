package koenigrufen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// The text of a Result (doc/koenigrufen.md "Game records") and of the
// types it holds.

var (
	endText            = enumtext.New("koenigrufen.End", EndNotOver, EndThrownIn, End.String)
	itemKindText       = enumtext.New("koenigrufen.ItemKind", ItemGame, ItemTrischaken, ItemKind.String)
	resultContractText = enumtext.Names("koenigrufen.Contract", NoContract, contractNames[:]...)
)

// MarshalText writes e as [End.String] does; a value that is not one of
// the constants is an error wrapping [tarock.ErrBadText].
func (e End) MarshalText() ([]byte, error) { return endText.Marshal(e) }

// UnmarshalText reads a name that [End.String] writes, in any case.
// Other text returns a *[tarock.TextError] and leaves e unchanged.
func (e *End) UnmarshalText(b []byte) error { return endText.Unmarshal(b, e) }

// MarshalText writes k as [ItemKind.String] does; a value that is not one
// of the constants ItemGame … ItemTrischaken is an error wrapping
// [tarock.ErrBadText].
func (k ItemKind) MarshalText() ([]byte, error) { return itemKindText.Marshal(k) }

// UnmarshalText reads a name that [ItemKind.String] writes, in any case.
// Other text returns a *[tarock.TextError] and leaves k unchanged.
func (k *ItemKind) UnmarshalText(b []byte) error { return itemKindText.Unmarshal(b, k) }

// label names the item as the settlement prints it: "Uhu, silent (seat 2)".
func (it Item) label() string {
	l := it.Kind.String()
	switch it.Kind {
	case ItemGame, ItemSchleifen, ItemTrischaken:
		if it.Kind == ItemGame && it.Payers.Len() == 1 && it.Payees.Len() == 1 {
			l += " (" + it.Seat.String() + ")"
		}
		return l
	}
	if it.Announced {
		return l + ", announced (" + it.Seat.String() + ")"
	}
	return l + ", silent (" + it.Seat.String() + ")"
}

// payment describes who pays whom, as "seat 1, seat 3 pay 2 each to seat
// 0, seat 2".
func (it Item) payment() string {
	verb := "pays"
	if it.Payers.Len() > 1 {
		verb = "pay"
	}
	return fmt.Sprintf("%v %s %d per unit to %v", it.Payers, verb, it.Amount(), it.Payees)
}

// writeHeadline writes the first line of the settlement: the contract,
// its declarer and partner, and how it ended.
func (r Result) writeHeadline(b *strings.Builder) {
	switch {
	case r.End == EndConceded:
		fmt.Fprintf(b, "%v by %v: conceded (Schleifen)", r.Contract, r.Declarer)
	case r.End == EndThrownIn:
		b.WriteString("thrown in (RedealNoTarock): a hand without a tarock, or with a lone Trull card under NoTarockOrLoneTrull")
	case r.Contract == Trischaken:
		fmt.Fprintf(b, "Trischaken: card points %v, %v, %v, %v", r.SeatPoints[0], r.SeatPoints[1], r.SeatPoints[2], r.SeatPoints[3])
	default:
		fmt.Fprintf(b, "%v by %v", r.Contract, r.Declarer)
		if r.Partner != tarock.NoSeat {
			fmt.Fprintf(b, " with %v", r.Partner)
		}
		verdict := "lost"
		if r.GameWon {
			verdict = "won"
		}
		if r.Contract.IsNegative() {
			fmt.Fprintf(b, ": %s with %d tricks", verdict, r.Tricks[r.Declarer&3])
		} else {
			fmt.Fprintf(b, ": %s with %v card points to %v", verdict, r.DeclarerPoints, r.DefenderPoints)
		}
	}
}

// writeSeats writes "seat 0 +1, seat 1 -1, …" of d.
func writeSeats(b *strings.Builder, d [Players]int) {
	for p, v := range d {
		if p > 0 {
			b.WriteString(", ")
		}
		b.WriteString(tarock.Seat(p).String() + " ")
		if v >= 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(v))
	}
}

// String prints the settlement so that a person can check it: the
// contract, declarer and partner, the card points or tricks, one line per
// item with its value, Kontra factor and who pays whom, then the Score and
// the Money of each seat.
func (r Result) String() string {
	if r.End == EndNotOver {
		return "deal not over"
	}
	var b strings.Builder
	r.writeHeadline(&b)
	b.WriteByte('\n')
	for _, it := range r.ItemList() {
		verdict := "lost"
		if r.declarerSideWon(it) {
			verdict = "won"
		}
		if it.Kind == ItemTrischaken {
			verdict = ""
		}
		amount := strconv.Itoa(it.Value)
		if it.Factor > 1 {
			amount += fmt.Sprintf(" ×%d = %d", it.Factor, it.Amount())
		}
		fmt.Fprintf(&b, "  %-34s %-4s %-10s %s\n", it.label(), verdict, amount, it.payment())
	}
	b.WriteString("  Score: ")
	writeSeats(&b, r.Score)
	b.WriteString("\n  Money: ")
	writeSeats(&b, r.Deltas)
	b.WriteByte('\n')
	return b.String()
}

// Summary returns the result in one line, as a game record's result
// comment writes it (doc/koenigrufen.md "Game records"): the first line
// of [Result.String], each item with its value and factor, the Score and
// the Money, for example "Rufer by seat 0 with seat 2: won with 38 card
// points to 32; Game 1 won; Score seat 0 +1, …; Money seat 0 +1, …".
func (r Result) Summary() string {
	if r.End == EndNotOver {
		return "deal not over"
	}
	var b strings.Builder
	r.writeHeadline(&b)
	for _, it := range r.ItemList() {
		b.WriteString("; " + it.label() + " " + strconv.Itoa(it.Value))
		if it.Factor > 1 {
			b.WriteString(" ×" + strconv.Itoa(it.Factor))
		}
		switch {
		case it.Kind == ItemTrischaken:
			b.WriteString(" paid by " + it.Payers.String())
		case r.declarerSideWon(it):
			b.WriteString(" won")
		default:
			b.WriteString(" lost")
		}
	}
	b.WriteString("; Score ")
	writeSeats(&b, r.Score)
	b.WriteString("; Money ")
	writeSeats(&b, r.Deltas)
	return b.String()
}

// declarerSideWon reports whether the item goes to the declarer's party
// (in a negative contract to the declarer).
func (r Result) declarerSideWon(it Item) bool {
	return it.Won == (it.Seat == r.Declarer || it.Seat == r.Partner && r.Partner != tarock.NoSeat)
}
