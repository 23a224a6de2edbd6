package games

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/record"
)

// Game is one game of the module under one rule set with its types
// hidden: it deals [Deal]s, keeps the score of a [Match] and makes
// computer [Player]s, all through text and JSON, so that a program (an
// online table, a protocol, a tool) serves every game alike and a new game
// needs no change there. [New] returns one, [Resume] one with the deal of
// a record. A Game is immutable and safe for concurrent use.
type Game interface {
	// Name returns the game's name as [Games] lists it: Tapp,
	// Strohmandel or Koenigrufen.
	Name() string
	// Title returns the game's full name, the Game tag of its records:
	// "Tapp Tarock", "Strohmandeln" or "Königrufen".
	Title() string
	// Preset returns the canonical name of the preset the rules come
	// from.
	Preset() string
	// Options returns the option texts in which the rules differ from
	// the preset (the Option tags of a record), in the game's order.
	Options() []string
	// Seats returns the name of each seat of a deal, by seat number, as
	// [Spec].Seats; its length is the number of seats.
	Seats() []string
	// Players returns the number of players of a match: the seats, or
	// one more when a player sits out each deal (Tapp Tarock's fourth
	// player, doc/tapp.md §11.1; Königrufen's table of five,
	// doc/koenigrufen.md §2).
	Players() int
	// Deal returns a new deal shuffled from seed with [DealRand].
	Deal(seed uint64) (Deal, error)
	// Match returns the score sheet of a match in which player
	// firstDealer (0 … Players()−1) deals first, or an error wrapping
	// tarock.ErrInvalidRules for another first dealer.
	Match(firstDealer int) (Match, error)
	// Player returns a computer player of the level called level (one of
	// [Kinds], without regard to case), seeded with seed, or an
	// [*UnknownError] for another level and the error of [SearchConfig]
	// for opt the search player cannot take.
	Player(level string, seed uint64, opt PlayerOptions) (Player, error)
}

// New returns the game called name (as [ParseGame] reads it) under the
// preset called preset (empty: the game's default) changed by each option
// in turn (the game's Rules.WithOption, doc/tapp.md §13, doc/strohmandel.md
// §12, doc/koenigrufen.md §12). It returns an [*UnknownError] for an
// unknown game or preset, and the game's error wrapping
// tarock.ErrInvalidRules for an option it refuses or for rules that do not
// fit together.
func New(name, preset string, options ...string) (Game, error) {
	name, err := ParseGame(name)
	if err != nil {
		return nil, err
	}
	switch name {
	case Tapp:
		r, p, err := TappPreset(preset)
		if err != nil {
			return nil, err
		}
		return newTapp(withOptions(r, p, options))
	case Strohmandel:
		r, p, err := StrohmandelPreset(preset)
		if err != nil {
			return nil, err
		}
		return newStrohmandel(withOptions(r, p, options))
	}
	r, p, err := KoenigrufenPreset(preset)
	if err != nil {
		return nil, err
	}
	return newKoenigrufen(withOptions(r, p, options))
}

// withOptions returns the preset's rules r changed by the options, its
// name and the first error.
func withOptions[R interface{ WithOption(string) (R, error) }](r R, preset string, options []string) (R, string, error) {
	for _, o := range options {
		var err error
		if r, err = r.WithOption(o); err != nil {
			return r, preset, err
		}
	}
	return r, preset, nil
}

// game is the Game of one game under one rule set.
type game[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	name    string
	options []string
	spec    Spec[S, M, O]
	players int
	// soFar writes the record of the deal played from start by moves
	// with tags, finished or not.
	soFar func(start S, moves []M, tags []record.Tag) (record.Record, error)
	// match starts the score sheet of a match.
	match func(firstDealer int) (Match, error)
}

func (g *game[S, M, O]) Name() string      { return g.name }
func (g *game[S, M, O]) Title() string     { return g.spec.Game }
func (g *game[S, M, O]) Preset() string    { return g.spec.Preset }
func (g *game[S, M, O]) Options() []string { return append([]string(nil), g.options...) }
func (g *game[S, M, O]) Seats() []string   { return append([]string(nil), g.spec.Seats...) }
func (g *game[S, M, O]) Players() int      { return g.players }

func (g *game[S, M, O]) Deal(seed uint64) (Deal, error) {
	st, err := g.spec.Deal(DealRand(seed))
	if err != nil {
		return nil, err
	}
	return &deal[S, M, O]{g: g, seed: seed, start: st, st: st}, nil
}

func (g *game[S, M, O]) Match(firstDealer int) (Match, error) { return g.match(firstDealer) }

func (g *game[S, M, O]) Player(level string, seed uint64, opt PlayerOptions) (Player, error) {
	p, err := g.spec.Player(level, seed, opt)
	if err != nil {
		return nil, err
	}
	level, _ = parseKind(level)
	return &player[S, M, O]{title: g.spec.Game, level: level, p: p}, nil
}

// seedOf returns the value of the record's Seed tag, or 0.
func seedOf(tags []record.Tag) uint64 {
	v, _ := record.Record{Tags: tags}.Get("Seed")
	n, _ := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
	return n
}

// Player is a computer player of a game with its types hidden: it sees the
// observation of the seat to act and chooses one of its legal moves. A
// Player is not safe for concurrent use; each seat needs its own.
type Player interface {
	// Level returns the player's level, one of [Kinds].
	Level() string
	// Choose returns the move (in the game's notation) the player makes
	// for the seat to act in d, seeing only that seat's observation. It
	// returns an error wrapping [ErrOtherGame] for a deal of another game
	// and one wrapping tarock.ErrWrongPhase for a deal that is over.
	Choose(d Deal) (string, error)
}

// player is a Player of one game.
type player[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	title string
	level string
	p     bot.Player[O, M]
	legal []M
}

func (p *player[S, M, O]) Level() string { return p.level }

func (p *player[S, M, O]) Choose(d Deal) (string, error) {
	dd, ok := d.(*deal[S, M, O])
	if !ok {
		return "", fmt.Errorf("games: a %s player given a deal of another game: %w", p.title, ErrOtherGame)
	}
	if dd.st.Done() {
		return "", fmt.Errorf("games: the deal is over: %w", tarock.ErrWrongPhase)
	}
	seat := dd.st.ToMove()
	p.legal = dd.st.AppendLegalMoves(p.legal[:0])
	if len(p.legal) == 0 {
		return "", errors.New("games: no legal move")
	}
	return p.p.Choose(dd.st.Observation(seat), p.legal).String(), nil
}
