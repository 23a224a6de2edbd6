package intern

import (
	"sync"
	"testing"
)

type rules struct {
	a int
	b bool
}

// TestOf checks that equal values share one copy, different values do not,
// and the copy does not alias the argument.
func TestOf(t *testing.T) {
	var tab Table[rules]
	if tab.Last() != nil {
		t.Fatal("Last of an empty table is not nil")
	}
	x := rules{1, true}
	p, q := tab.Of(x), tab.Of(rules{1, true})
	if p != q || *p != x {
		t.Fatalf("equal values: %p %p (%v)", p, q, *p)
	}
	r := tab.Of(rules{2, false})
	if r == p || tab.Last() != r || tab.Of(x) != p {
		t.Fatal("different values share a copy, or Last is wrong")
	}
	x.a = 9
	if p.a != 1 {
		t.Fatal("the shared copy aliases the argument")
	}
}

// TestConcurrent interns from many goroutines (run with -race).
func TestConcurrent(t *testing.T) {
	var tab Table[rules]
	var wg sync.WaitGroup
	ptrs := make([]*rules, 16)
	for i := range ptrs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range 100 {
				tab.Of(rules{a: k % 5})
			}
			ptrs[i] = tab.Of(rules{a: 3})
		}()
	}
	wg.Wait()
	for _, p := range ptrs {
		if p != ptrs[0] {
			t.Fatal("one value interned twice")
		}
	}
}
