package strohmandel_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/strohmandel/strohmandeltest"
	"github.com/tarockfamily/sdk/tarock"
)

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
	if o1.Piles[0][1].Known != 0b0111 || o1.HandSizes[0] != 20 {
		t.Errorf("dealer's view of forehand's pile 1: %+v, hand size %d", o1.Piles[0][1], o1.HandSizes[0])
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

var pileCmp = cmp.Options{cmp.Comparer(func(a, b strohmandel.Pile) bool { return a == b })}

// TestPileJSON: a Pile is written as a seat's PileView is, with every card
// known (doc/notation.md "JSON"), and reads back equal, at every moment of
// random deals of the 54 cards and of the 40 cards, whose piles of three
// hold no card at position 0 (doc/strohmandel.md §11.1.3).
func TestPileJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rules := rapid.SampledFrom([]strohmandel.Rules{strohmandel.MayrSedlaczek2007, strohmandel.Zwanziger40}).Draw(t, "rules")
		st, err := strohmandel.NewGame(rules, strohmandeltest.Deal(rules, rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			t.Fatal(err)
		}
		for !st.Done() {
			for seat := range tarock.Seat(strohmandel.Players) {
				for _, p := range st.Piles(seat) {
					b := gametest.CheckJSON(t, p, pileCmp)
					var view strohmandel.PileView
					if err := json.Unmarshal(b, &view); err != nil || view.Taken != p.Taken() || view.Len() != p.Len() {
						t.Fatalf("%s as a PileView: %+v, %v", b, view, err)
					}
				}
			}
			moves := st.LegalMoves()
			if st, err = st.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
	})
	var p strohmandel.Pile
	if err := json.Unmarshal([]byte(`{"cards":[null,"T1","KH","7C"],"taken":2,"faceUp":true}`), &p); err != nil ||
		p.Len() != 2 || p.Taken() != 2 || p.Cards() != deck.SetOf(deck.HeartsKing, deck.Clubs7) || p.Order() != [4]deck.Card{deck.NoCard, deck.Pagat, deck.HeartsKing, deck.Clubs7} {
		t.Errorf("read %+v, %v", p, err)
	} else if top, ok := p.Top(); !ok || top != deck.HeartsKing {
		t.Errorf("top %v, %v; want KH face up", top, ok)
	}
	want := p
	for _, bad := range []string{`{"cards":["T1","T1","KH","7C"],"taken":0,"faceUp":false}`, `{"cards":["T1","T2","KH","7C"],"taken":5,"faceUp":false}`,
		`{"cards":["T1","T2","KH","7C"],"taken":-1}`, `{"cards":["T1","T2","KH","7C"],"taken":4,"faceUp":true}`, `{"cards":[null,"T2","KH","7C"],"taken":0,"faceUp":true}`,
		`{"cards":["T1","T2","KH","7C","8C"]}`, `{"cards":["ZZ"]}`, `{"top":"T1"}`, `[]`} {
		q := want
		err := json.Unmarshal([]byte(bad), &q)
		var te *tarock.TextError
		if !errors.As(err, &te) || q != want {
			t.Errorf("%s: %v, %v; want a *tarock.TextError and no change", bad, q, err)
		}
	}
}

func FuzzPileJSON(f *testing.F) {
	gametest.FuzzJSON[strohmandel.Pile](f, pileCmp, `{"cards":["T1","T14","7C","KH"],"taken":0,"faceUp":true}`,
		`{"cards":[null,"T1","KH","7C"],"taken":2,"faceUp":true}`, `{"cards":["T1","T14","7C","KH"],"taken":3,"faceUp":false}`,
		`{"cards":[null,null,null,null],"taken":4,"faceUp":false}`, `{"cards":["T1","T1","KH","7C"],"taken":0}`,
		`{"cards":["T1","T2","KH","7C"],"taken":4,"faceUp":true}`, `{"cards":["t1","skus","kh"],"TAKEN":1}`, `{"taken":9}`, `null`, `[]`)
}
