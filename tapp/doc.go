// Package tapp implements the rules of Tapp Tarock (Tappen, Wiener Tappen),
// the three-player Austrian Tarock game with the 54-card Industrie und Glück
// pack, as written down in doc/tapp.md: the deal, the auction with
// holding, the talon exchange, announcements, optional Kontra, the 16 tricks
// and the settlement. The default rule set [MayrSedlaczek2001] follows
// W. Mayr and R. Sedlaczek, Das große Tarockbuch (2001); every option of the
// variant catalogue (doc/tapp.md §13.1) is a field of [Rules], and [FixedHalf],
// [AlscherMultiplierValat], [Tapp1821], [Tapp1821Pack42], [Strohmandel1829],
// [ImmediateHolding] and [ForehandHolding] are presets. doc/tapp.md lists the rules as implemented.
// [Rules].Pack names the cards in play (doc/design.md §10): the 54 cards by
// default, or the 42 of doc/tapp.md §11.1.1 dealt in twelve tricks
// ([Packets42], [ShuffledPack]), with the 1821 ladder of the 42-card game,
// its Zweier and Einer and its stake table ([Tapp1821Pack42],
// doc/tapp.md §11.1). [Rules].Dummy1829 plays the 1829 game for two, in
// which the winner of each trick takes the top card of a face-down dummy
// stack ([Strohmandel1829], [ShuffledFor], doc/tapp.md §11.2).
//
// Seats are numbered in turn order (package tarock): seat 0 is forehand,
// seat 1 middlehand, seat 2 the dealer; play and bidding go from seat i to
// seat i+1.
//
// A deal is played as a sequence of immutable [State] values:
//
//	st, err := tapp.NewGame(tapp.MayrSedlaczek2001, tapp.Shuffled(rng))
//	var buf []tapp.Move
//	for !st.Done() {
//		buf = st.AppendLegalMoves(buf[:0])
//		st, err = st.Apply(buf[rng.IntN(len(buf))])
//	}
//	res, _ := st.Result()
//
// [State.Result] settles a finished deal under the [Rules]; [Match] keeps
// the score over many deals. [State.Observation] gives what one seat may
// see, and [Determinize] turns an observation back into a full state
// consistent with it. [State.Record] and [Replay] write and read game
// records (package tarock/record); [Rules.Options] and [Rules.WithOption]
// write and read the rules as text (package tarock/option). Moves, enums,
// results, observations and rules read and write as text and JSON. The same
// names serve in package strohmandel: doc/guide.md shows the two side by
// side.
//
// # Units
//
// Card points are counted in thirds of a point ([scoring.Points]); the pack
// holds 210 thirds = 70 card points, and the declarer needs 107 thirds (35⅔,
// "36") by default. Game points (what players pay each other) are whole
// numbers per payment; [Result.Deltas] sum to zero.
//
// # Move notation
//
// A [Move] is written as a keyword and its argument, separated by spaces;
// keywords and names are case-insensitive, cards use the notation of package
// deck ("T1" … "T21", "Skus", "KH", "AD", "10S", "CC"; any spelling that
// deck.ParseCard accepts is read). The seat is not part of a move: it is
// always made by the seat to act.
//
//	pass                     auction: pass (final); Kontra phase: say no more
//	hold                     auction: hold the standing contract
//	bid Dreier               auction: bid Tapper, Dreier, Unterer, Oberer or Solo
//	take lower, take upper   talon: take a half (lower = the first three cards laid)
//	take 4H 7S               talon: take single cards (TalonCardCount only)
//	discard 4H 7S 8S         discard: lay cards away
//	announce none            announcements: decline
//	announce PagatUltimo     announcements: Pagat Ultimo, Valat, or
//	announce PagatUltimo Valat   both (AnnouncementsBoth only)
//	kontra game              Kontra phase: kontra, re or sub, on game,
//	re PagatUltimo               PagatUltimo or Valat
//	play KH                  play: a card to the trick
//
// [Move.String] writes the canonical form shown above (card sets in
// ascending card order) and [ParseMove] reads it back.
//
// # Performance
//
// A [State] is a 128-byte value. [State.AppendLegalMoves] into a buffer
// with room, [State.Apply] of a legal move and [State.Result] allocate
// nothing. AppendLegalMoves, Done, ToMove and Phase read only the first 24
// bytes of the State, which Apply keeps up to date (the legal moves of every
// phase are described there), so calling them copies almost nothing; in
// play Apply checks a card with one bit test against the legal plays. Other
// methods copy the whole State, as a value receiver does: in a hot loop,
// call each accessor once per step and keep the value. AppendLegalMoves
// uses up to eight elements of its buffer's spare capacity as scratch.
// [Shuffled] draws from a *rand.PCG faster than from the *rand.Rand that
// wraps it, with the same deal. doc/performance.md gives the figures and
// the commands that reproduce them.
package tapp
