package strohmandel

import (
	"fmt"
	"math/rand/v2"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/match"
)

// Match keeps the score of a sequence of deals between two players, called
// player 0 and player 1 to tell them from the seats, which change with the
// deal (doc/strohmandel.md §2, §3.4, §4.2, §8.2). It is a plain value:
// [Match.Record] returns a new Match. The score sheet, the fields Players,
// Dealer, Totals, DoubledLeft, Deals and Played and the methods Seat,
// Player and Doubled, is the embedded [match.Score]; in each deal the
// dealer is seat 1 ([Dealer]) and the other player forehand (seat 0).
//
//   - The deal alternates after every played deal; after a throw-in or a
//     BothPassRedealSameDealer redeal the same dealer deals again; after a
//     BothPassRedealForehand redeal the old forehand deals.
//   - Doubling after a draw (doc/strohmandel.md §8.2, N where the rule book says so): a played
//     deal is settled ×2 while DoubledLeft > 0, which then decreases by one;
//     a deal that triggers doubling sets DoubledLeft to the larger of its
//     value and the deal's [Result.DoubleNext]; the multiplier is never more
//     than 2. Deals that are not played neither trigger nor use up doubling.
//   - A misdeal costs the dealer 1 game point, 2 while the deals count
//     double, and he deals again (doc/strohmandel.md §3.5): [Match.Misdeal].
type Match struct {
	// Rules are the rules every deal of the match is played by.
	Rules Rules
	match.Score[[MaxMatchPlayers]int]
}

// NewMatch returns a match under rules whose first deal player firstDealer
// (0 or 1) deals. It returns an error wrapping tarock.ErrInvalidRules when
// rules are invalid or firstDealer is not 0 or 1.
func NewMatch(rules Rules, firstDealer int) (Match, error) {
	if err := rules.Validate(); err != nil {
		return Match{}, err
	}
	s, err := match.New[[MaxMatchPlayers]int](MaxMatchPlayers, firstDealer)
	if err != nil {
		return Match{}, fmt.Errorf("strohmandel: %w", err)
	}
	return Match{Rules: rules, Score: s}, nil
}

// NewGame starts the next deal of the match from d (see [NewGame]).
func (m Match) NewGame(d Deal) (State, error) { return NewGame(m.Rules, d) }

// NewShuffledGame starts the next deal of the match from a shuffled pack
// drawn from src, the pack of the rules (see [ShuffledPack]).
func (m Match) NewShuffledGame(src rand.Source) (State, error) {
	return NewGame(m.Rules, ShuffledPack(src, m.Rules.CardsInPlay()))
}

// Record returns the match after the deal whose result is r (played with
// the seats [match.Score.Seat] gave), and each player's game points for it
// after doubling. It returns m unchanged and an error wrapping
// tarock.ErrWrongPhase when r is not the result of a finished deal,
// tarock.ErrInvalidRules when m is not a match in progress (a Dealer that is
// not 0 or 1), or tarock.ErrInvalidDeal when r's deltas do not sum to zero.
func (m Match) Record(r Result) (Match, [MaxMatchPlayers]int, error) {
	var pay [MaxMatchPlayers]int
	if err := m.Score.Validate(); err != nil {
		return m, pay, fmt.Errorf("strohmandel: %w", err)
	}
	if r.Contract == NoContract || r.Contract > Redeal {
		return m, pay, fmt.Errorf("strohmandel: cannot record a deal that is not over: %w", tarock.ErrWrongPhase)
	}
	e := match.Entry[[MaxMatchPlayers]int]{Deltas: r.Deltas, Played: r.Played(), DoubleNext: r.DoubleNext}
	if !e.Played && r.SameDealer {
		e.Next = match.SameDealer
	}
	s, pay, err := m.Score.Record(e)
	if err != nil {
		return m, pay, fmt.Errorf("strohmandel: %w", err)
	}
	m.Score = s
	return m, pay, nil
}

// Misdeal returns the match after a misdeal by the dealer
// (doc/strohmandel.md §3.5): the dealer pays his opponent 1 game point,
// 2 while the deals count double; the same dealer deals again. A misdeal
// neither triggers nor uses up doubling. It also returns each player's game
// points for it. It returns m unchanged and an error wrapping
// tarock.ErrInvalidRules when m is not a match in progress (a Dealer that
// is not 0 or 1).
func (m Match) Misdeal() (Match, [MaxMatchPlayers]int, error) {
	s, pay, err := m.Score.Misdeal(1)
	if err != nil {
		return m, pay, fmt.Errorf("strohmandel: %w", err)
	}
	m.Score = s
	return m, pay, nil
}
