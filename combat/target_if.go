package combat

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// ErrTargetIf refuses a stat block's attack or save aimed at a target it
// may not be aimed at: a vampire bites only a willing creature or one it
// grapples, or that is incapacitated or restrained (content.Effect.TargetIf).
var ErrTargetIf = errors.New("combat: not a target the feature may be aimed at")

// targetTests say whether t is, for c, what one word of a TargetIf says.
// Who grappled or charmed t is the source of its condition; a stat block's
// grapple or charm rider leaves none (monster_act.go), and such an
// unsourced one counts as c's (decision). Willing is charmed by c (the
// srd-5.1 vampire's Charm makes its target a willing one for its Bite; the
// srd-5.2.1 one says so of its Charm Person): a creature's consent is
// nothing else the engine knows (decision).
var targetTests = []struct {
	word, says string
	test       func(s *State, c, t *Combatant) bool
}{
	{"willing", "willing", func(s *State, c, t *Combatant) bool { return heldBy(s, t, "charmed", c) }},
	{"grappled", "grappled", func(s *State, c, t *Combatant) bool { return t.Has(s.rs, "grappled") }},
	{"grappled-by-user", "grappled by %s", func(s *State, c, t *Combatant) bool { return heldBy(s, t, "grappled", c) }},
	{"not-grappled-by-user", "not grappled by %s", func(s *State, c, t *Combatant) bool { return !heldBy(s, t, "grappled", c) }},
	{"incapacitated", "incapacitated", func(s *State, c, t *Combatant) bool { return t.Has(s.rs, "incapacitated") }},
	{"restrained", "restrained", func(s *State, c, t *Combatant) bool { return t.Has(s.rs, "restrained") }},
	{"prone", "prone", func(s *State, c, t *Combatant) bool { return t.Has(s.rs, "prone") }},
	{"charmed", "charmed", func(s *State, c, t *Combatant) bool { return t.Has(s.rs, "charmed") }},
}

// heldBy reports whether t has condition name from c: its source is c, a
// spell of c's, or none (see targetTests).
func heldBy(s *State, t *Combatant, name string, c *Combatant) bool {
	if !t.Has(s.rs, name) {
		return false
	}
	for _, in := range t.Instances() {
		if in.Name == name && (in.Source == "" || in.Source == c.ID || strings.HasSuffix(in.Source, "("+c.ID+")")) {
			return true
		}
	}
	return false
}

// aimedEffect is the first attack or save of f's own effects: the one a target
// restriction or a save's range is on.
func aimedEffect(f *content.Feature) *content.Effect {
	for i := range f.Effects {
		if k := f.Effects[i].Kind; k == content.KindAttack || k == content.KindSave {
			return &f.Effects[i]
		}
	}
	return nil
}

// targetRefused is nil when c's stat-block feature id may be aimed at t,
// else the refusal naming the rule: "bite needs a target willing, grappled
// by vampire, incapacitated or restrained".
func (s *State) targetRefused(c, t *Combatant, id string) error {
	if c.Statblock == nil {
		return nil
	}
	f, _ := c.Statblock.Feature(id)
	if f == nil {
		return nil
	}
	e := aimedEffect(f)
	if e == nil || len(e.TargetIf) == 0 {
		return nil
	}
	var says []string
	for _, w := range e.TargetIf {
		for _, tt := range targetTests {
			if tt.word != w {
				continue
			}
			if tt.test(s, c, t) {
				return nil
			}
			if strings.Contains(tt.says, "%s") {
				says = append(says, fmt.Sprintf(tt.says, c.ID))
			} else {
				says = append(says, tt.says)
			}
		}
	}
	if len(says) == 0 {
		return nil // words this engine does not know: no restriction it can check
	}
	list := strings.Join(says, ", ")
	if n := len(says); n > 1 {
		list = strings.Join(says[:n-1], ", ") + " or " + says[n-1]
	}
	return fmt.Errorf("%w (%s): %s's %s needs a target %s, and %s is not", ErrTargetIf, c.Statblock.Block.Cite, c.ID, id, list, t.ID)
}

// saveRefused is nil when c's feature f may call for save e from t: t is
// within the save's range, when it has one (a vampire spawn's Bite reaches
// 5 ft), and is a target f may be aimed at.
func (s *State) saveRefused(c, t *Combatant, f *content.Feature, e *content.Effect) error {
	if e.Range > 0 {
		if d := between(c, t); d > e.Range {
			return fmt.Errorf("%w (%s): %s is %d ft from %s; %s's %s reaches %d ft", ErrOutOfReach, c.Statblock.Block.Cite, t.ID, d, c.ID, c.ID, f.ID, e.Range)
		}
	}
	return s.targetRefused(c, t, f.ID)
}

// mayAim is mayReach's test of a target restriction and of a save's
// range: false when f may not be aimed at t now.
func (s *State) mayAim(c *Combatant, f *content.Feature, t *Combatant, dist int) bool {
	e := aimedEffect(f)
	if e == nil {
		return true
	}
	if e.Kind == content.KindSave && e.Range > 0 && dist > e.Range {
		return false
	}
	return len(e.TargetIf) == 0 || s.targetRefused(c, t, f.ID) == nil
}
