package combat

import "unsafe"

// idIndex is Get's first guess at where a creature stands in Creatures:
// an open-addressed table of the setup's places, made once by NewState
// and never changed, so every copy of the state shares it and readers
// need no lock. Its key is cheap rather than thorough: the id's length,
// first and last two bytes in one word, spread by one multiplication
// into a byte (ids such as "goblin-1" and "goblin-2" differ at the end),
// so Get's look-up is a few instructions and one string compare, with no
// bounds check, instead of a hash of every byte. Ids with the same slot
// share a probe sequence, which find walks checking every candidate
// against the list; an empty slot ends it. So the table can never give
// a wrong answer, only a slower one: a creature added later, moved in
// the list, or past the table's 254 places is found by Get's walk.
type idIndex struct {
	slots [256]uint8 // place in Creatures plus one (0: empty)
}

// idSlot is the first slot of id's probe sequence: its key by Fibonacci
// hashing, the top byte of the product.
func idSlot(id string) uint8 {
	n := len(id)
	if n == 0 {
		return 0
	}
	k := uint32(n)<<24 | uint32(id[0])<<16 | uint32(id[max(n-2, 0)])<<8 | uint32(id[n-1])
	return uint8((k * 0x9E3779B1) >> 24)
}

// newIDIndex indexes ids by their place in the list.
func newIDIndex(ids []string) *idIndex {
	x := new(idIndex)
	for i, id := range ids[:min(len(ids), 254)] {
		j := idSlot(id)
		for x.slots[j] != 0 {
			j++
		}
		x.slots[j] = uint8(i + 1)
	}
	return x
}

// find is the place of the creature called id in list by the table, or
// -1 when the table does not know it there (the caller walks the list).
func (x *idIndex) find(list []*Combatant, id string) int {
	if x == nil {
		return -1
	}
	for j := idSlot(id); ; j++ {
		at := int(x.slots[j]) - 1
		if at < 0 {
			return -1
		}
		if at < len(list) && list[at].ID == id {
			return at
		}
	}
}

// sameString is a == b, answered without comparing bytes when both are
// the same string in memory: an event or command usually carries the
// very id its creature holds, and Get then saves runtime.memequal's call.
// unsafe.StringData only reads where the bytes lie.
func sameString(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}

// sameData tells whether a and b start at the same place in memory (with
// the same length, the same string): Get's first guess, which leaves
// every other case to its probe and walk.
func sameData(a, b string) bool {
	return unsafe.StringData(a) == unsafe.StringData(b)
}

// sameID is a == b compared byte by byte in place, without
// runtime.memequal's call, so that Get calls nothing: ids are short.
func sameID(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	if sameData(a, b) {
		return true
	}
	for i := range len(a) {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
