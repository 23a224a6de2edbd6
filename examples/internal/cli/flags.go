package cli

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/games"
)

// The flags the programs share, each under one name with one meaning
// everywhere. A program reads the names of -game, -preset and -players
// with package games after the parse and reports an unknown one with
// [Bad].

// GameVar defines -game, the game by name (games.ParseGame), tapp by
// default.
func GameVar(fs *flag.FlagSet, p *string) {
	fs.StringVar(p, "game", games.Tapp, "the game: "+orList(games.Games()))
}

// PresetVar defines -preset, the name of a preset of the game's rules
// (games.TappPreset, StrohmandelPreset, KoenigrufenPreset); empty for the
// game's default.
func PresetVar(fs *flag.FlagSet, p *string) {
	fs.StringVar(p, "preset", "", fmt.Sprintf("the `name` of a preset of the game's rules (default %s for tapp, %s for strohmandel, %s for koenigrufen)",
		games.TappDefault, games.StrohmandelDefault, games.KoenigrufenDefault))
}

// PresetList returns the lines of a usage that list the presets of every
// game.
func PresetList() string {
	var b strings.Builder
	for i, g := range games.Games() {
		if i == 0 {
			b.WriteString("Presets: ")
		} else {
			b.WriteString("         ")
		}
		fmt.Fprintf(&b, "%s: %s\n", g, strings.Join(games.PresetNames(g), ", "))
	}
	return b.String()
}

// PlayersVar defines -players, a list of computer player kinds
// (games.ParsePlayers), with its default value and usage.
func PlayersVar(fs *flag.FlagSet, p *string, value, usage string) {
	fs.StringVar(p, "players", value, usage)
}

// DealsVar defines -deals, a number of deals, whose value must be 1 or
// more: [Parse] refuses 0 or less.
func DealsVar(fs *flag.FlagSet, p *int, value int, usage string) {
	*p = value
	fs.Var((*count)(p), "deals", usage)
}

// SeedVar defines -seed, the seed the deals are shuffled from
// (games.DealRand), with its default value and usage.
func SeedVar(fs *flag.FlagSet, p *uint64, value uint64, usage string) {
	fs.Uint64Var(p, "seed", value, usage)
}

// JSONVar defines -json, which asks for JSON Lines on standard output;
// usage says what the lines are.
func JSONVar(fs *flag.FlagSet, p *bool, usage string) {
	fs.BoolVar(p, "json", false, usage)
}

// SamplesVar defines -samples, the search player's sampled deals per
// decision (games.PlayerOptions.Samples), 0 for its default.
func SamplesVar(fs *flag.FlagSet, p *int) {
	NaturalVar(fs, p, "samples", 0, "the search player's sampled deals `N` per decision (0: its level's)")
}

// LevelVar defines -level, the level of the players called search
// (games.PlayerOptions.Level, search.Levels); [Parse] leaves checking the
// name to the program (games.SearchConfig).
func LevelVar(fs *flag.FlagSet, p *string) {
	fs.StringVar(p, "level", "", "the level `NAME` of the players called search: beginner, club (the default) or expert,\nor one of the settings of doc/bots.md (pimc, play, contract, announce, infer)")
}

// BudgetVar defines -budget, the search player's time per decision
// (games.PlayerOptions.Budget), with its default value and usage.
func BudgetVar(fs *flag.FlagSet, p *time.Duration, value time.Duration, usage string) {
	DurationVar(fs, p, "budget", value, usage)
}

// ProgressVar defines -progress, which asks for progress reports on
// standard error as plain lines even when it is not a terminal.
func ProgressVar(fs *flag.FlagSet, p *bool) {
	fs.BoolVar(p, "progress", false, "report progress on stderr even when it is not a terminal, as plain lines")
}

// orList joins names as "a, b or c".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
