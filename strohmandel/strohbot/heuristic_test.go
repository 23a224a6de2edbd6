package strohbot_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
	"github.com/tarockfamily/sdk/tarock/record"
)

type player = bot.Player[strohmandel.Observation, strohmandel.Move]

var presetNames = []string{
	"MayrSedlaczek2007", "MayrSedlaczekWeb2001Classic", "MayrSedlaczekWeb2001Extended",
	"Beck1972", "BeckDEWP", "Bamberger2011", "Furr2009", "Tirol2025",
}

// variants are the presets and two variants that switch on what no preset
// does (Kontra, Quapil, LastCardShown, Mondfang, Rostopschin with the Trull
// in hand, announcements in a simple game).
func variants(t testing.TB) []strohmandel.Rules {
	var out []strohmandel.Rules
	for _, n := range presetNames {
		r, ok := strohmandel.Preset(n)
		if !ok {
			t.Fatalf("no preset %q", n)
		}
		out = append(out, r)
	}
	a := strohmandel.Tirol2025
	a.Kontra, a.BothPass, a.Birds = true, strohmandel.BothPassSimpleGame, strohmandel.BirdPagat|strohmandel.BirdUhu|strohmandel.BirdQuapil
	b := strohmandel.MayrSedlaczekWeb2001Classic
	b.Kontra, b.LastCardShown, b.Rostopschin, b.Mondfang, b.ThrowInNoTarock = true, true, true, 1, true
	return append(out, a, b)
}

// TestHeuristicLegal: in random deals of every preset and variant, the
// heuristic player (against itself or the random player) only ever chooses
// one of the legal moves it is given, seeing only its observation, and
// every deal ends.
func TestHeuristicLegal(t *testing.T) {
	all := variants(t)
	rapid.Check(t, func(t *rapid.T) {
		rules := all[rapid.IntRange(0, len(all)-1).Draw(t, "rules")]
		seed := rapid.Uint64().Draw(t, "seed")
		rng := rand.New(rand.NewPCG(seed, 2))
		st, err := strohmandel.NewGame(rules, strohmandel.ShuffledPack(rng, rules.CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		players := []player{strohbot.NewHeuristic(rand.New(rand.NewPCG(seed, 3))), strohbot.NewHeuristic(rand.New(rand.NewPCG(seed, 4)))}
		if rapid.Bool().Draw(t, "against random") {
			players[rapid.IntRange(0, 1).Draw(t, "random seat")] = strohbot.NewRandom(rand.New(rand.NewPCG(seed, 5)))
		}
		final, _, err := bot.Play(st, players, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !final.Done() {
			t.Fatal("the deal did not end")
		}
	})
}

// TestHeuristicBeatsRandom plays seeded duplicate matches of the heuristic
// player against the random player, one per preset: in each, its mean game
// points per game must lie above the random player's by more than both 95%
// intervals.
func TestHeuristicBeatsRandom(t *testing.T) {
	deals := 400
	if testing.Short() {
		deals = 100
	}
	for i, rules := range variants(t)[:len(presetNames)] {
		rep, err := arena.Run(arena.Config[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
			Deals: deals,
			Seed:  2026 + uint64(i),
			NewDeal: func(_ int, rng *rand.Rand) (strohmandel.State, error) {
				return strohmandel.NewGame(rules, strohmandel.ShuffledPack(rng, rules.CardsInPlay()))
			},
			Entrants: []arena.Entrant[strohmandel.Observation, strohmandel.Move]{
				{Name: "heuristic", New: func(seed uint64) player { return strohbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1))) }},
				{Name: "random", New: func(seed uint64) player { return strohbot.NewRandom(rand.New(rand.NewPCG(seed, 1))) }},
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		h, r := rep.Standings[0], rep.Standings[1]
		t.Logf("%s: heuristic %+.3f ± %.3f, random %+.3f ± %.3f game points per game", presetNames[i], h.Mean, h.CI95, r.Mean, r.CI95)
		if h.Mean-h.CI95 <= r.Mean+r.CI95 {
			t.Errorf("%s: heuristic %.2f ± %.2f does not beat random %.2f ± %.2f", presetNames[i], h.Mean, h.CI95, r.Mean, r.CI95)
		}
	}
}

// position replays the first n moves of a hand-written game of doc/games
// (all of them when n is negative).
func position(t *testing.T, game string, n int) strohmandel.State {
	t.Helper()
	return positionWith(t, game, n, nil)
}

// positionWith is position with the record's tags changed by edit first.
func positionWith(t *testing.T, game string, n int, edit func(*record.Record)) strohmandel.State {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "doc", "games", game))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(string(b))
	if err != nil {
		t.Fatal(err)
	}
	if n >= 0 {
		rec.Moves, rec.Result = rec.Moves[:n], ""
	}
	if edit != nil {
		edit(&rec)
	}
	g, err := strohmandel.Replay(rec)
	if err != nil && !errors.Is(err, record.ErrIncomplete) {
		t.Fatal(err)
	}
	return g.Final()
}

// choose returns the heuristic player's move for the seat to act in s.
func choose(s strohmandel.State) strohmandel.Move {
	p := strohbot.NewHeuristic(rand.New(rand.NewPCG(1, 1)))
	return p.Choose(s.Observation(s.ToMove()), s.LegalMoves())
}

// throwInDeal gives forehand 15 hearts and diamonds (one King, no tarock).
func throwInDeal(t *testing.T) strohmandel.Deal {
	t.Helper()
	text := `Forehand: 4H 3H 2H AH JH CH QH KH 4D 3D 2D AD JD CD QD
Dealer: T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15
ForehandPiles: T16 T17 T18 T19 / T20 T21 Skus KD / KS QS CS JS
DealerPiles: 10S 9S 8S 7S / KC QC CC JC / 10C 9C 8C 7C
`
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	g, err := strohmandel.Replay(rec)
	if err != nil && !errors.Is(err, record.ErrIncomplete) {
		t.Fatal(err)
	}
	return g.Deal
}

// TestHeuristicDecisions is a table of positions from the hand-written games
// and the move the rules of thumb give there.
func TestHeuristicDecisions(t *testing.T) {
	throwIn, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, throwInDeal(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		state strohmandel.State
		want  string
	}{
		// doc/strohmandel.md §4.1: nine tarocks with the Trull, two Kings: take up.
		{"strong hand takes up", position(t, "strohmandel-1.txt", 0), "takeup"},
		// Seven middling tarocks: pass, and the dealer passes too.
		{"forehand passes", position(t, "strohmandel-2.txt", 0), "pass"},
		{"dealer passes", position(t, "strohmandel-2.txt", 1), "pass"},
		// doc/strohmandel.md §3.4: no tarock and one King: throw in.
		{"throw in without tarock", throwIn, "throwin"},
		// doc/strohmandel.md §6: Sküs, Mond and XX, XIX in hand, the Rostopschin on and every
		// tarock above XVIII accounted for: "Ross!" on XVII, then
		// "Topschin!" on XVIII.
		{"Ross", position(t, "strohmandel-3.txt", 14), "play T17 ross"},
		{"Topschin", position(t, "strohmandel-3.txt", 16), "play T18 topschin"},
		// doc/strohmandel.md §6: Bert leads the Sküs-less diamond ace into Anna's void; she
		// holds nine tarocks to the opponent's five, so she keeps the Pagat
		// and the Uhu for their tricks and trumps with the V.
		{"keeps the Pagat", position(t, "strohmandel-1.txt", 14), "play T5"},
		// Hansl cannot keep his Pagat against Greti's tarocks: he trumps
		// the spade with it, where it wins.
		{"spends the Pagat", position(t, "strohmandel-2.txt", 31), "play T1"},
		// Anna follows the King of diamonds with her face-up 2D rather than
		// the 4D from her hand (doc/strohmandel.md §5.3).
		{"plays a top", position(t, "strohmandel-1.txt", 10), "play 2D"},
	} {
		got := choose(c.state)
		if got.String() != c.want {
			t.Errorf("%s: %v, want %s (legal %v)", c.name, got, c.want, c.state.LegalMoves())
		}
	}
}

// TestHeuristicCallsTrull: the player makes the Trull call when the rules
// offer it (doc/strohmandel.md §6 note). Rosa of game 3 holds Sküs, Mond and Pagat; under
// Beck's rules (without the Rostopschin) both seats play on by the rules of
// thumb, and the first Trull card she plays carries the call, which scores.
func TestHeuristicCallsTrull(t *testing.T) {
	st := positionWith(t, "strohmandel-3.txt", 2, func(r *record.Record) {
		r.Tags = slices.DeleteFunc(r.Tags, func(tag record.Tag) bool { return tag.Name == "Option" })
	})
	players := []player{strohbot.NewHeuristic(rand.New(rand.NewPCG(1, 1))), strohbot.NewHeuristic(rand.New(rand.NewPCG(2, 2)))}
	final, moves, err := bot.Play(st, players, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !st.Hand(1).ContainsAll(deck.Trull) {
		t.Fatalf("Rosa's hand %v lacks the Trull", st.Hand(1))
	}
	for _, m := range moves {
		if c, ok := m.PlayedCard(); ok && deck.Trull.Has(c) { // the first is Rosa's
			if m.Calls() != strohmandel.CallTrull {
				t.Errorf("Rosa's first Trull card %v without the call", m)
			}
			break
		}
	}
	r, _ := final.Result()
	found := false
	for _, it := range r.ItemList() {
		found = found || it.Kind == strohmandel.ItemTrullInHand && it.Payees.Has(1)
	}
	if !found {
		t.Errorf("no Trull in hand scored:\n%v", r)
	}
}

// TestVerdict classifies the hand-written games and a thrown-in deal from
// their outcome (arena.Judge): only a taken-up game has a declarer.
func TestVerdict(t *testing.T) {
	throwIn, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, throwInDeal(t))
	if err != nil {
		t.Fatal(err)
	}
	if throwIn, err = throwIn.Apply(strohmandel.ThrowIn()); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		final strohmandel.State
		want  arena.Verdict
	}{
		{"taken up and won", position(t, "strohmandel-1.txt", -1), arena.Verdict{Contract: "taken-up game", Declarer: 0, Won: true, OK: true}},
		{"simple game: no declarer", position(t, "strohmandel-2.txt", -1), arena.Verdict{Contract: "simple game", Declarer: tarock.NoSeat}},
		{"taken up and lost", position(t, "strohmandel-3.txt", -1), arena.Verdict{Contract: "taken-up game", Declarer: 1, Won: false, OK: true}},
		{"thrown in", throwIn, arena.Verdict{Contract: "thrown in", Declarer: tarock.NoSeat}},
		{"not over", position(t, "strohmandel-1.txt", 5), arena.Verdict{Declarer: tarock.NoSeat}},
	} {
		if got := arena.Judge(c.final.Outcome()); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
