// Package deck models the 54-card Industrie und Glück tarock pack used by
// Tapp Tarock, Strohmandeln and the other Austrian Tarock games: cards, suits,
// ranks, counting values, sets of cards in one uint64, the card notation
// (printing and parsing), and shuffling, cutting and dealing from a given
// card order.
//
// The pack has 22 tarocks (trumps): I (the Pagat) to XXI (the Mond) and the
// unnumbered Sküs, which is simply the highest tarock. It has 32 suit cards,
// eight in each of hearts, diamonds, spades and clubs: King, Queen, Cavall,
// Jack and four pip cards. Red pips rank A > 2 > 3 > 4, black pips
// 10 > 9 > 8 > 7 (doc/tapp.md §1; Mayr & Sedlaczek 2001).
//
// Card numbering. A [Card] is an integer 0..53 ordered by suit and, inside a
// suit, by trick-taking strength from lowest to highest:
//
//	 0..21  tarocks: Pagat (I) = 0, II = 1, … Mond (XXI) = 20, Sküs = 21
//	22..29  hearts:   4 3 2 A J C Q K
//	30..37  diamonds: 4 3 2 A J C Q K
//	38..45  spades:   7 8 9 10 J C Q K
//	46..53  clubs:    7 8 9 10 J C Q K
//
// So inside one suit a higher Card value always wins over a lower one, and
// the highest card of a suit in a [Set] is its highest set bit. The
// notation is described in doc/notation.md.
package deck

import "fmt"

// Card is one card of the 54-card pack, numbered 0..53 as described in the
// package documentation. The zero value is the Pagat. Values of 54 and more
// are not cards; [Card.Valid] reports whether a value is one.
type Card uint8

// NumCards is the number of cards in the pack.
const NumCards = 54

// NoCard is a Card value that is not a card (Valid reports false), for
// "no card" or "a card not shown" in fixed-size arrays.
const NoCard Card = 255

// The 22 tarocks. Tarock n (1 ≤ n ≤ 21) is Card n−1; the Sküs is 21.
const (
	Pagat    Card = iota // tarock I, the lowest tarock; a Trull card
	Tarock2              // tarock II (Uhu)
	Tarock3              // tarock III (Kakadu)
	Tarock4              // tarock IIII (Quapil)
	Tarock5              // tarock V
	Tarock6              // tarock VI
	Tarock7              // tarock VII
	Tarock8              // tarock VIII
	Tarock9              // tarock IX
	Tarock10             // tarock X
	Tarock11             // tarock XI
	Tarock12             // tarock XII
	Tarock13             // tarock XIII
	Tarock14             // tarock XIV
	Tarock15             // tarock XV
	Tarock16             // tarock XVI
	Tarock17             // tarock XVII (the "Ross" of a Rostopschin)
	Tarock18             // tarock XVIII (the "Topschin" of a Rostopschin)
	Tarock19             // tarock XIX
	Tarock20             // tarock XX
	Mond                 // tarock XXI, the second-highest tarock; a Trull card
	Skus                 // the Sküs, the highest tarock; a Trull card
)

// The birds of Strohmandeln (doc/strohmandel.md §6): the lowest tarocks,
// which score a bonus when played to the last tricks.
const (
	Uhu    = Tarock2 // tarock II, the bird of the second-to-last trick
	Kakadu = Tarock3 // tarock III, the bird of the third-to-last trick
	Quapil = Tarock4 // tarock IIII, the bird of the fourth-to-last trick
)

// The hearts, from lowest to highest trick rank (red pips rank A > 2 > 3 > 4).
const (
	Hearts4 Card = 22 + iota
	Hearts3
	Hearts2
	HeartsAce
	HeartsJack
	HeartsCavall
	HeartsQueen
	HeartsKing
)

// The diamonds, from lowest to highest trick rank (red pips rank A > 2 > 3 > 4).
const (
	Diamonds4 Card = 30 + iota
	Diamonds3
	Diamonds2
	DiamondsAce
	DiamondsJack
	DiamondsCavall
	DiamondsQueen
	DiamondsKing
)

// The spades, from lowest to highest trick rank (black pips rank 10 > 9 > 8 > 7).
const (
	Spades7 Card = 38 + iota
	Spades8
	Spades9
	Spades10
	SpadesJack
	SpadesCavall
	SpadesQueen
	SpadesKing
)

// The clubs, from lowest to highest trick rank (black pips rank 10 > 9 > 8 > 7).
const (
	Clubs7 Card = 46 + iota
	Clubs8
	Clubs9
	Clubs10
	ClubsJack
	ClubsCavall
	ClubsQueen
	ClubsKing
)

// Suit is one of the four plain suits or the tarocks, which behave as a
// fifth suit for following (a tarock lead must be followed with a tarock).
type Suit uint8

// The suits. Tarock is the trump "suit".
const (
	Tarock   Suit = iota // the 22 tarocks
	Hearts               // ♥ Herz
	Diamonds             // ♦ Karo
	Spades               // ♠ Pik
	Clubs                // ♣ Kreuz (Treff)
)

// NumSuits is the number of suits including the tarocks.
const NumSuits = 5

// Suits lists the four plain suits, in card order.
var Suits = [4]Suit{Hearts, Diamonds, Spades, Clubs}

// Valid reports whether s is one of the five suits.
func (s Suit) Valid() bool { return s < NumSuits }

// IsRed reports whether s is hearts or diamonds, whose pips rank A > 2 > 3 > 4.
func (s Suit) IsRed() bool { return s == Hearts || s == Diamonds }

// IsBlack reports whether s is spades or clubs, whose pips rank 10 > 9 > 8 > 7.
func (s Suit) IsBlack() bool { return s == Spades || s == Clubs }

// Cards returns the set of every card of suit s (22 tarocks, or 8 suit
// cards); the empty set for an invalid suit.
func (s Suit) Cards() Set {
	switch {
	case s == Tarock:
		return tarockMask
	case s < NumSuits:
		return Set(0xff) << (22 + 8*(uint(s)-1))
	}
	return 0
}

var suitLetters = [NumSuits]string{"T", "H", "D", "S", "C"}
var suitSymbols = [NumSuits]string{"T", "♥", "♦", "♠", "♣"}
var suitEnglish = [NumSuits]string{"Tarock", "Hearts", "Diamonds", "Spades", "Clubs"}
var suitGerman = [NumSuits]string{"Tarock", "Herz", "Karo", "Pik", "Kreuz"}

// String returns the canonical one-letter form of the suit: T, H, D, S or C
// (doc/notation.md).
func (s Suit) String() string {
	if !s.Valid() {
		return fmt.Sprintf("Suit(%d)", uint8(s))
	}
	return suitLetters[s]
}

// Symbol returns the Unicode suit symbol (♥ ♦ ♠ ♣), or "T" for the tarocks.
func (s Suit) Symbol() string {
	if !s.Valid() {
		return s.String()
	}
	return suitSymbols[s]
}

// English returns the English name of the suit ("Hearts", …, "Tarock").
func (s Suit) English() string {
	if !s.Valid() {
		return s.String()
	}
	return suitEnglish[s]
}

// German returns the German name of the suit ("Herz", "Karo", "Pik",
// "Kreuz", "Tarock").
func (s Suit) German() string {
	if !s.Valid() {
		return s.String()
	}
	return suitGerman[s]
}

// Rank is the position of a card inside its suit by trick-taking strength,
// 0 for the lowest. Tarocks have ranks 0 (Pagat) to 21 (Sküs), so a tarock's
// rank is its number minus one. Suit cards have ranks 0..7: the four pips
// from lowest (red 4, black 7) to highest (red A, black 10), then
// [RankJack], [RankCavall], [RankQueen] and [RankKing].
type Rank uint8

// The ranks of the court cards of a plain suit.
const (
	RankJack   Rank = 4
	RankCavall Rank = 5
	RankQueen  Rank = 6
	RankKing   Rank = 7
)

const tarockMask Set = 1<<22 - 1

// New returns the card of suit s and rank r. It returns false when there is
// no such card (an invalid suit, a tarock rank above 21 or a suit rank above 7).
func New(s Suit, r Rank) (Card, bool) {
	switch {
	case s == Tarock && r < 22:
		return Card(r), true
	case s.Valid() && s != Tarock && r < 8:
		return Card(22 + 8*(uint8(s)-1) + uint8(r)), true
	}
	return 0, false
}

// Valid reports whether c is one of the 54 cards.
func (c Card) Valid() bool { return c < NumCards }

// Suit returns the suit of c; tarocks return [Tarock]. An invalid card
// returns an invalid suit.
func (c Card) Suit() Suit {
	if c < 22 {
		return Tarock
	}
	return Suit(1 + (c-22)/8)
}

// Rank returns the position of c inside its suit by trick strength (see [Rank]).
func (c Card) Rank() Rank {
	if c < 22 {
		return Rank(c)
	}
	return Rank((c - 22) % 8)
}

// IsTarock reports whether c is one of the 22 tarocks (trumps).
func (c Card) IsTarock() bool { return c < 22 }

// IsKing reports whether c is one of the four kings.
func (c Card) IsKing() bool { return c >= 22 && c < NumCards && (c-22)%8 == 7 }

// IsTrull reports whether c is one of the three Trull cards: Sküs, Mond
// (XXI) and Pagat (I).
func (c Card) IsTrull() bool { return c == Skus || c == Mond || c == Pagat }

// TarockNumber returns the number of a tarock: 1 for the Pagat … 21 for the
// Mond and 22 for the Sküs (which is written XXII by some players). It
// returns 0 for a suit card.
func (c Card) TarockNumber() int {
	if c < 22 {
		return int(c) + 1
	}
	return 0
}

// Pip returns the face number of a pip card (1..4 for red pips, the ace
// being 1; 7..10 for black pips) and 0 for court cards and tarocks.
func (c Card) Pip() int {
	if c < 22 || c >= NumCards {
		return 0
	}
	r := c.Rank()
	if r >= RankJack {
		return 0
	}
	if c.Suit().IsRed() {
		return 4 - int(r)
	}
	return 7 + int(r)
}

// Value returns the counting value of c in whole points, before the
// subtraction of counting (doc/tapp.md §1.3, Mayr & Sedlaczek 2001):
// 5 for the Sküs, Mond, Pagat and each King; 4 for a Queen; 3 for a Cavall;
// 2 for a Jack; 1 for every other card. The 54 values sum to 106, which
// counts as 70 card points (see package scoring). An invalid card is worth 0.
func (c Card) Value() int {
	if c >= NumCards {
		return 0
	}
	if c < 22 {
		if c.IsTrull() {
			return 5
		}
		return 1
	}
	switch c.Rank() {
	case RankKing:
		return 5
	case RankQueen:
		return 4
	case RankCavall:
		return 3
	case RankJack:
		return 2
	}
	return 1
}

// Beats reports whether c, played later in a trick whose best card so far
// is best, takes the lead from it: a tarock beats any suit card and any lower
// tarock; a suit card beats only a lower card of its own suit (a card of
// another suit never wins; doc/tapp.md §1.2).
func (c Card) Beats(best Card) bool {
	if c.IsTarock() != best.IsTarock() {
		return c.IsTarock()
	}
	return c.Suit() == best.Suit() && c > best
}

// Beaters returns the cards that beat c, the best card of a trick so far,
// as [Card.Beats] says: the higher tarocks, and for a suit card every
// tarock and the higher cards of its suit (doc/tapp.md §1.2); the empty
// set for a value that is not a card.
func (c Card) Beaters() Set {
	if c >= NumCards {
		return 0
	}
	return beaters[c]
}

// beaters[c] is c.Beaters().
var beaters = func() (t [NumCards]Set) {
	for best := range Card(NumCards) {
		for c := range Card(NumCards) {
			if c.Beats(best) {
				t[best] |= 1 << c
			}
		}
	}
	return t
}()
