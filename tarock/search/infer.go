package search

import (
	"math"

	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
)

// Model is a model of how the other players choose their moves, for the
// inference of a [Decider] (DecisionConfig.Likelihood is
// [Model.LogLikelihood]): each modelled move is taken to be the Policy's
// choice from the mover's observation with probability 1 − ε plus ε
// divided by the number of legal moves, and any other legal move with
// probability ε divided by the number of legal moves — the policy with
// uniform noise ε (epsilon-greedy). A move with ε of 1 or more tells
// nothing and is not modelled; an ε of 0 or less makes the policy's
// choice certain (any other move rules the deal out).
//
// With the games' rule-of-thumb player as Policy, a player who bid a Solo
// or said Kontra on the game makes the deals in which his hand would do
// so by the rules of thumb far likelier than the others, so the deals
// searched put the strong cards in his hand.
type Model[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// Policy is the modelled player; it sees the mover's observation of
	// the sampled deal before each move. Required.
	Policy bot.Player[O, M]
	// History returns the state at the start of the deal of s and the
	// moves made since, appended to moves (the games: NewGame of the
	// rules and s.Deal(), and s.AppendHistory). Required.
	History func(s S, moves []M) (start S, all []M, err error)
	// Noise returns ε for the move m made in the state before it (see
	// [Model]). Nil means [DefaultNoise] for every move.
	Noise func(before S, m M) float64
	// Cards is the number of the last card plays of the deal that are
	// modelled; the earlier ones are not (0 means [DefaultModelCards],
	// negative means all). The voids a play shows are kept by the
	// determinizer already; what more an early card tells is little, and
	// modelling every card would cost most of a decision's time.
	Cards int

	moves []M
	legal []M
}

// DefaultModelCards is Model.Cards when it is 0: a trick of four.
const DefaultModelCards = 4

// DefaultNoise is the ε of a [Model] without Noise: the modelled player
// makes the policy's choice in about three decisions of four.
const DefaultNoise = 0.25

// LogLikelihood returns the natural logarithm of the probability, under
// the model, of the moves the seats other than me have made in the deal
// of world, each given the mover's observation before it: the sum of the
// logarithms of the modelled moves' probabilities (see [Model]). It
// returns -Inf for a deal whose history cannot be replayed or that a
// certain model rules out. A Model is not safe for concurrent use (it
// keeps its buffers); it allocates nothing once they have grown.
func (md *Model[S, M, O]) LogLikelihood(world S, me tarock.Seat) float64 {
	if md.Policy == nil || md.History == nil {
		return 0
	}
	s, moves, err := md.History(world, md.moves[:0])
	md.moves = moves
	if err != nil {
		return math.Inf(-1)
	}
	skip := 0 // the card plays not modelled
	if md.Cards >= 0 {
		keep := md.Cards
		if keep == 0 {
			keep = DefaultModelCards
		}
		for _, m := range moves {
			if _, play := m.PlayedCard(); play {
				skip++
			}
		}
		skip = max(skip-keep, 0)
	}
	lw := 0.0
	for _, m := range moves {
		if _, play := m.PlayedCard(); play && skip > 0 {
			skip--
			if s, err = s.Apply(m); err != nil {
				return math.Inf(-1)
			}
			continue
		}
		if s.Done() {
			return math.Inf(-1)
		}
		if seat := s.ToMove(); seat != me {
			eps := DefaultNoise
			if md.Noise != nil {
				eps = md.Noise(s, m)
			}
			if eps < 1 {
				md.legal = s.AppendLegalMoves(md.legal[:0])
				if n := len(md.legal); n > 1 {
					p := max(eps, 0) / float64(n)
					if md.Policy.Choose(s.Observation(seat), md.legal) == m {
						p += 1 - max(eps, 0)
					}
					if p <= 0 {
						return math.Inf(-1)
					}
					lw += math.Log(p)
				}
			}
		}
		if s, err = s.Apply(m); err != nil {
			return math.Inf(-1)
		}
	}
	return lw
}
