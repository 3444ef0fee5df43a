package combat

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// cloneShared are the fields whose pointers, slices and maps State.Clone
// shares with the original: what no event changes once the fight is set
// up. Every other pointer, slice and map of a clone must be its own.
var cloneShared = map[string]bool{
	// The creatures' trait maps (rules.Creature.CloneSharedInto).
	"Proficient": true, "Resist": true, "Vulnerable": true, "Immune": true, "ConditionImmune": true,
	// The attacks and the stat blocks' read-only parts.
	"Attacks": true, "Saves": true, "Block": true,
	// Set up once, shared by every copy before this change too.
	"Features": true, "Spells": true, "ReactionSpells": true, "Granted": true, "Riders": true,
	"Spellcasting": true, "ExtraWith": true,
	// The state's ruleset, catalog, id index and citations, and the
	// conditions' definitions a condition instance points to.
	"rs": true, "spells": true, "index": true, "cites": true, "def": true, "defRS": true,
	// Event results Decide reads right after it makes them, replaced
	// whole, never changed in place.
	"last": true, "lastEnded": true,
	// The memory a state was made in, which only CloneInto into that
	// state uses again: each copy has its own (its owner points back).
	"mem": true,
}

// aliases lists the paths under which a and b (values of one type) hold
// the same pointer, slice room or map, past the fields of cloneShared.
func aliases(path string, a, b reflect.Value, out *[]string) {
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		aliases(path, a.Elem(), b.Elem(), out)
	case reflect.Interface:
		if !a.IsNil() && !b.IsNil() && a.Elem().Type() == b.Elem().Type() {
			aliases(path, a.Elem(), b.Elem(), out)
		}
	case reflect.Slice:
		if a.Cap() == 0 || b.Cap() == 0 {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		for i := range min(a.Len(), b.Len()) {
			aliases(path+"[]", a.Index(i), b.Index(i), out)
		}
	case reflect.Map:
		if a.IsNil() || b.IsNil() {
			return
		}
		if a.Pointer() == b.Pointer() {
			*out = append(*out, path)
			return
		}
		for it := a.MapRange(); it.Next(); {
			if v := b.MapIndex(it.Key()); v.IsValid() {
				aliases(path+"{}", it.Value(), v, out)
			}
		}
	case reflect.Struct:
		for i := range a.NumField() {
			f := a.Type().Field(i)
			if cloneShared[f.Name] {
				continue
			}
			aliases(path+"."+f.Name, a.Field(i), b.Field(i), out)
		}
	case reflect.Array:
		for i := range a.Len() {
			aliases(path+"[]", a.Index(i), b.Index(i), out)
		}
	}
}

// TestCloneOwnsWhatChanges checks that a clone of a state in the middle
// of the benchmark's fight (conditions, resources, stat blocks' uses in
// play) holds none of the original's pointers, slices or maps but those
// of cloneShared, and that playing the clone to its end leaves the
// original as a state set up and played alike shows it.
func TestCloneOwnsWhatChanges(t *testing.T) {
	for seed := range uint64(4) {
		s, twin := fight5(t), fight5(t)
		r, rt := dice.NewSeeded(seed), dice.NewSeeded(seed)
		for _, p := range []struct {
			s *State
			r dice.Roller
		}{{s, r}, {twin, rt}} {
			if _, err := Do(p.s, Command{Kind: Start}, p.r); err != nil {
				t.Fatal(err)
			}
			for n := 0; n < 30 && !p.s.Over; n++ {
				if _, _, err := Auto(p.s, p.r, nil); err != nil {
					t.Fatal(err)
				}
			}
		}
		c := s.Clone()
		var out []string
		aliases("State", reflect.ValueOf(s).Elem(), reflect.ValueOf(c).Elem(), &out)
		if len(out) > 0 {
			t.Fatalf("seed %d: the clone shares %s", seed, strings.Join(out, ", "))
		}
		for rc, n := dice.NewSeeded(seed+100), 0; n < 5000 && !c.Over; n++ {
			if _, _, err := Auto(c, rc, nil); err != nil {
				t.Fatal(err)
			}
		}
		if !c.Over {
			t.Fatalf("seed %d: the clone's fight did not end", seed)
		}
		if !Equal(s, twin) {
			t.Fatalf("seed %d: playing the clone changed the original", seed)
		}
		for i := range s.Creatures {
			a, b := s.Creatures[i], twin.Creatures[i]
			if !reflect.DeepEqual(a.Attacks, b.Attacks) || !reflect.DeepEqual(a.Resist, b.Resist) ||
				!reflect.DeepEqual(a.Proficient, b.Proficient) || !reflect.DeepEqual(a.ConditionImmune, b.ConditionImmune) ||
				(a.Statblock != nil && !reflect.DeepEqual(a.Statblock.Saves, b.Statblock.Saves)) {
				t.Fatalf("seed %d: playing the clone changed %s's shared parts", seed, a.ID)
			}
		}
	}
}

// TestCloneInto plays the benchmark's fight, for a few seeds, on a fresh
// clone of the set-up state and on one state that CloneInto makes again
// from the setup for each fight, in the last fight's memory: the same
// events, the same end. The reused state shares nothing with the setup
// but cloneShared, its blocks are used again, and the log of the fight
// played on it before stays as it was.
func TestCloneInto(t *testing.T) {
	setup := fight5(t)
	twin := fight5(t)
	reused := new(State)
	var before, beforeCopy []Event
	for seed := range uint64(6) {
		fresh := setup.Clone()
		var want, got []Event
		playFight(t, fresh, dice.NewSeeded(seed), func(es []Event) { want = append(want, es...) })
		s := setup.CloneInto(reused)
		if s != reused {
			t.Fatal("CloneInto returned another state")
		}
		var out []string
		aliases("State", reflect.ValueOf(setup).Elem(), reflect.ValueOf(s).Elem(), &out)
		if len(out) > 0 {
			t.Fatalf("seed %d: the reused state shares %s", seed, strings.Join(out, ", "))
		}
		if seed > 0 && s.Creatures[0] != s.mem.ptrs[0] {
			t.Fatalf("seed %d: CloneInto made new blocks", seed)
		}
		if n := len(s.mem.lists.terms.all) + len(s.mem.lists.ints.all); n > 2 {
			t.Fatalf("seed %d: the state keeps %d chunks across fights", seed, n)
		}
		if !Equal(s, setup) {
			t.Fatalf("seed %d: the reused state is not the setup", seed)
		}
		playFight(t, s, dice.NewSeeded(seed), func(es []Event) { got = append(got, es...) })
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d: the reused state's events differ from a fresh clone's", seed)
		}
		if !Equal(s, fresh) {
			t.Fatalf("seed %d: the reused state ends apart from a fresh clone", seed)
		}
		if !reflect.DeepEqual(before, beforeCopy) {
			t.Fatalf("seed %d: playing the reused state changed the last fight's log", seed)
		}
		before = got
		beforeCopy = slices.Clone(got)
		for i := range beforeCopy { // deep enough: the slices events hold
			e := &beforeCopy[i]
			e.Order, e.Dice, e.Explain, e.Path, e.Ended = slices.Clone(e.Order), slices.Clone(e.Dice),
				slices.Clone(e.Explain), slices.Clone(e.Path), slices.Clone(e.Ended)
		}
	}
	if !Equal(setup, twin) {
		t.Fatal("the fights changed the setup")
	}
	// A state made by assigning one is not the owner of its memory: it
	// gets blocks of its own.
	a := setup.CloneInto(new(State))
	b := new(State)
	*b = *a
	setup.CloneInto(b)
	if b.Creatures[0] == a.Creatures[0] {
		t.Fatal("CloneInto into a copy of a state wrote into the other's blocks")
	}
	// Into itself: as it is.
	first := a.Creatures[0]
	if a.CloneInto(a) != a || a.Reset(a) != a || a.Creatures[0] != first || !Equal(a, setup) {
		t.Fatal("CloneInto or Reset of a state into itself changed it")
	}
}

// TestReset plays the benchmark's fight, for a few seeds, on a fresh
// clone of the set-up state and on one state Reset from the setup for
// each fight, its events' lists in the room of the fights before: the
// same events, the same end, and from the second fight on no new chunk
// of room.
func TestReset(t *testing.T) {
	setup := fight5(t)
	s := new(State)
	chunks := 0
	for seed := range uint64(6) {
		fresh := setup.Clone()
		var want, got []Event
		playFight(t, fresh, dice.NewSeeded(seed%2), func(es []Event) { want = append(want, es...) })
		s.Reset(setup)
		if !Equal(s, setup) {
			t.Fatalf("seed %d: the reset state is not the setup", seed)
		}
		playFight(t, s, dice.NewSeeded(seed%2), func(es []Event) { got = append(got, es...) })
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("seed %d: the reset state's events differ from a fresh clone's", seed)
		}
		if !Equal(s, fresh) {
			t.Fatalf("seed %d: the reset state ends apart from a fresh clone", seed)
		}
		n := len(s.mem.lists.ints.all) + len(s.mem.lists.terms.all)
		if seed >= 2 && n != chunks {
			t.Errorf("seed %d: %d chunks of room, %d after the same fight before", seed, n, chunks)
		}
		chunks = n
	}
}
