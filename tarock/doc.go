// Package tarock holds what every Tarock game of this module shares: seats
// and the counter-clockwise turn order, a trick and its winner, the play
// obligations (follow suit, must play a tarock, optional must-beat) with the
// one function that turns them into the set of legal plays, the errors every
// game returns for an illegal move, and the small generic interface ([Game])
// that bots, test helpers and tools program against.
//
// Rules followed here are common to Tapp Tarock (doc/tapp.md §8,
// Mayr & Sedlaczek 2001) and Strohmandeln (doc/strohmandel.md §7): a trick
// is won by the highest tarock in it, otherwise by the highest card of the
// suit led; a player must follow the suit led (a tarock lead counts as a
// suit), otherwise must play a tarock, otherwise may play anything; there is
// no obligation to win the trick unless [Obligations.MustBeat] is set.
package tarock
