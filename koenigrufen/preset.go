package koenigrufen

import (
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock/option"
)

// AustrianTarockCup2023 is the default rule set: the rules of the Austrian
// Tarock Cup, [OÖ23] and [TC] (doc/koenigrufen.md §0.3, §13.2). Its
// option text name is also "OOE2023".
var AustrianTarockCup2023 = Rules{
	DealPattern:          SixTalonSix,
	Tariff:               TariffAustrianTarockCup2023,
	BirdCallers:          BirdCallersBesserrufer,
	Farbendreier:         true,
	Holding:              HoldForehandOnly,
	ForehandOpening:      OpenVorhandOrBid,
	FourKings:            FourKingsNoCallingContract,
	CallOwnKing:          CallOwnKingForbidden,
	KingInTalon:          KingInTalonConcedeOrAnyHalf,
	SoloruferKingInTalon: SoloruferKingHalfKontraVoid,
	ColourMinSuitCards:   0,
	Mondfang:             false,
	Sacks:                false,
	Absolut:              false,
	Quapil:               true,
	SilentFailureCounts:  false,
	ValatScoring:         ValatMultiplier4_8,
	ValatTakesTalon:      false,
	KontraLedger:         KontraMoneyOnly,
	TrischakenPayment:    TrischakenPaymentAustrianTarockCup2023,
	TwoVirgins:           TwoVirginsShare,
	Threshold:            107,

	AnnounceTiming:             AnnounceOncePerPlayer,
	Reservation:                ReservationSoft,
	ForbidEarlyWinWithReserved: EarlyWinAllowed,
	MaxKontraLevel:             8,
	KontraWindow:               KontraFirstOpportunity,
	PartnerKontraVoid:          true,
	ColourKontraOrValat:        true,
}

// Wien2020 is the rule set of the Vienna Tarock Cup 2020, [WTC20]
// (doc/koenigrufen.md §12.1, §13.2): the default with the Vienna tariff
// and its bird callers, the Zwiccolos, no holding, "Vorhand" or the
// Sechserdreier as forehand's first word, a queen called by a player with
// four kings, six suit cards for the colour contracts, the Kaiserstich,
// the Trischaken talon to the first six tricks and the Vienna Trischaken
// payment, the fixed Valat, premiums at a player's first turn only and
// hard reservations.
var Wien2020 = func() Rules {
	r := AustrianTarockCup2023
	r.Tariff = TariffWien2020
	r.BirdCallers = BirdCallersSeparate
	r.ExtraContracts = ExtraZwiccolo | ExtraZwiccoloOuvert
	r.Holding = HoldNone
	r.ForehandOpening = OpenVorhandOrSechserdreier
	r.FourKings = FourKingsCallQueen
	r.ColourMinSuitCards = 6
	r.Kaiserstich = KaiserstichAnyOrder
	r.TrischakenTalon = TrischakenTalonFirstSixTricks
	r.TrischakenPayment = TrischakenPaymentWien2020
	r.ValatScoring = ValatFixed10_20Wien
	r.AnnounceTiming = AnnounceFirstTurnOnly
	r.Reservation = ReservationHard
	return r
}()

// Sauwald2019 is the rule set of the Sauwald cup 2019, [SWC19]
// (doc/koenigrufen.md §12.3, §13.2): the default with the Sauwald tariff,
// no Farbendreier, forehand with four kings handing on his rights, each of
// two players without a trick in Trischaken paid in full, and six suit
// cards for the colour contracts.
var Sauwald2019 = func() Rules {
	r := AustrianTarockCup2023
	r.Tariff = TariffSauwald2019
	r.Farbendreier = false
	r.FourKings = FourKingsPassForehand
	r.TwoVirgins = TwoVirginsFullEach
	r.ColourMinSuitCards = 6
	return r
}()

// NamedRules is a preset and its name, as listed by [Presets].
type NamedRules = option.Named[Rules]

// Presets returns the presets of doc/koenigrufen.md §13.2 with their
// names, a new slice on each call: "AustrianTarockCup2023" (the default)
// and its other name "OOE2023", "Wien2020" and "Sauwald2019".
func Presets() []NamedRules {
	return []NamedRules{
		{Name: "AustrianTarockCup2023", Rules: AustrianTarockCup2023},
		{Name: "OOE2023", Rules: AustrianTarockCup2023},
		{Name: "Wien2020", Rules: Wien2020},
		{Name: "Sauwald2019", Rules: Sauwald2019},
	}
}

// Preset returns the preset called name, one of the names [Presets]
// lists, compared case-insensitively and ignoring white space around
// name. It returns false (and the zero Rules) for any other name.
func Preset(name string) (Rules, bool) {
	p, ok := option.Find(Presets(), name)
	return p.Rules, ok
}

// ruleOptions lists every field of Rules in declaration order, with the
// value names of doc/koenigrufen.md §13.1 (the Go constant names are read
// too) and the values each takes: the one statement of each field's range
// that the option text, the JSON and [Rules.Validate] follow.
var ruleOptions = option.NewTable("koenigrufen",
	option.Enum("DealPattern", func(r *Rules) *DealPattern { return &r.DealPattern },
		option.Names("SixTalonSix"), option.Names("TalonFirst")),
	option.Enum("Tariff", func(r *Rules) *Tariff { return &r.Tariff },
		option.Prefixed("Tariff", "AustrianTarockCup2023", "Wien2020", "Sauwald2019", "Tirol2020")...),
	option.Enum("BirdCallers", func(r *Rules) *BirdCallers { return &r.BirdCallers },
		option.Prefixed("BirdCallers", "Besserrufer", "Separate", "SplitLowHigh")...),
	option.Bool("Farbendreier", func(r *Rules) *bool { return &r.Farbendreier }),
	option.Enum("Holding", func(r *Rules) *Holding { return &r.Holding },
		option.Names("ForehandOnly", "HoldForehandOnly"), option.Names("None", "HoldNone")),
	option.Enum("ForehandOpening", func(r *Rules) *ForehandOpening { return &r.ForehandOpening },
		option.Names("VorhandOrBid", "OpenVorhandOrBid"), option.Names("VorhandOrSechserdreier", "OpenVorhandOrSechserdreier")),
	option.Bool("SolodreierEndsAuction", func(r *Rules) *bool { return &r.SolodreierEndsAuction }),
	option.Enum("FourKings", func(r *Rules) *FourKings { return &r.FourKings },
		option.Prefixed("FourKings", "NoCallingContract", "CallQueen", "PassForehand")...),
	option.Enum("CallOwnKing", func(r *Rules) *CallOwnKing { return &r.CallOwnKing },
		option.Prefixed("CallOwnKing", "Forbidden", "Allowed")...),
	option.Enum("KingInTalon", func(r *Rules) *KingInTalon { return &r.KingInTalon },
		option.Prefixed("KingInTalon", "ConcedeOrAnyHalf", "ConcedeOrKingHalf")...),
	option.Enum("SoloruferKingInTalon", func(r *Rules) *SoloruferKingInTalon { return &r.SoloruferKingInTalon },
		option.Names("KingHalfKontraVoid", "SoloruferKingHalfKontraVoid"), option.Names("WholeTalon", "SoloruferWholeTalon")),
	option.Enum("KnockMode", func(r *Rules) *KnockMode { return &r.KnockMode },
		option.Prefixed("Knock", "Off", "GrabStacks")...),
	option.Enum("RedealNoTarock", func(r *Rules) *RedealNoTarock { return &r.RedealNoTarock },
		option.Names("Off", "RedealOff"), option.Names("NoTarock", "RedealNoTarockHand"),
		option.Names("NoTarockOrLoneTrull", "RedealNoTarockOrLoneTrull")),
	option.Enum("FivePlayerTable", func(r *Rules) *FivePlayerTable { return &r.FivePlayerTable },
		option.Names("Off", "FivePlayerOff"), option.Names("DealerSitsOut", "FivePlayerDealerSitsOut")),
	option.Flags("ExtraContracts", func(r *Rules) *ExtraContracts { return &r.ExtraContracts }, "Zwiccolo", "ZwiccoloOuvert"),
	option.Bool("SechserdreierTalonShown", func(r *Rules) *bool { return &r.SechserdreierTalonShown }),
	option.Enum("TrischakenTalon", func(r *Rules) *TrischakenTalon { return &r.TrischakenTalon },
		option.Prefixed("TrischakenTalon", "LastTrick", "FirstSixTricks", "ForehandChooses")...),
	option.Enum("TrischakenMustBeat", func(r *Rules) *TrischakenMustBeat { return &r.TrischakenMustBeat },
		option.Prefixed("TrischakenMustBeat", "On", "ForehandChooses")...),
	option.Enum("TrischakenLead", func(r *Rules) *TrischakenLead { return &r.TrischakenLead },
		option.Prefixed("TrischakenLead", "Free", "HighestTarockFirst")...),
	option.Enum("Kaiserstich", func(r *Rules) *Kaiserstich { return &r.Kaiserstich },
		option.Prefixed("Kaiserstich", "Off", "AnyOrder", "MondSkusPagatOrder")...),
	option.Enum("OuvertReveal", func(r *Rules) *OuvertReveal { return &r.OuvertReveal },
		option.Names("AllPlayers", "OuvertAllPlayers"), option.Names("DefendersOnly", "OuvertDefendersOnly")),
	option.Bool("PlayOutNegative", func(r *Rules) *bool { return &r.PlayOutNegative }),
	option.IntOf("ColourMinSuitCards", []int{0, 6}, func(r *Rules) *int { return &r.ColourMinSuitCards }),
	option.Bool("Mondfang", func(r *Rules) *bool { return &r.Mondfang }),
	option.Reserved("Sacks", func(r *Rules) *bool { return &r.Sacks },
		"the Säcke are not defined well enough to play (doc/koenigrufen.md §13.1)"),
	option.Bool("Absolut", func(r *Rules) *bool { return &r.Absolut }),
	option.Bool("Quapil", func(r *Rules) *bool { return &r.Quapil }),
	option.Bool("SilentFailureCounts", func(r *Rules) *bool { return &r.SilentFailureCounts }),
	option.Enum("ValatScoring", func(r *Rules) *ValatScoring { return &r.ValatScoring },
		option.Prefixed("Valat", "Multiplier4_8", "Fixed10_20Wien", "Fixed10_20Tirol")...),
	option.Bool("ValatTakesTalon", func(r *Rules) *bool { return &r.ValatTakesTalon }),
	option.Enum("KontraLedger", func(r *Rules) *KontraLedger { return &r.KontraLedger },
		option.Prefixed("Kontra", "MoneyOnly", "ScoreToo")...),
	option.Enum("TrischakenPayment", func(r *Rules) *TrischakenPayment { return &r.TrischakenPayment },
		option.Prefixed("TrischakenPayment", "AustrianTarockCup2023", "Wien2020")...),
	option.Enum("TwoVirgins", func(r *Rules) *TwoVirgins { return &r.TwoVirgins },
		option.Prefixed("TwoVirgins", "Share", "FullEach")...),
	option.IntRange("Threshold", 1, int(scoring.Total), func(r *Rules) *scoring.Points { return &r.Threshold }),
	option.Enum("AnnounceTiming", func(r *Rules) *AnnounceTiming { return &r.AnnounceTiming },
		option.Prefixed("Announce", "OncePerPlayer", "FirstTurnOnly")...),
	option.Enum("Reservation", func(r *Rules) *Reservation { return &r.Reservation },
		option.Prefixed("Reservation", "Soft", "Hard")...),
	option.Enum("ForbidEarlyWinWithReserved", func(r *Rules) *EarlyWin { return &r.ForbidEarlyWinWithReserved },
		option.Names("Off", "EarlyWinAllowed"), option.Names("PublicCertainty", "EarlyWinPublicCertainty")),
	option.IntOf("MaxKontraLevel", []int{8, 16, 32, 64}, func(r *Rules) *int { return &r.MaxKontraLevel }),
	option.Enum("KontraWindow", func(r *Rules) *KontraWindow { return &r.KontraWindow },
		option.Prefixed("Kontra", "FirstOpportunity", "AnyTurn")...),
	option.Bool("PartnerKontraVoid", func(r *Rules) *bool { return &r.PartnerKontraVoid }),
	option.Bool("ColourKontraOrValat", func(r *Rules) *bool { return &r.ColourKontraOrValat }),
)

// Options returns one "Field=Value" text for every option in which r
// differs from base, in the order of the fields of [Rules]
// (doc/koenigrufen.md §13.1), for example "Holding=None", "Farbendreier=off",
// "Threshold=106". Applying each text with [Rules.WithOption] to base
// gives r back, for every r whose values are in range.
func (r Rules) Options(base Rules) []string { return ruleOptions.Options(r, base) }

// WithOption returns a copy of r with one option changed, given as
// "Field=Value" as [Rules.Options] writes it: the field name
// case-insensitive, the value a name of doc/koenigrufen.md §13.1 or the Go
// constant name in any case, on or off for a switch (off only for Sacks),
// a whole number for ColourMinSuitCards (0 or 6), Threshold (1 to 210)
// and MaxKontraLevel (8, 16, 32 or 64). For text that is not an option, or a
// value the option does not take, it returns r unchanged and an error
// wrapping [tarock.ErrInvalidRules]. It checks one option only;
// [Rules.Validate] checks that the options fit together.
func (r Rules) WithOption(text string) (Rules, error) { return ruleOptions.With(r, text) }
