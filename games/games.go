// Package games connects the two games of the module, Tapp Tarock (package
// tapp) and Strohmandeln (package strohmandel), to the generic tools of
// package tarock — bots, the duplicate arena, game records — so that the
// example programs can treat either game alike. It uses only the public API
// of the module and is itself an example of how to drive both games through
// the generic interfaces tarock.Game and tarock.Observable.
package games

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/record"
)

// The names of the games accepted by the -game flag of the programs.
const (
	Tapp        = "tapp"
	Strohmandel = "strohmandel"
)

// The kinds of computer player accepted by the -players and -opponents flags.
const (
	Random    = "random"
	Heuristic = "heuristic"
	Search    = "search"
)

// ErrUnknown is wrapped by the errors for a game, preset or player kind that
// does not exist.
var ErrUnknown = errors.New("unknown name")

// PlayerOptions tunes the computer players a Spec makes.
type PlayerOptions struct {
	// Samples is the number of determinizations per decision of the search
	// player (0: the player's default).
	Samples int
	// Playouts is the number of random playouts per legal move and sample
	// of the search player (0: its default).
	Playouts int
	// Budget bounds the thinking time of one decision of the search player
	// (0: no bound; with a bound the decisions depend on the machine's
	// speed).
	Budget time.Duration
}

// Table is what a record says about the table beside the cards and moves:
// the players' names by seat and the seed of the shuffle.
type Table struct {
	Names []string
	Seed  uint64
}

// Spec is one game under one rule set, seen through the generic interfaces:
// S is the game's state, M its move and O its observation type.
type Spec[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// Game is the game's full name, "Tapp Tarock" or "Strohmandeln".
	Game string
	// Preset is the name of the preset the rules come from.
	Preset string
	// Seats holds the name of each seat: "forehand", "middlehand", "dealer"
	// in Tapp Tarock, "forehand", "dealer" in Strohmandeln.
	Seats []string
	// Deal returns a new deal shuffled with rng.
	Deal func(rng *rand.Rand) (S, error)
	// Player returns a computer player of the given kind (Random, Heuristic
	// or Search) seeded with seed, or an error wrapping ErrUnknown.
	Player func(kind string, seed uint64, opt PlayerOptions) (bot.Player[O, M], error)
	// Record returns the game record of a deal played from start by moves.
	Record func(start S, moves []M, t Table) (record.Record, error)
	// Settlement returns the itemised settlement of a finished deal
	// (Result.String) and its one-line summary (Result.Summary).
	Settlement func(final S) (itemised, summary string)
	// ParseMove reads a move in the game's notation.
	ParseMove func(text string) (M, error)
}

// Kinds lists the player kinds a Spec can make.
func Kinds() []string { return []string{Random, Heuristic, Search} }

// ParsePlayers reads a comma-separated list of player kinds with either one
// entry (for every seat) or one per seat, and returns one kind per seat. It
// returns an error wrapping ErrUnknown for a kind that is not one of Kinds.
func ParsePlayers(list string, seats int) ([]string, error) {
	parts := strings.Split(list, ",")
	for i, p := range parts {
		parts[i] = strings.ToLower(strings.TrimSpace(p))
		switch parts[i] {
		case Random, Heuristic, Search:
		default:
			return nil, fmt.Errorf("player %q: want one of %s: %w", p, strings.Join(Kinds(), ", "), ErrUnknown)
		}
	}
	switch len(parts) {
	case 1:
		out := make([]string, seats)
		for i := range out {
			out[i] = parts[0]
		}
		return out, nil
	case seats:
		return parts, nil
	}
	return nil, fmt.Errorf("players %q: want one kind for all seats or one per seat (%d): %w", list, seats, ErrUnknown)
}

// TappPreset returns the Tapp Tarock preset called name (case-insensitive;
// empty for the default MayrSedlaczek2001) and its canonical name.
func TappPreset(name string) (tapp.Rules, string, error) {
	if name == "" {
		name = "MayrSedlaczek2001"
	}
	for _, p := range tapp.Presets() {
		if strings.EqualFold(p.Name, name) {
			return p.Rules, p.Name, nil
		}
	}
	return tapp.Rules{}, "", fmt.Errorf("tapp: rules %q: want one of %s: %w", name, strings.Join(PresetNames(Tapp), ", "), ErrUnknown)
}

// StrohmandelPreset returns the Strohmandeln preset called name
// (case-insensitive; empty for the default MayrSedlaczek2007) and its
// canonical name.
func StrohmandelPreset(name string) (strohmandel.Rules, string, error) {
	if name == "" {
		name = "MayrSedlaczek2007"
	}
	r, ok := strohmandel.Preset(name)
	if !ok {
		return strohmandel.Rules{}, "", fmt.Errorf("strohmandel: rules %q: want one of %s: %w", name, strings.Join(PresetNames(Strohmandel), ", "), ErrUnknown)
	}
	return r, r.Scoring.String(), nil
}

// PresetNames lists the preset names of game (Tapp or Strohmandel).
func PresetNames(game string) []string {
	var names []string
	switch game {
	case Tapp:
		for _, p := range tapp.Presets() {
			names = append(names, p.Name)
		}
	case Strohmandel:
		for s := strohmandel.ScoringMayrSedlaczek2007; ; s++ {
			if _, ok := s.Preset(); !ok {
				break
			}
			names = append(names, s.String())
		}
	}
	return names
}

// TappSeats and StrohmandelSeats are the seat names of the two games, by
// seat number (doc/tapp.md §2, doc/strohmandel.md §2).
var (
	TappSeats        = []string{"forehand", "middlehand", "dealer"}
	StrohmandelSeats = []string{"forehand", "dealer"}
)

// TappSpec returns the Spec of Tapp Tarock under rules r, named preset.
func TappSpec(r tapp.Rules, preset string) Spec[tapp.State, tapp.Move, tapp.Observation] {
	return Spec[tapp.State, tapp.Move, tapp.Observation]{
		Game:   tapp.GameName,
		Preset: preset,
		Seats:  TappSeats,
		Deal: func(rng *rand.Rand) (tapp.State, error) {
			return tapp.NewGame(r, tapp.Shuffled(rng))
		},
		Player: tappPlayer,
		Record: func(start tapp.State, moves []tapp.Move, t Table) (record.Record, error) {
			return recordOf(start, moves, t)
		},
		Settlement: func(final tapp.State) (string, string) {
			res, _ := final.Result()
			return res.String(), res.Summary()
		},
		ParseMove: tapp.ParseMove,
	}
}

// recordOf returns the game record of the deal played from start by moves
// at table t: the state's Record with a Seat tag for each named player and
// the Seed tag.
func recordOf[S interface {
	tarock.Game[S, M]
	Record(tags ...record.Tag) (record.Record, error)
}, M tarock.Move](start S, moves []M, t Table) (record.Record, error) {
	final := start
	for i, m := range moves {
		var err error
		if final, err = final.Apply(m); err != nil {
			return record.Record{}, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	var tags []record.Tag
	for i, n := range t.Names {
		if n != "" && i < final.Players() {
			tags = append(tags, record.Tag{Name: record.SeatTag(tarock.Seat(i)), Value: n})
		}
	}
	tags = append(tags, record.Tag{Name: "Seed", Value: strconv.FormatUint(t.Seed, 10)})
	return final.Record(tags...)
}

// TappDeal returns the deal a Tapp Tarock state started from, read from
// the state before the first move: the hands as dealt and the talon.
func TappDeal(start tapp.State) tapp.Deal {
	var d tapp.Deal
	for s := range 3 {
		d.Hands[s] = start.Hand(tarock.Seat(s))
	}
	d.Talon = start.Talon()
	return d
}

func tappPlayer(kind string, seed uint64, opt PlayerOptions) (bot.Player[tapp.Observation, tapp.Move], error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	switch kind {
	case Random:
		return tappbot.NewRandom(rng), nil
	case Heuristic:
		return tappbot.NewHeuristic(rng), nil
	case Search:
		return tappbot.NewSearch(rng, tappbot.SearchConfig{Samples: opt.Samples, Playouts: opt.Playouts, Budget: opt.Budget}), nil
	}
	return nil, fmt.Errorf("tapp: player %q: %w", kind, ErrUnknown)
}

// StrohmandelSpec returns the Spec of Strohmandeln under rules r, named
// preset.
func StrohmandelSpec(r strohmandel.Rules, preset string) Spec[strohmandel.State, strohmandel.Move, strohmandel.Observation] {
	return Spec[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		Game:   strohmandel.GameName,
		Preset: preset,
		Seats:  StrohmandelSeats,
		Deal: func(rng *rand.Rand) (strohmandel.State, error) {
			return strohmandel.NewGame(r, strohmandel.Shuffled(rng))
		},
		Player: strohmandelPlayer,
		Record: func(start strohmandel.State, moves []strohmandel.Move, t Table) (record.Record, error) {
			return recordOf(start, moves, t)
		},
		Settlement: func(final strohmandel.State) (string, string) {
			res, _ := final.Result()
			return res.String(), res.Summary()
		},
		ParseMove: strohmandel.ParseMove,
	}
}

func strohmandelPlayer(kind string, seed uint64, opt PlayerOptions) (bot.Player[strohmandel.Observation, strohmandel.Move], error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	switch kind {
	case Random:
		return strohbot.NewRandom(rng), nil
	case Heuristic:
		return strohbot.NewHeuristic(rng), nil
	case Search:
		return strohbot.NewSearch(rng, strohbot.SearchConfig{Samples: opt.Samples, Playouts: opt.Playouts, Budget: opt.Budget}), nil
	}
	return nil, fmt.Errorf("strohmandel: player %q: %w", kind, ErrUnknown)
}

// DealRand returns the generator whose shuffle gives the deal of seed:
// rand.New(rand.NewPCG(seed, 0)). Every program deals from it, so the Seed
// tag of a record written by one program gives the same cards in another.
func DealRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

// PlayerSeed returns the seed of the computer player at seat in the deal of
// dealSeed, a value independent of the deal's own generator.
func PlayerSeed(dealSeed uint64, seat int) uint64 {
	z := dealSeed + uint64(seat+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
