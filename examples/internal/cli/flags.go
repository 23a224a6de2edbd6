package cli

import (
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/games"
)

// The flags the programs share, each under one name with one meaning
// everywhere and a help text that begins the same in every program: the
// concept, then a note of the program's own when it takes one (after
// "; ", what the count counts there, what the lines hold; in parentheses,
// what 0 means). A program reads
// the names of -game, -preset, -players and -level with package games
// after the parse and reports an unknown one with [Bad].

// The start of the help text of each shared flag, by the flag's name.
const (
	gameHelp     = "the game `NAME`: tapp, strohmandel or koenigrufen"
	presetHelp   = "the `NAME` of a preset of the game's rules"
	playersHelp  = "the players `LIST`: random, heuristic, search or a level: beginner, club or expert"
	levelHelp    = "the level `NAME` of the players called search: beginner, club (the default) or expert"
	dealsHelp    = "the number `N` of deals"
	seedHelp     = "the seed `S` of the shuffle"
	jsonHelp     = "write JSON Lines on standard output"
	samplesHelp  = "the search player's sampled deals `N` per decision"
	budgetHelp   = "the search player's time `D` per decision"
	progressHelp = "report progress on stderr even when it is not a terminal, as plain lines"
)

// shared lists the shared flags by name, each with the start of its help
// text.
var shared = map[string]string{
	"game": gameHelp, "preset": presetHelp, "players": playersHelp, "level": levelHelp, "deals": dealsHelp,
	"seed": seedHelp, "json": jsonHelp, "samples": samplesHelp, "budget": budgetHelp, "progress": progressHelp,
}

// help returns the help text base followed by "; note", or by " note"
// when the note is in parentheses, or base alone for an empty note.
func help(base, note string) string {
	switch {
	case note == "":
		return base
	case strings.HasPrefix(note, "("):
		return base + " " + note
	}
	return base + "; " + note
}

// GameVar defines -game, the game by name (games.ParseGame), value by
// default (tapp in every program but table, which has none), with note.
func GameVar(fs *flag.FlagSet, p *string, value, note string) {
	fs.StringVar(p, "game", value, help(gameHelp, note))
}

// PresetVar defines -preset, the name of a preset of the game's rules
// (games.TappPreset, StrohmandelPreset, KoenigrufenPreset); empty for the
// game's default.
func PresetVar(fs *flag.FlagSet, p *string) {
	fs.StringVar(p, "preset", "", fmt.Sprintf(presetHelp+" (default %s for tapp, %s for strohmandel, %s for koenigrufen)",
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

// PlayersVar defines -players, a list of player kinds (games.ParsePlayers),
// with its default value and a note saying what the list gives in the
// program (one kind for every seat, one entrant per seat, …).
func PlayersVar(fs *flag.FlagSet, p *string, value, note string) {
	fs.StringVar(p, "players", value, help(playersHelp, note))
}

// DealsVar defines -deals, a number of deals, whose value must be 1 or
// more: [Parse] refuses 0 or less.
func DealsVar(fs *flag.FlagSet, p *int, value int, note string) {
	*p = value
	fs.Var((*count)(p), "deals", help(dealsHelp, note))
}

// MatchDealsVar defines -deals as the number of deals of a match, 0 (the
// default) for one round, in which each player deals once: [Parse]
// refuses a negative number.
func MatchDealsVar(fs *flag.FlagSet, p *int) {
	NaturalVar(fs, p, "deals", 0, help(dealsHelp, "(of the match; 0: one round)"))
}

// SeedVar defines -seed, the seed the deals are shuffled from
// (games.DealRand), with its default value and a note saying how a deal's
// shuffle follows from it.
func SeedVar(fs *flag.FlagSet, p *uint64, value uint64, note string) {
	fs.Uint64Var(p, "seed", value, help(seedHelp, note))
}

// JSONVar defines -json, which asks for JSON Lines on standard output;
// note says what the lines are.
func JSONVar(fs *flag.FlagSet, p *bool, note string) {
	fs.BoolVar(p, "json", false, help(jsonHelp, note))
}

// SamplesVar defines -samples, the search player's sampled deals per
// decision (games.PlayerOptions.Samples), 0 for its default.
func SamplesVar(fs *flag.FlagSet, p *int) {
	NaturalVar(fs, p, "samples", 0, help(samplesHelp, "(0: its level's)"))
}

// LevelVar defines -level, the level of the players called search
// (games.PlayerOptions.Level, search.Levels); [Parse] leaves checking the
// name to the program (games.SearchConfig).
func LevelVar(fs *flag.FlagSet, p *string) {
	fs.StringVar(p, "level", "", help(levelHelp, "also a setting of doc/bots.md: pimc, play, contract, announce or infer"))
}

// BudgetVar defines -budget, the search player's time per decision
// (games.PlayerOptions.Budget), with its default value and note.
func BudgetVar(fs *flag.FlagSet, p *time.Duration, value time.Duration, note string) {
	DurationVar(fs, p, "budget", value, help(budgetHelp, note))
}

// ProgressVar defines -progress, which asks for progress reports on
// standard error as plain lines even when it is not a terminal.
func ProgressVar(fs *flag.FlagSet, p *bool) {
	fs.BoolVar(p, "progress", false, progressHelp)
}
