package tapp

import (
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// MoveKind is the kind of a [Move].
type MoveKind uint8

// The kinds of move. The zero Move has kind MoveInvalid and is never legal.
const (
	MoveInvalid   MoveKind = iota // the zero Move
	MovePass                      // auction: pass; Kontra phase: say nothing more
	MoveBid                       // auction: bid a contract
	MoveHold                      // auction: hold the standing contract
	MoveTake                      // talon: take a half
	MoveTakeCards                 // talon: take single cards (TalonCardCount)
	MoveDiscard                   // discard: lay cards away
	MoveAnnounce                  // announcements: announce, or announce none
	MoveDouble                    // Kontra phase: kontra, re or sub one item
	MovePlay                      // play: a card to the trick
)

// Move is one move of a deal, made by the seat to act ([State.ToMove]). It is
// a small comparable value (8 bytes); build it with [Pass], [Bid], [Hold],
// [Take], [TakeCards], [Discard], [Announce], [Double] and [Play], or parse
// it with [ParseMove]. Its notation is described in the package
// documentation; [Move.String] and [ParseMove] round-trip.
type Move struct {
	v uint64 // kind<<56 | payload: a card set, or a small argument
}

const payloadMask = 1<<56 - 1

func mk(k MoveKind, payload uint64) Move { return Move{uint64(k)<<56 | payload&payloadMask} }

// mkSet packs a card set; a set with bits above the pack keeps an invalid
// card bit so that it never equals a legal move.
func mkSet(k MoveKind, cards deck.Set) Move {
	if !cards.Valid() {
		cards = cards&deck.FullPack | 1<<55
	}
	return mk(k, uint64(cards))
}

func (m Move) kind() MoveKind { return MoveKind(m.v >> 56) }
func (m Move) arg() uint8     { return uint8(m.v) }
func (m Move) set() deck.Set  { return deck.Set(m.v & payloadMask) }

// Pass returns the move "pass": in the auction a final pass (doc/tapp.md §5.1), in the
// Kontra phase the end of this player's doubling turn (doc/tapp.md §7).
func Pass() Move { return mk(MovePass, 0) }

// Bid returns the move "bid <contract>" (doc/tapp.md §5.1). Only Tapper, Dreier,
// Unterer, Oberer and Solo can ever be legal.
func Bid(c Contract) Move { return mk(MoveBid, uint64(c)) }

// Hold returns the move "hold" (doc/tapp.md §5.1): take over the standing contract.
func Hold() Move { return mk(MoveHold, 0) }

// Take returns the move "take lower" or "take upper" (doc/tapp.md §6.1).
func Take(h Half) Move { return mk(MoveTake, uint64(h)) }

// TakeCards returns the move "take <cards>" of TalonMode = TalonCardCount:
// two adjacent talon cards in an Unterer, one card in an Oberer (doc/tapp.md §6.3).
func TakeCards(cards deck.Set) Move { return mkSet(MoveTakeCards, cards) }

// Discard returns the move "discard <cards>" (doc/tapp.md §6.1): normally three cards.
func Discard(cards deck.Set) Move { return mkSet(MoveDiscard, cards) }

// Announce returns the move "announce <announcements>" (doc/tapp.md §7); Announce(
// NoAnnouncement) declines.
func Announce(a Announcement) Move { return mk(MoveAnnounce, uint64(a)) }

// Double returns the move "kontra <target>", "re <target>" or "sub <target>"
// for level LevelKontra, LevelRe or LevelSub (doc/tapp.md §7, option Kontra).
func Double(level KontraLevel, target KontraTarget) Move {
	return mk(MoveDouble, uint64(uint8(target)<<2|uint8(level&3)))
}

// Play returns the move "play <card>" (doc/tapp.md §8).
func Play(c deck.Card) Move { return mk(MovePlay, uint64(c)) }

// Kind returns the kind of m.
func (m Move) Kind() MoveKind { return m.kind() }

// Contract returns the contract of a bid, NoContract for other moves.
func (m Move) Contract() Contract {
	if m.kind() != MoveBid {
		return NoContract
	}
	return Contract(m.arg())
}

// Half returns the half of a MoveTake (Lower for other moves).
func (m Move) Half() Half {
	if m.kind() != MoveTake {
		return Lower
	}
	return Half(m.arg())
}

// Cards returns the cards of a MoveTakeCards or MoveDiscard, and for a
// MovePlay the card played; the empty set for other moves.
func (m Move) Cards() deck.Set {
	switch m.kind() {
	case MoveTakeCards, MoveDiscard:
		return m.set()
	case MovePlay:
		return deck.Set(0).With(deck.Card(m.arg()))
	}
	return 0
}

// Announcement returns the announcements of a MoveAnnounce.
func (m Move) Announcement() Announcement {
	if m.kind() != MoveAnnounce {
		return NoAnnouncement
	}
	return Announcement(m.arg())
}

// Target and Level return the item and the level of a MoveDouble.
func (m Move) Target() KontraTarget {
	if m.kind() != MoveDouble {
		return TargetGame
	}
	return KontraTarget(m.arg() >> 2)
}

// Level returns the level of a MoveDouble: LevelKontra, LevelRe or LevelSub.
func (m Move) Level() KontraLevel {
	if m.kind() != MoveDouble {
		return LevelNone
	}
	return KontraLevel(m.arg() & 3)
}

// PlayedCard returns the card of a MovePlay, or false for every other move.
// It implements [tarock.Move].
func (m Move) PlayedCard() (deck.Card, bool) {
	if m.kind() != MovePlay {
		return 0, false
	}
	return deck.Card(m.arg()), true
}

// String returns m in the move notation of the package documentation, for
// example "bid Dreier", "take lower", "discard 4H 7S 8S", "announce
// PagatUltimo", "kontra game", "play KH". The zero Move prints "invalid".
func (m Move) String() string {
	switch m.kind() {
	case MovePass:
		return "pass"
	case MoveBid:
		return "bid " + Contract(m.arg()).String()
	case MoveHold:
		return "hold"
	case MoveTake:
		return "take " + Half(m.arg()).String()
	case MoveTakeCards:
		return "take " + m.set().String()
	case MoveDiscard:
		return "discard " + m.set().String()
	case MoveAnnounce:
		return "announce " + Announcement(m.arg()).String()
	case MoveDouble:
		l := m.Level()
		if l == LevelNone {
			return "double(" + strconv.Itoa(int(m.arg())) + ")"
		}
		return l.String() + " " + m.Target().String()
	case MovePlay:
		return "play " + deck.Card(m.arg()).String()
	}
	return "invalid"
}

// ParseMove parses a move in the notation of the package documentation.
// Keywords and names are case-insensitive and separated by white space;
// cards use any spelling of deck.ParseCard, sets any of deck.ParseSet.
// Text that is not a move returns an error wrapping
// [tarock.ErrBadMoveSyntax] that quotes it (and wraps the deck parse error
// when a card was wrong). ParseMove never returns the zero Move.
func ParseMove(s string) (Move, error) {
	// The usual move, "play <card>", is read without splitting the text
	// (tarock.ParsePlay); anything else, errors included, the general way.
	if c, ok := tarock.ParsePlay(s); ok {
		return Play(c), nil
	}
	return parseFields(s)
}

// parseFields is ParseMove the general way: the text split into words.
func parseFields(s string) (Move, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Move{}, enumtext.MoveSyntaxError("tapp", s, "empty move", nil)
	}
	key, rest := strings.ToLower(f[0]), f[1:]
	arg := strings.Join(rest, " ")
	switch key {
	case "pass", "hold":
		if len(rest) != 0 {
			return Move{}, enumtext.MoveSyntaxError("tapp", s, "unexpected text after "+key, nil)
		}
		if key == "pass" {
			return Pass(), nil
		}
		return Hold(), nil
	case "bid":
		for c := Tapper; c <= Solo; c++ {
			if len(rest) == 1 && strings.EqualFold(rest[0], c.String()) {
				return Bid(c), nil
			}
		}
		return Move{}, enumtext.MoveSyntaxError("tapp", s, "want bid Tapper, Dreier, Unterer, Oberer or Solo", nil)
	case "take":
		return parseTake(s, rest, arg)
	case "discard":
		set, err := enumtext.SetWords("tapp", s, key, rest)
		if err != nil {
			return Move{}, err
		}
		return Discard(set), nil
	case "announce":
		return parseAnnounce(s, rest)
	case "kontra", "re", "sub":
		level := LevelKontra
		if key == "re" {
			level = LevelRe
		} else if key == "sub" {
			level = LevelSub
		}
		if len(rest) == 1 {
			for t := TargetGame; t < NumTargets; t++ {
				if strings.EqualFold(rest[0], t.String()) {
					return Double(level, t), nil
				}
			}
		}
		return Move{}, enumtext.MoveSyntaxError("tapp", s, "want "+key+" game, PagatUltimo or Valat", nil)
	case "play":
		c, err := enumtext.CardWords("tapp", s, key, rest)
		if err != nil {
			return Move{}, err
		}
		return Play(c), nil
	}
	return Move{}, enumtext.MoveSyntaxError("tapp", s, "unknown move "+enumtext.Quote(f[0]), nil)
}

// parseTake reads the words rest (arg joined) after "take" in move s.
func parseTake(s string, rest []string, arg string) (Move, error) {
	if len(rest) == 1 {
		switch {
		case strings.EqualFold(rest[0], "lower"):
			return Take(Lower), nil
		case strings.EqualFold(rest[0], "upper"):
			return Take(Upper), nil
		}
	}
	if len(rest) == 0 {
		return Move{}, enumtext.MoveSyntaxError("tapp", s, "want take lower, take upper or take <cards>", nil)
	}
	set, err := deck.ParseSet(arg)
	if err != nil {
		return Move{}, enumtext.MoveSyntaxError("tapp", s, "bad talon cards", err)
	}
	return TakeCards(set), nil
}

// parseAnnounce reads the words rest after "announce" in move s.
func parseAnnounce(s string, rest []string) (Move, error) {
	if len(rest) == 1 && strings.EqualFold(rest[0], "none") {
		return Announce(NoAnnouncement), nil
	}
	var a Announcement
	for _, w := range rest {
		var b Announcement
		switch {
		case strings.EqualFold(w, "PagatUltimo"):
			b = PagatUltimo
		case strings.EqualFold(w, "Valat"):
			b = Valat
		default:
			return Move{}, enumtext.MoveSyntaxError("tapp", s, "want announce none, PagatUltimo and/or Valat", nil)
		}
		if a&b != 0 {
			return Move{}, enumtext.MoveSyntaxError("tapp", s, "announcement repeated", nil)
		}
		a |= b
	}
	if a == NoAnnouncement {
		return Move{}, enumtext.MoveSyntaxError("tapp", s, "want announce none, PagatUltimo and/or Valat", nil)
	}
	return Announce(a), nil
}
