package tarock

import "strconv"

// MaxPlayers is the largest number of players any game of this module seats.
const MaxPlayers = 4

// Seat is a player's place at the table, numbered in turn order: seat 0 is
// forehand (Vorhand, the player to the dealer's right, who speaks and leads
// first), and seat i+1 sits counter-clockwise from seat i, so play passes
// from seat i to seat i+1 and from the last seat back to 0. In a
// three-player game seat 2 is the dealer; in a two-player game seat 1 is.
// Rules: doc/tapp.md §2, doc/strohmandel.md §2.
type Seat uint8

// Forehand is seat 0, the player who speaks and (by default) leads first.
const Forehand Seat = 0

// NoSeat stands for "nobody", for example the declarer before an auction
// ends or when all players passed.
const NoSeat Seat = 255

// Next returns the seat that acts after s in a game of players players
// (counter-clockwise, wrapping to forehand).
func (s Seat) Next(players int) Seat {
	if int(s)+1 >= players {
		return 0
	}
	return s + 1
}

// Add returns the seat k places after s in turn order (k may be negative).
func (s Seat) Add(k, players int) Seat {
	if players <= 0 {
		return s
	}
	v := (int(s) + k) % players
	if v < 0 {
		v += players
	}
	return Seat(v)
}

// Valid reports whether s is a seat of a game of players players.
func (s Seat) Valid(players int) bool { return int(s) < players }

// String returns "seat 0", "seat 1", … or "nobody" for [NoSeat].
func (s Seat) String() string {
	if s == NoSeat {
		return "nobody"
	}
	return "seat " + strconv.Itoa(int(s))
}
