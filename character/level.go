package character

import (
	"fmt"
	"maps"
	"slices"

	"github.com/arbiter-rpg/arbiter/dice"
)

// xpThresholds[i] is the experience a character needs for level i+1 (SRD
// 5.2.1, Character Advancement; SRD 5.1, Beyond 1st Level: the same table).
var xpThresholds = [MaxLevel]int{0, 300, 900, 2700, 6500, 14000, 23000, 34000, 48000, 64000,
	85000, 100000, 120000, 140000, 165000, 195000, 225000, 265000, 305000, 355000}

// XPFor is the experience a character needs to reach a level (1 to 20).
func XPFor(level int) int {
	if level < 1 || level > MaxLevel {
		return 0
	}
	return xpThresholds[level-1]
}

// LevelUp is one level more in a class (the first class when class is
// empty; a new class is multiclassing). hp is "fixed" (the average) or
// "roll" (a hit die rolled with r; earlier levels of a fixed character
// keep their average, written as 0). subclass names the subclass if this
// level needs one. A character that counts XP needs the next level's
// threshold. The state carries over: the hit points, hit dice, slots and
// uses the new level adds are added to those left.
func LevelUp(c *Character, class, hp, subclass string, r dice.Roller) (*Character, error) {
	spec := cloneSpec(&c.Spec)
	lvl := spec.Level() + 1
	if lvl > MaxLevel {
		return nil, fmt.Errorf("%w: level %d is the highest", ErrIllegal, MaxLevel)
	}
	if spec.XP > 0 && spec.XP < XPFor(lvl) {
		return nil, fmt.Errorf("%w: level %d needs %d XP, the character has %d (%s)", ErrIllegal, lvl, XPFor(lvl), spec.XP, c.cite("Character Advancement"))
	}
	if class == "" {
		class = spec.Classes[0].Class
	}
	cl, ok := c.cat.Class(class)
	if !ok {
		return nil, fmt.Errorf("%w class %q in %s", ErrUnknown, class, c.cat.Ruleset)
	}
	i := slices.IndexFunc(spec.Classes, func(x ClassLevels) bool { return x.Class == class })
	if i < 0 {
		spec.Classes = append(spec.Classes, ClassLevels{Class: class})
		i = len(spec.Classes) - 1
	}
	e := &spec.Classes[i]
	e.Level++
	if subclass != "" {
		e.Subclass = subclass
	}
	switch hp {
	case "", "fixed":
		if spec.HP == "rolled" {
			e.HPRolls = append(e.HPRolls, 0)
		}
	case "roll", "rolled":
		if spec.HP != "rolled" {
			spec.HP = "rolled"
			for j := range spec.Classes {
				want := spec.Classes[j].Level
				if j == 0 {
					want--
				}
				if j == i {
					want-- // this level's roll comes next
				}
				spec.Classes[j].HPRolls = make([]int, want)
			}
		}
		f, err := r.Roll(1, cl.HitDie)
		if err != nil {
			return nil, err
		}
		e.HPRolls = append(e.HPRolls, f)
	default:
		return nil, fmt.Errorf("%w: hp %q (want fixed or roll)", ErrSpec, hp)
	}
	spec.State = nil
	next, err := Build(spec, c.cat)
	if err != nil {
		return nil, err
	}
	next.carryState(c)
	next.Spec.State = &next.State
	return next, nil
}

// carryState starts from the old character's state and adds what the new
// maximums add.
func (c *Character) carryState(old *Character) {
	st := old.State
	st.HitDice = maps.Clone(st.HitDice)
	st.Resources = maps.Clone(st.Resources)
	st.Slots = slices.Clone(st.Slots)
	if c.Sheet.HP != nil && old.Sheet.HP != nil {
		st.HP = max(0, min(c.Sheet.HP.Value, st.HP+c.Sheet.HP.Value-old.Sheet.HP.Value))
		if st.HitDice == nil {
			st.HitDice = map[string]int{}
		}
		for d, n := range c.Sheet.HitDice {
			st.HitDice[d] += n - old.Sheet.HitDice[d]
		}
	}
	for len(st.Slots) < len(c.Sheet.Slots) {
		st.Slots = append(st.Slots, 0)
	}
	for i, n := range c.Sheet.Slots {
		was := 0
		if i < len(old.Sheet.Slots) {
			was = old.Sheet.Slots[i]
		}
		st.Slots[i] = min(n, st.Slots[i]+n-was)
	}
	if st.Resources == nil {
		st.Resources = map[string]int{}
	}
	for _, r := range c.Sheet.Resources {
		was := 0
		if j := slices.IndexFunc(old.Sheet.Resources, func(o ResourceInfo) bool { return o.ID == r.ID }); j >= 0 {
			was = old.Sheet.Resources[j].Max
		}
		if r.Max > 0 {
			st.Resources[r.ID] = max(0, min(r.Max, st.Resources[r.ID]+r.Max-was))
		}
	}
	c.State = st
	c.Sheet.State = st
}

// cloneSpec copies a spec deeply enough to change its classes.
func cloneSpec(s *Spec) *Spec {
	out := *s
	out.Classes = slices.Clone(s.Classes)
	for i := range out.Classes {
		out.Classes[i].HPRolls = slices.Clone(s.Classes[i].HPRolls)
	}
	return &out
}
