// Package search finds good moves for the Tarock games of this module by
// looking ahead: a perfect-information solver for the rest of a deal
// ([Solver]), a search of any decision that samples complete deals
// consistent with what the deciding seat has seen and values each
// candidate move by playing the deal out to its settlement ([Decider]),
// with an inference that weighs the deals by what the other players' moves
// reveal ([Model]), and the card-play player of the module's first
// versions ([PIMC], perfect-information Monte Carlo). All are generic
// over any [tarock.Game]; none knows a particular game.
//
// # Sides and values
//
// The solver treats a deal as a two-sided, zero-sum contest. A side function
// maps every seat to side 0 or side 1 (in Tapp Tarock the declarer against
// the two defenders; in a two-player game each player alone, which is the
// default). A value function scores a finished deal from side 0's point of
// view: side 0 plays to make it as large as possible and side 1 to make it
// as small as possible. The default, [OutcomeValue], is side 0's game points
// times [DeltaWeight] plus side 0's lead in card points (in thirds) as a
// tie-break, so that among moves that win (or lose) the same game points the
// solver prefers the ones that take more card points.
//
// # Cost
//
// [Solver.Solve] is an alpha-beta search over every remaining move to the
// end of the deal. Its cost grows exponentially with the number of moves
// left: with b legal moves per turn on average and n moves to go, plain
// minimax visits about b^n positions and alpha-beta with good move ordering
// about b^(n/2); a transposition table (when the caller provides a hash)
// merges positions reached by playing the same tricks in another order.
// In the two-player toy game of this module's tests, the last 3 tricks take
// about 45 positions, the last 5 about 900 (340 with a transposition table)
// and the last 7 about 30,000 (3,800 with a table); see the benchmarks. A
// handful of tricks is cheap; a whole 16-trick Tapp deal is far out of reach.
// The solver is meant for endgames and for judging the last tricks of the
// sampled deals inside [PIMC]. Config.MaxNodes and Config.TimeLimit bound a
// search; when one is exceeded Solve returns an error wrapping [ErrLimit].
//
// # Hidden information
//
// A [PIMC] player sees only the observation passed to its Choose method. It
// asks a caller-provided determinizer for complete deals consistent with
// that observation, evaluates every legal move on each of them (exactly with
// the solver when little play is left, otherwise by playouts) and picks the
// move with the best mean value for its own side. Averaging over complete
// deals is a known simplification: it assumes every player will know
// everything after this move (strategy fusion) and ignores what the other
// players' choices reveal, so it is a strong baseline rather than an
// optimal player.
//
// # Every decision
//
// A [Decider] values the candidates of any decision the same way — a bid,
// a call, a talon half, a discard, an announcement, a Kontra or a card:
// it applies each to a sampled deal and plays the deal out to the end with
// a fast playout policy (the games' rule-of-thumb players), or solves the
// last tricks of a card play exactly, and scores the settlement for the
// deciding seat ([SeatValue]: its game points, then card points). A
// decision with many legal moves (a discard, a compound announcement) is
// pruned to the playout policy's own choice and the best few by a cheap
// ranking. With a [Model] of the other players (the rule-of-thumb policy
// with noise) the deals searched are drawn in proportion to how likely the
// others' bids, calls, announcements, Kontras and cards are in them, so a
// Solo bid puts the Sküs in the bidder's hand more often than uniform
// sampling would. [Decider.Estimates] gives every move's value in game
// points: the hints and the analysis of a deal ([Analyze]) are built on
// it.
//
// # The games' search players
//
// [NewPlayer] wires a search player for a game once: the games' NewSearch
// functions (tappbot, strohbot, koenigrufenbot) pass only their rules
// ([PlayerRules]: the fallback player, the moves of a trick, how to value
// a finished deal for the deciding seat, the kinds of decision, the
// ranking of the pruning, the history for the model) and the shared
// [PlayerConfig], which selects the decisions searched, the inference, the
// time budget, or the PIMC player of the first versions. [Determinizers] turns a game's NewDeterminizer into the
// player's Determinize, preparing the sampler once per observation.
package search
