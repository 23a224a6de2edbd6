package games_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

// Example chooses a game, a preset and the computer players by name, as a
// program's -game, -rules and -players flags do, and plays one deal. The
// generic function deal serves both games.
func Example() {
	for _, flags := range [][3]string{
		{"tapp", "fixedhalf", "heuristic,random,heuristic"},
		{"Strohmandel", "", "heuristic"},
		{"koenigrufen", "", "heuristic"},
	} {
		if err := run(flags[0], flags[1], flags[2], 7); err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// Tapp Tarock (FixedHalf), deal 7: heuristic, random, heuristic
	// 	Solo by seat 1: 5 : 65 card points, lost; Game 8 to defenders, Valat announced 24 to defenders; deltas +32 -64 +32
	// Strohmandeln (MayrSedlaczek2007), deal 7: heuristic, heuristic
	// 	simple game: won by seat 0; 36⅔ : 33⅓; seat 0 +2, seat 1 -2
	// Königrufen (AustrianTarockCup2023), deal 7: heuristic, heuristic, heuristic, heuristic
	// 	Rufer by seat 0 with seat 3: won with 48⅔ card points to 21⅓; Game 1 won; Score seat 0 +1, seat 1 -1, seat 2 -1, seat 3 +1; Money seat 0 +1, seat 1 -1, seat 2 -1, seat 3 +1
}

// run plays the deal of seed of game under preset between players.
func run(game, preset, players string, seed uint64) error {
	game, err := games.ParseGame(game)
	if err != nil {
		return err
	}
	switch game {
	case games.Tapp:
		r, name, err := games.TappPreset(preset)
		if err != nil {
			return err
		}
		return deal(games.TappSpec(r, name), players, seed)
	case games.Strohmandel:
		r, name, err := games.StrohmandelPreset(preset)
		if err != nil {
			return err
		}
		return deal(games.StrohmandelSpec(r, name), players, seed)
	case games.Koenigrufen:
		r, name, err := games.KoenigrufenPreset(preset)
		if err != nil {
			return err
		}
		return deal(games.KoenigrufenSpec(r, name), players, seed)
	}
	return nil
}

// deal plays one deal of the game of spec and prints its summary.
func deal[S tarock.Observable[S, M, O], M tarock.Move, O any](spec games.Spec[S, M, O], players string, seed uint64) error {
	kinds, err := games.ParsePlayers(players, len(spec.Seats))
	if err != nil {
		return err
	}
	_, final, _, err := spec.Play(seed, kinds, games.PlayerOptions{})
	if err != nil {
		return err
	}
	_, summary := spec.Settlement(final, nil)
	fmt.Printf("%s (%s), deal %d: %s\n\t%s\n", spec.Game, spec.Preset, seed, strings.Join(kinds, ", "), summary)
	return nil
}

// Example_lists lists the games, their presets and the kinds of computer
// player, the names a program accepts.
func Example_lists() {
	for _, g := range games.Games() {
		fmt.Printf("%s: %s\n", g, strings.Join(games.PresetNames(g), ", "))
	}
	fmt.Println("players:", strings.Join(games.Kinds(), ", "))
	// Output:
	// tapp: MayrSedlaczek2001, FixedHalf, AlscherMultiplierValat, Tapp1821, Tapp1821Pack42, Strohmandel1829, ImmediateHolding, ForehandHolding
	// strohmandel: MayrSedlaczek2007, MayrSedlaczekWeb2001Classic, MayrSedlaczekWeb2001Extended, Beck1972, BeckDEWP, Bamberger2011, Furr2009, Tirol2025, Zwanziger40
	// koenigrufen: AustrianTarockCup2023, OOE2023, Wien2020, Sauwald2019
	// players: random, heuristic, search, beginner, club, expert
}

// ExampleParsePlayers reads the -players flag of the programs: one kind for
// every seat, or one per seat. An unknown kind and a list of the wrong
// length are different errors.
func ExampleParsePlayers() {
	fmt.Println(games.ParsePlayers("heuristic", 3))
	fmt.Println(games.ParsePlayers("Search, random", 2))
	_, err := games.ParsePlayers("heuristic,bogus", 2)
	fmt.Println(err, errors.Is(err, games.ErrUnknown))
	_, err = games.ParsePlayers("search,random", 3)
	fmt.Println(err, errors.Is(err, games.ErrPlayerCount))
	// Output:
	// [heuristic heuristic heuristic] <nil>
	// [search random] <nil>
	// unknown player "bogus": want random, heuristic, search, beginner, club or expert true
	// players "search,random": 2 kinds given for 3 seats: want 1 for every seat or 3, one per seat true
}

// ExampleTappPreset looks a preset up by name, as the -rules flag does.
func ExampleTappPreset() {
	r, name, err := games.TappPreset("fixedhalf")
	fmt.Println(name, r == tapp.FixedHalf, err)
	_, _, err = games.StrohmandelPreset("Tapp1821")
	fmt.Println(err)
	var u *games.UnknownError
	if errors.As(err, &u) {
		fmt.Println(len(u.Valid), "presets")
	}
	// Output:
	// FixedHalf true <nil>
	// unknown strohmandel preset "Tapp1821": want MayrSedlaczek2007, MayrSedlaczekWeb2001Classic, MayrSedlaczekWeb2001Extended, Beck1972, BeckDEWP, Bamberger2011, Furr2009, Tirol2025 or Zwanziger40
	// 9 presets
}

// ExampleParseGame reads the -game flag.
func ExampleParseGame() {
	g, err := games.ParseGame(" Tapp")
	fmt.Println(g, err)
	g, err = games.ParseGame("Königrufen")
	fmt.Println(g, err)
	_, err = games.ParseGame("skat")
	fmt.Println(err)
	// Output:
	// tapp <nil>
	// koenigrufen <nil>
	// unknown game "skat": want tapp, strohmandel or koenigrufen
}

// ExampleNew plays a deal of any game through the erased layer: the moves
// as text, the observations as JSON, the players by level.
func ExampleNew() {
	g, err := games.New("strohmandel", "")
	if err != nil {
		panic(err)
	}
	d, _ := g.Deal(42)
	players := make([]games.Player, d.Seats())
	for seat := range players {
		players[seat], _ = g.Player("heuristic", games.PlayerSeed(42, seat), games.PlayerOptions{})
	}
	for !d.Done() {
		move, _ := players[d.ToMove()].Choose(d)
		d, _ = d.Apply(move)
	}
	res, _ := d.Result()
	fmt.Println(g.Title(), "under", g.Preset()+":", len(d.Moves()), "moves")
	fmt.Println(res.Deltas)
	// Output:
	// Strohmandeln under MayrSedlaczek2007: 56 moves
	// [-2 2]
}
