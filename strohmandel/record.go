package strohmandel

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// The deal lines of a game record: each hand as a set of cards, and each
// seat's three piles, pile 0 first, each top card first, separated by "/"
// (a pile of three of the 40-card deal without its empty position 0,
// doc/strohmandel.md §11.1.3).
var strohLines = []string{"Forehand", "Dealer", "ForehandPiles", "DealerPiles"}

var strohFormat = record.Format[Rules, Deal, Move, State]{
	Game:        GameName,
	Package:     "strohmandel",
	DealLines:   strohLines,
	Presets:     Presets(),
	ReadDeal:    dealOfLines,
	ReadDealFor: dealOfLinesFor,
	Pack:        Rules.CardsInPlay,
	WriteDeal:   linesOfDeal,
	ParseMove:   ParseMove,
	NewGame:     NewGame,
	Result:      summaryOf,
	Phase:       func(s State) string { return s.Phase().String() },
	// The rules are written against the preset of their Scoring label, or
	// Zwanziger40 with the 40-card pack (doc/strohmandel.md §11.1.6).
	Origin: func(s State) (Rules, string, Deal, []Move) {
		r := s.Rules()
		preset := r.Scoring.String()
		if r.Pack == deck.Pack40 {
			preset = "Zwanziger40"
		}
		return r, preset, s.Deal(), s.AppendHistory(nil)
	},
}

// Replay plays a game record of Strohmandeln through the rules
// (doc/strohmandel.md "Game records"): the Rules tag names the preset
// ([Preset]; MayrSedlaczek2007 when absent), each Option tag changes one
// option of it ([Rules.WithOption]), the deal lines Forehand, Dealer,
// ForehandPiles and DealerPiles give the deal, and every move is parsed
// ([ParseMove]) and applied in order; Game.States holds every state,
// Game.Tags the tags but Game, Rules and Option.
//
// The flow, and so every error, is that of record.Replay for every game:
// each error is a *record.Error at the line and column of the tag, the deal
// line (the card in it where one is to blame), the move or the result
// comment. It wraps record.ErrBadRecord and tarock.ErrInvalidRules for an
// unknown preset or a bad option, record.ErrBadRecord and
// tarock.ErrInvalidDeal for a bad deal line, tarock.ErrBadMoveSyntax or the
// *tarock.MoveError of [State.Apply] for a bad move (the message names the
// rule broken), record.ErrIncomplete for a deal not over after the last
// move and record.ErrResultMismatch for a result comment that differs from
// [Result.Summary]; the Game with every state comes beside the last two, so
// that a deal in progress can be continued.
func Replay(rec record.Record) (Game, error) {
	return record.Replay[rulebook, Rules, Deal, Move, State](rec)
}

// dealOfLines reads the deal lines Forehand and Dealer (the hands) and
// ForehandPiles and DealerPiles (PilesPerPlayer piles of PileSize cards,
// separated by "/"), a deal of the 54 cards.
func dealOfLines(lines [][][]deck.Card) (Deal, error) {
	d, err := linesDeal(lines, false)
	if err != nil {
		return d, err
	}
	return d, d.Validate()
}

// dealOfLinesFor reads the deal lines as dealOfLines, a deal of the pack
// of r (doc/design.md §10); piles 1 and 2 of the 40-card deal are written
// as three cards, without their empty position 0 (doc/strohmandel.md
// §11.1.3).
func dealOfLinesFor(r Rules, lines [][][]deck.Card) (Deal, error) {
	pack := r.CardsInPlay()
	d, err := linesDeal(lines, shortPiles(pack))
	if err != nil {
		return d, err
	}
	return d, d.ValidatePack(pack)
}

// linesDeal reads the deal lines into a deal, checking their shape: piles
// 1 and 2 hold three cards when short is set, and every pile four
// otherwise.
func linesDeal(lines [][][]deck.Card, short bool) (Deal, error) {
	var d Deal
	for seat := range Players {
		hand := lines[seat]
		if len(hand) != 1 {
			return d, &record.DealError{Line: seat, Card: -1,
				Err: fmt.Errorf("strohmandel: deal line %s is a hand, not piles: %w", strohLines[seat], tarock.ErrInvalidDeal)}
		}
		d.Hands[seat] = deck.SetOf(hand[0]...)
		piles := lines[Players+seat]
		if len(piles) != PilesPerPlayer {
			return d, &record.DealError{Line: Players + seat, Card: -1,
				Err: fmt.Errorf("strohmandel: deal line %s has %d piles, want %d: %w", strohLines[Players+seat], len(piles), PilesPerPlayer, tarock.ErrInvalidDeal)}
		}
		first := 0 // the index of the pile's first card on the line
		for p, pile := range piles {
			want := PileSize
			if short && p > 0 {
				want-- // a pile of three leaves position 0 empty (doc/strohmandel.md §11.1.3)
			}
			if len(pile) != want {
				card := first // the pile's first card, or the line for an empty pile
				if len(pile) == 0 {
					card = -1
				}
				return d, &record.DealError{Line: Players + seat, Card: card,
					Err: fmt.Errorf("strohmandel: deal line %s, pile %d has %d cards, want %d: %w", strohLines[Players+seat], p, len(pile), want, tarock.ErrInvalidDeal)}
			}
			if want < PileSize {
				d.Piles[seat][p][0] = deck.NoCard
			}
			copy(d.Piles[seat][p][PileSize-want:], pile)
			first += len(pile)
		}
	}
	return d, nil
}

// linesOfDeal returns the cards of the deal lines of d.
func linesOfDeal(d Deal) [][][]deck.Card {
	out := make([][][]deck.Card, 2*Players)
	for seat := range Players {
		out[seat] = [][]deck.Card{d.Hands[seat].AppendCards(nil)}
		for p := range d.Piles[seat] {
			pile := d.Piles[seat][p][:]
			if pile[0] == deck.NoCard { // a pile of three (doc/strohmandel.md §11.1.3)
				pile = pile[1:]
			}
			out[Players+seat] = append(out[Players+seat], pile)
		}
	}
	return out
}

// ReplayText reads the text of a game record (record.Parse) and plays it
// through the rules as [Replay] does. A syntax error is a *record.Error
// wrapping record.ErrSyntax.
func ReplayText(text string) (Game, error) {
	return record.ReplayText[rulebook, Rules, Deal, Move, State](text)
}

// GameName is the value of the Game tag of a Strohmandeln game record
// (doc/notation.md).
const GameName = "Strohmandeln"

// Game is one whole deal of Strohmandeln as a game record holds it
// (doc/notation.md "Game records", doc/strohmandel.md "Game records"):
// Rules, Preset, Deal, Moves, the table's Tags (Seat0 forehand, Seat1
// dealer, Date, Event, Seed, any other) and, after [Replay], States.
// [Game.Record] writes it as a record. tapp.Game has the same shape.
type Game = record.Game[rulebook, Rules, Deal, Move, State]

// rulebook gives the record flow of package record what is Strohmandeln's.
type rulebook struct{}

// Format returns how Strohmandeln records read and write.
func (rulebook) Format() *record.Format[Rules, Deal, Move, State] { return &strohFormat }

// Record returns the game record of s, a finished deal, as [Game.Record]
// writes it, with the table's tags in the order given (Seat0, Seat1, Date,
// Event, Seed or any other name): the Rules tag names the preset of s's
// Scoring label, the Option tags the options that differ from it, then
// come the deal ([State.Deal]), every move ([State.AppendHistory]) and the
// result comment. It returns an error wrapping record.ErrIncomplete while
// the deal is not over, and one wrapping record.ErrBadRecord for a tag that
// would not read back (named Game, Rules or Option, given twice, with a
// line break). tapp.State.Record is the same.
func (s State) Record(tags ...record.Tag) (record.Record, error) {
	return record.Write[rulebook, Rules, Deal, Move, State](s, tags...)
}

// Deal returns the deal s started from: each seat's dealt hand (its hand
// now, plus the cards it played, less the cards it took from its piles) and
// the piles in their dealt order. [NewGame] with it and the moves of
// [State.AppendHistory] give s again. It reads s through its exported
// methods only and allocates nothing.
func (s State) Deal() Deal {
	var d Deal
	var inPiles deck.Set
	for p := range Players {
		for i, pl := range s.Piles(tarock.Seat(p)) {
			d.Piles[p][i] = pl.Order()
			for _, c := range d.Piles[p][i] {
				inPiles = inPiles.With(c)
			}
		}
	}
	// Who played which card: the first lead is forehand's unless the
	// declarer of a taken-up game leads (doc/strohmandel.md §7.1), then each trick's winner.
	leader := tarock.Forehand
	if s.Rules().FirstLead == LeadDeclarerIfTakenUp && s.Contract() == TakenUpGame {
		leader = s.Declarer()
	}
	var played [Players]deck.Set
	t := tarock.NewTrick(leader, Players)
	var buf [MaxHistory]Move
	for _, m := range s.AppendHistory(buf[:0]) {
		c, ok := m.PlayedCard()
		if !ok {
			continue
		}
		seat := t.ToPlay()
		var err error
		if t, err = t.Play(c); err != nil {
			break
		}
		if seat.Valid(Players) {
			played[seat] = played[seat].With(c)
		}
		if t.Complete() {
			t = tarock.NewTrick(t.Winner(), Players)
		}
	}
	for p := range Players {
		d.Hands[p] = (s.Hand(tarock.Seat(p)) | played[p]) &^ inPiles
	}
	return d
}

// summaryOf returns the result comment of s, and whether the deal is over.
func summaryOf(s State) (string, bool) {
	res, done := s.Result()
	return res.Summary(), done
}

// Summary returns the result in one line, as game records write it in
// their result comment: the game and its verdict, both card points, and
// the net game points, for example
// "taken-up game by seat 0: won; 50⅔ : 19⅓; seat 0 +3, seat 1 -3".
func (r Result) Summary() string {
	if !r.Played() {
		first, _, _ := strings.Cut(r.String(), "\n")
		return first
	}
	// The first line of r.String() and the points, written without the
	// itemised settlement: a replay checks the summary of every deal.
	var b strings.Builder
	b.Grow(80)
	r.writeHeadline(&b)
	b.WriteString("; " + r.SeatPoints[0].String() + " : " + r.SeatPoints[1].String())
	for seat, d := range r.Deltas {
		b.WriteString([...]string{"; seat 0 ", ", seat 1 "}[seat])
		if d >= 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(d))
	}
	return b.String()
}
