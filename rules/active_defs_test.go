package rules

import (
	"slices"
	"testing"
)

// activeDefsWalk is activeDefs's general walk, without its shortcut for
// one instance: the reference the shortcuts must agree with.
func activeDefsWalk(c *Creature, rs *Ruleset) []*Condition {
	var buf []*Condition
	var immune []string
	for i := range c.conditions {
		if cl := c.conditions[i].defs(rs); len(cl) > 0 {
			immune = append(immune, cl[0].Immune...)
		}
	}
	for i := range c.conditions {
		cl := c.conditions[i].defs(rs)
		if len(cl) == 0 || c.immuneHere(cl[0].Name, immune) {
			continue
		}
		for _, d := range cl {
			if !slices.Contains(buf, d) && !c.immuneHere(d.Name, immune) {
				buf = append(buf, d)
			}
		}
	}
	return sortDefs(buf)
}

// TestActiveDefsShortcuts checks activeDefs's shortcut for one instance,
// has's for a creature without immunity (plainDefs) and anyActiveDef
// (Speed, ResistedByCondition, Damage) against the general walk: every
// ruleset, every condition alone and every pair, with and without a
// condition immunity of the creature's own.
func TestActiveDefsShortcuts(t *testing.T) {
	checked, plain := 0, 0
	for _, name := range Names() {
		rs, err := Get(name)
		if err != nil {
			t.Fatal(err)
		}
		var conds []string
		for n := range rs.Conditions {
			conds = append(conds, n)
		}
		slices.Sort(conds)
		var sets [][]string
		for i, a := range conds {
			sets = append(sets, []string{a})
			for _, b := range conds[i+1:] {
				sets = append(sets, []string{a, b}, []string{b, a})
			}
		}
		for _, set := range sets {
			for _, immune := range []string{"", "poisoned", set[0]} {
				c := &Creature{ID: "c", BaseSpeed: 30}
				if immune != "" {
					c.ConditionImmune = map[string]bool{immune: true}
				}
				for _, n := range set {
					// given directly: ApplyCondition would refuse an immune one
					c.conditions = append(c.conditions, ConditionInstance{Name: n, Source: "s-" + n, def: rs.defs[n], defRS: rs})
				}
				want := activeDefsWalk(c, rs)
				var buf [16]*Condition
				got := c.activeDefs(rs, buf[:0])
				if !slices.Equal(got, want) {
					t.Fatalf("%s %v immune %q: activeDefs %v, want %v", name, set, immune, names(got), names(want))
				}
				if c.plainDefs(rs) {
					plain++
				}
				for _, n := range conds {
					wantHas := slices.ContainsFunc(want, func(d *Condition) bool { return d.Name == n })
					if got := c.Has(rs, n); got != wantHas {
						t.Fatalf("%s %v immune %q: Has(%s) %v, want %v", name, set, immune, n, got, wantHas)
					}
				}
				wantSpeed0 := slices.ContainsFunc(want, func(d *Condition) bool { return d.Speed0 })
				if got := c.Speed(rs) == 0; got != wantSpeed0 {
					t.Fatalf("%s %v immune %q: speed 0 %v, want %v", name, set, immune, got, wantSpeed0)
				}
				for _, magical := range []bool{false, true} {
					wantResist := slices.ContainsFunc(want, func(d *Condition) bool { return d.ResistAll || (d.ResistNonmagical && !magical) })
					if got := c.ResistedByCondition(rs, magical); got != wantResist {
						t.Fatalf("%s %v immune %q: resisted (magical %v) %v, want %v", name, set, immune, magical, got, wantResist)
					}
				}
				checked++
			}
		}
	}
	if checked == 0 || plain == 0 || plain == checked {
		t.Fatalf("checked %d creatures, %d without immunity: both kinds are needed", checked, plain)
	}
}

func names(ds []*Condition) []string {
	var out []string
	for _, d := range ds {
		out = append(out, d.Name)
	}
	return out
}
