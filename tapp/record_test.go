package tapp_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

// recMoveEq lets go-cmp compare moves (a comparable value with an
// unexported field).
var recMoveEq = cmp.Comparer(func(a, b tapp.Move) bool { return a == b })

// recGamesGlob finds the hand-written games.
const recGamesGlob = "../doc/games/tapp-*.txt"

func recReadGame(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "doc", "games", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// recRandomGame plays a random complete deal under r from seed and returns
// it as a Game (without States).
func recRandomGame(r tapp.Rules, seed uint64) (tapp.Game, error) {
	rng := rand.New(rand.NewPCG(seed, 0x7a99))
	d := tapp.ShuffledFor(rng, r)
	st, err := tapp.NewGame(r, d)
	if err != nil {
		return tapp.Game{}, err
	}
	_, moves, err := tarocktest.PlayRandom(st, rng, 1000)
	if err != nil {
		return tapp.Game{}, err
	}
	return tapp.Game{Rules: r, Deal: d, Moves: moves, Tags: []record.Tag{{Name: "Seed", Value: strconv.FormatUint(seed, 10)}}}, nil
}

// TestRecordRoundTrip: for random complete games of every preset (with
// random extra options), writing the record as text, parsing it and
// replaying it gives the same game: rules, preset, deal, moves, table
// details and every state.
func TestRecordRoundTrip(t *testing.T) {
	presets := tapp.Presets()
	rapid.Check(t, func(t *rapid.T) {
		p := presets[rapid.IntRange(0, len(presets)-1).Draw(t, "preset")]
		r := p.Rules
		// The game for two has neither Kontra nor Trischaken (doc/tapp.md §11.2).
		if rapid.Bool().Draw(t, "kontra") && !r.Dummy1829 {
			r.Kontra = true
		}
		if rapid.Bool().Draw(t, "trischaken") && !r.Dummy1829 {
			r.AllPass = tapp.AllPassTrischaken
		}
		r.Values.Solo = rapid.IntRange(8, 10).Draw(t, "solo")
		g, err := recRandomGame(r, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		if rapid.Bool().Draw(t, "named") {
			g.Preset = p.Name
		}
		name := rapid.StringMatching(`[A-Za-zäöü .'-]{0,12}`)
		seed := g.Tags[0]
		g.Tags = nil
		for i := range tarock.Seat(3) {
			g.Tags = append(g.Tags, record.Tag{Name: record.SeatTag(i), Value: name.Draw(t, "seat")})
		}
		g.Tags = append(g.Tags, record.Tag{Name: "Event", Value: name.Draw(t, "event")},
			record.Tag{Name: "Dealer", Value: g.Player(2)}, record.Tag{Name: "Date", Value: "2026-11-30"})
		if rapid.Bool().Draw(t, "hasSeed") {
			g.Tags = append(g.Tags, seed)
		}
		if rapid.Bool().Draw(t, "extra") {
			g.Tags = append(g.Tags, record.Tag{Name: "Table", Value: "3 # {not a comment}"})
		}

		rec, err := g.Record()
		if err != nil {
			t.Fatalf("Record: %v", err)
		}
		text := rec.String()
		parsed, err := record.Parse(text)
		if err != nil {
			t.Fatalf("Parse: %v\n%s", err, text)
		}
		back, err := tapp.Replay(parsed)
		if err != nil {
			t.Fatalf("Replay: %v\n%s", err, text)
		}
		if back.Preset == "" {
			t.Fatalf("replayed game without a preset name")
		}
		if g.Preset != "" && back.Preset != g.Preset {
			t.Fatalf("preset %q, want %q", back.Preset, g.Preset)
		}
		want := g
		want.Preset = back.Preset
		if diff := cmp.Diff(want, back, recMoveEq, cmp.FilterPath(func(p cmp.Path) bool {
			return p.Last().String() == ".States"
		}, cmp.Ignore())); diff != "" {
			t.Fatalf("replayed game differs (-want +got):\n%s\n%s", diff, text)
		}
		// The states: one per move and the initial one, each the result of
		// the move before it, ending in the final state.
		if len(back.States) != len(g.Moves)+1 {
			t.Fatalf("%d states for %d moves", len(back.States), len(g.Moves))
		}
		st, _ := tapp.NewGame(g.Rules, g.Deal)
		if diff := cmp.Diff(st, back.States[0]); diff != "" {
			t.Fatalf("initial state differs:\n%s", diff)
		}
		for i, m := range g.Moves {
			st, err = st.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(st, back.States[i+1]); diff != "" {
				t.Fatalf("state after move %d differs:\n%s", i+1, diff)
			}
		}
		if !st.Done() {
			t.Fatalf("final state not done")
		}
		// Writing the replayed game again gives the same record.
		again, err := back.Record()
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(rec, again); diff != "" {
			t.Fatalf("record of the replayed game differs:\n%s", diff)
		}
	})
}

// TestRecordJSON: text → record → JSON → record → text gives the same text,
// for random games and for the hand-written ones.
func TestRecordJSON(t *testing.T) {
	var texts []string
	for seed := range uint64(20) {
		g, err := recRandomGame(tapp.Presets()[seed%6].Rules, seed)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := g.Record()
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, rec.String())
	}
	files, _ := filepath.Glob(recGamesGlob)
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	for i, text := range texts {
		r, err := record.Parse(text)
		if err != nil {
			t.Fatalf("text %d: %v", i, err)
		}
		js, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back record.Record
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(r.String(), back.String()); diff != "" {
			t.Errorf("text %d: JSON round trip (-want +got):\n%s", i, diff)
		}
		g1, err1 := tapp.Replay(r)
		g2, err2 := tapp.Replay(back)
		if err1 != nil || err2 != nil {
			t.Fatalf("text %d: replay %v, after JSON %v", i, err1, err2)
		}
		if diff := cmp.Diff(g1, g2, recMoveEq); diff != "" {
			t.Errorf("text %d: game after JSON differs:\n%s", i, diff)
		}
	}
}

// recSettlement is the fixed line of a hand-written game that states the
// hand computation; the declarer's card points are whole or end in "1/3"
// or "2/3" (the Zweier and the Einer of the 42-card game, doc/tapp.md
// §11.1.6).
var recSettlement = regexp.MustCompile(`(?m)^#\s*settlement:\s*deltas\s+([+-]?\d+)\s+([+-]?\d+)(?:\s+([+-]?\d+))?,\s*declarer\s+(\d+)(?:\s+([12])/3)?\s+card points\s*$`)

// recPacket is one packet of a hand count with the sum of its card
// values: "[KS T6 10S]=7", or the cards left over after the packets of
// three, "leftover [T11 CH]=4".
var recPacket = regexp.MustCompile(`(leftover\s+)?\[([^\]]*)\]=(\d+)`)

// TestHandWrittenGames replays every doc/games/tapp-*.txt, checks that its
// result comment matches, and checks the hand computation written in its
// comments against the engine: the settlement line (deltas and the
// declarer's card points) and the packets of three of each side, which
// must hold exactly the cards of that side's pile, each with its correct
// value (doc/tapp.md §9.1).
func TestHandWrittenGames(t *testing.T) {
	gametest.CheckGameFiles(t, recGamesGlob, tapp.Replay, func(t *testing.T, text string, final tapp.State) {
		res, _ := final.Result()
		if res.End != tapp.EndPlayed {
			t.Fatalf("the deal ended %v", res.End)
		}

		m := recSettlement.FindStringSubmatch(text)
		if m == nil {
			t.Fatal("no line \"# settlement: deltas A B C, declarer N card points\"")
		}
		// The game for two with a dummy stack has two seats, and two
		// deltas (doc/tapp.md §11.2).
		if two := final.Players() == 2; two != (m[3] == "") {
			t.Fatalf("settlement line %q: want %d deltas", m[0], final.Players())
		}
		var deltas [3]int
		for i := range 3 {
			deltas[i], _ = strconv.Atoi(m[i+1]) // "" for the dummy reads as 0
		}
		whole, _ := strconv.Atoi(m[4])
		thirds, _ := strconv.Atoi(m[5]) // "" for whole points reads as 0
		points := scoring.Points(3*whole + thirds)
		if got := [3]int{res.Deltas[0], res.Deltas[1], res.Deltas[2]}; got != deltas {
			t.Errorf("engine deltas %v, hand computation %v", got, deltas)
		}
		if res.DeclarerPoints != points {
			t.Errorf("engine: declarer %v card points, hand computation %v", res.DeclarerPoints, points)
		}

		// The packets of the hand count: packets of three, and at most one
		// packet of one or two cards left over, each left-over card worth
		// its value less ⅔ (doc/tapp.md §9.1, §11.1.6).
		d := res.Declarer
		declPile := final.Won(d) | final.Discards()
		piles := map[string]deck.Set{"declarer": declPile, "defenders": final.Rules().CardsInPlay() &^ declPile}
		for side, pile := range piles {
			var counted deck.Set
			total := scoring.Points(0)
			leftovers := 0
			for _, line := range strings.Split(text, "\n") {
				if !strings.HasPrefix(line, "# "+side+":") {
					continue
				}
				for _, pm := range recPacket.FindAllStringSubmatch(line, -1) {
					cards, err := deck.ParseSet(pm[2])
					n := 3
					if pm[1] != "" {
						n = cards.Len()
						if leftovers++; leftovers > 1 || n < 1 || n > 2 {
							t.Fatalf("%s: leftover %q: one leftover of one or two cards at most", side, pm[0])
						}
					}
					if err != nil || cards.Len() != n {
						t.Fatalf("%s packet %q: %v", side, pm[0], err)
					}
					v, _ := strconv.Atoi(pm[3])
					if cards.Sum() != v {
						t.Errorf("%s packet %s: written %d, values sum to %d", side, pm[2], v, cards.Sum())
					}
					if counted.Overlaps(cards) {
						t.Errorf("%s packet %s: cards counted twice", side, pm[2])
					}
					counted |= cards
					total += scoring.Points(3*v - 2*n)
				}
			}
			if counted != pile {
				t.Errorf("%s packets: missing %v, not in the pile %v", side, pile&^counted, counted&^pile)
			}
			want := res.DeclarerPoints
			if side == "defenders" {
				want = res.DefenderPoints
			}
			if total != want {
				t.Errorf("%s packets count %v card points, engine %v", side, total, want)
			}
		}
	})
}

// recMutation changes a hand-written game and says what the error must be.
type recMutation struct {
	name     string
	old, new string  // replace the first old by new (new "" deletes)
	at       string  // the error's place: the line holding this text (after the change); "" for no line
	atCol    string  // the column of this text on that line, "" for no column check
	is       []error // errors.Is must hold for each
	contains []string
}

func recApply(t *testing.T, text string, m recMutation) string {
	t.Helper()
	if !strings.Contains(text, m.old) {
		t.Fatalf("%s: %q not in the game", m.name, m.old)
	}
	return strings.Replace(text, m.old, m.new, 1)
}

// recPlace returns the 1-based line of the first line holding at, and the
// column of col on it.
func recPlace(text, at, col string) (line, column int) {
	for i, l := range strings.Split(text, "\n") {
		if k := strings.Index(l, at); k >= 0 {
			line = i + 1
			if col != "" {
				column = strings.Index(l, col) + 1
			}
			return line, column
		}
	}
	return 0, 0
}

// TestReplayErrors changes game 1 so that it breaks one rule at a known
// place and checks the *record.Error: its line and column, the errors it
// wraps and the words of its message.
func TestReplayErrors(t *testing.T) {
	game1 := recReadGame(t, "tapp-1.txt")
	tests := []recMutation{
		{name: "revoke (doc/tapp.md §8: follow suit)",
			// Anna leads 2D; Bert holds KD and 4D but plays a heart.
			old: "11. play 2D;  play KD;", new: "11. play 2D;  play KH;",
			at: "11. play 2D", atCol: "play KH",
			is:       []error{tarock.ErrIllegalMove, tarock.ErrMustFollowSuit},
			contains: []string{"must follow suit", `move 38: play KH by seat 1`, "seat 1"}},
		{name: "no tarock when void (doc/tapp.md §8: must play a tarock)",
			// Anna leads KS; Bert, void in spades, throws a heart.
			old: "1.  play KS;  play T6;", new: "1.  play KS;  play QH;",
			at: "1.  play KS", atCol: "play QH",
			is:       []error{tarock.ErrIllegalMove, tarock.ErrMustPlayTarock},
			contains: []string{"must play a tarock"}},
		{name: "card not held",
			old: "2.  play T20;", new: "2.  play T17;",
			at: "2.  play T17", atCol: "play T17",
			is: []error{tarock.ErrIllegalMove, tarock.ErrCardNotHeld}},
		{name: "wrong phase",
			old: "take lower  ", new: "play KS     ",
			at: "play KS     ", atCol: "play KS",
			is: []error{tarock.ErrIllegalMove, tarock.ErrWrongPhase}},
		{name: "discarding a king (doc/tapp.md §6.1)",
			old: "discard 7S 8S 9S", new: "discard KH 8S 9S",
			at: "discard KH", atCol: "discard",
			is: []error{tarock.ErrIllegalMove, tarock.ErrNotAllowed}},
		{name: "move after the end",
			old: "16. play JD;  play T1;  play QS", new: "16. play JD;  play T1;  play QS; pass",
			at: "16. play JD", atCol: "pass",
			is: []error{tarock.ErrIllegalMove, tarock.ErrGameOver}},
		{name: "bad move notation",
			old: "play KC;", new: "play KX;",
			at: "play KX", atCol: "KX;",
			is: []error{tarock.ErrBadMoveSyntax, deck.ErrSyntax}, contains: []string{`"play KX"`}},
		{name: "bad card in a deal line",
			old: "Forehand:   T3 T5 T8", new: "Forehand:   T3 T5 X8",
			at: "Forehand:", atCol: "X8",
			is:       []error{tarock.ErrInvalidDeal, deck.ErrSyntax, record.ErrBadRecord},
			contains: []string{"Forehand", "card 3"}},
		{name: "card dealt twice",
			old: "Dealer:     T2 T4", new: "Dealer:     T3 T4",
			at: "Dealer:     T3", atCol: "T3 T4",
			is: []error{tarock.ErrInvalidDeal, record.ErrBadRecord}, contains: []string{"T3 dealt twice"}},
		{name: "card listed twice",
			old: "Dealer:     T2 T4", new: "Dealer:     T4 T4",
			at: "Dealer:     T4", atCol: "T4 T7",
			is: []error{tarock.ErrInvalidDeal, record.ErrBadRecord}, contains: []string{"twice"}},
		{name: "short talon half",
			old: "TalonUpper: 10C 9C 8C", new: "TalonUpper: 10C 9C",
			at: "TalonUpper:", atCol: "TalonUpper",
			is: []error{tarock.ErrInvalidDeal}, contains: []string{"want 3"}},
		{name: "missing deal line (at the first deal line)",
			old: "TalonUpper: 10C 9C 8C\n", new: "",
			at: "Forehand:", atCol: "Forehand",
			is: []error{tarock.ErrInvalidDeal, record.ErrBadRecord}, contains: []string{"TalonUpper missing"}},
		{name: "unknown deal line",
			old: "TalonUpper: 10C 9C 8C\n", new: "TalonUpper: 10C 9C 8C\nTalonMiddle: -\n",
			at: "TalonMiddle", atCol: "TalonMiddle",
			is: []error{record.ErrBadRecord}, contains: []string{"TalonMiddle"}},
		{name: "bad option value",
			old: "[Seat0", new: "[Option \"TalonMode=Sideways\"]\n[Seat0",
			at: "[Option", atCol: "[Option",
			is: []error{tarock.ErrInvalidRules, record.ErrBadRecord}, contains: []string{`"TalonMode=Sideways"`}},
		{name: "options that do not fit together",
			old: "[Seat0", new: "[Option \"Kontra=true\"]\n[Option \"Scoring=Scoring1821\"]\n[Seat0",
			at: "[Option \"Kontra", atCol: "[",
			is: []error{tarock.ErrInvalidRules, record.ErrBadRecord}, contains: []string{"Scoring1821"}},
		{name: "unknown preset",
			old: `[Rules "MayrSedlaczek2001"]`, new: `[Rules "Vienna1900"]`,
			at: "[Rules", atCol: "[Rules",
			is: []error{tarock.ErrInvalidRules, record.ErrBadRecord}, contains: []string{`"Vienna1900"`}},
		{name: "another game",
			old: `[Game "Tapp Tarock"]`, new: `[Game "Strohmandeln"]`,
			at: "[Game", is: []error{record.ErrBadRecord}, contains: []string{`"Strohmandeln"`}},
		{name: "repeated tag",
			old: "[Seat1", new: "[Seat0 \"Dora\"]\n[Seat1",
			at: "[Seat0 \"Dora", is: []error{record.ErrBadRecord}, contains: []string{"Seat0 repeated"}},
		{name: "bad seed",
			old: "[Seat0", new: "[Seed \"twelve\"]\n[Seat0",
			at: "[Seed", is: []error{record.ErrBadRecord}, contains: []string{`"twelve"`}},
		{name: "incomplete",
			old: "16. play JD;  play T1;  play QS", new: "16. play JD;  play T1;",
			at: "16. play JD", atCol: "play T1",
			is: []error{record.ErrIncomplete}, contains: []string{"53 moves", "seat 2", "play phase"}},
		{name: "wrong result comment",
			old: "deltas -8 +16 -8}", new: "deltas -8 +17 -9}",
			at: "{Result:", atCol: "{Result:",
			is: []error{record.ErrResultMismatch},
			contains: []string{`"Dreier by seat 1: 49 : 21 card points, won; Game 3 to declarer, Pagat Ultimo silent (seat 1) 4 to declarer, Köpfe (seat 1) 1 to declarer; deltas -8 +17 -9"`,
				`"Dreier by seat 1: 49 : 21 card points, won; Game 3 to declarer, Pagat Ultimo silent (seat 1) 4 to declarer, Köpfe (seat 1) 1 to declarer; deltas -8 +16 -8"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := recApply(t, game1, tt)
			g, err := tapp.ReplayText(text)
			var re *record.Error
			if !errors.As(err, &re) {
				t.Fatalf("error %v (%T), want a *record.Error", err, err)
			}
			line, col := 0, 0
			if tt.at != "" {
				line, col = recPlace(text, tt.at, tt.atCol)
			}
			if re.Line != line || (tt.atCol != "" && re.Column != col) {
				t.Errorf("error at line %d, column %d, want line %d, column %d: %v", re.Line, re.Column, line, col, err)
			}
			for _, target := range tt.is {
				if !errors.Is(err, target) {
					t.Errorf("error %q does not wrap %q", err, target)
				}
			}
			for _, s := range tt.contains {
				if !strings.Contains(err.Error(), s) {
					t.Errorf("error %q does not say %s", err, s)
				}
			}
			// Replay of the parsed record fails the same way (without the
			// places of tags and deal lines).
			if rec, perr := record.Parse(text); perr == nil {
				_, err2 := tapp.Replay(rec)
				for _, target := range tt.is {
					if !errors.Is(err2, target) {
						t.Errorf("Replay: error %q does not wrap %q", err2, target)
					}
				}
			}
			if errors.Is(err, record.ErrResultMismatch) {
				// The game is returned complete beside the mismatch.
				if len(g.States) != len(g.Moves)+1 || len(g.Moves) != 54 || !g.States[54].Done() {
					t.Errorf("game beside the mismatch: %d moves, %d states", len(g.Moves), len(g.States))
				}
			}
		})
	}
}

// TestReplayWithoutResult: a record without a result comment replays, and
// its game writes the computed result.
func TestReplayWithoutResult(t *testing.T) {
	game1 := recReadGame(t, "tapp-1.txt")
	i := strings.Index(game1, "{Result:")
	rec, err := record.Parse(game1[:i])
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result != "" {
		t.Fatal("result comment not removed")
	}
	g, err := tapp.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	full, _ := record.Parse(game1)
	again, err := g.Record()
	if err != nil {
		t.Fatal(err)
	}
	if again.Result != full.Result {
		t.Errorf("computed result %q, the game says %q", again.Result, full.Result)
	}
	// Replay of a record built in code: errors have no place but say which
	// move.
	rec.Moves[4] = record.Move{Text: "discard KH 8S 9S"}
	_, err = tapp.Replay(rec)
	var re *record.Error
	if !errors.As(err, &re) || re.Line != 0 || !strings.Contains(err.Error(), `move 5: discard KH 8S 9S by seat 1`) ||
		!errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("error %v", err)
	}
}

// TestGameRecordErrors: Game.Record refuses what it cannot write.
func TestGameRecordErrors(t *testing.T) {
	g, err := tapp.ReplayText(recReadGame(t, "tapp-1.txt"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		change func(g *tapp.Game)
		is     error
	}{
		{"incomplete", func(g *tapp.Game) { g.Moves = g.Moves[:len(g.Moves)-1] }, record.ErrIncomplete},
		{"illegal move", func(g *tapp.Game) { g.Moves[4] = tapp.Play(deck.Skus) }, tarock.ErrIllegalMove},
		{"unknown preset", func(g *tapp.Game) { g.Preset = "Vienna1900" }, record.ErrBadRecord},
		{"line break", func(g *tapp.Game) { g.Tags = append(g.Tags, record.Tag{Name: "Event", Value: "one\ntwo"}) }, record.ErrBadRecord},
		{"reserved extra tag", func(g *tapp.Game) { g.Tags = append(g.Tags, record.Tag{Name: "Rules", Value: "x"}) }, record.ErrBadRecord},
		{"malformed extra tag", func(g *tapp.Game) { g.Tags = append(g.Tags, record.Tag{Name: "two words", Value: "x"}) }, record.ErrBadRecord},
		{"a seat named twice", func(g *tapp.Game) { g.Tags = append(g.Tags, record.Tag{Name: "Seat1", Value: "Dora"}) }, record.ErrBadRecord},
		{"bad seed", func(g *tapp.Game) { g.Tags = append(g.Tags, record.Tag{Name: "Seed", Value: "twelve"}) }, record.ErrBadRecord},
		{"invalid rules", func(g *tapp.Game) { g.Rules.Threshold = 0 }, tarock.ErrInvalidRules},
		{"invalid deal", func(g *tapp.Game) { g.Deal.Talon[0] = g.Deal.Talon[1] }, tarock.ErrInvalidDeal},
	}
	for _, tt := range tests {
		c := g
		c.Moves = append([]tapp.Move(nil), g.Moves...)
		c.Tags = append([]record.Tag(nil), g.Tags...)
		tt.change(&c)
		if _, err := c.Record(); !errors.Is(err, tt.is) {
			t.Errorf("%s: Record error %v, want %v", tt.name, err, tt.is)
		}
	}
	// The preset name is written as Presets spells it; the States are not
	// read.
	c := g
	c.Preset, c.States = "mayrsedlaczek2001", nil
	rec, err := c.Record()
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := rec.Get("Rules"); v != "MayrSedlaczek2001" {
		t.Errorf("Rules tag %q", v)
	}
}

// TestRecordClosestPreset: without a preset name, the record names the
// preset closest to the rules and lists the options that differ.
func TestRecordClosestPreset(t *testing.T) {
	r := tapp.Tapp1821
	r.Stake = 40
	g, err := recRandomGame(r, 5)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := g.Record()
	if err != nil {
		t.Fatal(err)
	}
	var options []string
	for _, tag := range rec.Tags {
		if tag.Name == "Option" {
			options = append(options, tag.Value)
		}
	}
	if v, _ := rec.Get("Rules"); v != "Tapp1821" || !cmp.Equal(options, []string{"Stake=40"}) {
		t.Errorf("Rules %q, options %q", v, options)
	}
	g.Preset = "MayrSedlaczek2001"
	rec, _ = g.Record()
	back, err := tapp.Replay(rec)
	if err != nil || back.Rules != r || back.Preset != "MayrSedlaczek2001" {
		t.Errorf("against the default preset: %v, %+v", err, back.Rules)
	}
}

// TestSummary checks the result line of deals that end in every way.
func TestSummary(t *testing.T) {
	d := recDeal()
	king := tapp.Tapp1821
	king.FourthPlayer = tapp.FourthKing1821
	trischaken := tapp.MayrSedlaczek2001
	trischaken.AllPass = tapp.AllPassTrischaken
	tests := []struct {
		name  string
		rules tapp.Rules
		moves []string
		want  string
	}{
		{"all passed (doc/tapp.md §5.3)", tapp.MayrSedlaczek2001, []string{"pass", "pass", "pass"},
			"all passed, thrown in; no score; deltas 0 0 0"},
		{"Tapper stood, half the stake (doc/tapp.md §5.2.1, §11)", tapp.Tapp1821, []string{"bid Tapper", "pass", "pass"},
			"Tapper by seat 0 stood, not played; Tapper 25 to declarer; deltas +50 -25 -25"},
		{"Tapper with the 1821 König, who pays too", king, []string{"bid Tapper", "pass", "pass"},
			"Tapper by seat 0 stood, not played; Tapper 25 to declarer; deltas +75 -25 -25 -25"},
		// Every seat plays its first legal card. Seat 2 has the most card
		// points and pays 5 to each other seat; seat 1 took no trick and
		// receives 5 from each: 0 = +5 - 5, +15 = +5 + 10, -15 = -10 - 5.
		{"Trischaken (doc/tapp.md §5.3)", trischaken, []string{"pass", "pass", "pass"},
			"Trischaken: card points 29 : 0 : 41, tricks 8 : 0 : 8; Trischaken loser (seat 2) 5 to seats 0 1, Trischaken no trick (seat 1) 5 to seat 1; deltas 0 +15 -15"},
	}
	for _, tt := range tests {
		st, err := tapp.NewGame(tt.rules, d)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range tt.moves {
			st = apply(t, st, m)
		}
		for !st.Done() {
			st, err = st.Apply(st.LegalMoves()[0])
			if err != nil {
				t.Fatal(err)
			}
		}
		res, _ := st.Result()
		if got := res.Summary(); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.name, got, tt.want)
		}
	}
	var zero tapp.Result
	if got := zero.Summary(); got != "deal not over" {
		t.Errorf("zero Result: %q", got)
	}
}

// recDeal is a fixed deal for the summary tests.
func recDeal() tapp.Deal {
	hands := [3]string{
		"T11 T13 T15 T16 T18 T19 T20 JH QH KH CD KD QS KS 10C KC",
		"T2 T4 T5 T6 T8 T9 3H CH 4D 3D JD 9S JS 8C 9C JC",
		"T1 T3 T7 T10 T14 T17 T21 Skus 2H AH 2D AD QD 10S CS CC",
	}
	var hs [3]deck.Set
	for i, h := range hands {
		s, err := deck.ParseSet(h)
		if err != nil {
			panic(err)
		}
		hs[i] = s
	}
	lower, _ := deck.ParseSet("4H T12 7S")
	upper, _ := deck.ParseSet("QC 8S 7C")
	d, err := tapp.NewDeal(hs, lower, upper)
	if err != nil {
		panic(err)
	}
	return d
}

// FuzzReplay: replaying any text never panics; a text that replays without
// error gives a game whose record replays to the same game and is written
// the same way again.
// seedStarts returns the first states of deals of every preset and of
// variants with Kontra and with Trischaken when all pass, to be played at
// random: between them they reach every phase and move. The seeds of the
// fuzz targets come from them.
func seedStarts(t testing.TB) []tapp.State {
	t.Helper()
	rules := []tapp.Rules{}
	for _, p := range tapp.Presets() {
		rules = append(rules, p.Rules)
	}
	kontra, trischaken := tapp.MayrSedlaczek2001, tapp.MayrSedlaczek2001
	kontra.Kontra, trischaken.AllPass = true, tapp.AllPassTrischaken
	var starts []tapp.State
	for i, r := range append(rules, kontra, trischaken) {
		st, err := tapp.NewGame(r, tapp.ShuffledFor(rand.New(rand.NewPCG(uint64(i), 0x7a99)), r))
		if err != nil {
			t.Fatal(err)
		}
		starts = append(starts, st)
	}
	// All pass under Trischaken: its moves too.
	last := &starts[len(starts)-1]
	*last = gametest.Apply(t, *last, tapp.ParseMove, "pass", "pass", "pass")
	return starts
}

func FuzzReplay(f *testing.F) {
	// Complete deals of seedStarts, the first with the tags of a table; a
	// deal not over; tags and a deal line only.
	for _, s := range gametest.RecordSeeds(f, rand.New(rand.NewPCG(1, 1)), seedStarts(f), record.Tag{Name: "Seat0", Value: "Anna"},
		record.Tag{Name: "Seat1", Value: "Bert"}, record.Tag{Name: "Seat2", Value: "Carl"}, record.Tag{Name: "Dealer", Value: "Carl"},
		record.Tag{Name: "Date", Value: "2026-12-01"}, record.Tag{Name: "Event", Value: "club"}, record.Tag{Name: "Seed", Value: "7"}) {
		f.Add(s)
	}
	f.Add("[Game \"Tapp Tarock\"]\n[Rules \"FixedHalf\"]\n[Option \"Kontra=on\"]\nForehand: T1\n")
	f.Fuzz(func(t *testing.T, text string) {
		gametest.CheckReplayText(t, text, tapp.ReplayText, cmp.Options{recMoveEq})
	})
}

// ExampleReplayText replays a record and prints the result line of its
// last state.
func ExampleReplayText() {
	text := `[Game "Tapp Tarock"]
[Rules "MayrSedlaczek2001"]
[Seat0 "Anna"]
[Seat1 "Bert"]
[Seat2 "Carl"]

Forehand:   T3 T5 T8 T11 T15 T17 Skus AH 2H 3H 2D JD QD JS KS KC
Middlehand: T1 T6 T9 T12 T14 T16 T18 T19 T20 T21 KH QH KD 7S 8S 7C
Dealer:     T2 T4 T7 T10 T13 4H JH CH 3D AD CD 10S CS QS JC QC
TalonLower: CC 9S 4D
TalonUpper: 10C 9C 8C

pass; bid Dreier; pass; take lower; discard 7S 8S 9S; announce none
1. play KS; play T6; play 10S
2. play T20; play T2; play T3
3. play T19; play T4; play T5
4. play T18; play T7; play Skus
5. play KC; play 7C; play QC
6. play JS; play T9; play CS
7. play T16; play T10; play T8
8. play T14; play T13; play T11
9. play T21; play 4H; play T15
10. play T12; play 3D; play T17
11. play 2D; play KD; play AD
12. play KH; play JH; play 3H
13. play QH; play CH; play 2H
14. play CC; play JC; play AH
15. play 4D; play CD; play QD
16. play JD; play T1; play QS
`
	g, err := tapp.ReplayText(text)
	if err != nil {
		fmt.Println(err)
		return
	}
	res, _ := g.States[len(g.States)-1].Result()
	fmt.Println(g.Player(res.Declarer), "declared;", len(g.Moves), "moves")
	fmt.Println(res.Summary())

	// An illegal move is reported where it stands.
	_, err = tapp.ReplayText(strings.Replace(text, "11. play 2D; play KD", "11. play 2D; play KH", 1))
	fmt.Println(err)
	// Output:
	// Bert declared; 54 moves
	// Dreier by seat 1: 49 : 21 card points, won; Game 3 to declarer, Pagat Ultimo silent (seat 1) 4 to declarer, Köpfe (seat 1) 1 to declarer; deltas -8 +16 -8
	// line 24, column 14: tapp: move 38: play KH by seat 1 in play: must follow suit: illegal move (Diamonds led, 4D KD held)
}

// ExampleGame_Record writes the record of a deal played in code.
func ExampleGame_Record() {
	d := recDeal()
	g := tapp.Game{Rules: tapp.FixedHalf, Deal: d, Tags: []record.Tag{
		{Name: "Seat0", Value: "Anna"}, {Name: "Seat1", Value: "Bert"}, {Name: "Seat2", Value: "Carl"}}}
	st, _ := tapp.NewGame(g.Rules, d)
	for _, text := range []string{"bid Dreier", "pass", "pass", "take lower", "discard 4H 7S 10C", "announce none"} {
		m, _ := tapp.ParseMove(text)
		st, _ = st.Apply(m)
		g.Moves = append(g.Moves, m)
	}
	for !st.Done() { // every seat plays its first legal card
		m := st.LegalMoves()[0]
		st, _ = st.Apply(m)
		g.Moves = append(g.Moves, m)
	}
	g.Tags = append(g.Tags, record.Tag{Name: "Seed", Value: "7"})
	rec, err := g.Record()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Tags)
	fmt.Println(rec.Deal[3], rec.Deal[4])
	fmt.Println(rec.Moves[:6])
	fmt.Println(rec.Result)
	// Output:
	// [{Game Tapp Tarock} {Rules FixedHalf} {Seat0 Anna} {Seat1 Bert} {Seat2 Carl} {Seed 7}]
	// {TalonLower T12 4H 7S} {TalonUpper 8S 7C QC}
	// [{bid Dreier 0 0} {pass 0 0} {pass 0 0} {take lower 0 0} {discard 4H 7S 10C 0 0} {announce none 0 0}]
	// Dreier by seat 0: 54 : 16 card points, won; Game 3 to declarer, Königstrull (seat 0) 3 to declarer, Trull (seat 2) 3 to defenders; deltas +6 -3 -3
}

// TestDealLinePlaces: every error of a deal line stands at its line and
// column: the card to blame, or the line's name when the line as a whole
// is wrong (strohmandel's TestDealLinePlaces is the same table).
func TestDealLinePlaces(t *testing.T) {
	gametest.CheckDealLinePlaces(t, recReadGame(t, "tapp-1.txt"), tapp.ReplayText, []gametest.DealLineFault{
		{Name: "not a card", Old: "Forehand:   T3 T5 T8", New: "Forehand:   T3 T5 Y8", At: "Forehand:", Col: "Y8", Is: deck.ErrSyntax},
		{Name: "a card on two lines", Old: "Dealer:     T2 T4", New: "Dealer:     T2 T3", At: "Dealer:", Col: "T3 T7", Is: tarock.ErrInvalidDeal},
		{Name: "a card twice on one line", Old: "TalonLower: CC 9S 4D", New: "TalonLower: CC 9S CC", At: "TalonLower:", Col: "CC\n", Is: tarock.ErrInvalidDeal},
		{Name: "too few cards", Old: "TalonUpper: 10C 9C 8C", New: "TalonUpper: 10C 9C", At: "TalonUpper:", Col: "TalonUpper", Is: tarock.ErrInvalidDeal},
		{Name: "piles in a hand", Old: "Middlehand: T1 T6", New: "Middlehand: T1 / T6", At: "Middlehand:", Col: "Middlehand", Is: tarock.ErrInvalidDeal},
		{Name: "unknown line", Old: "TalonUpper:", New: "Talon:", At: "Talon:", Col: "Talon:", Is: record.ErrBadRecord},
		{Name: "repeated line", Old: "TalonUpper: 10C 9C 8C", New: "TalonUpper: 10C 9C 8C\nTalonUpper: 10C 9C 8C", At: "TalonUpper: 10C 9C 8C\nTalonUpper", Col: "TalonUpper", Is: record.ErrBadRecord},
		{Name: "missing line", Old: "TalonLower: CC 9S 4D\n", New: "", At: "Forehand:", Col: "Forehand", Is: tarock.ErrInvalidDeal},
	})
}

// TestStateRecord: the record of any finished deal, written from its final
// state with State.Record, replays to that state with the same moves.
func TestStateRecord(t *testing.T) {
	presets := tapp.Presets()
	rapid.Check(t, func(t *rapid.T) {
		r := rapid.SampledFrom(presets).Draw(t, "preset").Rules
		// The game for two has neither Kontra nor Trischaken (doc/tapp.md §11.2).
		if rapid.Bool().Draw(t, "kontra") && !r.Dummy1829 {
			r.Kontra = true
		}
		if a := tapp.AllPass(rapid.IntRange(0, 2).Draw(t, "allPass")); !r.Dummy1829 {
			r.AllPass = a
		}
		g, err := recRandomGame(r, rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		st, _ := tapp.NewGame(g.Rules, g.Deal)
		for _, m := range g.Moves {
			st, _ = st.Apply(m)
		}
		if d := st.Deal(); d != g.Deal {
			t.Fatalf("State.Deal = %v, dealt %v", d, g.Deal)
		}
		rec, err := st.Record(record.Tag{Name: "Seat1", Value: "Bert"})
		if err != nil {
			t.Fatal(err)
		}
		back, err := tapp.ReplayText(rec.String())
		if err != nil {
			t.Fatalf("%v\n%s", err, rec)
		}
		if back.Final() != st || !cmp.Equal(back.Moves, g.Moves, recMoveEq) || back.Player(1) != "Bert" {
			t.Fatalf("replayed record differs\n%s", rec)
		}
	})
}

// TestReplayExactErrors: a replay error stands at the fault, says each
// prefix once and quotes the record's text cut short.
func TestReplayExactErrors(t *testing.T) {
	text := recReadGame(t, "tapp-1.txt")
	long := strings.Repeat("K", 5<<20)
	for _, tc := range []struct {
		name, old, new string
		at, atCol      string // the line holding at; the column of atCol on it
		want           string
	}{
		{"bad card", "play KS;", "play ZZ;", "play ZZ", "ZZ;", `tapp: move 7 "play ZZ": bad card: invalid move notation: deck: unknown card "ZZ"`},
		{"bad talon card", "take lower", "take middle", "take middle", "middle", `tapp: move 4 "take middle": bad talon cards: invalid move notation: deck: unknown card "middle"`},
		{"bad talon card after spaces", "take lower", "take \t  uppr", "take \t  uppr", "uppr", `tapp: move 4 "take uppr": bad talon cards: invalid move notation: deck: unknown card "uppr"`},
		{"bad bid", "bid Dreier", "bid Foo", "bid Foo", "bid Foo", `tapp: move 2 "bid Foo": want bid Tapper`},
		{"deal line without its colon", "TalonUpper: ", "TalonUpper ", "TalonUpper ", "TalonUpper", "deal line TalonUpper missing: this line, read as a move, lacks the ':'"},
		{"long move", "play KS;", "play " + long + ";", "play KKK", "KKK", "…"},
		{"long tag", `[Event "Thursday round, first deal"]`, `[Event "x"]` + "\n[Seed \"" + long + "\"]", "[Seed", "[Seed", "…"},
	} {
		broken := strings.Replace(text, tc.old, tc.new, 1)
		_, err := tapp.ReplayText(broken)
		var re *record.Error
		if !errors.As(err, &re) {
			t.Errorf("%s: %v, want a *record.Error", tc.name, err)
			continue
		}
		line, col := recPlace(broken, tc.at, tc.atCol)
		msg := err.Error()
		if re.Line != line || re.Column != col || !strings.Contains(msg, tc.want) || len(msg) > 400 ||
			strings.Count(msg, "tapp: ") != 1 || strings.Contains(msg, "at column") {
			t.Errorf("%s: %.400s (at %d:%d), want %d:%d, %q, the prefix once", tc.name, msg, re.Line, re.Column, line, col, tc.want)
		}
	}
}
