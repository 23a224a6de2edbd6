// Package games picks a game of the module, one of its rule presets and its
// computer players by name, for programs, bots and tools that treat every
// game alike: a -game, -rules or -players flag, a configuration file, a
// tournament entry list.
//
// The module has three games, Tapp Tarock (package tapp, name "tapp"),
// Strohmandeln (package strohmandel, name "strohmandel") and Königrufen
// (package koenigrufen, name "koenigrufen"). [Games] lists their names and
// [ParseGame] reads one; [PresetNames] lists the rule presets of a game
// and [TappPreset], [StrohmandelPreset] and [KoenigrufenPreset] look one up;
// [Kinds] lists the kinds of computer player and [ParsePlayers] reads a
// list of them. Every name is read without regard to case. A name that
// does not exist gives an [*UnknownError], which wraps [ErrUnknown] and
// lists the valid names; a list of players of the wrong length gives a
// [*PlayerCountError], which wraps [ErrPlayerCount].
//
// [TappSpec], [StrohmandelSpec] and [KoenigrufenSpec] return the per-game
// setup as a [Spec]: how to deal, make a computer player of a kind, write
// the game record of a finished deal and read a move, through the generic
// interfaces tarock.Game and tarock.Observable, so that one generic
// function serves every game. [DealRand] and [PlayerSeed] are the seeding every program of
// the module uses, so that the Seed tag of a record gives the same deal in
// any of them.
//
// [New] returns a [Game] with its types hidden, for programs that serve
// every game alike through text and JSON (an online table, a protocol): a
// [Deal] takes moves as text in the game's notation and gives each
// seat's observation as JSON and the legal moves as text, a [Match] keeps
// the score of a match, a [Player] is a computer player of a level, and
// [Resume] goes on with the deal of a record, finished or not.
//
// The package uses only the public API of the module; nothing below it
// imports it.
package games

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufenbot"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tapp/tappbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/record"
	"github.com/tarockfamily/sdk/tarock/search"
)

// The names of the games, as [Games] lists them and [ParseGame] returns
// them.
const (
	Tapp        = "tapp"        // Tapp Tarock, package tapp
	Strohmandel = "strohmandel" // Strohmandeln, package strohmandel
	Koenigrufen = "koenigrufen" // Königrufen, package koenigrufen
)

// The kinds of computer player, as [Kinds] lists them and [ParsePlayers]
// returns them.
const (
	Random    = "random"             // plays a legal move at random (tappbot.NewRandom, strohbot.NewRandom, koenigrufenbot.NewRandom)
	Heuristic = "heuristic"          // follows rules of thumb (tappbot.NewHeuristic, strohbot.NewHeuristic, koenigrufenbot.NewHeuristic)
	Search    = "search"             // Monte Carlo search over sampled deals (tappbot.NewSearch, strohbot.NewSearch, koenigrufenbot.NewSearch) at PlayerOptions.Level
	Beginner  = search.LevelBeginner // the search player at the level "beginner" (search.Levels)
	Club      = search.LevelClub     // the search player at the level "club", the default
	Expert    = search.LevelExpert   // the search player at the level "expert"
)

// The default presets, used when a preset name is empty.
const (
	TappDefault        = "MayrSedlaczek2001"
	StrohmandelDefault = "MayrSedlaczek2007"
	KoenigrufenDefault = "AustrianTarockCup2023"
)

// ErrUnknown is wrapped by the error for a game, preset or player kind that
// does not exist, an [*UnknownError].
var ErrUnknown = errors.New("unknown name")

// ErrPlayerCount is wrapped by the error for a list of player kinds whose
// length fits neither one kind for every seat nor one per seat, a
// [*PlayerCountError].
var ErrPlayerCount = errors.New("wrong number of players")

// UnknownError reports a name that is not one of the valid names. It wraps
// [ErrUnknown]; its text names what was wrong and lists the valid names,
// for example
//
//	unknown player "bogus": want random, heuristic, search, beginner, club or expert
type UnknownError struct {
	// What is the kind of name: "game", "tapp preset", "strohmandel
	// preset", "koenigrufen preset" or "player".
	What string
	// Name is the name as given.
	Name string
	// Valid lists the valid names.
	Valid []string
}

// Error returns "unknown <What> <Name quoted>: want <Valid as a, b or c>",
// the name cut to its first 40 bytes and "…" when longer.
func (e *UnknownError) Error() string {
	return fmt.Sprintf("unknown %s %q: want %s", e.What, clip(e.Name), orList(e.Valid))
}

// Unwrap returns [ErrUnknown].
func (e *UnknownError) Unwrap() error { return ErrUnknown }

// PlayerCountError reports a list of player kinds with neither one entry
// (for every seat) nor one per seat. It wraps [ErrPlayerCount]; its text
// names the count given and the counts wanted, for example
//
//	players "search,random": 2 kinds given for 3 seats: want 1 for every seat or 3, one per seat
type PlayerCountError struct {
	// List is the list as given.
	List string
	// Given is the number of kinds in List.
	Given int
	// Seats is the number of seats of the game, the count wanted besides 1.
	Seats int
}

// Error returns the list (cut to its first 40 bytes and "…" when
// longer), the count given, the number of seats and the counts wanted;
// for one seat (a program's one kind for every computer
// player), the count given and 1.
func (e *PlayerCountError) Error() string {
	if e.Seats < 1 {
		return fmt.Sprintf("players %q: a game has at least one seat, not %d", clip(e.List), e.Seats)
	}
	if e.Seats == 1 {
		return fmt.Sprintf("players %q: %s given: want 1", clip(e.List), count(e.Given, "kind"))
	}
	return fmt.Sprintf("players %q: %s given for %s: want 1 for every seat or %d, one per seat", clip(e.List), count(e.Given, "kind"), count(e.Seats, "seat"), e.Seats)
}

// count returns "1 thing" or "n things".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// Unwrap returns [ErrPlayerCount].
func (e *PlayerCountError) Unwrap() error { return ErrPlayerCount }

// orList joins names as "a, b or c".
func orList(names []string) string {
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// PlayerOptions tunes the computer players a Spec makes. Only the search
// player reads it; the zero value gives each player's defaults.
type PlayerOptions struct {
	// Level is the level of the kind Search (search.Levels; empty:
	// search.DefaultLevel, "club"). The kinds named after a level ignore
	// it.
	Level string
	// Samples is the number of determinizations (sampled deals consistent
	// with what the player has seen) per decision of the search player
	// (0: the level's; never negative, see [SearchConfig]).
	Samples int
	// Playouts is the number of playouts per candidate move and sample of
	// the search player (0: the level's; never negative).
	Playouts int
	// Budget bounds the thinking time of one decision of the search player
	// (0: no bound; with a bound the decisions depend on the machine's
	// speed; never negative).
	Budget time.Duration
}

// Table is what a record says about the table beside the cards and moves:
// the players' names by seat and the seed of the shuffle.
type Table struct {
	// Names holds the player's name at each seat, written as the Seat
	// tags of the record ("" or a missing entry: no tag for that seat).
	Names []string
	// Seed is the seed the deal was shuffled with (see [DealRand]),
	// written as the Seed tag.
	Seed uint64
}

// Spec is one game under one rule set, seen through the generic interfaces:
// S is the game's state, M its move and O its observation type.
// [TappSpec] and [StrohmandelSpec] return one.
type Spec[S tarock.Observable[S, M, O], M tarock.Move, O any] struct {
	// Game is the game's full name, "Tapp Tarock", "Strohmandeln" or
	// "Königrufen".
	Game string
	// Preset is the name of the preset the rules come from.
	Preset string
	// Seats holds the name of each seat, by seat number: "forehand",
	// "middlehand", "dealer" in Tapp Tarock, "forehand", "dealer" in
	// Strohmandeln, "forehand", "middlehand", "rearhand", "dealer" in
	// Königrufen. Its length is the number of players.
	Seats []string
	// Deal returns a new deal shuffled with rng; the error is the game's
	// for rules it refuses.
	Deal func(rng *rand.Rand) (S, error)
	// Player returns a computer player of the given kind (Random, Heuristic
	// or Search, in any case) seeded with seed, or an [*UnknownError] for
	// another kind and the error of [SearchConfig] for opt the search
	// player cannot take.
	Player func(kind string, seed uint64, opt PlayerOptions) (bot.Player[O, M], error)
	// Record returns the game record of a deal played from start by moves,
	// with the tags of t; the error is the game's for a move it refuses,
	// prefixed with the move's number from 1.
	Record func(start S, moves []M, t Table) (record.Record, error)
	// CardPoints returns the card points seat has won in tricks so far,
	// counted as the game's rules count them (doc/tapp.md §9.1,
	// doc/strohmandel.md §8.1 and §11.1.2, doc/koenigrufen.md §10), with
	// their thirds; 0 for a seat that is not one of the deal's.
	CardPoints func(st S, seat tarock.Seat) scoring.Points
	// Settlement returns the settlement of a finished deal for people,
	// the players called by names (names[i] is seat i's name, "seat i"
	// for a name not given; the game's Result.Text), and its one-line
	// summary, as the record's result comment holds it (Result.Summary).
	Settlement func(final S, names []string) (text, summary string)
	// ParseMove reads a move in the game's notation (doc/notation.md).
	ParseMove func(text string) (M, error)
}

// Players returns one computer player per seat, of the kinds given: one
// kind for every seat, or one per seat, as [ParsePlayers] reads them. Each
// is seeded with [PlayerSeed](dealSeed, seat) as the programs of the module
// seed them. It returns a [*PlayerCountError] for any other number of
// kinds and an [*UnknownError] for a kind that does not exist.
func (s Spec[S, M, O]) Players(kinds []string, dealSeed uint64, opt PlayerOptions) ([]bot.Player[O, M], error) {
	if len(kinds) == 1 && len(s.Seats) > 1 {
		kinds = slices.Repeat(kinds, len(s.Seats))
	}
	if len(kinds) != len(s.Seats) {
		return nil, &PlayerCountError{List: strings.Join(kinds, ","), Given: len(kinds), Seats: len(s.Seats)}
	}
	players := make([]bot.Player[O, M], len(kinds))
	for i, k := range kinds {
		var err error
		if players[i], err = s.Player(k, PlayerSeed(dealSeed, i), opt); err != nil {
			return nil, err
		}
	}
	return players, nil
}

// Play deals the deal of seed (shuffled with [DealRand](seed)) and lets
// computer players of the given kinds, one per seat, play it to the end
// (see [Spec.Players]). It returns the state before the first move, the
// moves and the final state.
func (s Spec[S, M, O]) Play(seed uint64, kinds []string, opt PlayerOptions) (start, final S, moves []M, err error) {
	players, err := s.Players(kinds, seed, opt)
	if err != nil {
		return start, final, nil, err
	}
	if start, err = s.Deal(DealRand(seed)); err != nil {
		return start, final, nil, err
	}
	final, moves, err = bot.Play(start, players, 0)
	return start, final, moves, err
}

// Games lists the names of the games: Tapp, Strohmandel and Koenigrufen.
func Games() []string { return []string{Tapp, Strohmandel, Koenigrufen} }

// ParseGame returns the name of the game called name (without regard to
// case or surrounding space), Tapp, Strohmandel or Koenigrufen (also read
// as "Königrufen"), or an [*UnknownError] listing the games.
func ParseGame(name string) (string, error) {
	g := strings.ToLower(strings.TrimSpace(name))
	switch g {
	case Tapp, Strohmandel, Koenigrufen:
		return g, nil
	case "königrufen":
		return Koenigrufen, nil
	}
	return "", &UnknownError{What: "game", Name: name, Valid: Games()}
}

// Kinds lists the kinds of computer player a Spec makes: Random,
// Heuristic, Search (at PlayerOptions.Level) and the search player at each
// level for apps, from the weakest up: Beginner, Club and Expert. A Spec
// also makes the search player at the settings that measure what each
// part of its search adds (the ablations of search.Levels, "pimc" the
// player of the module's first versions), which Kinds does not list.
func Kinds() []string { return []string{Random, Heuristic, Search, Beginner, Club, Expert} }

// parseKind returns the kind called name, without regard to case or
// surrounding space, or an [*UnknownError].
func parseKind(name string) (string, error) {
	k := strings.ToLower(strings.TrimSpace(name))
	switch k {
	case Random, Heuristic, Search:
		return k, nil
	}
	if l, err := search.ParseLevel(k); err == nil && k != "" {
		return l.Name, nil
	}
	return "", &UnknownError{What: "player", Name: name, Valid: Kinds()}
}

// SearchConfig returns the setting of the search player of kind (Search or
// a level's name, read as [ParsePlayers] reads it) under opt: the level's
// (search.Levels), with opt's Samples, Playouts and Budget where they are
// not zero. It returns an [*UnknownError] for another kind and for an
// unknown opt.Level, and an error wrapping search.ErrConfig when
// opt.Samples, opt.Playouts or opt.Budget is negative.
func SearchConfig(kind string, opt PlayerOptions) (search.PlayerConfig, error) {
	k, err := parseKind(kind)
	if err != nil {
		return search.PlayerConfig{}, err
	}
	if k == Search {
		k = opt.Level
	}
	l, err := search.ParseLevel(k)
	if err != nil || k == Random || k == Heuristic {
		names := make([]string, 0, 8)
		for _, l := range search.Levels() {
			names = append(names, l.Name)
		}
		return search.PlayerConfig{}, &UnknownError{What: "level", Name: k, Valid: names}
	}
	if opt.Samples < 0 || opt.Playouts < 0 || opt.Budget < 0 {
		return search.PlayerConfig{}, fmt.Errorf("games: PlayerOptions with Samples %d, Playouts %d, Budget %v: none may be negative: %w",
			opt.Samples, opt.Playouts, opt.Budget, search.ErrConfig)
	}
	cfg := l.Config
	if opt.Samples != 0 {
		cfg.Samples = opt.Samples
	}
	if opt.Playouts != 0 {
		cfg.Playouts = opt.Playouts
	}
	if opt.Budget != 0 {
		cfg.Budget = opt.Budget
	}
	return cfg, nil
}

// ParsePlayers reads a comma-separated list of player kinds (without regard
// to case or the space around each) for a game of seats seats, with either
// one entry (for every seat) or one per seat, and returns one kind per
// seat. It returns an [*UnknownError] for a kind that is not one of
// [Kinds] and a [*PlayerCountError] for a list of another length.
func ParsePlayers(list string, seats int) ([]string, error) {
	if seats < 1 {
		return nil, &PlayerCountError{List: list, Given: len(strings.Split(list, ",")), Seats: seats}
	}
	parts := strings.Split(list, ",")
	for i, p := range parts {
		var err error
		if parts[i], err = parseKind(p); err != nil {
			return nil, err
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
	return nil, &PlayerCountError{List: list, Given: len(parts), Seats: seats}
}

// TappPreset returns the rules of the Tapp Tarock preset called name
// (without regard to case; empty for [TappDefault]) and the preset's
// canonical name, or an [*UnknownError] listing the presets.
func TappPreset(name string) (tapp.Rules, string, error) {
	if name == "" {
		name = TappDefault
	}
	for _, p := range tapp.Presets() {
		if strings.EqualFold(p.Name, name) {
			return p.Rules, p.Name, nil
		}
	}
	return tapp.Rules{}, "", &UnknownError{What: Tapp + " preset", Name: name, Valid: PresetNames(Tapp)}
}

// StrohmandelPreset returns the rules of the Strohmandeln preset called
// name (without regard to case; empty for [StrohmandelDefault]) and the
// preset's canonical name, or an [*UnknownError] listing the presets.
func StrohmandelPreset(name string) (strohmandel.Rules, string, error) {
	if name == "" {
		name = StrohmandelDefault
	}
	for _, p := range strohmandel.Presets() {
		if strings.EqualFold(p.Name, strings.TrimSpace(name)) {
			return p.Rules, p.Name, nil
		}
	}
	return strohmandel.Rules{}, "", &UnknownError{What: Strohmandel + " preset", Name: name, Valid: PresetNames(Strohmandel)}
}

// KoenigrufenPreset returns the rules of the Königrufen preset called name
// (without regard to case; empty for [KoenigrufenDefault]) and the
// preset's name as koenigrufen.Presets lists it, or an [*UnknownError]
// listing the presets.
func KoenigrufenPreset(name string) (koenigrufen.Rules, string, error) {
	if name == "" {
		name = KoenigrufenDefault
	}
	for _, p := range koenigrufen.Presets() {
		if strings.EqualFold(p.Name, strings.TrimSpace(name)) {
			return p.Rules, p.Name, nil
		}
	}
	return koenigrufen.Rules{}, "", &UnknownError{What: Koenigrufen + " preset", Name: name, Valid: PresetNames(Koenigrufen)}
}

// PresetNames lists the canonical names of the rule presets of game (Tapp,
// Strohmandel or Koenigrufen, as [ParseGame] returns them), the default
// first; it returns nil for another game.
func PresetNames(game string) []string {
	var names []string
	switch game {
	case Tapp:
		for _, p := range tapp.Presets() {
			names = append(names, p.Name)
		}
	case Strohmandel:
		for _, p := range strohmandel.Presets() {
			names = append(names, p.Name)
		}
	case Koenigrufen:
		for _, p := range koenigrufen.Presets() {
			names = append(names, p.Name)
		}
	}
	return names
}

// TappSeats, StrohmandelSeats and KoenigrufenSeats are the seat names of
// the games, by seat number (doc/tapp.md §2, doc/strohmandel.md §2,
// doc/koenigrufen.md §2), as in Spec.Seats. They are shared: do not
// change them.
var (
	TappSeats        = []string{"forehand", "middlehand", "dealer"}
	StrohmandelSeats = []string{"forehand", "dealer"}
	KoenigrufenSeats = []string{"forehand", "middlehand", "rearhand", "dealer"}
)

// playerOf returns the function that makes a computer player of the
// named kind for a game whose bots are made by random, heuristic and
// search: the kind read without regard to case (an [*UnknownError] for
// another name), the player's generator seeded from seed.
func playerOf[O any, M tarock.Move](random, heuristic func(*rand.Rand) bot.Player[O, M],
	newSearch func(*rand.Rand, search.PlayerConfig) bot.Player[O, M]) func(kind string, seed uint64, opt PlayerOptions) (bot.Player[O, M], error) {
	return func(kind string, seed uint64, opt PlayerOptions) (bot.Player[O, M], error) {
		kind, err := parseKind(kind)
		if err != nil {
			return nil, err
		}
		rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
		switch kind {
		case Random:
			return random(rng), nil
		case Heuristic:
			return heuristic(rng), nil
		}
		cfg, err := SearchConfig(kind, opt)
		if err != nil {
			return nil, err
		}
		return newSearch(rng, cfg), nil
	}
}

// settlement returns the settlement of a finished deal with the players'
// names and its one-line summary, the Text and the Summary of its Result.
func settlement[R interface {
	Text(names []string) string
	Summary() string
}, S interface{ Result() (R, bool) }](final S, names []string) (text, summary string) {
	res, _ := final.Result()
	return res.Text(names), res.Summary()
}

// cardPoints returns the Spec.CardPoints of a game whose states say the
// cards a seat has won (Won) and whose rules count them by count.
func cardPoints[S interface{ Won(tarock.Seat) deck.Set }](count func(deck.Set) scoring.Points) func(S, tarock.Seat) scoring.Points {
	return func(st S, seat tarock.Seat) scoring.Points { return count(st.Won(seat)) }
}

// TappSpec returns the Spec of Tapp Tarock under rules r, whose preset is
// called preset (the name is only reported, in Spec.Preset; r may be any
// rules, a preset changed by options included).
func TappSpec(r tapp.Rules, preset string) Spec[tapp.State, tapp.Move, tapp.Observation] {
	seats := TappSeats
	if r.Dummy1829 {
		// The game for two with a dummy stack (doc/tapp.md §11.2).
		seats = StrohmandelSeats
	}
	return Spec[tapp.State, tapp.Move, tapp.Observation]{
		Game:   tapp.GameName,
		Preset: preset,
		Seats:  seats,
		Deal: func(rng *rand.Rand) (tapp.State, error) {
			return tapp.NewGame(r, tapp.ShuffledFor(rng, r))
		},
		Player: tappPlayer,
		Record: func(start tapp.State, moves []tapp.Move, t Table) (record.Record, error) {
			return recordOf(start, moves, t)
		},
		CardPoints: cardPoints[tapp.State](scoring.Count),
		Settlement: settlement[tapp.Result, tapp.State],
		ParseMove:  tapp.ParseMove,
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
// the state before the first move: the hands as dealt and the talon, as
// tapp.NewGame takes them.
func TappDeal(start tapp.State) tapp.Deal {
	if start.Rules().Dummy1829 {
		// The dummy stack and its order (doc/tapp.md §11.2).
		return start.Deal()
	}
	var d tapp.Deal
	for s := range 3 {
		d.Hands[s] = start.Hand(tarock.Seat(s))
	}
	d.Talon = start.Talon()
	return d
}

// tappPlayer makes a computer player of Tapp Tarock of the named kind (see
// [Spec].Player).
var tappPlayer = playerOf(tappbot.NewRandom, tappbot.NewHeuristic,
	tappbot.NewSearch)

// StrohmandelSpec returns the Spec of Strohmandeln under rules r, whose
// preset is called preset (only reported, in Spec.Preset).
func StrohmandelSpec(r strohmandel.Rules, preset string) Spec[strohmandel.State, strohmandel.Move, strohmandel.Observation] {
	return Spec[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		Game:   strohmandel.GameName,
		Preset: preset,
		Seats:  StrohmandelSeats,
		Deal: func(rng *rand.Rand) (strohmandel.State, error) {
			return strohmandel.NewGame(r, strohmandel.ShuffledPack(rng, r.Pack))
		},
		Player: strohmandelPlayer,
		Record: func(start strohmandel.State, moves []strohmandel.Move, t Table) (record.Record, error) {
			return recordOf(start, moves, t)
		},
		CardPoints: cardPoints[strohmandel.State](r.Counting().Count),
		Settlement: settlement[strohmandel.Result, strohmandel.State],
		ParseMove:  strohmandel.ParseMove,
	}
}

// strohmandelPlayer makes a computer player of Strohmandeln of the named kind (see
// [Spec].Player).
var strohmandelPlayer = playerOf(strohbot.NewRandom, strohbot.NewHeuristic,
	strohbot.NewSearch)

// KoenigrufenSpec returns the Spec of Königrufen under rules r, whose
// preset is called preset (only reported, in Spec.Preset).
func KoenigrufenSpec(r koenigrufen.Rules, preset string) Spec[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation] {
	return Spec[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		Game:   koenigrufen.GameName,
		Preset: preset,
		Seats:  KoenigrufenSeats,
		Deal: func(rng *rand.Rand) (koenigrufen.State, error) {
			return koenigrufen.NewGame(r, koenigrufen.Shuffled(rng))
		},
		Player: koenigrufenPlayer,
		Record: func(start koenigrufen.State, moves []koenigrufen.Move, t Table) (record.Record, error) {
			return recordOf(start, moves, t)
		},
		CardPoints: cardPoints[koenigrufen.State](scoring.Count),
		Settlement: settlement[koenigrufen.Result, koenigrufen.State],
		ParseMove:  koenigrufen.ParseMove,
	}
}

// koenigrufenPlayer makes a computer player of Königrufen of the named kind (see
// [Spec].Player).
var koenigrufenPlayer = playerOf(koenigrufenbot.NewRandom, koenigrufenbot.NewHeuristic,
	koenigrufenbot.NewSearch)

// DealRand returns the generator whose shuffle gives the deal of seed:
// rand.New(rand.NewPCG(seed, 0)). Every program deals from it, so the Seed
// tag of a record written by one program gives the same cards in another.
func DealRand(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

// PlayerSeed returns the seed of the computer player at seat (from 0) in
// the deal of dealSeed, a value independent of the deal's own generator
// and of the other seats' seeds. [Spec.Players] seeds the players with it.
func PlayerSeed(dealSeed uint64, seat int) uint64 {
	z := dealSeed + uint64(seat+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}
