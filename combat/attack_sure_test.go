package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestSureAttackChecked plays Auto's fights with Do checking its backup
// (backupCheck): every attack or Multiattack found sure is made with the
// backup all the same, and Do panics should one be refused after an
// event; each Multiattack step made without its own backup (stepProbed)
// is held against the old trial (stepOrSkip). Many must be found sure, and the hashes' fights are played too
// (TestBehaviourHash): without the backup they give the same.
func TestSureAttackChecked(t *testing.T) {
	sureClaims, stepsUnbacked = 0, 0
	withBackupCheck(t, func() {
		for seed := range uint64(4) {
			for _, s := range []*State{fight5(t), fightCharacters(t), skirmish(t, "srd-5.2.1", seed), skirmish(t, "srd-5.1", seed), lair(t, "srd-5.2.1")} {
				r := dice.NewSeeded(seed)
				if _, err := Do(s, Command{Kind: Start}, r); err != nil {
					t.Fatal(err)
				}
				for n := 0; n < 5000 && !s.Over; n++ {
					if _, _, err := Auto(s, r, nil); err != nil {
						t.Fatalf("seed %d, command %d: %v", seed, n, err)
					}
				}
			}
		}
	})
	if sureClaims < 100 || stepsUnbacked < 10 {
		t.Fatalf("%d attacks found sure and %d Multiattack steps made without their backup, want many", sureClaims, stepsUnbacked)
	}
	t.Logf("%d attacks found sure, %d Multiattack steps made without their backup", sureClaims, stepsUnbacked)
}

// TestSureAttackNot lists attacks that a refusal may follow after their
// first event, which sureAttack must not find sure.
func TestSureAttackNot(t *testing.T) {
	s := fight5(t)
	r := dice.NewSeeded(1)
	if _, err := Do(s, Command{Kind: Start}, r); err != nil {
		t.Fatal(err)
	}
	fighter := s.Get("fighter")
	cmd := Command{Kind: AttackCmd, By: "fighter", Target: "m0", Attack: "longsword"}
	if !s.sureAttack(&cmd, r) {
		t.Fatal("a plain attack not found sure")
	}
	for _, tc := range []struct {
		name string
		set  func(s *State) (undo func())
		cmd  Command
		r    dice.Roller
	}{
		{"scripted dice", nil, cmd, dice.NewScripted(15, 4)},
		{"unknown damage type", func(s *State) func() {
			a := fighter.findAttack("longsword")
			old := a.Type
			a.Type = "zap"
			return func() { a.Type = old }
		}, cmd, r},
		{"damage that does not parse", func(s *State) func() {
			a := fighter.findAttack("longsword")
			old := a.Damage
			a.Damage = "1d"
			return func() { a.Damage = old }
		}, cmd, r},
		{"a target concentrating", func(s *State) func() {
			m := s.Get("m0")
			m.Concentration = "bless"
			return func() { m.Concentration = "" }
		}, cmd, r},
		{"a readied action", func(s *State) func() {
			m := s.Get("m5")
			m.Readied = &Readied{Trigger: "attack"}
			return func() { m.Readied = nil }
		}, cmd, r},
		{"Sneak Attack dice", func(s *State) func() {
			fighter.SneakDice = 3
			return func() { fighter.SneakDice = 0 }
		}, cmd, r},
		{"a smite", nil, Command{Kind: AttackCmd, By: "fighter", Target: "m0", Attack: "longsword", Smite: 1}, r},
		{"a stat block feature not probed", nil, Command{Kind: AttackCmd, By: "m1", Target: "fighter"}, r},
	} {
		undo := func() {}
		if tc.set != nil {
			undo = tc.set(s)
		}
		if s.sureAttack(&tc.cmd, tc.r) {
			t.Errorf("%s: found sure", tc.name)
		}
		undo()
	}
	if !s.sureAttack(&cmd, r) {
		t.Fatal("a plain attack not found sure once put back")
	}
}
