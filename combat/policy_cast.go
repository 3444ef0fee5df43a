package combat

import (
	"slices"
	"strconv"
	"sync"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The default policy's spells. A creature no person controls weighs, on
// its turn while its action is unspent, the damaging spells it may cast
// with an action: a built character's cantrips and prepared or known
// spells (Spells), a monster's at-will spells (a cast of its stat block's
// Spellcasting with no uses per day; of a feature with slots, the
// cantrips). Each
// spell is weighed on each standing enemy in its range (at the enemy, or
// an area centred on it or pointed toward it) by the exact expected damage
// PreviewSpell gives: the enemies' less the allies' (the caster's own
// included). A leveled spell is cast at the lowest slot left that casts
// it, and only when it is worth the slot: its expected damage is at least
// twice the best the creature does without spending one (its weapons'
// Attack action, with Extra Attack's attacks, or a cantrip). A monster's
// at-will spells cost nothing, so they compete with its other actions by
// expected damage alone (monsterPolicy).

// worthSlot is how many times the best free option a leveled spell's
// expected damage must be to spend a slot on it.
const worthSlot = 2

// spellOption is a spell c may cast now, at slot level (0: its own or its
// stat block's), free when it spends no slot.
type spellOption struct {
	sp    *content.Spell
	level int
	free  bool
}

// spellOptions are the damaging action spells c may cast now.
func (s *State) spellOptions(c *Combatant) []spellOption {
	ids, slotted := c.Spells, []string(nil)
	if ids == nil && c.Statblock != nil {
		ids, slotted = atWill(c.Statblock)
	}
	var out []spellOption
	for _, id := range ids {
		sp, err := s.spell(id)
		if err != nil || sp.Casting.Unit != "action" || !damaging(sp) || (sp.Level > 0 && slices.Contains(slotted, id)) {
			continue
		}
		innate := c.innateCast(id)
		switch {
		case sp.Level == 0:
			out = append(out, spellOption{sp: sp, free: true})
		case innate != nil && !c.Slots.HasSlots():
			out = append(out, spellOption{sp: sp, free: true})
		case c.hasFreeCast(sp): // cast_free.go: a species' or feat's cast without a slot
			out = append(out, spellOption{sp: sp, free: true})
		default:
			for l := sp.Level; l <= 9; l++ {
				if c.SlotLeft(l) {
					out = append(out, spellOption{sp: sp, level: l})
					break
				}
			}
		}
	}
	return out
}

// atWill lists the spells b's actions and traits cast without uses per day, and of
// them those of a feature with spell slots (a 2014 stat block's
// Spellcasting), whose slots the fight does not count: of those only the
// cantrips are at will.
func atWill(b *Statblock) (ids, slotted []string) {
	if b.Block == nil {
		return nil, nil
	}
	m := b.Block
	atWills.RLock()
	v, ok := atWills.m[m]
	atWills.RUnlock()
	if ok && sameFeatures(v.actions, m.Actions) && sameFeatures(v.traits, m.Traits) {
		return v.ids, v.slotted
	}
	ids, slotted = atWillOf(m)
	atWills.Lock()
	if atWills.m == nil || len(atWills.m) >= maxAtWills {
		atWills.m = make(map[*content.Monster]atWillList)
	}
	atWills.m[m] = atWillList{actions: m.Actions, traits: m.Traits, ids: ids, slotted: slotted}
	atWills.Unlock()
	return ids, slotted
}

// atWills keeps atWill by stat block, shared by every fight, up to
// maxAtWills blocks (then it starts again): the policy asks it on every
// turn of a monster, and a block's features do not change in a fight. The
// action and trait lists it was worked out from are kept with it and
// checked, so a block given new lists since is worked out again.
var atWills struct {
	sync.RWMutex
	m map[*content.Monster]atWillList
}

const maxAtWills = 1 << 10

// atWillList is a kept atWill and the lists it was worked out from.
type atWillList struct {
	actions, traits []content.Feature
	ids, slotted    []string
}

// sameFeatures reports whether a and b are the same list (the same elements in
// memory), not merely equal ones.
func sameFeatures(a, b []content.Feature) bool {
	return len(a) == len(b) && cap(a) == cap(b) && (len(a) == 0 || &a[0] == &b[0])
}

// atWillOf is atWill worked out.
func atWillOf(m *content.Monster) (ids, slotted []string) {
	for _, list := range [][]content.Feature{m.Actions, m.Traits} { // 2014: a trait
		for i := range list {
			f := &list[i]
			content.WalkAll(f.Effects, func(e *content.Effect) {
				if e.Kind == content.KindCast && e.Uses == 0 && !slices.Contains(ids, e.Cast) {
					ids = append(ids, e.Cast)
					if len(f.Slots) > 0 {
						slotted = append(slotted, e.Cast)
					}
				}
			})
		}
	}
	return ids, slotted
}

// damaging reports whether a spell's effects deal damage.
func damaging(sp *content.Spell) bool {
	found := false
	content.WalkAll(sp.Effects, func(e *content.Effect) { found = found || e.Kind == content.KindDamage })
	return found
}

// ceiling is more than o can be expected to deal, worked out without
// casting it: every damage node's mean, times the largest count of its
// repeats, times the enemies for an area, doubled when an enemy has a
// vulnerability. The policy previews only spells whose ceiling beats the
// best it has (previews decide the cast on a copy of the fight).
func (s *State) ceiling(c *Combatant, o spellOption) float64 {
	k := &casting{c: c, sp: o.sp, level: max(o.level, o.sp.Level)}
	sum, times := 0.0, 1
	content.WalkAll(o.sp.Effects, func(e *content.Effect) {
		switch e.Kind {
		case content.KindDamage:
			text, _ := k.diceAt(e)
			if m, err := meanOf(text); err == nil {
				sum += max(0, m)
			}
		case content.KindRepeat:
			n := e.Count
			if text, _ := k.diceAt(e); text != "" {
				if v, err := strconv.Atoi(text); err == nil {
					n = v
				}
			}
			times = max(times, n)
		}
	})
	enemies, vulnerable := 0, false
	for _, t := range s.Creatures {
		if t.side() != c.side() && t.standing() {
			enemies++
			vulnerable = vulnerable || len(t.Vulnerable) > 0
		}
	}
	v := sum * float64(times)
	if hasArea(o.sp.Effects) {
		v *= float64(enemies)
	}
	if vulnerable {
		v *= 2
	}
	return v
}

// castChoices are the casts of o on each standing enemy of c within the
// spell's range, each with its expected damage; illegal casts are left
// out.
func (s *State) castChoices(c *Combatant, o spellOption, cs []choice) []choice {
	sp := o.sp
	reach := -1 // any distance
	switch sp.Range.Kind {
	case "touch":
		reach = 5
	case "feet":
		reach = sp.Range.Feet
	case "self":
		reach = selfReach(sp.Effects)
	}
	if s.rs.CanCast(c.Creature, needs(sp)) != nil {
		return cs // its components refuse the cast at every target (castCmd, without Metamagic): checked once
	}
	area, aim := hasArea(sp.Effects), aimed(sp.Effects)
	for _, t := range s.Creatures {
		if t.side() == c.side() || !t.standing() {
			continue
		}
		cmd := Command{Kind: CastCmd, By: c.ID, Spell: sp.ID, Level: o.level}
		switch {
		case sp.Range.Kind == "self" && area && aim:
			p := Point(t.Position)
			cmd.To = &p
		case sp.Range.Kind == "self" && area:
			// an area around the caster: one choice for every enemy
		default:
			if reach >= 0 && Feet(Point(c.Position), Point(t.Position)) > reach {
				continue
			}
			cmd.Targets = []string{t.ID}
		}
		if v, ok := s.castValue(c, cmd); ok {
			cs = append(cs, choice{cast: &cmd, v: v})
		}
		if sp.Range.Kind == "self" && area && !aim {
			break
		}
	}
	return cs
}

// castValue is the damage a cast is expected to deal: to c's enemies,
// less to its side; false when the cast is refused.
func (s *State) castValue(c *Combatant, cmd Command) (float64, bool) {
	ps, err := PreviewSpell(s, cmd)
	if err != nil {
		return 0, false
	}
	v := 0.0
	for _, p := range ps {
		t := s.Get(p.Target)
		if t == nil {
			continue
		}
		if t.side() == c.side() {
			v -= p.Expected
		} else {
			v += p.Expected
		}
	}
	return v, true
}

// castTactic is the spell a creature without a stat block casts on its
// turn instead of attacking t, when one beats its weapons (see the rules
// above), and true.
func (s *State) castTactic(p *pass, c *Combatant, t *Combatant) (Command, bool) {
	if len(c.Spells) == 0 || c.ActionUsed {
		return Command{}, false
	}
	opts := s.spellOptions(c)
	if len(opts) == 0 {
		return Command{}, false
	}
	best, bestV := Command{}, s.weaponValue(c, t)
	if bestV == 0 && s.closes(c, t) {
		bestV = s.reachValue(c, t) // it could step up and strike this turn
	}
	free, leveled := make([]choice, 0, 8), make([]choice, 0, 8) // on the stack while few
	for _, o := range opts {
		if o.free && s.ceiling(c, o) > bestV {
			free = s.castChoices(c, o, free)
		}
	}
	for _, ch := range free {
		if ch.v > bestV {
			best, bestV = ch.command(c.ID), ch.v
		}
	}
	bar := worthSlot * bestV
	for _, o := range opts {
		if !o.free && s.ceiling(c, o) >= bar {
			leveled = s.castChoices(c, o, leveled)
		}
	}
	for _, ch := range leveled {
		if ch.v > 0 && ch.v >= bar && ch.v > bestV {
			best, bestV = ch.command(c.ID), ch.v
		}
	}
	return best, best.Kind == CastCmd && (len(c.Grants) == 0 || s.try(p, best, nil)) // grant_play.go: a spell's grant may forbid it
}

// weaponValue is the damage c's Attack action is expected to deal to t
// now: its best attack in reach, times its attacks per action.
func (s *State) weaponValue(c, t *Combatant) float64 {
	if t == nil {
		return 0
	}
	dist := Feet(Point(c.Position), Point(t.Position))
	best := 0.0
	for i := range c.Attacks {
		a := &c.Attacks[i]
		if dist > max(a.reach(), a.Range[0], a.Range[1]) {
			continue
		}
		best = max(best, s.expectedPlain(c, t, a))
	}
	return best * float64(max(1, c.AttacksPerAction))
}

// monsterCasts appends the at-will spells of a monster's stat block, each
// on each enemy it reaches, to the choices of monsterPolicy.
func (s *State) monsterCasts(c *Combatant, cs []choice) []choice {
	if c.Statblock == nil || c.Spells != nil {
		return cs
	}
	opts := s.spellOptions(c)
	if len(opts) == 0 {
		return cs
	}
	best := 0.0
	for _, ch := range cs {
		best = max(best, ch.v)
	}
	if best == 0 && s.closes(c, s.nearestEnemy(c)) {
		return cs // it steps up first, and weighs its spells against its attacks there
	}
	for _, o := range opts {
		if o.free && s.ceiling(c, o) > best {
			cs = s.castChoices(c, o, cs)
		}
	}
	return cs
}

// closes reports whether c, out of reach of t, can move next to it this
// turn.
func (s *State) closes(c, t *Combatant) bool {
	if t == nil || Feet(Point(c.Position), Point(t.Position)) <= 5 {
		return false
	}
	path := s.approach(c, t)
	return len(path) > 0 && Feet(path[len(path)-1], Point(t.Position)) <= 5
}

// reachValue is what c's Attack action with its best melee weapon would
// deal t from next to it: the odds of its bonus against t's AC without
// advantage or disadvantage, times its attacks per action.
func (s *State) reachValue(c, t *Combatant) float64 {
	ac := s.rs.DefenseValue(t.Creature)
	best := 0.0
	for i := range c.Attacks {
		a := &c.Attacks[i]
		if !a.Melee() {
			continue
		}
		bonus, mod := 0, 0
		if a.ToHit != nil {
			bonus = *a.ToHit
		} else if ab, err := rules.ParseAbility(a.Ability); err == nil {
			mod = c.Mod(ab)
			bonus = mod
			if a.Proficient {
				bonus += c.ProficiencyBonus()
			}
		}
		bonus += rules.Sum(a.Bonus)
		mod += rules.Sum(a.DamageBonus)
		hit, crit := attackOdds(rules.Normal.String(), ac-bonus)
		normal, critText, err := s.damageTextsOf(a.Damage, mod)
		if err != nil {
			continue
		}
		nm, err1 := s.meanTaken(t, a.Type, a.Magical, normal, false)
		cm, err2 := s.meanTaken(t, a.Type, a.Magical, critText, false)
		if err1 != nil || err2 != nil {
			continue
		}
		best = max(best, (hit-crit)*nm+crit*cm)
	}
	return best * float64(max(1, c.AttacksPerAction))
}
