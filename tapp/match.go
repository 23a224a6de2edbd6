package tapp

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/match"
)

// Match keeps the score of a sequence of deals among the players of a Tapp
// table, called player 0, 1, 2 (and 3) in turn order round the table to tell
// them from the seats, which change with the deal (doc/tapp.md §2, §3, §5.3,
// §10.2). It is a plain value: [Match.Record] returns a new Match. The score
// sheet, the fields Players, Dealer, Totals, DoubledLeft, Deals and Played
// and the methods Seat, Player and Doubled, is the embedded [match.Score].
//
//   - Three players: in each deal the dealer is seat 2, the player after him
//     forehand (seat 0) and the next one middlehand (seat 1). The deal
//     passes counter-clockwise: the old forehand deals next (doc/tapp.md §2).
//   - Four players when Rules.FourthPlayer is not FourthNone ((N) for the
//     rotation): the four take turns to deal, and the dealer takes no cards
//     ([Result.Fourth]): he sits out (FourthSitsOut) or is the
//     "König" who wins and loses with the defenders (FourthKing1821). The
//     three others are seats 0, 1, 2 from the dealer's right.
//   - Two players in the game with a dummy stack (Rules.Dummy1829,
//     doc/tapp.md §11.2): the dealer is seat 1, the other forehand, and the
//     deal alternates.
//   - A deal thrown in because a hand holds no tarock (RedealNoTarock,
//     [EndNoTarock]) is dealt again by the same dealer (doc/tapp.md §3). A deal in which
//     all passed is thrown in and the next dealer deals (AllPassRedeal,
//     AllPassRauben; doc/tapp.md §5.3; the robbing of the talon under AllPassRauben is
//     left to the caller), or is Trischaken, played and scored like any
//     other deal (AllPassTrischaken). A Tapper that stood is scored and the
//     deal passes on (doc/tapp.md §5.2.1).
//   - Tapp Tarock has no doubled deals: DoubledLeft stays 0 and Doubled is
//     false. The totals sum to zero, as every deal does (doc/tapp.md §10.2).
type Match struct {
	// Rules are the rules every deal of the match is played by.
	Rules Rules
	match.Score[[MaxMatchPlayers]int]
}

// NewMatch returns a match under rules whose first deal player firstDealer
// deals: 0, 1 or 2, or 3 when rules seat a fourth player, 0 or 1 in the
// game for two (Rules.Dummy1829). It returns an
// error wrapping tarock.ErrInvalidRules when rules are invalid or
// firstDealer is not one of the players.
func NewMatch(rules Rules, firstDealer int) (Match, error) {
	if err := rules.Validate(); err != nil {
		return Match{}, err
	}
	players := 3
	switch {
	case rules.FourthPlayer != FourthNone:
		players = 4
	case rules.Dummy1829:
		players = 2
	}
	s, err := match.New[[MaxMatchPlayers]int](players, firstDealer)
	if err != nil {
		return Match{}, fmt.Errorf("tapp: %w", err)
	}
	return Match{Rules: rules, Score: s}, nil
}

// NewGame starts the next deal of the match from d (see [NewGame]).
func (m Match) NewGame(d Deal) (State, error) { return NewGame(m.Rules, d) }

// NewShuffledGame starts the next deal of the match from the pack of its
// rules shuffled with src (see [ShuffledFor]).
func (m Match) NewShuffledGame(src rand.Source) (State, error) {
	return NewGame(m.Rules, ShuffledFor(src, m.Rules))
}

// Record returns the match after the deal whose result is r (played with
// the seats [match.Score.Seat] gave), and each player's game points for it
// (index = player). It returns m unchanged and an error wrapping
// tarock.ErrWrongPhase when r is not the result of a finished deal,
// tarock.ErrInvalidRules when m is not a match in progress (a Dealer who is
// not one of the players), or tarock.ErrInvalidDeal when r's deltas do not
// sum to zero or pay a fourth player the match does not have.
func (m Match) Record(r Result) (Match, [MaxMatchPlayers]int, error) {
	var pay [MaxMatchPlayers]int
	if err := m.Score.Validate(); err != nil {
		return m, pay, fmt.Errorf("tapp: %w", err)
	}
	if r.End == EndNotOver || r.End > EndTrischaken {
		return m, pay, fmt.Errorf("tapp: cannot record a deal that is not over: %w", tarock.ErrWrongPhase)
	}
	e := match.Entry[[MaxMatchPlayers]int]{Deltas: [MaxMatchPlayers]int{r.Deltas[0], r.Deltas[1], r.Deltas[2], r.Fourth},
		Played: r.Played()}
	if r.End == EndNoTarock {
		e.Next = match.SameDealer
	}
	s, pay, err := m.Score.Record(e)
	if err != nil {
		return m, pay, fmt.Errorf("tapp: %w", err)
	}
	m.Score = s
	return m, pay, nil
}

// Misdeal returns the match after a misdeal by the dealer: the same dealer
// deals again. doc/tapp.md gives no misdeal penalty (doc/tapp.md §3 has none, and
// doc/tapp.md §11.1.7 leaves it to the players' agreement), so nobody pays ((N)); the
// game points it returns for each player are zero. It exists so that a program drives a
// Tapp match as a Strohmandeln one. It returns m unchanged and an error
// wrapping tarock.ErrInvalidRules when m is not a match in progress.
func (m Match) Misdeal() (Match, [MaxMatchPlayers]int, error) {
	s, pay, err := m.Score.Misdeal(0)
	if err != nil {
		return m, pay, fmt.Errorf("tapp: %w", err)
	}
	m.Score = s
	return m, pay, nil
}
