package koenigrufen

// The text of the enumerated types and sets of this package: each one's
// MarshalText writes its String and its UnmarshalText reads it back,
// case-insensitively, through one table of names per type
// (internal/enumtext), as in the other games (doc/notation.md "JSON"). An
// option of Rules is written as the name of its Go constant
// ("HoldForehandOnly"), which [Rules.WithOption] reads too; the tariff by
// its own name ("Wien2020"). The text of the moves is in move.go; the JSON
// of rules in json.go, that of observations in observation_json.go.

import (
	"github.com/tarockfamily/sdk/internal/enumtext"
)

// The tables of names, one per type.
var (
	contractText     = enumtext.New("koenigrufen.Contract", NoContract, numContracts-1, Contract.String)
	phaseText        = enumtext.New("koenigrufen.Phase", PhaseAuction, PhaseDone, Phase.String)
	halfText         = enumtext.New("koenigrufen.Half", TalonA, TalonB, Half.String)
	birdText         = enumtext.New("koenigrufen.Bird", NoBird, BirdQuapil, Bird.String)
	kontraLevelText  = enumtext.New("koenigrufen.KontraLevel", LevelNone, numLevels-1, KontraLevel.String)
	kontraTargetText = enumtext.New("koenigrufen.KontraTarget", TargetGame, KontraTarget(NumTargets-1), KontraTarget.String)
	moveKindText     = enumtext.New("koenigrufen.MoveKind", MoveInvalid, numMoveKinds-1, MoveKind.String)
	tariffText       = enumtext.New("koenigrufen.Tariff", TariffAustrianTarockCup2023, numTariffs-1, Tariff.String)
	dealPatternText  = enumtext.Names("koenigrufen.DealPattern", SixTalonSix, "SixTalonSix", "TalonFirst")
	birdCallersText  = enumtext.Names("koenigrufen.BirdCallers", BirdCallersBesserrufer,
		"BirdCallersBesserrufer", "BirdCallersSeparate", "BirdCallersSplitLowHigh")
	holdingText         = enumtext.Names("koenigrufen.Holding", HoldForehandOnly, "HoldForehandOnly", "HoldNone")
	forehandOpeningText = enumtext.Names("koenigrufen.ForehandOpening", OpenVorhandOrBid,
		"OpenVorhandOrBid", "OpenVorhandOrSechserdreier")
	fourKingsText = enumtext.Names("koenigrufen.FourKings", FourKingsNoCallingContract,
		"FourKingsNoCallingContract", "FourKingsCallQueen", "FourKingsPassForehand")
	callOwnKingText = enumtext.Names("koenigrufen.CallOwnKing", CallOwnKingForbidden,
		"CallOwnKingForbidden", "CallOwnKingAllowed")
	kingInTalonText = enumtext.Names("koenigrufen.KingInTalon", KingInTalonConcedeOrAnyHalf,
		"KingInTalonConcedeOrAnyHalf", "KingInTalonConcedeOrKingHalf")
	soloruferKingInTalonText = enumtext.Names("koenigrufen.SoloruferKingInTalon", SoloruferKingHalfKontraVoid,
		"SoloruferKingHalfKontraVoid", "SoloruferWholeTalon")
	premiumsText = enumtext.NewFlags("koenigrufen.Premiums", "+", "none", premiumBits(), premiumNames[:]...)
)

// premiumBits lists the bits of Premiums in the order of premiumNames.
func premiumBits() []Premiums {
	bits := make([]Premiums, numPremiums)
	for i := range bits {
		bits[i] = 1 << i
	}
	return bits
}

// String returns the name of the Go constant: "SixTalonSix" or "TalonFirst".
func (d DealPattern) String() string { return dealPatternText.String(d) }

// String returns the name of the Go constant, for example
// "BirdCallersBesserrufer".
func (b BirdCallers) String() string { return birdCallersText.String(b) }

// String returns the name of the Go constant: "HoldForehandOnly" or
// "HoldNone".
func (h Holding) String() string { return holdingText.String(h) }

// String returns the name of the Go constant, for example
// "OpenVorhandOrBid".
func (f ForehandOpening) String() string { return forehandOpeningText.String(f) }

// String returns the name of the Go constant, for example
// "FourKingsNoCallingContract".
func (f FourKings) String() string { return fourKingsText.String(f) }

// String returns the name of the Go constant: "CallOwnKingForbidden" or
// "CallOwnKingAllowed".
func (c CallOwnKing) String() string { return callOwnKingText.String(c) }

// String returns the name of the Go constant, for example
// "KingInTalonConcedeOrAnyHalf".
func (k KingInTalon) String() string { return kingInTalonText.String(k) }

// String returns the name of the Go constant: "SoloruferKingHalfKontraVoid"
// or "SoloruferWholeTalon".
func (s SoloruferKingInTalon) String() string { return soloruferKingInTalonText.String(s) }

// MarshalText writes c as [Contract.String] does ("Dreier", "none"). A
// value that is not one of the constants is an error wrapping
// [tarock.ErrBadText].
func (c Contract) MarshalText() ([]byte, error) { return contractText.Marshal(c) }

// UnmarshalText reads a name that [Contract.String] writes, in any case.
// Other text returns a *[tarock.TextError] and leaves c unchanged.
func (c *Contract) UnmarshalText(b []byte) error { return contractText.Unmarshal(b, c) }

// MarshalText writes p as [Phase.String] does. A value that is not one of
// the constants PhaseAuction … PhaseDone is an error wrapping
// [tarock.ErrBadText].
func (p Phase) MarshalText() ([]byte, error) { return phaseText.Marshal(p) }

// UnmarshalText reads a name that [Phase.String] writes, in any case.
// Other text returns a *[tarock.TextError] and leaves p unchanged.
func (p *Phase) UnmarshalText(b []byte) error { return phaseText.Unmarshal(b, p) }

// MarshalText writes h as [Half.String] does, "A" or "B". Another value is
// an error wrapping [tarock.ErrBadText].
func (h Half) MarshalText() ([]byte, error) { return halfText.Marshal(h) }

// UnmarshalText reads "A" or "B", in any case. Other text returns a
// *[tarock.TextError] and leaves h unchanged.
func (h *Half) UnmarshalText(b []byte) error { return halfText.Unmarshal(b, h) }

// MarshalText writes b as [Bird.String] does ("Pagat", …, "none"). A value
// that is not one of the constants is an error wrapping [tarock.ErrBadText].
func (b Bird) MarshalText() ([]byte, error) { return birdText.Marshal(b) }

// UnmarshalText reads a name that [Bird.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves b unchanged.
func (b *Bird) UnmarshalText(text []byte) error { return birdText.Unmarshal(text, b) }

// MarshalText writes l as [KontraLevel.String] does ("none", "kontra",
// "re", "sub", "x16", "x32", "x64"), as tapp and strohmandel write their
// levels. A value past Level64 is an error wrapping [tarock.ErrBadText].
func (l KontraLevel) MarshalText() ([]byte, error) { return kontraLevelText.Marshal(l) }

// UnmarshalText reads a name that [KontraLevel.String] writes, in any case.
// Other text returns a *[tarock.TextError] and leaves l unchanged.
func (l *KontraLevel) UnmarshalText(b []byte) error { return kontraLevelText.Unmarshal(b, l) }

// MarshalText writes t as [KontraTarget.String] does ("game", a premium's
// name as "PagatUltimo", or "game2" for the game of defender 2), as tapp
// writes its targets. A value of NumTargets or more is an error wrapping
// [tarock.ErrBadText].
func (t KontraTarget) MarshalText() ([]byte, error) { return kontraTargetText.Marshal(t) }

// UnmarshalText reads a name that [KontraTarget.String] writes, in any
// case. Other text returns a *[tarock.TextError] and leaves t unchanged.
func (t *KontraTarget) UnmarshalText(b []byte) error { return kontraTargetText.Unmarshal(b, t) }

// MarshalText writes k as [MoveKind.String] does. A value that is not one
// of the constants is an error wrapping [tarock.ErrBadText].
func (k MoveKind) MarshalText() ([]byte, error) { return moveKindText.Marshal(k) }

// UnmarshalText reads a name that [MoveKind.String] writes, in any case.
// Other text returns a *[tarock.TextError] and leaves k unchanged.
func (k *MoveKind) UnmarshalText(b []byte) error { return moveKindText.Unmarshal(b, k) }

// MarshalText writes p as every set of flags of the games is written as
// text and JSON (doc/notation.md "JSON"): the names of the premiums joined
// by "+" in the order of doc/koenigrufen.md §8.1, or "none":
// "Trull+PagatUltimo". (The move notation, [Premiums.String], separates
// them by spaces: "lie Trull PagatUltimo".) A value with a bit that is no
// premium is an error wrapping [tarock.ErrBadText].
func (p Premiums) MarshalText() ([]byte, error) { return premiumsText.Marshal(p) }

// UnmarshalText reads "none" (or the empty text) and premium names, in any
// case and order, separated by "+" or spaces, each at most once. Other
// text returns a *[tarock.TextError] and leaves p unchanged.
func (p *Premiums) UnmarshalText(b []byte) error { return premiumsText.Unmarshal(b, p) }

// MarshalText writes t as [Tariff.String] does, the tariff's name of
// doc/koenigrufen.md §13.3 ("AustrianTarockCup2023", "Wien2020", …). A
// value that is not a tariff is an error wrapping [tarock.ErrBadText].
func (t Tariff) MarshalText() ([]byte, error) { return tariffText.Marshal(t) }

// UnmarshalText reads a tariff's name, in any case. Other text returns a
// *[tarock.TextError] and leaves t unchanged.
func (t *Tariff) UnmarshalText(b []byte) error { return tariffText.Unmarshal(b, t) }

// MarshalText writes d as [DealPattern.String] does, the name of the Go
// constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (d DealPattern) MarshalText() ([]byte, error) { return dealPatternText.Marshal(d) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves d unchanged.
func (d *DealPattern) UnmarshalText(b []byte) error { return dealPatternText.Unmarshal(b, d) }

// MarshalText writes b as [BirdCallers.String] does, the name of the Go
// constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (b BirdCallers) MarshalText() ([]byte, error) { return birdCallersText.Marshal(b) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves b unchanged.
func (b *BirdCallers) UnmarshalText(text []byte) error { return birdCallersText.Unmarshal(text, b) }

// MarshalText writes h as [Holding.String] does, the name of the Go
// constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (h Holding) MarshalText() ([]byte, error) { return holdingText.Marshal(h) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves h unchanged.
func (h *Holding) UnmarshalText(b []byte) error { return holdingText.Unmarshal(b, h) }

// MarshalText writes f as [ForehandOpening.String] does, the name of the
// Go constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (f ForehandOpening) MarshalText() ([]byte, error) { return forehandOpeningText.Marshal(f) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves f unchanged.
func (f *ForehandOpening) UnmarshalText(b []byte) error { return forehandOpeningText.Unmarshal(b, f) }

// MarshalText writes f as [FourKings.String] does, the name of the Go
// constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (f FourKings) MarshalText() ([]byte, error) { return fourKingsText.Marshal(f) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves f unchanged.
func (f *FourKings) UnmarshalText(b []byte) error { return fourKingsText.Unmarshal(b, f) }

// MarshalText writes c as [CallOwnKing.String] does, the name of the Go
// constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (c CallOwnKing) MarshalText() ([]byte, error) { return callOwnKingText.Marshal(c) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves c unchanged.
func (c *CallOwnKing) UnmarshalText(b []byte) error { return callOwnKingText.Unmarshal(b, c) }

// MarshalText writes k as [KingInTalon.String] does, the name of the Go
// constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (k KingInTalon) MarshalText() ([]byte, error) { return kingInTalonText.Marshal(k) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves k unchanged.
func (k *KingInTalon) UnmarshalText(b []byte) error { return kingInTalonText.Unmarshal(b, k) }

// MarshalText writes s as [SoloruferKingInTalon.String] does, the name of
// the Go constant. A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (s SoloruferKingInTalon) MarshalText() ([]byte, error) {
	return soloruferKingInTalonText.Marshal(s)
}

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves s unchanged.
func (s *SoloruferKingInTalon) UnmarshalText(b []byte) error {
	return soloruferKingInTalonText.Unmarshal(b, s)
}
