// Package intern keeps one shared copy of each distinct value of a
// comparable type, so that a game state can hold a pointer to its rules
// instead of the rules themselves, and two states compare equal with ==
// exactly when their rules are equal.
package intern

import (
	"sync"
	"sync/atomic"
)

// Table holds the shared copies of the values of type T. Its zero value is
// ready to use; it is safe for concurrent use. Copies are never freed: the
// rule sets of a program are few.
type Table[T comparable] struct {
	mu   sync.Mutex
	all  map[T]*T
	last atomic.Pointer[T]
}

// Of returns the shared copy of v, making it on first use. Callers must
// not modify it.
func (t *Table[T]) Of(v T) *T {
	if p := t.last.Load(); p != nil && *p == v {
		return p
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	p, ok := t.all[v]
	if !ok {
		if t.all == nil {
			t.all = make(map[T]*T)
		}
		p = new(T)
		*p = v
		t.all[v] = p
	}
	t.last.Store(p)
	return p
}

// Last returns the copy that Of returned last, or nil before the first
// call: a cheap check for the common case of one value used over and over.
func (t *Table[T]) Last() *T { return t.last.Load() }
