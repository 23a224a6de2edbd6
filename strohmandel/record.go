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

// The errors of [Replay] beside those of the rules engine.
var (
	// ErrResultMismatch is wrapped by the error Replay returns when a
	// record's result comment differs from the result of replaying it.
	ErrResultMismatch = errors.New("result comment does not match the replay")
	// ErrIncomplete is wrapped by the error Replay returns when the deal of
	// a record is not over after its last move.
	ErrIncomplete = errors.New("the deal is not over after the last move")
)

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
// [State.AppendHistory] give s again. It reads s through its exported
// methods only and allocates.
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
	if s.Rules().FirstLead == LeadDeclarerIfTakenUp && s.Kind() == KindTakenUp {
		leader = s.Declarer()
	}
	var played [Players]deck.Set
	t := tarock.NewTrick(leader, Players)
	for _, m := range s.AppendHistory(nil) {
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

// The tags a game record names for itself; NewRecord writes them first and
// leaves them out of the extra tags it is given.
const (
	tagGame   = "Game"
	tagRules  = "Rules"
	tagOption = "Option"
)

// NewRecord returns the game record of s (doc/notation.md "Game records";
// doc/strohmandel.md "Game records"): the tags Game ([GameName]), Rules (the
// preset of s's Scoring, [Preset]) and one Option tag for each option that
// differs from that preset ([Rules.Options] with the preset as base), then
// the given tags in order; the deal lines Forehand, Dealer, ForehandPiles
// and DealerPiles of [State.Deal]; every move of [State.AppendHistory]; and,
// when the deal is over, the result comment ([Result.Summary]).
//
// The extra tags carry what the rules do not: the standard names of
// doc/notation.md are Seat0 and Seat1 (the players' names; seat 0 is
// forehand), Date (YYYY-MM-DD), Event, and Seed (the seed of a shuffled
// deal). Given tags named Game, Rules or Option are left out, since they
// would change how the record replays. [Replay] reads the record back and
// ignores the extra tags.
func NewRecord(s State, tags ...record.Tag) record.Record {
	rules := s.Rules()
	preset := rules.Scoring.String()
	base, _ := Preset(preset)
	rec := record.Record{Tags: []record.Tag{
		{Name: tagGame, Value: GameName},
		{Name: tagRules, Value: preset},
	}}
	for _, o := range rules.Options(base) {
		rec.Tags = append(rec.Tags, record.Tag{Name: tagOption, Value: o})
	}
	for _, t := range tags {
		switch t.Name {
		case tagGame, tagRules, tagOption:
			continue
		}
		rec.Tags = append(rec.Tags, t)
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

// Replay plays a game record through the rules (doc/strohmandel.md "Game
// records"): the Rules tag names the preset ([Preset]; MayrSedlaczek2007
// when absent), each Option tag changes one option of it
// ([Rules.WithOption]), the deal lines Forehand, Dealer, ForehandPiles and
// DealerPiles give the deal, and every move is parsed ([ParseMove]) and
// applied in order. Other tags are ignored. It returns the final state.
//
// Every error is a *record.Error:
//   - a Game tag other than [GameName], an unknown preset or a bad option
//     wraps tarock.ErrInvalidRules; a missing or bad deal line wraps
//     tarock.ErrInvalidDeal (these have no position, line 0);
//   - a move that does not parse wraps tarock.ErrBadMoveSyntax; an illegal
//     move wraps the *tarock.MoveError of [State.Apply], so
//     errors.Is(err, tarock.ErrIllegalMove) and errors.Is(err,
//     tarock.ErrMustFollowSuit) (or the other rule broken) hold and the
//     message names the rule; both carry the move's line and column;
//   - a record whose deal is not over after its last move wraps
//     [ErrIncomplete] (with the last move's line); the state after the last
//     move is returned beside it, so a game in progress can be continued;
//   - a result comment that differs from [Result.Summary] of the replay
//     (white space normalised) wraps [ErrResultMismatch], quotes both and
//     carries the comment's line; the final state is returned beside it.
//
// A finished record without a result comment is accepted.
func Replay(rec record.Record) (State, error) {
	fail := func(line, col int, err error) (State, error) {
		return State{}, &record.Error{Line: line, Column: col, Err: err}
	}
	if g, ok := rec.Get(tagGame); ok && !strings.EqualFold(strings.TrimSpace(g), GameName) {
		return fail(0, 0, fmt.Errorf("strohmandel: the record is of the game %q, not %q: %w", g, GameName, tarock.ErrInvalidRules))
	}
	rules := MayrSedlaczek2007
	if name, ok := rec.Get(tagRules); ok {
		if rules, ok = Preset(name); !ok {
			return fail(0, 0, fmt.Errorf("strohmandel: Rules tag %q is not a preset (%s): %w", name, presetNames(), tarock.ErrInvalidRules))
		}
	}
	for _, t := range rec.Tags {
		if t.Name == tagOption {
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
	r, done := st.Result()
	if !done {
		line := 0
		if n := len(rec.Moves); n > 0 {
			line = rec.Moves[n-1].Line
		}
		return st, &record.Error{Line: line, Err: fmt.Errorf("strohmandel: after %d moves %v is to move in the %v phase: %w",
			len(rec.Moves), st.ToMove(), st.Phase(), ErrIncomplete)}
	}
	if rec.Result != "" {
		want := strings.Join(strings.Fields(rec.Result), " ")
		if got := r.Summary(); got != want {
			return st, &record.Error{Line: rec.ResultLine, Err: fmt.Errorf("strohmandel: the record says %q, the replay gives %q: %w", want, got, ErrResultMismatch)}
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
