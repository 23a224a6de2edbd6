package strohmandel

import (
	"fmt"

	"github.com/tarockfamily/sdk/tarock"
)

// This file is Kontra and Re (doc/strohmandel.md §6, Rules.Kontra): the
// doubling of the game item during PhaseAnnounce.

// KontraLevel is how often the game item has been doubled
// (doc/strohmandel.md §6, Rules.Kontra): LevelNone, LevelKontra (×2) or
// LevelRe (×4).
type KontraLevel uint8

// The Kontra levels.
const (
	LevelNone   KontraLevel = iota // ×1
	LevelKontra                    // Kontra, ×2, said by the declarer's opponent
	LevelRe                        // Re, ×4, said by the declarer after a Kontra
)

var levelWords = [...]string{"none", "kontra", "re"}

// Factor returns the multiplier of the level: 1, 2 or 4.
func (l KontraLevel) Factor() int { return 1 << (l & 3) }

// String returns "none", "kontra" or "re".
func (l KontraLevel) String() string {
	if l <= LevelRe {
		return levelWords[l]
	}
	return fmt.Sprintf("KontraLevel(%d)", uint8(l))
}

// KontraLevel returns the doubling of the game item: LevelNone,
// LevelKontra after a Kontra, LevelRe after a Re.
func (s State) KontraLevel() KontraLevel { return s.kontra }

func (s *turn) mayKontra(seat tarock.Seat) bool {
	return s.opts.on(optKontra) && s.declarer != tarock.NoSeat && seat != s.declarer && s.kontra == LevelNone && !s.reTurn
}

func (s *turn) mayRe(seat tarock.Seat) bool {
	return s.opts.on(optKontra) && seat == s.declarer && s.kontra == LevelKontra
}

// appendDouble appends Kontra and Re when seat may say them.
func (s *turn) appendDouble(dst []Move, seat tarock.Seat) []Move {
	if s.mayKontra(seat) {
		dst = append(dst, Double(LevelKontra))
	}
	if s.mayRe(seat) {
		dst = append(dst, Double(LevelRe))
	}
	return dst
}

// applyDouble makes the Kontra or Re m of the seat to move, when he may
// say it (Rules.Kontra).
func (s *State) applyDouble(m Move) error {
	seat := s.toMove
	switch {
	case m == Double(LevelKontra):
		if !s.mayKontra(seat) {
			return s.refuse(m, tarock.ErrNotAllowed, "only the declarer's opponent, once, with Rules.Kontra")
		}
	case !s.mayRe(seat):
		return s.refuse(m, tarock.ErrNotAllowed, "only the declarer, after a Kontra")
	}
	s.say(m)
	s.kontra = m.Level()
	return nil
}
