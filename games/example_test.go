package games_test

import (
	"fmt"

	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/tapp"
)

// ExampleParsePlayers reads the -players flag of the programs: one kind for
// every seat, or one per seat.
func ExampleParsePlayers() {
	fmt.Println(games.ParsePlayers("heuristic", 3))
	fmt.Println(games.ParsePlayers("search,random", 2))
	_, err := games.ParsePlayers("search,random", 3)
	fmt.Println(err)
	// Output:
	// [heuristic heuristic heuristic] <nil>
	// [search random] <nil>
	// players "search,random": want one kind for all seats or one per seat (3): unknown name
}

// ExampleTappPreset looks a preset up by name, as the -rules flag does.
func ExampleTappPreset() {
	r, name, err := games.TappPreset("fixedhalf")
	fmt.Println(name, r == tapp.FixedHalf, err)
	_, _, err = games.StrohmandelPreset("Tapp1821")
	fmt.Println(err)
	// Output:
	// FixedHalf true <nil>
	// strohmandel: rules "Tapp1821": want one of MayrSedlaczek2007, MayrSedlaczekWeb2001Classic, MayrSedlaczekWeb2001Extended, Beck1972, BeckDEWP, Bamberger2011, Furr2009, Tirol2025: unknown name
}
