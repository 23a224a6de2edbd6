package koenigrufen_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
)

// The move notation of doc/koenigrufen.md "Move notation".
func TestParseMove(t *testing.T) {
	cases := []struct {
		text string
		want koenigrufen.Move
		str  string
	}{
		{"Vorhand", koenigrufen.Vorhand(), "vorhand"},
		{" pass ", koenigrufen.Pass(), "pass"},
		{"HOLD", koenigrufen.Hold(), "hold"},
		{"bid dreier", koenigrufen.Bid(koenigrufen.Dreier), "bid Dreier"},
		{"bid PiccoloOuvert", koenigrufen.Bid(koenigrufen.PiccoloOuvert), "bid PiccoloOuvert"},
		{"call hearts", koenigrufen.Call(deck.Hearts), "call hearts"},
		{"call C", koenigrufen.Call(deck.Clubs), "call clubs"},
		{"call Fourth", koenigrufen.CallFourthKing(), "call fourth"},
		{"concede", koenigrufen.Concede(koenigrufen.NoBird), "concede"},
		{"concede kakadu", koenigrufen.Concede(koenigrufen.BirdKakadu), "concede Kakadu"},
		{"take a", koenigrufen.Take(koenigrufen.TalonA), "take A"},
		{"take B", koenigrufen.Take(koenigrufen.TalonB), "take B"},
		{"discard 8S 4H 7S", koenigrufen.Discard(deck.SetOf(deck.Hearts4, deck.Spades7, deck.Spades8)), "discard 4H 7S 8S"},
		{"lie", koenigrufen.Lie(0), "lie"},
		{"lie trull pagatultimo", koenigrufen.Lie(koenigrufen.Trull | koenigrufen.PagatUltimo), "lie Trull PagatUltimo"},
		{"good", koenigrufen.Good(), "good"},
		{"say valat", koenigrufen.Say(koenigrufen.Valat, koenigrufen.Raises{}), "say Valat"},
		{"say KONTRA Game", koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.TargetGame, koenigrufen.LevelKontra)), "say kontra game"},
		{"say re uhu Trull", koenigrufen.Say(koenigrufen.Trull, koenigrufen.Raise(koenigrufen.TargetPremium(koenigrufen.Uhu), koenigrufen.LevelRe)), "say Trull re Uhu"},
		{"say sub Trull kontra game Valat", koenigrufen.Say(koenigrufen.Valat,
			koenigrufen.Raise(koenigrufen.TargetGame, koenigrufen.LevelKontra).With(koenigrufen.TargetPremium(koenigrufen.Trull), koenigrufen.LevelSub)),
			"say Valat kontra game sub Trull"},
		{"say re game2", koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.TargetDefenderGame(2), koenigrufen.LevelRe)), "say re game2"},
		{"say x64 KingUltimo", koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.TargetPremium(koenigrufen.KingUltimo), koenigrufen.Level64)), "say x64 KingUltimo"},
		{"play KH", koenigrufen.Play(deck.HeartsKing), "play KH"},
		{"play  Sküs", koenigrufen.Play(deck.Skus), "play Skus"},
	}
	for _, tc := range cases {
		m, err := koenigrufen.ParseMove(tc.text)
		if err != nil || m != tc.want || m.String() != tc.str {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tc.text, m, err, tc.str)
			continue
		}
		gametest.CheckMoveText(t, m)
	}
	for _, bad := range []string{"", "pass now", "bid", "bid Solo", "call", "call tarock", "call fourth king",
		"concede Sküs", "take", "take C", "discard", "discard 4H 4H", "lie Valat Valat", "lie Solo", "say", "say kontra", "say kontra Solo", "say kontra game re game",
		"say Trull Trull", "say game", "say re game4", "say x128 game", "say none game", "good now", "play", "play 5H", "fold"} {
		_, err := koenigrufen.ParseMove(bad)
		if !errors.Is(err, tarock.ErrBadMoveSyntax) || !strings.Contains(err.Error(), "\""+bad+"\"") {
			t.Errorf("ParseMove(%q) error = %v, want ErrBadMoveSyntax quoting the text", bad, err)
		}
	}
	if koenigrufen.Say(0, koenigrufen.Raises{}) != koenigrufen.Good() {
		t.Error("say with nothing is not good")
	}
	for _, m := range []koenigrufen.Move{koenigrufen.Say(1<<12, koenigrufen.Raises{}),
		koenigrufen.Say(0, koenigrufen.Raise(koenigrufen.TargetPremium(koenigrufen.Trull|koenigrufen.Uhu), koenigrufen.LevelKontra))} {
		if _, err := m.MarshalText(); !errors.Is(err, tarock.ErrBadMoveSyntax) {
			t.Errorf("%v: MarshalText %v", m, err)
		}
	}
	if got := (koenigrufen.Move{}).String(); got != "invalid" {
		t.Errorf("zero move prints %q", got)
	}
	if _, err := (koenigrufen.Move{}).MarshalText(); !errors.Is(err, tarock.ErrBadMoveSyntax) {
		t.Errorf("zero move MarshalText: %v", err)
	}
}

// FuzzParseMove checks that every move ParseMove reads prints a text that
// reads back as the same move.
// moveSeeds returns the seeds of the move parsers: a legal move of every
// shape of random deals of the presets (gametest.MoveSeeds), and moves in
// other spellings.
func moveSeeds(t testing.TB) []string {
	var starts []koenigrufen.State
	choose := koenigrufen.AustrianTarockCup2023 // forehand chooses the rules of a Trischaken
	choose.TrischakenTalon, choose.TrischakenMustBeat = koenigrufen.TrischakenTalonForehandChooses, koenigrufen.TrischakenMustBeatForehandChooses
	for i, r := range []koenigrufen.Rules{koenigrufen.AustrianTarockCup2023, koenigrufen.Wien2020, koenigrufen.Sauwald2019, choose} {
		for seed := range uint64(3) {
			s, err := koenigrufen.NewGame(r, koenigrufen.Shuffled(rand.NewPCG(seed, uint64(i))))
			if err != nil {
				t.Fatal(err)
			}
			starts = append(starts, s)
		}
	}
	return append(gametest.MoveSeeds(t, rand.New(rand.NewPCG(1, 2)), starts),
		"call fourth", "say Trull kontra game re Uhu", "say re game3", "play T21", "PLAY  xxi", "lie none")
}

func FuzzParseMove(f *testing.F) {
	for _, s := range moveSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := koenigrufen.ParseMove(s)
		if err != nil {
			if !errors.Is(err, tarock.ErrBadMoveSyntax) {
				t.Fatalf("ParseMove(%q): %v does not wrap ErrBadMoveSyntax", s, err)
			}
			return
		}
		if m.Kind() == koenigrufen.MoveInvalid {
			t.Fatalf("ParseMove(%q) returned the zero Move", s)
		}
		back, err := koenigrufen.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %v, which reads back as %v, %v", s, m, back, err)
		}
	})
}

// FuzzParseMoveFastPath checks that the shortcut for plays
// (tarock.ParsePlay) reads as the words do.
func FuzzParseMoveFastPath(f *testing.F) {
	gametest.FuzzFastPath(f, koenigrufen.ParseMove, func(s string) (koenigrufen.Move, error) {
		return koenigrufen.ParseMove(" " + s)
	}, moveSeeds(f)...)
}

// The premiums of an opening or a "say" may be written as the text of
// Premiums joins them, and "lie none" is the empty opening
// (doc/koenigrufen.md "Move notation").
func TestParsePremiumSets(t *testing.T) {
	for text, want := range map[string]koenigrufen.Move{
		"lie Trull+KingsTrull":        koenigrufen.Lie(koenigrufen.Trull | koenigrufen.KingsTrull),
		"lie none":                    koenigrufen.Lie(0),
		"say Valat+Trull kontra game": koenigrufen.Say(koenigrufen.Valat|koenigrufen.Trull, koenigrufen.Raise(koenigrufen.TargetGame, koenigrufen.LevelKontra)),
	} {
		if m, err := koenigrufen.ParseMove(text); err != nil || m != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", text, m, err, want)
		}
	}
	if _, err := koenigrufen.ParseMove("lie Trull+Trull"); err == nil {
		t.Error("a premium written twice in a set was read")
	}
}
