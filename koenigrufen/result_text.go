package koenigrufen

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/internal/settletext"
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

// Summary returns the result in one line, as a game record's result
// comment writes it (doc/koenigrufen.md "Game records"): the contract,
// its declarer and partner and how it ended, each item with its seat, its
// value and factor and whether the seat's party won it, the Score and the
// Money, for example "Rufer by seat 0 with seat 2: won with 38 card
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
		case it.Won:
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

// String returns the settlement as [Result.Text] writes it with the seats
// called "seat 0" to "seat 3", without a trailing newline.
func (r Result) String() string { return r.Text(nil) }

// Text returns the settlement so that a person can check it, the players
// called by names (names[i] is seat i's name; "seat i" for a name not
// given): the contract, its declarer and partner and how it ended with
// the card points or tricks, one line per scored item in the order of
// doc/koenigrufen.md §11.9 saying whose it is, whether his party won it,
// its value with the Kontra factor and who pays whom, then each player's
// Score and Money (doc/koenigrufen.md §11.1): the Score is what the score
// sheet counts, without Kontra unless KontraScoreToo; the Money what is
// paid, with every Kontra factor, the figure a [Match] adds up. When the
// two agree one line gives both. For example
//
//	Rufer, declared by Anna with Carl: won with 50 card points to 20
//	  Game — Anna and Carl won: 1; Bert and Dora pay 1 each to Anna and Carl, who get 1 each
//	  Pagat Ultimo (announced) — Anna and Carl lost: 2 × 2 (Kontra) = 4; Anna and Carl pay 4 each to Bert and Dora, who get 4 each
//	Score, on the score sheet, without Kontra: Anna -1, Bert +1, Carl -1, Dora +1
//	Money, paid, with Kontra: Anna -3, Bert +3, Carl -3, Dora +3
//
// The text has no trailing newline.
func (r Result) Text(names []string) string {
	if r.End == EndNotOver {
		return "deal not over"
	}
	n := settletext.Names(names, Players)
	sh := settletext.Sheet{Names: n, Balance: r.Deltas[:], Score: r.Score[:]}
	d := r.Declarer & 3
	switch {
	case r.End == EndConceded:
		sh.Headline = r.Contract.String() + ", declared by " + n[d] + ": conceded (Schleifen), not played"
	case r.End == EndThrownIn:
		sh.Headline = "thrown in: a hand without a tarock (RedealNoTarock), or with a lone Trull card under NoTarockOrLoneTrull; nobody pays"
	case r.Contract == Trischaken:
		sh.Headline = "Trischaken, each for himself: card points"
		for p := range Players {
			sh.Headline += " " + n[p] + " " + r.SeatPoints[p].String() + " (" + settletext.Count(r.Tricks[p], "trick") + ")"
			if p < Players-1 {
				sh.Headline += ","
			}
		}
	default:
		sh.Headline = r.Contract.String() + ", declared by " + n[d]
		if r.Partner != tarock.NoSeat {
			sh.Headline += " with " + n[r.Partner&3]
		}
		verdict := "lost"
		if r.GameWon {
			verdict = "won"
		}
		if r.Contract.IsNegative() {
			sh.Headline += ": " + verdict + " with " + settletext.Count(r.Tricks[d], "trick")
		} else {
			sh.Headline += ": " + verdict + " with " + r.DeclarerPoints.String() + " card points to " + r.DefenderPoints.String()
		}
		tricks := "tricks:"
		for p := range Players {
			tricks += " " + n[p] + " " + strconv.Itoa(r.Tricks[p])
			if p < Players-1 {
				tricks += ","
			}
		}
		sh.Lines = []string{tricks}
	}
	for _, it := range r.ItemList() {
		x := settletext.Item{Kind: it.Kind.String(), Won: it.Won, Value: it.Value, Factor: it.Factor}
		switch it.Kind {
		case ItemGame, ItemSchleifen, ItemTrischaken:
		default:
			x.How = "silent"
			if it.Announced {
				x.How = "announced"
			}
		}
		if it.Kind != ItemTrischaken {
			// The party of Seat: the seats paid when it won, the payers
			// when it lost.
			side := it.Payers
			if it.Won {
				side = it.Payees
			}
			var who []string
			for p := range tarock.Seat(Players) {
				if side.Has(p) {
					who = append(who, n[p])
				}
			}
			x.Who = settletext.List(who...)
		}
		dl := it.Deltas()
		x.Deltas = dl[:]
		sh.Items = append(sh.Items, x)
	}
	return sh.Text()
}
