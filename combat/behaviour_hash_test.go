package combat

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"hash"
	"os"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestBehaviourHash prints a hash of every command the policy chose (by
// Auto) and every event over many fights (ARBITER_HASH=1 only; a throw-away check
// that speed work leaves behaviour unchanged).
func TestBehaviourHash(t *testing.T) {
	if os.Getenv("ARBITER_HASH") == "" {
		t.Skip("ARBITER_HASH not set")
	}
	// ARBITER_HASH=reset plays every fight on one state Reset from each
	// setup (the events' lists in its room), sole as package sim's (its
	// turn note kept across commands: turn_mask.go): the hashes must not
	// change.
	reused := new(State).Sole()
	play := func(h hash.Hash, s *State, seed uint64) {
		if os.Getenv("ARBITER_HASH") == "reset" {
			s = reused.Reset(s)
		}
		r := dice.NewSeeded(seed)
		write := func(es []Event) {
			for _, e := range es {
				b, err := json.Marshal(e)
				if err != nil {
					t.Fatal(err)
				}
				h.Write(b)
			}
		}
		es, err := Do(s, Command{Kind: Start}, r)
		if err != nil {
			t.Fatal(err)
		}
		write(es)
		for n := 0; n < 5000 && !s.Over; n++ {
			cmd, es, err := Auto(s, r, nil) // Policy and Do in one pass
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(cmd)
			h.Write(b)
			write(es)
		}
	}
	h := sha256.New()
	for seed := range uint64(60) {
		play(h, fight5(t), seed)
		play(h, lair(t, "srd-5.2.1"), seed)
		play(h, lair(t, "srd-5.1"), seed)
		for _, rs := range []string{"srd-5.2.1", "srd-5.1", "next-2013"} {
			play(h, skirmish(t, rs, seed), seed)
		}
	}
	s := fireballField(t, "srd-5.2.1", 20)
	for _, c := range s.Creatures[1:] {
		c.HP, c.MaxHP = 1<<30, 1<<30
	}
	if os.Getenv("ARBITER_HASH") == "reset" {
		s = reused.Reset(s)
	}
	r := dice.NewSeeded(7)
	for range 20 {
		es, err := Do(s, Command{Kind: CastCmd, By: "mira", Spell: "fireball", To: &Point{10, 8}}, r)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			b, _ := json.Marshal(e)
			h.Write(b)
		}
	}
	fmt.Printf("HASH fights+fireball %x\n", h.Sum(nil))
	h2 := sha256.New()
	for seed := range uint64(60) {
		play(h2, fightCharacters(t), seed)
	}
	fmt.Printf("HASH characters %x\n", h2.Sum(nil))
}
