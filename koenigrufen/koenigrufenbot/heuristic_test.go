package koenigrufenbot_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/koenigrufen/koenigrufenbot"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/arena"
	"github.com/tarockfamily/sdk/tarock/bot"
)

type player = bot.Player[koenigrufen.Observation, koenigrufen.Move]

// variants are the presets and rule sets that switch on the other options
// that change what a player may do (doc/koenigrufen.md §13.1).
func variants() []koenigrufen.Rules {
	var out []koenigrufen.Rules
	for _, p := range koenigrufen.Presets() {
		out = append(out, p.Rules)
	}
	r := koenigrufen.AustrianTarockCup2023
	r.CallOwnKing, r.KingInTalon, r.Holding = koenigrufen.CallOwnKingAllowed, koenigrufen.KingInTalonConcedeOrKingHalf, koenigrufen.HoldNone
	out = append(out, r)
	r = koenigrufen.AustrianTarockCup2023
	r.ForehandOpening, r.SolodreierEndsAuction, r.DealPattern = koenigrufen.OpenVorhandOrSechserdreier, true, koenigrufen.TalonFirst
	r.SoloruferKingInTalon = koenigrufen.SoloruferWholeTalon
	out = append(out, r)
	for _, r := range out {
		if err := r.Validate(); err != nil {
			panic(err)
		}
	}
	return out
}

// checked wraps a player and fails when it returns a move that is not one
// of the legal moves, changes the list it was given, or plays the Pagat
// before the last trick of a positive contract when it had another card.
type checked struct {
	p      player
	t      fataler
	phases map[koenigrufen.Phase]int
}

// fataler is a *testing.T or a *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

func (c *checked) Choose(o koenigrufen.Observation, legal []koenigrufen.Move) koenigrufen.Move {
	before := slices.Clone(legal)
	m := c.p.Choose(o, legal)
	if !slices.Equal(before, legal) {
		c.t.Fatalf("the player changed the legal moves")
	}
	if !slices.Contains(legal, m) {
		c.t.Fatalf("%v in the %v phase: chose %v, not among %v", o.Seat, o.Phase, m, legal)
	}
	if len(legal) > 1 {
		c.phases[o.Phase]++
	}
	// doc/koenigrufen.md §8.1: the Pagat is kept for the last trick in a
	// positive contract while another card may be played.
	played := 0
	for _, n := range o.Tricks {
		played += n
	}
	if o.Phase == koenigrufen.PhasePlay && !o.Contract.IsNegative() && played < 11 && len(legal) > 1 &&
		m == koenigrufen.Play(deck.Pagat) {
		c.t.Fatalf("%v played the Pagat in trick %d with %v legal", o.Seat, played+1, legal)
	}
	return m
}

// TestHeuristicLegal: in random deals of every preset and option set, with
// heuristic and random players in random seats, the heuristic player
// always returns one of the legal moves, and the deal plays to its end.
func TestHeuristicLegal(t *testing.T) {
	rules := variants()
	phases := map[koenigrufen.Phase]int{}
	rapid.Check(t, func(t *rapid.T) {
		r := rules[rapid.IntRange(0, len(rules)-1).Draw(t, "rules")]
		seed := rapid.Uint64().Draw(t, "seed")
		var heuristic [4]bool
		for i := range heuristic {
			heuristic[i] = i == 0 || rapid.Bool().Draw(t, "heuristic")
		}
		playChecked(t, r, seed, heuristic, phases)
	})
	// The property reached every phase in which a choice is made; where
	// its random deals missed one, seeded deals of four heuristic players
	// reach it, so that the check does not depend on the number of random
	// deals.
	wanted := []koenigrufen.Phase{koenigrufen.PhaseAuction, koenigrufen.PhaseCall, koenigrufen.PhaseTalon,
		koenigrufen.PhaseDiscard, koenigrufen.PhasePlay}
	missed := func() bool {
		return slices.ContainsFunc(wanted, func(p koenigrufen.Phase) bool { return phases[p] == 0 })
	}
	for seed := uint64(0); seed < 100 && missed(); seed++ {
		playChecked(t, rules[seed%uint64(len(rules))], seed, [4]bool{true, true, true, true}, phases)
	}
	for _, p := range wanted {
		if phases[p] == 0 {
			t.Errorf("the heuristic player never chose in the %v phase", p)
		}
	}
}

// playChecked plays the deal of seed under r to its end, a checked
// heuristic player in each seat marked in heuristic and a random player in
// the others, counting the heuristic players' choices per phase in phases.
func playChecked(t fataler, r koenigrufen.Rules, seed uint64, heuristic [4]bool, phases map[koenigrufen.Phase]int) {
	t.Helper()
	st, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rand.NewPCG(seed, 1)))
	if err != nil {
		t.Fatalf("%v", err)
	}
	players := make([]player, 4)
	for i := range players {
		rng := rand.New(rand.NewPCG(seed, uint64(i)))
		if heuristic[i] {
			players[i] = &checked{p: koenigrufenbot.NewHeuristic(rng), t: t, phases: phases}
		} else {
			players[i] = koenigrufenbot.NewRandom(rng)
		}
	}
	final, _, err := bot.Play(st, players, 0)
	if err != nil {
		t.Fatalf("%v", err)
	}
	if !final.Done() {
		t.Fatalf("deal not over")
	}
}

// movePool holds moves of every kind the package has, legal or not
// anywhere, for TestHeuristicAnyList.
var movePool = []koenigrufen.Move{
	koenigrufen.Vorhand(), koenigrufen.Pass(), koenigrufen.Hold(), koenigrufen.Bid(koenigrufen.Rufer),
	koenigrufen.Bid(koenigrufen.Dreier), koenigrufen.Bid(koenigrufen.Bettel), koenigrufen.Bid(koenigrufen.Solodreier),
	koenigrufen.Bid(koenigrufen.Trischaken), koenigrufen.Call(deck.Hearts), koenigrufen.Call(deck.Clubs),
	koenigrufen.CallFourthKing(), koenigrufen.Concede(koenigrufen.NoBird), koenigrufen.Take(koenigrufen.TalonA),
	koenigrufen.Take(koenigrufen.TalonB), koenigrufen.Discard(deck.SetOf(deck.Pagat)), koenigrufen.Lie(0),
	koenigrufen.Lie(koenigrufen.Trull | koenigrufen.Valat), koenigrufen.Good(), koenigrufen.Play(deck.Skus),
	koenigrufen.Play(deck.Pagat), {},
}

// TestHeuristicAnyList: whatever list of moves the heuristic player is
// given in whatever phase (moves of kinds it has no rule for, moves of
// another phase, cards it does not hold), it returns one of them and
// leaves the list as it was; it is how the player copes with moves the
// rules may offer in the future.
func TestHeuristicAnyList(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.NewPCG(seed, 1)))
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 2))
		for steps := rapid.IntRange(0, 80).Draw(t, "steps"); steps > 0 && !st.Done(); steps-- {
			legal := st.LegalMoves()
			st, _ = st.Apply(legal[rng.IntN(len(legal))])
		}
		seat := tarock.Seat(rapid.IntRange(0, 3).Draw(t, "seat"))
		list := rapid.SliceOfNDistinct(rapid.SampledFrom(movePool), 1, 6, func(m koenigrufen.Move) koenigrufen.Move { return m }).Draw(t, "list")
		if rapid.Bool().Draw(t, "with legal") {
			list = append(list, st.LegalMoves()...)
		}
		h := koenigrufenbot.NewHeuristic(rand.New(rand.NewPCG(seed, 3)))
		before := slices.Clone(list)
		m := h.Choose(st.Observation(seat), list)
		if !slices.Equal(before, list) {
			t.Fatalf("the player changed the list")
		}
		if !slices.Contains(list, m) {
			t.Fatalf("chose %v, not among %v", m, list)
		}
	})
}

// score is what a finished deal is worth to one seat in the match: its
// Money (tarock.Outcome.Deltas, doc/koenigrufen.md §11.1).
func score(final koenigrufen.State, seat tarock.Seat) float64 {
	return float64(final.Outcome().Deltas[seat&3])
}

// match plays a seeded duplicate match (every deal in all four seatings)
// of copies copies of one entrant against 4-copies random players under
// the default rules and returns the entrant's mean score per game (see
// score), the random players' mean, and the arena report.
func match(t *testing.T, deals int, seed uint64, copies int, entrant func(uint64) player) (mine, theirs float64, rep arena.Report) {
	t.Helper()
	random := func(s uint64) player { return koenigrufenbot.NewRandom(rand.New(rand.NewPCG(s, 2))) }
	var sum [2]float64
	var n [2]int
	var entrants []arena.Entrant[koenigrufen.Observation, koenigrufen.Move]
	for i := range 4 {
		if i < copies {
			entrants = append(entrants, arena.Entrant[koenigrufen.Observation, koenigrufen.Move]{Name: fmt.Sprintf("tested %d", i+1), New: entrant})
		} else {
			entrants = append(entrants, arena.Entrant[koenigrufen.Observation, koenigrufen.Move]{Name: fmt.Sprintf("random %d", i+1-copies), New: random})
		}
	}
	rep, err := arena.Run(arena.Config[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		Deals: deals,
		Seed:  seed,
		NewDeal: func(_ int, rng *rand.Rand) (koenigrufen.State, error) {
			return koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rng))
		},
		Entrants: entrants,
		Finished: func(g arena.Game[koenigrufen.State, koenigrufen.Move]) {
			for seat, e := range g.Entrants {
				k := 0
				if e >= copies {
					k = 1
				}
				sum[k] += score(g.Final, tarock.Seat(seat))
				n[k]++
			}
		},
		Workers: 1,
	})
	if err != nil {
		t.Fatal(err)
	}
	return sum[0] / float64(n[0]), sum[1] / float64(n[1]), rep
}

// TestHeuristicBeatsRandom: in a seeded duplicate match of two heuristic
// players against two random players the heuristic players win clearly
// more per game, and as declarers win most of their games. Measured on
// this seed and 1000 deals: +28.4 per game for the heuristic players
// against -28.4 for the random ones, the heuristic declarers winning 32
// of 38 games (the random players bid high contracts, the Solodreier
// most of all, and lose them).
//
// The table holds two random players because of the Money of
// doc/koenigrufen.md §11: random defenders announce premiums and the
// Valat for their party that fail, and Kontra and Re raise them, so at a
// table of three random players the one that declares, almost always a
// random player since they outbid everything, collects from its random
// defenders and a sensible player who seldom declares loses with them.
func TestHeuristicBeatsRandom(t *testing.T) {
	heuristic := func(s uint64) player { return koenigrufenbot.NewHeuristic(rand.New(rand.NewPCG(s, 1))) }
	mine, theirs, rep := match(t, 1000, 2026, 2, heuristic)
	t.Logf("heuristic %+.3f per game, random %+.3f\n%s", mine, theirs, rep)
	if mine < theirs+30 {
		t.Errorf("heuristic %+.3f per game against random %+.3f: not clearly ahead", mine, theirs)
	}
	declared, won := rep.Standings[0].Declared+rep.Standings[1].Declared, rep.Standings[0].Won+rep.Standings[1].Won
	if declared < 20 || float64(won) < 0.7*float64(declared) {
		t.Errorf("heuristic declarer record %d of %d", won, declared)
	}
}

// choicesDeal is the deal of TestHeuristicChoices: forehand holds four low
// tarocks, the king of hearts, four diamonds, three spades and no club;
// talon half A holds the Sküs, the Mond and the XX, half B three low
// hearts.
func choicesDeal(t *testing.T) koenigrufen.Deal {
	t.Helper()
	var hands [4]deck.Set
	for i, s := range []string{
		"T2 T3 T5 T8 KH 4D 3D 2D AD 7S 8S 9S",
		"T1 T4 T6 T7 T9 T10 T11 T12 AH JH CH QH",
		"T13 T14 T15 T16 T17 T18 T19 JD CD QD KD 10S",
		"JS CS QS KS 7C 8C 9C 10C JC CC QC KC",
	} {
		var err error
		if hands[i], err = deck.ParseSet(s); err != nil {
			t.Fatal(err)
		}
	}
	a, err1 := deck.ParseSet("Skus T21 T20")
	b, err2 := deck.ParseSet("4H 3H 2H")
	d, err3 := koenigrufen.NewDeal(hands, a, b)
	if err1 != nil || err2 != nil || err3 != nil {
		t.Fatal(err1, err2, err3)
	}
	return d
}

// TestHeuristicChoices checks single decisions against the rule of thumb
// they follow.
func TestHeuristicChoices(t *testing.T) {
	tests := []struct {
		name  string
		moves string // the moves before, separated by commas
		want  string
	}{
		// doc/koenigrufen.md §5.1 rules 1 and 2: forehand's hand is one for
		// no contract (its four low tarocks and the club void make a
		// Piccolo hopeless, doc/koenigrufen.md §9.4): he says "vorhand".
		{"forehand opens", "", "vorhand"},
		// doc/koenigrufen.md §5.1 rule 3: after "vorhand" and three passes
		// forehand must name a contract; with a weak hand of low cards
		// (four tarocks up to VIII, low diamonds and spades), Trischaken.
		{"forehand chooses", "vorhand, pass, pass, pass", "bid Trischaken"},
		// Middlehand: eight tarocks without Sküs or Mond, no king: pass.
		{"weak hand passes", "vorhand", "pass"},
		// Rearhand: seven high tarocks, the king and queen of diamonds,
		// two voids: strong enough for a Solorufer, not for a Dreier.
		{"strong hand bids", "vorhand, pass", "bid Solorufer"},
		// doc/koenigrufen.md §6.1: the king of the suit it is void in.
		{"call the short suit", "vorhand, pass, pass, pass, bid Rufer", "call clubs"},
		// doc/koenigrufen.md §7.2: the half with the Sküs and the Mond.
		{"take the strong half", "vorhand, pass, pass, pass, bid Rufer, call clubs", "take A"},
		// doc/koenigrufen.md §7.3: the three spades, a void.
		{"discard a short suit", "vorhand, pass, pass, pass, bid Rufer, call clubs, take A", "discard 7S 8S 9S"},
		// doc/koenigrufen.md §8.4: the declarer holds the Trull, the Pagat
		// excepted: no premium.
		{"lie", "vorhand, pass, pass, pass, bid Rufer, call clubs, take A, discard 7S 8S 9S", "lie"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, choicesDeal(t))
			if err != nil {
				t.Fatal(err)
			}
			for _, text := range splitMoves(tc.moves) {
				m, err := koenigrufen.ParseMove(text)
				if err == nil {
					st, err = st.Apply(m)
				}
				if err != nil {
					t.Fatalf("%q: %v", text, err)
				}
			}
			legal := st.LegalMoves()
			for seed := range uint64(5) {
				h := koenigrufenbot.NewHeuristic(rand.New(rand.NewPCG(seed, 1)))
				if got := h.Choose(st.Observation(st.ToMove()), legal); got.String() != tc.want {
					t.Errorf("seed %d: chose %v, want %s (legal %v)", seed, got, tc.want, legal)
				}
			}
		})
	}
}

// splitMoves splits moves separated by commas.
func splitMoves(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
