package games

import (
	"errors"
	"fmt"

	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/match"
	"github.com/tarockfamily/sdk/tarock/record"
)

// Resume returns the deal of a game record of any game, finished or not,
// as its Game tag names it (doc/notation.md "Game records"): its Game
// under the record's preset and options, its seed from the Seed tag, and
// every move applied, ready to go on when the record stops before the end
// (as [Deal.Record] writes a deal in progress). Its errors are those of
// [Replay] (an [*UnknownError] for a Game tag of no game of the module,
// the game's replay error, a *record.Error with the place, for anything
// else wrong in the record), but a record that stops before the end is
// not an error.
func Resume(rec record.Record) (Deal, error) {
	r, err := Replay(rec)
	if err != nil && !errors.Is(err, record.ErrIncomplete) {
		return nil, err
	}
	return r.Final(), nil
}

// matchOf is the Match of a game whose match type is T, the score sheet
// in its embedded match.Score[D], and whose state type is S.
type matchOf[T any, S any, D match.Deltas] struct {
	m T
	// seats is the number of seats of a deal; a player whose seat in the
	// match is not below it sits the deal out.
	seats  int
	score  func(T) match.Score[D]
	record func(T, S) (T, D, error)
}

func (m *matchOf[T, S, D]) sheet() match.Score[D] { return m.score(m.m) }
func (m *matchOf[T, S, D]) Players() int          { return m.sheet().Players }
func (m *matchOf[T, S, D]) Dealer() int           { return m.sheet().Dealer }
func (m *matchOf[T, S, D]) Deals() int            { return m.sheet().Deals }
func (m *matchOf[T, S, D]) Doubled() bool         { return m.sheet().Doubled() }
func (m *matchOf[T, S, D]) Totals() []int {
	return firstOf(m.sheet().Totals, m.sheet().Players)
}
func (m *matchOf[T, S, D]) Seat(player int) int {
	s := m.sheet().Seat(player)
	if s == tarock.NoSeat || int(s) >= m.seats {
		return -1
	}
	return int(s)
}
func (m *matchOf[T, S, D]) Player(seat int) int {
	if seat < 0 || seat >= m.seats {
		return -1
	}
	return m.sheet().Player(tarock.Seat(seat))
}

func (m *matchOf[T, S, D]) Record(d Deal) (Match, []int, error) {
	if d == nil {
		return m, nil, fmt.Errorf("games: a match given no deal: %w", ErrOtherGame)
	}
	st, ok := d.Value().(S)
	if !ok {
		return m, nil, fmt.Errorf("games: a match given a deal of another game: %w", ErrOtherGame)
	}
	next, pay, err := m.record(m.m, st)
	if err != nil {
		return m, nil, err
	}
	n := &matchOf[T, S, D]{m: next, seats: m.seats, score: m.score, record: m.record}
	return n, firstOf(pay, n.sheet().Players), nil
}

// firstOf returns the first n entries of d.
func firstOf[D match.Deltas](d D, n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = d[i]
	}
	return out
}

// newTapp returns the Game of Tapp Tarock under rules r from the preset
// called preset, or err when it is not nil.
func newTapp(r tapp.Rules, preset string, err error) (*game[tapp.State, tapp.Move, tapp.Observation], error) {
	if err != nil {
		return nil, err
	}
	m, err := tapp.NewMatch(r, 0)
	if err != nil {
		return nil, err
	}
	base, _, _ := TappPreset(preset)
	seats := TappSpec(r, preset).Seats
	return &game[tapp.State, tapp.Move, tapp.Observation]{
		name:    Tapp,
		options: r.Options(base),
		spec:    TappSpec(r, preset),
		players: m.Players,
		soFar: func(start tapp.State, moves []tapp.Move, tags []record.Tag) (record.Record, error) {
			return tapp.Game{Rules: r, Preset: preset, Deal: TappDeal(start), Moves: moves, Tags: tags}.RecordSoFar()
		},
		match: func(first int) (Match, error) {
			m, err := tapp.NewMatch(r, first)
			if err != nil {
				return nil, err
			}
			return &matchOf[tapp.Match, tapp.State, [tarock.MaxPlayers]int]{m: m, seats: len(seats),
				score: func(m tapp.Match) match.Score[[tarock.MaxPlayers]int] { return m.Score },
				record: func(m tapp.Match, st tapp.State) (tapp.Match, [tarock.MaxPlayers]int, error) {
					res, _ := st.Result()
					return m.Record(res)
				}}, nil
		},
	}, nil
}

// newStrohmandel returns the Game of Strohmandeln under rules r from the
// preset called preset, or err when it is not nil.
func newStrohmandel(r strohmandel.Rules, preset string, err error) (*game[strohmandel.State, strohmandel.Move, strohmandel.Observation], error) {
	if err != nil {
		return nil, err
	}
	m, err := strohmandel.NewMatch(r, 0)
	if err != nil {
		return nil, err
	}
	base, _, _ := StrohmandelPreset(preset)
	seats := StrohmandelSpec(r, preset).Seats
	return &game[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		name:    Strohmandel,
		options: r.Options(base),
		spec:    StrohmandelSpec(r, preset),
		players: m.Players,
		soFar: func(start strohmandel.State, moves []strohmandel.Move, tags []record.Tag) (record.Record, error) {
			return strohmandel.Game{Rules: r, Preset: preset, Deal: start.Deal(), Moves: moves, Tags: tags}.RecordSoFar()
		},
		match: func(first int) (Match, error) {
			m, err := strohmandel.NewMatch(r, first)
			if err != nil {
				return nil, err
			}
			return &matchOf[strohmandel.Match, strohmandel.State, [strohmandel.Players]int]{m: m, seats: len(seats),
				score: func(m strohmandel.Match) match.Score[[strohmandel.Players]int] { return m.Score },
				record: func(m strohmandel.Match, st strohmandel.State) (strohmandel.Match, [strohmandel.Players]int, error) {
					res, _ := st.Result()
					return m.Record(res)
				}}, nil
		},
	}, nil
}

// newKoenigrufen returns the Game of Königrufen under rules r from the
// preset called preset, or err when it is not nil.
func newKoenigrufen(r koenigrufen.Rules, preset string, err error) (*game[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation], error) {
	if err != nil {
		return nil, err
	}
	m, err := koenigrufen.NewMatch(r, 0)
	if err != nil {
		return nil, err
	}
	base, _, _ := KoenigrufenPreset(preset)
	seats := KoenigrufenSpec(r, preset).Seats
	return &game[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		name:    Koenigrufen,
		options: r.Options(base),
		spec:    KoenigrufenSpec(r, preset),
		players: m.Players,
		soFar: func(start koenigrufen.State, moves []koenigrufen.Move, tags []record.Tag) (record.Record, error) {
			return koenigrufen.Game{Rules: r, Preset: preset, Deal: start.Deal(), Moves: moves, Tags: tags}.RecordSoFar()
		},
		match: func(first int) (Match, error) {
			m, err := koenigrufen.NewMatch(r, first)
			if err != nil {
				return nil, err
			}
			return &matchOf[koenigrufen.Match, koenigrufen.State, [5]int]{m: m, seats: len(seats),
				score: func(m koenigrufen.Match) match.Score[[5]int] { return m.Score },
				record: func(m koenigrufen.Match, st koenigrufen.State) (koenigrufen.Match, [5]int, error) {
					res, _ := st.Result()
					return m.Record(res)
				}}, nil
		},
	}, nil
}
