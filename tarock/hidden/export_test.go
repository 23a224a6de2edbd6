package hidden

// SetLimits replaces the bounds on the counting table and returns a
// function that restores them.
func SetLimits(states, edges int) (restore func()) {
	s, e := maxStates, maxEdges
	maxStates, maxEdges = states, edges
	return func() { maxStates, maxEdges = s, e }
}
