package thumb

import (
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/tarock"
	"pgregory.net/rapid"
)

// trick returns the trick led by leader among players seats with the
// cards of s played in order.
func trick(t testing.TB, leader tarock.Seat, players int, cards ...string) tarock.Trick {
	t.Helper()
	tr := tarock.NewTrick(leader, players)
	for _, s := range cards {
		var err error
		if tr, err = tr.Play(card(t, s)); err != nil {
			t.Fatal(err)
		}
	}
	return tr
}

// TestSaw: a seat that does not follow the suit led shows void in it; with
// TarockVoid a suit card on another suit shows void in tarocks too
// (doc/koenigrufen.md §9.2).
func TestSaw(t *testing.T) {
	for _, tarockVoid := range []bool{false, true} {
		tb := NewTable(0, 4)
		tb.TarockVoid = tarockVoid
		for i, c := range []string{"KH", "7S", "T3", "QH", "7C", "8C", "9C", "JD"} {
			tb.Saw(tarock.Seat(i%4), card(t, c))
		}
		want := [MaxPlayers]uint8{0, 1 << deck.Hearts, 1 << deck.Hearts, 1 << deck.Clubs}
		if tarockVoid {
			want[1] |= 1 << deck.Tarock
			want[3] |= 1 << deck.Tarock
		}
		if tb.Void != want {
			t.Errorf("TarockVoid %v: Void = %b, want %b", tarockVoid, tb.Void, want)
		}
	}
}

// TestBeats: in a colour contract a tarock never beats a suit card
// (doc/koenigrufen.md §4.3).
func TestBeats(t *testing.T) {
	tb := NewTable(0, 4)
	if !tb.Beats(card(t, "T1"), card(t, "KH")) {
		t.Error("T1 does not beat KH with tarocks as trumps")
	}
	tb.NoTrumps = true
	if tb.Beats(card(t, "T1"), card(t, "KH")) || !tb.Beats(card(t, "T2"), card(t, "T1")) {
		t.Error("in a colour contract T1 beats KH, or T2 does not beat T1")
	}
}

// table4 is the table of seat 2 among four seats whose partner is seat 0,
// with the trick led by seat 0.
func table4(t testing.TB, out string, played ...string) Table {
	tb := NewTable(2, 4)
	tb.Opponent = [MaxPlayers]bool{false, true, false, true}
	tb.Out = set(t, out)
	tb.Trick = trick(t, 0, 4, played...)
	return tb
}

// TestFollow checks the rules of thumb for following (doc/tapp.md §8,
// doc/koenigrufen.md §9).
func TestFollow(t *testing.T) {
	for _, tc := range []struct {
		name     string
		out      string
		trick    []string
		voidOf3  uint8
		noTrumps bool
		cards    string
		want     string
	}{
		{"the partner's trick no one can take: smear", "4D T10", []string{"KC", "7C"}, 0, false, "QC 8C", "QC"},
		{"the partner's trick the last opponent may trump: cheapest", "4D T10", []string{"KC", "7C"}, 1 << deck.Clubs, false, "QC 8C", "8C"},
		{"the partner's trick the last opponent, void in clubs and tarocks, cannot take", "4D T10", []string{"KC", "7C"}, 1<<deck.Clubs | 1<<deck.Tarock, false, "QC 8C", "QC"},
		{"sure winners: the lowest", "4D", []string{"9C", "CC"}, 0, false, "KC QC 7C", "QC"},
		{"no sure winner, a trick worth 4: the highest winner", "KC T10", []string{"9C", "CC"}, 0, false, "QC T3 7C", "T3"},
		{"no sure winner in a colour contract: the only winner", "KC T10", []string{"9C", "CC"}, 0, true, "QC T3 7C", "QC"},
		{"no sure winner, a trick worth less than 4: cheapest", "KC JC", []string{"9C", "10C"}, 0, false, "QC 7C", "7C"},
		{"no winner: cheapest", "KC", []string{"9C", "KC"}, 0, false, "QC 7C", "7C"},
	} {
		tb := table4(t, tc.out, tc.trick...)
		tb.Void[3], tb.NoTrumps = tc.voidOf3, tc.noTrumps
		if got := tb.Follow(set(t, tc.cards)); got != card(t, tc.want) {
			t.Errorf("%s: Follow(%s) = %v, want %s", tc.name, tc.cards, got, tc.want)
		}
	}
	// Last to play: the lowest winner.
	tb := NewTable(3, 4)
	tb.Opponent = [MaxPlayers]bool{true, false, true, false}
	tb.Out = set(t, "KC")
	tb.Trick = trick(t, 0, 4, "9C", "7C", "10C")
	if got := tb.Follow(set(t, "QC JC 8C")); got != card(t, "JC") {
		t.Errorf("last to play: Follow = %v, want JC", got)
	}
}

// TestLead checks the rules of thumb for leading (doc/tapp.md §8,
// doc/koenigrufen.md §9).
func TestLead(t *testing.T) {
	for _, tc := range []struct {
		name     string
		out      string
		void     [MaxPlayers]uint8
		noTrumps bool
		declarer tarock.Seat
		side     bool
		cards    string
		want     string
	}{
		{"declarer: a tarock above all out", "T20 7C", [4]uint8{}, false, 2, true, "T21 T5 KH", "T21"},
		{"declarer: as many tarocks as are out, the lowest", "T20 7C", [4]uint8{}, false, 2, true, "T5 T6 KH", "T5"},
		{"declarer: the Pagat is not drawn with", "T20 7C", [4]uint8{}, false, 2, true, "T1 KH 7S", "KH"},
		{"declarer, colour contract: no tarock drawn", "T20 7C", [4]uint8{}, true, 2, true, "T21 KH 7S", "KH"},
		{"declarer: no king an opponent is void in", "T20 T19 7C", [4]uint8{1: 1 << deck.Hearts}, false, 2, true, "T5 KH 7S 8S", "7S"},
		{"defender: a king the declarer is not void in", "T20", [4]uint8{1: 1 << deck.Diamonds}, false, 1, false, "KH AD 7S", "KH"},
		{"defender: make the declarer trump", "T20", [4]uint8{1: 1<<deck.Hearts | 1<<deck.Diamonds}, false, 1, false, "KH AD QS 7S", "AD"},
		{"defender: the declarer is void in tarocks too", "T20", [4]uint8{1: 1<<deck.Hearts | 1<<deck.Tarock}, false, 1, false, "KH QS 7S", "7S"},
		{"no declarer: the cheapest suit card", "T20", [4]uint8{}, false, tarock.NoSeat, false, "KH QS 8S T3", "8S"},
		{"only tarocks: the lowest", "T20", [4]uint8{}, false, tarock.NoSeat, false, "T4 T3 T21", "T3"},
	} {
		tb := NewTable(2, 4)
		tb.Opponent = [MaxPlayers]bool{true, true, false, true}
		if tc.side {
			tb.Opponent[0] = false
		}
		tb.Out, tb.Void, tb.NoTrumps = set(t, tc.out), tc.void, tc.noTrumps
		tb.Trick = tarock.NewTrick(2, 4)
		if got := tb.Lead(set(t, tc.cards), tc.declarer, tc.side); got != card(t, tc.want) {
			t.Errorf("%s: Lead(%s) = %v, want %s", tc.name, tc.cards, got, tc.want)
		}
	}
}

// TestDuck: where card points lose (doc/tapp.md §5.3, doc/koenigrufen.md
// §11.8).
func TestDuck(t *testing.T) {
	tb := table4(t, "")
	if got := tb.Duck(set(t, "KC 8C T5")); got != card(t, "8C") {
		t.Errorf("leading: Duck = %v, want 8C", got)
	}
	tb = table4(t, "", "QC", "7C")
	if got := tb.Duck(set(t, "KC JC 8C")); got != card(t, "JC") {
		t.Errorf("following with losers: Duck = %v, want JC", got)
	}
	if got := tb.Duck(set(t, "KC T2 T3")); got != card(t, "T2") {
		t.Errorf("every card wins: Duck = %v, want T2", got)
	}
}

// TestSure: no card above it is out, and a seat void in the suit led has
// shown void in tarocks too, or tarocks do not trump.
func TestSure(t *testing.T) {
	tb := table4(t, "T10 4D", "9C", "CC")
	tb.Void[3] = 1 << deck.Clubs
	if tb.Sure(card(t, "KC"), deck.Clubs) {
		t.Error("KC is sure although the last opponent may trump")
	}
	tb.NoTrumps = true
	if !tb.Sure(card(t, "KC"), deck.Clubs) {
		t.Error("KC is not sure although tarocks do not trump")
	}
	if tb.Sure(card(t, "T5"), deck.Clubs) {
		t.Error("T5 is sure although T10 is out")
	}
	tb.Opponent[3] = false
	if !tb.Sure(card(t, "T5"), deck.Clubs) {
		t.Error("T5 is not sure although no opponent plays after it")
	}
}

func TestTableProperties(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		players := rapid.IntRange(3, 4).Draw(rt, "players")
		cards := deck.Set(rapid.Uint64().Draw(rt, "cards")) & deck.FullPack
		if cards.IsEmpty() {
			return
		}
		rest := deck.FullPack &^ cards
		tb := NewTable(tarock.Seat(rapid.IntRange(0, players-1).Draw(rt, "me")), players)
		for p := range players {
			tb.Opponent[p] = tarock.Seat(p) != tb.Me && rapid.Bool().Draw(rt, "opponent")
			tb.Void[p] = uint8(rapid.IntRange(0, 31).Draw(rt, "void"))
		}
		tb.Out = rest & deck.Set(rapid.Uint64().Draw(rt, "out"))
		tb.NoTrumps = rapid.Bool().Draw(rt, "noTrumps")
		leader := tarock.Seat(rapid.IntRange(0, players-1).Draw(rt, "leader"))
		tb.Trick = tarock.NewTrick(leader, players)
		for tb.Trick.ToPlay() != tb.Me && !rest.IsEmpty() {
			c, ok := rest.Nth(rapid.IntRange(0, rest.Len()-1).Draw(rt, "played"))
			if !ok {
				return
			}
			rest = rest.Without(c)
			var err error
			if tb.Trick, err = tb.Trick.Play(c); err != nil {
				rt.Fatal(err)
			}
		}
		var got deck.Card
		if tb.Trick.IsEmpty() {
			got = tb.Lead(cards, tarock.Seat(rapid.IntRange(0, players).Draw(rt, "declarer")), rapid.Bool().Draw(rt, "side"))
		} else {
			got = tb.Follow(cards)
		}
		if duck := tb.Duck(cards); !cards.Has(got) || !cards.Has(duck) {
			rt.Fatalf("chose %v and ducked with %v, not among %v", got, duck, cards)
		}
	})
}

// TestObserve: the cards out are those neither seen nor in the trick, and
// the last trick is the one after all others.
func TestObserve(t *testing.T) {
	tb := NewTable(1, 3)
	tr := trick(t, 0, 3, "KH")
	tb.Observe(tr, deck.FullPack&^set(t, "QH T5 T6"), []int{10, 4, 1}, 16)
	if want := set(t, "QH T5 T6"); tb.Out != want || tb.Trick != tr || !tb.Last {
		t.Errorf("Observe: Out %v, Trick %v, Last %v; want %v, %v, true", tb.Out, tb.Trick, tb.Last, want, tr)
	}
	tb.Observe(tr, 0, []int{2, 4, 3, 1}, 12)
	if tb.Out.Has(card(t, "KH")) || tb.Out.Len() != 53 || tb.Last {
		t.Errorf("Observe: Out %v (%d cards), Last %v; want all but KH, false", tb.Out, tb.Out.Len(), tb.Last)
	}
}
