package strohmandel

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/gametest"
	"github.com/tarockfamily/sdk/tarock"
)

// TestMalformedMoves checks that Apply refuses, in every state of random
// deals of every preset, the moves that no constructor builds: a play
// carrying an announcement, a take-up carrying a card, an announcement or
// a Kontra carrying a card or calls.
func TestMalformedMoves(t *testing.T) {
	bad := []Move{
		{kind: MovePlay, card: deck.Skus, arg: uint8(AnnounceTrull)},
		{kind: MoveTakeUp, card: deck.Skus},
		{kind: MovePass, arg: 1},
		{kind: MoveAnnounce, card: deck.Skus, arg: uint8(AnnounceTrull)},
		{kind: MoveAnnounce, calls: CallTrull, arg: uint8(AnnounceKingsTrull)},
		{kind: MoveDouble, card: deck.Pagat, arg: uint8(LevelKontra)},
		{kind: MoveReady, calls: CallRoss},
		{kind: numMoveKinds},
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 100 {
		st, err := NewGame(presetRules()[i%int(numScorings)], ShuffledPack(rng, presetRules()[i%int(numScorings)].CardsInPlay()))
		if err != nil {
			t.Fatal(err)
		}
		for !st.Done() {
			for _, m := range bad {
				next, err := st.Apply(m)
				if !errors.Is(err, tarock.ErrIllegalMove) || next != st {
					t.Fatalf("in phase %v: %#v accepted (%v)", st.Phase(), m, err)
				}
			}
			legal := st.LegalMoves()
			st, _ = st.Apply(legal[rng.IntN(len(legal))])
		}
	}
}

// FuzzParseMoveFastPath checks that ParseMove's shortcut for plays gives
// exactly what splitting the text into words gives.
func FuzzParseMoveFastPath(f *testing.F) {
	var seeds []string
	for _, m := range everyKind() {
		seeds = append(seeds, m.String())
	}
	gametest.FuzzFastPath(f, ParseMove, parseFields, seeds...)
}

// everyKind returns a move of every kind and every call.
func everyKind() []Move {
	ms := []Move{ThrowIn(), Continue(), TakeUp(), Pass(), Double(LevelKontra), Double(LevelRe), Ready(),
		Announce(AnnouncePagatUltimo | AnnounceTrull | AnnounceKingsTrull), Play(deck.Skus)}
	for calls := range Call(16) {
		ms = append(ms, PlayCalling(deck.Tarock17, calls))
	}
	return ms
}
