package tapp

import (
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// GameName is the value of the Game tag of a Tapp Tarock record.
const GameName = "Tapp Tarock"

// Game is one whole deal of Tapp Tarock as a game record holds it
// (doc/notation.md "Game records", doc/tapp.md "Game records"): Rules,
// Preset, Deal, Moves, the table's Tags (Seat0 forehand, Seat1 middlehand,
// Seat2 dealer, Dealer, Date, Event, Seed, any other) and, after [Replay],
// States. [Game.Record] writes it as a record. strohmandel.Game has the
// same shape.
type Game = record.Game[book, Rules, Deal, Move, State]

// book supplies the rules of Tapp Tarock to the record flow of package
// record.
type book struct{}

// Format returns the record format of Tapp Tarock.
func (book) Format() *record.Format[Rules, Deal, Move, State] { return &recordFormat }

// dealLines are the deal lines: the hands by seat, then the talon halves.
var dealLines = []string{"Forehand", "Middlehand", "Dealer", "TalonLower", "TalonUpper"}

var recordFormat = record.Format[Rules, Deal, Move, State]{
	Game:        GameName,
	Package:     "tapp",
	Presets:     Presets(),
	DealLines:   dealLines,
	ReadDeal:    readDeal,
	ReadDealFor: readDealFor,
	Pack:        Rules.CardsInPlay,
	WriteDeal:   writeDeal,
	ParseMove:   ParseMove,
	NewGame:     NewGame,
	Result: func(s State) (string, bool) {
		r, over := s.Result()
		return r.Summary(), over
	},
	Phase:  func(s State) string { return s.Phase().String() },
	Origin: func(s State) (Rules, string, Deal, []Move) { return s.Rules(), "", s.Deal(), s.AppendHistory(nil) },
}

// readDeal reads the deal lines Forehand, Middlehand and Dealer (16 cards
// each) and TalonLower and TalonUpper (3 cards each, in the order laid).
func readDeal(lines [][][]deck.Card) (Deal, error) { return readDealOf(16, lines) }

// readDealFor reads the deal lines under the rules r: hands of the size
// the pack deals, and in the game for two the line Dealer, the third hand,
// as the dummy stack in its order, top first (doc/tapp.md §11.2, "Game
// records").
func readDealFor(r Rules, lines [][][]deck.Card) (Deal, error) {
	d, err := readDealOf(r.HandSize(), lines)
	if err == nil && r.Dummy1829 && len(lines) > int(dummySeat) && len(lines[dummySeat]) == 1 {
		copy(d.Dummy[:], lines[dummySeat][0])
	}
	return d, err
}

// writeDeal returns the deal lines of d: the hands in card order, but the
// dummy stack of the game for two in its order, top first, and the talon
// halves in the order laid.
func writeDeal(d Deal) [][][]deck.Card {
	lines := record.WriteHands(d.Hands[:], d.Talon[:], 2)
	if d.Dummy != [len(d.Dummy)]deck.Card{} {
		lines[dummySeat] = [][]deck.Card{append([]deck.Card(nil), d.Dummy[:]...)}
	}
	return lines
}

// readDealOf reads the deal lines with hands of n cards, as many as the
// pack of the rules deals (doc/tapp.md §3, §11.1.2).
func readDealOf(n int, lines [][][]deck.Card) (Deal, error) {
	var d Deal
	err := record.ReadHands("tapp", dealLines, lines, d.Hands[:], max(n, 1), d.Talon[:])
	return d, err
}

// Replay rebuilds a deal of Tapp Tarock from its record (doc/tapp.md "Game
// records"): the Rules tag names the preset ([Preset]; MayrSedlaczek2001
// when absent), each Option tag changes one option of it
// ([Rules.WithOption]), the deal lines Forehand, Middlehand, Dealer,
// TalonLower and TalonUpper give the deal, and every move is parsed
// ([ParseMove]) and applied, keeping every state in Game.States. Tags other
// than Game, Rules and Option go to Game.Tags.
//
// Every error is a *record.Error with the line and column it concerns
// (those of the tag, the deal line or the card in it, the move, or the
// result comment); it wraps record.ErrBadRecord for a bad tag, option or
// deal line (with tarock.ErrInvalidRules or tarock.ErrInvalidDeal as fits),
// the engine's error for an illegal move (tarock.ErrIllegalMove and the
// rule broken, named in the message), tarock.ErrBadMoveSyntax for a move
// that does not parse, record.ErrIncomplete for a deal not over after the
// last move, and record.ErrResultMismatch for a result comment that
// differs from [Result.Summary]; beside the last two the Game is returned
// with every state. The flow is record.Replay's, the same in every game.
func Replay(r record.Record) (Game, error) {
	return record.Replay[book, Rules, Deal, Move, State](r)
}

// ReplayText parses a record's text with record.Parse and replays it as
// [Replay] does; its errors are those of the two.
func ReplayText(text string) (Game, error) {
	return record.ReplayText[book, Rules, Deal, Move, State](text)
}

// Record returns the game record of the finished deal s with the table's
// tags (Seat0, Seat1, Seat2, Dealer, Date, Event, Seed or any other name),
// as [Game.Record] writes it: the rules against the closest preset, the
// deal as dealt ([State.Deal]) and every move. It returns an error wrapping
// record.ErrIncomplete while the deal is not over, and one wrapping
// record.ErrBadRecord for a tag that would not read back (see Game.Record).
// strohmandel.State.Record is the same.
func (s State) Record(tags ...record.Tag) (record.Record, error) {
	return record.Write[book, Rules, Deal, Move, State](s, tags...)
}

// Deal returns the deal s started from: each seat's hand as dealt (its hand
// now, plus the cards it played and, for the declarer, the cards laid away,
// less the talon cards taken) and the talon in the order laid. [NewGame]
// with it and the moves of the deal give s again. It allocates.
func (s State) Deal() Deal {
	d := Deal{Talon: s.Talon()}
	var played [3]deck.Set
	o := s.Observation(s.historySeat())
	for _, e := range o.Events() {
		if c, ok := e.Move.PlayedCard(); ok && e.Seat.Valid(3) {
			played[e.Seat] = played[e.Seat].With(c)
		}
	}
	for p := range tarock.Seat(3) {
		d.Hands[p] = s.Hand(p) | played[p]
		if p == s.Declarer() {
			d.Hands[p] = (d.Hands[p] | s.Discards()) &^ s.TalonTaken()
		}
	}
	if s.isDummy() {
		d.Dummy = s.dummyOrder()
		d.Hands[dummySeat] = deck.SetOf(d.Dummy[:]...)
	}
	return d
}

// historySeat is the seat whose view of the history conceals nothing: the
// declarer's, who sees his own discards.
func (s State) historySeat() tarock.Seat {
	if d := s.Declarer(); d.Valid(3) {
		return d
	}
	return tarock.Forehand
}

// AppendHistory appends every move made in the deal so far, in order, to
// dst, with every card shown (the declarer's discards too): replaying them
// from [NewGame] with [State.Deal] gives s again. Each seat's own view of
// the history, with the cards it may not see removed, is
// [Observation.Events]. It allocates a little when dst lacks room, as
// strohmandel.State.AppendHistory does.
func (s State) AppendHistory(dst []Move) []Move {
	o := s.Observation(s.historySeat())
	for _, e := range o.Events() {
		dst = append(dst, e.Move)
	}
	return dst
}

// Summary returns the result in one line that a reader can check by eye,
// the form of the result comment of a game record (doc/tapp.md "Game
// records"). For a played contract:
//
//	Dreier by seat 1: 38 : 32 card points, won; Game 3 to declarer, Trull (seat 0) 3 to defenders; deltas +3 +6 -9
//
// that is the contract and the declarer, the card points of the
// declarer's and the defenders' piles (whole points, or with "1/3" and
// "2/3"), "won" or "lost" for the game, then every scored item in the order
// of [Result.Items] and the game points of each seat. An item is written as
// its name ("Game", "Valat", "Pagat Ultimo", "Trull", "Königstrull",
// "Köpfe", …), "announced" or "silent" for a Pagat Ultimo or a Valat, the
// seat of a hand bonus or of a silent Pagat Ultimo in parentheses, its value
// in game points, the Kontra factor as "x2", "x4" or "x8" when doubled, and
// the payees: "to declarer" (paid by each defender), "to defenders" (paid by
// the declarer to each defender) or "to seat N" / "to seats N M" (paid by
// every other seat). Deltas are signed ("+3", "-9", "0"); a fourth delta is
// the fourth person of FourthKing1821, written when he takes part in a
// payment. Trischaken, a Tapper that stood and a deal thrown in read
//
//	Trischaken: card points 30 : 25 : 15, tricks 6 : 5 : 5; Trischaken loser (seat 0) 5 to seats 1 2; deltas -10 +5 +5
//	Tapper by seat 0 stood, not played; Tapper 1 to declarer; deltas +2 -1 -1
//	all passed, thrown in; no score; deltas 0 0 0
//
// and a deal not over reads "deal not over".
func (r Result) Summary() string {
	var b strings.Builder
	switch r.End {
	case EndNotOver:
		return "deal not over"
	case EndPlayed:
		outcome := "lost"
		if r.GameWon {
			outcome = "won"
		}
		fmt.Fprintf(&b, "%v by %v: %s : %s card points, %s", r.Contract, r.Declarer,
			r.DeclarerPoints.ASCII(), r.DefenderPoints.ASCII(), outcome)
	case EndTrischaken:
		fmt.Fprintf(&b, "Trischaken: card points %s : %s : %s, tricks %d : %d : %d",
			r.SeatPoints[0].ASCII(), r.SeatPoints[1].ASCII(), r.SeatPoints[2].ASCII(), r.Tricks[0], r.Tricks[1], r.Tricks[2])
	case EndTapper:
		fmt.Fprintf(&b, "Tapper by %v stood, not played", r.Declarer)
	default:
		b.WriteString(r.End.String())
	}
	b.WriteString("; ")
	n := min(r.NumItems, len(r.Items))
	if n <= 0 {
		b.WriteString("no score")
	}
	four := r.Fourth != 0
	for i, it := range r.Items[:max(n, 0)] {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(it.Kind.String())
		if it.Kind == ItemPagatUltimo || it.Kind == ItemValat {
			if it.Announced {
				b.WriteString(" announced")
			} else {
				b.WriteString(" silent")
			}
		}
		switch it.Kind {
		case ItemTrull, ItemKingsTrull, ItemHeads, ItemTrischakenLoser, ItemTrischakenNoTrick:
			fmt.Fprintf(&b, " (%v)", it.Seat)
		case ItemPagatUltimo:
			if !it.Announced {
				fmt.Fprintf(&b, " (%v)", it.Seat)
			}
		}
		fmt.Fprintf(&b, " %d", it.Value)
		if it.Factor > 1 {
			fmt.Fprintf(&b, " x%d", it.Factor)
		}
		b.WriteString(" to ")
		b.WriteString(r.payees(it))
		if (it.Payers|it.Payees)&8 != 0 {
			four = true
		}
	}
	b.WriteString("; deltas")
	deltas := r.Deltas[:]
	if four {
		deltas = append(deltas, r.Fourth)
	}
	for _, d := range deltas {
		if d == 0 {
			b.WriteString(" 0")
		} else {
			fmt.Fprintf(&b, " %+d", d)
		}
	}
	return b.String()
}

// payees names the payees of an item for Summary.
func (r *Result) payees(it Item) string {
	if d := r.Declarer; d <= 2 {
		defenders := SeatSet(7) &^ seatBit(d)
		if it.Payers&8 != 0 || it.Payees&8 != 0 {
			defenders |= 8
		}
		switch {
		case it.Payees == seatBit(d) && it.Payers == defenders:
			return "declarer"
		case it.Payers == seatBit(d) && it.Payees == defenders:
			return "defenders"
		}
	}
	var b strings.Builder
	b.WriteString("seat")
	if it.Payees.Len() > 1 {
		b.WriteString("s")
	}
	for p := range tarock.Seat(8) {
		if it.Payees.Has(p) {
			fmt.Fprintf(&b, " %d", p)
		}
	}
	return b.String()
}
