package strohmandel

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tarockfamily/sdk/tarock"
)

// option is one named option of Rules as game records write it
// (rules/strohmandeln.md §12): its name, its value names (for an enum, in
// the order of the constants), and how to read and write it.
type option struct {
	name   string
	values []string
	get    func(r *Rules) int
	set    func(r *Rules, v int)
}

func enumOption[T ~uint8](name string, field func(r *Rules) *T, values ...string) option {
	return option{name, values,
		func(r *Rules) int { return int(*field(r)) },
		func(r *Rules, v int) { *field(r) = T(v) }}
}

func boolOption(name string, field func(r *Rules) *bool) option {
	return option{name, []string{"off", "on"},
		func(r *Rules) int {
			if *field(r) {
				return 1
			}
			return 0
		},
		func(r *Rules, v int) { *field(r) = v == 1 }}
}

func intOption(name string, field func(r *Rules) *int8) option {
	return option{name, nil,
		func(r *Rules) int { return int(*field(r)) },
		func(r *Rules, v int) { *field(r) = int8(v) }}
}

// options lists every option in the order of rules/strohmandeln.md §12,
// then the game-point values.
var options = []option{
	enumOption("StrawmenTiming", func(r *Rules) *StrawmenTiming { return &r.StrawmenTiming }, "WithHands", "AfterTakeUp"),
	boolOption("ThrowInNoTarock", func(r *Rules) *bool { return &r.ThrowInNoTarock }),
	enumOption("BothPass", func(r *Rules) *BothPass { return &r.BothPass }, "SimpleGame", "RedealForehand", "RedealSameDealer", "Trischaken"),
	enumOption("FirstLead", func(r *Rules) *FirstLead { return &r.FirstLead }, "Forehand", "DeclarerIfTakenUp"),
	boolOption("LastCardShown", func(r *Rules) *bool { return &r.LastCardShown }),
	enumOption("TrullMode", func(r *Rules) *TrullMode { return &r.TrullMode }, "Tricks", "HandAnnounced", "None"),
	enumOption("Announcements", func(r *Rules) *AnnouncementMode { return &r.Announcements }, "None", "Tirol"),
	boolOption("BirdCaptureScores", func(r *Rules) *bool { return &r.BirdCaptureScores }),
	{"Birds", nil, func(r *Rules) int { return int(r.Birds) }, func(r *Rules, v int) { r.Birds = Birds(v) }},
	intOption("Mondfang", func(r *Rules) *int8 { return &r.Mondfang }),
	boolOption("Rostopschin", func(r *Rules) *bool { return &r.Rostopschin }),
	enumOption("BigWin", func(r *Rules) *BigWin { return &r.BigWin }, "Off", "Furr45_26", "Grammel45"),
	enumOption("Draw", func(r *Rules) *Draw { return &r.Draw }, "OnlyInSimpleGame", "AnyGame", "LosesForDeclarer"),
	enumOption("DoubleAfterDraw", func(r *Rules) *DoubleAfterDraw { return &r.DoubleAfterDraw }, "NextRoundOfTwo", "NextGame", "Off"),
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

func (o option) format(v int) string {
	switch {
	case o.name == "Birds":
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
	case o.values != nil && v >= 0 && v < len(o.values):
		return o.values[v]
	}
	return strconv.Itoa(v)
}

func (o option) parse(s string) (int, bool) {
	switch {
	case o.name == "Birds":
		if strings.EqualFold(s, "none") {
			return 0, true
		}
		v := 0
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
	case o.values != nil:
		for i, n := range o.values {
			if strings.EqualFold(s, n) {
				return i, true
			}
		}
		if o.name == "BothPass" && strings.EqualFold(s, "HalfValue") {
			return int(BothPassHalfValue), true
		}
		return 0, false
	}
	v, err := strconv.Atoi(s)
	return v, err == nil && v >= -128 && v <= 127
}

// Options returns the options of r that differ from the preset of
// r.Scoring, each as "Name=value" with the names and values of
// rules/strohmandeln.md §12 (for example "BothPass=Trischaken",
// "Kontra=on", "Birds=Pagat+Uhu", "Mondfang=1", "Values.Valat=0"). Game
// records write one Option tag for each. [Rules.WithOption] reads them back.
func (r Rules) Options() []string {
	base, _ := r.Scoring.Preset()
	var out []string
	for _, o := range options {
		if v := o.get(&r); v != o.get(&base) {
			out = append(out, o.name+"="+o.format(v))
		}
	}
	return out
}

// WithOption returns r with one option changed, given as "Name=value" in
// the form [Rules.Options] writes (names and values case-insensitive;
// "Scoring=X" selects the whole preset X). It returns r unchanged and an
// error wrapping tarock.ErrInvalidRules for an unknown name or value. It does
// not validate the combination; see [Rules.Validate].
func (r Rules) WithOption(setting string) (Rules, error) {
	name, value, ok := strings.Cut(setting, "=")
	name, value = strings.TrimSpace(name), strings.TrimSpace(value)
	if !ok {
		return r, fmt.Errorf("strohmandel: option %q is not Name=value: %w", setting, tarock.ErrInvalidRules)
	}
	if strings.EqualFold(name, "Scoring") {
		p, err := PresetByName(value)
		if err != nil {
			return r, err
		}
		return p, nil
	}
	for _, o := range options {
		if strings.EqualFold(o.name, name) {
			v, ok := o.parse(value)
			if !ok {
				return r, fmt.Errorf("strohmandel: option %s has no value %q: %w", o.name, value, tarock.ErrInvalidRules)
			}
			o.set(&r, v)
			return r, nil
		}
	}
	return r, fmt.Errorf("strohmandel: unknown option %q: %w", name, tarock.ErrInvalidRules)
}

// PresetByName returns the preset called name ("MayrSedlaczek2007",
// "Beck1972", …; case-insensitive), or an error wrapping
// tarock.ErrInvalidRules.
func PresetByName(name string) (Rules, error) {
	for s := range numScorings {
		if strings.EqualFold(s.String(), strings.TrimSpace(name)) {
			r, _ := s.Preset()
			return r, nil
		}
	}
	return Rules{}, fmt.Errorf("strohmandel: no preset %q: %w", name, tarock.ErrInvalidRules)
}
