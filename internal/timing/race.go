//go:build race

package timing

// Race reports whether the race detector is on. Under it sync.Pool drops
// buffers at random, so allocation counts are not those of a normal build
// and tests of them skip.
const Race = true
