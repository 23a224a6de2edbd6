// Package strohbot holds computer players for Strohmandeln (package
// strohmandel, doc/strohmandel.md) and the judge that classifies a
// finished deal for package tarock/arena.
//
// Every player implements bot.Player[strohmandel.Observation,
// strohmandel.Move]: it sees only the observation of its own seat (its hand,
// the face-up tops, the cards turned into either hand, the played cards and
// the public history, never the opponent's hidden cards) and chooses one of
// the legal moves it is given.
//
//   - [NewRandom] plays a uniformly random legal move.
//   - [NewHeuristic] plays by rules of thumb: it takes the game up by
//     counting tarocks, Trull cards and Kings, throws in a weak hand without
//     tarock, wins tricks with points cheaply, draws tarocks when it has
//     control, leads from strength, keeps the Pagat (and the other scoring
//     birds) for their trick when it can, uses its face-up tops when that
//     costs nothing, and makes the calls and announcements of the rules when
//     it qualifies for them.
//   - [NewSearch] searches: at each card play it draws determinizations of
//     its observation (uniform over the consistent deals,
//     strohmandel.Determinize), evaluates every legal card on each by
//     playouts or, near the end, exact alpha-beta search (package
//     tarock/search), and plays the best on average; its other decisions
//     are the heuristic player's.
//
// [Judge] classifies a finished deal for the declarer statistics of an arena
// match (only a taken-up game has a declarer).
package strohbot
