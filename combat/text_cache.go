package combat

import "sync/atomic"

// textCache keeps values worked out from a short text (a damage
// expression, an attack's id), shared by every fight: a direct-mapped
// table of entries never changed once stored, so a reader takes no lock
// and boxes no key, as a sync.Map or a locked map would. The slot is the
// text's FNV-1a hash (deterministic: the same fights allocate the same);
// a text may sit in either slot of its pair, and a newer text finding
// both taken replaces the first, which is then worked out again when
// asked: a slower answer, never a wrong one.
type textCache[V any] struct {
	slots [1 << 10]atomic.Pointer[textEntry[V]]
}

// textEntry is one kept value, with the text and number it is for.
type textEntry[V any] struct {
	text string
	n    int
	v    V
}

// textSlot is the first slot of the pair of text and n.
func textSlot(text string, n int) uint {
	h := uint32(2166136261) ^ uint32(n)
	for i := 0; i < len(text); i++ {
		h ^= uint32(text[i])
		h *= 16777619
	}
	return uint(h>>(32-10)) &^ 1
}

// get is the value kept for text and n, if there is one.
func (c *textCache[V]) get(text string, n int) (v V, ok bool) {
	i := textSlot(text, n)
	for _, e := range [2]*textEntry[V]{c.slots[i].Load(), c.slots[i+1].Load()} {
		if e != nil && e.n == n && sameString(e.text, text) {
			return e.v, true
		}
	}
	return v, false
}

// put keeps v for text and n: in a free slot of its pair if there is
// one, else in the first.
func (c *textCache[V]) put(text string, n int, v V) {
	i := textSlot(text, n)
	if c.slots[i].Load() != nil && c.slots[i+1].Load() == nil {
		i++
	}
	c.slots[i].Store(&textEntry[V]{text: text, n: n, v: v})
}
