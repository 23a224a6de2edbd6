package record_test

import (
	"fmt"

	"github.com/tarockfamily/sdk/tarock/record"
)

func ExampleParse() {
	text := `[Game "Tapp Tarock"]
[Rules "MayrSedlaczek2001"]   # the preset

Forehand: T1 T4 KH
1. bid Dreier; pass   # middlehand passes
2. pass
{Result: the summary line of the game}
`
	r, err := record.Parse(text)
	if err != nil {
		fmt.Println(err)
		return
	}
	game, _ := r.Get("Game")
	fmt.Println(game, len(r.Deal), "deal line(s)")
	for _, m := range r.Moves {
		fmt.Printf("line %d, column %d: %s\n", m.Line, m.Column, m.Text)
	}
	fmt.Println("result:", r.Result)

	_, err = record.Parse("[Game Tapp]")
	fmt.Println(err)
	// Output:
	// Tapp Tarock 1 deal line(s)
	// line 5, column 4: bid Dreier
	// line 5, column 16: pass
	// line 6, column 4: pass
	// result: the summary line of the game
	// line 1, column 1: tag Game has no double-quoted value: record syntax error
}
