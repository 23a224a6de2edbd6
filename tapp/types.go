package tapp

import (
	"strconv"

	"github.com/tarockfamily/sdk/internal/enumtext"
)

// Contract is a bid of the auction and the game played (doc/tapp.md
// §4, §5): the ladder Dreier < Unterer < Oberer < Solo, the 1821 Tapper
// below Dreier, the Zweier and Einer of the 42-card ladder between Dreier
// and Solo (doc/tapp.md §11.1.3), and Trischaken, which is played when all
// pass under AllPassTrischaken and is never bid. Each ladder is an
// ascending part of this order.
type Contract uint8

// The contracts, in ascending order.
const (
	NoContract Contract = iota // no bid yet, or nothing played
	Tapper                     // 1821 lowest bid, forehand only; not played (doc/tapp.md §5.2.1)
	Dreier                     // takes a talon half, game value 3
	Unterer                    // game value 4; the lower half under TalonFixedHalf
	Oberer                     // game value 5; the upper half under TalonFixedHalf
	Zweier                     // Ladder1821Pack42: buys the top two talon cards (doc/tapp.md §11.1.3)
	Einer                      // Ladder1821Pack42: buys the top talon card (doc/tapp.md §11.1.3)
	Solo                       // no talon, game value 8
	Trischaken                 // all against all after all passed (doc/tapp.md §5.3)
)

var contractNames = [...]string{"none", "Tapper", "Dreier", "Unterer", "Oberer", "Zweier", "Einer", "Solo", "Trischaken"}

// String returns the contract's name: "Dreier", "Solo", … or "none".
func (c Contract) String() string { return enumtext.Name("Contract", c, contractNames[:]...) }

// takesTalon reports whether the declarer of c buys talon cards: Dreier,
// Unterer, Oberer, Zweier and Einer (doc/tapp.md §6.1, §11.1.3).
func (c Contract) takesTalon() bool { return c >= Dreier && c < Solo }

// Phase is a phase of a deal (doc/tapp.md §5–§8).
type Phase uint8

// The phases, in the order a deal passes through them. A deal may skip some:
// a Solo has no talon and discard phase, Kontra is only played with
// Rules.Kontra, a deal thrown in goes from the auction (or from the deal)
// straight to PhaseDone.
const (
	PhaseAuction  Phase = iota // bidding, holding and passing (doc/tapp.md §5)
	PhaseTalon                 // the declarer takes talon cards (doc/tapp.md §6)
	PhaseDiscard               // the declarer lays cards away (doc/tapp.md §6.1)
	PhaseAnnounce              // the declarer announces or declines (doc/tapp.md §7)
	PhaseKontra                // Kontra, Re and Sub (doc/tapp.md §7, option Kontra)
	PhasePlay                  // the 16 tricks (doc/tapp.md §8)
	PhaseDone                  // over: played out or thrown in
)

var phaseNames = [...]string{"auction", "talon", "discard", "announcements", "kontra", "play", "done"}

// String returns the phase in lower case, for example "auction".
func (p Phase) String() string { return enumtext.Name("Phase", p, phaseNames[:]...) }

// Half is one of the two talon halves (doc/tapp.md §3): the lower
// half is the first three talon cards laid down, the upper half the next
// three, laid crosswise on top.
type Half uint8

// The two halves.
const (
	Lower Half = iota // talon cards 1–3 as laid
	Upper             // talon cards 4–6 as laid
)

// String returns "lower" or "upper".
func (h Half) String() string { return enumtext.Name("Half", h, "lower", "upper") }

// Announcement is the set of announcements the declarer made (doc/tapp.md §7): zero,
// [PagatUltimo], [Valat] or both.
type Announcement uint8

// The announcements. They combine with | under AnnouncementsBoth.
const (
	NoAnnouncement Announcement = 0
	// PagatUltimo: the declarer will win the 16th trick with the Pagat.
	PagatUltimo Announcement = 1
	// Valat: the declarer will win all 16 tricks.
	Valat Announcement = 2
)

// String returns "none", "PagatUltimo", "Valat" or "PagatUltimo Valat".
func (a Announcement) String() string {
	switch a {
	case NoAnnouncement:
		return "none"
	case PagatUltimo:
		return "PagatUltimo"
	case Valat:
		return "Valat"
	case PagatUltimo | Valat:
		return "PagatUltimo Valat"
	}
	return "Announcement(" + strconv.Itoa(int(a)) + ")"
}

// KontraTarget is what a Kontra, Re or Sub doubles: the game or one
// announcement (doc/tapp.md §7: they are doubled separately).
type KontraTarget uint8

// The Kontra targets.
const (
	TargetGame        KontraTarget = iota // the game (or the Valat that replaces it)
	TargetPagatUltimo                     // the announced Pagat Ultimo
	TargetValat                           // the announced Valat

	// NumTargets is the number of Kontra targets, the size of the Kontra
	// arrays of Result and Observation.
	NumTargets = iota
)

var targetNames = [...]string{"game", "PagatUltimo", "Valat"}

// String returns "game", "PagatUltimo" or "Valat".
func (t KontraTarget) String() string {
	if t < NumTargets {
		return targetNames[t]
	}
	return "KontraTarget(" + strconv.Itoa(int(t)) + ")"
}

// KontraLevel is how often an item has been doubled: 0 none, 1 Kontra (×2),
// 2 Re (×4), 3 Sub (×8).
type KontraLevel uint8

// The Kontra levels.
const (
	LevelNone   KontraLevel = iota // ×1
	LevelKontra                    // Kontra, ×2, said by a defender
	LevelRe                        // Re(kontra), ×4, said by the declarer
	LevelSub                       // Sub(kontra), ×8, said by a defender
)

var levelWords = [...]string{"", "kontra", "re", "sub"}

// Factor returns the multiplier of the level: 1, 2, 4 or 8.
func (l KontraLevel) Factor() int { return 1 << (l & 3) }

// String returns "none", "kontra", "re" or "sub".
func (l KontraLevel) String() string {
	if l == LevelNone {
		return "none"
	}
	if l <= LevelSub {
		return levelWords[l]
	}
	return "KontraLevel(" + strconv.Itoa(int(l)) + ")"
}
