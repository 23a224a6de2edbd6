package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/record"
)

// TestScreen drives a whole deal of each game through the program's input
// as a person would: the computer players named by -names, every card
// answered bare (in the Unicode form, "K♥", "XX"), and once a card that
// does not follow suit. It checks the screen: the names in the moves told,
// the tricks and the settlement, the refusal in a player's words, the same
// deal as when answering by number, the moves listed in the order of the
// hand, and no "1 cards".
func TestScreen(t *testing.T) {
	for _, tc := range []struct {
		game  string
		names string
	}{{"tapp", "Anna,Bert"}, {"strohmandel", "Anna"}, {"koenigrufen", "Anna,Bert,Carl"}} {
		t.Run(tc.game, func(t *testing.T) {
			dir := t.TempDir()
			for seed := 1; seed <= 30; seed++ {
				args := []string{"-game", tc.game, "-seed", fmt.Sprint(seed), "-names", tc.names}
				first := filepath.Join(dir, "first.txt")
				script(t, ones(300), append(args, "-save", first)...)
				answers, refused, want := revoke(t, first, tc.game)
				if refused < 0 {
					continue // no chance to revoke in this deal
				}
				second := filepath.Join(dir, "second.txt")
				out := script(t, answers, append(args, "-save", second)...)
				a, _ := os.ReadFile(first)
				b, _ := os.ReadFile(second)
				if !bytes.Equal(a, b) {
					t.Fatalf("seed %d: answering with cards gave another deal:\n%s\n---\n%s\n---\n%s", seed, a, b, out)
				}
				if !strings.Contains(out, "Your move> "+answers[refused]+"\nNot allowed: "+want+".\n") {
					t.Errorf("seed %d: %s was not refused with %q:\n%s", seed, answers[refused], want, out)
				}
				_, deltas, _ := finalOf(t, first, tc.game, 0)
				names := append([]string{"you"}, strings.Split(tc.names, ",")...)
				var balance []string
				for s, n := range names {
					balance = append(balance, n+" "+signed(deltas[s]))
				}
				settlement := out[strings.Index(out, "The deal is over."):]
				if want := strings.Join(balance, ", "); !hasBalance(settlement, want) || !strings.Contains(settlement, "Anna") {
					t.Errorf("seed %d: the settlement lacks Anna or the balance %q:\n%s", seed, want, settlement)
				}
				for _, want := range []string{"Anna: play ", "— won by ", "You are forehand"} {
					if !strings.Contains(out, want) {
						t.Errorf("seed %d: the screen lacks %q:\n%s", seed, want, out)
					}
				}
				for _, bad := range []string{" 1 cards", "seat 0", "seat 1", "forehand:", "dealer:", "middlehand:"} {
					if strings.Contains(out, bad) {
						t.Errorf("seed %d: the screen says %q:\n%s", seed, bad, out)
					}
				}
				if tc.game != "strohmandel" {
					sortedLikeHand(t, out)
				}
				// doc/koenigrufen.md §6.2: the contract, the called king
				// and the partner as far as the human knows him.
				if tc.game == "koenigrufen" {
					for _, want := range []string{"Contract: ", "Tricks won: you "} {
						if !strings.Contains(out, want) {
							t.Errorf("seed %d: the screen lacks %q:\n%s", seed, want, out)
						}
					}
					if strings.Contains(out, ": call ") || strings.Contains(out, "Your move> call") {
						if !strings.Contains(out, ", called king ") {
							t.Errorf("seed %d: the screen lacks the called king:\n%s", seed, out)
						}
						if !strings.Contains(out, "; partner ") && !strings.Contains(out, "; no partner") {
							t.Errorf("seed %d: the screen never names the partner:\n%s", seed, out)
						}
					}
				}
				return
			}
			t.Fatal("in no deal could forehand revoke")
		})
	}
}

// revoke reads the record of a deal forehand played and returns his
// decisions as answers, the plays written as bare cards, with one card
// that does not follow suit inserted before the first decision where he
// holds one; the index of that answer (-1 if there is none); and the
// refusal the screen must give.
func revoke(t *testing.T, file, game string) (answers []string, refused int, want string) {
	t.Helper()
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	refused = -1
	// decide adds the answer for move m from a state where forehand had
	// legal moves and trick was in progress; try tells whether a play of
	// a card is refused as a revoke.
	decide := func(m interface {
		String() string
		PlayedCard() (deck.Card, bool)
	}, legal int, trick tarock.Trick, try func(deck.Card) error) {
		if legal < 2 {
			return // made for him
		}
		if refused < 0 && !trick.IsEmpty() {
			led, _ := trick.Led()
			for c := range deck.FullPack.All() {
				if err := try(c); errors.Is(err, tarock.ErrMustFollowSuit) {
					refused = len(answers)
					answers = append(answers, c.Unicode())
					want = "you must follow suit: " + strings.ToLower(led.English()) + " were led"
					if led == deck.Tarock {
						want = "you must follow suit: a tarock was led"
					}
					break
				}
			}
		}
		if c, ok := m.PlayedCard(); ok && len(strings.Fields(m.String())) == 2 {
			answers = append(answers, c.Unicode())
			return
		}
		answers = append(answers, m.String())
	}
	if game == "tapp" {
		g, err := tapp.Replay(rec)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range g.Moves {
			st := g.States[i]
			if st.ToMove() != 0 {
				continue
			}
			decide(m, len(st.AppendLegalMoves(nil)), st.Observation(0).CurrentTrick, func(c deck.Card) error {
				_, err := st.Apply(tapp.Play(c))
				return err
			})
		}
		return answers, refused, want
	}
	if game == "koenigrufen" {
		g, err := koenigrufen.Replay(rec)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range g.Moves {
			st := g.States[i]
			if st.ToMove() != 0 {
				continue
			}
			decide(m, len(st.AppendLegalMoves(nil)), st.Observation(0).CurrentTrick, func(c deck.Card) error {
				_, err := st.Apply(koenigrufen.Play(c))
				return err
			})
		}
		return answers, refused, want
	}
	g, err := strohmandel.Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	final := g.Final()
	st, err := strohmandel.NewGame(final.Rules(), final.Deal())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range final.AppendHistory(nil) {
		if st.ToMove() == 0 {
			decide(m, len(st.AppendLegalMoves(nil)), st.Observation(0).CurrentTrick, func(c deck.Card) error {
				p, err := strohmandel.ParseMove("play " + c.String())
				if err != nil {
					return err
				}
				_, err = st.Apply(p)
				return err
			})
		}
		st, _ = st.Apply(m)
	}
	return answers, refused, want
}

// sortedLikeHand checks every screen of the card play: the cards of the
// listed moves come in the order of the hand shown above them.
func sortedLikeHand(t *testing.T, out string) {
	t.Helper()
	checked := 0
	for _, screen := range strings.Split(out, "Your hand (")[1:] {
		hand, moves, ok := strings.Cut(screen, "Your moves:\n")
		if !ok {
			continue
		}
		moves, _, _ = strings.Cut(moves, "Your move>")
		var order []string
		for _, line := range strings.Split(hand, "\n")[1:] {
			switch f := strings.Fields(line); {
			case len(f) > 1 && f[0] == "Tarocks":
				order = append(order, f[1:]...)
			case len(f) > 2:
				order = append(order, f[2:]...)
			}
		}
		var listed []string
		for _, line := range strings.Split(moves, "\n") {
			if i, j := strings.Index(line, "("), strings.LastIndex(line, ")"); i >= 0 && j > i {
				listed = append(listed, line[i+1:j])
			}
		}
		if len(listed) == 0 {
			continue
		}
		last := -1
		for _, c := range listed {
			i := slices.Index(order, c)
			if i <= last {
				t.Errorf("the moves %v are not in the order of the hand %v:\n%s", listed, order, screen)
				return
			}
			last = i
		}
		checked++
	}
	if checked == 0 {
		t.Error("no screen of the card play was checked")
	}
}
