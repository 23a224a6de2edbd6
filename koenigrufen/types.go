package koenigrufen

import (
	"strconv"

	"github.com/tarockfamily/sdk/internal/enumtext"
)

// Contract is a contract of the auction and the game played
// (doc/koenigrufen.md §4.1, §4.4). The constants are identities, not ranks:
// where a contract stands in the bidding order is given by the tariff of
// the rules ([Tariff], doc/koenigrufen.md §13.3).
type Contract uint8

// The contracts of doc/koenigrufen.md §4.1, then those of other rule sets
// (doc/koenigrufen.md §4.4).
const (
	NoContract      Contract = iota // no bid yet
	Trischaken                      // negative, each for himself; forehand after "Vorhand" and three passes
	Rufer                           // a king is called; forehand after "Vorhand" and three passes
	Piccolo                         // negative: exactly one trick
	Bettel                          // negative: no trick
	Solorufer                       // a king is called, no talon
	Besserrufer                     // a Rufer with a compulsory bird
	Farbendreier                    // colour contract with a talon half
	Sechserdreier                   // alone with all six talon cards; forehand's first word only
	Dreier                          // alone with a talon half
	Farbensolo                      // colour contract without talon
	PiccoloOuvert                   // Piccolo played open
	BettelOuvert                    // Bettel played open
	Solodreier                      // alone without talon
	Zwiccolo                        // negative: exactly two tricks
	ZwiccoloOuvert                  // Zwiccolo played open
	Pagatrufer                      // Besserrufer with the Pagat named in the bid
	Uhurufer                        // Besserrufer with the Uhu named in the bid
	Kakadurufer                     // Besserrufer with the Kakadu named in the bid
	Quapilrufer                     // Besserrufer with the Quapil named in the bid
	BesserruferLow                  // the Tyrolean Besserrufer I, II
	BesserruferHigh                 // the Tyrolean Besserrufer III, IIII

	numContracts = iota
)

var contractNames = [numContracts]string{"none", "Trischaken", "Rufer", "Piccolo", "Bettel", "Solorufer",
	"Besserrufer", "Farbendreier", "Sechserdreier", "Dreier", "Farbensolo", "PiccoloOuvert", "BettelOuvert",
	"Solodreier", "Zwiccolo", "ZwiccoloOuvert", "Pagatrufer", "Uhurufer", "Kakadurufer", "Quapilrufer",
	"BesserruferLow", "BesserruferHigh"}

// String returns the Go name of the contract ("Dreier", "PiccoloOuvert",
// …), which the move notation uses, or "none".
func (c Contract) String() string { return enumtext.Name("Contract", c, contractNames[:]...) }

// IsSolo reports whether c is a solo contract: Solorufer, Farbensolo or
// Solodreier, in which the declarer gets no talon (doc/koenigrufen.md §4.1).
func (c Contract) IsSolo() bool { return c == Solorufer || c == Farbensolo || c == Solodreier }

// IsCalling reports whether a king is called in c: Rufer, Solorufer,
// Besserrufer and the bird callers (doc/koenigrufen.md §4.1, §4.4).
func (c Contract) IsCalling() bool { return c.in(callingContracts) }

// IsColour reports whether c is a colour contract: Farbendreier or
// Farbensolo (doc/koenigrufen.md §4.1).
func (c Contract) IsColour() bool { return c == Farbendreier || c == Farbensolo }

// IsNegative reports whether c is a negative contract: Trischaken, Piccolo,
// Bettel, their open forms and the Zwiccolos (doc/koenigrufen.md §4.1).
func (c Contract) IsNegative() bool { return c.in(negativeContracts) }

// The calling and the negative contracts, bit c for contract c.
const (
	callingContracts = 1<<Rufer | 1<<Solorufer | 1<<Besserrufer | 1<<Pagatrufer | 1<<Uhurufer | 1<<Kakadurufer |
		1<<Quapilrufer | 1<<BesserruferLow | 1<<BesserruferHigh
	negativeContracts = 1<<Trischaken | 1<<Piccolo | 1<<Bettel | 1<<PiccoloOuvert | 1<<BettelOuvert | 1<<Zwiccolo |
		1<<ZwiccoloOuvert
)

// in reports whether c is in the set of contracts set (bit c for c).
func (c Contract) in(set uint32) bool { return c < 32 && set>>c&1 != 0 }

// IsAlone reports whether c is a positive contract without a called king
// (doc/koenigrufen.md §4.1).
func (c Contract) IsAlone() bool {
	return c != NoContract && c < numContracts && !c.IsNegative() && !c.IsCalling()
}

// isBirdCaller reports whether c needs a bird in hand: the Besserrufer
// and its split forms (doc/koenigrufen.md §5.1 rule 7).
func (c Contract) isBirdCaller() bool {
	return c == Besserrufer || (c >= Pagatrufer && c <= BesserruferHigh)
}

// Phase is a phase of a deal (doc/koenigrufen.md "States, observations and
// determinization").
type Phase uint8

// The phases, in the order a deal passes through them. A deal skips those
// its contract has not.
const (
	PhaseAuction  Phase = iota // the auction (doc/koenigrufen.md §5)
	PhaseCall                  // the king call (doc/koenigrufen.md §6.1)
	PhaseTalon                 // a talon half taken, or Schleifen (doc/koenigrufen.md §6.3, §7.2)
	PhaseDiscard               // the discard (doc/koenigrufen.md §7.3)
	PhaseChoose                // forehand's Trischaken choices (doc/koenigrufen.md §7.1, §9.4)
	PhaseAnnounce              // announcements and Kontra (doc/koenigrufen.md §8.4)
	PhasePlay                  // the twelve tricks (doc/koenigrufen.md §9)
	PhaseDone                  // the deal is over
)

var phaseNames = [...]string{"auction", "call", "talon", "discard", "choose", "announcements", "play", "done"}

// String returns the phase's name: "auction", "call", "talon", "discard",
// "choose", "announcements" (as in tapp and strohmandel), "play" or
// "done".
func (p Phase) String() string { return enumtext.Name("Phase", p, phaseNames[:]...) }

// Choice is one of forehand's choices before the first lead of a
// Trischaken (doc/koenigrufen.md §7.1, §9.4, "Move notation"), under
// TrischakenMustBeatForehandChooses and TrischakenTalonForehandChooses.
type Choice uint8

// The choices: whether the obligation to beat holds, and who gets the
// talon.
const (
	ChooseMustBeat       Choice = iota // the obligation to beat holds
	ChooseNoMustBeat                   // no obligation to beat
	ChooseLastTrick                    // the talon to the winner of the last trick
	ChooseFirstSixTricks               // one talon card to each of the first six tricks

	numChoices = iota
)

var choiceNames = [numChoices]string{"MustBeat", "NoMustBeat", "LastTrick", "FirstSixTricks"}

// String returns the choice's name as the move notation writes it.
func (c Choice) String() string { return enumtext.Name("Choice", c, choiceNames[:]...) }

// Half is a talon half (doc/koenigrufen.md §3): A is laid first.
type Half uint8

// The talon halves.
const (
	TalonA Half = iota // the first three talon cards laid
	TalonB             // the next three
)

// String returns "A" or "B".
func (h Half) String() string { return enumtext.Name("Half", h, "A", "B") }

// Bird names the bird of a Besserrufer in a concession
// (doc/koenigrufen.md §6.3).
type Bird uint8

// The birds; NoBird in a Rufer.
const (
	NoBird     Bird = iota
	BirdPagat       // tarock I
	BirdUhu         // tarock II
	BirdKakadu      // tarock III
	BirdQuapil      // tarock IIII
)

var birdNames = [...]string{"none", "Pagat", "Uhu", "Kakadu", "Quapil"}

// String returns "Pagat", "Uhu", "Kakadu", "Quapil" or "none".
func (b Bird) String() string { return enumtext.Name("Bird", b, birdNames[:]...) }

// Premiums is a set of premiums (doc/koenigrufen.md §8.1), as the
// declarer's opening announces them.
type Premiums uint16

// The premiums of doc/koenigrufen.md §8.1, in its order, and the Mondfang
// of the option Mondfang.
const (
	Trull Premiums = 1 << iota
	KingsTrull
	KingUltimo
	PagatUltimo
	Uhu
	Kakadu
	Quapil
	Valat
	MondCapture

	numPremiums = iota
)

var premiumNames = [numPremiums]string{"Trull", "KingsTrull", "KingUltimo", "PagatUltimo", "Uhu", "Kakadu", "Quapil", "Valat", "MondCapture"}

// String returns the names of the premiums of p separated by spaces, in
// the order of doc/koenigrufen.md §8.1, or "none" for the empty set.
func (p Premiums) String() string {
	if p == 0 {
		return "none"
	}
	s := ""
	for i, n := range premiumNames {
		if p&(1<<i) != 0 {
			if s != "" {
				s += " "
			}
			s += n
		}
	}
	if p>>numPremiums != 0 {
		if s != "" {
			s += " "
		}
		s += "Premiums(" + strconv.Itoa(int(p>>numPremiums<<numPremiums)) + ")"
	}
	return s
}
