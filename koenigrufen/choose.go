package koenigrufen

import (
	"github.com/tarockfamily/sdk/tarock"
)

// Forehand's choices before the first lead of a Trischaken
// (doc/koenigrufen.md §7.1, §9.4): under TrischakenMustBeatForehandChooses
// whether the obligation to beat holds, then under
// TrischakenTalonForehandChooses who gets the talon. Trischaken has no
// talon exchange and no announcements, so the play follows at once.

// startTrischaken fixes the Trischaken rules the options decide and lets
// forehand choose the others; without a choice the play begins.
func (s *State) startTrischaken() {
	r := s.rules
	if r.TrischakenMustBeat == TrischakenMustBeatOn {
		s.setTrischakenFlag(tBeatChosen)
	}
	switch r.TrischakenTalon {
	case TrischakenTalonLastTrick:
		s.setTrischakenFlag(tTalonChosen)
	case TrischakenTalonFirstSixTricks:
		s.setTrischakenFlag(tTalonChosen | tFirstSix)
	}
	s.nextChoice()
}

// nextChoice asks forehand for the next choice still open, or starts the
// play.
func (s *State) nextChoice() {
	if s.trischakenFlag(tBeatChosen) && s.trischakenFlag(tTalonChosen) {
		s.startPlay()
		return
	}
	s.phase = PhaseChoose
	s.toMove = s.declarer
}

// chooseMoves returns forehand's legal choices: whether to beat first,
// then the talon.
func (s *State) chooseMoves() chooseMoves {
	if !s.trischakenFlag(tBeatChosen) {
		return chooseMoves(0).with(ChooseMustBeat).with(ChooseNoMustBeat)
	}
	return chooseMoves(0).with(ChooseLastTrick).with(ChooseFirstSixTricks)
}

// appendChoose appends the legal choices c in the order of [Choice].
func appendChoose(dst []Move, c chooseMoves) []Move {
	for ch := ChooseMustBeat; ch < numChoices; ch++ {
		if c.has(ch) {
			dst = append(dst, Choose(ch))
		}
	}
	return dst
}

// checkChoose returns why m is not a legal choice, or nil.
func (s *State) checkChoose(m Move) error {
	if m.kind() != MoveChoose {
		return s.illegal(m, tarock.ErrWrongPhase, "choose")
	}
	if s.legal.choose().has(m.Choice()) {
		return nil
	}
	if !s.trischakenFlag(tBeatChosen) {
		return s.illegal(m, tarock.ErrNotAllowed, "choose MustBeat or NoMustBeat (doc/koenigrufen.md §9.4)")
	}
	return s.illegal(m, tarock.ErrNotAllowed, "choose LastTrick or FirstSixTricks (doc/koenigrufen.md §7.1)")
}

// choose makes a legal choice.
func (s *State) choose(m Move) {
	switch m.Choice() {
	case ChooseMustBeat:
		s.setTrischakenFlag(tBeatChosen)
	case ChooseNoMustBeat:
		s.setTrischakenFlag(tBeatChosen | tNoMustBeat)
	case ChooseLastTrick:
		s.setTrischakenFlag(tTalonChosen)
	case ChooseFirstSixTricks:
		s.setTrischakenFlag(tTalonChosen | tFirstSix)
	}
	s.nextChoice()
}

// TrischakenRules returns the rules forehand chose or the options fixed
// for a Trischaken (doc/koenigrufen.md §7.1, §9.4): whether the
// obligation to beat holds and whether the talon goes to the first six
// tricks (else to the last trick). Both are false in other contracts.
func (s State) TrischakenRules() (mustBeat, firstSix bool) {
	if s.contract != Trischaken {
		return false, false
	}
	return !s.trischakenFlag(tNoMustBeat), s.trischakenFlag(tFirstSix)
}
