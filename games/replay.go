package games

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// Move is a move of any game of the module with its type erased: a
// tapp.Move, strohmandel.Move or koenigrufen.Move, which a type assertion
// gives back.
type Move interface {
	// String returns the move in the game's notation (doc/notation.md
	// "Moves").
	String() string
	// PlayedCard returns the card the move plays to a trick, or false for
	// every other kind of move.
	PlayedCard() (deck.Card, bool)
}

// Replayed is a game record of any game of the module replayed through
// its rules by [Replay]: the deal before the first move and after each.
type Replayed struct {
	// Deals holds the deal before the first move, then the deal after
	// each move: len(Moves)+1 of them, all of the same Game and seed.
	Deals []Deal
	// Moves are the moves of the deal in order, with their type erased:
	// Moves[i] is the last of Deals[i+1].Moves().
	Moves []Move
}

// Final returns the last deal of the replay, nil for the zero Replayed.
func (r Replayed) Final() Deal {
	if len(r.Deals) == 0 {
		return nil
	}
	return r.Deals[len(r.Deals)-1]
}

// Replay replays the game record rec of any game of the module, the one
// its Game tag names (tapp.GameName, strohmandel.GameName or
// koenigrufen.GameName, without regard to case or surrounding space),
// through that game's Replay (doc/notation.md "Game records"): the
// deal must be over and agree with the result comment. A record without a
// Game tag gives a *record.Error at its start wrapping
// record.ErrBadRecord; one naming another game gives a *record.Error at
// the tag wrapping record.ErrBadRecord and an [*UnknownError] that lists
// the games' tag values. Every other error is the game's Replay's; as
// there, the Replayed comes with every deal beside record.ErrIncomplete
// and record.ErrResultMismatch, and is the zero Replayed beside any other
// error.
func Replay(rec record.Record) (Replayed, error) {
	name, err := gameOf(rec)
	if err != nil {
		return Replayed{}, err
	}
	switch name {
	case Tapp:
		return replay(rec, tapp.Replay, newTapp)
	case Strohmandel:
		return replay(rec, strohmandel.Replay, newStrohmandel)
	}
	return replay(rec, koenigrufen.Replay, newKoenigrufen)
}

// gameOf returns the name of the game whose Game tag rec holds, or the
// error of [Replay] for a missing or unknown tag.
func gameOf(rec record.Record) (string, error) {
	title, ok := rec.Get("Game")
	if !ok {
		p := recordStart(rec)
		return "", &record.Error{Line: p.Line, Column: p.Column,
			Err: fmt.Errorf("no Game tag, want one of %s: %w", orList(gameTags()), record.ErrBadRecord)}
	}
	for i, t := range gameTags() {
		if strings.EqualFold(strings.TrimSpace(title), t) {
			return Games()[i], nil
		}
	}
	p := recordStart(rec)
	for i, t := range rec.Tags {
		if t.Name == "Game" && i < len(rec.TagPos) {
			p = rec.TagPos[i]
			break
		}
	}
	return "", &record.Error{Line: p.Line, Column: p.Column,
		Err: fmt.Errorf("%w: %w", &UnknownError{What: "Game tag", Name: clip(title), Valid: gameTags()}, record.ErrBadRecord)}
}

// replay replays rec with the game's replay and builds its deals with the
// game's constructor.
func replay[S tarock.Observable[S, M, O], M tarock.Move, O any, R record.Rules[R], B record.Rulebook[R, D, M, S], D any](
	rec record.Record,
	replay func(record.Record) (record.Game[B, R, D, M, S], error),
	build func(R, string, error) (*game[S, M, O], error),
) (Replayed, error) {
	rg, err := replay(rec)
	if err != nil && !errors.Is(err, record.ErrIncomplete) && !errors.Is(err, record.ErrResultMismatch) {
		return Replayed{}, err
	}
	g, gerr := build(rg.Rules, rg.Preset, nil)
	if gerr != nil {
		return Replayed{}, gerr
	}
	seed := seedOf(rg.Tags)
	r := Replayed{Deals: make([]Deal, len(rg.States)), Moves: make([]Move, len(rg.Moves))}
	for i, m := range rg.Moves {
		r.Moves[i] = m
	}
	for i, st := range rg.States {
		r.Deals[i] = &deal[S, M, O]{g: g, seed: seed, start: rg.States[0], st: st, moves: rg.Moves[:i:i]}
	}
	return r, err
}

// gameTags lists the values of the Game tag of the three games.
func gameTags() []string {
	return []string{tapp.GameName, strohmandel.GameName, koenigrufen.GameName}
}

// recordStart returns where rec begins: its first tag, deal line, move or
// result comment.
func recordStart(rec record.Record) record.Pos {
	switch {
	case len(rec.TagPos) > 0:
		return rec.TagPos[0]
	case len(rec.DealPos) > 0 && len(rec.DealPos[0]) > 0:
		return rec.DealPos[0][0]
	case len(rec.Moves) > 0:
		return record.Pos{Line: rec.Moves[0].Line, Column: rec.Moves[0].Column}
	}
	return rec.ResultPos
}

// clip cuts s to its first 40 bytes (at a character's start) and "…", for
// a message.
func clip(s string) string {
	if len(s) <= 40 {
		return s
	}
	n := 40
	for n > 0 && s[n]&0xc0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
