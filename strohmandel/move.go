package strohmandel

import (
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// MoveKind is the kind of a [Move].
type MoveKind uint8

// The kinds of move. The zero Move has kind MoveInvalid and is never legal.
const (
	// MoveInvalid is the kind of the zero Move, which is not a move.
	MoveInvalid MoveKind = iota
	// MoveThrowIn throws the deal in because the player has no tarock
	// among his 15 hand cards (ThrowInNoTarock; doc/strohmandel.md §3.4).
	// Notation "throwin".
	MoveThrowIn
	// MoveContinue is the dealer's refusal to throw in after forehand took
	// up (doc/strohmandel.md §3.4 step 3, N). Notation "continue".
	MoveContinue
	// MoveTakeUp is "Ich nehme auf!": the player takes up the game and
	// becomes the declarer (doc/strohmandel.md §4.1). Notation "takeup".
	MoveTakeUp
	// MovePass is "Weiter!": the player passes (doc/strohmandel.md §4.1). Notation "pass".
	MovePass
	// MoveAnnounce announces [Move.Announcement] before the first lead
	// (Announcements = AnnouncementsTirol, doc/strohmandel.md §9.7). Notation
	// "announce pagatultimo", "announce trull", "announce kingstrull".
	MoveAnnounce
	// MoveDouble doubles the game item at [Move.Level] (Rules.Kontra):
	// LevelKontra, which the declarer's opponent may say once in his turn
	// of the announcement phase, or LevelRe, which redoubles a Kontra and
	// the declarer may say in his next turn. Notation "kontra", "re".
	MoveDouble
	// MoveReady ends the player's turn of the announcement phase.
	// Notation "ready".
	MoveReady
	// MovePlay plays [Move.PlayedCard] to the trick, with the calls
	// [Move.Calls]. Notation "play KH", "play Skus trull", "play T17 ross".
	MovePlay
	numMoveKinds
)

var moveWords = [numMoveKinds]string{"invalid", "throwin", "continue", "takeup", "pass", "announce", "double", "ready", "play"}

// String returns the notation word of the kind ("takeup", "play", …;
// "double" for MoveDouble, whose moves print "kontra" or "re"; "invalid"
// for MoveInvalid).
func (k MoveKind) String() string {
	if k >= numMoveKinds {
		return fmt.Sprintf("MoveKind(%d)", uint8(k))
	}
	return moveWords[k]
}

// Call is a set of calls a player makes with the card he plays
// (doc/strohmandel.md §6 notes). At most one call fits any card, so a
// legal move has at most one.
type Call uint8

// The calls.
const (
	// CallTrull announces the Trull in hand with the first of its three
	// cards played (TrullMode = TrullHandAnnounced); allowed when all three
	// are then in the hand. The rule is in the sources; this move form is N
	// (doc/strohmandel.md §6 note). Notation "trull".
	CallTrull Call = 1 << iota
	// CallKingsTrull announces the Königstrull (all four Kings) in hand
	// with the first King played. Notation "kingstrull".
	CallKingsTrull
	// CallRoss is "Ross!" on tarock XVII, allowed when XVIII is in the
	// hand (Rostopschin on). After it the Rostopschin can fail, which
	// scores it to the opponent (N, doc/strohmandel.md §6 note).
	// Notation "ross".
	CallRoss
	// CallTopschin is "Topschin!" on tarock XVIII led right after winning
	// the Ross trick (move form N). Notation "topschin".
	CallTopschin
)

var callWords = [...]string{"trull", "kingstrull", "ross", "topschin"}

// String returns the calls' notation words separated by spaces ("" for
// none).
func (c Call) String() string {
	var b strings.Builder
	for i, w := range callWords {
		if c&(1<<i) != 0 {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(w)
		}
	}
	return b.String()
}

// Announcement is an item announced under Announcements =
// AnnouncementsTirol (doc/strohmandel.md §9.7).
type Announcement uint8

// The announcements. Each may be announced once per deal, by either player
// (N, the completion of doc/strohmandel.md §9.7).
const (
	// AnnouncePagatUltimo: the announcer's Pagat will win the 27th trick.
	// Only a player holding the Pagat in his hand may announce it (N).
	// Notation "announce pagatultimo".
	AnnouncePagatUltimo Announcement = 1 << iota
	// AnnounceTrull: Sküs, Mond and Pagat will all end in the announcer's
	// tricks (TrullMode = TrullTricks). Notation "announce trull".
	AnnounceTrull
	// AnnounceKingsTrull: the four Kings will all end in the announcer's tricks
	// (TrullMode = TrullTricks). Notation "announce kingstrull".
	AnnounceKingsTrull
)

// String returns the notation word: "pagatultimo", "trull" or
// "kingstrull" (the call word of the Königstrull, koenigrufen.KingsTrull).
func (a Announcement) String() string {
	switch a {
	case AnnouncePagatUltimo:
		return "pagatultimo"
	case AnnounceTrull:
		return "trull"
	case AnnounceKingsTrull:
		return "kingstrull"
	}
	return fmt.Sprintf("Announcement(%d)", uint8(a))
}

// Move is one decision of a player: a small comparable value (4 bytes),
// read through [Move.Kind], [Move.PlayedCard], [Move.Calls],
// [Move.Announcement] and [Move.Level]. Build moves with [TakeUp], [Pass],
// [ThrowIn], [Continue], [Announce], [Double], [Ready], [Play] and
// [PlayCalling], or parse them with [ParseMove]. The zero Move has kind
// MoveInvalid and is never legal.
type Move struct {
	kind  MoveKind  // what kind of move
	card  deck.Card // the card of a MovePlay
	calls Call      // the calls made with a MovePlay
	arg   uint8     // the Announcement of a MoveAnnounce, the KontraLevel of a MoveDouble
}

// ThrowIn returns the move "throwin" (doc/strohmandel.md §3.4).
func ThrowIn() Move { return Move{kind: MoveThrowIn} }

// Continue returns the move "continue": the dealer without tarock declines
// to throw in (doc/strohmandel.md §3.4).
func Continue() Move { return Move{kind: MoveContinue} }

// TakeUp returns the move "takeup" (doc/strohmandel.md §4.1).
func TakeUp() Move { return Move{kind: MoveTakeUp} }

// Pass returns the move "pass" (doc/strohmandel.md §4.1).
func Pass() Move { return Move{kind: MovePass} }

// Ready returns the move "ready", which ends the player's turn of the
// announcement phase.
func Ready() Move { return Move{kind: MoveReady} }

// Double returns the move "kontra" (level LevelKontra) or "re" (LevelRe)
// (Rules.Kontra). Another level gives a move that is never legal.
func Double(level KontraLevel) Move { return Move{kind: MoveDouble, arg: uint8(level)} }

// Play returns the move that plays c without a call.
func Play(c deck.Card) Move { return Move{kind: MovePlay, card: c} }

// PlayCalling returns the move that plays c with the calls calls.
func PlayCalling(c deck.Card, calls Call) Move { return Move{kind: MovePlay, card: c, calls: calls} }

// Announce returns the move that announces a.
func Announce(a Announcement) Move { return Move{kind: MoveAnnounce, arg: uint8(a)} }

// Kind returns the kind of m (MoveInvalid for the zero Move).
func (m Move) Kind() MoveKind { return m.kind }

// PlayedCard returns the card m plays, or false when m is not a MovePlay.
func (m Move) PlayedCard() (deck.Card, bool) {
	if m.kind == MovePlay {
		return m.card, true
	}
	return 0, false
}

// Calls returns the calls made with a MovePlay (none for other moves).
func (m Move) Calls() Call {
	if m.kind != MovePlay {
		return 0
	}
	return m.calls
}

// Announcement returns the item of a MoveAnnounce (none for other moves).
func (m Move) Announcement() Announcement {
	if m.kind != MoveAnnounce {
		return 0
	}
	return Announcement(m.arg)
}

// Level returns the level of a MoveDouble: LevelKontra or LevelRe
// (LevelNone for other moves).
func (m Move) Level() KontraLevel {
	if m.kind != MoveDouble {
		return LevelNone
	}
	return KontraLevel(m.arg)
}

// String returns m in the notation of the package documentation, for example
// "takeup", "play KH", "play T17 ross", "announce pagatultimo". [ParseMove]
// reads it back.
func (m Move) String() string {
	switch m.kind {
	case MovePlay:
		s := "play " + m.card.String()
		if m.calls != 0 {
			s += " " + m.calls.String()
		}
		return s
	case MoveAnnounce:
		return "announce " + Announcement(m.arg).String()
	case MoveDouble:
		return KontraLevel(m.arg).String()
	}
	return m.kind.String()
}

// ParseMove parses the notation of [Move.String]. Words are separated by
// spaces and read case-insensitively; the card of a play may be written in
// any form [deck.ParseCard] accepts ("T17", "XVII", "Sküs", "K♥", "King of
// Hearts"), followed by any of the call words "trull", "kingstrull", "ross",
// "topschin". An announcement may also be written "announce PagatUltimo".
// Text that is not a move returns an error wrapping tarock.ErrBadMoveSyntax
// that quotes it. ParseMove does not judge legality; [State.Apply] does.
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
	bad := func(why string) (Move, error) {
		return Move{}, enumtext.MoveSyntaxError("strohmandel", s, why, nil)
	}
	f := strings.Fields(s)
	if len(f) == 0 {
		return bad("no move")
	}
	word := strings.ToLower(f[0])
	switch word {
	case "play":
		var calls Call
		end := len(f)
	calls:
		for end > 2 {
			w := strings.ToLower(f[end-1])
			for i, cw := range callWords {
				if w == cw {
					if calls&(1<<i) != 0 {
						return bad("call " + cw + " repeated")
					}
					calls |= 1 << i
					end--
					continue calls
				}
			}
			break
		}
		if end < 2 {
			return bad("no card")
		}
		c, err := deck.ParseCard(strings.Join(f[1:end], " "))
		if err != nil {
			return bad("unknown card")
		}
		return PlayCalling(c, calls), nil
	case "announce":
		if len(f) != 2 {
			return bad("announce needs one item")
		}
		for _, a := range [...]Announcement{AnnouncePagatUltimo, AnnounceTrull, AnnounceKingsTrull} {
			if strings.EqualFold(f[1], a.String()) {
				return Announce(a), nil
			}
		}
		return bad("unknown announcement")
	}
	for _, m := range [...]Move{ThrowIn(), Continue(), TakeUp(), Pass(), Double(LevelKontra), Double(LevelRe), Ready()} {
		if word == m.String() {
			if len(f) != 1 {
				return bad("unexpected text after " + word)
			}
			return m, nil
		}
	}
	return bad("unknown move")
}
