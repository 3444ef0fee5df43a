package combat

import (
	"sync/atomic"
	"unsafe"
)

// bonusByData keeps bonusSource by where its id's bytes are in memory
// (an attack's id is the same string from fight to fight: its Attack's,
// shared by every clone), so that a look-up hashes an address, not the
// id's text as bonusSources does. A direct-mapped table of entries never
// changed once stored, as partMeans: an entry is read only for the very
// same string (same bytes at the same place), so a newer id taking its
// slot makes the answer slower, never wrong. An entry holds its id.
var bonusByData [1 << 8]atomic.Pointer[bonusEntry]

// bonusEntry is a kept bonusSource and the id it is for.
type bonusEntry struct{ id, src string }

// bonusSlot is id's place in bonusByData: its bytes' address (the low
// bits are alignment) and length, spread by one multiplication.
func bonusSlot(id string) uint {
	h := uint64(uintptr(unsafe.Pointer(unsafe.StringData(id)))>>3) ^ uint64(len(id))<<40
	return uint((h * 0x9E3779B97F4A7C15) >> (64 - 8))
}

// bonusKept is bonusSource(id) if bonusByData holds it for this very
// string.
func bonusKept(id string) (string, bool) {
	e := bonusByData[bonusSlot(id)].Load()
	if e == nil || len(e.id) != len(id) || !sameData(e.id, id) {
		return "", false
	}
	return e.src, true
}

// keepBonus keeps src as bonusSource(id) for id's bytes.
func keepBonus(id, src string) {
	if len(id) > 0 { // an empty string has no bytes of its own to key by
		bonusByData[bonusSlot(id)].Store(&bonusEntry{id: id, src: src})
	}
}
