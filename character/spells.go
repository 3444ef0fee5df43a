package character

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// spellCounts are how many cantrips and leveled spells a class may have
// known or prepared at its level, and the highest spell level it can cast:
// the class table's numbers, or for a 2014 preparing caster the ability
// modifier plus the class level (halved for a half caster), at least 1.
func (c *Character) spellCounts(e *classEntry) (cantrips, spells, top int) {
	sc := e.class.Spellcasting
	row := e.class.Level(e.spec.Level)
	cantrips = row.Cantrips
	switch {
	case row.Known > 0:
		spells = row.Known
	case row.Prepared > 0:
		spells = row.Prepared
	case sc.Prepared:
		a, _ := rules.ParseAbility(sc.Ability)
		lvl := e.spec.Level
		if sc.Kind == content.CasterHalf {
			lvl /= 2
		}
		spells = max(1, c.Mod(a)+lvl)
	}
	top = row.PactLevel
	for i, n := range row.Slots {
		if n > 0 {
			top = max(top, i+1)
		}
	}
	return cantrips, spells, top
}

// buildSpells checks the spells each casting class knows or prepares.
func (c *Character) buildSpells() error {
	for class, ids := range c.Spec.Spells {
		i := slices.IndexFunc(c.classes, func(e classEntry) bool { return e.class.ID == class })
		if i < 0 {
			return fmt.Errorf("%w: spells for %s, a class the character does not have", ErrIllegal, class)
		}
		e := &c.classes[i]
		sc := e.class.Spellcasting
		if sc == nil || e.spec.Level < sc.From {
			return fmt.Errorf("%w: %s %d casts no spells (%s)", ErrIllegal, class, e.spec.Level, e.class.Cite)
		}
		maxCantrips, maxSpells, top := c.spellCounts(e)
		cantrips, spells := 0, 0
		for j, id := range ids {
			if slices.Contains(ids[:j], id) {
				return fmt.Errorf("%w: %s lists spell %s twice", ErrIllegal, class, id)
			}
			sp, ok := c.cat.Spell(id)
			if !ok {
				return fmt.Errorf("%w spell %q in %s", ErrUnknown, id, c.cat.Ruleset)
			}
			if !slices.Contains(sc.Spells, id) {
				return fmt.Errorf("%w: %s is not on the %s spell list (%s)", ErrIllegal, id, class, e.class.Cite)
			}
			if sp.Level == 0 {
				cantrips++
				continue
			}
			if sp.Level > top {
				return fmt.Errorf("%w: %s is a level %d spell; %s %d casts spells up to level %d (%s)", ErrIllegal, id, sp.Level, class, e.spec.Level, top, e.class.Cite)
			}
			spells++
		}
		if cantrips > maxCantrips {
			return fmt.Errorf("%w: %s %d knows %d cantrips, %d listed (%s)", ErrIllegal, class, e.spec.Level, maxCantrips, cantrips, e.class.Cite)
		}
		if spells > maxSpells {
			return fmt.Errorf("%w: %s %d knows or prepares %d spells, %d listed (%s)", ErrIllegal, class, e.spec.Level, maxSpells, spells, e.class.Cite)
		}
	}
	return nil
}

// alwaysPrepared lists a subclass's spells up to the class level.
func alwaysPrepared(e *classEntry) []string {
	if e.sub == nil {
		return nil
	}
	var out []string
	for _, ls := range e.sub.Spells {
		if ls.Level <= e.spec.Level {
			out = append(out, ls.Spells...)
		}
	}
	return out
}
