package record

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/option"
)

// Replay rebuilds a deal from its record, the flow every game's Replay
// follows (doc/notation.md "Game records"): the tags (Game, the Rules tag
// naming a preset, the first of the game's Presets when absent, and every
// other tag kept in Game.Tags), the Option tags applied in order with the
// rules' WithOption, the deal lines, every move parsed and applied through
// the rules engine (each state kept in Game.States), the end of the deal,
// and the result comment.
//
// Every error is an *[Error] carrying the line and column of what it
// concerns (zero in a record built in code, which has no positions):
//   - a Game tag of another game, a tag of the table given twice, a Seed
//     that is not a number wrap [ErrBadRecord]; an unknown preset or a bad
//     option wraps ErrBadRecord and [tarock.ErrInvalidRules], as do options
//     that do not fit together (at the first Option tag);
//   - a deal line that is unknown, repeated or missing, a word that is not
//     a card (at the word, wrapping its *deck.ParseError), a card dealt
//     twice (at its second place) or a line the game's deal does not take
//     wraps ErrBadRecord and [tarock.ErrInvalidDeal];
//   - a move that does not parse wraps [tarock.ErrBadMoveSyntax], an
//     illegal move the engine's error (so errors.Is(err,
//     tarock.ErrIllegalMove) and errors.Is(err, tarock.ErrMustFollowSuit),
//     or another reason, hold), at the move;
//   - a deal that is not over after the last move wraps [ErrIncomplete],
//     at the last move; a result comment that differs from the result of
//     the replay (white space normalised) wraps [ErrResultMismatch], quotes
//     both and stands at the comment. Beside these two, the Game is
//     returned with every state, so that a deal in progress can go on.
//
// A record without a result comment is accepted.
func Replay[B Rulebook[R, D, M, S], R Rules[R], D any, M fmt.Stringer, S State[S, M]](rec Record) (Game[B, R, D, M, S], error) {
	var b B
	f := b.Format()
	var g Game[B, R, D, M, S]
	var err error
	if g.Preset, g.Rules, g.Tags, err = f.readTags(&rec); err == nil {
		g.Deal, err = f.readDeal(&rec, g.Rules)
	}
	if err != nil {
		return Game[B, R, D, M, S]{}, err
	}
	st, err := f.NewGame(g.Rules, g.Deal)
	if err != nil {
		return Game[B, R, D, M, S]{}, f.newGameError(&rec, err)
	}
	g.States = make([]S, 1, len(rec.Moves)+1)
	g.States[0] = st
	g.Moves = make([]M, 0, len(rec.Moves))
	for i, rm := range rec.Moves {
		m, err := f.ParseMove(rm.Text)
		if err == nil {
			st, err = st.Apply(m)
		}
		if err != nil {
			return g, f.moveError(&rec, i, err)
		}
		g.Moves = append(g.Moves, m)
		g.States = append(g.States, st)
	}
	return g, f.checkEnd(&rec, st)
}

// checkEnd checks that the deal is over and that the result comment, if
// any, is its result.
func (f *Format[R, D, M, S]) checkEnd(rec *Record, st S) error {
	summary, over := f.Result(st)
	if !over {
		at := f.anchor(rec)
		if n := len(rec.Moves); n > 0 {
			at = Pos{rec.Moves[n-1].Line, rec.Moves[n-1].Column}
		}
		return at.err(f.errorf("after %d moves %v is to move in the %s phase: %w", len(rec.Moves), st.ToMove(), f.Phase(st), ErrIncomplete))
	}
	if rec.Result != "" && rec.Result != summary {
		want, got := normalize(rec.Result), normalize(summary)
		if want != got {
			return rec.ResultPos.err(f.errorf("the record says %q, the replay gives %q: %w", clipN(want, maxResult), clipN(got, maxResult), ErrResultMismatch))
		}
	}
	return nil
}

// err returns err at p.
func (p Pos) err(err error) error { return &Error{Line: p.Line, Column: p.Column, Err: err} }

// at returns the i-th entry of pos, or the zero Pos.
func at(pos []Pos, i int) Pos {
	if i >= 0 && i < len(pos) {
		return pos[i]
	}
	return Pos{}
}

// dealAt returns the place of word k of deal line i (k = 0: its name).
func (r *Record) dealAt(i, k int) Pos {
	if i >= 0 && i < len(r.DealPos) {
		return at(r.DealPos[i], k)
	}
	return Pos{}
}

// anchor is the place of an error about the deal as a whole: its first
// line, or the first move, or the last tag.
func (f *Format[R, D, M, S]) anchor(rec *Record) Pos {
	switch {
	case len(rec.DealPos) > 0:
		return rec.dealAt(0, 0)
	case len(rec.Moves) > 0:
		return Pos{rec.Moves[0].Line, rec.Moves[0].Column}
	}
	return at(rec.TagPos, len(rec.TagPos)-1)
}

// readTags reads the tags of rec: the preset's name, the rules and the
// table's tags.
func (f *Format[R, D, M, S]) readTags(rec *Record) (preset string, rules R, tags []Tag, err error) {
	presets := f.Presets
	preset, rules = presets[0].Name, presets[0].Rules
	fail := func(e error) (string, R, []Tag, error) { return "", rules, nil, e }
	for i, t := range rec.Tags {
		bad := func(err error) error { return at(rec.TagPos, i).err(err) }
		if once(t.Name) {
			for _, u := range rec.Tags[:i] {
				if u.Name == t.Name {
					return fail(bad(f.errorf("tag %s repeated: %w", t.Name, ErrBadRecord)))
				}
			}
		}
		switch t.Name {
		case tagGame:
			if !strings.EqualFold(strings.TrimSpace(t.Value), f.Game) {
				return fail(bad(f.errorf("tag Game %s: not a record of %s: %w: %w", excerpt(t.Value), f.Game, ErrBadRecord, tarock.ErrInvalidRules)))
			}
		case tagRules:
			p, ok := option.Find(presets, t.Value)
			if !ok {
				return fail(bad(f.errorf("tag Rules %s: not a preset (%s): %w: %w", excerpt(t.Value), presetNames(presets), ErrBadRecord, tarock.ErrInvalidRules)))
			}
			preset, rules = p.Name, p.Rules
		case tagOption:
		case tagSeed:
			if !isSeed(t.Value) {
				return fail(bad(f.errorf("tag Seed %s is not a number from 0 to 2^64-1: %w", excerpt(t.Value), ErrBadRecord)))
			}
			fallthrough
		default:
			tags = append(tags, t)
		}
	}
	for i, t := range rec.Tags {
		if t.Name != tagOption {
			continue
		}
		if rules, err = rules.WithOption(t.Value); err != nil {
			return fail(at(rec.TagPos, i).err(f.errorf("%w: %w", err, ErrBadRecord)))
		}
	}
	return preset, rules, tags, nil
}

func presetNames[R any](presets []option.Named[R]) string {
	names := make([]string, len(presets))
	for i, p := range presets {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}

// newGameError places an error of NewGame: invalid rules at the first
// Option tag (or the Rules tag), an invalid deal at the first deal line.
func (f *Format[R, D, M, S]) newGameError(rec *Record, err error) error {
	if errors.Is(err, tarock.ErrInvalidRules) {
		pos := Pos{}
		for _, name := range []string{tagOption, tagRules} {
			for i, t := range rec.Tags {
				if t.Name == name && pos == (Pos{}) {
					pos = at(rec.TagPos, i)
				}
			}
		}
		return pos.err(f.errorf("the rules of the record: %w: %w", err, ErrBadRecord))
	}
	return f.anchor(rec).err(f.errorf("the deal: %w: %w", err, ErrBadRecord))
}

// packOf returns the pack of r, or every card when the game names none.
func (f *Format[R, D, M, S]) packOf(r R) deck.Set {
	if f.Pack == nil {
		return deck.FullPack
	}
	return f.Pack(r)
}

// readDeal reads the deal lines: each known and given once, each word a
// card of r's pack or "/", no card twice; then the game's ReadDeal.
func (f *Format[R, D, M, S]) readDeal(rec *Record, r R) (D, error) {
	var d D
	pack := f.packOf(r)
	lines := make([][][]deck.Card, len(f.DealLines))
	var whereBuf [8]int
	where := whereBuf[:0] // index in rec.Deal of each line, -1 for none
	for range f.DealLines {
		where = append(where, -1)
	}
	// The cards and groups of every line share two arrays.
	cards := make([]deck.Card, 0, deck.NumCards)
	groups := make([][]deck.Card, 0, 2*len(f.DealLines)+8)
	var all deck.Set
	for i, t := range rec.Deal {
		k := f.dealLine(t.Name)
		bad := func(word int, format string, args ...any) error {
			return rec.dealAt(i, word).err(f.errorf("deal line %s%s: %w: %w", t.Name, fmt.Sprintf(format, args...), tarock.ErrInvalidDeal, ErrBadRecord))
		}
		switch {
		case k < 0:
			return d, bad(0, ": unknown (want %s)", strings.Join(f.DealLines, ", "))
		case where[k] >= 0:
			return d, bad(0, " repeated")
		}
		where[k] = i
		firstGroup, groupStart := len(groups), len(cards)
		word, n := 0, 0 // words and cards of the line so far
		var err error
		Words(t.Value, func(s, e int) {
			word++
			w := t.Value[s:e]
			switch {
			case err != nil:
			case w == "/":
				groups = append(groups, cards[groupStart:len(cards):len(cards)])
				groupStart = len(cards)
			default:
				n++
				c, perr := deck.ParseCard(w)
				switch {
				case perr != nil:
					err = rec.dealAt(i, word).err(f.errorf("deal line %s, card %d: %w: %w: %w", t.Name, n, noColumn(perr), tarock.ErrInvalidDeal, ErrBadRecord))
				case all.Has(c):
					err = bad(word, ": %v dealt twice", c)
				case !pack.Has(c):
					err = bad(word, ": %v is not in the pack of the rules (%d cards)", c, pack.Len())
				}
				all = all.With(c)
				cards = append(cards, c)
			}
		})
		if err != nil {
			return d, err
		}
		groups = append(groups, cards[groupStart:len(cards):len(cards)])
		lines[k] = groups[firstGroup:len(groups):len(groups)]
	}
	for k, i := range where {
		if i < 0 {
			return d, f.missing(rec, k)
		}
	}
	var err error
	if f.ReadDealFor != nil {
		d, err = f.ReadDealFor(r, lines)
	} else {
		d, err = f.ReadDeal(lines)
	}
	if de := (*DealError)(nil); errors.As(err, &de) {
		i := where[de.Line]
		return d, rec.dealAt(i, cardWord(rec.Deal[i].Value, de.Card)).err(f.errorf("%w: %w", err, ErrBadRecord))
	}
	if err != nil {
		return d, f.anchor(rec).err(f.errorf("%w: %w", err, ErrBadRecord))
	}
	return d, nil
}

// dealLine returns the index of the deal line called name, or -1.
func (f *Format[R, D, M, S]) dealLine(name string) int {
	for k, n := range f.DealLines {
		if n == name {
			return k
		}
	}
	return -1
}

// cardWord returns the number of the word (from 1) of the card-th card of
// a deal-line value, skipping the "/" words; 0 (the line) for card < 0.
func cardWord(value string, card int) int {
	if card < 0 {
		return 0
	}
	word, n, found := 0, 0, 0
	Words(value, func(s, e int) {
		word++
		if value[s:e] != "/" {
			if n == card {
				found = word
			}
			n++
		}
	})
	return found
}

// ReplayText parses text with [Parse] and replays the record as [Replay]
// does; its errors are those of the two, each an *[Error].
func ReplayText[B Rulebook[R, D, M, S], R Rules[R], D any, M fmt.Stringer, S State[S, M]](text string) (Game[B, R, D, M, S], error) {
	rec, err := Parse(text)
	if err != nil {
		return Game[B, R, D, M, S]{}, err
	}
	return Replay[B](rec)
}

// chainError is an error whose message says the package's prefix once
// (see Format.errorf); it unwraps to the error it was made from.
type chainError struct {
	msg string
	err error
}

func (e *chainError) Error() string { return e.msg }
func (e *chainError) Unwrap() error { return e.err }

// errorf returns fmt.Errorf(f.Package+": "+format, args...) with the
// prefix "tapp: " (f.Package) said once: the wrapped errors of the game
// start with it too.
func (f *Format[R, D, M, S]) errorf(format string, args ...any) error {
	e := fmt.Errorf(format, args...)
	msg := e.Error()
	prefix := f.Package + ": "
	msg = strings.TrimPrefix(msg, prefix)
	msg = strings.ReplaceAll(msg, ": "+prefix, ": ")
	return &chainError{prefix + msg, e}
}

// moveError returns the error of the i-th move of rec, which does not parse
// or is not legal: at the move, or at the card of it that is not a card.
// The message quotes the move once and says the package once.
func (f *Format[R, D, M, S]) moveError(rec *Record, i int, err error) error {
	rm := rec.Moves[i]
	pos := Pos{rm.Line, rm.Column}
	var pe *deck.ParseError
	if errors.As(err, &pe) {
		if k := strings.Index(rm.Text, pe.Input); k >= 0 && rm.Line > 0 && pe.Column > 0 {
			pos = rec.PosInMove(i, k+pe.Column-1)
		}
		err = noColumn(err)
	}
	var me *tarock.MoveError
	if errors.As(err, &me) && me.Move == rm.Text {
		// The refusal names the move itself ("play 9S by seat 2 in play: …").
		return pos.err(f.errorf("move %d: %w", i+1, err))
	}
	e := f.errorf("move %d %s: %w", i+1, excerpt(rm.Text), err)
	ce := e.(*chainError)
	ce.msg = strings.Replace(ce.msg, ": move "+excerpt(rm.Text)+": ", ": ", 1)
	return pos.err(e)
}

// noColumn returns err with the message of a *deck.ParseError in its chain
// said without its column, which counts in the card text and not in the
// record: the record's error stands at the card.
func noColumn(err error) error {
	var pe *deck.ParseError
	if !errors.As(err, &pe) {
		return err
	}
	msg := strings.Replace(err.Error(), pe.Error(), fmt.Sprintf("deck: %s %s", pe.Reason, excerpt(pe.Text)), 1)
	return &chainError{msg, err}
}

// missing returns the error for the k-th deal line, missing from rec: at
// the first deal line, or at the first move when it begins with the
// line's name (a deal line without its ':').
func (f *Format[R, D, M, S]) missing(rec *Record, k int) error {
	name := f.DealLines[k]
	if len(rec.Moves) > 0 {
		m := rec.Moves[0]
		if first, _, _ := strings.Cut(m.Text, " "); strings.EqualFold(first, name) {
			return Pos{m.Line, m.Column}.err(f.errorf("deal line %s missing: this line, read as a move, lacks the ':' after %s: %w: %w", name, first, tarock.ErrInvalidDeal, ErrBadRecord))
		}
	}
	return f.anchor(rec).err(f.errorf("deal line %s missing: %w: %w", name, tarock.ErrInvalidDeal, ErrBadRecord))
}
