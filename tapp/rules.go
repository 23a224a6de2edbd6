package tapp

import (
	"errors"
	"fmt"

	"github.com/tarockfamily/sdk/deck"
	"github.com/tarockfamily/sdk/internal/intern"
	"github.com/tarockfamily/sdk/scoring"
	"github.com/tarockfamily/sdk/tarock"
)

// Rules is one complete set of Tapp Tarock rules: one field per option of the
// variant catalogue (doc/tapp.md §13.1, same names) and the value
// tables as data. It is a plain comparable value; a custom variant is a copy
// of a preset with some fields changed:
//
//	r := tapp.MayrSedlaczek2001
//	r.TalonMode = tapp.TalonFixedHalf
//
// [Rules.Validate] (called by [NewGame]) rejects contradictory combinations.
// The zero value is not a valid rule set; start from a preset.
type Rules struct {
	// Pack is the set of cards in play (doc/tapp.md §1.1, §11.1.1;
	// doc/design.md §10); zero means deck.Pack54, the pack of every
	// preset. The talon keeps six cards and the rest is shared among the
	// three players, so the pack sets the hand size and the number of
	// tricks; [Rules.CardsInPlay] returns it. Validate accepts the 54
	// cards with the 16-card packet orders and 42 cards with Packets42.
	Pack deck.Set `json:",omitempty"`
	// DealPackets is the packet order of an ordinary deal (doc/tapp.md §3, §13.1).
	DealPackets DealPackets
	// KnockAllowed lets the cutter knock instead of cutting; then each
	// player receives his 16 cards in one packet (doc/tapp.md §3; [EN-WP]).
	KnockAllowed bool
	// KnockMode says how a knocked deal is dealt (doc/tapp.md §3).
	KnockMode KnockMode
	// KnockNeedsForehandConsent: a knock counts only if forehand consents
	// (doc/tapp.md §3; 1821).
	KnockNeedsForehandConsent bool
	// RedealNoTarock: a deal in which a hand holds no tarock is thrown in
	// before the auction (doc/tapp.md §3). The resolution for Tapp is (N), not in the
	// sources: taken from the sister games.
	RedealNoTarock bool
	// Ladder is the list of contracts that can be bid (doc/tapp.md §4, §11).
	Ladder Ladder
	// Tapper enables the 1821 lowest bid Tapper (doc/tapp.md §5.2.1): only forehand at
	// his first turn; if it stands, the deal is not played and forehand
	// receives Values.Tapper (half the Stake under Scoring1821) from each
	// other player. The mechanics are (N), not in the sources.
	Tapper bool
	// Holding says who may hold an overcalled bid (doc/tapp.md §5.1, §5.2).
	Holding Holding
	// ImmediateHolding selects the single-round auction in which an
	// overcalled player answers at once in a duel (doc/tapp.md §5.2.1). The exact state
	// machine is (N), not in the sources.
	ImmediateHolding bool
	// SoloOnlyAtFirstTurn allows a jump to Solo (bidding Solo while the
	// standing contract is below the one just under Solo) only at a player's
	// first turn in the auction (doc/tapp.md §5.2.1; the scope is (N)).
	SoloOnlyAtFirstTurn bool
	// SoloHoldable1821: when another player bids Solo and forehand has bid
	// a Dreier or more and not passed, forehand is asked at once to hold
	// (and play the Solo himself) or pass (doc/tapp.md §5.2.1; 1821 section 19; the mechanics
	// are (N)).
	SoloHoldable1821 bool
	// AllPass says what happens when nobody bids (doc/tapp.md §5.3).
	AllPass AllPass
	// TalonMode says which talon cards the declarer may take and who sees
	// them (doc/tapp.md §6.1, §6.3).
	TalonMode TalonMode
	// TarockDiscard says whether and how tarocks may be discarded (doc/tapp.md §6.1,
	// §6.3).
	TarockDiscard TarockDiscard
	// Announcements says which announcements the declarer may make (doc/tapp.md §7).
	Announcements Announcements
	// Kontra enables Kontra, Re and Sub after the announcements (doc/tapp.md §7; [DE-WP],
	// [ALS]).
	Kontra bool
	// FirstLead says who leads to the first trick (doc/tapp.md §8).
	FirstLead FirstLead
	// ValatScoring says what a Valat is worth (doc/tapp.md §10.5, §11).
	ValatScoring ValatScoring
	// DefenderValat says what the defenders score for taking all 16 tricks
	// (doc/tapp.md §10.5; (N), not in the sources).
	DefenderValat DefenderValat
	// HandBonuses says which hand bonuses are scored (doc/tapp.md §10.6).
	HandBonuses HandBonuses
	// HandBonusMoment says which hand the hand bonuses are judged on (doc/tapp.md §10.6).
	HandBonusMoment HandBonusMoment
	// HandBonusPayment says who pays a hand bonus (doc/tapp.md §10.2, §10.6).
	HandBonusPayment HandBonusPayment
	// Scoring selects the modern tariff or the 1821 stake scoring (doc/tapp.md §10, §11).
	Scoring Scoring
	// Stake is the 1821 base stake (Consolation) in game points, used only
	// with Scoring = Scoring1821; 50 in the preset (doc/tapp.md §11).
	Stake int
	// Consolation says how the 1821 consolations and point multipliers
	// derive, used only with Scoring1821 (doc/tapp.md §11, §11.1.7):
	// from Stake (ConsolationStake1821, the zero value) or from the
	// 42-card table (ConsolationTable42).
	Consolation Consolation
	// Threshold is the least number of card points, in thirds, with which
	// the declarer wins the game: 107 (35⅔) by default, 106 (35⅓) in the
	// Threshold35_1of3 option (doc/tapp.md §9.3). Since Tapp piles are whole points
	// the two differ only with TalonMode = TalonCardCount.
	Threshold scoring.Points
	// FourthPlayer says what a fourth person at the table does (doc/tapp.md §13.1;
	// 1821; (N) for the details, see [FourthPlayer]).
	FourthPlayer FourthPlayer
	// Dummy1829 plays the 1829 game for two with a dummy stack
	// (doc/tapp.md §11.2): seats 0 (forehand, the non-dealer) and 1 (the
	// dealer); the third hand of the deal is the dummy, a face-down stack
	// whose top card ([Deal.Dummy]) the winner of each two-card trick adds
	// to his trick. Every amount paid by each defender is paid once, by
	// the one opponent. The library's reading (N) needs the 54 cards,
	// AllPassRedeal and neither ImmediateHolding, Kontra nor a fourth
	// player.
	Dummy1829 bool `json:",omitempty"`
	// DummyCard says whether the dummy card a trick's winner takes is
	// shown to both players or stays face down until the count
	// (doc/tapp.md §11.2); only with Dummy1829.
	DummyCard DummyCard `json:",omitempty"`
	// Values holds the game values and bonuses of the modern tariff in game
	// points per defender (doc/tapp.md §10.1). Under Scoring1821 the amounts derive from
	// Stake instead, except Trischaken's.
	Values Values
}

// Values is the value table of the modern tariff (doc/tapp.md §10.1,
// Mayr & Sedlaczek 2001 via [EN-WP]): every amount is in game points and is
// paid per defender (or, for a hand bonus under HandBonusPayment =
// BonusHolderFromEach, by each other player).
type Values struct {
	Tapper  int // the Tapper (doc/tapp.md §5.2.1): 1 with the modern tariff ([ALS])
	Dreier  int // 3
	Unterer int // 4
	Oberer  int // 5
	Solo    int // 8

	PagatUltimo              int // silent Pagat Ultimo in Dreier/Unterer/Oberer: 4
	PagatUltimoAnnounced     int // announced: 8
	PagatUltimoSolo          int // silent, in a Solo: 8
	PagatUltimoSoloAnnounced int // announced, in a Solo: 16

	Valat          int // silent Valat, replaces the game value (ValatFixed): 12
	ValatAnnounced int // announced Valat (ValatFixed): 24

	Trull      int // Sküs, Mond and Pagat in one hand: 3
	KingsTrull int // all four kings in one hand (Königstrull): 3
	Heads      int // exactly two of the three Trull cards (Köpfe): 1

	// TrischakenLoser is paid by the player with the most card points to
	// each other player in Trischaken: 5 (doc/tapp.md §5.3, Illustrated Tarock).
	TrischakenLoser int
	// TrischakenNoTrick is received from each other player by a player who
	// took no trick in Trischaken: 5 (doc/tapp.md §5.3, Illustrated Tarock).
	TrischakenNoTrick int
}

// Tariff2001 is the value table of Mayr & Sedlaczek 2001 (doc/tapp.md
// §10.1, via [EN-WP]; identical in [ALS]) with the Trischaken values of doc/tapp.md §5.3.
var Tariff2001 = Values{
	Tapper: 1, Dreier: 3, Unterer: 4, Oberer: 5, Solo: 8,
	PagatUltimo: 4, PagatUltimoAnnounced: 8, PagatUltimoSolo: 8, PagatUltimoSoloAnnounced: 16,
	Valat: 12, ValatAnnounced: 24,
	Trull: 3, KingsTrull: 3, Heads: 1,
	TrischakenLoser: 5, TrischakenNoTrick: 5,
}

// MayrSedlaczek2001 is the default rule set: modern Tapp Tarock after
// W. Mayr and R. Sedlaczek, Das große Tarockbuch (2001), pp. 105–110, as
// summarised by the English Wikipedia (doc/tapp.md §13.2).
var MayrSedlaczek2001 = Rules{
	DealPackets:  Packets4x4,
	KnockAllowed: true,
	Threshold:    scoring.Majority,
	Values:       Tariff2001,
}

// FixedHalf is the default with TalonMode = TalonFixedHalf: Unterer and
// Oberer must take their fixed half (doc/tapp.md §13.2; after Unger
// 1923 and Parlett 2008, cited by [EN-WP]).
var FixedHalf = with(func(r *Rules) { r.TalonMode = TalonFixedHalf })

// AlscherMultiplierValat is the default with ValatScoring = ValatMultiplier
// (doc/tapp.md §13.2; H.-J. Alscher, "Tarockvarianten").
var AlscherMultiplierValat = with(func(r *Rules) { r.ValatScoring = ValatMultiplier })

// ImmediateHolding is the default with ImmediateHolding = true: the original
// single-round auction in which an overcalled player answers at once
// (doc/tapp.md §5.2, §5.2.1; named by [EN-WP], the
// state machine is (N)).
var ImmediateHolding = with(func(r *Rules) { r.ImmediateHolding = true })

// ForehandHolding is the default with Holding = HoldForehandOnly: only
// forehand may hold (doc/tapp.md §5.2; [DE-WP], [KRU], 1821).
var ForehandHolding = with(func(r *Rules) { r.Holding = HoldForehandOnly })

// Tapp1821 is the game of the 1821 Vienna booklet "Theoretisch-praktische
// Anweisung … Tarok-Tappen-Spiels" (doc/tapp.md §11, §13.2): Tapper,
// Dreier (upper half, unseen) and Solo; forehand-only holding with the Solo
// take-over; stake scoring with Stake 50.
var Tapp1821 = with(func(r *Rules) {
	r.Ladder = Ladder1821
	r.Tapper = true
	r.TalonMode = TalonTop3Unexposed
	r.Holding = HoldForehandOnly
	r.SoloHoldable1821 = true
	r.KnockNeedsForehandConsent = true
	r.DealPackets = Packets1821
	r.TarockDiscard = DiscardForcedAnnouncedOnly
	r.Announcements = AnnouncementsPagatOnly
	r.HandBonuses = BonusesTrullKings
	r.HandBonusMoment = BonusAfterTalon
	r.HandBonusPayment = BonusHolderFromEach
	r.Scoring = Scoring1821
	r.Stake = 50
	r.ValatScoring = ValatStake1821
})

// Tapp1821Pack42 is the 42-card game of the same book (doc/tapp.md
// §11.1, §13.2): Tapp1821 with the 42 cards dealt in packets of three,
// the ladder Tapper < Dreier < Zweier < Einer < Solo buying three, two,
// one and no talon cards unseen, a Solo that ends the auction, the
// consolation table of the 42-card game with stake 30, and the win at
// 34 of 66 card points (101 thirds).
var Tapp1821Pack42 = func() Rules {
	r := Tapp1821
	r.Pack = deck.Pack42
	r.DealPackets = Packets42
	r.Ladder = Ladder1821Pack42
	r.SoloHoldable1821 = false
	r.Consolation = ConsolationTable42
	r.Stake = 30
	r.Threshold = scoring.MajorityOf(scoring.Count(deck.Pack42))
	return r
}()

// Strohmandel1829 is the 1829 game for two, "Tarok-Tappen unter zwei
// Personen oder das sogenannte Strohmandel" (doc/tapp.md §11.2, §13.2;
// doc/strohmandel.md §10): Tapp1821 for two seats with a 16-card dummy
// stack whose top card goes to each trick's winner, shown to both.
var Strohmandel1829 = func() Rules {
	r := Tapp1821
	r.Dummy1829 = true
	r.DummyCard = DummyShown
	return r
}()

func with(change func(*Rules)) Rules {
	r := MayrSedlaczek2001
	change(&r)
	return r
}

// Presets lists the named presets with their names, in the order of
// doc/tapp.md §13.2 followed by the auction presets.
func Presets() []NamedRules {
	return []NamedRules{
		{Name: "MayrSedlaczek2001", Rules: MayrSedlaczek2001},
		{Name: "FixedHalf", Rules: FixedHalf},
		{Name: "AlscherMultiplierValat", Rules: AlscherMultiplierValat},
		{Name: "Tapp1821", Rules: Tapp1821},
		{Name: "Tapp1821Pack42", Rules: Tapp1821Pack42},
		{Name: "Strohmandel1829", Rules: Strohmandel1829},
		{Name: "ImmediateHolding", Rules: ImmediateHolding},
		{Name: "ForehandHolding", Rules: ForehandHolding},
	}
}

// CardsInPlay returns the cards in play: r.Pack, or deck.Pack54 when it
// is zero (doc/design.md §10).
func (r Rules) CardsInPlay() deck.Set { return cardsInPlay(r.Pack) }

// cardsInPlay returns pack, or deck.Pack54 when it is zero.
func cardsInPlay(pack deck.Set) deck.Set {
	if pack == 0 {
		return deck.Pack54
	}
	return pack
}

// HandSize returns the number of cards dealt to each player, which is the
// number of tricks: the cards in play less the six of the talon, shared
// among three (16 with 54 cards, 12 with 42; doc/tapp.md §3, §11.1.2).
func (r Rules) HandSize() int { return handSize(r.Pack) }

// handSize returns the hand size of a deal of pack (zero: 54 cards).
func handSize(pack deck.Set) int {
	if pack == 0 {
		return 16
	}
	return (cardsInPlay(pack).Len() - talonSize) / 3
}

// total returns the card points of the cards in play (doc/tapp.md §9.1,
// §11.1.1): 210 thirds with 54 cards.
func (r *Rules) total() scoring.Points {
	if r.Pack == 0 {
		return scoring.Total
	}
	return scoring.Count(r.Pack)
}

// talonSize is the number of talon cards (doc/tapp.md §3).
const talonSize = 6

// packetHands is the hand size each packet order deals (doc/tapp.md §3,
// §11.1.2).
var packetHands = [...]int{Packets4x4: 16, Packets2x8: 16, Packets1821: 16, PacketsEightTalonEight: 16, Packets42: 12}

// checkPack reports through bad a pack the deal cannot deal (doc/tapp.md
// §3, §11.1.2): a size other than six talon cards and three hands of the
// size the packet order deals.
func (r Rules) checkPack(bad func(format string, args ...any)) {
	pack := r.CardsInPlay()
	if h := packetHands[r.DealPackets]; pack.Len() != talonSize+3*h {
		bad("Rules.Pack has %d cards, but Rules.DealPackets = %v deals a talon of %d and three hands of %d: %d cards",
			pack.Len(), r.DealPackets, talonSize, h, talonSize+3*h)
	}
}

// MaxValue is the largest game value, bonus or Stake a rule set may hold,
// in game points (2^20). Validate rejects larger ones.
const MaxValue = 1 << 20

// Validate returns nil for a consistent rule set. Otherwise it returns an
// error wrapping [tarock.ErrInvalidRules] that names the fields concerned.
// First every field must hold a value its option takes, the range the
// option table states once for the option text, the JSON and Validate: an
// enumeration one of its constants, the values and the Stake 0 to
// [MaxValue] (so that no settlement can overflow and every rule set can be
// written in a game record), Threshold 1 to 210, the pack a set of cards;
// Validate returns one *option.RangeError per field that does not, joined
// with errors.Join. Then it returns one error per contradiction, joined:
// a pack the packet order cannot deal (54 cards with the 16-card orders,
// 42 with Packets42); Threshold above the card points of the pack;
// Scoring1821 with Stake ≤ 0, with LadderModern (1821 has no values for
// Unterer and Oberer) or with Köpfe (1821 has no value for them); an odd
// Stake with the Tapper under Scoring1821 (half the stake must be whole);
// ValatStake1821 without Scoring1821 and ValatMultiplier with it;
// KnockMode = KnockGrazChoose or KnockNeedsForehandConsent without
// KnockAllowed; and the checks of the 42-card ladder and the 1829 dummy.
func (r Rules) Validate() error {
	if err := ruleOptions.Check(r); err != nil {
		return err
	}
	var errs []error
	bad := func(format string, args ...any) {
		errs = append(errs, fmt.Errorf("tapp: "+format+": %w", append(args, tarock.ErrInvalidRules)...))
	}
	if total := r.total(); r.Threshold > total {
		bad("Rules.Threshold = %d thirds is outside 1..%d, the card points of the pack", int(r.Threshold), int(total))
	} else {
		r.checkThreshold(bad)
	}
	r.checkPack(bad)
	r.checkCombinations(bad)
	return errors.Join(errs...)
}

// checkThreshold reports through bad a Threshold that does not fit a pack
// other than the 54 cards (doc/tapp.md §9.3, §11.1.6): about half of its
// card points, scoring.MajorityOf(total) with a third either side (101
// thirds, 33⅔, give or take a third with 42 cards), and under
// Ladder1821Pack42 exactly that majority, since the 42-card result is
// fixed by the rounded count (34 wins, 33 is a draw).
func (r Rules) checkThreshold(bad func(format string, args ...any)) {
	if r.Pack == 0 {
		return
	}
	total := r.total()
	want := scoring.MajorityOf(total)
	switch {
	case r.Ladder == Ladder1821Pack42 && r.Threshold != want:
		bad("Rules.Threshold = %d thirds: Ladder1821Pack42 wins with %d thirds, a rounded %d of %d card points (doc/tapp.md §11.1.6)",
			int(r.Threshold), int(want), want.Whole(), total.Whole())
	case r.Threshold < want-1 || r.Threshold > want+1:
		bad("Rules.Threshold = %d thirds is not about half of the pack's %d thirds: want %d (scoring.MajorityOf), give or take a third",
			int(r.Threshold), int(total), int(want))
	}
}

// checkCombinations reports through bad the options that contradict each
// other (the 1821 stake scoring with the modern ladder, Köpfe or an odd
// stake for the Tapper; the Valat scoring of the other system; a knock mode
// without knocking), for [Rules.Validate].
func (r Rules) checkCombinations(bad func(format string, args ...any)) {
	if r.Scoring == Scoring1821 {
		if r.Stake <= 0 {
			bad("Rules.Scoring = Scoring1821 needs Rules.Stake > 0, got %d", r.Stake)
		}
		if r.Ladder == LadderModern {
			bad("Rules.Scoring = Scoring1821 has no values for Unterer and Oberer: needs Rules.Ladder = Ladder1821")
		}
		if r.HandBonuses == BonusesTrullKingsHeads {
			bad("Rules.Scoring = Scoring1821 has no value for Köpfe: needs Rules.HandBonuses = BonusesTrullKings or BonusesOff")
		}
		if r.Tapper && r.Stake%2 != 0 {
			bad("Rules.Tapper under Rules.Scoring = Scoring1821 is worth half the stake: Rules.Stake = %d must be even", r.Stake)
		}
		if r.ValatScoring == ValatMultiplier {
			bad("Rules.ValatScoring = ValatMultiplier needs the flat game values of Rules.Scoring = ScoringTariff2001")
		}
	} else if r.ValatScoring == ValatStake1821 {
		bad("Rules.ValatScoring = ValatStake1821 needs Rules.Scoring = Scoring1821")
	}
	r.checkLadder42(bad)
	r.checkDummy(bad)
	if !r.KnockAllowed {
		if r.KnockMode != KnockOnePacket {
			bad("Rules.KnockMode = KnockGrazChoose needs Rules.KnockAllowed")
		}
		if r.KnockNeedsForehandConsent {
			bad("Rules.KnockNeedsForehandConsent needs Rules.KnockAllowed")
		}
	}
}

// checkLadder42 reports through bad the options the 42-card ladder and
// consolation table need (doc/tapp.md §11.1.3, §11.1.4, §11.1.7):
// Ladder1821Pack42 needs the 42 cards, TalonTop3Unexposed (the top
// three, two or one talon cards, unseen) and Scoring1821 with
// ConsolationTable42, the only values of Zweier and Einer;
// ConsolationTable42 needs Scoring1821.
func (r Rules) checkLadder42(bad func(format string, args ...any)) {
	if r.Consolation == ConsolationTable42 && r.Scoring != Scoring1821 {
		bad("Rules.Consolation = ConsolationTable42 needs Rules.Scoring = Scoring1821")
	}
	if r.Ladder != Ladder1821Pack42 {
		return
	}
	if r.Pack != deck.Pack42 {
		bad("Rules.Ladder = Ladder1821Pack42 needs Rules.Pack = Pack42, got %d cards", r.CardsInPlay().Len())
	}
	if r.TalonMode != TalonTop3Unexposed {
		bad("Rules.Ladder = Ladder1821Pack42 buys the top talon cards unseen: needs Rules.TalonMode = TalonTop3Unexposed")
	}
	if r.Scoring != Scoring1821 || r.Consolation != ConsolationTable42 {
		bad("Rules.Ladder = Ladder1821Pack42 has values only in Rules.Consolation = ConsolationTable42 under Rules.Scoring = Scoring1821")
	}
}

// rulesTable holds the shared, never modified copy of each rule set that a
// State points to.
var rulesTable intern.Table[Rules]

// shareRules returns the shared copy of r.
func shareRules(r Rules) *Rules { return rulesTable.Of(r) }
