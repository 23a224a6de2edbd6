// Package hidden places the cards a player cannot see into the places they
// may be, uniformly at random among all placements consistent with what that
// player has seen. It is the counting and sampling core of determinization:
// a game package turns an observation into a [Problem], and a bot draws as
// many complete deals from its [Sampler] as it likes.
//
// # The problem
//
// A [Problem] has a set of unknown cards and a list of locations, each with
// an exact capacity (a hand, the unseen half of the talon, the declarer's
// discards, the hidden cards of a strawman pile, …); the capacities add up to
// the number of unknown cards. Every card may go to some of the locations
// only: [Problem.Forbid] removes a location for some cards (a void shown in
// play forbids a whole suit in one hand; discards may never hold a king or a
// Trull card) and [Problem.Require] pins cards to one location (an announced
// Pagat Ultimo puts the Pagat in the declarer's hand). A consistent
// assignment gives every unknown card one location it may go to and fills
// every location exactly. Two assignments are the same when every location
// gets the same set of cards; the order of cards inside a location does not
// count.
//
// # The method
//
// [Problem.Sampler] first merges interchangeable locations: locations that
// every card may either go to all of or none of. A merged location has the
// sum of their capacities. It then groups the cards into classes of cards
// with the same set of allowed (merged) locations; cards of one class are
// interchangeable. A class with a single allowed location is placed there
// at once.
//
// The number of consistent assignments is counted by dynamic programming
// over the remaining classes 1..K with the vector of remaining capacities
// c as the state:
//
//	N(k, c) = Σ_x multinomial(n_k; x) · N(k+1, c − x),   N(K+1, 0) = 1,
//
// where x runs over the ways to spread the n_k cards of class k over its
// allowed locations (x_l ≤ c_l, Σ x_l = n_k), and the multinomial counts
// which cards of the class those are. The sum over x is itself taken one
// location at a time (a binomial coefficient per location, whose product is
// the multinomial), so each table entry has at most 55 terms. Only states
// reachable from the full capacities are visited, and a state is dropped as
// soon as some location can no longer be filled by the cards still to come.
// The whole table is kept: a [Sampler] holds, for every reachable state, its
// count and the cumulative weights of its successors.
//
// [Sampler.Sample] walks the table from the start, choosing each next step
// with probability proportional to its term, which yields x for every class
// with probability (multinomial · count of the rest) / count. It then gives
// each location of class k a uniformly random subset of the class's cards of
// size x_l (a partial Fisher–Yates shuffle). Every consistent assignment of
// the merged problem is therefore drawn with probability 1 / N(1, capacities),
// exactly but for the rounding discussed under Arithmetic.
//
// Finally the cards of a merged location are split among its locations
// uniformly at random, again by a shuffle cut into pieces of the exact
// capacities. This keeps the result uniform: since the merged locations
// accept exactly the same cards, every split of a merged location's cards
// into pieces of those sizes is consistent, so every assignment of the
// merged problem stands for the same number of assignments of the original
// problem (the multinomial of the merged capacity over the parts), and
// picking a uniform merged assignment and then a uniform split picks every
// original assignment with the same probability. [Sampler.Count] multiplies
// the merged count by these factors.
//
// # Arithmetic
//
// Counts are float64. The largest possible count, for 54 cards, is below
// 54! ≈ 2.3·10⁷¹, far inside the range of float64, and every count below
// 2⁵³ (every problem small enough to enumerate) is computed exactly,
// because all terms are then exact integers. Larger counts are sums and
// products of positive numbers, with no cancellation, so each level of the
// table adds a relative rounding error of at most about 10⁻¹⁴ (a sum of at
// most 55 terms), and after the few dozen levels that occur the probability
// of every assignment is within a relative 10⁻¹² of the exact 1/N. The
// random numbers themselves have 53 bits. No number of samples a program
// could draw detects such a bias; it is far smaller than that of any
// heuristic sampler. Exact big integers would cost allocations per table
// entry and slow sampling down for no observable gain.
//
// # Cost
//
// The table has one entry per reachable capacity vector and step, and one
// per link to a successor. To keep it small, classes are taken in an order
// that keeps few locations partly filled at a time (a location's remaining
// capacity is part of the state only between the first and the last class
// that may go there). For the situations of Tapp Tarock and Strohmandeln (a
// few hands, the talon, discards and strawman piles, classes made by voids)
// the table has from one to some ten thousand entries and is built in
// microseconds to a few milliseconds. A sample then costs one random
// number per step and one per card, and allocates nothing when the caller
// passes a destination slice with enough room. Many locations that no
// merge simplifies, each open to many cards with restrictions that split
// the cards into many classes, can make the table explode (the general
// counting problem is #P-hard); [Problem.Sampler] then stops at
// [DefaultTableLimit] entries, or the limit set with
// [Problem.SetTableLimit], and returns an error wrapping [ErrTooLarge]
// instead of exhausting memory.
package hidden
