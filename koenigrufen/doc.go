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
//	res, _ := st.Result()
//
// # The rule book in the package
//
//   - Rules (doc/koenigrufen.md §13.1): one field per option of the
//     catalogue, the four tariffs as data ([Tariff.Contracts]),
//     [Rules.Validate], option text ([Rules.Options], [Rules.WithOption])
//     and the presets [AustrianTarockCup2023], [Wien2020] and
//     [Sauwald2019] ([Presets], [Preset]). The option Sacks is refused:
//     the sources do not define it well enough (doc/koenigrufen.md §13.1).
//   - The deal (doc/koenigrufen.md §3): [Deal], [DealFrom] with both deal
//     patterns, [DealKnocked] for the cutter's knock, [Shuffled],
//     [NewDeal], [NewGame]; a hand without a tarock thrown in under
//     RedealNoTarock.
//   - The auction (doc/koenigrufen.md §5) with every contract of the
//     tariff, the Zwiccolos and the bird callers, forehand's rights, the
//     hold, what a hand must hold for a bid, four kings (CallQueen,
//     PassForehand).
//   - The king call (doc/koenigrufen.md §6): a king the declarer lacks, his
//     own under CallOwnKing, the fourth king, a queen with four kings;
//     the called king in the talon and Schleifen.
//   - The talon and the discards (doc/koenigrufen.md §7) of every
//     contract, forehand's Trischaken choices (PhaseChoose).
//   - Premiums, the announcement phase, Kontra, Re and Sub on each item
//     and the reservations in the play (doc/koenigrufen.md §8).
//   - The play of every contract (doc/koenigrufen.md §9): the obligations
//     of the positive, negative and colour contracts, the Pagat rule, the
//     Kaiserstich, the open contracts and the early end of a negative
//     contract.
//   - The settlement (doc/koenigrufen.md §10, §11): [State.Result] with
//     every item and who pays whom among the four players, the Score and
//     the Money; [State.Outcome] from it.
//   - What each seat may know ([State.Observation], doc/koenigrufen.md
//     §6.2: the partner hidden until the rules reveal him), [Determinize]
//     and [NewDeterminizer], the history ([State.AppendHistory]), game
//     records ([Replay], [ReplayText], [State.Record]), a [Match] (also at a
//     table of five), and text and JSON for every value
//     (doc/notation.md "JSON").
//
// The computer players are in package koenigrufenbot.
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
