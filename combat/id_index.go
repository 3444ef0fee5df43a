package combat

// idIndex is Get's first guess at where a creature stands in Creatures:
// an open-addressed table of the setup's ids by a 32-bit FNV-1a hash,
// made once by NewState and never changed, so every copy of the state
// shares it and readers need no lock. A guess is only a guess: Get checks
// the id it finds there and walks the list when it is wrong (a creature
// added later, a collision), so the table can never give a wrong answer,
// only a slower one. It does the map's work without the map's hashing and
// its generic probing: an area's spell looks creatures up hundreds of
// times a cast.
type idIndex struct {
	slots []idSlot
	mask  uint32
}

// idSlot is one entry: the id's hash and its place in Creatures plus
// one (0: empty).
type idSlot struct {
	hash uint32
	at   int32
}

func idHash(id string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(id); i++ {
		h ^= uint32(id[i])
		h *= 16777619
	}
	return h
}

// newIDIndex indexes ids by their place in the list.
func newIDIndex(ids []string) *idIndex {
	n := 8
	for n < 2*len(ids) {
		n *= 2
	}
	x := &idIndex{slots: make([]idSlot, n), mask: uint32(n - 1)}
	for i, id := range ids {
		h := idHash(id)
		j := h & x.mask
		for x.slots[j].at != 0 {
			j = (j + 1) & x.mask
		}
		x.slots[j] = idSlot{hash: h, at: int32(i + 1)}
	}
	return x
}

// guess is where id stood at setup, or -1; the caller checks it.
func (x *idIndex) guess(id string) int {
	if x == nil {
		return -1
	}
	h := idHash(id)
	for j := h & x.mask; ; j = (j + 1) & x.mask {
		sl := x.slots[j]
		if sl.at == 0 {
			return -1
		}
		if sl.hash == h {
			return int(sl.at) - 1
		}
	}
}
