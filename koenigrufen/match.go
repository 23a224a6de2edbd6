package koenigrufen

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/match"
)

// Match keeps the score of a sequence of deals among the four players of
// a Königrufen table, or five under FivePlayerTable, called player 0 to 3
// (or 4) in turn order round the table to tell them from the seats, which
// change with the deal (doc/koenigrufen.md §2 and "Matches"). It is a
// plain value:
// [Match.Record] returns a new Match. The score sheet, the fields
// Players, Dealer, Totals, DoubledLeft, Deals and Played and the methods
// Seat, Player and Doubled, is the embedded [match.Score].
//
//   - In each deal the dealer is seat 3, the player after him forehand
//     (seat 0). The deal passes to the old forehand (doc/koenigrufen.md
//     §2). With five players the dealer sits the deal out ([Match.Seat]
//     gives him seat 4, which plays no card and pays nothing) and the four
//     after him play seats 0 to 3.
//   - Totals are each player's running game points; they sum to zero, as
//     every deal does (doc/koenigrufen.md §11.1).
//   - Königrufen has no doubled deals in these rules: DoubledLeft stays 0.
//   - A deal is recorded from its [Result]: each seat's Money
//     (doc/koenigrufen.md §11.1). A deal thrown in under RedealNoTarock
//     ([EndThrownIn]) is dealt again by the same dealer
//     (doc/koenigrufen.md §3).
type Match struct {
	// Rules are the rules every deal of the match is played by.
	Rules Rules
	match.Score[[MaxMatchPlayers]int]
}

// MaxMatchPlayers is the most players of a [Match], the size of the
// arrays of [Match.Record] and Match.Totals: five at a table of five
// (FivePlayerTable, doc/koenigrufen.md "Matches").
const MaxMatchPlayers = 5

// NewMatch returns a match under rules whose first deal player
// firstDealer (0 to 3, or 4 under FivePlayerTable) deals. It returns an
// error wrapping tarock.ErrInvalidRules when rules are invalid or
// firstDealer is not one of the players.
func NewMatch(rules Rules, firstDealer int) (Match, error) {
	if err := rules.Validate(); err != nil {
		return Match{}, err
	}
	players := numSeats
	if rules.FivePlayerTable == FivePlayerDealerSitsOut {
		players = MaxMatchPlayers
	}
	s, err := match.New[[MaxMatchPlayers]int](players, firstDealer)
	if err != nil {
		return Match{}, fmt.Errorf("koenigrufen: %w", err)
	}
	return Match{Rules: rules, Score: s}, nil
}

// NewGame starts the next deal of the match from d (see [NewGame]).
func (m Match) NewGame(d Deal) (State, error) { return NewGame(m.Rules, d) }

// NewShuffledGame starts the next deal of the match from a shuffled pack
// drawn from src (see [Shuffled]).
func (m Match) NewShuffledGame(src rand.Source) (State, error) {
	return NewGame(m.Rules, Shuffled(src))
}

// Record returns the match after the deal whose settlement is r (played
// with the seats [match.Score.Seat] gave), and each player's game points
// for it, the Money (index = player; a fifth player who sat out gets 0). It returns m unchanged and an error
// wrapping tarock.ErrWrongPhase when r is not the Result of a finished
// deal (the zero Result), tarock.ErrInvalidRules when m is not a match in
// progress, or tarock.ErrInvalidDeal when r's Deltas do not sum to zero.
func (m Match) Record(r Result) (Match, [MaxMatchPlayers]int, error) {
	var pay [MaxMatchPlayers]int
	if err := m.Score.Validate(); err != nil {
		return m, pay, fmt.Errorf("koenigrufen: %w", err)
	}
	if r.End == EndNotOver || r.End > EndThrownIn {
		return m, pay, fmt.Errorf("koenigrufen: cannot record a deal that is not over: %w", tarock.ErrWrongPhase)
	}
	e := match.Entry[[MaxMatchPlayers]int]{Played: r.Played()}
	if r.End == EndThrownIn {
		e.Next = match.SameDealer
	}
	copy(e.Deltas[:], r.Deltas[:])
	s, pay, err := m.Score.Record(e)
	if err != nil {
		return m, pay, fmt.Errorf("koenigrufen: %w", err)
	}
	m.Score = s
	return m, pay, nil
}

// Misdeal returns the match after a misdeal found before the auction: the
// same dealer deals again (doc/koenigrufen.md §3 rule 4). The sources name
// no penalty, so nobody pays (N): the game points it returns for each
// player are zero, and the misdeal is not counted as a deal. It is named
// and shaped as tapp's and strohmandel's Match.Misdeal, so that a program
// drives a match of any game alike. It returns m unchanged and an error
// wrapping tarock.ErrInvalidRules when m is not a match in progress.
func (m Match) Misdeal() (Match, [MaxMatchPlayers]int, error) {
	s, pay, err := m.Score.Misdeal(0)
	if err != nil {
		return m, pay, fmt.Errorf("koenigrufen: %w", err)
	}
	m.Score = s
	return m, pay, nil
}
