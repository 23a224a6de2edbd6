package search

import (
	"errors"
	"fmt"
	"time"

	"github.com/tarockfamily/sdk/tarock"
)

// DeltaWeight is the factor [OutcomeValue] puts on game points so that they
// always outweigh the card-point tie-break (at most 210 thirds either way).
const DeltaWeight = 1000

// MaxTableBits is the largest Config.TableBits: a table of 2^26 entries.
const MaxTableBits = 26

// DefaultTableBits is the table size used when Config.Hash is set and
// Config.TableBits is 0: 2^16 entries.
const DefaultTableBits = 16

// ErrConfig is wrapped by the errors returned for an invalid configuration:
// a negative limit, a table size out of range, a missing side function for
// a game of other than two players, a side function that returns something
// other than 0 or 1.
var ErrConfig = errors.New("search: invalid configuration")

// ErrLimit is wrapped by the errors returned when a search is stopped by
// one of its limits; errors.Is(err, ErrNodeLimit) or errors.Is(err,
// ErrTimeLimit) tells which.
var ErrLimit = errors.New("search limit exceeded")

// The limits a search can exceed; each wraps [ErrLimit].
var (
	ErrNodeLimit = fmt.Errorf("node limit: %w", ErrLimit)
	ErrTimeLimit = fmt.Errorf("time limit: %w", ErrLimit)
)

// ErrGame is wrapped by the errors returned when the game breaks its own
// contract during a search: a state that is not over has no legal move, or
// Apply refuses a move that AppendLegalMoves generated.
var ErrGame = errors.New("search: the game broke its own rules")

// Config configures a [Solver]. The zero value is valid for two-player games:
// seat i is side i, [OutcomeValue] scores, no transposition table, no limits.
type Config[S tarock.Game[S, M], M tarock.Move] struct {
	// Side maps a seat of state s to side 0 or 1 (for Tapp Tarock: the
	// declarer is side 0, the defenders side 1). Nil means seat i is side
	// i, which is only valid in a two-player game; a search of any other
	// game without Side returns an error wrapping [ErrConfig], as does a
	// search in which Side returns something other than 0 or 1.
	Side func(s S, seat tarock.Seat) int
	// Value scores a finished deal from side 0's point of view (side 0
	// maximises it, side 1 minimises it). Nil means [OutcomeValue] with
	// Side.
	Value func(final S) int
	// Hash, when not nil, enables a transposition table: it must return
	// equal hashes for states whose remaining play and final Value are the
	// same (hands, cards won so far, the trick in progress, who is to
	// act), and should return different hashes otherwise. Entries are
	// kept between calls of Solve, so they must stay valid for every
	// state the solver is given.
	Hash func(s S) uint64
	// TableBits is the base-2 logarithm of the number of table entries
	// (0 means [DefaultTableBits]; at most [MaxTableBits]). Only used with
	// Hash.
	TableBits int
	// Score, when not nil, replaces the built-in move ordering: moves with
	// a higher score are searched first. Ordering changes the speed of the
	// search, never its value. The built-in ordering looks at the card a
	// move plays: cheap winners of the trick first, then high-value cards
	// onto a trick the mover's side already wins, then low discards.
	Score func(s S, m M) int
	// MaxNodes limits the number of positions a call of Solve or Value
	// visits (0 means no limit).
	MaxNodes int64
	// TimeLimit limits the time a call of Solve or Value takes (0 means no
	// limit). The clock is read once every 1024 positions.
	TimeLimit time.Duration
	// Line asks Solve for the principal line (Result.Line); finding it
	// costs about one more search per move of the line.
	Line bool
}

// Result is what [Solver.Solve] finds.
type Result[M tarock.Move] struct {
	// Value is the value of the position for side 0 when both sides play
	// perfectly to the end of the deal.
	Value int
	// Best is a move of the seat to act that achieves Value (the zero
	// move when the deal is over). Among equal moves it is the first in
	// the solver's search order.
	Best M
	// Line is a sequence of moves from the position to the end of the
	// deal that achieves Value, starting with Best; only with Config.Line.
	Line []M
	// Nodes is the number of positions visited.
	Nodes int64
}

// Flags of a table entry.
const (
	empty uint8 = iota
	exact
	lower
	upper
)

type entry[M tarock.Move] struct {
	key   uint64
	value int
	best  M
	flag  uint8
}

const inf = 1 << 60

// Solver is a perfect-information alpha-beta solver for the rest of a deal.
// It reuses its move buffers and its transposition table between calls, so
// it allocates almost nothing once warmed up. A Solver is not safe for
// concurrent use; use one per goroutine.
type Solver[S tarock.Game[S, M], M tarock.Move] struct {
	cfg     Config[S, M]
	moves   [][]M
	scores  [][]int
	killer  []M
	killed  []bool
	table   []entry[M]
	mask    uint64
	nodes   int64
	start   time.Time
	err     error
	players int
}

// NewSolver returns a solver with configuration cfg. It returns an error
// wrapping [ErrConfig] when a limit is negative or TableBits is out of
// range.
func NewSolver[S tarock.Game[S, M], M tarock.Move](cfg Config[S, M]) (*Solver[S, M], error) {
	if cfg.MaxNodes < 0 || cfg.TimeLimit < 0 {
		return nil, fmt.Errorf("search: negative limit (%d nodes, %v): %w", cfg.MaxNodes, cfg.TimeLimit, ErrConfig)
	}
	if cfg.TableBits < 0 || cfg.TableBits > MaxTableBits {
		return nil, fmt.Errorf("search: table bits %d, want 0..%d: %w", cfg.TableBits, MaxTableBits, ErrConfig)
	}
	sv := &Solver[S, M]{cfg: cfg}
	if cfg.Hash != nil {
		bits := cfg.TableBits
		if bits == 0 {
			bits = DefaultTableBits
		}
		sv.table = make([]entry[M], 1<<bits)
		sv.mask = 1<<bits - 1
	}
	return sv, nil
}

// Clear empties the transposition table.
func (sv *Solver[S, M]) Clear() { clear(sv.table) }

// OutcomeValue is the default value of a finished deal for side 0:
// DeltaWeight times the sum of the game points (Deltas) of the seats on
// side 0, plus side 0's card points minus side 1's, in thirds. Card points
// are attributed by party: when the outcome counts one party per seat
// (Parties equals players), party i is seat i and counts for its side;
// otherwise party 0 counts for side 0 and party 1 for side 1, as Tapp
// Tarock counts the declarer and the defenders. side should return 0 or 1
// (anything else counts as side 1); nil puts seat 0 alone on side 0.
// players is clamped to 0..tarock.MaxPlayers.
func OutcomeValue(out tarock.Outcome, players int, side func(tarock.Seat) int) int {
	if side == nil {
		side = func(seat tarock.Seat) int { return min(int(seat), 1) }
	}
	players = min(max(players, 0), tarock.MaxPlayers)
	deltas := 0
	for i := range players {
		if side(tarock.Seat(i)) == 0 {
			deltas += out.Deltas[i]
		}
	}
	thirds := 0
	if out.Parties == players {
		for i := range players {
			if side(tarock.Seat(i)) == 0 {
				thirds += out.Thirds[i]
			} else {
				thirds -= out.Thirds[i]
			}
		}
	} else if out.Parties >= 2 {
		thirds = out.Thirds[0] - out.Thirds[1]
	}
	return DeltaWeight*deltas + thirds
}

// Solve returns the value of s for side 0 under perfect play by both sides
// to the end of the deal, and a best move for the seat to act. For a
// finished deal it returns the deal's value and the zero move. It returns
// an error wrapping [ErrLimit] when a limit stops the search (the Result
// then holds only Nodes), [ErrConfig] for a missing or bad side function,
// or [ErrGame] when the game refuses its own move.
func (sv *Solver[S, M]) Solve(s S) (Result[M], error) {
	sv.begin(s)
	var res Result[M]
	if s.Done() {
		res.Value = sv.value(s)
		res.Nodes = 1
		return res, sv.err
	}
	var zero M
	mover := sv.side(s, s.ToMove())
	moves := sv.generate(s, 0, zero, false, mover)
	if sv.err != nil {
		return Result[M]{Nodes: sv.nodes}, sv.err
	}
	maximize := mover == 0
	alpha, beta := -inf, inf
	best := -inf
	if !maximize {
		best = inf
	}
	for _, m := range moves {
		child, err := s.Apply(m)
		if err != nil {
			sv.fail(m, err)
			break
		}
		v := sv.search(child, 1, alpha, beta)
		if sv.err != nil {
			break
		}
		if maximize && v > best {
			best, res.Best, alpha = v, m, v
		} else if !maximize && v < best {
			best, res.Best, beta = v, m, v
		}
	}
	if sv.err != nil {
		return Result[M]{Nodes: sv.nodes}, sv.err
	}
	res.Value = best
	sv.store(s, best, res.Best, exact)
	if sv.cfg.Line {
		res.Line = sv.line(s, best)
		if sv.err != nil {
			return Result[M]{Nodes: sv.nodes}, sv.err
		}
	}
	res.Nodes = sv.nodes
	return res, nil
}

// Value returns the value of s for side 0 under perfect play, like Solve
// but without the best move, which lets it answer from the transposition
// table at once. The errors are those of Solve.
func (sv *Solver[S, M]) Value(s S) (int, error) {
	sv.begin(s)
	v := sv.search(s, 0, -inf, inf)
	if sv.err != nil {
		return 0, sv.err
	}
	return v, nil
}

// Nodes returns the number of positions the last call of Solve or Value
// visited.
func (sv *Solver[S, M]) Nodes() int64 { return sv.nodes }

func (sv *Solver[S, M]) begin(s S) {
	sv.nodes, sv.err = 0, nil
	sv.players = s.Players()
	if sv.cfg.TimeLimit > 0 {
		sv.start = time.Now()
	}
	if sv.cfg.Side == nil && sv.players != 2 {
		sv.err = fmt.Errorf("search: no side function for a game of %d seats: %w", sv.players, ErrConfig)
	}
}

// side returns the side of seat in s, recording an error for a bad side.
func (sv *Solver[S, M]) side(s S, seat tarock.Seat) int {
	if sv.cfg.Side == nil {
		return int(seat & 1)
	}
	d := sv.cfg.Side(s, seat)
	if d != 0 && d != 1 {
		if sv.err == nil {
			sv.err = fmt.Errorf("search: side function returned %d for %v: %w", d, seat, ErrConfig)
		}
		return 0
	}
	return d
}

// value scores a finished deal.
func (sv *Solver[S, M]) value(s S) int {
	if sv.cfg.Value != nil {
		return sv.cfg.Value(s)
	}
	return OutcomeValue(s.Outcome(), sv.players, func(seat tarock.Seat) int { return sv.side(s, seat) })
}

func (sv *Solver[S, M]) fail(m M, err error) {
	if sv.err == nil {
		sv.err = fmt.Errorf("search: generated move %v refused: %w: %w", m, ErrGame, err)
	}
}

// search is fail-soft alpha-beta: the result v is exact when alpha < v <
// beta, an upper bound when v <= alpha and a lower bound when v >= beta.
func (sv *Solver[S, M]) search(s S, ply int, alpha, beta int) int {
	sv.nodes++
	if sv.cfg.MaxNodes > 0 && sv.nodes > sv.cfg.MaxNodes {
		if sv.err == nil {
			sv.err = fmt.Errorf("search: more than %d positions: %w", sv.cfg.MaxNodes, ErrNodeLimit)
		}
	}
	if sv.cfg.TimeLimit > 0 && sv.nodes&1023 == 0 && time.Since(sv.start) > sv.cfg.TimeLimit {
		if sv.err == nil {
			sv.err = fmt.Errorf("search: longer than %v: %w", sv.cfg.TimeLimit, ErrTimeLimit)
		}
	}
	if sv.err != nil {
		return 0
	}
	if s.Done() {
		return sv.value(s)
	}
	var hint M
	hinted := false
	var key uint64
	if sv.table != nil {
		key = sv.cfg.Hash(s)
		if e := &sv.table[key&sv.mask]; e.flag != empty && e.key == key {
			switch e.flag {
			case exact:
				return e.value
			case lower:
				alpha = max(alpha, e.value)
			case upper:
				beta = min(beta, e.value)
			}
			if alpha >= beta {
				return e.value
			}
			hint, hinted = e.best, true
		}
	}
	mover := sv.side(s, s.ToMove())
	moves := sv.generate(s, ply, hint, hinted, mover)
	if sv.err != nil {
		return 0
	}
	maximize := mover == 0
	a0, b0 := alpha, beta
	best := -inf
	if !maximize {
		best = inf
	}
	var bestMove M
	for _, m := range moves {
		child, err := s.Apply(m)
		if err != nil {
			sv.fail(m, err)
			return 0
		}
		v := sv.search(child, ply+1, alpha, beta)
		if sv.err != nil {
			return 0
		}
		if maximize {
			if v > best {
				best, bestMove = v, m
				alpha = max(alpha, v)
			}
		} else if v < best {
			best, bestMove = v, m
			beta = min(beta, v)
		}
		if alpha >= beta {
			sv.killer[ply], sv.killed[ply] = m, true
			break
		}
	}
	if sv.table != nil {
		flag := exact
		if best <= a0 {
			flag = upper
		} else if best >= b0 {
			flag = lower
		}
		e := &sv.table[key&sv.mask]
		*e = entry[M]{key: key, value: best, best: bestMove, flag: flag}
	}
	return best
}

// store records an exact value at the root.
func (sv *Solver[S, M]) store(s S, v int, m M, flag uint8) {
	if sv.table == nil {
		return
	}
	key := sv.cfg.Hash(s)
	sv.table[key&sv.mask] = entry[M]{key: key, value: v, best: m, flag: flag}
}

// generate fills the move buffer of ply with the legal moves of s, best
// first, and returns it.
func (sv *Solver[S, M]) generate(s S, ply int, hint M, hinted bool, mover int) []M {
	for len(sv.moves) <= ply {
		sv.moves = append(sv.moves, nil)
		sv.scores = append(sv.scores, nil)
		var zero M
		sv.killer = append(sv.killer, zero)
		sv.killed = append(sv.killed, false)
	}
	moves := s.AppendLegalMoves(sv.moves[ply][:0])
	sv.moves[ply] = moves
	if len(moves) == 0 {
		if sv.err == nil {
			sv.err = fmt.Errorf("search: no legal move for %v in a deal that is not over: %w", s.ToMove(), ErrGame)
		}
		return nil
	}
	if len(moves) == 1 {
		return moves
	}
	scores := sv.scores[ply][:0]
	trick := s.CurrentTrick()
	winnerSide := -1
	if w := trick.Winner(); w != tarock.NoSeat && !trick.Complete() {
		winnerSide = sv.side(s, w)
	}
	for _, m := range moves {
		var sc int
		switch {
		case hinted && m == hint:
			sc = 1 << 40
		case sv.killed[ply] && m == sv.killer[ply]:
			sc = 1 << 30
		case sv.cfg.Score != nil:
			sc = sv.cfg.Score(s, m)
		default:
			sc = cardScore(trick, m, winnerSide == mover)
		}
		scores = append(scores, sc)
	}
	sv.scores[ply] = scores
	// Insertion sort, highest score first; stable, so ties keep the
	// game's order and the search stays deterministic.
	for i := 1; i < len(moves); i++ {
		m, sc := moves[i], scores[i]
		j := i
		for ; j > 0 && scores[j-1] < sc; j-- {
			moves[j], scores[j] = moves[j-1], scores[j-1]
		}
		moves[j], scores[j] = m, sc
	}
	return moves
}

// cardScore is the built-in move ordering for a card played to trick t
// (ours: the mover's side wins the trick so far). Moves that play no card
// score 0.
func cardScore[M tarock.Move](t tarock.Trick, m M, ours bool) int {
	c, ok := m.PlayedCard()
	if !ok {
		return 0
	}
	rank := int(c.Rank())
	best, ok := t.Best()
	switch {
	case !ok || t.Complete():
		// Lead: high cards first.
		return 100 + rank
	case c.Beats(best) && !ours:
		// Take the trick: cheapest winner first, valuable cards before.
		return 3000 + 10*c.Value() - rank
	case ours && !c.Beats(best):
		// The trick is ours: add points to it.
		return 2000 + 10*c.Value() - rank
	default:
		// Cannot win (or would overtake a partner): throw cheap cards.
		return 1000 - 10*c.Value() - rank
	}
}

// line finds a sequence of moves from s that achieves v.
func (sv *Solver[S, M]) line(s S, v int) []M {
	var out []M
	for ply := 0; !s.Done(); ply++ {
		var zero M
		mover := sv.side(s, s.ToMove())
		moves := sv.generate(s, ply, zero, false, mover)
		if sv.err != nil {
			return nil
		}
		maximize := mover == 0
		found := false
		for _, m := range moves {
			child, err := s.Apply(m)
			if err != nil {
				sv.fail(m, err)
				return nil
			}
			var ok bool
			if maximize {
				ok = sv.search(child, ply+1, v-1, v) >= v
			} else {
				ok = sv.search(child, ply+1, v, v+1) <= v
			}
			if sv.err != nil {
				return nil
			}
			if ok {
				out = append(out, m)
				s, found = child, true
				break
			}
		}
		if !found {
			// Only a hash that confuses two states can get here.
			sv.err = fmt.Errorf("search: no move keeps the value %d (states hashed alike?): %w", v, ErrConfig)
			return nil
		}
	}
	return out
}
