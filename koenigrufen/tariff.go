package koenigrufen

import "strconv"

// The tariffs of doc/koenigrufen.md §13.3 as data: the contracts of each,
// their bidding order and their values.

// Tariff is one of the tariffs of doc/koenigrufen.md §13.3.
type Tariff uint8

// The tariffs.
const (
	TariffAustrianTarockCup2023 Tariff = iota // the default, [OÖ23]
	TariffWien2020                            // Vienna, [WTC20]
	TariffSauwald2019                         // Sauwald, [SWC19]
	TariffTirol2020                           // Tyrol, [TIR20]

	numTariffs = iota
)

// TariffEntry is one row of a tariff (doc/koenigrufen.md §4.1, §13.3): a
// contract and its values in game points per opponent unit.
type TariffEntry struct {
	Contract Contract
	// Won and Lost are the game values of the contract won and lost
	// (they differ in the Sechserdreier, whose loss counts double).
	// The bird of a Besserrufer and of the bird callers is a premium
	// beside them (doc/koenigrufen.md §11.3).
	Won, Lost int
	// Forehand marks forehand's contracts: Rufer and Trischaken after
	// three passes, the Sechserdreier as his first word.
	Forehand bool
}

// tariffs holds the four tariffs of doc/koenigrufen.md §13.3, each in
// bidding order from the lowest.
var tariffs = [numTariffs][]TariffEntry{
	TariffAustrianTarockCup2023: {
		{Trischaken, 1, 1, true}, {Rufer, 1, 1, true}, {Piccolo, 2, 2, false}, {Bettel, 2, 2, false},
		{Solorufer, 2, 2, false}, {Besserrufer, 1, 1, false}, {Farbendreier, 3, 3, false},
		{Sechserdreier, 4, 8, true}, {Dreier, 4, 4, false}, {Farbensolo, 6, 6, false},
		{PiccoloOuvert, 6, 6, false}, {BettelOuvert, 7, 7, false}, {Solodreier, 8, 8, false},
	},
	TariffWien2020: {
		{Rufer, 1, 1, true}, {Trischaken, 2, 2, true}, {Piccolo, 2, 2, false}, {Zwiccolo, 2, 2, false},
		{Solorufer, 2, 2, false}, {Pagatrufer, 1, 1, false}, {Bettel, 4, 4, false},
		{Sechserdreier, 4, 8, true}, {Uhurufer, 1, 1, false}, {Farbendreier, 5, 5, false},
		{Dreier, 5, 5, false}, {PiccoloOuvert, 6, 6, false}, {ZwiccoloOuvert, 6, 6, false},
		{Kakadurufer, 1, 1, false}, {BettelOuvert, 8, 8, false}, {Quapilrufer, 1, 1, false},
		{Farbensolo, 10, 10, false}, {Solodreier, 10, 10, false},
	},
	TariffSauwald2019: {
		{Rufer, 1, 1, true}, {Trischaken, 1, 1, true}, {Piccolo, 2, 2, false}, {Bettel, 2, 2, false},
		{Solorufer, 2, 2, false}, {Besserrufer, 1, 1, false}, {Dreier, 4, 4, false},
		{Sechserdreier, 4, 8, true}, {Farbensolo, 5, 5, false}, {PiccoloOuvert, 6, 6, false},
		{BettelOuvert, 7, 7, false}, {Solodreier, 8, 8, false},
	},
	TariffTirol2020: {
		{Rufer, 1, 1, true}, {Trischaken, 2, 2, true}, {Piccolo, 2, 2, false}, {Solorufer, 2, 2, false},
		{BesserruferLow, 1, 1, false}, {Bettel, 4, 4, false}, {Sechserdreier, 4, 8, true},
		{Farbendreier, 5, 5, false}, {Dreier, 5, 5, false}, {BesserruferHigh, 1, 1, false},
		{ZwiccoloOuvert, 8, 8, false}, {PiccoloOuvert, 8, 8, false}, {BettelOuvert, 8, 8, false},
		{Farbensolo, 10, 10, false}, {Solodreier, 10, 10, false},
	},
}

// orders[t][x][f] is the bidding order of tariff t with the extra
// contracts x added and the Farbendreier kept when f is 1
// (doc/koenigrufen.md §4.1, §13.1 ExtraContracts and Farbendreier), and
// ranks[t][x][f][c] the rank of contract c in it, from 1 for the lowest;
// 0 when it does not list c.
var orders, ranks = func() (o [numTariffs][4][2][]TariffEntry, r [numTariffs][4][2][numContracts]uint8) {
	for t, entries := range tariffs {
		for x := range ExtraContracts(4) {
			for f := range 2 {
				o[t][x][f] = bidOrder(entries, x, f == 1)
				for i, e := range o[t][x][f] {
					r[t][x][f][e.Contract] = uint8(i + 1)
				}
			}
		}
	}
	return
}()

// bidOrder returns the rows of a tariff with the extra contracts x that it
// does not list, each just above its base contract with that contract's
// value ((N) of doc/koenigrufen.md §13.1 ExtraContracts), and without the
// Farbendreier unless farbendreier.
func bidOrder(entries []TariffEntry, x ExtraContracts, farbendreier bool) []TariffEntry {
	listed := func(c Contract) bool {
		for _, e := range entries {
			if e.Contract == c {
				return true
			}
		}
		return false
	}
	var out []TariffEntry
	for _, e := range entries {
		if e.Contract == Farbendreier && !farbendreier {
			continue
		}
		out = append(out, e)
		switch {
		case e.Contract == Piccolo && x&ExtraZwiccolo != 0 && !listed(Zwiccolo):
			out = append(out, TariffEntry{Zwiccolo, e.Won, e.Lost, false})
		case e.Contract == PiccoloOuvert && x&ExtraZwiccoloOuvert != 0 && !listed(ZwiccoloOuvert):
			out = append(out, TariffEntry{ZwiccoloOuvert, e.Won, e.Lost, false})
		}
	}
	return out
}

// Contracts returns the rows of tariff t in bidding order from the
// lowest (doc/koenigrufen.md §13.3), a new slice on each call; nil for a
// value that is not a tariff.
func (t Tariff) Contracts() []TariffEntry {
	if t >= numTariffs {
		return nil
	}
	return append([]TariffEntry(nil), tariffs[t]...)
}

// String returns the name of the tariff as the option text writes it,
// "AustrianTarockCup2023", "Wien2020", "Sauwald2019" or "Tirol2020".
func (t Tariff) String() string {
	names := [...]string{"AustrianTarockCup2023", "Wien2020", "Sauwald2019", "Tirol2020"}
	if t < numTariffs {
		return names[t]
	}
	return "Tariff(" + strconv.Itoa(int(t)) + ")"
}

// order returns the contracts of the rules in bidding order from the
// lowest (doc/koenigrufen.md §4.1, §13.3): the tariff with the extra
// contracts added and the Farbendreier left out when it is off. It
// allocates nothing.
func (r *Rules) order() []TariffEntry {
	if r.Tariff >= numTariffs {
		return nil
	}
	return orders[r.Tariff][r.ExtraContracts&3][b2i(r.Farbendreier)]
}

// rank returns where c stands in the bidding order of the rules (from 1),
// or 0 when the rules do not list it: not in the tariff, or the
// Farbendreier switched off (doc/koenigrufen.md §4.1, §5.2 rank).
func (r *Rules) rank(c Contract) int {
	if r.Tariff >= numTariffs || c >= numContracts {
		return 0
	}
	return int(ranks[r.Tariff][r.ExtraContracts&3][b2i(r.Farbendreier)][c])
}

// entry returns the row of c in the bidding order of r.
func (r *Rules) entry(c Contract) TariffEntry {
	if k := r.rank(c); k > 0 {
		return r.order()[k-1]
	}
	return TariffEntry{}
}
