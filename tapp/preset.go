package tapp

import (
	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock/option"
)

// NamedRules is a preset and its Go name, as listed by [Presets].
type NamedRules = option.Named[Rules]

// Preset returns the preset called name (doc/tapp.md §13.2), one of the
// names [Presets] lists, compared case-insensitively and ignoring white
// space around name: "MayrSedlaczek2001", "FixedHalf",
// "AlscherMultiplierValat", "Tapp1821", "Tapp1821Pack42", "Strohmandel1829",
// "ImmediateHolding", "ForehandHolding". It returns false (and the zero
// Rules) for any other name. strohmandel.Preset has the same shape.
func Preset(name string) (Rules, bool) {
	p, ok := option.Find(Presets(), name)
	return p.Rules, ok
}

// maxOptionInt bounds the numbers an option takes, so that no amount of
// the settlement can overflow: [MaxValue].
const maxOptionInt = MaxValue

// numberOption returns the option of a whole-number field.
func numberOption[T option.Integer](name string, field func(r *Rules) *T) option.Option[Rules] {
	return option.Int(name, maxOptionInt, field)
}

// ruleOptions lists every field of Rules in declaration order, then every field
// of Values. The value names are those of the variant catalogue
// (doc/tapp.md §13.1); the Go constant names are read too.
var ruleOptions = option.NewTable("tapp",
	option.Cards("Pack", func(r *Rules) *deck.Set { return &r.Pack },
		option.NamedSet{Name: "Pack54"}, option.NamedSet{Name: "Pack42", Set: deck.Pack42}, option.NamedSet{Name: "Pack40", Set: deck.Pack40}),
	option.Enum("DealPackets", func(r *Rules) *DealPackets { return &r.DealPackets },
		option.Names("4x4", "Packets4x4"), option.Names("2x8", "Packets2x8"), option.Names("Packets1821"), option.Names("EightTalonEight", "PacketsEightTalonEight"),
		option.Names("Packets42")),
	option.Bool("KnockAllowed", func(r *Rules) *bool { return &r.KnockAllowed }),
	option.Enum("KnockMode", func(r *Rules) *KnockMode { return &r.KnockMode },
		option.Names("OnePacket", "KnockOnePacket"), option.Names("GrazChoose", "KnockGrazChoose")),
	option.Bool("KnockNeedsForehandConsent", func(r *Rules) *bool { return &r.KnockNeedsForehandConsent }),
	option.Bool("RedealNoTarock", func(r *Rules) *bool { return &r.RedealNoTarock }),
	option.Enum("Ladder", func(r *Rules) *Ladder { return &r.Ladder },
		option.Names("Modern", "LadderModern"), option.Names("Ladder1821", "1821"),
		option.Names("Ladder1821Pack42")),
	option.Bool("Tapper", func(r *Rules) *bool { return &r.Tapper }),
	option.Enum("Holding", func(r *Rules) *Holding { return &r.Holding },
		option.Names("Seniority", "HoldSeniority"), option.Names("ForehandOnly", "HoldForehandOnly")),
	option.Bool("ImmediateHolding", func(r *Rules) *bool { return &r.ImmediateHolding }),
	option.Bool("SoloOnlyAtFirstTurn", func(r *Rules) *bool { return &r.SoloOnlyAtFirstTurn }),
	option.Bool("SoloHoldable1821", func(r *Rules) *bool { return &r.SoloHoldable1821 }),
	option.Enum("AllPass", func(r *Rules) *AllPass { return &r.AllPass },
		option.Names("Redeal", "AllPassRedeal"), option.Names("Trischaken", "AllPassTrischaken"), option.Names("Rauben", "AllPassRauben")),
	option.Enum("TalonMode", func(r *Rules) *TalonMode { return &r.TalonMode },
		option.Names("FreeChoice", "TalonFreeChoice"), option.Names("FixedHalf", "TalonFixedHalf"),
		option.Names("FixedHalfUnexposed", "TalonFixedHalfUnexposed"), option.Names("FixedHalfBothExposed", "TalonFixedHalfBothExposed"),
		option.Names("CardCount", "TalonCardCount"), option.Names("Top3Unexposed", "TalonTop3Unexposed")),
	option.Enum("TarockDiscard", func(r *Rules) *TarockDiscard { return &r.TarockDiscard },
		option.Names("ForcedShown", "DiscardForcedShown"), option.Names("Forbidden", "DiscardForbidden"),
		option.Names("ForcedAnnouncedOnly", "DiscardForcedAnnouncedOnly")),
	option.Enum("Announcements", func(r *Rules) *Announcements { return &r.Announcements },
		option.Names("OneOf", "AnnouncementsOneOf"), option.Names("Both", "AnnouncementsBoth"), option.Names("PagatOnly", "AnnouncementsPagatOnly")),
	option.Bool("Kontra", func(r *Rules) *bool { return &r.Kontra }),
	option.Enum("FirstLead", func(r *Rules) *FirstLead { return &r.FirstLead },
		option.Names("Forehand", "LeadForehand"), option.Names("Declarer", "LeadDeclarer")),
	option.Enum("ValatScoring", func(r *Rules) *ValatScoring { return &r.ValatScoring },
		option.Names("Fixed12_24", "ValatFixed", "Fixed"), option.Names("Multiplier4_8", "ValatMultiplier", "Multiplier"),
		option.Names("Stake1821", "ValatStake1821")),
	option.Enum("DefenderValat", func(r *Rules) *DefenderValat { return &r.DefenderValat },
		option.Names("SilentMirror", "DefenderValatSilentMirror"), option.Names("None", "DefenderValatNone")),
	option.Enum("HandBonuses", func(r *Rules) *HandBonuses { return &r.HandBonuses },
		option.Names("TrullKingsKoepfe", "BonusesTrullKingsHeads", "TrullKingsHeads"), option.Names("TrullKings", "BonusesTrullKings"),
		option.Names("Off", "BonusesOff")),
	option.Enum("HandBonusMoment", func(r *Rules) *HandBonusMoment { return &r.HandBonusMoment },
		option.Names("AsDealt", "BonusAsDealt"), option.Names("AfterTalon", "BonusAfterTalon")),
	option.Enum("HandBonusPayment", func(r *Rules) *HandBonusPayment { return &r.HandBonusPayment },
		option.Names("Party", "BonusParty"), option.Names("HolderFromEach", "BonusHolderFromEach")),
	option.Enum("Scoring", func(r *Rules) *Scoring { return &r.Scoring },
		option.Names("Tariff2001", "ScoringTariff2001"), option.Names("Scoring1821", "1821")),
	numberOption("Stake", func(r *Rules) *int { return &r.Stake }),
	option.Enum("Consolation", func(r *Rules) *Consolation { return &r.Consolation },
		option.Names("Stake1821", "ConsolationStake1821"), option.Names("Table42", "ConsolationTable42")),
	option.IntRange("Threshold", 1, int(scoring.Total), func(r *Rules) *scoring.Points { return &r.Threshold }),
	option.Enum("FourthPlayer", func(r *Rules) *FourthPlayer { return &r.FourthPlayer },
		option.Names("None", "FourthNone"), option.Names("SitsOut", "FourthSitsOut"), option.Names("King1821", "FourthKing1821")),
	option.Bool("Dummy1829", func(r *Rules) *bool { return &r.Dummy1829 }),
	option.Enum("DummyCard", func(r *Rules) *DummyCard { return &r.DummyCard },
		option.Names("Shown", "DummyShown"), option.Names("Hidden", "DummyHidden")),

	numberOption("Values.Tapper", func(r *Rules) *int { return &r.Values.Tapper }),
	numberOption("Values.Dreier", func(r *Rules) *int { return &r.Values.Dreier }),
	numberOption("Values.Unterer", func(r *Rules) *int { return &r.Values.Unterer }),
	numberOption("Values.Oberer", func(r *Rules) *int { return &r.Values.Oberer }),
	numberOption("Values.Solo", func(r *Rules) *int { return &r.Values.Solo }),
	numberOption("Values.PagatUltimo", func(r *Rules) *int { return &r.Values.PagatUltimo }),
	numberOption("Values.PagatUltimoAnnounced", func(r *Rules) *int { return &r.Values.PagatUltimoAnnounced }),
	numberOption("Values.PagatUltimoSolo", func(r *Rules) *int { return &r.Values.PagatUltimoSolo }),
	numberOption("Values.PagatUltimoSoloAnnounced", func(r *Rules) *int { return &r.Values.PagatUltimoSoloAnnounced }),
	numberOption("Values.Valat", func(r *Rules) *int { return &r.Values.Valat }),
	numberOption("Values.ValatAnnounced", func(r *Rules) *int { return &r.Values.ValatAnnounced }),
	numberOption("Values.Trull", func(r *Rules) *int { return &r.Values.Trull }),
	numberOption("Values.KingsTrull", func(r *Rules) *int { return &r.Values.KingsTrull }),
	numberOption("Values.Heads", func(r *Rules) *int { return &r.Values.Heads }),
	numberOption("Values.TrischakenLoser", func(r *Rules) *int { return &r.Values.TrischakenLoser }),
	numberOption("Values.TrischakenNoTrick", func(r *Rules) *int { return &r.Values.TrischakenNoTrick }),
)

// Options returns one "Field=Value" text for every option in which r differs
// from base, in the order of the fields of [Rules] followed by those of
// [Values] (doc/tapp.md §13.1). Field names are the Go field names,
// "Values." and the field name for an entry of the value table; value names
// are those of the variant catalogue, for example "TalonMode=FixedHalf",
// "ValatScoring=Multiplier4_8", "Kontra=on", "Stake=40",
// "Threshold=106" (thirds of a card point), "Values.Solo=9" (game
// points) and "Pack=Pack42" (or the cards of another pack). Switches are written on or off. The result is empty when r
// equals base. A field whose value [Rules.Validate] refuses on its own (an
// enumeration outside its constants, a number out of range) has no text and
// is left out, so that WithOption reads every text Options returns.
// Applying each text with [Rules.WithOption] to base gives r back, for
// every r whose fields are each in range.
func (r Rules) Options(base Rules) []string { return ruleOptions.Options(r, base) }

// WithOption returns a copy of r with one option changed, given as
// "Field=Value" as [Rules.Options] writes it: the field name
// case-insensitive (a value-table entry as "Values.Solo"), the value a
// catalogue name of doc/tapp.md §13.1 or the Go constant name
// (case-insensitive), on or off (also true or false, yes or no, in any
// case), or a whole number from 0 to [MaxValue] (Threshold: 1 to 210, the
// range [Rules.Validate] allows). White space around the name and the value
// is ignored; r itself is not changed. For text that is
// not an option, or a value the option does not take, it returns r
// unchanged and an error wrapping [tarock.ErrInvalidRules] that quotes the
// text and names the option. It checks one option only; [Rules.Validate]
// (called by [NewGame]) checks that the options fit together.
// strohmandel.Rules.WithOption reads the same way.
func (r Rules) WithOption(text string) (Rules, error) { return ruleOptions.With(r, text) }
