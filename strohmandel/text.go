package strohmandel

// The text of the enumerated types and bit sets of this package: each one's
// MarshalText writes its String and its UnmarshalText reads it back,
// case-insensitively, through one table of names per type
// (internal/enumtext). The text of the moves is at the end of this file; the
// JSON of results and rules is in json.go, that of observations in
// observation_json.go.

import (
	"github.com/tarockfamily/sdk/internal/enumtext"
)

// The tables of names, one per type.
var (
	phaseText           = enumtext.New("strohmandel.Phase", PhaseTakeUp, PhaseDone, Phase.String)
	contractText        = enumtext.New("strohmandel.Contract", NoContract, Redeal, Contract.String)
	moveKindText        = enumtext.New("strohmandel.MoveKind", MoveInvalid, MovePlay, MoveKind.String)
	kontraLevelText     = enumtext.New("strohmandel.KontraLevel", LevelNone, LevelRe, KontraLevel.String)
	itemKindText        = enumtext.New("strohmandel.ItemKind", ItemGame, ItemRostopschin, ItemKind.String)
	scoringText         = enumtext.New("strohmandel.Scoring", ScoringMayrSedlaczek2007, ScoringTirol2025, Scoring.String)
	strawmenTimingText  = enumtext.Names("strohmandel.StrawmenTiming", StrawmenWithHands, "StrawmenWithHands", "StrawmenAfterTakeUp")
	bothPassText        = enumtext.Names("strohmandel.BothPass", BothPassSimpleGame, "BothPassSimpleGame", "BothPassRedealForehand", "BothPassRedealSameDealer", "BothPassTrischaken")
	firstLeadText       = enumtext.Names("strohmandel.FirstLead", LeadForehand, "LeadForehand", "LeadDeclarerIfTakenUp")
	trullModeText       = enumtext.Names("strohmandel.TrullMode", TrullTricks, "TrullTricks", "TrullHandAnnounced", "TrullNone")
	announcementsText   = enumtext.Names("strohmandel.Announcements", AnnouncementsNone, "AnnouncementsNone", "AnnouncementsTirol")
	bigWinText          = enumtext.Names("strohmandel.BigWin", BigWinOff, "BigWinOff", "BigWinFurr45_26", "BigWinGrammel45")
	drawText            = enumtext.Names("strohmandel.Draw", DrawOnlyInSimpleGame, "DrawOnlyInSimpleGame", "DrawAnyGame", "DrawLosesForDeclarer")
	doubleAfterDrawText = enumtext.Names("strohmandel.DoubleAfterDraw", DoubleNextRoundOfTwo, "DoubleNextRoundOfTwo", "DoubleNextGame", "DoubleOff")
	birdsText           = enumtext.NewFlags("strohmandel.Birds", "+", "none",
		[]Birds{BirdPagat, BirdUhu, BirdKakadu, BirdQuapil}, "Pagat", "Uhu", "Kakadu", "Quapil")
	callText = enumtext.NewFlags("strohmandel.Call", "+", "none",
		[]Call{CallTrull, CallKingsTrull, CallRoss, CallTopschin},
		CallTrull.String(), CallKingsTrull.String(), CallRoss.String(), CallTopschin.String())
	announcementText = enumtext.NewFlags("strohmandel.Announcement", "+", "none",
		[]Announcement{AnnouncePagatUltimo, AnnounceTrull, AnnounceKingsTrull},
		AnnouncePagatUltimo.String(), AnnounceTrull.String(), AnnounceKingsTrull.String())
)

// String returns the name of the Go constant, for example "StrawmenWithHands".
func (t StrawmenTiming) String() string { return strawmenTimingText.String(t) }

// String returns the name of the Go constant, for example "BothPassSimpleGame".
func (p BothPass) String() string { return bothPassText.String(p) }

// String returns the name of the Go constant, for example "LeadForehand".
func (f FirstLead) String() string { return firstLeadText.String(f) }

// String returns the name of the Go constant, for example "TrullTricks".
func (t TrullMode) String() string { return trullModeText.String(t) }

// String returns the name of the Go constant, for example "AnnouncementsNone".
func (a Announcements) String() string { return announcementsText.String(a) }

// String returns the name of the Go constant, for example "BigWinOff".
func (w BigWin) String() string { return bigWinText.String(w) }

// String returns the name of the Go constant, for example "DrawOnlyInSimpleGame".
func (d Draw) String() string { return drawText.String(d) }

// String returns the name of the Go constant, for example "DoubleNextRoundOfTwo".
func (d DoubleAfterDraw) String() string { return doubleAfterDrawText.String(d) }

// String returns the birds' names joined by "+", lowest bit first, as the
// option text of [Rules.Options] writes them: "Pagat+Uhu+Kakadu", or
// "none" for no bird.
func (b Birds) String() string { return birdsText.String(b) }

// MarshalText writes p as [Phase.String] does. A value that is not one of
// the constants PhaseTakeUp … PhaseDone is an error wrapping [tarock.ErrBadText].
func (p Phase) MarshalText() ([]byte, error) { return phaseText.Marshal(p) }

// UnmarshalText reads a name that [Phase.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves p unchanged.
func (p *Phase) UnmarshalText(b []byte) error { return phaseText.Unmarshal(b, p) }

// MarshalText writes c as [Contract.String] does. A value that is not one of
// the constants NoContract … Redeal is an error wrapping [tarock.ErrBadText].
func (c Contract) MarshalText() ([]byte, error) { return contractText.Marshal(c) }

// UnmarshalText reads a name that [Contract.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves c unchanged.
func (c *Contract) UnmarshalText(b []byte) error { return contractText.Unmarshal(b, c) }

// MarshalText writes l as [KontraLevel.String] does ("none", "kontra" or
// "re"). A value that is not one of the levels is an error wrapping
// [tarock.ErrBadText].
func (l KontraLevel) MarshalText() ([]byte, error) { return kontraLevelText.Marshal(l) }

// UnmarshalText reads a name that [KontraLevel.String] writes, in any case.
// Other text is a *[tarock.TextError] wrapping [tarock.ErrBadText], and l is
// left unchanged.
func (l *KontraLevel) UnmarshalText(b []byte) error { return kontraLevelText.Unmarshal(b, l) }

// MarshalText writes k as [MoveKind.String] does. A value that is not one of
// the constants MoveThrowIn … MovePlay is an error wrapping [tarock.ErrBadText].
func (k MoveKind) MarshalText() ([]byte, error) { return moveKindText.Marshal(k) }

// UnmarshalText reads a name that [MoveKind.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves k unchanged.
func (k *MoveKind) UnmarshalText(b []byte) error { return moveKindText.Unmarshal(b, k) }

// MarshalText writes k as [ItemKind.String] does. A value that is not one of
// the constants ItemGame … ItemRostopschin is an error wrapping [tarock.ErrBadText].
func (k ItemKind) MarshalText() ([]byte, error) { return itemKindText.Marshal(k) }

// UnmarshalText reads a name that [ItemKind.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves k unchanged.
func (k *ItemKind) UnmarshalText(b []byte) error { return itemKindText.Unmarshal(b, k) }

// MarshalText writes s as [Scoring.String] does. A value that is not one of
// the constants ScoringMayrSedlaczek2007 … ScoringTirol2025 is an error wrapping [tarock.ErrBadText].
func (s Scoring) MarshalText() ([]byte, error) { return scoringText.Marshal(s) }

// UnmarshalText reads a name that [Scoring.String] writes, in any case. Other
// text returns a *[tarock.TextError] and leaves s unchanged.
func (s *Scoring) UnmarshalText(b []byte) error { return scoringText.Unmarshal(b, s) }

// MarshalText writes t as [StrawmenTiming.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (t StrawmenTiming) MarshalText() ([]byte, error) { return strawmenTimingText.Marshal(t) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves t unchanged.
func (t *StrawmenTiming) UnmarshalText(b []byte) error { return strawmenTimingText.Unmarshal(b, t) }

// MarshalText writes p as [BothPass.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (p BothPass) MarshalText() ([]byte, error) { return bothPassText.Marshal(p) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves p unchanged.
func (p *BothPass) UnmarshalText(b []byte) error { return bothPassText.Unmarshal(b, p) }

// MarshalText writes f as [FirstLead.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (f FirstLead) MarshalText() ([]byte, error) { return firstLeadText.Marshal(f) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves f unchanged.
func (f *FirstLead) UnmarshalText(b []byte) error { return firstLeadText.Unmarshal(b, f) }

// MarshalText writes t as [TrullMode.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (t TrullMode) MarshalText() ([]byte, error) { return trullModeText.Marshal(t) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves t unchanged.
func (t *TrullMode) UnmarshalText(b []byte) error { return trullModeText.Unmarshal(b, t) }

// MarshalText writes a as [Announcements.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (a Announcements) MarshalText() ([]byte, error) { return announcementsText.Marshal(a) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves a unchanged.
func (a *Announcements) UnmarshalText(b []byte) error { return announcementsText.Unmarshal(b, a) }

// MarshalText writes w as [BigWin.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (w BigWin) MarshalText() ([]byte, error) { return bigWinText.Marshal(w) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves w unchanged.
func (w *BigWin) UnmarshalText(b []byte) error { return bigWinText.Unmarshal(b, w) }

// MarshalText writes d as [Draw.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (d Draw) MarshalText() ([]byte, error) { return drawText.Marshal(d) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves d unchanged.
func (d *Draw) UnmarshalText(b []byte) error { return drawText.Unmarshal(b, d) }

// MarshalText writes d as [DoubleAfterDraw.String] does, the name of the Go constant.
// A value that is not a constant is an error wrapping [tarock.ErrBadText].
func (d DoubleAfterDraw) MarshalText() ([]byte, error) { return doubleAfterDrawText.Marshal(d) }

// UnmarshalText reads the name of a constant, in any case. Other text
// returns a *[tarock.TextError] and leaves d unchanged.
func (d *DoubleAfterDraw) UnmarshalText(b []byte) error { return doubleAfterDrawText.Unmarshal(b, d) }

// MarshalText writes b as [Birds.String] does, as every set of flags of the
// games is written (doc/notation.md "JSON"): the names joined by "+", or
// "none". A value with a bit that is no bird is an error wrapping
// [tarock.ErrBadText].
func (b Birds) MarshalText() ([]byte, error) { return birdsText.Marshal(b) }

// UnmarshalText reads "none" or bird names (Pagat, Uhu, Kakadu, Quapil) in
// any case and order, separated by "+" or spaces, each at most once. Other
// text returns a *[tarock.TextError] and leaves b unchanged.
func (b *Birds) UnmarshalText(text []byte) error { return birdsText.Unmarshal(text, b) }

// MarshalText writes c as every set of flags of the games is written as
// text and JSON (doc/notation.md "JSON"): the call words joined by "+"
// ("ross", "trull+kingstrull"), "none" for no call. (The move notation,
// [Call.String], separates them by spaces.) A value with a bit that is no
// call is an error wrapping [tarock.ErrBadText].
func (c Call) MarshalText() ([]byte, error) { return callText.Marshal(c) }

// UnmarshalText reads call words in any case and order, separated by spaces
// or "+", each at most once; the empty text and "none" read as no call.
// Other text returns a *[tarock.TextError] and leaves c unchanged.
func (c *Call) UnmarshalText(b []byte) error { return callText.Unmarshal(b, c) }

// MarshalText writes a as [Announcement.String] does ("pagatultimo",
// "trull", "kingstrull"); a set of several, as a seat's announcements in an
// [Observation], joins them with "+"; "none" for the empty set. A value
// with another bit is an error wrapping [tarock.ErrBadText].
func (a Announcement) MarshalText() ([]byte, error) { return announcementText.Marshal(a) }

// UnmarshalText reads "none" or announcement words in any case and order,
// separated by "+" or spaces, each at most once. Other text returns a
// *[tarock.TextError] and leaves a unchanged.
func (a *Announcement) UnmarshalText(b []byte) error { return announcementText.Unmarshal(b, a) }

// MarshalText writes m in its notation ([Move.String]), for example
// "takeup", "play KH" or "play T17 ross", so that
// json.Marshal(Play(deck.HeartsKing)) is "play KH". A move that its notation
// does not read back as (the zero Move, a move with a card or call it
// cannot carry) is an error wrapping [tarock.ErrBadMoveSyntax].
func (m Move) MarshalText() ([]byte, error) {
	return enumtext.MarshalMove("strohmandel", m, m.String(), ParseMove)
}

// UnmarshalText reads a move as [ParseMove] does. Bad text returns
// ParseMove's error (wrapping [tarock.ErrBadMoveSyntax]), or for text longer
// than any move a *[tarock.TextError] wrapping it too; m is then unchanged.
func (m *Move) UnmarshalText(b []byte) error {
	return enumtext.UnmarshalMove("strohmandel.Move", b, ParseMove, m)
}
