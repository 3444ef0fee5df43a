package combat

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// failAfter rolls with r for n rolls, then fails: a command it rolls for
// is refused part way, after the events its first rolls made.
type failAfter struct {
	r dice.Roller
	n int
}

var errTired = errors.New("combat test: the dice are tired")

func (f *failAfter) Roll(lo, hi int) (int, error) {
	if f.n <= 0 {
		return 0, errTired
	}
	f.n--
	return f.r.Roll(lo, hi)
}

// withBackupCheck runs f with Do checking its backup against a whole fork
// at every command (backup.go), and counts the refusals that came after
// some events were applied.
func withBackupCheck(t *testing.T, f func()) (refusedLate int) {
	t.Helper()
	was := backupCheck // true all along with the build tag arbiter_backupcheck: left so for the tests after
	backupCheck, backupLate = true, 0
	defer func() { backupCheck = was }()
	f()
	return backupLate
}

// TestBackupRefusedAfterEvents refuses commands part way (the dice fail
// after the attack roll, after the damage, ...) at points of four fights:
// the state must be as before, though Do backed up only the combatants
// the applied events touched. Do's own check (backupCheck) also compares
// its backup with a whole fork at every command.
func TestBackupRefusedAfterEvents(t *testing.T) {
	refused := 0
	late := withBackupCheck(t, func() {
		for _, s := range []*State{fight5(t), skirmish(t, "srd-5.2.1", 5), skirmish(t, "next-2013", 6), lair(t, "srd-5.1")} {
			r := dice.NewSeeded(7)
			if _, err := Do(s, Command{Kind: Start}, r); err != nil {
				t.Fatal(err)
			}
			for n := 0; n < 5000 && !s.Over; n++ {
				if c := s.Current(); c != nil && n%4 == 0 {
					cmds := []Command{Policy(s), {Kind: EndTurn, By: c.ID}}
					for _, tg := range s.Creatures {
						cmds = append(cmds, Command{Kind: MultiattackCmd, By: c.ID, Target: tg.ID})
						for _, a := range c.Attacks {
							cmds = append(cmds, Command{Kind: AttackCmd, By: c.ID, Target: tg.ID, Attack: a.ID})
						}
					}
					for _, cmd := range cmds {
						for k := range 4 {
							x, before := s.Clone(), s.Clone()
							if _, err := Do(x, cmd, &failAfter{r: dice.NewSeeded(uint64(n + k)), n: k}); err != nil {
								refused++
								if !Equal(x, before) {
									t.Fatalf("command %d: %+v refused after %d rolls (%v) but the state changed", n, cmd, k, err)
								}
							}
						}
					}
				}
				if _, err := Do(s, Policy(s), r); err != nil {
					t.Fatal(err)
				}
			}
		}
	})
	if late == 0 {
		t.Fatal("no command refused after an event")
	}
	t.Logf("%d refusals, %d of them after events", refused, late)
}

// TestBackupFights plays whole fights with Do, its trials and the spell
// previews of the built party's policy checking their backups at every
// command (backupCheck), and checks their logs replay.
func TestBackupFights(t *testing.T) {
	withBackupCheck(t, func() {
		for seed := range uint64(6) {
			for _, s := range []*State{fight5(t), fightCharacters(t), skirmish(t, "srd-5.2.1", seed), skirmish(t, "srd-5.1", seed), lair(t, "srd-5.2.1")} {
				setup := s.Clone()
				var log []Event
				r := dice.NewSeeded(seed)
				for n := 0; n < 5000 && !s.Over; n++ {
					cmd := Command{Kind: Start}
					if n > 0 {
						cmd = Policy(s)
					}
					events, err := Do(s, cmd, r)
					if err != nil {
						t.Fatalf("seed %d, command %d %+v: %v", seed, n, cmd, err)
					}
					log = append(log, events...)
				}
				if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
					t.Fatalf("seed %d: replay differs (%v)", seed, err)
				}
			}
		}
	})
}

// TestBackupOwnAttacker refuses attacks part way in the benchmark's fight
// (twelve creatures: the backup is not taken whole at once) made by an
// attacker whose creature the attack changes (hidden: revealed; holding
// an inspiration die; invisible by a spell that ends on an attack): the
// backup takes its creature too (saveAttacker), and the state is put back.
func TestBackupOwnAttacker(t *testing.T) {
	setups := map[string]func(s *State, c *Combatant){
		"hidden":    func(s *State, c *Combatant) { c.Hidden, c.StealthTotal = true, 30 },
		"inspired":  func(s *State, c *Combatant) { c.Inspired = rules.BonusDie{N: 1, Sides: 6, Sign: 1, Source: "bard"} },
		"condition": func(s *State, c *Combatant) { _ = s.rs.AddCondition(c.Creature, "poisoned", 0) },
	}
	withBackupCheck(t, func() {
		for name, set := range setups {
			s := fight5(t)
			r := dice.NewSeeded(3)
			if _, err := Do(s, Command{Kind: Start}, r); err != nil {
				t.Fatal(err)
			}
			c := s.Current()
			set(s, c)
			late := backupLate
			for _, tg := range s.Creatures {
				for _, a := range c.Attacks {
					cmd := Command{Kind: AttackCmd, By: c.ID, Target: tg.ID, Attack: a.ID}
					for k := range 3 {
						x, before := s.Clone(), s.Clone()
						if _, err := Do(x, cmd, &failAfter{r: dice.NewSeeded(uint64(k)), n: k}); err != nil && !Equal(x, before) {
							t.Fatalf("%s: %+v refused after %d rolls (%v) but the state changed", name, cmd, k, err)
						}
					}
				}
			}
			if backupLate == late {
				t.Fatalf("%s: no attack refused after its events", name)
			}
		}
	})
}
