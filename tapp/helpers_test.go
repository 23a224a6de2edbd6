package tapp_test

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
)

func deal(t testing.TB, s0, s1, s2, lower, upper string) tapp.Deal {
	t.Helper()
	d, err := tapp.NewDeal([3]deck.Set{mustSet(s0), mustSet(s1), mustSet(s2)}, mustSet(lower), mustSet(upper))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// dealW: forehand holds the Pagat and T7–T21; middlehand the Sküs and
// T2–T6. Played with [policy], the declarer (seat 0) loses only trick 6
// (T16, Sküs, JD: 6 card points) and wins the last trick with the Pagat.
func dealW(t testing.TB) tapp.Deal {
	return deal(t,
		"T1 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21",
		"Skus T2 T3 T4 T5 T6 7S 8S 9S 10S JS CS QS KS AH AD",
		"JH CH QH KH JD CD QD KD 7C 8C 9C 10C JC CC QC KC",
		"4H 3H 2H", "4D 3D 2D")
}

// dealL: forehand holds the Sküs and fifteen red cards. Played with
// [policy], the declarer (seat 0) wins only trick 1 (Sküs, Pagat, T11: 9
// card points) and the defenders all the rest.
func dealL(t testing.TB) tapp.Deal {
	return deal(t,
		"Skus 4H 3H 2H AH JH CH QH KH 4D 3D 2D AD JD CD QD",
		"T21 T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 10S JS CS QS KS",
		"T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 KD 10C JC CC QC KC",
		"7S 8S 9S", "7C 8C 9C")
}

// dealP is played with scriptP: seat 0 wins every trick; middlehand keeps
// the Pagat to the last trick, where seat 0's T15 beats it.
func dealP(t testing.TB) tapp.Deal {
	return deal(t,
		"KH JH KD JD KS JS KC JC Skus T21 T20 T19 T18 T17 T16 T15",
		"QH AH QD AD QS 10S QC 10C T1 T2 T3 T4 T5 T6 T7 T8",
		"CH 2H CD 2D CS 9S CC 9C T9 T10 T11 T12 T13 T14 8C 7C",
		"4H 3H 4D", "3D 8S 7S")
}

// scriptP is the 16 tricks of dealP, each in playing order (seat 0 leads
// every trick).
var scriptP = []string{
	"KH QH CH", "JH AH 2H", "KD QD CD", "JD AD 2D",
	"KS QS CS", "JS 10S 9S", "KC QC CC", "JC 10C 9C",
	"Skus T8 T9", "T21 T7 T10", "T20 T6 T11", "T19 T5 T12",
	"T18 T4 T13", "T17 T3 T14", "T16 T2 8C", "T15 T1 7C",
}

// policy plays a deal out: the declarer plays his strongest legal card
// (deck.Set.Highest), everybody else his weakest (deck.Set.Lowest).
func policy(s tapp.State) tapp.Move {
	legal := tarock.LegalPlays(s.Hand(s.ToMove()), s.CurrentTrick(), s.Obligations())
	var c deck.Card
	if s.ToMove() == s.Declarer() {
		c, _ = legal.Highest()
	} else {
		c, _ = legal.Lowest()
	}
	return tapp.Play(c)
}

// play applies the moves in notation, then the scripted tricks (cards in
// playing order) if any, then plays to the end with policy.
func play(t testing.TB, r tapp.Rules, d tapp.Deal, moves []string, tricks []string) tapp.State {
	t.Helper()
	st, err := tapp.NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range moves {
		st = apply(t, st, text)
	}
	for _, tr := range tricks {
		for _, tok := range splitFields(tr) {
			st = apply(t, st, "play "+tok)
		}
	}
	for !st.Done() {
		if st.Phase() != tapp.PhasePlay {
			t.Fatalf("deal stopped in phase %v, %v to move", st.Phase(), st.ToMove())
		}
		var err error
		if st, err = st.Apply(policy(st)); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

func apply(t testing.TB, st tapp.State, text string) tapp.State {
	t.Helper()
	m, err := tapp.ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	next, err := st.Apply(m)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return next
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i, r := range s + " " {
		if r == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

func play0(t testing.TB, r tapp.Rules, d tapp.Deal, moves ...string) tapp.State {
	t.Helper()
	st, err := tapp.NewGame(r, d)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		st = apply(t, st, m)
	}
	return st
}
