package games

// Match is the score sheet of a match of a [Game] with its types hidden:
// who deals, each player's running total in game points and the seats of
// the next deal, from the game's own Match (tapp.Match, strohmandel.Match,
// koenigrufen.Match) over the one match loop of package tarock/match.
// Players are numbered 0 … Players()−1 in turn order round the table; in
// each deal the player after the dealer is forehand (seat 0) and the
// dealer has the last seat (doc/tapp.md §2, doc/strohmandel.md §2,
// doc/koenigrufen.md §2). A Match is an immutable value: [Match.Record]
// returns a new one.
type Match interface {
	// Players returns the number of players.
	Players() int
	// Dealer returns the player who deals the next deal.
	Dealer() int
	// Deals returns the number of deals recorded.
	Deals() int
	// Doubled reports whether the next played deal counts double
	// (doc/strohmandel.md §8.2); false in a game without doubling.
	Doubled() bool
	// Totals returns each player's running game points, by player; they
	// sum to zero. The slice is the caller's.
	Totals() []int
	// Seat returns the seat player has in the next deal, or −1 when the
	// player sits the deal out or is not one of the match.
	Seat(player int) int
	// Player returns the player who has seat in the next deal, or −1.
	Player(seat int) int
	// Record returns the match after the finished deal d, played with the
	// seats that Seat gave, and each player's game points for it (by
	// player, after doubling). It returns the receiver and an error
	// wrapping [ErrOtherGame] for a nil deal or a deal of another game, or the game's
	// error wrapping tarock.ErrWrongPhase for a deal that is not over.
	Record(d Deal) (Match, []int, error)
}
