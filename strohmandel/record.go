package strohmandel

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// GameName is the value of the Game tag of a Strohmandeln game record
// (doc/notation.md).
const GameName = "Strohmandeln"

// ErrResultMismatch is wrapped by the error [Replay] returns when a record's
// result comment differs from the result of replaying it.
var ErrResultMismatch = errors.New("result comment does not match the replay")

// The deal lines of a game record: each hand as a set of cards, and each
// seat's three piles, pile 0 first, each top card first, separated by "/".
const (
	dealForehand      = "Forehand"
	dealDealer        = "Dealer"
	dealForehandPiles = "ForehandPiles"
	dealDealerPiles   = "DealerPiles"
)

// Deal returns the deal s started from: each seat's dealt hand (its hand
// now, plus the cards it played, less the cards it took from its piles) and
// the piles in their dealt order. [NewGame] with it and the moves of
// [State.AppendHistory] give s again.
func (s State) Deal() Deal {
	var d Deal
	var played [Players]deck.Set
	for k := range int(s.nplays) {
		played[s.playSeat(k)] |= 1 << s.plays.at(k)
	}
	for p := range Players {
		var fromPiles deck.Set
		for i, pl := range s.piles[p] {
			d.Piles[p][i] = pl.Order()
			for k := range pl.taken {
				fromPiles |= 1 << pl.card(k)
			}
		}
		d.Hands[p] = (s.hand[p] | played[p]) &^ fromPiles
	}
	return d
}

// Summary returns the result in one line, as game records write it in
// their result comment: the game and its verdict, both card points, and
// the net game points, for example
// "taken-up game by seat 0: won; 50⅔ : 19⅓; seat 0 +3, seat 1 -3".
func (r Result) Summary() string {
	first, _, _ := strings.Cut(r.String(), "\n")
	if !r.Played() {
		return first
	}
	return fmt.Sprintf("%s; %v : %v; seat 0 %+d, seat 1 %+d", first, r.Thirds[0], r.Thirds[1], r.Deltas[0], r.Deltas[1])
}

// NewRecord returns the game record of s (doc/notation.md): the tags Game,
// Rules (the preset of s's Scoring) and one Option tag per option that
// differs from it, the deal lines Forehand, Dealer, ForehandPiles and
// DealerPiles of [State.Deal], every move, and, when the deal is over, the
// result comment ([Result.Summary]). [Replay] reads it back.
func NewRecord(s State) record.Record {
	rec := record.Record{Tags: []record.Tag{
		{Name: "Game", Value: GameName},
		{Name: "Rules", Value: s.rules.Scoring.String()},
	}}
	for _, o := range s.rules.Options() {
		rec.Tags = append(rec.Tags, record.Tag{Name: "Option", Value: o})
	}
	d := s.Deal()
	piles := func(seat int) string {
		var parts []string
		for _, p := range d.Piles[seat] {
			var cards []string
			for _, c := range p {
				cards = append(cards, c.String())
			}
			parts = append(parts, strings.Join(cards, " "))
		}
		return strings.Join(parts, " / ")
	}
	rec.Deal = []record.Tag{
		{Name: dealForehand, Value: d.Hands[0].String()},
		{Name: dealDealer, Value: d.Hands[1].String()},
		{Name: dealForehandPiles, Value: piles(0)},
		{Name: dealDealerPiles, Value: piles(1)},
	}
	for _, m := range s.AppendHistory(nil) {
		rec.Moves = append(rec.Moves, record.Move{Text: m.String()})
	}
	if r, ok := s.Result(); ok {
		rec.Result = r.Summary()
	}
	return rec
}

// Replay plays a game record through the rules: the Rules tag names the
// preset (MayrSedlaczek2007 when absent), each Option tag changes one option
// ([Rules.WithOption]), the deal lines give the deal, and every move is
// applied in order. It returns the state after the last move. Errors are
// *record.Error values: a bad tag or deal line wraps
// tarock.ErrInvalidRules or tarock.ErrInvalidDeal; a move that does not
// parse wraps tarock.ErrBadMoveSyntax, an illegal move the
// *tarock.MoveError of [State.Apply] (so tarock.ErrIllegalMove and the
// rule it breaks), both with the move's line and column; a result comment
// that differs from [Result.Summary] of the replay wraps
// [ErrResultMismatch].
func Replay(rec record.Record) (State, error) {
	fail := func(line, col int, err error) (State, error) {
		return State{}, &record.Error{Line: line, Column: col, Err: err}
	}
	if g, ok := rec.Get("Game"); ok && !strings.EqualFold(g, GameName) {
		return fail(0, 0, fmt.Errorf("strohmandel: record of the game %q: %w", g, tarock.ErrInvalidRules))
	}
	rules := MayrSedlaczek2007
	if name, ok := rec.Get("Rules"); ok {
		var err error
		if rules, err = PresetByName(name); err != nil {
			return fail(0, 0, err)
		}
	}
	for _, t := range rec.Tags {
		if t.Name == "Option" {
			var err error
			if rules, err = rules.WithOption(t.Value); err != nil {
				return fail(0, 0, err)
			}
		}
	}
	d, err := recordDeal(rec)
	if err != nil {
		return fail(0, 0, err)
	}
	st, err := NewGame(rules, d)
	if err != nil {
		return fail(0, 0, err)
	}
	for _, rm := range rec.Moves {
		m, err := ParseMove(rm.Text)
		if err != nil {
			return fail(rm.Line, rm.Column, err)
		}
		if st, err = st.Apply(m); err != nil {
			return fail(rm.Line, rm.Column, err)
		}
	}
	if rec.Result != "" {
		want := strings.Join(strings.Fields(rec.Result), " ")
		got := "the deal is not over"
		if r, ok := st.Result(); ok {
			got = r.Summary()
		}
		if got != want {
			return fail(rec.ResultLine, 0, fmt.Errorf("strohmandel: the record says %q, the replay gives %q: %w", want, got, ErrResultMismatch))
		}
	}
	return st, nil
}

// recordDeal reads the deal lines of a record.
func recordDeal(rec record.Record) (Deal, error) {
	var d Deal
	line := func(name string) (string, error) {
		v, ok := rec.DealValue(name)
		if !ok {
			return "", fmt.Errorf("strohmandel: the record has no deal line %s: %w", name, tarock.ErrInvalidDeal)
		}
		return v, nil
	}
	for seat, name := range [Players]string{dealForehand, dealDealer} {
		v, err := line(name)
		if err != nil {
			return d, err
		}
		if d.Hands[seat], err = deck.ParseSet(v); err != nil {
			return d, fmt.Errorf("strohmandel: deal line %s: %w: %w", name, tarock.ErrInvalidDeal, err)
		}
	}
	for seat, name := range [Players]string{dealForehandPiles, dealDealerPiles} {
		v, err := line(name)
		if err != nil {
			return d, err
		}
		parts := strings.Split(v, "/")
		if len(parts) != PilesPerPlayer {
			return d, fmt.Errorf("strohmandel: deal line %s has %d piles, want %d: %w", name, len(parts), PilesPerPlayer, tarock.ErrInvalidDeal)
		}
		for p, part := range parts {
			f := strings.Fields(part)
			if len(f) != PileSize {
				return d, fmt.Errorf("strohmandel: deal line %s, pile %d has %d cards, want %d: %w", name, p, len(f), PileSize, tarock.ErrInvalidDeal)
			}
			for i, w := range f {
				c, err := deck.ParseCard(w)
				if err != nil {
					return d, fmt.Errorf("strohmandel: deal line %s: %w: %w", name, tarock.ErrInvalidDeal, err)
				}
				d.Piles[seat][p][i] = c
			}
		}
	}
	return d, d.Validate()
}
