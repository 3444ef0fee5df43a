package combat

import "testing"

// TestChunks checks the cutting of lists from chunks: each list has the
// room asked for and no more, lists never overlap, rewind cuts the same
// chunks again, and forget keeps only the chunk being cut.
func TestChunks(t *testing.T) {
	var c chunks[int]
	a := c.cut(3, 8)
	b := c.cut(4, 8)
	if cap(a) != 3 || len(a) != 0 || cap(b) != 4 {
		t.Fatalf("cut: caps %d and %d, want 3 and 4", cap(a), cap(b))
	}
	a = append(a, 1, 2, 3)
	b = append(b, 4, 5, 6, 7)
	if a = append(a, 9); a[3] != 9 || b[0] != 4 {
		t.Fatal("appending past a list's room wrote into the next")
	}
	big := c.cut(20, 8) // more than a chunk: one of its own
	if cap(big) != 20 || len(c.all) != 2 {
		t.Fatalf("a list larger than a chunk: cap %d, %d chunks", cap(big), len(c.all))
	}
	c.cut(5, 8) // no room left in the big one: a new chunk
	if len(c.all) != 3 {
		t.Fatalf("%d chunks, want 3", len(c.all))
	}
	c.rewind()
	if x := c.cut(2, 8); &x[:1][0] != &c.all[0][0] || len(c.all) != 3 {
		t.Fatal("rewind did not cut the first chunk again")
	}
	c.cut(10, 8) // the first has no room for 10: the big one
	if c.at != 1 {
		t.Fatalf("cutting at chunk %d, want 1", c.at)
	}
	c.forget()
	if len(c.all) != 1 || c.at != 0 || len(c.free) != 10 {
		t.Fatalf("forget: %d chunks, at %d, %d free", len(c.all), c.at, len(c.free))
	}
	var l *lists // no room: made, not cut
	if x := l.stringRoom(4); cap(x) != 4 {
		t.Fatalf("a nil lists' room: cap %d", cap(x))
	}
}
