package record

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/option"
)

// The errors of replaying and writing game records, beside [ErrSyntax] and
// the errors of the rules engines. Every error [Replay] returns is an
// *[Error] with the place in the text; it wraps one of these or the
// engine's error.
var (
	// ErrBadRecord is wrapped by the errors for a tag, option or deal line
	// that is missing, repeated, unknown or malformed, and for a game that
	// cannot be written as a record.
	ErrBadRecord = errors.New("invalid game record")
	// ErrIncomplete is wrapped by the error for a record (or a game) whose
	// deal is not over after its last move.
	ErrIncomplete = errors.New("the deal is not over after the last move")
	// ErrResultMismatch is wrapped by the error for a result comment that
	// differs from the result of the replay.
	ErrResultMismatch = errors.New("result comment does not match the replay")
)

// The tags every game's records use (doc/notation.md "Game records").
// Game, Rules and Option are written from the game; the others are the
// table's details, each at most once in a record.
const (
	tagGame   = "Game"
	tagRules  = "Rules"
	tagOption = "Option"
	tagSeed   = "Seed"
)

// once reports whether a tag may stand at most once in a record: Game,
// Rules, Dealer, Date, Event, Seed and the players' names Seat0, Seat1, ….
func once(name string) bool {
	switch name {
	case tagGame, tagRules, "Dealer", "Date", "Event", tagSeed:
		return true
	}
	digits, ok := strings.CutPrefix(name, "Seat")
	return ok && digits != "" && strings.Trim(digits, "0123456789") == ""
}

// SeatTag returns the name of the tag that holds the name of the player at
// seat: "Seat0", "Seat1", ….
func SeatTag(seat tarock.Seat) string { return "Seat" + strconv.Itoa(int(seat)) }

// Rules is what the record flow needs of a game's rules type: the option
// text of package option ([Table.Options], [Table.With]).
//
// [Table.Options]: https://pkg.go.dev/github.com/tarockfamily/sdk/tarock/option#Table.Options
// [Table.With]: https://pkg.go.dev/github.com/tarockfamily/sdk/tarock/option#Table.With
type Rules[R any] interface {
	comparable
	Options(base R) []string
	WithOption(text string) (R, error)
}

// State is what the record flow needs of a game's state: applying a move
// and the seat to act.
type State[S, M any] interface {
	Apply(m M) (S, error)
	ToMove() tarock.Seat
}

// Format is what a game supplies to read and write its records: only its
// rules. R is its rules type, D its deal, M its move and S its state.
type Format[R Rules[R], D any, M fmt.Stringer, S State[S, M]] struct {
	// Game is the value of the Game tag ("Tapp Tarock"); Package prefixes
	// error messages ("tapp").
	Game, Package string
	// Presets lists the presets a Rules tag may name (the game's
	// Presets()); the first is the one of a record without a Rules tag.
	Presets []option.Named[R]
	// DealLines are the names of the deal lines, in the order written.
	DealLines []string
	// ReadDeal builds the deal from the cards of each deal line (in the
	// order of DealLines), each line split into groups at "/". The cards
	// are known to be cards of the pack, and no card stands twice. For a problem of
	// one line it returns a *[DealError].
	ReadDeal func(lines [][][]deck.Card) (D, error)
	// ReadDealFor, when not nil, is ReadDeal for a game whose deal lines
	// depend on the rules (the hand size follows the pack, doc/design.md
	// §10); it is called instead of ReadDeal with the rules of the record.
	ReadDealFor func(r R, lines [][][]deck.Card) (D, error)
	// Pack, when not nil, returns the pack of r, the cards a deal under r
	// may hold (doc/design.md §10): a card of a deal line outside it is
	// refused at its column. Nil: the 54 cards.
	Pack func(r R) deck.Set
	// WriteDeal returns the cards of each deal line of d, as ReadDeal
	// reads them.
	WriteDeal func(d D) [][][]deck.Card
	// ParseMove reads a move in the game's notation.
	ParseMove func(text string) (M, error)
	// NewGame starts a deal.
	NewGame func(r R, d D) (S, error)
	// Result returns the result comment of a finished deal (the game's
	// Result.Summary), or false before the end.
	Result func(s S) (summary string, over bool)
	// Phase names the phase of s, for the error of an unfinished deal.
	Phase func(s S) string
	// Origin returns what a record of s holds: its rules, the name of the
	// preset to write them against ("" for the closest), the deal it
	// started from and every move so far.
	Origin func(s S) (rules R, preset string, d D, moves []M)
}

// Rulebook is implemented by a type of each game (with no fields) that
// returns the game's [Format]; it is the first type argument of [Game],
// so that a Game knows how to write itself.
type Rulebook[R Rules[R], D any, M fmt.Stringer, S State[S, M]] interface {
	Format() *Format[R, D, M, S]
}

// DealError is the error a game's Format.ReadDeal returns for a problem of
// one deal line: Line is the index of the line in Format.DealLines, Card
// the index of the card in it (from 0, over all its groups; -1 for the line
// as a whole). Replay turns it into an *[Error] at that place.
type DealError struct {
	Line, Card int
	Err        error
}

// Error returns the message of Err.
func (e *DealError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *DealError) Unwrap() error { return e.Err }

// Game is one whole deal as a game record holds it (doc/notation.md "Game
// records"): the rules, the deal, every move in order and the table's
// details. Each game package names it Game (tapp.Game, strohmandel.Game).
// States, filled by [Replay], holds the state before the first move
// (States[0]) and after each move (States[i+1] after Moves[i]);
// [Game.Record] does not read it.
type Game[B Rulebook[R, D, M, S], R Rules[R], D any, M fmt.Stringer, S State[S, M]] struct {
	// Rules are the rules the deal was played under.
	Rules R
	// Preset is the name of the preset (one of the game's Presets) that
	// the record names in its Rules tag; Rules differs from it by the
	// record's Option tags. Empty means the preset closest to Rules.
	Preset string
	// Deal is the cards as dealt.
	Deal D
	// Moves are the moves of the deal in order.
	Moves []M
	// Tags are the table's details: every tag of the record but Game,
	// Rules and Option, in order. The standard ones are Seat0, Seat1, …
	// (the players' names by seat, [SeatTag]), Dealer, Date
	// ("2026-11-30"), Event and Seed (the seed of the shuffle that gave
	// the deal, a number from 0 to 2^64-1; information only).
	Tags []Tag
	// States are the states of the deal: len(Moves)+1 of them after
	// Replay.
	States []S
}

// Tag returns the value of the first tag of g.Tags called name, or false.
func (g Game[B, R, D, M, S]) Tag(name string) (string, bool) {
	return Record{Tags: g.Tags}.Get(name)
}

// Player returns the name of the player at seat (its Seat tag), or "".
func (g Game[B, R, D, M, S]) Player(seat tarock.Seat) string {
	v, _ := g.Tag(SeatTag(seat))
	return v
}

// Final returns the last state of States: the state after the last move
// of a replayed game; the zero state when States is empty.
func (g Game[B, R, D, M, S]) Final() S {
	if len(g.States) == 0 {
		var zero S
		return zero
	}
	return g.States[len(g.States)-1]
}

// Record returns the game record of g: the tags Game, Rules (g.Preset, or
// the closest preset when empty, as the game's Presets spells it), one
// Option tag per option in which g.Rules differs from that preset, then
// g.Tags; the deal lines; every move; and the result comment of the final
// state.
//
// Record replays the moves from the deal and does not read g.States. It
// returns an error wrapping [ErrBadRecord] for an unknown preset or a tag
// that could not be read back (a name that is not a tag name, Game, Rules
// or Option, a tag of the table given twice, a value with a line break, a
// Seed that is not a number); the game's NewGame error for invalid rules
// ([tarock.ErrInvalidRules]) or an invalid deal ([tarock.ErrInvalidDeal]);
// the engine's error (wrapping [tarock.ErrIllegalMove]) for an illegal
// move; and one wrapping [ErrIncomplete] when the deal is not over after
// the last move.
func (g Game[B, R, D, M, S]) Record() (Record, error) {
	return g.write(true)
}

// RecordSoFar returns the game record of g as [Game.Record] writes it,
// but also of a deal that is not over: then it has no result comment, and
// [Replay] of it returns the Game with every state beside an error
// wrapping [ErrIncomplete], so that the deal can go on (a table saved in
// the middle of a deal). It returns the other errors of Game.Record.
func (g Game[B, R, D, M, S]) RecordSoFar() (Record, error) {
	return g.write(false)
}

// write returns the record of g; when complete is set, a deal that is not
// over is refused with an error wrapping [ErrIncomplete].
func (g Game[B, R, D, M, S]) write(complete bool) (Record, error) {
	var b B
	f := b.Format()
	var rec Record
	preset, err := f.preset(g.Preset, g.Rules)
	if err != nil {
		return rec, err
	}
	if err := f.checkTags(g.Tags); err != nil {
		return rec, err
	}
	st, err := f.NewGame(g.Rules, g.Deal)
	if err != nil {
		return rec, err
	}
	for i, m := range g.Moves {
		if st, err = st.Apply(m); err != nil {
			return rec, f.errorf("move %d: %w", i+1, err)
		}
	}
	summary, over := f.Result(st)
	if !over && complete {
		return rec, f.errorf("after %d moves, %v to move in the %s phase: %w", len(g.Moves), st.ToMove(), f.Phase(st), ErrIncomplete)
	}
	rec.Tags = append(rec.Tags, Tag{tagGame, f.Game}, Tag{tagRules, preset.Name})
	for _, o := range g.Rules.Options(preset.Rules) {
		rec.Tags = append(rec.Tags, Tag{tagOption, o})
	}
	rec.Tags = append(rec.Tags, g.Tags...)
	for i, groups := range f.WriteDeal(g.Deal) {
		rec.Deal = append(rec.Deal, Tag{f.DealLines[i], dealValue(groups)})
	}
	if len(g.Moves) > 0 { // a deal without moves reads back with nil Moves
		rec.Moves = make([]Move, len(g.Moves))
	}
	for i, m := range g.Moves {
		rec.Moves[i] = Move{Text: m.String()}
	}
	if over {
		rec.Result = summary
	}
	return rec, nil
}

// Write returns the game record of a finished deal s with the tags of the
// table (see [Game.Tags]), as [Game.Record] writes it; the game's
// State.Record calls it. It returns the errors of Game.Record: one wrapping
// [ErrIncomplete] while the deal is not over, one wrapping [ErrBadRecord]
// for a tag that could not be read back.
func Write[B Rulebook[R, D, M, S], R Rules[R], D any, M fmt.Stringer, S State[S, M]](s S, tags ...Tag) (Record, error) {
	var b B
	var g Game[B, R, D, M, S]
	g.Rules, g.Preset, g.Deal, g.Moves = b.Format().Origin(s)
	g.Tags = tags
	return g.Record()
}

// dealValue writes the cards of a deal line, groups separated by " / ".
func dealValue(groups [][]deck.Card) string {
	var b strings.Builder
	for i, g := range groups {
		if i > 0 {
			b.WriteString(" / ")
		}
		for k, c := range g {
			if k > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(c.String())
		}
	}
	return b.String()
}

// preset returns the preset to write r against: the one called name, or
// the closest to r when name is empty.
func (f *Format[R, D, M, S]) preset(name string, r R) (option.Named[R], error) {
	presets := f.Presets
	if name != "" {
		p, ok := option.Find(presets, name)
		if !ok {
			return p, f.errorf("preset %s is not one of Presets(): %w", excerpt(name), ErrBadRecord)
		}
		return p, nil
	}
	best, bestN := 0, -1
	for i, p := range presets {
		if n := len(r.Options(p.Rules)); bestN < 0 || n < bestN {
			best, bestN = i, n
		}
	}
	return presets[best], nil
}

// checkTags checks that the tags of a table can be written and read back
// as they are.
func (f *Format[R, D, M, S]) checkTags(tags []Tag) error {
	bad := func(format string, args ...any) error {
		return f.errorf("%s: %w", fmt.Sprintf(format, args...), ErrBadRecord)
	}
	for i, t := range tags {
		switch {
		case !ValidName(t.Name):
			return bad("tag %s: not a tag name", excerpt(t.Name))
		case t.Name == tagGame || t.Name == tagRules || t.Name == tagOption:
			return bad("tag %s: written from the game, not given", t.Name)
		case strings.ContainsAny(t.Value, "\n\r"):
			return bad("tag %s %s has a line break", t.Name, excerpt(t.Value))
		case t.Name == tagSeed && !isSeed(t.Value):
			return bad("tag Seed %s is not a number from 0 to 2^64-1", excerpt(t.Value))
		}
		if once(t.Name) {
			for _, u := range tags[:i] {
				if u.Name == t.Name {
					return bad("tag %s given twice", t.Name)
				}
			}
		}
	}
	return nil
}

func isSeed(s string) bool {
	_, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	return err == nil
}
