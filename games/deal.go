package games

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// ErrSeat is wrapped by the error for a seat that is not one of the deal's
// (a number below 0 or not below [Deal.Seats]).
var ErrSeat = errors.New("no such seat")

// ErrOtherGame is wrapped by the error of a [Player] asked to choose in a
// deal of another game, and of [Match.Record] given a deal of another game.
var ErrOtherGame = errors.New("deal of another game")

// Deal is one deal of a game with its type hidden: the moves so far in the
// game's notation, each seat's observation as JSON and the legal moves as
// text, for programs that treat every game alike (an online table, a
// protocol). It is an immutable value: [Deal.Apply] returns a new Deal and
// leaves the receiver as it was, so any number of goroutines may read one
// Deal. [Game.Deal] starts one, [Resume] reads one from a record.
//
// Seats are numbered from 0 (forehand) to Seats()−1 (the dealer), as in
// the games' packages.
type Deal interface {
	// Game returns the game and rules the deal is played under.
	Game() Game
	// Seed returns the seed the deal was shuffled with ([DealRand]), as
	// the record's Seed tag holds it (0 for a record without one).
	Seed() uint64
	// Seats returns the number of seats of the deal.
	Seats() int
	// Done reports whether the deal is over.
	Done() bool
	// ToMove returns the seat to act, or −1 when the deal is over.
	ToMove() int
	// Moves returns the moves so far in the game's notation
	// (doc/notation.md), the first first. The slice is the caller's.
	Moves() []string
	// Legal returns the legal moves of the seat to act in the game's
	// notation, in the order the game generates them; nil when the deal
	// is over. The slice is the caller's.
	Legal() []string
	// Apply returns the deal after the move written in the game's
	// notation, played by the seat to act. It returns the receiver and
	// an error wrapping tarock.ErrBadMoveSyntax for a text that is not a
	// move, or the game's error wrapping tarock.ErrIllegalMove (and the
	// rule broken, such as tarock.ErrMustFollowSuit) for a move the rules
	// do not allow now.
	Apply(move string) (Deal, error)
	// Observation returns what seat may know now, the JSON of the game's
	// Observation (doc/tapp.md, doc/strohmandel.md, doc/koenigrufen.md
	// "JSON"), or an error wrapping [ErrSeat] for a seat that is not one
	// of the deal's.
	Observation(seat int) (json.RawMessage, error)
	// CardPoints returns the card points seat has won in tricks so far,
	// counted as the game's rules count them (doc/tapp.md §9.1,
	// doc/strohmandel.md §8.1 and §11.1.2, doc/koenigrufen.md §10), with
	// their thirds; 0 for a seat that is not one of the deal's.
	CardPoints(seat int) scoring.Points
	// Result returns the result of the deal and true once it is over; the
	// zero Result and false before.
	Result() (Result, bool)
	// Settlement returns the settlement of the finished deal for people,
	// the players called by names (names[i] is seat i's name, "seat i"
	// for a name not given): what was played and how it ended, one line
	// per scored item saying whose it is, whether his side won it and who
	// pays whom, and each player's balance (the game's Result.Text,
	// doc/tapp.md §10, doc/strohmandel.md §8, doc/koenigrufen.md §11).
	// It returns "" before the end.
	Settlement(names []string) string
	// Record returns the game record of the deal so far with the Seed tag
	// and the given tags of the table (Seat0, Seat1, … with
	// [record.SeatTag], Date, Event or any other): with the result
	// comment when the deal is over, without it before, so that [Resume]
	// goes on from it. It returns an error wrapping record.ErrBadRecord
	// for a tag that would not read back.
	Record(tags ...record.Tag) (record.Record, error)
	// Value returns the game's own state (tapp.State, strohmandel.State
	// or koenigrufen.State), for code that knows the game, such as a
	// hint function.
	Value() any
}

// Result is the result of a finished deal in every game's terms.
type Result struct {
	// Outcome is the game-independent summary: the contract, the
	// declarer, the card points and each seat's game points (Deltas,
	// summing to zero).
	Outcome tarock.Outcome
	// Deltas holds each seat's game points for the deal, by seat (the
	// first Seats() of Outcome.Deltas).
	Deltas []int
	// Settlement is the settlement for people with the seats called
	// "seat 0", "seat 1", … (the game's Result.String; [Deal.Settlement]
	// names the players), and Summary its one line (Result.Summary), as
	// the record's result comment holds it.
	Settlement, Summary string
}

// deal is a Deal of one game: the state before the first move, the state
// now and the moves between them.
type deal[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	g         *game[S, M, O]
	seed      uint64
	start, st S
	// moves is never appended to in place: a new Deal gets a new array,
	// so that Deals sharing a prefix stay independent.
	moves []M
}

func (d *deal[S, M, O]) Game() Game   { return d.g }
func (d *deal[S, M, O]) Seed() uint64 { return d.seed }
func (d *deal[S, M, O]) Seats() int   { return d.st.Players() }
func (d *deal[S, M, O]) Done() bool   { return d.st.Done() }
func (d *deal[S, M, O]) Value() any   { return d.st }
func (d *deal[S, M, O]) ToMove() int {
	if d.st.Done() {
		return -1
	}
	return int(d.st.ToMove())
}

func (d *deal[S, M, O]) Moves() []string {
	out := make([]string, len(d.moves))
	for i, m := range d.moves {
		out[i] = m.String()
	}
	return out
}

func (d *deal[S, M, O]) Legal() []string {
	if d.st.Done() {
		return nil
	}
	legal := d.st.AppendLegalMoves(nil)
	out := make([]string, len(legal))
	for i, m := range legal {
		out[i] = m.String()
	}
	return out
}

func (d *deal[S, M, O]) Apply(text string) (Deal, error) {
	m, err := d.g.spec.ParseMove(text)
	if err != nil {
		return d, err
	}
	next, err := d.st.Apply(m)
	if err != nil {
		return d, err
	}
	moves := make([]M, len(d.moves)+1)
	copy(moves, d.moves)
	moves[len(d.moves)] = m
	return &deal[S, M, O]{g: d.g, seed: d.seed, start: d.start, st: next, moves: moves}, nil
}

func (d *deal[S, M, O]) Observation(seat int) (json.RawMessage, error) {
	if seat < 0 || seat >= d.st.Players() {
		return nil, fmt.Errorf("games: seat %d of a deal of %d seats: %w", seat, d.st.Players(), ErrSeat)
	}
	return json.Marshal(d.st.Observation(tarock.Seat(seat)))
}

func (d *deal[S, M, O]) CardPoints(seat int) scoring.Points {
	if seat < 0 || seat >= d.st.Players() {
		return 0
	}
	return d.g.spec.CardPoints(d.st, tarock.Seat(seat))
}

func (d *deal[S, M, O]) Result() (Result, bool) {
	if !d.st.Done() {
		return Result{}, false
	}
	r := Result{Outcome: d.st.Outcome()}
	r.Deltas = append([]int(nil), r.Outcome.Deltas[:d.st.Players()]...)
	r.Settlement, r.Summary = d.g.spec.Settlement(d.st, nil)
	return r, true
}

func (d *deal[S, M, O]) Settlement(names []string) string {
	if !d.st.Done() {
		return ""
	}
	text, _ := d.g.spec.Settlement(d.st, names)
	return text
}

func (d *deal[S, M, O]) Record(tags ...record.Tag) (record.Record, error) {
	all := make([]record.Tag, 0, len(tags)+1)
	for _, t := range tags {
		if t.Name != "Seed" {
			all = append(all, t)
		}
	}
	all = append(all, record.Tag{Name: "Seed", Value: strconv.FormatUint(d.seed, 10)})
	return d.g.soFar(d.start, d.moves, all)
}
