package tapp

// The text of the enumerated types of this package: each one's MarshalText
// writes its String and its UnmarshalText reads it back, case-insensitively,
// through one table of names per type (internal/enumtext). The text of the
// moves is at the end of this file; the JSON of results, rules and
// observations is in json.go and observation_json.go.

import (
	"fmt"

	"github.com/tarockfamily/sdk/internal/enumtext"
)

// The tables of names, one per type, built from the String methods.
var (
	contractText         = enumtext.New("tapp.Contract", NoContract, Trischaken, Contract.String)
	phaseText            = enumtext.New("tapp.Phase", PhaseAuction, PhaseDone, Phase.String)
	halfText             = enumtext.New("tapp.Half", Lower, Upper, Half.String)
	kontraTargetText     = enumtext.New("tapp.KontraTarget", TargetGame, TargetValat, KontraTarget.String)
	kontraLevelText      = enumtext.New("tapp.KontraLevel", LevelNone, LevelSub, KontraLevel.String)
	moveKindText         = enumtext.New("tapp.MoveKind", MoveInvalid, MovePlay, MoveKind.String)
	endText              = enumtext.New("tapp.End", EndNotOver, EndTrischaken, End.String)
	itemKindText         = enumtext.New("tapp.ItemKind", ItemGame, ItemTrischakenNoTrick, ItemKind.String)
	dealPacketsText      = enumtext.New("tapp.DealPackets", Packets4x4, Packets42, DealPackets.String)
	knockModeText        = enumtext.New("tapp.KnockMode", KnockOnePacket, KnockGrazChoose, KnockMode.String)
	ladderText           = enumtext.New("tapp.Ladder", LadderModern, Ladder1821Pack42, Ladder.String)
	holdingText          = enumtext.New("tapp.Holding", HoldSeniority, HoldForehandOnly, Holding.String)
	allPassText          = enumtext.New("tapp.AllPass", AllPassRedeal, AllPassRauben, AllPass.String)
	talonModeText        = enumtext.New("tapp.TalonMode", TalonFreeChoice, TalonTop3Unexposed, TalonMode.String)
	tarockDiscardText    = enumtext.New("tapp.TarockDiscard", DiscardForcedShown, DiscardForcedAnnouncedOnly, TarockDiscard.String)
	announcementsText    = enumtext.New("tapp.Announcements", AnnouncementsOneOf, AnnouncementsPagatOnly, Announcements.String)
	firstLeadText        = enumtext.New("tapp.FirstLead", LeadForehand, LeadDeclarer, FirstLead.String)
	valatScoringText     = enumtext.New("tapp.ValatScoring", ValatFixed, ValatStake1821, ValatScoring.String)
	defenderValatText    = enumtext.New("tapp.DefenderValat", DefenderValatSilentMirror, DefenderValatNone, DefenderValat.String)
	handBonusesText      = enumtext.New("tapp.HandBonuses", BonusesTrullKingsHeads, BonusesOff, HandBonuses.String)
	handBonusMomentText  = enumtext.New("tapp.HandBonusMoment", BonusAsDealt, BonusAfterTalon, HandBonusMoment.String)
	handBonusPaymentText = enumtext.New("tapp.HandBonusPayment", BonusParty, BonusHolderFromEach, HandBonusPayment.String)
	scoringText          = enumtext.New("tapp.Scoring", ScoringTariff2001, Scoring1821, Scoring.String)
	consolationText      = enumtext.New("tapp.Consolation", ConsolationStake1821, ConsolationTable42, Consolation.String)
	fourthPlayerText     = enumtext.New("tapp.FourthPlayer", FourthNone, FourthKing1821, FourthPlayer.String)
	announcementText     = enumtext.NewFlags("tapp.Announcement", "+", "none",
		[]Announcement{PagatUltimo, Valat}, PagatUltimo.String(), Valat.String())
)

var moveKindNames = [...]string{"invalid", "pass", "bid", "hold", "take", "takecards", "discard", "announce", "double", "play"}

// String returns the kind's name: "invalid", "pass", "bid", "hold", "take"
// (a half), "takecards", "discard", "announce", "double" (kontra, re or sub)
// or "play".
func (k MoveKind) String() string {
	if int(k) < len(moveKindNames) {
		return moveKindNames[k]
	}
	return fmt.Sprintf("MoveKind(%d)", uint8(k))
}

// MarshalText writes c as [Contract.String] does. A value that is not one of
// the constants NoContract … Trischaken is an error wrapping [tarock.ErrBadText].
func (c Contract) MarshalText() ([]byte, error) { return contractText.Marshal(c) }

// UnmarshalText reads a name that [Contract.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves c unchanged.
func (c *Contract) UnmarshalText(b []byte) error { return contractText.Unmarshal(b, c) }

// MarshalText writes p as [Phase.String] does. A value that is not one of
// the constants PhaseAuction … PhaseDone is an error wrapping [tarock.ErrBadText].
func (p Phase) MarshalText() ([]byte, error) { return phaseText.Marshal(p) }

// UnmarshalText reads a name that [Phase.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves p unchanged.
func (p *Phase) UnmarshalText(b []byte) error { return phaseText.Unmarshal(b, p) }

// MarshalText writes h as [Half.String] does. A value that is not one of
// the constants Lower … Upper is an error wrapping [tarock.ErrBadText].
func (h Half) MarshalText() ([]byte, error) { return halfText.Marshal(h) }

// UnmarshalText reads a name that [Half.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves h unchanged.
func (h *Half) UnmarshalText(b []byte) error { return halfText.Unmarshal(b, h) }

// MarshalText writes t as [KontraTarget.String] does. A value that is not one of
// the constants TargetGame … TargetValat is an error wrapping [tarock.ErrBadText].
func (t KontraTarget) MarshalText() ([]byte, error) { return kontraTargetText.Marshal(t) }

// UnmarshalText reads a name that [KontraTarget.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves t unchanged.
func (t *KontraTarget) UnmarshalText(b []byte) error { return kontraTargetText.Unmarshal(b, t) }

// MarshalText writes l as [KontraLevel.String] does. A value that is not one of
// the constants LevelNone … LevelSub is an error wrapping [tarock.ErrBadText].
func (l KontraLevel) MarshalText() ([]byte, error) { return kontraLevelText.Marshal(l) }

// UnmarshalText reads a name that [KontraLevel.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves l unchanged.
func (l *KontraLevel) UnmarshalText(b []byte) error { return kontraLevelText.Unmarshal(b, l) }

// MarshalText writes k as [MoveKind.String] does. A value that is not one of
// the constants MoveInvalid … MovePlay is an error wrapping [tarock.ErrBadText].
func (k MoveKind) MarshalText() ([]byte, error) { return moveKindText.Marshal(k) }

// UnmarshalText reads a name that [MoveKind.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves k unchanged.
func (k *MoveKind) UnmarshalText(b []byte) error { return moveKindText.Unmarshal(b, k) }

// MarshalText writes e as [End.String] does. A value that is not one of
// the constants EndNotOver … EndTrischaken is an error wrapping [tarock.ErrBadText].
func (e End) MarshalText() ([]byte, error) { return endText.Marshal(e) }

// UnmarshalText reads a name that [End.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves e unchanged.
func (e *End) UnmarshalText(b []byte) error { return endText.Unmarshal(b, e) }

// MarshalText writes k as [ItemKind.String] does. A value that is not one of
// the constants ItemGame … ItemTrischakenNoTrick is an error wrapping [tarock.ErrBadText].
func (k ItemKind) MarshalText() ([]byte, error) { return itemKindText.Marshal(k) }

// UnmarshalText reads a name that [ItemKind.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves k unchanged.
func (k *ItemKind) UnmarshalText(b []byte) error { return itemKindText.Unmarshal(b, k) }

// MarshalText writes a as every set of flags of the games is written as
// text and JSON (doc/notation.md "JSON"): the names joined by "+", or
// "none": "none", "PagatUltimo", "Valat" or "PagatUltimo+Valat". (The move
// notation, [Announcement.String], separates them by a space.) A value with
// another bit is an error wrapping [tarock.ErrBadText].
func (a Announcement) MarshalText() ([]byte, error) { return announcementText.Marshal(a) }

// UnmarshalText reads "none" (or the empty text) and the names PagatUltimo
// and Valat, in any case and order, separated by spaces or "+". Other text
// returns a *[tarock.TextError] and leaves a unchanged.
func (a *Announcement) UnmarshalText(b []byte) error { return announcementText.Unmarshal(b, a) }

// MarshalText writes d as [DealPackets.String] does, the name of the Go constant
// ("Packets4x4"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (d DealPackets) MarshalText() ([]byte, error) { return dealPacketsText.Marshal(d) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves d unchanged.
func (d *DealPackets) UnmarshalText(b []byte) error { return dealPacketsText.Unmarshal(b, d) }

// MarshalText writes k as [KnockMode.String] does, the name of the Go constant
// ("KnockOnePacket"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (k KnockMode) MarshalText() ([]byte, error) { return knockModeText.Marshal(k) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves k unchanged.
func (k *KnockMode) UnmarshalText(b []byte) error { return knockModeText.Unmarshal(b, k) }

// MarshalText writes l as [Ladder.String] does, the name of the Go constant
// ("LadderModern"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (l Ladder) MarshalText() ([]byte, error) { return ladderText.Marshal(l) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves l unchanged.
func (l *Ladder) UnmarshalText(b []byte) error { return ladderText.Unmarshal(b, l) }

// MarshalText writes h as [Holding.String] does, the name of the Go constant
// ("HoldSeniority"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (h Holding) MarshalText() ([]byte, error) { return holdingText.Marshal(h) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves h unchanged.
func (h *Holding) UnmarshalText(b []byte) error { return holdingText.Unmarshal(b, h) }

// MarshalText writes a as [AllPass.String] does, the name of the Go constant
// ("AllPassRedeal"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (a AllPass) MarshalText() ([]byte, error) { return allPassText.Marshal(a) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves a unchanged.
func (a *AllPass) UnmarshalText(b []byte) error { return allPassText.Unmarshal(b, a) }

// MarshalText writes t as [TalonMode.String] does, the name of the Go constant
// ("TalonFreeChoice"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (t TalonMode) MarshalText() ([]byte, error) { return talonModeText.Marshal(t) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves t unchanged.
func (t *TalonMode) UnmarshalText(b []byte) error { return talonModeText.Unmarshal(b, t) }

// MarshalText writes t as [TarockDiscard.String] does, the name of the Go constant
// ("DiscardForcedShown"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (t TarockDiscard) MarshalText() ([]byte, error) { return tarockDiscardText.Marshal(t) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves t unchanged.
func (t *TarockDiscard) UnmarshalText(b []byte) error { return tarockDiscardText.Unmarshal(b, t) }

// MarshalText writes a as [Announcements.String] does, the name of the Go constant
// ("AnnouncementsOneOf"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (a Announcements) MarshalText() ([]byte, error) { return announcementsText.Marshal(a) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves a unchanged.
func (a *Announcements) UnmarshalText(b []byte) error { return announcementsText.Unmarshal(b, a) }

// MarshalText writes f as [FirstLead.String] does, the name of the Go constant
// ("LeadForehand"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (f FirstLead) MarshalText() ([]byte, error) { return firstLeadText.Marshal(f) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves f unchanged.
func (f *FirstLead) UnmarshalText(b []byte) error { return firstLeadText.Unmarshal(b, f) }

// MarshalText writes v as [ValatScoring.String] does, the name of the Go constant
// ("ValatFixed"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (v ValatScoring) MarshalText() ([]byte, error) { return valatScoringText.Marshal(v) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves v unchanged.
func (v *ValatScoring) UnmarshalText(b []byte) error { return valatScoringText.Unmarshal(b, v) }

// MarshalText writes d as [DefenderValat.String] does, the name of the Go constant
// ("DefenderValatSilentMirror"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (d DefenderValat) MarshalText() ([]byte, error) { return defenderValatText.Marshal(d) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves d unchanged.
func (d *DefenderValat) UnmarshalText(b []byte) error { return defenderValatText.Unmarshal(b, d) }

// MarshalText writes h as [HandBonuses.String] does, the name of the Go constant
// ("BonusesTrullKingsHeads"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (h HandBonuses) MarshalText() ([]byte, error) { return handBonusesText.Marshal(h) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves h unchanged.
func (h *HandBonuses) UnmarshalText(b []byte) error { return handBonusesText.Unmarshal(b, h) }

// MarshalText writes h as [HandBonusMoment.String] does, the name of the Go constant
// ("BonusAsDealt"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (h HandBonusMoment) MarshalText() ([]byte, error) { return handBonusMomentText.Marshal(h) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves h unchanged.
func (h *HandBonusMoment) UnmarshalText(b []byte) error { return handBonusMomentText.Unmarshal(b, h) }

// MarshalText writes h as [HandBonusPayment.String] does, the name of the Go constant
// ("BonusParty"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (h HandBonusPayment) MarshalText() ([]byte, error) { return handBonusPaymentText.Marshal(h) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves h unchanged.
func (h *HandBonusPayment) UnmarshalText(b []byte) error { return handBonusPaymentText.Unmarshal(b, h) }

// MarshalText writes s as [Scoring.String] does, the name of the Go constant
// ("ScoringTariff2001"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (s Scoring) MarshalText() ([]byte, error) { return scoringText.Marshal(s) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves s unchanged.
func (s *Scoring) UnmarshalText(b []byte) error { return scoringText.Unmarshal(b, s) }

// MarshalText writes c as [Consolation.String] does. A value that is not one of
// the constants ConsolationStake1821 … ConsolationTable42 is an error wrapping [tarock.ErrBadText].
func (c Consolation) MarshalText() ([]byte, error) { return consolationText.Marshal(c) }

// UnmarshalText reads a name that [Consolation.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves c unchanged.
func (c *Consolation) UnmarshalText(b []byte) error { return consolationText.Unmarshal(b, c) }

// MarshalText writes f as [FourthPlayer.String] does, the name of the Go constant
// ("FourthNone"). A value that is not a constant is an error wrapping
// [tarock.ErrBadText].
func (f FourthPlayer) MarshalText() ([]byte, error) { return fourthPlayerText.Marshal(f) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves f unchanged.
func (f *FourthPlayer) UnmarshalText(b []byte) error { return fourthPlayerText.Unmarshal(b, f) }

// MarshalText writes m in its notation ([Move.String]), for example
// "play KH" or "bid Dreier", so that json.Marshal(Play(deck.HeartsKing)) is
// "play KH". A move that its notation does not read back as (the zero Move,
// a move built from values outside their constants) is an error wrapping
// [tarock.ErrBadMoveSyntax].
func (m Move) MarshalText() ([]byte, error) {
	return enumtext.MarshalMove("tapp", m, m.String(), ParseMove)
}

// UnmarshalText reads a move as [ParseMove] does. Bad text returns
// ParseMove's error (wrapping [tarock.ErrBadMoveSyntax]), or for text longer
// than any move a *[tarock.TextError] wrapping it too; m is then unchanged.
func (m *Move) UnmarshalText(b []byte) error {
	return enumtext.UnmarshalMove("tapp.Move", b, ParseMove, m)
}
