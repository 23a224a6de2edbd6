package koenigrufen

import (
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/enumtext"
	"github.com/tarockfamily/sdk/tarock"
)

// MoveKind is the kind of a [Move].
type MoveKind uint8

// The kinds of move (doc/koenigrufen.md "Move notation"). The zero Move
// has kind MoveInvalid and is never legal.
const (
	MoveInvalid        MoveKind = iota // the zero Move
	MoveVorhand                        // auction: forehand's opening that commits him to nothing
	MovePass                           // auction: pass for good
	MoveHold                           // auction: forehand holds the standing contract
	MoveBid                            // auction: bid a contract, or forehand's choice after three passes
	MoveCall                           // call: the king of a suit
	MoveCallFourthKing                 // call: the fourth king, its suit not named
	MoveConcede                        // talon: Schleifen, the called king in the talon
	MoveTake                           // talon: take a half
	MoveDiscard                        // discard: lay cards away
	MoveLie                            // announcements: the declarer's opening
	MoveGood                           // announcements: "gut", nothing more to say
	MoveSay                            // announcements: premiums announced and items raised
	MovePlay                           // play: a card to the trick
	MovePassForehand                   // auction: forehand with four kings hands his rights on
	MoveChoose                         // Trischaken: one of forehand's choices

	numMoveKinds = iota
)

var moveKindNames = [numMoveKinds]string{"invalid", "vorhand", "pass", "hold", "bid", "call", "callfourth",
	"concede", "take", "discard", "lie", "good", "say", "play", "passforehand", "choose"}

// String returns the kind's name, the keyword of its notation ("bid",
// "call", …; "callfourth" for the call of the fourth king).
func (k MoveKind) String() string { return enumtext.Name("MoveKind", k, moveKindNames[:]...) }

// Move is one move of a deal, made by the seat to act ([State.ToMove]). It
// is a small comparable value (8 bytes); build it with [Vorhand], [Pass],
// [Hold], [PassForehand], [Bid], [Call], [CallFourthKing], [Concede], [Take], [Discard],
// [Choose], [Lie], [Good], [Say] and [Play], or parse it with [ParseMove]. [Move.String]
// and [ParseMove] round-trip.
type Move struct {
	v uint64 // kind<<56 | payload: a card set, or a small argument
}

const payloadMask = 1<<56 - 1

func mk(k MoveKind, payload uint64) Move { return Move{uint64(k)<<56 | payload&payloadMask} }

func (m Move) kind() MoveKind { return MoveKind(m.v >> 56) }
func (m Move) arg() uint16    { return uint16(m.v) }
func (m Move) set() deck.Set  { return deck.Set(m.v & payloadMask) }

// Vorhand returns the move "vorhand": forehand's opening that commits him
// to nothing (doc/koenigrufen.md §5.1 rule 1).
func Vorhand() Move { return mk(MoveVorhand, 0) }

// Pass returns the move "pass": out of the auction for good
// (doc/koenigrufen.md §5.1 rule 4).
func Pass() Move { return mk(MovePass, 0) }

// PassForehand returns the move "passforehand": forehand with four kings
// hands every right of forehand to middlehand for the deal
// (FourKingsPassForehand; doc/koenigrufen.md §5.2).
func PassForehand() Move { return mk(MovePassForehand, 0) }

// Choose returns the move "choose <choice>": one of forehand's choices
// before the first lead of a Trischaken (doc/koenigrufen.md §7.1, §9.4).
func Choose(c Choice) Move { return mk(MoveChoose, uint64(c)) }

// Hold returns the move "hold": forehand claims the standing contract
// (doc/koenigrufen.md §5.1 rule 5).
func Hold() Move { return mk(MoveHold, 0) }

// Bid returns the move "bid <contract>" (doc/koenigrufen.md §5.1).
func Bid(c Contract) Move { return mk(MoveBid, uint64(c)) }

// Call returns the move "call <suit>": the king of suit s
// (doc/koenigrufen.md §6.1).
func Call(s deck.Suit) Move { return mk(MoveCall, uint64(s)) }

// CallFourthKing returns the move "call fourth": the fourth king, its
// suit kept hidden (doc/koenigrufen.md §6.1 rule 4).
func CallFourthKing() Move { return mk(MoveCallFourthKing, 0) }

// Concede returns the move "concede" (b = NoBird) or "concede <bird>":
// Schleifen, the called king lying in the talon (doc/koenigrufen.md §6.3).
func Concede(b Bird) Move { return mk(MoveConcede, uint64(b)) }

// Take returns the move "take A" or "take B" (doc/koenigrufen.md §7.2).
func Take(h Half) Move { return mk(MoveTake, uint64(h)) }

// Discard returns the move "discard <cards>" (doc/koenigrufen.md §7.3).
func Discard(cards deck.Set) Move {
	if !cards.Valid() {
		// Keep a bit that is not a card, so that the move is never legal.
		cards = cards&deck.FullPack | 1<<55
	}
	return mk(MoveDiscard, uint64(cards))
}

// Lie returns the move "lie" or "lie <premiums>": the declarer's opening
// of the announcements (doc/koenigrufen.md §8.4).
func Lie(p Premiums) Move { return mk(MoveLie, uint64(p)) }

// Good returns the move "good": nothing more to say (doc/koenigrufen.md
// §8.4).
func Good() Move { return mk(MoveGood, 0) }

// Say returns the compound move "say <premiums> <raises>" of a turn
// after the declarer's opening: the premiums p announced and the items
// raised by r (doc/koenigrufen.md §8.4, §8.5). Say with no premium and no
// raise is "gut", [Good].
func Say(p Premiums, r Raises) Move {
	if p == 0 && r.IsEmpty() {
		return Good()
	}
	v := uint64(p&premiumMask) | r.v<<sayRaiseShift
	if p&^premiumMask != 0 {
		v |= sayBadPremium
	}
	return mk(MoveSay, v)
}

// The payload of a MoveSay: the premiums in bits 0–8, the raises from bit
// 9 (Raises.v), and a mark for premiums out of range.
const (
	premiumMask   = 1<<numPremiums - 1
	sayRaiseShift = numPremiums
	sayBadPremium = 1 << 52
)

// Play returns the move "play <card>" (doc/koenigrufen.md §9).
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

// Choice returns the choice of a MoveChoose (ChooseMustBeat for other
// moves).
func (m Move) Choice() Choice {
	if m.kind() != MoveChoose {
		return ChooseMustBeat
	}
	return Choice(m.arg())
}

// Suit returns the suit of a MoveCall, deck.Tarock for other moves.
func (m Move) Suit() deck.Suit {
	if m.kind() != MoveCall {
		return deck.Tarock
	}
	return deck.Suit(m.arg())
}

// Half returns the half of a MoveTake (TalonA for other moves).
func (m Move) Half() Half {
	if m.kind() != MoveTake {
		return TalonA
	}
	return Half(m.arg())
}

// Bird returns the bird of a MoveConcede (NoBird for other moves).
func (m Move) Bird() Bird {
	if m.kind() != MoveConcede {
		return NoBird
	}
	return Bird(m.arg())
}

// Premiums returns the premiums of a MoveLie or a MoveSay (none for
// other moves).
func (m Move) Premiums() Premiums {
	switch m.kind() {
	case MoveLie:
		return Premiums(m.arg())
	case MoveSay:
		return Premiums(m.v & premiumMask)
	}
	return 0
}

// Raises returns the raises of a MoveSay (none for other moves).
func (m Move) Raises() Raises {
	if m.kind() != MoveSay {
		return Raises{}
	}
	return Raises{m.v >> sayRaiseShift & (2*raisesBad - 1)}
}

// Cards returns the cards of a MoveDiscard, and for a MovePlay the card
// played; the empty set for other moves.
func (m Move) Cards() deck.Set {
	switch m.kind() {
	case MoveDiscard:
		return m.set()
	case MovePlay:
		return deck.Set(0).With(deck.Card(m.arg()))
	}
	return 0
}

// PlayedCard returns the card of a MovePlay, or false for every other
// move. It implements [tarock.Move].
func (m Move) PlayedCard() (deck.Card, bool) {
	if m.kind() != MovePlay {
		return 0, false
	}
	return deck.Card(m.arg()), true
}

// suitWords are the names of the suits in the notation, by deck.Suit.
var suitWords = [deck.NumSuits]string{"", "hearts", "diamonds", "spades", "clubs"}

// String returns m in the notation of doc/koenigrufen.md "Move notation",
// for example "vorhand", "bid Dreier", "call hearts", "call fourth",
// "take A", "discard 4H 7S 8S", "lie", "good", "play KH". The zero Move
// prints "invalid".
func (m Move) String() string {
	switch m.kind() {
	case MoveVorhand, MovePass, MoveHold, MoveGood, MovePassForehand:
		return m.kind().String()
	case MoveChoose:
		return "choose " + Choice(m.arg()).String()
	case MoveBid:
		return "bid " + Contract(m.arg()).String()
	case MoveCall:
		if s := deck.Suit(m.arg()); s > deck.Tarock && s < deck.NumSuits {
			return "call " + suitWords[s]
		}
		return "call " + strconv.Itoa(int(m.arg()))
	case MoveCallFourthKing:
		return "call fourth"
	case MoveConcede:
		if b := Bird(m.arg()); b != NoBird {
			return "concede " + b.String()
		}
		return "concede"
	case MoveTake:
		return "take " + Half(m.arg()).String()
	case MoveDiscard:
		return "discard " + m.set().String()
	case MoveLie:
		if p := Premiums(m.arg()); p != 0 {
			return "lie " + p.String()
		}
		return "lie"
	case MoveSay:
		return m.sayString()
	case MovePlay:
		return "play " + deck.Card(m.arg()).String()
	}
	return "invalid"
}

// sayString writes a MoveSay: "say", its premiums, its raises.
func (m Move) sayString() string {
	s := "say"
	if p := m.Premiums(); p != 0 {
		s += " " + p.String()
	}
	if r := m.Raises(); !r.IsEmpty() {
		s += " " + r.String()
	}
	if m.v&sayBadPremium != 0 {
		s += " invalid"
	}
	return s
}

// ParseMove parses a move in the notation of doc/koenigrufen.md "Move
// notation". Keywords and names are case-insensitive and separated by
// white space; cards use any spelling of deck.ParseCard, sets any of
// deck.ParseSet. Text that is not a move returns an error wrapping
// [tarock.ErrBadMoveSyntax] that quotes it (and wraps the deck error when
// a card was wrong). ParseMove never returns the zero Move.
func ParseMove(s string) (Move, error) {
	// The usual move, "play <card>", is read without splitting the text.
	if c, ok := tarock.ParsePlay(s); ok {
		return Play(c), nil
	}
	return parseFields(s)
}

// parseFields is ParseMove the general way: the text split into words.
func parseFields(s string) (Move, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "empty move", nil)
	}
	key, rest := strings.ToLower(f[0]), f[1:]
	switch key {
	case "vorhand", "pass", "hold", "good", "passforehand":
		if len(rest) != 0 {
			return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "unexpected text after "+key, nil)
		}
		switch key {
		case "passforehand":
			return PassForehand(), nil
		case "vorhand":
			return Vorhand(), nil
		case "pass":
			return Pass(), nil
		case "hold":
			return Hold(), nil
		}
		return Good(), nil
	case "bid":
		if len(rest) == 1 {
			for c := Trischaken; c < numContracts; c++ {
				if strings.EqualFold(rest[0], c.String()) {
					return Bid(c), nil
				}
			}
		}
		return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "want bid <contract>", nil)
	case "call":
		return parseCall(s, rest)
	case "choose":
		if len(rest) == 1 {
			for c := ChooseMustBeat; c < numChoices; c++ {
				if strings.EqualFold(rest[0], c.String()) {
					return Choose(c), nil
				}
			}
		}
		return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "want choose MustBeat, NoMustBeat, LastTrick or FirstSixTricks", nil)
	case "concede":
		return parseConcede(s, rest)
	case "take":
		if len(rest) == 1 {
			switch strings.ToUpper(rest[0]) {
			case "A":
				return Take(TalonA), nil
			case "B":
				return Take(TalonB), nil
			}
		}
		return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "want take A or take B", nil)
	case "discard":
		set, err := enumtext.SetWords("koenigrufen", s, key, rest)
		if err != nil {
			return Move{}, err
		}
		return Discard(set), nil
	case "lie":
		return parseLie(s, plusWords(rest))
	case "say":
		return parseSay(s, plusWords(rest))
	case "play":
		c, err := enumtext.CardWords("koenigrufen", s, key, rest)
		if err != nil {
			return Move{}, err
		}
		return Play(c), nil
	}
	return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "unknown move "+enumtext.Quote(f[0]), nil)
}

// parseCall reads the words rest after "call" in move s.
func parseCall(s string, rest []string) (Move, error) {
	if len(rest) == 1 {
		if strings.EqualFold(rest[0], "fourth") {
			return CallFourthKing(), nil
		}
		for su := deck.Hearts; su <= deck.Clubs; su++ {
			if strings.EqualFold(rest[0], suitWords[su]) || strings.EqualFold(rest[0], su.String()) {
				return Call(su), nil
			}
		}
	}
	return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "want call hearts, diamonds, spades, clubs (H, D, S, C) or fourth", nil)
}

// parseConcede reads the words rest after "concede" in move s.
func parseConcede(s string, rest []string) (Move, error) {
	if len(rest) == 0 {
		return Concede(NoBird), nil
	}
	if len(rest) == 1 {
		for b := BirdPagat; b <= BirdQuapil; b++ {
			if strings.EqualFold(rest[0], b.String()) {
				return Concede(b), nil
			}
		}
	}
	return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "want concede, or concede Pagat, Uhu, Kakadu or Quapil", nil)
}

// plusWords returns the words of rest with each premium set written as
// the text of Premiums joins it ("Trull+PagatUltimo") split into its names.
func plusWords(rest []string) []string {
	var out []string
	for _, w := range rest {
		if !strings.Contains(w, "+") {
			out = append(out, w)
			continue
		}
		for _, part := range strings.Split(w, "+") {
			if part != "" {
				out = append(out, part)
			}
		}
	}
	return out
}

// parseLie reads the words rest after "lie" in move s: premium names, or
// "none" for none.
func parseLie(s string, rest []string) (Move, error) {
	var p Premiums
	if len(rest) == 1 && strings.EqualFold(rest[0], "none") {
		return Lie(0), nil
	}
	for _, w := range rest {
		b, ok := parsePremium(w)
		if !ok {
			return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "unknown premium "+enumtext.Quote(w), nil)
		}
		if p&b != 0 {
			return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "premium repeated", nil)
		}
		p |= b
	}
	return Lie(p), nil
}

// parseSay reads the words rest after "say" in move s: premium names, and
// raises written as a level and a target ("kontra game", "re Uhu").
func parseSay(s string, rest []string) (Move, error) {
	var p Premiums
	var r Raises
	for i := 0; i < len(rest); i++ {
		w := rest[i]
		if l, ok := parseLevel(w); ok {
			if i+1 == len(rest) {
				return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "want a target after "+enumtext.Quote(w), nil)
			}
			i++
			t, ok := parseTarget(rest[i])
			if !ok {
				return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "unknown target "+enumtext.Quote(rest[i]), nil)
			}
			if r.KontraLevel(t) != LevelNone {
				return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "target raised twice", nil)
			}
			r = r.With(t, l)
			continue
		}
		b, ok := parsePremium(w)
		if !ok {
			return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "unknown premium or level "+enumtext.Quote(w), nil)
		}
		if p&b != 0 {
			return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "premium repeated", nil)
		}
		p |= b
	}
	if p == 0 && r.IsEmpty() {
		return Move{}, enumtext.MoveSyntaxError("koenigrufen", s, "want say <premiums> <raises>; \"good\" says nothing", nil)
	}
	return Say(p, r), nil
}

// parsePremium reads one premium name.
func parsePremium(w string) (Premiums, bool) {
	for i, n := range premiumNames {
		if strings.EqualFold(w, n) {
			return 1 << i, true
		}
	}
	return 0, false
}

// MarshalText writes m as [Move.String] does. A move that does not read
// back (the zero Move, a value out of range) is an error wrapping
// [tarock.ErrBadMoveSyntax].
func (m Move) MarshalText() ([]byte, error) {
	return enumtext.MarshalMove("koenigrufen", m, m.String(), ParseMove)
}

// UnmarshalText reads a move as [ParseMove] does. Bad text returns an
// error wrapping [tarock.ErrBadMoveSyntax] and leaves m unchanged.
func (m *Move) UnmarshalText(b []byte) error {
	return enumtext.UnmarshalMove("koenigrufen.Move", b, ParseMove, m)
}
