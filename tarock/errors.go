package tarock

import (
	"errors"
	"fmt"
)

// ErrIllegalMove is wrapped by every error a game returns for a move that the
// rules do not allow at that point. Test with errors.Is(err, ErrIllegalMove);
// the specific reason is one of the Err… values below, which wrap it too.
var ErrIllegalMove = errors.New("illegal move")

// The reasons a move is illegal. Each wraps [ErrIllegalMove], so
// errors.Is(err, ErrMustFollowSuit) and errors.Is(err, ErrIllegalMove) both
// hold for a revoke.
var (
	ErrGameOver       = fmt.Errorf("the game is over: %w", ErrIllegalMove)
	ErrWrongPhase     = fmt.Errorf("move not allowed in this phase: %w", ErrIllegalMove)
	ErrNotYourTurn    = fmt.Errorf("not this seat's turn: %w", ErrIllegalMove)
	ErrCardNotHeld    = fmt.Errorf("card not held or not playable: %w", ErrIllegalMove)
	ErrMustFollowSuit = fmt.Errorf("must follow suit: %w", ErrIllegalMove)
	ErrMustPlayTarock = fmt.Errorf("must play a tarock: %w", ErrIllegalMove)
	ErrMustBeat       = fmt.Errorf("must beat the trick: %w", ErrIllegalMove)
	ErrNotAllowed     = fmt.Errorf("not allowed by the rules: %w", ErrIllegalMove)
	// ErrNotInPack is the reason for a move naming a card that the pack
	// of the rules does not hold (doc/design.md §10); it wraps
	// ErrCardNotHeld as well.
	ErrNotInPack = fmt.Errorf("card not in the pack of the rules: %w", ErrCardNotHeld)
)

// ErrInvalidRules is wrapped by the error a game's Rules.Validate returns for
// a contradictory or out-of-range combination of options.
var ErrInvalidRules = errors.New("invalid rules")

// ErrInvalidDeal is wrapped by the error a game returns for a deal a user
// supplies that is not a valid deal (a card missing or repeated, wrong hand
// sizes), and by the error of a match (package tarock/match) asked to record
// a deal whose outcome it cannot hold (game points that do not sum to zero,
// a seat outside the match).
var ErrInvalidDeal = errors.New("invalid deal")

// ErrBadMoveSyntax is wrapped by the errors of the games' ParseMove.
var ErrBadMoveSyntax = errors.New("invalid move notation")

// MoveError is the error a game returns for an illegal move. It wraps one of
// the reasons above (and so [ErrIllegalMove]).
type MoveError struct {
	Move   string // the move in its notation
	Seat   Seat   // the seat to act when the move was tried
	Phase  string // the phase of the game, for example "play"
	Reason error  // ErrMustFollowSuit, ErrNotYourTurn, …
	Detail string // what the rules required instead, may be empty
}

// Error says which move was refused, when and why.
func (e *MoveError) Error() string {
	msg := fmt.Sprintf("%s by %v in %s: %v", e.Move, e.Seat, e.Phase, e.Reason)
	if e.Detail != "" {
		msg += " (" + e.Detail + ")"
	}
	return msg
}

// Unwrap returns the reason.
func (e *MoveError) Unwrap() error { return e.Reason }
