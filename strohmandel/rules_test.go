package strohmandel_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/tarocktest"
)

func set(t testing.TB, s string) deck.Set {
	t.Helper()
	v, err := deck.ParseSet(s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// makeDeal builds a deal from hands and piles written in card notation,
// piles top card first.
func makeDeal(t testing.TB, hands [2]string, piles [2][3]string) strohmandel.Deal {
	t.Helper()
	var d strohmandel.Deal
	for s := range 2 {
		d.Hands[s] = set(t, hands[s])
		for p := range 3 {
			f := strings.Fields(piles[s][p])
			if len(f) != 4 {
				t.Fatalf("pile %q", piles[s][p])
			}
			for i, w := range f {
				c, err := deck.ParseCard(w)
				if err != nil {
					t.Fatal(err)
				}
				d.Piles[s][p][i] = c
			}
		}
	}
	if err := d.Validate(); err != nil {
		t.Fatal(err)
	}
	return d
}

// tableDeal is the deal of the strawman tests. After the reveal forehand
// has taken T7 (pile 0), T1 KD T5 and, unseen, JS (pile 1, now empty) into
// his hand, and shows 3D and QH as face-up tops; the dealer has taken KH T6
// KC and, unseen, 7S (pile 0, empty) and shows JD and 9C.
func tableDeal(t testing.TB) strohmandel.Deal {
	return makeDeal(t,
		[2]string{
			"T8 T9 T10 T11 T12 T13 T14 Skus 2D AD 8S 9S 7C 8C 10C",
			"T15 T16 T17 T18 T19 T20 3H 2H JH CH CD QD 10S CC QS",
		},
		[2][3]string{
			{"T7 3D KS QC", "T1 KD T5 JS", "QH T2 T3 T4"},
			{"KH T6 KC 7S", "JD 4D JC CS", "9C 4H AH T21"},
		})
}

func apply(t testing.TB, s strohmandel.State, moves ...string) strohmandel.State {
	t.Helper()
	for _, text := range moves {
		m, err := strohmandel.ParseMove(text)
		if err != nil {
			t.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return s
}

func legalPlays(s strohmandel.State) deck.Set {
	var v deck.Set
	for _, m := range s.LegalMoves() {
		if c, ok := m.PlayedCard(); ok {
			v = v.With(c)
		}
	}
	return v
}

// TestReveal follows the initial reveal of doc/strohmandel.md §5.2 and
// what each seat sees of it (doc/strohmandel.md §5.5).
func TestReveal(t *testing.T) {
	st, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	if err != nil {
		t.Fatal(err)
	}
	// Before the decision nothing is turned and nobody sees a pile card.
	for seat := range tarock.Seat(2) {
		o := st.Observation(seat)
		for p := range tarock.Seat(2) {
			for _, v := range o.Piles[p] {
				if v.Known != 0 || v.Taken != 0 || v.FaceUp {
					t.Fatalf("seat %d sees %+v before the reveal", seat, v)
				}
			}
		}
	}
	st = apply(t, st, "takeup")
	if st.Phase() != strohmandel.PhasePlay || st.Declarer() != 0 || st.ToMove() != 0 {
		t.Fatalf("phase %v declarer %v to move %v", st.Phase(), st.Declarer(), st.ToMove())
	}
	wantHand0 := set(t, "T8 T9 T10 T11 T12 T13 T14 Skus 2D AD 8S 9S 7C 8C 10C T7 T1 KD T5 JS")
	wantHand1 := set(t, "T15 T16 T17 T18 T19 T20 3H 2H JH CH CD QD 10S CC QS KH T6 KC 7S")
	if st.Hand(0) != wantHand0 || st.Hand(1) != wantHand1 {
		t.Errorf("hands %v / %v", st.Hand(0), st.Hand(1))
	}
	if st.FaceUpTops(0) != set(t, "3D QH") || st.FaceUpTops(1) != set(t, "JD 9C") {
		t.Errorf("tops %v / %v", st.FaceUpTops(0), st.FaceUpTops(1))
	}
	lens := func(seat tarock.Seat) [3]int {
		var l [3]int
		for i, p := range st.Piles(seat) {
			l[i] = p.Len()
		}
		return l
	}
	if lens(0) != [3]int{3, 0, 4} || lens(1) != [3]int{0, 4, 4} {
		t.Errorf("pile sizes %v %v", lens(0), lens(1))
	}
	if st.Playable(0) != wantHand0|set(t, "3D QH") {
		t.Errorf("playable %v", st.Playable(0))
	}
	// The dealer saw T7 T1 KD T5 go into forehand's hand, not JS (doc/strohmandel.md §5.4).
	o1 := st.Observation(1)
	if o1.Revealed[0] != set(t, "T7 T1 KD T5") || o1.KnownHand[0] != set(t, "T7 T1 KD T5") {
		t.Errorf("dealer sees forehand's %v / %v", o1.Revealed[0], o1.KnownHand[0])
	}
	if o1.Piles[0][1].Known != 0b0111 || o1.HandSize[0] != 20 {
		t.Errorf("dealer's view of forehand's pile 1: %+v, hand size %d", o1.Piles[0][1], o1.HandSize[0])
	}
	// Forehand knows the card he took in unseen.
	o0 := st.Observation(0)
	if o0.Piles[0][1].Known != 0b1111 || o0.Piles[0][1].Cards[3] != deck.SpadesJack {
		t.Errorf("forehand's view of his pile 1: %+v", o0.Piles[0][1])
	}
	if o0.Revealed[1] != set(t, "KH T6 KC") || o0.Piles[1][0].Known != 0b0111 {
		t.Errorf("forehand sees the dealer's %v, %+v", o0.Revealed[1], o0.Piles[1][0])
	}
	// Hidden cards below a face-up top are unknown to both (doc/strohmandel.md §5.5).
	if o0.Piles[0][2].Known != 0b0001 || o1.Piles[0][2].Known != 0b0001 {
		t.Errorf("pile 2 views %+v %+v", o0.Piles[0][2], o1.Piles[0][2])
	}
	// LastCardShown: the last card is shown to both (doc/strohmandel.md §5.4).
	shown := strohmandel.MayrSedlaczek2007
	shown.LastCardShown = true
	st2, _ := strohmandel.NewGame(shown, tableDeal(t))
	st2 = apply(t, st2, "takeup")
	if o := st2.Observation(1); o.Revealed[0] != set(t, "T7 T1 KD T5 JS") {
		t.Errorf("LastCardShown: %v", o.Revealed[0])
	}
}

// TestReplenishAndFollowSuit plays three tricks of the table deal:
// replenishing after the trick (doc/strohmandel.md §5.3) and following
// suit with face-up tops (doc/strohmandel.md §5.6, §7.2).
func TestReplenishAndFollowSuit(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	st = apply(t, st, "takeup", "play 3D")
	// Mid-trick: forehand's pile 0 has no face-up top and nothing new is seen.
	p0 := st.Piles(0)[0]
	if _, up := p0.Top(); up || p0.Len() != 2 || st.Hand(0).Has(deck.SpadesKing) {
		t.Fatalf("pile 0 mid-trick: len %d, hand %v", p0.Len(), st.Hand(0))
	}
	if o := st.Observation(1); o.Piles[0][0].Known != 0b0011 {
		t.Errorf("the dealer sees forehand's pile 0 mid-trick: %+v", o.Piles[0][0])
	}
	// Diamonds in hand and as a top: either may be played (doc/strohmandel.md §7.2 1).
	if got := legalPlays(st); got != set(t, "JD CD QD") {
		t.Errorf("dealer may play %v, want JD CD QD", got)
	}
	if _, err := st.Apply(strohmandel.Play(deck.Spades10)); !errors.Is(err, tarock.ErrMustFollowSuit) {
		t.Errorf("revoke accepted or wrong reason: %v", err)
	}
	st = apply(t, st, "play JD")
	// After the trick: KS turned into forehand's hand, QC last (unseen);
	// the dealer's pile 1 turns 4D as its new top.
	if !st.Hand(0).ContainsAll(set(t, "KS QC")) || st.Piles(0)[0].Len() != 0 {
		t.Errorf("forehand's pile 0 not replenished: hand %v", st.Hand(0))
	}
	if st.FaceUpTops(1) != set(t, "4D 9C") || st.ToMove() != 1 {
		t.Errorf("dealer's tops %v, to move %v", st.FaceUpTops(1), st.ToMove())
	}
	o := st.Observation(1)
	if !o.Revealed[0].Has(deck.SpadesKing) || o.Revealed[0].Has(deck.ClubsQueen) {
		t.Errorf("dealer's view of forehand's reveals %v", o.Revealed[0])
	}
	// Hearts led: forehand holds hearts only as the face-up top QH: he must
	// play it (doc/strohmandel.md §7.2 1).
	st = apply(t, st, "play JH")
	if got := legalPlays(st); got != set(t, "QH") {
		t.Errorf("forehand may play %v, want QH", got)
	}
	st = apply(t, st, "play QH")
	// Pile 2 turns T2 and T3 into the hand and gives T4 unseen.
	if !st.Hand(0).ContainsAll(set(t, "T2 T3 T4")) || st.FaceUpTops(0) != 0 {
		t.Errorf("pile 2: hand %v tops %v", st.Hand(0), st.FaceUpTops(0))
	}
	// Clubs led: the dealer's clubs are in hand (KC CC) and a top (9C).
	st = apply(t, st, "play 8C")
	if got := legalPlays(st); got != set(t, "9C CC KC") {
		t.Errorf("dealer may play %v, want 9C CC KC", got)
	}
}

// TestThrowIn follows the throw-in state machine of doc/strohmandel.md
// §3.4.
func TestThrowIn(t *testing.T) {
	// Forehand has no tarock in hand; the dealer has no tarock either.
	d := makeDeal(t,
		[2]string{
			"3H 2H AH JH 4D 3D 2D AD 7S 8S 9S 10S 7C 8C 9C",
			"CH QH KH JD CD QD KD JS CS QS KS 10C JC CC QC",
		},
		[2][3]string{
			{"T1 T2 T3 T4", "T5 T6 T7 T8", "T9 T10 T11 T12"},
			{"T13 T14 T15 T16", "T17 T18 T19 T20", "T21 Skus 4H KC"},
		})
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, d)
	if got := st.LegalMoves(); len(got) != 3 || got[2] != strohmandel.ThrowIn {
		t.Fatalf("forehand's moves %v", got)
	}
	thrown := apply(t, st, "throwin")
	r, ok := thrown.Result()
	if !ok || r.Kind != strohmandel.KindThrownIn || r.Played() || !r.SameDealer || thrown.Outcome().Played {
		t.Errorf("throw-in result %+v", r)
	}
	// Forehand takes up: the dealer, without tarock, may still throw in.
	up := apply(t, st, "takeup")
	if up.Phase() != strohmandel.PhaseThrowIn || up.ToMove() != 1 {
		t.Fatalf("phase %v", up.Phase())
	}
	if got := up.LegalMoves(); len(got) != 2 {
		t.Errorf("dealer's moves %v", got)
	}
	if next := apply(t, up, "continue"); next.Phase() != strohmandel.PhasePlay {
		t.Errorf("continue: phase %v", next.Phase())
	}
	// After passing, no throw-in for forehand; the dealer may.
	passed := apply(t, st, "pass")
	if got := passed.LegalMoves(); len(got) != 3 {
		t.Errorf("dealer's moves after a pass %v", got)
	}
	// Beck has no throw-in (ThrowInNoTarock off).
	beck, _ := strohmandel.NewGame(strohmandel.Beck1972, d)
	if _, err := beck.Apply(strohmandel.ThrowIn); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("Beck throw-in: %v", err)
	}
}

// TestBothPass checks each BothPass option (doc/strohmandel.md §4.2).
func TestBothPass(t *testing.T) {
	for _, c := range []struct {
		opt        strohmandel.BothPass
		kind       strohmandel.GameKind
		sameDealer bool
	}{
		{strohmandel.BothPassSimpleGame, strohmandel.KindSimpleGame, false},
		{strohmandel.BothPassRedealForehand, strohmandel.KindRedeal, false},
		{strohmandel.BothPassRedealSameDealer, strohmandel.KindRedeal, true},
		{strohmandel.BothPassTrischaken, strohmandel.KindTrischaken, false},
	} {
		rules := strohmandel.MayrSedlaczek2007
		rules.BothPass = c.opt
		st, _ := strohmandel.NewGame(rules, tableDeal(t))
		st = apply(t, st, "pass", "pass")
		if st.Kind() != c.kind || st.Declarer() != tarock.NoSeat {
			t.Errorf("%v: kind %v", c.opt, st.Kind())
		}
		if c.kind == strohmandel.KindRedeal {
			r, _ := st.Result()
			if !st.Done() || r.SameDealer != c.sameDealer || r.Played() {
				t.Errorf("%v: %+v", c.opt, r)
			}
			continue
		}
		if st.Phase() != strohmandel.PhasePlay || st.ToMove() != 0 {
			t.Errorf("%v: phase %v, to move %v", c.opt, st.Phase(), st.ToMove())
		}
		if got := st.Obligations().MustBeat; got != (c.kind == strohmandel.KindTrischaken) {
			t.Errorf("%v: must beat %v", c.opt, got)
		}
	}
	// Trischaken: forehand leads 3D; the dealer must beat it if he can (doc/strohmandel.md §4.2).
	rules := strohmandel.Tirol2025
	st, _ := strohmandel.NewGame(rules, tableDeal(t))
	st = apply(t, st, "pass", "pass")
	// Forehand holds the Pagat and other tarocks: he may not play it (N).
	if lead := legalPlays(st); lead.Has(deck.Pagat) || !lead.Has(deck.Tarock8) {
		t.Errorf("Trischaken: forehand may lead %v", lead)
	}
	if _, err := st.Apply(strohmandel.Play(deck.Pagat)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("Trischaken Pagat lead: %v", err)
	}
	st = apply(t, st, "play 3D")
	if got := legalPlays(st); got != set(t, "JD CD QD") {
		t.Errorf("Trischaken: dealer may play %v", got)
	}
}

// TestFirstLead: under Furr the declarer leads (doc/strohmandel.md §7.1).
func TestFirstLead(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.Furr2009, tableDeal(t))
	st = apply(t, st, "pass", "takeup")
	if st.Phase() != strohmandel.PhasePlay || st.ToMove() != 1 || st.CurrentTrick().Leader() != 1 {
		t.Errorf("Furr: %v leads", st.ToMove())
	}
	st, _ = strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	if st = apply(t, st, "pass", "takeup"); st.ToMove() != 0 {
		t.Errorf("M&S: %v leads", st.ToMove())
	}
}

// TestAnnouncements follows the announcement phase of the Tirol rules
// (doc/strohmandel.md §9.7) with Kontra and Re.
func TestAnnouncements(t *testing.T) {
	rules := strohmandel.Tirol2025
	rules.Kontra = true
	st, _ := strohmandel.NewGame(rules, tableDeal(t))
	st = apply(t, st, "takeup")
	if st.Phase() != strohmandel.PhaseAnnounce || st.ToMove() != 0 {
		t.Fatalf("phase %v", st.Phase())
	}
	// Forehand holds the Pagat after the reveal: all three items; no Kontra
	// for the declarer.
	if got := strings.Join(movesText(st), ","); got != "announce pagatultimo,announce trull,announce kings,ready" {
		t.Errorf("forehand's moves %s", got)
	}
	st = apply(t, st, "announce trull", "ready")
	if got := movesText(st); strings.Join(got, ",") != "announce kings,kontra,ready" {
		t.Errorf("dealer's moves %v", got)
	}
	st = apply(t, st, "kontra", "ready")
	if st.ToMove() != 0 || strings.Join(movesText(st), ",") != "re,ready" {
		t.Fatalf("forehand's answer %v", movesText(st))
	}
	st = apply(t, st, "re", "ready")
	if st.Phase() != strohmandel.PhasePlay || st.KontraLevel() != 2 || st.Announced(0) != strohmandel.AnnounceTrull {
		t.Errorf("phase %v kontra %d announced %v", st.Phase(), st.KontraLevel(), st.Announced(0))
	}
	if _, err := st.Apply(strohmandel.Ready); !errors.Is(err, tarock.ErrWrongPhase) {
		t.Errorf("ready in play: %v", err)
	}
}

func movesText(s strohmandel.State) []string {
	var out []string
	for _, m := range s.LegalMoves() {
		out = append(out, m.String())
	}
	return out
}

// TestCalls checks in random games when the calls of doc/strohmandel.md
// §6 notes are generated: Trull and Königstrull with the first card of a
// combination held entirely in hand, Ross on XVII with XVIII in hand,
// Topschin on XVIII led right after winning the Ross trick.
func TestCalls(t *testing.T) {
	rules := strohmandel.MayrSedlaczekWeb2001Classic
	rules.Rostopschin = true
	rng := rand.New(rand.NewPCG(5, 6))
	seen := map[strohmandel.Call]int{}
	var buf []strohmandel.Move
	for range 3000 {
		st, _ := strohmandel.NewGame(rules, strohmandel.Shuffled(rng))
		rossTrick := -1
		for !st.Done() {
			buf = st.AppendLegalMoves(buf[:0])
			seat := st.ToMove()
			h := st.Hand(seat)
			for _, m := range buf {
				c, _ := m.PlayedCard()
				switch m.Calls {
				case strohmandel.CallTrull:
					if !c.IsTrull() || !h.ContainsAll(deck.Trull) {
						t.Fatalf("%v with hand %v", m, h)
					}
				case strohmandel.CallKingsTrull:
					if !c.IsKing() || !h.ContainsAll(deck.Kings) {
						t.Fatalf("%v with hand %v", m, h)
					}
				case strohmandel.CallRoss:
					if c != deck.Tarock17 || !h.Has(deck.Tarock18) {
						t.Fatalf("%v with hand %v", m, h)
					}
				case strohmandel.CallTopschin:
					if c != deck.Tarock18 || !st.CurrentTrick().IsEmpty() || rossTrick != st.TricksPlayed()-1 {
						t.Fatalf("%v after Ross in trick %d, now trick %d", m, rossTrick, st.TricksPlayed())
					}
				}
				seen[m.Calls]++
			}
			// Prefer a move with a call, to reach the Topschin.
			m := buf[rng.IntN(len(buf))]
			for _, x := range buf {
				if x.Calls != 0 {
					m = x
				}
			}
			if m.Calls == strohmandel.CallRoss {
				rossTrick = st.TricksPlayed()
			}
			st, _ = st.Apply(m)
		}
	}
	for _, c := range []strohmandel.Call{strohmandel.CallTrull, strohmandel.CallKingsTrull, strohmandel.CallRoss, strohmandel.CallTopschin} {
		if seen[c] == 0 {
			t.Errorf("call %v never generated", c)
		}
	}
}

// TestRostopschinPlay plays a Rostopschin through Apply: forehand holds
// XVII and XVIII and, as Furr's declarer, leads (doc/strohmandel.md §6
// note).
func TestRostopschinPlay(t *testing.T) {
	d := makeDeal(t,
		[2]string{
			"T8 T9 T10 T11 T12 T13 T14 T17 T18 2D AD 8S 9S 7C 8C",
			"T15 T16 T19 T20 Skus 3H 2H JH CH CD QD 10S CC QS 10C",
		},
		[2][3]string{
			{"T7 3D KS QC", "T1 KD T5 JS", "QH T2 T3 T4"},
			{"KH T6 KC 7S", "JD 4D JC CS", "9C 4H AH T21"},
		})
	finish := func(s strohmandel.State) strohmandel.Result {
		for !s.Done() {
			s, _ = s.Apply(s.LegalMoves()[0])
		}
		r, _ := s.Result()
		return r
	}
	rostopschin := func(r strohmandel.Result) strohmandel.Item {
		for _, it := range r.Items[:r.NumItems] {
			if it.Kind == strohmandel.ItemRostopschin {
				return it
			}
		}
		return strohmandel.Item{}
	}
	st, _ := strohmandel.NewGame(strohmandel.Furr2009, d)
	st = apply(t, st, "takeup", "play T17 ross", "play T15")
	if got := movesText(st); !strings.Contains(strings.Join(got, ","), "play T18 topschin") {
		t.Fatalf("no Topschin among %v", got)
	}
	made := apply(t, st, "play T18 topschin", "play T16")
	if it := rostopschin(finish(made)); it.To != 0 || it.Failed || it.Points != 1 {
		t.Errorf("made: %+v", it)
	}
	// Leading something else after "Ross!" fails it: +1 to the opponent.
	failed := apply(t, st, "play T8")
	if it := rostopschin(finish(failed)); it.To != 1 || !it.Failed || it.Points != 1 {
		t.Errorf("failed: %+v", it)
	}
	// The Topschin call is only legal on the lead right after the Ross trick.
	if _, err := apply(t, failed, "play T6").Apply(strohmandel.PlayCalling(deck.Tarock18, strohmandel.CallTopschin)); !errors.Is(err, tarock.ErrNotAllowed) {
		t.Errorf("late Topschin: %v", err)
	}
}

// TestMatch checks the match: alternating dealer, throw-ins and doubling
// after a draw (doc/strohmandel.md §8.2).
func TestMatch(t *testing.T) {
	m, err := strohmandel.NewMatch(strohmandel.MayrSedlaczek2007, 0)
	if err != nil {
		t.Fatal(err)
	}
	if m.Seat(0) != strohmandel.Dealer || m.Player(tarock.Forehand) != 1 {
		t.Fatal("seats")
	}
	won := func(delta0 int, next int) strohmandel.Result {
		return strohmandel.Result{Kind: strohmandel.KindTakenUp, Deltas: [2]int{delta0, -delta0}, DoubleNext: next}
	}
	drawn := strohmandel.Result{Kind: strohmandel.KindSimpleGame, Drawn: true, Winner: tarock.NoSeat, DoubleNext: 2}
	steps := []struct {
		r         strohmandel.Result
		pay0      int
		dealer    int
		doubled   int
		totalPay0 int
	}{
		{won(3, 0), -3, 1, 0, -3}, // player 0 dealt (seat 1): seat 0 = player 1 won 3
		{drawn, 0, 0, 2, -3},      // a drawn simple game: the next two played deals double
		{strohmandel.Result{Kind: strohmandel.KindThrownIn, SameDealer: true}, 0, 0, 2, -3}, // thrown in: same dealer, no effect
		{won(2, 0), -4, 1, 1, -7},                                        // doubled: player 1 (seat 0) wins 2×2
		{won(-2, 2), -4, 0, 2, -11},                                      // doubled, and a new trigger: never ×4, extends to 2
		{won(1, 0), -2, 1, 1, -13},                                       // doubled
		{strohmandel.Result{Kind: strohmandel.KindRedeal}, 0, 0, 1, -13}, // both passed, redeal by the old forehand
		{won(1, 0), -2, 1, 0, -15},                                       // the last doubled deal
		{won(1, 0), 1, 0, 0, -14},                                        // normal again
	}
	for i, s := range steps {
		var pay [2]int
		m, pay, err = m.Record(s.r)
		if err != nil {
			t.Fatal(err)
		}
		if pay[0] != s.pay0 || pay[0]+pay[1] != 0 || m.Dealer != s.dealer || m.DoubledLeft != s.doubled || m.Totals[0] != s.totalPay0 {
			t.Fatalf("step %d: pay %v dealer %d doubled %d totals %v; want %d %d %d %d", i, pay, m.Dealer, m.DoubledLeft, m.Totals, s.pay0, s.dealer, s.doubled, s.totalPay0)
		}
	}
	if _, _, err := m.Record(strohmandel.Result{}); !errors.Is(err, tarock.ErrWrongPhase) {
		t.Errorf("unfinished deal recorded: %v", err)
	}
	// A misdeal costs the dealer 1, 2 in a doubled deal (doc/strohmandel.md §3.5).
	m.DoubledLeft = 1
	m2, pay, err := m.Misdeal()
	if err != nil || pay[m.Dealer] != -2 || m2.Dealer != m.Dealer || m2.DoubledLeft != 1 {
		t.Errorf("misdeal %v %v", pay, err)
	}
	m.Dealer = 7
	if _, _, err := m.Misdeal(); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
	if _, _, err := m.Record(won(1, 0)); !errors.Is(err, tarock.ErrInvalidRules) {
		t.Errorf("bad dealer: %v", err)
	}
}

// TestValidate checks that Rules.Validate and Deal.Validate name the bad
// field and wrap the sentinels.
func TestValidate(t *testing.T) {
	for _, n := range strohmandel.Presets() {
		if err := n.Rules.Validate(); err != nil {
			t.Errorf("%v: %v", n.Name, err)
		}
	}
	bad := []struct {
		field string
		f     func(*strohmandel.Rules)
	}{
		{"Scoring", func(r *strohmandel.Rules) { r.Scoring = 99 }},
		{"BothPass", func(r *strohmandel.Rules) { r.BothPass = 9 }},
		{"Birds", func(r *strohmandel.Rules) { r.Birds = 0x30 }},
		{"Mondfang", func(r *strohmandel.Rules) { r.Mondfang = -1 }},
		{"Values.Valat", func(r *strohmandel.Rules) { r.Values.Valat = 101 }},
		{"ValatReplacesGame", func(r *strohmandel.Rules) { r.ValatReplacesGame, r.Values.Valat = true, 0 }},
		{"DoubleAfterDraw", func(r *strohmandel.Rules) { r.DoubleAfterDraw = 7 }},
	}
	for _, b := range bad {
		r := strohmandel.MayrSedlaczek2007
		b.f(&r)
		err := r.Validate()
		if !errors.Is(err, tarock.ErrInvalidRules) || !strings.Contains(err.Error(), b.field) {
			t.Errorf("%s: %v", b.field, err)
		}
		if _, err := strohmandel.NewGame(r, tableDeal(t)); !errors.Is(err, tarock.ErrInvalidRules) {
			t.Errorf("NewGame accepted bad %s", b.field)
		}
	}
	d := tableDeal(t)
	d.Piles[1][2][3] = deck.Skus // twice
	if _, err := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, d); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("duplicate card: %v", err)
	}
	d = tableDeal(t)
	d.Hands[0] = d.Hands[0].Without(deck.Skus)
	if err := d.Validate(); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("short hand: %v", err)
	}
	var o deck.Order
	if _, err := strohmandel.DealOrder(o); !errors.Is(err, tarock.ErrInvalidDeal) {
		t.Errorf("bad order: %v", err)
	}
	if d, err := strohmandel.DealOrder(deck.NewOrder()); err != nil || d.Hands[0] != set(t, "T1 T2 T3 T4 T5 T11 T12 T13 T14 T15 T21 Skus 4H 3H 2H") ||
		d.Piles[0][0] != [4]deck.Card{deck.Diamonds4, deck.Diamonds3, deck.Diamonds2, deck.DiamondsAce} {
		t.Errorf("DealOrder: %v %v", d.Hands[0], d.Piles[0][0])
	}
}

// TestIllegalMovesKeepState checks the reasons of refused moves.
func TestIllegalMovesKeepState(t *testing.T) {
	st, _ := strohmandel.NewGame(strohmandel.MayrSedlaczek2007, tableDeal(t))
	cases := []struct {
		s    strohmandel.State
		m    strohmandel.Move
		want error
	}{
		{st, strohmandel.Play(deck.Skus), tarock.ErrWrongPhase},
		{st, strohmandel.Ready, tarock.ErrWrongPhase},
		{st, strohmandel.ThrowIn, tarock.ErrNotAllowed},
		{apply(t, st, "takeup"), strohmandel.Play(deck.Tarock20), tarock.ErrCardNotHeld},
		{apply(t, st, "takeup"), strohmandel.PlayCalling(deck.Skus, strohmandel.CallTrull), tarock.ErrNotAllowed},
		{apply(t, st, "takeup", "play 7C"), strohmandel.Play(deck.Tarock15), tarock.ErrMustFollowSuit},
		{apply(t, st, "takeup", "play T8"), strohmandel.Play(deck.Hearts2), tarock.ErrMustFollowSuit},
		{apply(t, st, "takeup", "play 7C", "play KC", "play JH"), strohmandel.Play(deck.Tarock8), tarock.ErrMustFollowSuit},
	}
	for i, c := range cases {
		next, err := c.s.Apply(c.m)
		var me *tarock.MoveError
		if !errors.Is(err, c.want) || !errors.As(err, &me) || me.Reason != c.want {
			t.Errorf("case %d (%v): %v, want %v", i, c.m, err, c.want)
		}
		if ok, d := tarocktest.Equal(next, c.s); !ok {
			t.Errorf("case %d changed the state: %s", i, d)
		}
	}
	done := st
	for !done.Done() {
		done, _ = done.Apply(done.LegalMoves()[0])
	}
	if _, err := done.Apply(strohmandel.Pass); !errors.Is(err, tarock.ErrGameOver) {
		t.Errorf("move after the end: %v", err)
	}
}
