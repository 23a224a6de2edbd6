package tapp

import (
	"strconv"
	"testing"
)

// TestOptionEnumNames checks every value of every option type: String names
// the Go constant, and Rules.WithOption reads that name back to the value.
func TestOptionEnumNames(t *testing.T) {
	check := func(field string, n int, name func(int) string, get func(*Rules) int) {
		t.Helper()
		for v := range n {
			r, err := MayrSedlaczek2001.WithOption(field + "=" + name(v))
			if err != nil {
				t.Errorf("%s=%s: %v", field, name(v), err)
			} else if got := get(&r); got != v {
				t.Errorf("%s=%s sets %d, want %d", field, name(v), got, v)
			}
		}
		if s := name(n); s != field+"("+strconv.Itoa(n)+")" {
			t.Errorf("%s value %d out of range: String() = %q", field, n, s)
		}
	}
	check("DealPackets", 5, func(v int) string { return DealPackets(v).String() }, func(r *Rules) int { return int(r.DealPackets) })
	check("KnockMode", 2, func(v int) string { return KnockMode(v).String() }, func(r *Rules) int { return int(r.KnockMode) })
	check("Ladder", 3, func(v int) string { return Ladder(v).String() }, func(r *Rules) int { return int(r.Ladder) })
	check("Holding", 2, func(v int) string { return Holding(v).String() }, func(r *Rules) int { return int(r.Holding) })
	check("AllPass", 3, func(v int) string { return AllPass(v).String() }, func(r *Rules) int { return int(r.AllPass) })
	check("TalonMode", 6, func(v int) string { return TalonMode(v).String() }, func(r *Rules) int { return int(r.TalonMode) })
	check("TarockDiscard", 3, func(v int) string { return TarockDiscard(v).String() }, func(r *Rules) int { return int(r.TarockDiscard) })
	check("Announcements", 3, func(v int) string { return Announcements(v).String() }, func(r *Rules) int { return int(r.Announcements) })
	check("FirstLead", 2, func(v int) string { return FirstLead(v).String() }, func(r *Rules) int { return int(r.FirstLead) })
	check("ValatScoring", 3, func(v int) string { return ValatScoring(v).String() }, func(r *Rules) int { return int(r.ValatScoring) })
	check("DefenderValat", 2, func(v int) string { return DefenderValat(v).String() }, func(r *Rules) int { return int(r.DefenderValat) })
	check("HandBonuses", 3, func(v int) string { return HandBonuses(v).String() }, func(r *Rules) int { return int(r.HandBonuses) })
	check("HandBonusMoment", 2, func(v int) string { return HandBonusMoment(v).String() }, func(r *Rules) int { return int(r.HandBonusMoment) })
	check("HandBonusPayment", 2, func(v int) string { return HandBonusPayment(v).String() }, func(r *Rules) int { return int(r.HandBonusPayment) })
	check("Scoring", 2, func(v int) string { return Scoring(v).String() }, func(r *Rules) int { return int(r.Scoring) })
	check("Consolation", 2, func(v int) string { return Consolation(v).String() }, func(r *Rules) int { return int(r.Consolation) })
	check("FourthPlayer", 3, func(v int) string { return FourthPlayer(v).String() }, func(r *Rules) int { return int(r.FourthPlayer) })
	check("DummyCard", 2, func(v int) string { return DummyCard(v).String() }, func(r *Rules) int { return int(r.DummyCard) })
}
