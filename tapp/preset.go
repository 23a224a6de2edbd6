package tapp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Preset returns the preset called name (doc/tapp.md §13.2), one of
// the names [Presets] lists, compared case-insensitively:
// "MayrSedlaczek2001", "FixedHalf", "AlscherMultiplierValat", "Tapp1821",
// "ImmediateHolding", "ForehandHolding". It returns false for any other
// name.
func Preset(name string) (Rules, bool) {
	for _, p := range Presets() {
		if strings.EqualFold(p.Name, name) {
			return p.Rules, true
		}
	}
	return Rules{}, false
}

// An option is one field of Rules as the option text names it: its name
// ("TalonMode", "Values.Solo"), its value as an int, and for an enumeration
// the names of its values, index = value. The first name of each value is
// the one written; the others are accepted when read.
type ruleOption struct {
	name  string
	kind  optionKind
	names [][]string // optEnum: the names of each value
	get   func(*Rules) int
	set   func(*Rules, int)
}

type optionKind uint8

const (
	optEnum optionKind = iota
	optBool
	optInt // a non-negative number (game points, or thirds for Threshold)
)

func enumOpt(name string, get func(*Rules) int, set func(*Rules, int), names ...[]string) ruleOption {
	return ruleOption{name: name, kind: optEnum, names: names, get: get, set: set}
}

func boolOpt(name string, p func(*Rules) *bool) ruleOption {
	return ruleOption{name: name, kind: optBool,
		get: func(r *Rules) int {
			if *p(r) {
				return 1
			}
			return 0
		},
		set: func(r *Rules, v int) { *p(r) = v != 0 }}
}

func intOpt(name string, p func(*Rules) *int) ruleOption {
	return ruleOption{name: name, kind: optInt,
		get: func(r *Rules) int { return *p(r) },
		set: func(r *Rules, v int) { *p(r) = v }}
}

// optNames lists the names of one enumeration value.
func optNames(list ...string) []string { return list }

// ruleOptions lists every field of Rules in declaration order, then every field
// of Values. The value names are those of the variant catalogue
// (doc/tapp.md §13.1); the Go constant names are read too.
var ruleOptions = []ruleOption{
	enumOpt("DealPackets", func(r *Rules) int { return int(r.DealPackets) }, func(r *Rules, v int) { r.DealPackets = DealPackets(v) },
		optNames("4x4", "Packets4x4"), optNames("2x8", "Packets2x8"), optNames("Packets1821"), optNames("EightTalonEight", "PacketsEightTalonEight")),
	boolOpt("KnockAllowed", func(r *Rules) *bool { return &r.KnockAllowed }),
	enumOpt("KnockMode", func(r *Rules) int { return int(r.KnockMode) }, func(r *Rules, v int) { r.KnockMode = KnockMode(v) },
		optNames("OnePacket", "KnockOnePacket"), optNames("GrazChoose", "KnockGrazChoose")),
	boolOpt("KnockNeedsForehandConsent", func(r *Rules) *bool { return &r.KnockNeedsForehandConsent }),
	boolOpt("RedealNoTarock", func(r *Rules) *bool { return &r.RedealNoTarock }),
	enumOpt("Ladder", func(r *Rules) int { return int(r.Ladder) }, func(r *Rules, v int) { r.Ladder = Ladder(v) },
		optNames("Modern", "LadderModern"), optNames("Ladder1821", "1821")),
	boolOpt("Tapper", func(r *Rules) *bool { return &r.Tapper }),
	enumOpt("Holding", func(r *Rules) int { return int(r.Holding) }, func(r *Rules, v int) { r.Holding = Holding(v) },
		optNames("Seniority", "HoldSeniority"), optNames("ForehandOnly", "HoldForehandOnly")),
	boolOpt("ImmediateHolding", func(r *Rules) *bool { return &r.ImmediateHolding }),
	boolOpt("SoloOnlyAtFirstTurn", func(r *Rules) *bool { return &r.SoloOnlyAtFirstTurn }),
	boolOpt("SoloHoldable1821", func(r *Rules) *bool { return &r.SoloHoldable1821 }),
	enumOpt("AllPass", func(r *Rules) int { return int(r.AllPass) }, func(r *Rules, v int) { r.AllPass = AllPass(v) },
		optNames("Redeal", "AllPassRedeal"), optNames("Trischaken", "AllPassTrischaken"), optNames("Rauben", "AllPassRauben")),
	enumOpt("TalonMode", func(r *Rules) int { return int(r.TalonMode) }, func(r *Rules, v int) { r.TalonMode = TalonMode(v) },
		optNames("FreeChoice", "TalonFreeChoice"), optNames("FixedHalf", "TalonFixedHalf"),
		optNames("FixedHalfUnexposed", "TalonFixedHalfUnexposed"), optNames("FixedHalfBothExposed", "TalonFixedHalfBothExposed"),
		optNames("CardCount", "TalonCardCount"), optNames("Top3Unexposed", "TalonTop3Unexposed")),
	enumOpt("TarockDiscard", func(r *Rules) int { return int(r.TarockDiscard) }, func(r *Rules, v int) { r.TarockDiscard = TarockDiscard(v) },
		optNames("ForcedShown", "DiscardForcedShown"), optNames("Forbidden", "DiscardForbidden"),
		optNames("ForcedAnnouncedOnly", "DiscardForcedAnnouncedOnly")),
	enumOpt("Announcements", func(r *Rules) int { return int(r.Announcements) }, func(r *Rules, v int) { r.Announcements = Announcements(v) },
		optNames("OneOf", "AnnouncementsOneOf"), optNames("Both", "AnnouncementsBoth"), optNames("PagatOnly", "AnnouncementsPagatOnly")),
	boolOpt("Kontra", func(r *Rules) *bool { return &r.Kontra }),
	enumOpt("FirstLead", func(r *Rules) int { return int(r.FirstLead) }, func(r *Rules, v int) { r.FirstLead = FirstLead(v) },
		optNames("Forehand", "LeadForehand"), optNames("Declarer", "LeadDeclarer")),
	enumOpt("ValatScoring", func(r *Rules) int { return int(r.ValatScoring) }, func(r *Rules, v int) { r.ValatScoring = ValatScoring(v) },
		optNames("Fixed12_24", "ValatFixed", "Fixed"), optNames("Multiplier4_8", "ValatMultiplier", "Multiplier"),
		optNames("Stake1821", "ValatStake1821")),
	enumOpt("DefenderValat", func(r *Rules) int { return int(r.DefenderValat) }, func(r *Rules, v int) { r.DefenderValat = DefenderValat(v) },
		optNames("SilentMirror", "DefenderValatSilentMirror"), optNames("None", "DefenderValatNone")),
	enumOpt("HandBonuses", func(r *Rules) int { return int(r.HandBonuses) }, func(r *Rules, v int) { r.HandBonuses = HandBonuses(v) },
		optNames("TrullKingsKoepfe", "BonusesTrullKingsHeads", "TrullKingsHeads"), optNames("TrullKings", "BonusesTrullKings"),
		optNames("Off", "BonusesOff")),
	enumOpt("HandBonusMoment", func(r *Rules) int { return int(r.HandBonusMoment) }, func(r *Rules, v int) { r.HandBonusMoment = HandBonusMoment(v) },
		optNames("AsDealt", "BonusAsDealt"), optNames("AfterTalon", "BonusAfterTalon")),
	enumOpt("HandBonusPayment", func(r *Rules) int { return int(r.HandBonusPayment) }, func(r *Rules, v int) { r.HandBonusPayment = HandBonusPayment(v) },
		optNames("Party", "BonusParty"), optNames("HolderFromEach", "BonusHolderFromEach")),
	enumOpt("Scoring", func(r *Rules) int { return int(r.Scoring) }, func(r *Rules, v int) { r.Scoring = Scoring(v) },
		optNames("Tariff2001", "ScoringTariff2001"), optNames("Scoring1821", "1821")),
	intOpt("Stake", func(r *Rules) *int { return &r.Stake }),
	{name: "Threshold", kind: optInt,
		get: func(r *Rules) int { return int(r.Threshold) },
		set: func(r *Rules, v int) { r.Threshold = scoring.Points(v) }},
	enumOpt("FourthPlayer", func(r *Rules) int { return int(r.FourthPlayer) }, func(r *Rules, v int) { r.FourthPlayer = FourthPlayer(v) },
		optNames("None", "FourthNone"), optNames("SitsOut", "FourthSitsOut"), optNames("King1821", "FourthKing1821")),

	intOpt("Values.Tapper", func(r *Rules) *int { return &r.Values.Tapper }),
	intOpt("Values.Dreier", func(r *Rules) *int { return &r.Values.Dreier }),
	intOpt("Values.Unterer", func(r *Rules) *int { return &r.Values.Unterer }),
	intOpt("Values.Oberer", func(r *Rules) *int { return &r.Values.Oberer }),
	intOpt("Values.Solo", func(r *Rules) *int { return &r.Values.Solo }),
	intOpt("Values.PagatUltimo", func(r *Rules) *int { return &r.Values.PagatUltimo }),
	intOpt("Values.PagatUltimoAnnounced", func(r *Rules) *int { return &r.Values.PagatUltimoAnnounced }),
	intOpt("Values.PagatUltimoSolo", func(r *Rules) *int { return &r.Values.PagatUltimoSolo }),
	intOpt("Values.PagatUltimoSoloAnnounced", func(r *Rules) *int { return &r.Values.PagatUltimoSoloAnnounced }),
	intOpt("Values.Valat", func(r *Rules) *int { return &r.Values.Valat }),
	intOpt("Values.ValatAnnounced", func(r *Rules) *int { return &r.Values.ValatAnnounced }),
	intOpt("Values.Trull", func(r *Rules) *int { return &r.Values.Trull }),
	intOpt("Values.KingsTrull", func(r *Rules) *int { return &r.Values.KingsTrull }),
	intOpt("Values.Heads", func(r *Rules) *int { return &r.Values.Heads }),
	intOpt("Values.TrischakenLoser", func(r *Rules) *int { return &r.Values.TrischakenLoser }),
	intOpt("Values.TrischakenNoTrick", func(r *Rules) *int { return &r.Values.TrischakenNoTrick }),
}

// format writes the value v of o.
func (o *ruleOption) format(v int) string {
	switch o.kind {
	case optBool:
		return strconv.FormatBool(v != 0)
	case optEnum:
		if v >= 0 && v < len(o.names) {
			return o.names[v][0]
		}
	}
	return strconv.Itoa(v)
}

// parse reads a value of o; ok is false when the text is not one.
func (o *ruleOption) parse(text string) (int, bool) {
	switch o.kind {
	case optBool:
		switch strings.ToLower(text) {
		case "true", "on", "yes":
			return 1, true
		case "false", "off", "no":
			return 0, true
		}
	case optEnum:
		for v, names := range o.names {
			for _, name := range names {
				if strings.EqualFold(name, text) {
					return v, true
				}
			}
		}
	case optInt:
		v, err := strconv.Atoi(text)
		if err == nil && v >= 0 && v <= maxOptionInt {
			return v, true
		}
	}
	return 0, false
}

// maxOptionInt bounds the numbers SetOption accepts, so that no amount of
// the settlement can overflow.
const maxOptionInt = 1 << 20

// describe lists the values o accepts, for error messages.
func (o *ruleOption) describe() string {
	switch o.kind {
	case optBool:
		return "true or false"
	case optEnum:
		first := make([]string, len(o.names))
		for i, names := range o.names {
			first[i] = names[0]
		}
		return "one of " + strings.Join(first, ", ")
	}
	return "a whole number from 0 to " + strconv.Itoa(maxOptionInt)
}

// Options returns one "Field=Value" text for every option in which r differs
// from base, in the order of the fields of [Rules] followed by those of
// [Values] (doc/tapp.md §13.1). Field names are the Go field names,
// "Values." and the field name for an entry of the value table; value names
// are those of the variant catalogue, for example "TalonMode=FixedHalf",
// "ValatScoring=Multiplier4_8", "Kontra=true", "Stake=40",
// "Threshold=106" (thirds of a card point) and "Values.Solo=9" (game
// points). The result is empty when r equals base. Applying each text with
// [Rules.SetOption] to a copy of base gives r back, for every r whose
// option values are in range.
func (r Rules) Options(base Rules) []string {
	var out []string
	for i := range ruleOptions {
		o := &ruleOptions[i]
		if v := o.get(&r); v != o.get(&base) {
			out = append(out, o.name+"="+o.format(v))
		}
	}
	return out
}

// SetOption changes one option of r as written by [Rules.Options]:
// "Field=Value", the field name case-insensitive (a value-table entry as
// "Values.Solo"), the value a catalogue name of doc/tapp.md §13.1
// or the Go constant name (case-insensitive), true or false (also on/off,
// yes/no), or a whole number from 0 to 2^20. White space around the name
// and the value is ignored. It returns an error wrapping
// [tarock.ErrInvalidRules] that quotes text and leaves r unchanged when the
// text is not an option or the value is not one of the option's values.
// SetOption checks one option only; [Rules.Validate] (called by [NewGame])
// checks that the ruleOptions fit together.
func (r *Rules) SetOption(text string) error {
	name, value, ok := strings.Cut(text, "=")
	if !ok {
		return fmt.Errorf("tapp: option %q is not Field=Value: %w", text, tarock.ErrInvalidRules)
	}
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	for i := range ruleOptions {
		o := &ruleOptions[i]
		if !strings.EqualFold(o.name, name) {
			continue
		}
		v, ok := o.parse(value)
		if !ok {
			return fmt.Errorf("tapp: option %q: %s takes %s: %w", text, o.name, o.describe(), tarock.ErrInvalidRules)
		}
		o.set(r, v)
		return nil
	}
	return fmt.Errorf("tapp: option %q: no option called %q: %w", text, name, tarock.ErrInvalidRules)
}

// WithOption returns a copy of r with one option changed as [Rules.SetOption]
// reads it ("Field=Value"); r itself is not changed. It returns the same
// errors as SetOption (wrapping [tarock.ErrInvalidRules]) and r unchanged.
// strohmandel.Rules.WithOption has the same shape.
func (r Rules) WithOption(setting string) (Rules, error) {
	err := r.SetOption(setting)
	return r, err
}
