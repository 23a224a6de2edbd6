package strohmandel

import (
	"math/bits"
	"strings"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// MaxItems bounds the items of one deal.
const MaxItems = 16

// Result is the settlement of a finished deal (doc/strohmandel.md §8,
// §9): each seat's card points, who won the game item, every scored item,
// and the game points each seat wins or loses. It is a plain value of fixed
// size; [State.Result] allocates nothing.
type Result struct {
	// Contract is what the deal was; only TakenUpGame, SimpleGame and
	// Trischaken are played deals.
	Contract Contract
	// Declarer is the seat that took up the game, or tarock.NoSeat.
	Declarer tarock.Seat
	// SeatPoints is each seat's card points in thirds (sum 210 in a
	// played deal), named as tapp.Result.SeatPoints.
	SeatPoints [Players]scoring.Points
	// Tricks is the number of tricks each seat took.
	Tricks [Players]int
	// Winner is the seat that won the game item, or tarock.NoSeat when it
	// is drawn (or the deal was not played).
	Winner tarock.Seat
	// Drawn reports a drawn game item under the Draw option (doc/strohmandel.md §8.2): a
	// simple game in the draw zone, a taken-up game in the draw zone under
	// DrawAnyGame, or Trischaken at 35 : 35.
	Drawn bool
	// DrawZone reports that neither seat reached 35⅔ card points (35 : 35
	// or 35⅓ : 34⅔), whatever the Draw option made of it.
	DrawZone bool
	// Kontra is the doubling of the game item: LevelNone, LevelKontra
	// (×2) or LevelRe (×4).
	Kontra KontraLevel
	// Items lists the scored items in a fixed order (game, Valat, big
	// win, Trull, Kings, birds, Mondfang, Rostopschin); only the first
	// NumItems are used.
	Items [MaxItems]Item
	// NumItems is the number of items used in Items.
	NumItems int
	// Deltas is each seat's game points for the deal (positive = won);
	// they sum to zero. A [Match] doubles them in a doubled deal.
	Deltas [Players]int
	// DoubleNext is the number of following played deals this deal makes
	// count double (0, 1 for DoubleNextGame, 2 for DoubleNextRoundOfTwo;
	// doc/strohmandel.md §8.2). The counter itself lives in [Match].
	DoubleNext int
	// SameDealer reports, for a deal that was not played, that the same
	// dealer deals again (a throw-in, BothPassRedealSameDealer); otherwise
	// the deal passes to the other player.
	SameDealer bool
}

// ItemList returns the scored items, the first NumItems of Items, as
// tapp.Result.ItemList does; the slice shares r's array.
func (r *Result) ItemList() []Item { return r.Items[:max(0, min(r.NumItems, MaxItems))] }

// Played reports whether the deal was played out (not thrown in or redealt).
func (r Result) Played() bool {
	return r.Contract == TakenUpGame || r.Contract == SimpleGame || r.Contract == Trischaken
}

// add appends the item of kind k of seat by, won or lost by him, worth
// value game points times factor (1 when 0): the other seat pays by when
// he won it, by pays the other seat when he lost it. An item worth
// nothing is left out.
func (r *Result) add(k ItemKind, by tarock.Seat, won bool, value, factor int, announced bool) {
	if factor == 0 {
		factor = 1
	}
	if r.NumItems >= MaxItems || value*factor <= 0 || by >= Players {
		return
	}
	to := by
	if !won {
		to = 1 - by
	}
	it := Item{Kind: k, Announced: announced, Won: won, Seat: by, Value: value, Factor: factor,
		Payers: seatBit(1 - to), Payees: seatBit(to)}
	r.Items[r.NumItems] = it
	r.NumItems++
	r.Deltas[to] += it.Amount()
	r.Deltas[1-to] -= it.Amount()
}

// Result returns the settlement of the deal, and false (with the zero
// Result) while the deal is not over. It allocates nothing.
func (s State) Result() (Result, bool) {
	if s.phase != PhaseDone {
		return Result{}, false
	}
	r := Result{Contract: s.contract, Declarer: s.declarer, Winner: tarock.NoSeat}
	switch s.contract {
	case ThrownIn:
		r.SameDealer = true
		return r, true
	case Redeal:
		r.SameDealer = s.rules.BothPass == BothPassRedealSameDealer
		return r, true
	}
	// Each trick's winner and the cards in each seat's tricks, from the
	// play log.
	var won [Players]deck.Set
	var winners uint32 // bit t set: seat 1 won trick t
	for t := range int(s.nplays) / 2 {
		w := s.trickWinner(t)
		winners |= uint32(w) << t
		won[w] |= 1<<s.plays.at(2*t) | 1<<s.plays.at(2*t+1)
	}
	if s.rules.Pack == 0 {
		r.SeatPoints = [Players]scoring.Points{scoring.Count(won[0]), scoring.Count(won[1])}
	} else {
		c := s.rules.Counting()
		r.SeatPoints = [Players]scoring.Points{c.Count(won[0]), c.Count(won[1])}
	}
	majority := s.majority()
	r.DrawZone = r.SeatPoints[0] < majority && r.SeatPoints[1] < majority
	r.Kontra = s.kontra

	r.Tricks[1] = bits.OnesCount32(winners)
	r.Tricks[0] = int(s.nplays)/2 - r.Tricks[1]
	trickWinner := func(t int) tarock.Seat { return tarock.Seat(winners >> uint(t) & 1) }
	valat := tarock.NoSeat
	for seat := range tarock.Seat(Players) {
		if r.Tricks[seat] == int(s.nplays)/2 {
			valat = seat
		}
	}

	s.scoreGame(&r, valat, majority)
	if s.contract != Trischaken {
		s.scoreBonuses(&r, &won, valat, trickWinner)
	}

	switch s.rules.DoubleAfterDraw {
	case DoubleNextRoundOfTwo:
		if r.Drawn || r.Deltas[0] == 0 {
			r.DoubleNext = 2
		}
	case DoubleNextGame:
		if r.Drawn || s.contract != Trischaken && r.DrawZone {
			r.DoubleNext = 1
		}
	}
	return r, true
}

// scoreGame decides the game item of a played deal (doc/strohmandel.md
// §8.2, §9) and adds it, unless it is drawn or a Valat replaces it.
func (s *State) scoreGame(r *Result, valat tarock.Seat, majority scoring.Points) {
	rules, v := s.rules, s.rules.Values
	// The game item: of the winner, won, or of the declarer of a
	// taken-up game, won or lost, with the Kontra factor.
	by, won, value, factor := r.Winner, true, 0, 1
	switch s.contract {
	case Trischaken:
		switch {
		case r.SeatPoints[0] < r.SeatPoints[1]:
			r.Winner = 0
		case r.SeatPoints[1] < r.SeatPoints[0]:
			r.Winner = 1
		default:
			r.Drawn = true
		}
		by, value = r.Winner, int(v.Trischaken)
	case SimpleGame:
		for seat := range tarock.Seat(Players) {
			if r.SeatPoints[seat] >= majority {
				r.Winner = seat
			}
		}
		r.Drawn = r.Winner == tarock.NoSeat
		by, value = r.Winner, int(v.SimpleGameWon)
	case TakenUpGame:
		d := s.declarer
		switch {
		case r.SeatPoints[d] >= majority:
			r.Winner = d
			value = int(v.TakenUpWon)
		case r.DrawZone && rules.Draw == DrawAnyGame:
			r.Drawn = true
		default:
			r.Winner = 1 - d
			value, won = int(v.TakenUpLost), false
		}
		by, factor = d, s.kontra.Factor()
	}
	if !r.Drawn && (valat == tarock.NoSeat || !rules.ValatReplacesGame || s.contract == Trischaken) {
		r.add(ItemGame, by, won, value, factor, false)
	}
}

// birdTable lists the birds with their card, trick (counted back from the
// last, 0 for the last) and item.
var birdTable = [...]struct {
	bird Birds
	card deck.Card
	back int
	item ItemKind
}{
	{BirdPagat, deck.Pagat, 0, ItemPagatUltimo},
	{BirdUhu, deck.Uhu, 1, ItemUhu},
	{BirdKakadu, deck.Kakadu, 2, ItemKakadu},
	{BirdQuapil, deck.Quapil, 3, ItemQuapil},
}

// majority returns the card points that win: more than half of the pack,
// 35⅔ of 70 (doc/strohmandel.md §8.2; doc/design.md §10), 45 of 88 with
// the 40-card pack (doc/strohmandel.md §11.1.2, doc/strohmandel.md §11.1.5).
func (s *State) majority() scoring.Points {
	if s.rules.Pack == 0 {
		return scoring.Majority
	}
	c := s.rules.Counting()
	return c.Majority(c.Count(s.rules.CardsInPlay()))
}

// scoreBonuses adds every item besides the game and the Trischaken
// (doc/strohmandel.md §6, §9.7, §9.9).
func (s *State) scoreBonuses(r *Result, won *[Players]deck.Set, valat tarock.Seat, trickWinner func(int) tarock.Seat) {
	if valat != tarock.NoSeat {
		r.add(ItemValat, valat, true, int(s.rules.Values.Valat), 1, false)
	}
	if valat == tarock.NoSeat || !s.rules.ValatReplacesGame {
		s.scoreBigWin(r)
	}
	s.scoreCombinations(r, won)
	s.scoreBirds(r, trickWinner)
	if s.rules.Mondfang > 0 {
		for t := range int(s.nplays) / 2 {
			a, b := s.plays.at(2*t), s.plays.at(2*t+1)
			if a == deck.Skus && b == deck.Mond || a == deck.Mond && b == deck.Skus {
				p := trickWinner(t)
				r.add(ItemMondfang, p, true, int(s.rules.Mondfang), 1, false)
			}
		}
	}
	if k := s.callPlay(CallRoss); k >= 0 {
		p, t := s.playSeat(k), k/2
		ok := trickWinner(t) == p && s.callPlay(CallTopschin) == 2*(t+1) &&
			2*(t+1) < int(s.nplays) && trickWinner(t+1) == p
		r.add(ItemRostopschin, p, ok, int(s.rules.Values.Rostopschin), 1, true)
	}
}

// scoreBigWin adds the big win of BigWinFurr45_26 or BigWinGrammel45
// (doc/strohmandel.md §6).
func (s *State) scoreBigWin(r *Result) {
	d, big := s.declarer, int(s.rules.Values.BigWin)
	switch s.rules.BigWin {
	case BigWinFurr45_26:
		if s.contract == TakenUpGame {
			switch w := r.SeatPoints[d].Whole(); {
			case w >= 45:
				r.add(ItemBigWin, d, true, big, 1, false)
			case w <= 26:
				r.add(ItemBigWin, d, false, big, 1, false)
			}
		}
	case BigWinGrammel45:
		for seat := range tarock.Seat(Players) {
			if r.SeatPoints[seat].Whole() >= 45 {
				r.add(ItemBigWin, seat, true, big, 1, false)
			}
		}
	}
}

// announcer returns the seat that announced a, or tarock.NoSeat.
func (s *State) announcer(a Announcement) tarock.Seat {
	for seat := range tarock.Seat(Players) {
		if s.announced[seat]&a != 0 {
			return seat
		}
	}
	return tarock.NoSeat
}

// scoreCombinations adds the Trull and the Königstrull in hand
// (TrullHandAnnounced) or the Trull and the four Kings in tricks
// (TrullTricks), announced or silent (doc/strohmandel.md §6, §9.7).
func (s *State) scoreCombinations(r *Result, won *[Players]deck.Set) {
	v := &s.rules.Values
	// combination scores a Trull or the four Kings in tricks.
	combination := func(set deck.Set, a Announcement, kind ItemKind, silent int) {
		if p := s.announcer(a); p != tarock.NoSeat {
			r.add(kind, p, won[p].ContainsAll(set), int(v.Announced), 1, true)
			return
		}
		for seat := range tarock.Seat(Players) {
			if won[seat].ContainsAll(set) {
				r.add(kind, seat, true, silent, 1, false)
			}
		}
	}
	switch s.rules.TrullMode {
	case TrullHandAnnounced:
		for _, x := range [...]struct {
			call   Call
			kind   ItemKind
			points int
		}{{CallTrull, ItemTrullInHand, v.TrullInHand}, {CallKingsTrull, ItemKingsTrullInHand, v.KingsTrullHand}} {
			if k := s.callPlay(x.call); k >= 0 {
				p := s.playSeat(k)
				r.add(x.kind, p, true, x.points, 1, true)
			}
		}
	case TrullTricks:
		combination(deck.Trull, AnnounceTrull, ItemTrullInTricks, v.TrullInTricks)
		combination(deck.Kings, AnnounceKingsTrull, ItemKingsInTricks, v.KingsInTricks)
	}
}

// scoreBirds adds the birds: Pagat Ultimo, announced or silent, Uhu,
// Kakadu and Quapil, made or captured (doc/strohmandel.md §6, §9.9).
func (s *State) scoreBirds(r *Result, trickWinner func(int) tarock.Seat) {
	rules, v := s.rules, &s.rules.Values
	birdValue := [...]int{v.PagatUltimo, v.Uhu, v.Kakadu, v.Quapil}
	for i, b := range birdTable {
		trick := int(s.nplays)/2 - 1 - b.back // 26 for the Pagat with 54 cards
		if !rules.Birds.Has(b.bird) || trick < 0 {
			continue
		}
		by := tarock.NoSeat
		for k := 2 * trick; k < 2*trick+2 && k < int(s.nplays); k++ {
			if s.plays.at(k) == b.card {
				by = s.playSeat(k)
			}
		}
		if b.bird == BirdPagat {
			if p := s.announcer(AnnouncePagatUltimo); p != tarock.NoSeat {
				r.add(b.item, p, by == p && trickWinner(trick) == p, int(v.Announced), 1, true)
				continue
			}
		}
		switch {
		case by == tarock.NoSeat:
		case trickWinner(trick) == by:
			r.add(b.item, by, true, birdValue[i], 1, false)
		case rules.BirdCaptureScores:
			r.add(b.item, by, false, birdValue[i], 1, false)
		}
	}
}

// Outcome returns the game-independent summary of the deal; the zero
// Outcome before it is over. Its Contract is the deal's [Contract]
// (Contract.String: "taken-up game", "simple game", "Trischaken", "thrown
// in", "redeal"); only a taken-up game has a declarer, who won when he won
// the game item (doc/strohmandel.md §4.1, §8.2).
func (s State) Outcome() tarock.Outcome {
	r, ok := s.Result()
	if !ok {
		return tarock.Outcome{}
	}
	o := tarock.Outcome{Played: r.Played(), Deltas: [tarock.MaxPlayers]int{r.Deltas[0], r.Deltas[1]},
		Contract: r.Contract.String(), Declarer: tarock.NoSeat}
	if r.Contract == TakenUpGame {
		o.Declarer, o.DeclarerWon = r.Declarer, r.Winner == r.Declarer
	}
	if o.Played {
		o.Tricks = r.Tricks[0] + r.Tricks[1]
		o.Parties = Players
		o.Thirds = [tarock.MaxPlayers]int{int(r.SeatPoints[0]), int(r.SeatPoints[1])}
	}
	return o
}

// writeHeadline writes the first line of a played deal's settlement: the
// kind of game, its declarer, how it ended and the Kontra level, as in
// "taken-up game by seat 0: won (Kontra)"; [Result.String] and
// [Result.Summary] begin with it.
func (r Result) writeHeadline(b *strings.Builder) {
	b.WriteString(r.Contract.String())
	if r.Contract == TakenUpGame {
		b.WriteString(" by " + r.Declarer.String())
	}
	switch {
	case r.Drawn:
		b.WriteString(": drawn")
	case r.Contract == TakenUpGame && r.Winner == r.Declarer:
		b.WriteString(": won")
	case r.Contract == TakenUpGame:
		b.WriteString(": lost")
	default:
		b.WriteString(": won by " + r.Winner.String())
	}
	b.WriteString([...]string{"", " (Kontra)", " (Kontra, Re)"}[min(r.Kontra, LevelRe)])
}
