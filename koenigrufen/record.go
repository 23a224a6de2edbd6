package koenigrufen

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock/record"
)

// GameName is the value of the Game tag of a Königrufen record
// (doc/koenigrufen.md "Game records").
const GameName = "Königrufen"

// Game is one whole deal of Königrufen as a game record holds it
// (doc/notation.md "Game records", doc/koenigrufen.md "Game records"):
// Rules, Preset, Deal, Moves, the table's Tags (Seat0 forehand, Seat1
// middlehand, Seat2 rearhand, Seat3 dealer, Dealer, Date, Event, Seed,
// any other) and, after [Replay], States. [Game.Record] writes it as a
// record. It has the shape of tapp.Game and strohmandel.Game.
type Game = record.Game[book, Rules, Deal, Move, State]

// book supplies the rules of Königrufen to the record flow of package
// record.
type book struct{}

// Format returns the record format of Königrufen.
func (book) Format() *record.Format[Rules, Deal, Move, State] { return &recordFormat }

// dealLines are the deal lines: the hands by seat, then the talon halves.
var dealLines = []string{"Forehand", "Middlehand", "Rearhand", "Dealer", "TalonA", "TalonB"}

var recordFormat = record.Format[Rules, Deal, Move, State]{
	Game:      GameName,
	Package:   "koenigrufen",
	Presets:   Presets(),
	DealLines: dealLines,
	ReadDeal:  readDeal,
	WriteDeal: func(d Deal) [][][]deck.Card { return record.WriteHands(d.Hands[:], d.Talon[:], 2) },
	ParseMove: ParseMove,
	NewGame:   NewGame,
	Result:    summaryOf,
	Phase:     func(s State) string { return s.Phase().String() },
	Origin:    func(s State) (Rules, string, Deal, []Move) { return s.Rules(), "", s.Deal(), s.AppendHistory(nil) },
}

// readDeal reads the deal lines Forehand, Middlehand, Rearhand and Dealer
// (12 cards each) and TalonA and TalonB (3 cards each, in the order laid).
func readDeal(lines [][][]deck.Card) (Deal, error) {
	var d Deal
	err := record.ReadHands("koenigrufen", dealLines, lines, d.Hands[:], 12, d.Talon[:])
	return d, err
}

// Replay rebuilds a deal of Königrufen from its record (doc/koenigrufen.md
// "Game records"): the Rules tag names the preset ([Preset];
// AustrianTarockCup2023 when absent), each Option tag changes one option
// of it ([Rules.WithOption]), the deal lines Forehand, Middlehand,
// Rearhand, Dealer, TalonA and TalonB give the deal, and every move is
// parsed ([ParseMove]) and applied, keeping every state in Game.States.
// Tags other than Game, Rules and Option go to Game.Tags.
//
// The flow, and so every error, is record.Replay's, the same in every
// game: each error is a *record.Error at the line and column of the tag,
// the deal line (the card in it where one is to blame), the move or the
// result comment. It wraps record.ErrBadRecord for a bad tag, option or
// deal line (with tarock.ErrInvalidRules or tarock.ErrInvalidDeal as
// fits), the engine's error for an illegal move (tarock.ErrIllegalMove and
// the rule broken, named in the message), tarock.ErrBadMoveSyntax for a
// move that does not parse, record.ErrIncomplete for a deal not over
// after the last move, and record.ErrResultMismatch for a result comment
// that differs from the summary of the replay (see [State.Record]); beside
// the last two the Game is returned with every state.
func Replay(r record.Record) (Game, error) {
	return record.Replay[book, Rules, Deal, Move, State](r)
}

// ReplayText parses a record's text with record.Parse and replays it as
// [Replay] does; its errors are those of the two.
func ReplayText(text string) (Game, error) {
	return record.ReplayText[book, Rules, Deal, Move, State](text)
}

// Record returns the game record of the finished deal s with the table's
// tags (Seat0 … Seat3, Dealer, Date, Event, Seed or any other name), as
// [Game.Record] writes it (doc/koenigrufen.md "Game records"): the rules
// as the preset closest to them and the option text of every field that
// differs ([Rules.Options]), the deal as dealt ([State.Deal]), every move
// ([State.AppendHistory]) and the result comment. It returns an error
// wrapping record.ErrIncomplete while the deal is not over, and one
// wrapping record.ErrBadRecord for a tag that would not read back (see
// Game.Record).
//
// The result comment is the one-line [Result.Summary] of the settlement
// (doc/koenigrufen.md §11), for example
//
//	Rufer by seat 0 with seat 3: won with 48⅔ card points to 21⅓; Game 1 won; Score seat 0 +1, seat 1 -1, seat 2 -1, seat 3 +1; Money seat 0 +1, seat 1 -1, seat 2 -1, seat 3 +1
func (s State) Record(tags ...record.Tag) (record.Record, error) {
	return record.Write[book, Rules, Deal, Move, State](s, tags...)
}

// summaryOf returns the result comment of s (see [State.Record]): the
// one-line [Result.Summary] of the settlement, or false before the end.
func summaryOf(s State) (string, bool) {
	r, ok := s.Result()
	return r.Summary(), ok
}
