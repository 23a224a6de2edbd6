package games

import (
	"errors"
	"fmt"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/search"
)

// Hint is a legal move with the value the search player estimates for it,
// for a hint at the table ([Hints]) and the analysis of a deal
// ([Analyze]).
type Hint struct {
	// Move is the move in the game's notation.
	Move string `json:"move"`
	// Value is the move's estimated value for the seat, in game points
	// (the Money in Königrufen): the mean over the deals searched of the
	// seat's game points, with the card points as a tie-break of less
	// than a game point.
	Value float64 `json:"value"`
	// Searched is false for a move the search left out (a discard or an
	// announcement of many, search.DecisionConfig.Candidates); its Value
	// is then 0.
	Searched bool `json:"searched"`
}

// Review is one decision of a seat in a deal, as [Analyze] judges it.
type Review struct {
	// Index is the number of the move in the deal, from 0.
	Index int `json:"index"`
	// Made is the move the seat made, Best the move with the best
	// estimate, in the game's notation.
	Made string `json:"made"`
	Best string `json:"best"`
	// MadeValue and BestValue are their estimated values for the seat in
	// game points; Loss is BestValue − MadeValue, 0 when the move made
	// was the best.
	MadeValue float64 `json:"madeValue"`
	BestValue float64 `json:"bestValue"`
	Loss      float64 `json:"loss"`
	// Moves holds every legal move with its estimate, the best first.
	Moves []Hint `json:"moves"`
}

// ErrNotSearch is wrapped by the error of [Hints] and [Analyze] for a
// player kind that is not the search player (Random, Heuristic).
var ErrNotSearch = errors.New("the player does not search")

// advised is what a Deal of this package does for Hints and Analyze.
type advised interface {
	hints(kind string, opt PlayerOptions, seed uint64) ([]Hint, error)
	analyze(seat int, kind string, opt PlayerOptions, seed uint64) ([]Review, error)
}

// Hints returns every legal move of the seat to act in d, each with its
// estimated value for that seat, the best first: a hint for a person at
// the table. The moves are valued by the search player of kind (Search at
// opt.Level, or a level's name, as [ParsePlayers] reads them) seeded with
// seed, which sees only that seat's observation; without opt.Budget the
// same seed gives the same values. It returns an error wrapping
// search.ErrNotToAct for a deal that is over, [ErrNotSearch] for the
// kinds Random and Heuristic, an [*UnknownError] for another name, and
// an error wrapping [ErrUnknown] for a Deal not made by this package.
func Hints(d Deal, kind string, opt PlayerOptions, seed uint64) ([]Hint, error) {
	a, ok := d.(advised)
	if !ok {
		return nil, fmt.Errorf("games: hints for a deal of type %T: %w", d, ErrUnknown)
	}
	return a.hints(kind, opt, seed)
}

// Analyze judges every decision of seat in the deal d so far (a finished
// deal, or one in progress) with more than one legal move: the value of
// the move made against the best move, as the search player of kind
// (see [Hints]) estimates them from seat's observation at that point, the
// move made always among those searched. The reviews come with the
// biggest losses first (search.Analyze). It returns an error wrapping
// [ErrSeat] for a seat out of range and the errors of Hints for kind.
func Analyze(d Deal, seat int, kind string, opt PlayerOptions, seed uint64) ([]Review, error) {
	a, ok := d.(advised)
	if !ok {
		return nil, fmt.Errorf("games: analysis of a deal of type %T: %w", d, ErrUnknown)
	}
	return a.analyze(seat, kind, opt, seed)
}

// advisor returns the search player of kind as a search.Advisor.
func (d *deal[S, M, O]) advisor(kind string, opt PlayerOptions, seed uint64) (search.Advisor[O, M], error) {
	k, err := parseKind(kind)
	if err != nil {
		return nil, err
	}
	if k == Random || k == Heuristic {
		return nil, fmt.Errorf("games: %s player: %w", k, ErrNotSearch)
	}
	p, err := d.g.spec.Player(k, seed, opt)
	if err != nil {
		return nil, err
	}
	a, ok := p.(search.Advisor[O, M])
	if !ok {
		return nil, fmt.Errorf("games: %s player %T: %w", k, p, ErrNotSearch)
	}
	return a, nil
}

func (d *deal[S, M, O]) hints(kind string, opt PlayerOptions, seed uint64) ([]Hint, error) {
	if d.st.Done() {
		return nil, fmt.Errorf("games: hints for a deal that is over: %w", search.ErrNotToAct)
	}
	a, err := d.advisor(kind, opt, seed)
	if err != nil {
		return nil, err
	}
	seat := d.st.ToMove()
	return hintsOf(a.Estimates(d.st.Observation(seat), d.st.AppendLegalMoves(nil), nil)), nil
}

func (d *deal[S, M, O]) analyze(seat int, kind string, opt PlayerOptions, seed uint64) ([]Review, error) {
	if seat < 0 || seat >= d.st.Players() {
		return nil, fmt.Errorf("games: analysis of seat %d of a deal of %d seats: %w", seat, d.st.Players(), ErrSeat)
	}
	a, err := d.advisor(kind, opt, seed)
	if err != nil {
		return nil, err
	}
	reviews, err := search.Analyze(d.start, d.moves, tarock.Seat(seat), a)
	if err != nil {
		return nil, err
	}
	out := make([]Review, len(reviews))
	for i, r := range reviews {
		out[i] = Review{Index: r.Index, Made: r.Made.String(), Best: r.Best.String(),
			MadeValue: r.MadeValue, BestValue: r.BestValue, Loss: r.Loss, Moves: hintsOf(r.Estimates)}
	}
	return out, nil
}

// hintsOf turns estimates into hints.
func hintsOf[M tarock.Move](est []search.Estimate[M]) []Hint {
	out := make([]Hint, len(est))
	for i, e := range est {
		out[i] = Hint{Move: e.Move.String(), Value: e.Value, Searched: e.Searched()}
	}
	return out
}
