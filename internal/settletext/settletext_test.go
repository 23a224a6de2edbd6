package settletext_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tarockfamily/sdk/internal/settletext"
)

var names = []string{"Anna", "Bert", "Carl", "Dora"}

// TestPayment checks the sentence of who pays whom for the shapes of
// payment the games have: one to one (doc/strohmandel.md §8), a declarer
// paid by each defender or paying each of them (doc/tapp.md §10.2), two
// against two and one against three (doc/koenigrufen.md §11.2), and
// shares that are not equal. The headline and the item begin with a
// capital letter even where the game writes its words in lower case.
func TestPayment(t *testing.T) {
	for _, tc := range []struct {
		name   string
		deltas []int
		want   string
	}{
		{"one to one", []int{3, -3}, "Game — Anna won: 3; Bert pays 3 to Anna"},
		{"each defender to the declarer", []int{-3, 6, -3}, "Game — Anna won: 3; Anna and Carl pay 3 each to Bert"},
		{"the declarer to each defender", []int{8, -16, 8}, "Game — Anna won: 3; Bert pays 8 to each of Anna and Carl"},
		{"one to three", []int{-6, 2, 2, 2}, "Game — Anna won: 3; Anna pays 2 to each of Bert, Carl and Dora"},
		{"two to two", []int{1, -1, 1, -1}, "Game — Anna won: 3; Bert and Dora pay 1 each to Anna and Carl, who get 1 each"},
		{"unequal shares", []int{4, -1, -3}, "Game — Anna won: 3; each player's game points: Anna +4, Bert -1, Carl -3"},
		{"nothing", []int{0, 0}, "Game — Anna won: 3; nobody pays"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sh := settletext.Sheet{Names: names[:len(tc.deltas)], Headline: "taken-up game", Balance: tc.deltas,
				Items: []settletext.Item{{Kind: "game", Who: "Anna", Won: true, Value: 3, Factor: 1, Deltas: tc.deltas}}}
			want := "Taken-up game\n  " + tc.want + "\nBalance: " + figures(tc.deltas)
			if d := cmp.Diff(want, sh.Text()); d != "" {
				t.Errorf("text (-want +got):\n%s", d)
			}
		})
	}
}

func figures(d []int) string {
	out := ""
	for i, v := range d {
		if i > 0 {
			out += ", "
		}
		out += names[i] + " " + settletext.Signed(v)
	}
	return out
}

// TestText checks a whole sheet: the lines before the items, an item
// announced and raised by Kontra, the Score beside the Money when they
// differ and one line when they agree (doc/koenigrufen.md §11.1), the
// notes, "you" as a payer, and no trailing newline.
func TestText(t *testing.T) {
	sh := settletext.Sheet{
		Names:    []string{"you", "Bert", "Carl", "Dora"},
		Headline: "Rufer, declared by you with Carl: won with 50 card points to 20",
		Lines:    []string{"tricks: you 6, Bert 2, Carl 3, Dora 1"},
		Items: []settletext.Item{
			{Kind: "Game", Who: "you and Carl", Won: true, Value: 1, Factor: 1, Deltas: []int{1, -1, 1, -1}},
			{Kind: "Pagat Ultimo", How: "announced", Who: "you and Carl", Value: 2, Factor: 2, Deltas: []int{-4, 4, -4, 4}},
			{Kind: "Trischaken", Value: 6, Factor: 1, Deltas: []int{-6, 6, 0, 0}},
		},
		Balance: []int{-9, 9, -3, 3},
		Score:   []int{-7, 7, -1, 1},
		Notes:   []string{"A note."},
	}
	want := `Rufer, declared by you with Carl: won with 50 card points to 20
  tricks: you 6, Bert 2, Carl 3, Dora 1
  Game — you and Carl won: 1; Bert and Dora pay 1 each to you and Carl, who get 1 each
  Pagat Ultimo (announced) — you and Carl lost: 2 × 2 (Kontra) = 4; you and Carl pay 4 each to Bert and Dora, who get 4 each
  Trischaken: 6; you pay 6 to Bert
Score, on the score sheet, without Kontra: you -7, Bert +7, Carl -1, Dora +1
Money, paid, with Kontra: you -9, Bert +9, Carl -3, Dora +3
A note.`
	if d := cmp.Diff(want, sh.Text()); d != "" {
		t.Errorf("text (-want +got):\n%s", d)
	}
	sh.Score = sh.Balance
	sh.Items, sh.Lines, sh.Notes = nil, nil, nil
	want = "Rufer, declared by you with Carl: won with 50 card points to 20\nScore and Money alike: you -9, Bert +9, Carl -3, Dora +3"
	if d := cmp.Diff(want, sh.Text()); d != "" {
		t.Errorf("text with Score and Money alike (-want +got):\n%s", d)
	}
}

// TestNames checks the names of the seats, a list of them and the counts.
func TestNames(t *testing.T) {
	got := []string{
		settletext.List(settletext.Names([]string{"Anna", " ", "Carl "}, 4)...),
		settletext.List(), settletext.List("Anna"), settletext.List("Anna", "Bert"),
		settletext.Count(1, "trick"), settletext.Count(0, "trick"),
		settletext.Signed(3), settletext.Signed(-3), settletext.Signed(0),
	}
	want := []string{"Anna, seat 1, Carl and seat 3", "nobody", "Anna", "Anna and Bert", "1 trick", "0 tricks", "+3", "-3", "0"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
