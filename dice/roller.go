package dice

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/bits"
	"math/rand/v2"
	"strconv"
)

// Roller is the source of every die face. The engine never reads global
// randomness: a table injects a live roller, a simulation a seeded one, a
// test a scripted one.
type Roller interface {
	// Roll returns a face of a die whose faces run from lo to hi inclusive
	// (1..6 for a d6, -1..1 for a fudge die).
	Roll(lo, hi int) (int, error)
}

// Seeded is a fast deterministic roller on a PCG generator: the same seed
// gives the same faces. It never returns an error.
type Seeded struct {
	pcg  rand.PCG
	seed uint64
}

// NewSeeded returns a roller seeded with seed.
func NewSeeded(seed uint64) *Seeded {
	s := &Seeded{seed: seed}
	s.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return s
}

// NewLive returns a roller seeded from the operating system's secure random
// source. Its Seed reports the seed, so a table can replay what it rolled.
// Only adapters and commands call it; engine packages take a Roller.
func NewLive() *Seeded {
	var b [8]byte
	if _, err := crand.Read(b[:]); err != nil {
		panic("dice: crypto/rand failed: " + err.Error()) // crypto/rand.Read does not fail on supported systems
	}
	return NewSeeded(binary.LittleEndian.Uint64(b[:]))
}

// Seed returns the seed the roller started from.
func (s *Seeded) Seed() uint64 { return s.seed }

// Roll returns a uniformly distributed face in lo..hi.
func (s *Seeded) Roll(lo, hi int) (int, error) {
	return lo + int(s.uintn(uint64(hi-lo+1))), nil
}

// uintn returns a uniform value in [0, n) by Lemire's multiply-and-reject
// method, which has no modulo bias.
func (s *Seeded) uintn(n uint64) uint64 {
	hi, lo := bits.Mul64(s.pcg.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(s.pcg.Uint64(), n)
		}
	}
	return hi
}

// Scripted returns given faces in order: the way tests and scenarios force
// dice. It fails when it runs out of faces or when the next face is
// impossible for the die being rolled.
type Scripted struct {
	faces []int
	next  int
}

// NewScripted returns a roller that will return faces in order.
func NewScripted(faces ...int) *Scripted { return &Scripted{faces: faces} }

// Roll returns the next scripted face.
func (s *Scripted) Roll(lo, hi int) (int, error) {
	if s.next >= len(s.faces) {
		return 0, &Error{Kind: ErrScript, NoPos: true,
			Msg: "scripted roller ran out of faces after " + strconv.Itoa(len(s.faces))}
	}
	f := s.faces[s.next]
	if f < lo || f > hi {
		return 0, &Error{Kind: ErrScript, NoPos: true,
			Msg: "scripted face " + strconv.Itoa(f) + " is impossible on a " + dieName(lo, hi)}
	}
	s.next++
	return f, nil
}

// Used returns how many faces have been rolled.
func (s *Scripted) Used() int { return s.next }

// Remaining returns how many faces are left unrolled.
func (s *Scripted) Remaining() int { return len(s.faces) - s.next }

// dieName names a die by its faces: d6, dF, or "die of faces 2..5".
func dieName(lo, hi int) string {
	switch {
	case lo == 1:
		return "d" + strconv.Itoa(hi)
	case lo == -1 && hi == 1:
		return "dF"
	}
	return "die of faces " + strconv.Itoa(lo) + ".." + strconv.Itoa(hi)
}
