package koenigrufenbot

import (
	"math/rand/v2"
	"testing"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/tarock"
	"github.com/tarockfamily/sdk/tarock/search"
)

// kontraOnGame returns the first seeded deal of four rule-of-thumb players
// in which a player other than the declarer says Kontra on the game of a
// contract, the declarer without the Sküs (doc/koenigrufen.md §8.4): the
// state after the Kontra and the seat that said it.
func kontraOnGame(t *testing.T) (koenigrufen.State, tarock.Seat) {
	t.Helper()
	var players [4]func(koenigrufen.Observation, []koenigrufen.Move) koenigrufen.Move
	for i := range players {
		players[i] = NewHeuristic(rand.New(rand.NewPCG(uint64(i), 1))).Choose
	}
	var legal []koenigrufen.Move
	for seed := range uint64(20000) {
		s, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rand.New(rand.NewPCG(seed, 5))))
		if err != nil {
			t.Fatal(err)
		}
		for !s.Done() && s.Phase() <= koenigrufen.PhaseAnnounce {
			seat := s.ToMove()
			legal = s.AppendLegalMoves(legal[:0])
			m := players[seat](s.Observation(seat), legal)
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
			if m.Kind() == koenigrufen.MoveSay && m.Raises().KontraLevel(koenigrufen.TargetGame) == koenigrufen.LevelKontra &&
				seat != s.Declarer() && !s.Hand(s.Declarer()).Has(deck.Skus) {
				return s, seat
			}
		}
	}
	t.Fatal("no Kontra on the game in 20,000 deals")
	return koenigrufen.State{}, 0
}

// After a Kontra on the game the inferred deals give the player who said
// it more tarocks and the Sküs more often than uniform deals do: the
// rule-of-thumb player says Kontra on the game only with a hand strong
// enough to beat the contract. The seeds are fixed, so the counts are
// exact.
func TestInferenceKontraOnGame(t *testing.T) {
	s, kontra := kontraOnGame(t)
	view := s.Observation(s.Declarer())
	const n = 300
	count := func(inference int) (skus, tarocks int) {
		rng := rand.New(rand.NewPCG(7, 7))
		d, err := search.PlayerDecider(rng, SearchConfig{Inference: inference}, NewHeuristic(rng), rules(), search.DecideAnnounce)
		if err != nil {
			t.Fatal(err)
		}
		deals, err := d.Deals(view, n, nil)
		if err != nil || len(deals) != n {
			t.Fatalf("%d deals: %v", len(deals), err)
		}
		for _, w := range deals {
			if w.Hand(kontra).Has(deck.Skus) {
				skus++
			}
			tarocks += w.Hand(kontra).Tarocks().Len()
		}
		return skus, tarocks
	}
	uSkus, uTarocks := count(1)
	iSkus, iTarocks := count(search.DefaultOversample)
	t.Logf("Sküs with the Kontra in %d of %d uniform deals, %d inferred; %.2f and %.2f tarocks", uSkus, n, iSkus, float64(uTarocks)/n, float64(iTarocks)/n)
	if uSkus == 0 || iSkus < uSkus+n/10 || iTarocks < uTarocks+n/2 {
		t.Errorf("Sküs with the Kontra in %d of %d uniform deals and %d inferred, %d and %d tarocks: want clearly more inferred",
			uSkus, n, iSkus, uTarocks, iTarocks)
	}
}
