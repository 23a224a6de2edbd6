package vocab

import (
	"encoding"
	"fmt"
	"strings"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
)

// word is a value that the games share, with the text every game writes
// for it.
type word struct {
	concept string
	want    string
	values  [3]fmt.Stringer // tapp, strohmandel, koenigrufen; nil where the game has none
}

// words is the text table. The move notation and the JSON read names in any
// case, so a game may write a word in its own case (strohmandel's notation
// is lower case); the words themselves are the same.
func words() []word {
	return []word{
		{"no contract", "none", [3]fmt.Stringer{tapp.NoContract, strohmandel.NoContract, koenigrufen.NoContract}},
		{"Trischaken", "Trischaken", [3]fmt.Stringer{tapp.Trischaken, strohmandel.Trischaken, koenigrufen.Trischaken}},
		{"Dreier", "Dreier", [3]fmt.Stringer{tapp.Dreier, nil, koenigrufen.Dreier}},

		{"phase of the auction", "auction", [3]fmt.Stringer{tapp.PhaseAuction, nil, koenigrufen.PhaseAuction}},
		{"phase of the talon", "talon", [3]fmt.Stringer{tapp.PhaseTalon, nil, koenigrufen.PhaseTalon}},
		{"phase of the discard", "discard", [3]fmt.Stringer{tapp.PhaseDiscard, nil, koenigrufen.PhaseDiscard}},
		{"phase of the announcements", "announcements", [3]fmt.Stringer{tapp.PhaseAnnounce, strohmandel.PhaseAnnounce, koenigrufen.PhaseAnnounce}},
		{"phase of the card play", "play", [3]fmt.Stringer{tapp.PhasePlay, strohmandel.PhasePlay, koenigrufen.PhasePlay}},
		{"deal over, as a phase", "done", [3]fmt.Stringer{tapp.PhaseDone, strohmandel.PhaseDone, koenigrufen.PhaseDone}},
		{"deal not over", "not over", [3]fmt.Stringer{tapp.EndNotOver, nil, koenigrufen.EndNotOver}},
		{"deal played", "played", [3]fmt.Stringer{tapp.EndPlayed, nil, koenigrufen.EndPlayed}},

		{"no Kontra", "none", [3]fmt.Stringer{tapp.LevelNone, strohmandel.LevelNone, koenigrufen.LevelNone}},
		{"Kontra", "kontra", [3]fmt.Stringer{tapp.LevelKontra, strohmandel.LevelKontra, koenigrufen.LevelKontra}},
		{"Re", "re", [3]fmt.Stringer{tapp.LevelRe, strohmandel.LevelRe, koenigrufen.LevelRe}},
		{"Sub", "sub", [3]fmt.Stringer{tapp.LevelSub, nil, koenigrufen.LevelSub}},
		{"the game as a Kontra target", "game", [3]fmt.Stringer{tapp.TargetGame, nil, koenigrufen.TargetGame}},
		{"Pagat Ultimo as a Kontra target", "PagatUltimo", [3]fmt.Stringer{tapp.TargetPagatUltimo, nil, koenigrufen.TargetPremium(koenigrufen.PagatUltimo)}},
		{"Valat as a Kontra target", "Valat", [3]fmt.Stringer{tapp.TargetValat, nil, koenigrufen.TargetPremium(koenigrufen.Valat)}},
		{"a Kontra on the game", "kontra game", [3]fmt.Stringer{tapp.Double(tapp.LevelKontra, tapp.TargetGame), nil,
			koenigrufen.Raise(koenigrufen.TargetGame, koenigrufen.LevelKontra)}},

		{"no move", "invalid", [3]fmt.Stringer{tapp.MoveInvalid, strohmandel.MoveInvalid, koenigrufen.MoveInvalid}},
		{"pass", "pass", [3]fmt.Stringer{tapp.MovePass, strohmandel.MovePass, koenigrufen.MovePass}},
		{"card play", "play", [3]fmt.Stringer{tapp.MovePlay, strohmandel.MovePlay, koenigrufen.MovePlay}},
		{"bid", "bid", [3]fmt.Stringer{tapp.MoveBid, nil, koenigrufen.MoveBid}},
		{"hold", "hold", [3]fmt.Stringer{tapp.MoveHold, nil, koenigrufen.MoveHold}},
		{"take talon cards", "take", [3]fmt.Stringer{tapp.MoveTake, nil, koenigrufen.MoveTake}},
		{"discard", "discard", [3]fmt.Stringer{tapp.MoveDiscard, nil, koenigrufen.MoveDiscard}},
		{"announce", "announce", [3]fmt.Stringer{tapp.MoveAnnounce, strohmandel.MoveAnnounce, nil}},
		{"double", "double", [3]fmt.Stringer{tapp.MoveDouble, strohmandel.MoveDouble, nil}},
		{"pass move", "pass", [3]fmt.Stringer{tapp.Pass(), strohmandel.Pass(), koenigrufen.Pass()}},
		{"play move", "play KH", [3]fmt.Stringer{tapp.Play(deck.HeartsKing), strohmandel.Play(deck.HeartsKing), koenigrufen.Play(deck.HeartsKing)}},
		{"bid move", "bid Dreier", [3]fmt.Stringer{tapp.Bid(tapp.Dreier), nil, koenigrufen.Bid(koenigrufen.Dreier)}},
		{"hold move", "hold", [3]fmt.Stringer{tapp.Hold(), nil, koenigrufen.Hold()}},
		{"discard move", "discard 4H 7S", [3]fmt.Stringer{tapp.Discard(deck.SetOf(deck.Hearts4, deck.Spades7)), nil,
			koenigrufen.Discard(deck.SetOf(deck.Hearts4, deck.Spades7))}},
		{"announce move", "announce PagatUltimo", [3]fmt.Stringer{tapp.Announce(tapp.PagatUltimo), strohmandel.Announce(strohmandel.AnnouncePagatUltimo), nil}},

		{"Pagat Ultimo", "PagatUltimo", [3]fmt.Stringer{tapp.PagatUltimo, strohmandel.AnnouncePagatUltimo, koenigrufen.PagatUltimo}},
		{"Valat", "Valat", [3]fmt.Stringer{tapp.Valat, nil, koenigrufen.Valat}},
		{"Trull", "Trull", [3]fmt.Stringer{nil, strohmandel.AnnounceTrull, koenigrufen.Trull}},
		{"Königstrull", "KingsTrull", [3]fmt.Stringer{nil, strohmandel.AnnounceKingsTrull, koenigrufen.KingsTrull}},

		{"the game item", "Game", [3]fmt.Stringer{tapp.ItemGame, strohmandel.ItemGame, koenigrufen.ItemGame}},
		{"the Valat item", "Valat", [3]fmt.Stringer{tapp.ItemValat, strohmandel.ItemValat, koenigrufen.ItemValat}},
		{"the Pagat Ultimo item", "Pagat Ultimo", [3]fmt.Stringer{tapp.ItemPagatUltimo, strohmandel.ItemPagatUltimo, koenigrufen.ItemPagatUltimo}},
	}
}

// TestSharedText: the same concept prints the same words in every game
// that has it, as String and, for a value with a text form, as
// MarshalText too (doc/notation.md).
func TestSharedText(t *testing.T) {
	seen := map[string]bool{}
	for _, w := range words() {
		if seen[w.concept] {
			t.Errorf("word %q listed twice", w.concept)
		}
		seen[w.concept] = true
		var problems []string
		for g, v := range w.values {
			if v == nil {
				continue
			}
			if s := v.String(); !strings.EqualFold(s, w.want) {
				problems = append(problems, fmt.Sprintf("%s writes %q, want %q", gameNames[g], s, w.want))
			}
			if tm, ok := v.(encoding.TextMarshaler); ok {
				if b, err := tm.MarshalText(); err != nil || string(b) != v.String() {
					problems = append(problems, fmt.Sprintf("%s: MarshalText %q, %v; String %q", gameNames[g], b, err, v.String()))
				}
			}
		}
		report(t, w.concept, problems)
	}
}
