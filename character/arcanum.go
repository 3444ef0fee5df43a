package character

import (
	"fmt"
	"strconv"
	"strings"
)

// arcanumLevels are the warlock levels that give a Mystic Arcanum spell,
// and that spell's level: 11 a level 6 spell, 13 a 7, 15 an 8, 17 a 9
// (SRD 5.1 and SRD 5.2.1, Classes, Warlock, Mystic Arcanum).
var arcanumLevels = [][2]int{{11, 6}, {13, 7}, {15, 8}, {17, 9}}

// arcanumKey names the Mystic Arcanum spells among the granted sources.
const arcanumKey = "mystic-arcanum"

// buildArcanum checks the spec's Mystic Arcanum spells: warlock spells,
// one of each level the warlock level opens, none of another level; each
// cast once a long rest without a slot, with CHA (a granted source:
// spells.mystic-arcanum.dc, resources free-<spell>). Levels left out are
// pending.
func (c *Character) buildArcanum() error {
	lv := c.classLevel("warlock")
	cite := c.cite("Classes, Warlock, Mystic Arcanum")
	var open []int
	for _, a := range arcanumLevels {
		if lv >= a[0] {
			open = append(open, a[1])
		}
	}
	chosen := c.Spec.Arcanum
	if len(open) == 0 {
		if len(chosen) > 0 {
			return fmt.Errorf("%w: arcanum chosen, and the character has no Mystic Arcanum (warlock level 11) (%s)", ErrIllegal, cite)
		}
		return nil
	}
	gc := GrantedCasting{Key: arcanumKey, From: arcanumKey, Name: "Mystic Arcanum", Ability: "cha", Rule: cite}
	taken := map[int]bool{}
	for _, id := range chosen {
		sp, ok := c.cat.Spell(id)
		if !ok {
			return fmt.Errorf("%w spell %q in %s", ErrUnknown, id, c.cat.Ruleset)
		}
		if sp.Level < 6 || sp.Level > open[len(open)-1] {
			return fmt.Errorf("%w: arcanum: %s is a level %d spell; at warlock level %d Mystic Arcanum gives one spell of each level 6 to %d (%s)", ErrIllegal, id, sp.Level, lv, open[len(open)-1], cite)
		}
		if taken[sp.Level] {
			return fmt.Errorf("%w: arcanum: two level %d spells; one of each level (%s)", ErrIllegal, sp.Level, cite)
		}
		if err := c.onList(sp, "warlock", sp.Level, "arcanum", cite); err != nil {
			return err
		}
		taken[sp.Level] = true
		gc.Spells = append(gc.Spells, GrantedSpell{ID: sp.ID, Level: sp.Level, Free: 1})
	}
	var left []string
	for _, l := range open {
		if !taken[l] {
			left = append(left, strconv.Itoa(l))
		}
	}
	if len(left) > 0 {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("arcanum: choose a warlock spell of level %s (Mystic Arcanum)", strings.Join(left, ", ")))
	}
	if len(gc.Spells) > 0 {
		c.Sheet.Granted = append(c.Sheet.Granted, gc)
	}
	return nil
}

// ArcanumChoice lists, for each Mystic Arcanum spell level the warlock
// level opens and the spec leaves out, the warlock spells of that level.
func (c *Character) ArcanumChoice() map[int][]string {
	lv := c.classLevel("warlock")
	cl, ok := c.cat.Class("warlock")
	if !ok || cl.Spellcasting == nil {
		return nil
	}
	taken := map[int]bool{}
	for _, id := range c.Spec.Arcanum {
		if sp, ok := c.cat.Spell(id); ok {
			taken[sp.Level] = true
		}
	}
	out := map[int][]string{}
	for _, a := range arcanumLevels {
		if lv < a[0] || taken[a[1]] {
			continue
		}
		for _, id := range cl.Spellcasting.Spells {
			if sp, ok := c.cat.Spell(id); ok && sp.Level == a[1] {
				out[a[1]] = append(out[a[1]], id)
			}
		}
	}
	return out
}
