package dice

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/bits"
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
	hi, lo uint64 // the state of a PCG-DXSM generator, as math/rand/v2's PCG
	seed   uint64
}

// NewSeeded returns a roller seeded with seed.
func NewSeeded(seed uint64) *Seeded {
	return &Seeded{hi: seed, lo: seed ^ 0x9e3779b97f4a7c15, seed: seed}
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
	var x uint64
	s.hi, s.lo, x = pcgStep(s.hi, s.lo)
	hi, lo := bits.Mul64(x, n)
	if lo < n { // rare: maybe reject; kept out of line so the rest inlines
		return s.reject(n, hi, lo)
	}
	return hi
}

// reject finishes uintn when the first draw may be biased.
func (s *Seeded) reject(n, hi, lo uint64) uint64 {
	thresh := -n % n
	for lo < thresh {
		var x uint64
		s.hi, s.lo, x = pcgStep(s.hi, s.lo)
		hi, lo = bits.Mul64(x, n)
	}
	return hi
}

// pcgStep advances a 128-bit PCG state (hi, lo) and returns the new state
// and the next output, by the PCG-DXSM algorithm math/rand/v2's PCG uses
// (same constants, same numbers: TestPCGMatchesStdlib). It is a plain
// function of its arguments, so loops can keep the state in registers.
func pcgStep(hi, lo uint64) (nhi, nlo, out uint64) {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	nhi, nlo = bits.Mul64(lo, mulLo) // state = state*mul + inc, mod 2^128
	nhi += hi*mulLo + lo*mulHi
	var c uint64
	nlo, c = bits.Add64(nlo, incLo, 0)
	nhi, _ = bits.Add64(nhi, incHi, c)
	out = nhi ^ nhi>>32 // the DXSM output function
	out *= cheapMul
	out ^= out >> 48
	out *= nlo | 1
	return nhi, nlo, out
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
