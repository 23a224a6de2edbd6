package main

import (
	"github.com/tarockfamily/sdk/games"
	"github.com/tarockfamily/sdk/koenigrufen"
	"github.com/tarockfamily/sdk/strohmandel"
	"github.com/tarockfamily/sdk/tapp"
)

// FixedHalf returns the default Tapp Tarock rules with the fixed-half rule
// for Unterer and Oberer (doc/tapp.md §6.3), or the error of
// Rules.Validate.
func FixedHalf() (tapp.Rules, error) {
	r := tapp.MayrSedlaczek2001       // a plain value: this is a copy
	r.TalonMode = tapp.TalonFixedHalf // Unterer takes the lower half, Oberer the upper
	if err := r.Validate(); err != nil {
		return tapp.Rules{}, err
	}
	return r, nil
}

// NobodyHolds returns the default Königrufen rules with the Vienna rule
// that nobody may hold the standing contract (doc/koenigrufen.md §5.1
// rule 5; Holding in doc/koenigrufen.md §13.1), or the error of
// Rules.Validate.
func NobodyHolds() (koenigrufen.Rules, error) {
	r := koenigrufen.AustrianTarockCup2023 // a plain value: this is a copy
	r.Holding = koenigrufen.HoldNone       // forehand can no longer claim a bid without raising it
	if err := r.Validate(); err != nil {
		return koenigrufen.Rules{}, err
	}
	return r, nil
}

// TrullCall returns the default Strohmandeln rules with the Trull and the
// Königstrull scored in hand when called, instead of silently in tricks
// (doc/strohmandel.md §6, §12 TrullMode), or the error of Rules.Validate.
func TrullCall() (strohmandel.Rules, error) {
	r := strohmandel.MayrSedlaczek2007           // a plain value: this is a copy
	r.TrullMode = strohmandel.TrullHandAnnounced // the Trull counts in hand, called with its first card
	if err := r.Validate(); err != nil {
		return strohmandel.Rules{}, err
	}
	return r, nil
}

// tappExperiment compares the default Tapp Tarock rules with FixedHalf.
// Its rows are the four contracts of doc/tapp.md §4; a Tapper that stood,
// Trischaken and a throw-in count as no game.
func tappExperiment() (experiment[tapp.State, tapp.Move, tapp.Observation], error) {
	r, err := FixedHalf()
	if err != nil {
		return experiment[tapp.State, tapp.Move, tapp.Observation]{}, err
	}
	base := tapp.MayrSedlaczek2001
	opts := r.Options(base)
	return experiment[tapp.State, tapp.Move, tapp.Observation]{
		specs: [2]games.Spec[tapp.State, tapp.Move, tapp.Observation]{
			games.TappSpec(base, games.TappDefault), games.TappSpec(r, variantName(games.TappDefault, opts))},
		about: about{options: opts, label: "fixed half",
			contracts: names(tapp.Dreier, tapp.Unterer, tapp.Oberer, tapp.Solo)},
	}, nil
}

// koenigrufenExperiment compares the default Königrufen rules with
// NobodyHolds. Its rows are the contracts of the tariff in their bidding
// order (doc/koenigrufen.md §4.1); every deal of Königrufen plays one
// (doc/koenigrufen.md §5.1 rule 9), and a conceded Rufer counts as a
// Rufer lost.
func koenigrufenExperiment() (experiment[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation], error) {
	r, err := NobodyHolds()
	if err != nil {
		return experiment[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{}, err
	}
	base := koenigrufen.AustrianTarockCup2023
	opts := r.Options(base)
	var contracts []koenigrufen.Contract
	for _, e := range base.Tariff.Contracts() {
		contracts = append(contracts, e.Contract)
	}
	return experiment[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
		specs: [2]games.Spec[koenigrufen.State, koenigrufen.Move, koenigrufen.Observation]{
			games.KoenigrufenSpec(base, games.KoenigrufenDefault), games.KoenigrufenSpec(r, variantName(games.KoenigrufenDefault, opts))},
		about: about{options: opts, label: "nobody holds", contracts: names(contracts...)},
	}, nil
}

// strohmandelExperiment compares the default Strohmandeln rules with
// TrullCall. Its rows are the taken-up game and the simple game
// (doc/strohmandel.md §4); a throw-in counts as no game.
func strohmandelExperiment() (experiment[strohmandel.State, strohmandel.Move, strohmandel.Observation], error) {
	r, err := TrullCall()
	if err != nil {
		return experiment[strohmandel.State, strohmandel.Move, strohmandel.Observation]{}, err
	}
	base := strohmandel.MayrSedlaczek2007
	opts := r.Options(base)
	return experiment[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
		specs: [2]games.Spec[strohmandel.State, strohmandel.Move, strohmandel.Observation]{
			games.StrohmandelSpec(base, games.StrohmandelDefault), games.StrohmandelSpec(r, variantName(games.StrohmandelDefault, opts))},
		about: about{options: opts, label: "Trull call", contracts: names(strohmandel.TakenUpGame, strohmandel.SimpleGame)},
	}, nil
}
