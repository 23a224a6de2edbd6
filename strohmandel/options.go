package strohmandel

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/tarock"
)

// NamedRules is a preset and its name, as listed by [Presets]: the name is
// the one of doc/strohmandel.md §12.1 and of the Go variable
// ("MayrSedlaczek2007", "Beck1972", …), which game records write in their
// Rules tag.
type NamedRules struct {
	Name  string
	Rules Rules
}

// Preset returns the preset called name (doc/strohmandel.md §12.1), one
// of the names [Presets] lists, compared case-insensitively and ignoring
// surrounding white space: "MayrSedlaczek2007", "MayrSedlaczekWeb2001Classic",
// "MayrSedlaczekWeb2001Extended", "Beck1972", "BeckDEWP", "Bamberger2011",
// "Furr2009", "Tirol2025". It returns false (and the zero Rules) for any
// other name.
func Preset(name string) (Rules, bool) {
	name = strings.TrimSpace(name)
	for s := range numScorings {
		if strings.EqualFold(s.String(), name) {
			return s.Preset()
		}
	}
	return Rules{}, false
}

// presetNames lists the preset names for error messages.
func presetNames() string {
	names := make([]string, numScorings)
	for s := range numScorings {
		names[s] = s.String()
	}
	return strings.Join(names, ", ")
}

// option is one named option of Rules as game records write it
// (doc/strohmandel.md §12): its name, its kind, for an enum the names of
// its values (index = value) and the prefix of the Go constants of those
// values, and how to read and write it.
type option struct {
	name   string
	kind   optionKind
	values []string // optEnum: the catalogue names, index = value
	prefix string   // optEnum: the Go constant is prefix + catalogue name
	get    func(r *Rules) int
	set    func(r *Rules, v int)
}

type optionKind uint8

const (
	optEnum  optionKind = iota
	optBool             // written on/off
	optInt              // a number of game points, 0..maxOptionInt
	optBirds            // a set of birds, written Pagat+Uhu or none
)

// maxOptionInt is the largest number an option takes, the bound
// [Rules.Validate] puts on every game-point value.
const maxOptionInt = 100

func enumOption[T ~uint8](name, prefix string, field func(r *Rules) *T, values ...string) option {
	return option{name: name, kind: optEnum, values: values, prefix: prefix,
		get: func(r *Rules) int { return int(*field(r)) },
		set: func(r *Rules, v int) { *field(r) = T(v) }}
}

func boolOption(name string, field func(r *Rules) *bool) option {
	return option{name: name, kind: optBool,
		get: func(r *Rules) int {
			if *field(r) {
				return 1
			}
			return 0
		},
		set: func(r *Rules, v int) { *field(r) = v == 1 }}
}

func intOption(name string, field func(r *Rules) *int8) option {
	return option{name: name, kind: optInt,
		get: func(r *Rules) int { return int(*field(r)) },
		set: func(r *Rules, v int) { *field(r) = int8(v) }}
}

// options lists every field of Rules: the Scoring label, the switches in
// the order of doc/strohmandel.md §12, then the game-point values.
var options = []option{
	enumOption("Scoring", "Scoring", func(r *Rules) *Scoring { return &r.Scoring }, scoringNames[:]...),
	enumOption("StrawmenTiming", "Strawmen", func(r *Rules) *StrawmenTiming { return &r.StrawmenTiming }, "WithHands", "AfterTakeUp"),
	boolOption("ThrowInNoTarock", func(r *Rules) *bool { return &r.ThrowInNoTarock }),
	enumOption("BothPass", "BothPass", func(r *Rules) *BothPass { return &r.BothPass }, "SimpleGame", "RedealForehand", "RedealSameDealer", "Trischaken"),
	enumOption("FirstLead", "Lead", func(r *Rules) *FirstLead { return &r.FirstLead }, "Forehand", "DeclarerIfTakenUp"),
	boolOption("LastCardShown", func(r *Rules) *bool { return &r.LastCardShown }),
	enumOption("TrullMode", "Trull", func(r *Rules) *TrullMode { return &r.TrullMode }, "Tricks", "HandAnnounced", "None"),
	enumOption("Announcements", "Announcements", func(r *Rules) *AnnouncementMode { return &r.Announcements }, "None", "Tirol"),
	boolOption("BirdCaptureScores", func(r *Rules) *bool { return &r.BirdCaptureScores }),
	{name: "Birds", kind: optBirds, get: func(r *Rules) int { return int(r.Birds) }, set: func(r *Rules, v int) { r.Birds = Birds(v) }},
	intOption("Mondfang", func(r *Rules) *int8 { return &r.Mondfang }),
	boolOption("Rostopschin", func(r *Rules) *bool { return &r.Rostopschin }),
	enumOption("BigWin", "BigWin", func(r *Rules) *BigWin { return &r.BigWin }, "Off", "Furr45_26", "Grammel45"),
	enumOption("Draw", "Draw", func(r *Rules) *Draw { return &r.Draw }, "OnlyInSimpleGame", "AnyGame", "LosesForDeclarer"),
	enumOption("DoubleAfterDraw", "Double", func(r *Rules) *DoubleAfterDraw { return &r.DoubleAfterDraw }, "NextRoundOfTwo", "NextGame", "Off"),
	boolOption("ValatReplacesGame", func(r *Rules) *bool { return &r.ValatReplacesGame }),
	boolOption("Kontra", func(r *Rules) *bool { return &r.Kontra }),
	intOption("Values.SimpleGameWon", func(r *Rules) *int8 { return &r.Values.SimpleGameWon }),
	intOption("Values.TakenUpWon", func(r *Rules) *int8 { return &r.Values.TakenUpWon }),
	intOption("Values.TakenUpLost", func(r *Rules) *int8 { return &r.Values.TakenUpLost }),
	intOption("Values.TrullInHand", func(r *Rules) *int8 { return &r.Values.TrullInHand }),
	intOption("Values.KingsTrullHand", func(r *Rules) *int8 { return &r.Values.KingsTrullHand }),
	intOption("Values.TrullInTricks", func(r *Rules) *int8 { return &r.Values.TrullInTricks }),
	intOption("Values.KingsInTricks", func(r *Rules) *int8 { return &r.Values.KingsInTricks }),
	intOption("Values.PagatUltimo", func(r *Rules) *int8 { return &r.Values.PagatUltimo }),
	intOption("Values.Uhu", func(r *Rules) *int8 { return &r.Values.Uhu }),
	intOption("Values.Kakadu", func(r *Rules) *int8 { return &r.Values.Kakadu }),
	intOption("Values.Quapil", func(r *Rules) *int8 { return &r.Values.Quapil }),
	intOption("Values.Rostopschin", func(r *Rules) *int8 { return &r.Values.Rostopschin }),
	intOption("Values.BigWin", func(r *Rules) *int8 { return &r.Values.BigWin }),
	intOption("Values.Valat", func(r *Rules) *int8 { return &r.Values.Valat }),
	intOption("Values.Trischaken", func(r *Rules) *int8 { return &r.Values.Trischaken }),
	intOption("Values.Announced", func(r *Rules) *int8 { return &r.Values.Announced }),
}

var birdNames = [...]string{"Pagat", "Uhu", "Kakadu", "Quapil"}

// format writes the value v of o.
func (o *option) format(v int) string {
	switch o.kind {
	case optBool:
		if v != 0 {
			return "on"
		}
		return "off"
	case optBirds:
		var parts []string
		for i, n := range birdNames {
			if v&(1<<i) != 0 {
				parts = append(parts, n)
			}
		}
		if len(parts) == 0 {
			return "none"
		}
		return strings.Join(parts, "+")
	case optEnum:
		if v >= 0 && v < len(o.values) {
			return o.values[v]
		}
	}
	return strconv.Itoa(v)
}

// parse reads a value of o; ok is false when s is not one.
func (o *option) parse(s string) (v int, ok bool) {
	switch o.kind {
	case optBool:
		switch strings.ToLower(s) {
		case "on", "true", "yes":
			return 1, true
		case "off", "false", "no":
			return 0, true
		}
	case optBirds:
		if strings.EqualFold(s, "none") {
			return 0, true
		}
		for _, part := range strings.Split(s, "+") {
			found := false
			for i, n := range birdNames {
				if strings.EqualFold(strings.TrimSpace(part), n) {
					v |= 1 << i
					found = true
				}
			}
			if !found {
				return 0, false
			}
		}
		return v, true
	case optEnum:
		for i, n := range o.values {
			if strings.EqualFold(s, n) || strings.EqualFold(s, o.prefix+n) {
				return i, true
			}
		}
		if o.name == "BothPass" && (strings.EqualFold(s, "HalfValue") || strings.EqualFold(s, "BothPassHalfValue")) {
			return int(BothPassHalfValue), true
		}
	case optInt:
		n, err := strconv.Atoi(s)
		if err == nil && n >= 0 && n <= maxOptionInt {
			return n, true
		}
	}
	return 0, false
}

// describe lists the values o accepts, for error messages.
func (o *option) describe() string {
	switch o.kind {
	case optBool:
		return "on or off"
	case optBirds:
		return `"none" or birds joined by "+" (Pagat, Uhu, Kakadu, Quapil)`
	case optEnum:
		return "one of " + strings.Join(o.values, ", ")
	}
	return "a whole number from 0 to " + strconv.Itoa(maxOptionInt)
}

// Options returns one "Name=value" text for every option in which r differs
// from base, in the order of doc/strohmandel.md §12 (the Scoring label
// first, the game-point values last). Names and values are those of the
// variant catalogue (doc/strohmandel.md §12): for example "BothPass=Trischaken", "Kontra=on",
// "Birds=Pagat+Uhu", "Mondfang=1" (game points), "Values.Valat=0" (game
// points of one entry of the value table), "Scoring=Beck1972" (the label
// only). doc/strohmandel.md lists every name. The result is empty when r
// equals base. Game records write one Option tag for each, with the preset
// of the Rules tag as base ([NewRecord]). Applying each text with
// [Rules.WithOption] to base gives r back, for every r that passes
// [Rules.Validate].
func (r Rules) Options(base Rules) []string {
	var out []string
	for i := range options {
		o := &options[i]
		if v := o.get(&r); v != o.get(&base) {
			out = append(out, o.name+"="+o.format(v))
		}
	}
	return out
}

// WithOption returns r with one option changed, given as "Name=value" as
// [Rules.Options] writes it: the name case-insensitive, the value a
// catalogue name of doc/strohmandel.md §12 or the Go constant's name
// (case-insensitive; "HalfValue" for BothPass too), on or off (also true or
// false, yes or no), a set of birds ("Pagat+Uhu", "none"), or a whole number
// of game points from 0 to 100. "Scoring=X" changes only the Scoring label,
// not the value table; [Preset] gives a whole preset. White space around
// the name and the value is ignored. For text that is not an option, or a
// value the option does not take, it returns r unchanged and an error
// wrapping [tarock.ErrInvalidRules] that quotes the text. It checks one
// option only; [Rules.Validate] (called by [NewGame]) checks the whole.
func (r Rules) WithOption(setting string) (Rules, error) {
	name, value, ok := strings.Cut(setting, "=")
	if !ok {
		return r, fmt.Errorf("strohmandel: option %q is not Name=value: %w", setting, tarock.ErrInvalidRules)
	}
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	for i := range options {
		o := &options[i]
		if !strings.EqualFold(o.name, name) {
			continue
		}
		v, ok := o.parse(value)
		if !ok {
			return r, fmt.Errorf("strohmandel: option %q: %s takes %s: %w", setting, o.name, o.describe(), tarock.ErrInvalidRules)
		}
		o.set(&r, v)
		return r, nil
	}
	return r, fmt.Errorf("strohmandel: option %q: no option called %q: %w", setting, name, tarock.ErrInvalidRules)
}
