package strohmandel

import "github.com/tarockfamily/sdk/tarock"

// This file is the take-up decision (doc/strohmandel.md §4) with the
// throw-in of a hand without tarock (doc/strohmandel.md §3.4): PhaseTakeUp and PhaseThrowIn.

// mayThrowIn reports whether seat may throw in: ThrowInNoTarock and no
// tarock in his hand (doc/strohmandel.md §3.4).
func (s *turn) mayThrowIn(seat tarock.Seat) bool {
	return s.opts.on(optThrowIn) && s.hand[seat&1].Tarocks().IsEmpty()
}

// appendTakeUp appends the moves of the take-up decision: take up, pass,
// and throw in when allowed.
func (s *turn) appendTakeUp(dst []Move) []Move {
	dst = append(dst, TakeUp(), Pass())
	if s.mayThrowIn(s.toMove) {
		dst = append(dst, ThrowIn())
	}
	return dst
}

// applyTakeUp makes the take-up decision m of the seat to move
// (doc/strohmandel.md §4.1; both passed doc/strohmandel.md §4.2; throw-in doc/strohmandel.md §3.4): a take-up by
// forehand asks a dealer without tarock to throw in or continue; after the
// decision the strawmen are revealed.
func (s *State) applyTakeUp(m Move) error {
	seat := s.toMove
	switch {
	case m == TakeUp():
		s.say(m)
		s.declarer, s.contract = seat, TakenUpGame
		if seat == tarock.Forehand && s.mayThrowIn(Dealer) {
			s.phase, s.toMove = PhaseThrowIn, Dealer
			return nil
		}
		s.start()
	case m == Pass():
		s.say(m)
		if seat == tarock.Forehand {
			s.toMove = Dealer
			return nil
		}
		switch s.rules.BothPass {
		case BothPassSimpleGame:
			s.contract = SimpleGame
		case BothPassTrischaken:
			s.contract = Trischaken
		default:
			s.contract, s.phase = Redeal, PhaseDone
			return nil
		}
		s.start()
	case m == ThrowIn():
		if !s.mayThrowIn(seat) {
			return s.refuse(m, tarock.ErrNotAllowed, "a throw-in needs a hand without tarock and ThrowInNoTarock")
		}
		s.say(m)
		s.contract, s.phase = ThrownIn, PhaseDone
	default:
		return s.refuse(m, tarock.ErrWrongPhase, "take up, pass or throw in")
	}
	return nil
}

// applyThrowIn makes the dealer's decision m after forehand took up: throw
// in his hand without tarock, or continue (doc/strohmandel.md §3.4).
func (s *State) applyThrowIn(m Move) error {
	switch m {
	case ThrowIn():
		s.say(m)
		s.contract, s.phase = ThrownIn, PhaseDone
	case Continue():
		s.say(m)
		s.start()
	default:
		return s.refuse(m, tarock.ErrWrongPhase, "throw in or continue")
	}
	return nil
}
