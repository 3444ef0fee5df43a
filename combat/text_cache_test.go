package combat

import (
	"fmt"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestTextCache fills a cache with far more texts than it has slots: an
// answer, when there is one, is always the value put for that text and
// number, and the last few put are all kept.
func TestTextCache(t *testing.T) {
	var c textCache[string]
	want := func(text string, n int) string { return fmt.Sprintf("%s/%d", text, n) }
	for i := range 5000 {
		text := fmt.Sprintf("%dd6+%d", i%37, i)
		c.put(text, i%3, want(text, i%3))
	}
	kept := 0
	for i := range 5000 {
		for n := range 3 {
			text := fmt.Sprintf("%dd6+%d", i%37, i)
			got, ok := c.get(text, n)
			if ok && got != want(text, n) {
				t.Fatalf("get(%q, %d) = %q, want %q", text, n, got, want(text, n))
			}
			if ok {
				kept++
			}
		}
	}
	if kept == 0 || kept > len(c.slots) {
		t.Errorf("kept %d, want 1 to %d", kept, len(c.slots))
	}
	for _, text := range []string{"1d8+4", "longsword", ""} {
		c.put(text, 7, want(text, 7))
		if got, ok := c.get(text, 7); !ok || got != want(text, 7) {
			t.Errorf("get(%q, 7) = %q, %v, want %q", text, got, ok, want(text, 7))
		}
		if _, ok := c.get(text, 8); ok {
			t.Errorf("get(%q, 8) found one", text)
		}
	}
}

// TestCachesShared plays the benchmark's fight in several goroutines at
// once (run it with -race): the tables every fight shares (textCache,
// partMeans) take no lock, and each fight must end as it does alone.
func TestCachesShared(t *testing.T) {
	const n = 4
	alone := make([]*State, n)
	for i := range alone {
		alone[i] = fight5(t)
		playFight(t, alone[i], dice.NewSeeded(uint64(100+i)), nil)
	}
	clear(partMeans[:]) // every fight works its means out again, at once
	together := make([]*State, n)
	done := make(chan struct{})
	for i := range together {
		together[i] = fight5(t)
		go func() {
			defer func() { done <- struct{}{} }()
			playFight(t, together[i], dice.NewSeeded(uint64(100+i)), nil)
		}()
	}
	for range n {
		<-done
	}
	for i := range n {
		if !Equal(alone[i], together[i]) {
			t.Errorf("fight %d: played alongside others it ends otherwise", i)
		}
	}
}
