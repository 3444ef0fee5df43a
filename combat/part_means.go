package combat

import (
	"sync/atomic"
	"unsafe"

	"github.com/arbiter-rpg/arbiter/content"
)

// partMeans keeps hitMeans by partKey, shared by every fight: a
// direct-mapped table of entries that are never changed once stored, so a
// reader takes no lock and hashes no string. The slot comes from the
// part's address and the flags; a newer key in the same slot replaces the
// older, which is then worked out again when asked: a slower answer,
// never a wrong one, since the whole key and the part's dice and type are
// checked. An entry holds its part, which stays in memory while kept.
var partMeans [1 << 10]atomic.Pointer[partEntry]

// partEntry is a kept hitMeans, with its key and the dice and type it was
// worked out from.
type partEntry struct {
	k         partKey
	dice, typ string
	nm, cm    float64
}

// partSlot is k's place in partMeans: the part's address (its low bits
// are alignment) and the flags, spread by one multiplication.
func partSlot(k partKey) uint {
	h := uint64(uintptr(unsafe.Pointer(k.p))>>3) ^ uint64(uintptr(unsafe.Pointer(k.rs))>>3)<<17
	if k.magical {
		h ^= 1 << 40
	}
	if k.resist {
		h ^= 1 << 41
	}
	if k.immune {
		h ^= 1 << 42
	}
	if k.vulnerable {
		h ^= 1 << 43
	}
	return uint((h * 0x9E3779B97F4A7C15) >> (64 - 10))
}

// partKept is the kept means of k for p, if partMeans holds them.
func partKept(k partKey, p *content.Effect) (nm, cm float64, ok bool) {
	e := partMeans[partSlot(k)].Load()
	if e == nil || e.k != k || !sameString(e.dice, p.Dice) || !sameString(e.typ, p.Type) {
		return 0, 0, false
	}
	return e.nm, e.cm, true
}

// keepPart keeps the means of k for p.
func keepPart(k partKey, p *content.Effect, nm, cm float64) {
	partMeans[partSlot(k)].Store(&partEntry{k: k, dice: p.Dice, typ: p.Type, nm: nm, cm: cm})
}
