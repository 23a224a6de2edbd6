package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// -analyze prints the analysis of a seat after each game; with -json the
// analysis of each game is a JSON object on a line and nothing else is
// printed. The search is seeded with the record's Seed tag, so the same
// record gives the same analysis.
func TestAnalyze(t *testing.T) {
	file := "../../doc/games/koenigrufen-1.txt"
	code, out, errOut := replayFile("-analyze", "2", "-samples", "2", file)
	if code != exitOK || !strings.Contains(out, "Analysis of rearhand (seat 2) by the search player, level club:") {
		t.Fatalf("exit status %d, output:\n%s\nerrors:\n%s", code, out, errOut)
	}
	code, out, errOut = replayFile("-analyze", "2", "-samples", "2", "-json", file)
	if code != exitOK || strings.Count(out, "\n") != 1 {
		t.Fatalf("-json: exit status %d, output:\n%s\nerrors:\n%s", code, out, errOut)
	}
	var a analysisJSON
	if err := json.Unmarshal([]byte(out), &a); err != nil || a.Seat != 2 || a.Level != "club" || len(a.Reviews) == 0 || a.Game != 1 {
		t.Fatalf("-json: %v: %+v", err, a)
	}
	sum := 0.0
	for i, r := range a.Reviews {
		sum += r.Loss
		if r.Loss < 0 || i > 0 && r.Loss > a.Reviews[i-1].Loss || len(r.Moves) < 2 {
			t.Errorf("review %d: %+v", i, r)
		}
	}
	if sum != a.Loss {
		t.Errorf("losses add up to %v, the total says %v", sum, a.Loss)
	}
	if _, again, _ := replayFile("-analyze", "2", "-samples", "2", "-json", file); again != out {
		t.Errorf("a second analysis differs:\n%s\n%s", out, again)
	}
	// A game without the seat is valid, with a note instead of the
	// analysis.
	code, out, errOut = replayFile("-analyze", "3", "../../doc/games/tapp-1.txt")
	if code != exitOK || !strings.Contains(out, "No analysis of seat 3: Tapp Tarock has seats 0 to 2") || !strings.Contains(out, "1 game, 1 valid") {
		t.Errorf("-analyze 3 of a game of three: exit status %d, output:\n%s\nerrors:\n%s", code, out, errOut)
	}
}
