package search

import (
	"errors"
	"fmt"
	"strings"
)

// The names of the levels of [Levels].
const (
	LevelBeginner = "beginner"
	LevelClub     = "club"
	LevelExpert   = "expert"
	LevelPIMC     = "pimc"
	LevelPlay     = "play"
	LevelContract = "contract"
	LevelAnnounce = "announce"
	LevelInfer    = "infer"
)

// DefaultLevel is the level of the zero PlayerConfig and of the games'
// "search" player.
const DefaultLevel = LevelClub

// Level is a named setting of the search players of the three games.
type Level struct {
	// Name is the level's name, lower case.
	Name string
	// About says what the level is, in a line.
	About string
	// Config is the level's setting (a Budget of 0: the fixed mode). An
	// app that wants a bound on the time of a decision sets Budget.
	Config PlayerConfig
	// Ablation marks a setting that is there to measure what one part of
	// the search adds (doc/bots.md), not a strength for an app.
	Ablation bool
}

// levels are the levels, the strengths from the weakest up, then the
// ablations.
var levels = []Level{
	{Name: LevelBeginner, About: "searches only its cards, on 6 deals drawn uniformly, with the rule of thumb for the rest",
		Config: PlayerConfig{Samples: 6, Searched: DecidePlay, Inference: 1}},
	{Name: LevelClub, About: "searches every decision on 40 deals drawn with inference (the default)",
		Config: PlayerConfig{}},
	{Name: LevelExpert, About: "searches every decision on 120 deals drawn with inference",
		Config: PlayerConfig{Samples: 120}},
	{Name: LevelPIMC, About: "the first versions' player: perfect-information Monte Carlo on the cards only, random playouts",
		Config: PlayerConfig{PIMC: true}, Ablation: true},
	{Name: LevelPlay, About: "searches only its cards as the default does (random playouts), without inference",
		Config: PlayerConfig{Searched: DecidePlay, Inference: 1}, Ablation: true},
	{Name: LevelContract, About: "searches its cards and the contract (bids, calls, talon, discard), without inference",
		Config: PlayerConfig{Searched: DecidePlay | DecideContract, Inference: 1}, Ablation: true},
	{Name: LevelAnnounce, About: "searches its cards and the announcements and Kontras, without inference",
		Config: PlayerConfig{Searched: DecidePlay | DecideAnnounce, Inference: 1}, Ablation: true},
	{Name: LevelInfer, About: "searches only its cards, on deals drawn with inference",
		Config: PlayerConfig{Searched: DecidePlay}, Ablation: true},
}

// Levels lists the named settings of the search players: the strengths
// for apps from the weakest up — "beginner", "club" (the default) and
// "expert" — then the settings that measure what each part of the search
// adds ("pimc", the player of the module's first versions, and "play",
// "contract", "announce", "infer"). doc/bots.md gives their results.
func Levels() []Level { return append([]Level(nil), levels...) }

// ErrUnknownLevel is wrapped by the error of [ParseLevel] for a name that
// is not a level.
var ErrUnknownLevel = errors.New("unknown level")

// ParseLevel returns the level called name, without regard to case or
// surrounding space (empty for [DefaultLevel]), or an error wrapping
// [ErrUnknownLevel] that lists the levels.
func ParseLevel(name string) (Level, error) {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" {
		n = DefaultLevel
	}
	names := make([]string, len(levels))
	for i, l := range levels {
		if l.Name == n {
			return l, nil
		}
		names[i] = l.Name
	}
	return Level{}, fmt.Errorf("search: level %q: want one of %s: %w", name, strings.Join(names, ", "), ErrUnknownLevel)
}

// String describes the setting c in words, its defaults filled in: for
// example "40 samples, the game's random playouts for a card and 1
// rule-of-thumb playout for the rest, inference from 8 deals, every
// decision searched, the last 3 tricks solved, no time limit", or for the
// PIMC player "PIMC: 20 samples, the game's random playouts, …".
func (c PlayerConfig) String() string {
	samples := c.Samples
	switch {
	case samples > 0:
	case c.PIMC:
		samples = DefaultSamples
	default:
		samples = DefaultPlayerSamples
	}
	var b strings.Builder
	if c.PIMC {
		b.WriteString("PIMC: ")
	}
	fmt.Fprintf(&b, "%d samples, ", samples)
	switch {
	case c.Playouts > 0:
		fmt.Fprintf(&b, "%d playouts, ", c.Playouts)
	case c.PIMC:
		b.WriteString("the game's random playouts, ")
	default:
		b.WriteString("the game's random playouts for a card and 1 rule-of-thumb playout for the rest, ")
	}
	if !c.PIMC {
		switch inf := c.Inference; {
		case inf == 1:
			b.WriteString("no inference, ")
		case inf <= 0:
			fmt.Fprintf(&b, "inference from %d deals, ", DefaultOversample)
		default:
			fmt.Fprintf(&b, "inference from %d deals, ", inf)
		}
		b.WriteString(c.Searched.String() + " searched, ")
	}
	switch solve := c.SolveTricks; {
	case solve < 0:
		b.WriteString("no exact solve, ")
	case solve == 0:
		fmt.Fprintf(&b, "the last %d tricks solved, ", DefaultSolveTricks)
	default:
		fmt.Fprintf(&b, "the last %d tricks solved, ", solve)
	}
	if c.Budget > 0 {
		fmt.Fprintf(&b, "%v per decision", c.Budget)
	} else {
		b.WriteString("no time limit")
	}
	return b.String()
}

// String names the kinds of decision in d: "every decision", or the kinds
// joined by "and" ("the card play and the contract"); 0 counts as every
// decision, as PlayerConfig.Searched does.
func (d Decisions) String() string {
	if d == 0 || d&AllDecisions == AllDecisions {
		return "every decision"
	}
	var parts []string
	if d&DecidePlay != 0 {
		parts = append(parts, "the card play")
	}
	if d&DecideContract != 0 {
		parts = append(parts, "the contract")
	}
	if d&DecideAnnounce != 0 {
		parts = append(parts, "the announcements")
	}
	return strings.Join(parts, " and ")
}
