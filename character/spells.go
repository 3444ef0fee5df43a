package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// spellLimit is how many cantrips and leveled spells a class may have
// known or prepared at its level, why, and the highest spell level it can
// cast.
type spellLimit struct {
	cantrips int
	spells   int
	// verb is "known" or "prepared"; why says where the number comes
	// from (INT mod + level, or the class table's column).
	verb, why string
	// terms sum to spells.
	terms []rules.Term
	top   int
}

// spellLimits reads a class's limits: the class table's numbers, or for a
// 2014 preparing caster the ability modifier plus the class level (halved
// for a half caster), at least 1.
func (c *Character) spellLimits(e *classEntry) spellLimit {
	sc := e.class.Spellcasting
	row := e.class.Level(e.spec.Level)
	lvl := e.spec.Level
	out := spellLimit{cantrips: row.Cantrips + c.orderCantrips(e.class.ID)} // orders.go: Thaumaturge
	table := func(col string, n int) {
		out.spells = n
		out.why = fmt.Sprintf("%s table, %s at level %d", e.class.ID, col, lvl)
		out.terms = []rules.Term{{Value: n, Source: out.why, Rule: e.class.Cite}}
	}
	switch {
	case row.Known > 0:
		out.verb = "known"
		table("Spells Known", row.Known)
	case row.Prepared > 0:
		out.verb = "prepared"
		table("Prepared Spells", row.Prepared)
	case sc.Prepared:
		out.verb = "prepared"
		a, _ := rules.ParseAbility(sc.Ability)
		ab := strings.ToUpper(sc.Ability)
		lvlSrc, n := fmt.Sprintf("%s level", e.class.ID), lvl
		out.why = ab + " mod + level"
		if sc.Kind == content.CasterHalf {
			n = lvl / 2
			lvlSrc = fmt.Sprintf("half %s level", e.class.ID)
			out.why = ab + " mod + half level"
		}
		out.terms = []rules.Term{{Value: c.Mod(a), Source: sc.Ability, Rule: e.class.Cite}, {Value: n, Source: lvlSrc, Rule: e.class.Cite}}
		if s := c.Mod(a) + n; s < 1 {
			out.terms = append(out.terms, rules.Term{Value: 1 - s, Source: "at least one spell", Rule: e.class.Cite})
		}
		out.spells = rules.Sum(out.terms)
	}
	out.top = topLevel(e.class, lvl)
	return out
}

// topLevel is the highest spell level a class's table gives slots of at a
// class level.
func topLevel(cl *content.Class, level int) int {
	row := cl.Level(level)
	top := row.PactLevel
	for i, n := range row.Slots {
		if n > 0 {
			top = max(top, i+1)
		}
	}
	return top
}

// buildSpells checks the spells each casting class knows or prepares, and
// the wizard's spellbook.
func (c *Character) buildSpells() error {
	if err := c.buildSpellbook(); err != nil {
		return err
	}
	if err := c.checkLand(); err != nil { // subclass_spells.go
		return err
	}
	for _, class := range sortedKeys(c.Spec.Spells) {
		ids := c.Spec.Spells[class]
		i := slices.IndexFunc(c.classes, func(e classEntry) bool { return e.class.ID == class })
		if i < 0 {
			return fmt.Errorf("%w: spells for %s, a class the character does not have", ErrIllegal, class)
		}
		e := &c.classes[i]
		sc := e.class.Spellcasting
		if sc == nil || e.spec.Level < sc.From {
			return fmt.Errorf("%w: %s %d casts no spells (%s)", ErrIllegal, class, e.spec.Level, e.class.Cite)
		}
		lim := c.spellLimits(e)
		book := c.bookFor(class)
		sec := c.secretsOf(e) // secrets.go: Magical Secrets
		cantrips, spells, offList, offLeveled := 0, 0, 0, 0
		for j, id := range ids {
			if slices.Contains(ids[:j], id) {
				return fmt.Errorf("%w: %s lists spell %s twice", ErrIllegal, class, id)
			}
			sp, ok := c.cat.Spell(id)
			if !ok {
				return fmt.Errorf("%w spell %q in %s", ErrUnknown, id, c.cat.Ruleset)
			}
			off := !c.onClassList(e, id)
			if off && !c.secretAllows(sec, sp) {
				return fmt.Errorf("%w: %s is not on the %s spell list (%s)", ErrIllegal, id, class, e.class.Cite)
			}
			if off {
				offList++
			}
			if sp.Level == 0 {
				cantrips++
				continue
			}
			if off {
				offLeveled++
			}
			if sp.Level > lim.top {
				return fmt.Errorf("%w: %s is a level %d spell; %s %d casts spells up to level %d (%s)", ErrIllegal, id, sp.Level, class, e.spec.Level, lim.top, e.class.Cite)
			}
			if book != nil && !slices.Contains(book, id) {
				return fmt.Errorf("%w: %s: %s is not in the spellbook; a wizard prepares from it (%s)", ErrIllegal, class, id, e.class.Cite+", Spellbook")
			}
			spells++
		}
		if !sec.unlimited && offList > sec.limit {
			return fmt.Errorf("%w: %s: %d spells from other lists, %d allowed (%s; %s)", ErrIllegal, class, offList, sec.limit, sec.what(), sec.cite)
		}
		// The spells a feature adds beyond the number (Additional Magical
		// Secrets, Magical Discoveries) are not counted.
		spells -= min(offLeveled, sec.extra)
		if cantrips > lim.cantrips {
			return fmt.Errorf("%w: %s: %d cantrips known, %d allowed (%s table, Cantrips at level %d%s; %s)", ErrIllegal, class, cantrips, lim.cantrips, class, e.spec.Level, c.orderCantripWhy(class), e.class.Cite)
		}
		if spells > lim.spells {
			return fmt.Errorf("%w: %s: %d spells %s, %d allowed (%s; %s)", ErrIllegal, class, spells, lim.verb, lim.spells, lim.why, e.class.Cite)
		}
	}
	return nil
}

// sortedKeys lists a map's keys in order, so errors come out the same way
// every time.
func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
