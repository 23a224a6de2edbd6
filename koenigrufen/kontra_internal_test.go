package koenigrufen

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tarockfamily/sdk/internal/long"
	"github.com/tarockfamily/sdk/tarock"
)

// legalRaisesByItem is legalRaise of doc/koenigrufen.md §8.4 item by item,
// as the book writes it; legalRaises computes the same for all items at
// once.
func (s *State) legalRaisesByItem(p tarock.Seat) Raises {
	items := s.openItems() | uint16(s.announced&premiumMask)<<itemPremium
	if s.rules.KontraWindow == KontraFirstOpportunity && s.seatFlag(aMoved, p) {
		items &= s.recentItems()
	}
	neg := s.contract.IsNegative()
	noOpposing := s.colourRule(p) && s.announced&Valat != 0 && s.announcerOf(7) == p
	var r Raises
	for ; items != 0; items &= items - 1 {
		it := item(bits.TrailingZeros16(items))
		l := s.said(it) + 1
		opp := l.byOpponents()
		switch {
		case l.Factor() > s.rules.MaxKontraLevel,
			opp == s.knownSameParty(p, s.itemOwner(it)),
			neg && !(it == itemDefenderGame+item(p) && opp) && !(p == s.declarer && !opp),
			opp && noOpposing:
			continue
		}
		r = r.With(s.targetOf(p, it), l)
	}
	return r
}

// rufer returns the bid of a Rufer or a pass from moves, when there is one,
// else m.
func rufer(moves []Move, m Move) Move { return prefer(moves, m, Rufer) }

// prefer returns the first bid of moves of one of the contracts cs, else a
// pass, when there is one, else m.
func prefer(moves []Move, m Move, cs ...Contract) Move {
	for _, c := range cs {
		if slices.Contains(moves, Bid(c)) {
			return Bid(c)
		}
	}
	for _, c := range moves {
		if c == Pass() {
			return c
		}
	}
	return m
}

// TestLegalRaises compares legalRaises with legalRaisesByItem for every
// seat in every position of the announcements of random deals, under the
// default rules and under rules that bring in the other contracts, the
// other Kontra windows and levels, and the colour rule.
func TestLegalRaises(t *testing.T) {
	any64 := AustrianTarockCup2023
	any64.KontraWindow, any64.MaxKontraLevel, any64.PartnerKontraVoid = KontraAnyTurn, 64, false
	wien := AustrianTarockCup2023
	wien.Tariff, wien.BirdCallers, wien.FourKings = TariffWien2020, BirdCallersSeparate, FourKingsCallQueen
	wien.ColourMinSuitCards, wien.ColourKontraOrValat, wien.MaxKontraLevel = 6, true, 16
	rng := rand.New(rand.NewPCG(5, 6))
	var buf []Move
	for _, r := range []Rules{AustrianTarockCup2023, any64, wien, Wien2020, Sauwald2019} {
		positions, raises := 0, 0
		var kinds [3]int // positions with raises in calling, negative and other contracts
		for d := range 3000 {
			st, err := NewGame(r, Shuffled(rng))
			if err != nil {
				t.Fatal(err)
			}
			for !st.Done() {
				if st.phase == PhaseAnnounce {
					positions++
					for p := range tarock.Seat(numSeats) {
						got, want := st.legalRaises(p), st.legalRaisesByItem(p)
						if got != want {
							t.Fatalf("%v, %v, seat %d after %v: legalRaises %v, want %v", r.Options(AustrianTarockCup2023), st.contract, p, st.AppendHistory(nil), got, want)
						}
						if !got.IsEmpty() {
							raises++
							switch {
							case st.contract.IsCalling():
								kinds[0]++
							case st.contract.IsNegative():
								kinds[1]++
							default:
								kinds[2]++
							}
						}
					}
				}
				buf = st.AppendLegalMoves(buf[:0])
				m := buf[rng.IntN(len(buf))]
				if d%2 == 1 && st.phase == PhaseAuction {
					m = rufer(buf, m) // half the deals: Rufer, with a partner to find
				}
				st, _ = st.Apply(m)
			}
		}
		if positions < 1000 || raises < 1000 || min(kinds[0], kinds[1], kinds[2]) < 100 {
			t.Errorf("%v: %d positions, %d with raises (%v in calling, negative and other contracts); the test reaches too few", r.Options(AustrianTarockCup2023), positions, raises, kinds)
		}
	}
}

// TestCheckAnnounce compares checkAnnounce, which accepts a legal move at
// once from the bits of the legal moves, with announceViolation, the
// rules one by one, on the single moves, on compound moves made of two or
// three of them, and on moves with other premiums, targets and levels,
// in every position of the announcements of random deals.
func TestCheckAnnounce(t *testing.T) {
	wien := AustrianTarockCup2023
	wien.Tariff, wien.BirdCallers, wien.FourKings = TariffWien2020, BirdCallersSeparate, FourKingsCallQueen
	wien.ColourMinSuitCards, wien.ColourKontraOrValat, wien.MaxKontraLevel = 6, true, 16
	rng := rand.New(rand.NewPCG(7, 8))
	var buf []Move
	deals := long.Count(1500, 300)
	for _, r := range []Rules{AustrianTarockCup2023, wien, Sauwald2019} {
		legal, illegal := 0, 0
		for d := range deals {
			st, err := NewGame(r, Shuffled(rng))
			if err != nil {
				t.Fatal(err)
			}
			for !st.Done() {
				buf = st.AppendLegalMoves(buf[:0])
				if st.phase == PhaseAnnounce {
					singles := slices.Clone(buf)
					var cands []Move
					for range 12 {
						a, b, c := singles[rng.IntN(len(singles))], singles[rng.IntN(len(singles))], singles[rng.IntN(len(singles))]
						cands = append(cands, a,
							Say(a.Premiums()|b.Premiums(), Raises{a.Raises().v | b.Raises().v}),
							Say(a.Premiums()|b.Premiums()|c.Premiums(), Raises{a.Raises().v | b.Raises().v | c.Raises().v}),
							Lie(a.Premiums()|b.Premiums()), Lie(0), Lie(Premiums(1)<<rng.IntN(numPremiums)),
							Say(Premiums(1)<<rng.IntN(numPremiums+2), Raise(KontraTarget(rng.IntN(numItems+1)), KontraLevel(rng.IntN(int(numLevels)+1)))),
							Say(a.Premiums(), Raises{a.Raises().v | Raise(KontraTarget(rng.IntN(numItems)), KontraLevel(1+rng.IntN(int(numLevels)-1))).v}))
					}
					for _, m := range cands {
						got, want := st.checkAnnounce(m) == nil, st.announceViolation(m) == nil
						if got != want {
							t.Fatalf("%v, %v, seat %d after %v: checkAnnounce(%v) legal %v, the rules say %v", r.Options(AustrianTarockCup2023), st.contract, st.toMove, st.AppendHistory(nil), m, got, want)
						}
						if got {
							legal++
						} else {
							illegal++
						}
					}
				}
				m := buf[rng.IntN(len(buf))]
				if st.phase == PhaseAuction {
					switch d % 3 { // a third of the deals a Rufer, a third a bird caller
					case 1:
						m = rufer(buf, m)
					case 2:
						m = prefer(buf, m, Besserrufer, Pagatrufer, Uhurufer, Kakadurufer, Quapilrufer, BesserruferLow, BesserruferHigh)
					}
				}
				st, _ = st.Apply(m)
			}
		}
		if legal < 10000*deals/1500 || illegal < 10000*deals/1500 {
			t.Errorf("%v: %d legal and %d illegal moves checked in %d deals; the test reaches too few", r.Options(AustrianTarockCup2023), legal, illegal, deals)
		}
	}
}
