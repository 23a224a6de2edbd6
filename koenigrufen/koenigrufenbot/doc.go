// Package koenigrufenbot holds computer players for Königrufen (package
// koenigrufen, doc/koenigrufen.md) that plug into package tarock/bot and
// the duplicate matches of package tarock/arena.
//
// Every player implements bot.Player[koenigrufen.Observation,
// koenigrufen.Move]: it sees only the observation of its own seat (its
// hand, the talon when shown, the discards it may see, the called king and
// the partner as far as it knows them, doc/koenigrufen.md §6.2, the played
// cards and the public history) and returns one of the legal moves it is
// given, whatever moves the rules offer.
//
//   - [NewRandom] plays a uniformly random legal move.
//   - [NewHeuristic] plays by rules of thumb: it bids a contract only when
//     its hand fits it (tarocks, kings and voids for the positive
//     contracts; low cards and few tarocks for the negative ones; kings
//     and long suits for the colour contracts), calls a king it lacks in a
//     short suit, takes the better talon half, lays away high plain cards
//     of short suits, announces only premiums it expects to make, says
//     Kontra only on what its hand can beat, and in play wins tricks with
//     points cheaply, smears points on its known partner's tricks, keeps
//     the Pagat and its reserved cards, ducks as declarer of a negative
//     contract and as defender forces the declarer to take tricks.
//   - [NewSearch] searches: at each card play it draws determinizations of
//     its observation (uniform over the consistent deals,
//     koenigrufen.NewDeterminizer), evaluates every legal card on each by
//     playouts or, near the end, exact alpha-beta search (package
//     tarock/search), and plays the best on average; its other decisions
//     are the heuristic player's.
//
// Every player draws its random choices from the *rand.Rand it is given,
// so a seeded match is reproducible. The declarer statistics of an arena
// match come from the deal's outcome (arena.Judge).
package koenigrufenbot
