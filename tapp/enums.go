package tapp

import "github.com/tarockfamily/sdk/internal/enumtext"

// String returns the name of the Go constant, for example "Packets4x4",
// which [Rules.WithOption] also reads ("DealPackets=PacketsEightTalonEight").
func (d DealPackets) String() string {
	return enumtext.Name("DealPackets", d, "Packets4x4", "Packets2x8", "Packets1821", "PacketsEightTalonEight", "Packets42")
}

// String returns the name of the Go constant, for example "KnockOnePacket",
// which [Rules.WithOption] also reads ("KnockMode=KnockGrazChoose").
func (k KnockMode) String() string {
	return enumtext.Name("KnockMode", k, "KnockOnePacket", "KnockGrazChoose")
}

// String returns the name of the Go constant, for example "LadderModern",
// which [Rules.WithOption] also reads ("Ladder=Ladder1821").
func (l Ladder) String() string {
	return enumtext.Name("Ladder", l, "LadderModern", "Ladder1821", "Ladder1821Pack42")
}

// String returns the name of the Go constant, for example "HoldSeniority",
// which [Rules.WithOption] also reads ("Holding=HoldForehandOnly").
func (h Holding) String() string {
	return enumtext.Name("Holding", h, "HoldSeniority", "HoldForehandOnly")
}

// String returns the name of the Go constant, for example "AllPassRedeal",
// which [Rules.WithOption] also reads ("AllPass=AllPassRauben").
func (a AllPass) String() string {
	return enumtext.Name("AllPass", a, "AllPassRedeal", "AllPassTrischaken", "AllPassRauben")
}

// String returns the name of the Go constant, for example "TalonFreeChoice",
// which [Rules.WithOption] also reads ("TalonMode=TalonTop3Unexposed").
func (t TalonMode) String() string {
	return enumtext.Name("TalonMode", t, "TalonFreeChoice", "TalonFixedHalf", "TalonFixedHalfUnexposed", "TalonFixedHalfBothExposed", "TalonCardCount", "TalonTop3Unexposed")
}

// String returns the name of the Go constant, for example "DiscardForcedShown",
// which [Rules.WithOption] also reads ("TarockDiscard=DiscardForcedAnnouncedOnly").
func (t TarockDiscard) String() string {
	return enumtext.Name("TarockDiscard", t, "DiscardForcedShown", "DiscardForbidden", "DiscardForcedAnnouncedOnly")
}

// String returns the name of the Go constant, for example "AnnouncementsOneOf",
// which [Rules.WithOption] also reads ("Announcements=AnnouncementsPagatOnly").
func (a Announcements) String() string {
	return enumtext.Name("Announcements", a, "AnnouncementsOneOf", "AnnouncementsBoth", "AnnouncementsPagatOnly")
}

// String returns the name of the Go constant, for example "LeadForehand",
// which [Rules.WithOption] also reads ("FirstLead=LeadDeclarer").
func (f FirstLead) String() string {
	return enumtext.Name("FirstLead", f, "LeadForehand", "LeadDeclarer")
}

// String returns the name of the Go constant, for example "ValatFixed",
// which [Rules.WithOption] also reads ("ValatScoring=ValatStake1821").
func (v ValatScoring) String() string {
	return enumtext.Name("ValatScoring", v, "ValatFixed", "ValatMultiplier", "ValatStake1821")
}

// String returns the name of the Go constant, for example "DefenderValatSilentMirror",
// which [Rules.WithOption] also reads ("DefenderValat=DefenderValatNone").
func (d DefenderValat) String() string {
	return enumtext.Name("DefenderValat", d, "DefenderValatSilentMirror", "DefenderValatNone")
}

// String returns the name of the Go constant, for example "BonusesTrullKingsHeads",
// which [Rules.WithOption] also reads ("HandBonuses=BonusesOff").
func (h HandBonuses) String() string {
	return enumtext.Name("HandBonuses", h, "BonusesTrullKingsHeads", "BonusesTrullKings", "BonusesOff")
}

// String returns the name of the Go constant, for example "BonusAsDealt",
// which [Rules.WithOption] also reads ("HandBonusMoment=BonusAfterTalon").
func (h HandBonusMoment) String() string {
	return enumtext.Name("HandBonusMoment", h, "BonusAsDealt", "BonusAfterTalon")
}

// String returns the name of the Go constant, for example "BonusParty",
// which [Rules.WithOption] also reads ("HandBonusPayment=BonusHolderFromEach").
func (h HandBonusPayment) String() string {
	return enumtext.Name("HandBonusPayment", h, "BonusParty", "BonusHolderFromEach")
}

// String returns the name of the Go constant, for example "ScoringTariff2001",
// which [Rules.WithOption] also reads ("Scoring=Scoring1821").
func (s Scoring) String() string {
	return enumtext.Name("Scoring", s, "ScoringTariff2001", "Scoring1821")
}

// String returns the name of the Go constant, for example "ConsolationTable42",
// which [Rules.WithOption] also reads ("Consolation=ConsolationTable42").
func (c Consolation) String() string {
	return enumtext.Name("Consolation", c, "ConsolationStake1821", "ConsolationTable42")
}

// String returns the name of the Go constant, for example "FourthNone",
// which [Rules.WithOption] also reads ("FourthPlayer=FourthKing1821").
func (f FourthPlayer) String() string {
	return enumtext.Name("FourthPlayer", f, "FourthNone", "FourthSitsOut", "FourthKing1821")
}

// String returns the name of the Go constant, for example "DummyShown",
// which [Rules.WithOption] also reads ("DummyCard=DummyHidden").
func (d DummyCard) String() string {
	return enumtext.Name("DummyCard", d, "DummyShown", "DummyHidden")
}
