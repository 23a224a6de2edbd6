package koenigrufen

// The text of the option types of Rules that the contracts, the
// announcements and the settlement brought (doc/koenigrufen.md §13.1): each
// is written as the name of its Go constant, as text.go explains, and
// read back in any case.

import "github.com/tarockfamily/sdk/internal/enumtext"

var (
	knockText = enumtext.Names("koenigrufen.KnockMode", KnockOff,
		"KnockOff", "KnockGrabStacks")
	redealText = enumtext.Names("koenigrufen.RedealNoTarock", RedealOff,
		"RedealOff", "RedealNoTarockHand", "RedealNoTarockOrLoneTrull")
	trischakenTalonText = enumtext.Names("koenigrufen.TrischakenTalon", TrischakenTalonLastTrick,
		"TrischakenTalonLastTrick", "TrischakenTalonFirstSixTricks", "TrischakenTalonForehandChooses")
	trischakenMustBeatText = enumtext.Names("koenigrufen.TrischakenMustBeat", TrischakenMustBeatOn,
		"TrischakenMustBeatOn", "TrischakenMustBeatForehandChooses")
	trischakenLeadText = enumtext.Names("koenigrufen.TrischakenLead", TrischakenLeadFree,
		"TrischakenLeadFree", "TrischakenLeadHighestTarockFirst")
	kaiserstichText = enumtext.Names("koenigrufen.Kaiserstich", KaiserstichOff,
		"KaiserstichOff", "KaiserstichAnyOrder", "KaiserstichMondSkusPagatOrder")
	ouvertRevealText = enumtext.Names("koenigrufen.OuvertReveal", OuvertAllPlayers,
		"OuvertAllPlayers", "OuvertDefendersOnly")
	valatScoringText = enumtext.Names("koenigrufen.ValatScoring", ValatMultiplier4_8,
		"ValatMultiplier4_8", "ValatFixed10_20Wien", "ValatFixed10_20Tirol")
	kontraLedgerText = enumtext.Names("koenigrufen.KontraLedger", KontraMoneyOnly,
		"KontraMoneyOnly", "KontraScoreToo")
	trischakenPaymentText = enumtext.Names("koenigrufen.TrischakenPayment", TrischakenPaymentAustrianTarockCup2023,
		"TrischakenPaymentAustrianTarockCup2023", "TrischakenPaymentWien2020")
	twoVirginsText = enumtext.Names("koenigrufen.TwoVirgins", TwoVirginsShare,
		"TwoVirginsShare", "TwoVirginsFullEach")
	announceTimingText = enumtext.Names("koenigrufen.AnnounceTiming", AnnounceOncePerPlayer,
		"AnnounceOncePerPlayer", "AnnounceFirstTurnOnly")
	reservationText = enumtext.Names("koenigrufen.Reservation", ReservationSoft,
		"ReservationSoft", "ReservationHard")
	earlyWinText = enumtext.Names("koenigrufen.EarlyWin", EarlyWinAllowed,
		"EarlyWinAllowed", "EarlyWinPublicCertainty")
	kontraWindowText = enumtext.Names("koenigrufen.KontraWindow", KontraFirstOpportunity,
		"KontraFirstOpportunity", "KontraAnyTurn")
	fivePlayerTableText = enumtext.Names("koenigrufen.FivePlayerTable", FivePlayerOff,
		"FivePlayerOff", "FivePlayerDealerSitsOut")
	extraContractsText = enumtext.NewFlags("koenigrufen.ExtraContracts", "+", "none",
		[]ExtraContracts{ExtraZwiccolo, ExtraZwiccoloOuvert}, "Zwiccolo", "ZwiccoloOuvert")
)

// String returns the name of the Go constant: "KnockOff" or "KnockGrabStacks".
func (k KnockMode) String() string { return knockText.String(k) }

// MarshalText writes k as [KnockMode.String] does.
func (k KnockMode) MarshalText() ([]byte, error) { return knockText.Marshal(k) }

// UnmarshalText reads the name of a KnockMode constant in any case.
func (k *KnockMode) UnmarshalText(b []byte) error { return knockText.Unmarshal(b, k) }

// String returns the name of the Go constant: "RedealOff", "RedealNoTarockHand" or "RedealNoTarockOrLoneTrull".
func (r RedealNoTarock) String() string { return redealText.String(r) }

// MarshalText writes r as [RedealNoTarock.String] does.
func (r RedealNoTarock) MarshalText() ([]byte, error) { return redealText.Marshal(r) }

// UnmarshalText reads the name of a RedealNoTarock constant in any case.
func (r *RedealNoTarock) UnmarshalText(b []byte) error { return redealText.Unmarshal(b, r) }

// String returns the name of the Go constant: "TrischakenTalonLastTrick", "TrischakenTalonFirstSixTricks" or "TrischakenTalonForehandChooses".
func (t TrischakenTalon) String() string { return trischakenTalonText.String(t) }

// MarshalText writes t as [TrischakenTalon.String] does.
func (t TrischakenTalon) MarshalText() ([]byte, error) { return trischakenTalonText.Marshal(t) }

// UnmarshalText reads the name of a TrischakenTalon constant in any case.
func (t *TrischakenTalon) UnmarshalText(b []byte) error { return trischakenTalonText.Unmarshal(b, t) }

// String returns the name of the Go constant: "TrischakenMustBeatOn" or "TrischakenMustBeatForehandChooses".
func (t TrischakenMustBeat) String() string { return trischakenMustBeatText.String(t) }

// MarshalText writes t as [TrischakenMustBeat.String] does.
func (t TrischakenMustBeat) MarshalText() ([]byte, error) { return trischakenMustBeatText.Marshal(t) }

// UnmarshalText reads the name of a TrischakenMustBeat constant in any case.
func (t *TrischakenMustBeat) UnmarshalText(b []byte) error {
	return trischakenMustBeatText.Unmarshal(b, t)
}

// String returns the name of the Go constant: "TrischakenLeadFree" or "TrischakenLeadHighestTarockFirst".
func (t TrischakenLead) String() string { return trischakenLeadText.String(t) }

// MarshalText writes t as [TrischakenLead.String] does.
func (t TrischakenLead) MarshalText() ([]byte, error) { return trischakenLeadText.Marshal(t) }

// UnmarshalText reads the name of a TrischakenLead constant in any case.
func (t *TrischakenLead) UnmarshalText(b []byte) error { return trischakenLeadText.Unmarshal(b, t) }

// String returns the name of the Go constant: "KaiserstichOff", "KaiserstichAnyOrder" or "KaiserstichMondSkusPagatOrder".
func (k Kaiserstich) String() string { return kaiserstichText.String(k) }

// MarshalText writes k as [Kaiserstich.String] does.
func (k Kaiserstich) MarshalText() ([]byte, error) { return kaiserstichText.Marshal(k) }

// UnmarshalText reads the name of a Kaiserstich constant in any case.
func (k *Kaiserstich) UnmarshalText(b []byte) error { return kaiserstichText.Unmarshal(b, k) }

// String returns the name of the Go constant: "OuvertAllPlayers" or "OuvertDefendersOnly".
func (o OuvertReveal) String() string { return ouvertRevealText.String(o) }

// MarshalText writes o as [OuvertReveal.String] does.
func (o OuvertReveal) MarshalText() ([]byte, error) { return ouvertRevealText.Marshal(o) }

// UnmarshalText reads the name of a OuvertReveal constant in any case.
func (o *OuvertReveal) UnmarshalText(b []byte) error { return ouvertRevealText.Unmarshal(b, o) }

// String returns the name of the Go constant: "ValatMultiplier4_8", "ValatFixed10_20Wien" or "ValatFixed10_20Tirol".
func (v ValatScoring) String() string { return valatScoringText.String(v) }

// MarshalText writes v as [ValatScoring.String] does.
func (v ValatScoring) MarshalText() ([]byte, error) { return valatScoringText.Marshal(v) }

// UnmarshalText reads the name of a ValatScoring constant in any case.
func (v *ValatScoring) UnmarshalText(b []byte) error { return valatScoringText.Unmarshal(b, v) }

// String returns the name of the Go constant: "KontraMoneyOnly" or "KontraScoreToo".
func (k KontraLedger) String() string { return kontraLedgerText.String(k) }

// MarshalText writes k as [KontraLedger.String] does.
func (k KontraLedger) MarshalText() ([]byte, error) { return kontraLedgerText.Marshal(k) }

// UnmarshalText reads the name of a KontraLedger constant in any case.
func (k *KontraLedger) UnmarshalText(b []byte) error { return kontraLedgerText.Unmarshal(b, k) }

// String returns the name of the Go constant: "TrischakenPaymentAustrianTarockCup2023" or "TrischakenPaymentWien2020".
func (t TrischakenPayment) String() string { return trischakenPaymentText.String(t) }

// MarshalText writes t as [TrischakenPayment.String] does.
func (t TrischakenPayment) MarshalText() ([]byte, error) { return trischakenPaymentText.Marshal(t) }

// UnmarshalText reads the name of a TrischakenPayment constant in any case.
func (t *TrischakenPayment) UnmarshalText(b []byte) error {
	return trischakenPaymentText.Unmarshal(b, t)
}

// String returns the name of the Go constant: "TwoVirginsShare" or "TwoVirginsFullEach".
func (t TwoVirgins) String() string { return twoVirginsText.String(t) }

// MarshalText writes t as [TwoVirgins.String] does.
func (t TwoVirgins) MarshalText() ([]byte, error) { return twoVirginsText.Marshal(t) }

// UnmarshalText reads the name of a TwoVirgins constant in any case.
func (t *TwoVirgins) UnmarshalText(b []byte) error { return twoVirginsText.Unmarshal(b, t) }

// String returns the name of the Go constant: "AnnounceOncePerPlayer" or "AnnounceFirstTurnOnly".
func (a AnnounceTiming) String() string { return announceTimingText.String(a) }

// MarshalText writes a as [AnnounceTiming.String] does.
func (a AnnounceTiming) MarshalText() ([]byte, error) { return announceTimingText.Marshal(a) }

// UnmarshalText reads the name of a AnnounceTiming constant in any case.
func (a *AnnounceTiming) UnmarshalText(b []byte) error { return announceTimingText.Unmarshal(b, a) }

// String returns the name of the Go constant: "ReservationSoft" or "ReservationHard".
func (r Reservation) String() string { return reservationText.String(r) }

// MarshalText writes r as [Reservation.String] does.
func (r Reservation) MarshalText() ([]byte, error) { return reservationText.Marshal(r) }

// UnmarshalText reads the name of a Reservation constant in any case.
func (r *Reservation) UnmarshalText(b []byte) error { return reservationText.Unmarshal(b, r) }

// String returns the name of the Go constant: "EarlyWinAllowed" or "EarlyWinPublicCertainty".
func (e EarlyWin) String() string { return earlyWinText.String(e) }

// MarshalText writes e as [EarlyWin.String] does.
func (e EarlyWin) MarshalText() ([]byte, error) { return earlyWinText.Marshal(e) }

// UnmarshalText reads the name of a EarlyWin constant in any case.
func (e *EarlyWin) UnmarshalText(b []byte) error { return earlyWinText.Unmarshal(b, e) }

// String returns the name of the Go constant: "KontraFirstOpportunity" or "KontraAnyTurn".
func (k KontraWindow) String() string { return kontraWindowText.String(k) }

// MarshalText writes k as [KontraWindow.String] does.
func (k KontraWindow) MarshalText() ([]byte, error) { return kontraWindowText.Marshal(k) }

// UnmarshalText reads the name of a KontraWindow constant in any case.
func (k *KontraWindow) UnmarshalText(b []byte) error { return kontraWindowText.Unmarshal(b, k) }

// String returns the contracts of the set joined by "+",
// "Zwiccolo+ZwiccoloOuvert", or "none" for the empty set.
func (e ExtraContracts) String() string { return extraContractsText.String(e) }

// MarshalText writes e as [ExtraContracts.String] does.
func (e ExtraContracts) MarshalText() ([]byte, error) { return extraContractsText.Marshal(e) }

// UnmarshalText reads a set as [ExtraContracts.String] writes it, in any
// case.
func (e *ExtraContracts) UnmarshalText(b []byte) error { return extraContractsText.Unmarshal(b, e) }

// String returns the name of the Go constant: "FivePlayerOff" or
// "FivePlayerDealerSitsOut".
func (f FivePlayerTable) String() string { return fivePlayerTableText.String(f) }

// MarshalText writes f as [FivePlayerTable.String] does.
func (f FivePlayerTable) MarshalText() ([]byte, error) { return fivePlayerTableText.Marshal(f) }

// UnmarshalText reads the name of a FivePlayerTable constant in any case.
func (f *FivePlayerTable) UnmarshalText(b []byte) error { return fivePlayerTableText.Unmarshal(b, f) }
