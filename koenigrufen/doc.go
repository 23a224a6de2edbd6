// Package koenigrufen implements Königrufen, the four-player Tarock game
// with a called king, as written down in its rule book doc/koenigrufen.md,
// on the template the games tapp and strohmandel share (doc/design.md §9).
// The default rule set [AustrianTarockCup2023] follows the rules of the
// Austrian Tarock Cup (doc/koenigrufen.md §0.3, §13.2).
//
// Seats are numbered in turn order (package tarock): seat 0 is forehand,
// seat 1 middlehand, seat 2 rearhand, seat 3 the dealer; bidding and play
// go from seat i to seat i+1 (doc/koenigrufen.md §0.4, §2).
//
// A deal is played as a sequence of immutable [State] values:
//
//	st, err := koenigrufen.NewGame(koenigrufen.AustrianTarockCup2023, koenigrufen.Shuffled(rng))
//	var buf []koenigrufen.Move
//	for !st.Done() {
//		buf = st.AppendLegalMoves(buf[:0])
//		st, err = st.Apply(buf[rng.IntN(len(buf))])
//	}
//	out := st.Outcome()
//
// # What is implemented so far
//
// This is the foundation of the package; the rest of the rule book follows
// on the same State without a change of design.
//
//   - Rules (doc/koenigrufen.md §13.1) with the fields the implemented
//     phases read: DealPattern, Tariff (the four tariffs of
//     doc/koenigrufen.md §13.3 as data, [Tariff.Contracts]), BirdCallers,
//     Farbendreier, Holding, ForehandOpening, SolodreierEndsAuction,
//     FourKings, CallOwnKing, KingInTalon, SoloruferKingInTalon,
//     ColourMinSuitCards, the scoring options Mondfang, Absolut, Quapil,
//     SilentFailureCounts, ValatScoring, ValatTakesTalon, KontraLedger,
//     TrischakenPayment and TwoVirgins (Sacks is refused), and Threshold;
//     [Rules.Validate], option text
//     ([Rules.Options], [Rules.WithOption]) and the preset
//     [AustrianTarockCup2023] ([Presets], [Preset]).
//   - The deal (doc/koenigrufen.md §3): [Deal], [DealFrom] with both deal
//     patterns, [Shuffled], [NewDeal], [NewGame].
//   - The auction (doc/koenigrufen.md §5) with every contract of the
//     tariff, the Zwiccolos of ExtraContracts and the bird callers of
//     every BirdCallers: "Vorhand", the Sechserdreier as forehand's first
//     word, Rufer and Trischaken after "Vorhand" and three passes, bidding
//     strictly higher, passing for good, forehand's hold, the end at a
//     Solodreier nobody can hold, what the hand must hold
//     (doc/koenigrufen.md §5.1 rule 7), four kings under CallQueen and
//     PassForehand (the move passforehand).
//   - The call (doc/koenigrufen.md §6.1) in the calling contracts only: a
//     suit whose king the declarer does not hold (any suit under
//     CallOwnKingAllowed), the fourth king, or with four kings a queen;
//     the partner is the holder of the card called.
//   - The talon (doc/koenigrufen.md §7.1, §7.2): a half taken in a Rufer,
//     a Besserrufer, a Dreier or a Farbendreier, all six in the
//     Sechserdreier, none in the solo and negative contracts; Schleifen
//     with the called king in the talon (doc/koenigrufen.md §6.3(a)),
//     naming a bird in a Besserrufer ([State.ConcededBird]); in Trischaken
//     forehand's choices (PhaseChoose, the move choose) and the talon to
//     the last trick or the first six.
//   - The discards of the tarock and colour contracts
//     (doc/koenigrufen.md §7.3), the bird a Besserrufer declarer keeps and
//     ColourMinSuitCards.
//   - The frame of the announcement phase (doc/koenigrufen.md §8.4): the
//     declarer's "lie" without premiums and three "good".
//   - The history of a deal ([State.AppendHistory], [State.Deal]), game
//     records ([Game], [Replay], [ReplayText], [State.Record]; the result
//     comment a summary of the Outcome until the settlement exists), the
//     [Observation] of each seat with the called king and the partner as
//     far as it knows them (doc/koenigrufen.md §6.2), the talon as each
//     contract shows it (SechserdreierTalonShown, the Trischaken talon
//     given to the tricks), the open hands of an open contract
//     (doc/koenigrufen.md §9.6, OuvertReveal), the announcements and the
//     levels said, the winner of the last trick by the contract's rules;
//     [Determinize] and [NewDeterminizer] for every contract, uniform with
//     the partner hidden, and [Match],
//     which records a deal's [tarock.Outcome] for now.
//   - Text and JSON (doc/notation.md "JSON"): MarshalText and
//     UnmarshalText of every enumerated type and option of Rules (the
//     name of the Go constant), of [Premiums] ("Trull+PagatUltimo") and
//     of [Move] (its notation); the JSON of [Rules], [Event] and
//     [Observation] (the called king and the partner null while the seat
//     does not know them; the open hands, the announcers and the levels
//     said keyed by the targets of the notation).
//   - The play of the positive tarock contracts (doc/koenigrufen.md §9.1–§9.3)
//     with the obligations tarock.Standard, and each party's card points
//     (doc/koenigrufen.md §7.4, §10).
//   - The settlement (doc/koenigrufen.md §11): [State.Result] with every
//     item and who pays whom, the Score and the Money (doc/koenigrufen.md
//     §11.1), the game or the Valat, premiums silent and announced with
//     their Kontra factors, the negative contracts, Schleifen and
//     Trischaken, for every contract and option, also those the play
//     cannot reach yet; [State.Outcome] from it; the text and JSON of
//     [Result] and [Item].
//
// # What is not implemented yet
//
//   - Premiums, their announcement and the reservations they bring into
//     the play, Kontra, Re and Sub (doc/koenigrufen.md §8): the declarer's
//     opening offers no premium.
//   - The text and JSON of the values other than Move, Result and Item
//     (and so of Observation and Rules), and the players of a
//     koenigrufenbot package.
//   - The options Knock, RedealNoTarock, FivePlayerTable, ExtraContracts,
//     SechserdreierTalonShown, the Trischaken options of the play,
//     Kaiserstich, AnnounceTiming, Reservation,
//     ForbidEarlyWinWithReserved, MaxKontraLevel,
//     KontraWindow, PartnerKontraVoid, ColourKontraOrValat, OuvertReveal
//     and PlayOutNegative have no field yet; BirdCallers other than
//     BirdCallersBesserrufer and FourKings other than
//     FourKingsNoCallingContract are refused by [Rules.Validate]; so the
//     presets Wien2020 and Sauwald2019 of doc/koenigrufen.md §13.2 are
//     not offered yet.
//
// # Move notation
//
// A [Move] is a keyword and its arguments separated by spaces
// (doc/koenigrufen.md "Move notation"); keywords and names are read in any
// case, cards in the notation of package deck. The seat is not written.
//
//	vorhand                  auction: forehand's opening, committing to nothing
//	passforehand             auction: forehand with four kings hands his rights on
//	pass                     auction: out for good
//	hold                     auction: forehand holds the standing contract
//	bid Dreier               auction: a contract by its Go name
//	call hearts, call H      call: the king of a suit
//	call fourth              call: the fourth king
//	concede                  talon: Schleifen (concede Kakadu in a Besserrufer)
//	take A, take B           talon: a half
//	discard 4H 7S 8S         discard: lay cards away
//	choose NoMustBeat        Trischaken: forehand's choice (MustBeat, NoMustBeat, LastTrick, FirstSixTricks)
//	lie                      announcements: the declarer's opening (lie Trull …)
//	good                     announcements: "gut"
//	say Trull kontra game    announcements: premiums and raises (re Uhu, re game2)
//	play KH                  play: a card
//
// [Move.String] writes the canonical form and [ParseMove] reads it back.
package koenigrufen
