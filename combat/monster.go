package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Statblock is what a catalog monster brings to a fight beyond its rules
// creature: its stat block (read-only, shared between copies of the
// state) and what it has spent of its limited features.
type Statblock struct {
	Block *content.Monster
	// Saves are the saving throw bonuses the stat block states, by
	// ability (str...); an ability it does not list uses the modifier.
	Saves map[string]int
	// Spent lists the Recharge features used and not recharged yet, in
	// the order they were used.
	Spent []string
	// Used counts the uses of features with uses per day.
	Used map[string]int
	// Multi lists the attacks a Multiattack taken this turn has left.
	Multi []string
	// LegendaryLeft is the legendary actions left until its next turn;
	// ResistLeft the uses of Legendary Resistance left today.
	LegendaryLeft int
	ResistLeft    int
	// LegendaryBefore is what was left of them when its turn began: the
	// pool of a legendary action taken after the turn before its own,
	// which the engine plays once its own turn has begun.
	LegendaryBefore int
	// LegendaryAt is the round and turn index of the turn before which it
	// last took a legendary action: one after each other creature's turn.
	LegendaryAt [2]int
	// LairRound is the last round its lair acted in.
	LairRound int
	// RegenStopped: damage since its last turn keeps its Regeneration
	// from working as its next turn starts (regenerate.go).
	RegenStopped bool
}

// Feature returns the monster's action, bonus action, reaction, legendary
// action or lair action called id, with the list it is in ("action",
// "bonus", "reaction", "legendary", "lair"), or nil.
func (b *Statblock) Feature(id string) (*content.Feature, string) {
	if b == nil {
		return nil, ""
	}
	m := b.Block
	// The lists one by one: a table of them built per call cost more
	// than the search (a monster's turn asks many times).
	if f := featureIn(m.Actions, id); f != nil {
		return f, "action"
	}
	if f := featureIn(m.BonusActions, id); f != nil {
		return f, "bonus"
	}
	if f := featureIn(m.Reactions, id); f != nil {
		return f, "reaction"
	}
	if f := featureIn(m.Legendary, id); f != nil {
		return f, "legendary"
	}
	if f := featureIn(m.Lair, id); f != nil {
		return f, "lair"
	}
	return nil, ""
}

// featureIn is the feature called id in list, or nil.
func featureIn(list []content.Feature, id string) *content.Feature {
	for i := range list {
		if list[i].ID == id {
			return &list[i]
		}
	}
	return nil
}

// Charged reports whether a Recharge feature can be used (it has not been
// used, or has recharged since).
func (b *Statblock) Charged(id string) bool { return !slices.Contains(b.Spent, id) }

// UsesLeft is how many uses a feature with uses per day has left, or -1
// when it has no such limit.
func (b *Statblock) UsesLeft(id string) int {
	f, _ := b.Feature(id)
	if f == nil || f.Uses == 0 {
		return -1
	}
	return max(0, f.Uses-b.Used[id])
}

// multiattack is the monster's Multiattack action, or nil.
func (b *Statblock) multiattack() *content.Feature {
	for i := range b.Block.Actions {
		if len(b.Block.Actions[i].Multiattack) > 0 && len(b.Block.Actions[i].Effects) == 0 {
			return &b.Block.Actions[i]
		}
	}
	return nil
}

// attacks lists the attack actions one Multiattack makes, in the order the
// stat block gives them, with the uses of features that are not attacks
// it names (a save, an area: stepUse, multiattack_use.go). Other entries
// (a use of Spellcasting offered as a replacement) are left out: the
// policy and the scenario make those separately.
//
// A Multiattack the catalog marks as text offers choices ("two attacks,
// using Scimitar or Shortbow in any combination"; "three Rend attacks; it
// can replace one with..."): when an entry is made twice or more, that
// count is the number of attacks and the others replace some of them, so
// the engine makes the entries in order up to that count; otherwise each
// entry once.
func (b *Statblock) attacks(f *content.Feature) []string {
	var out []string
	limit := -1
	if f.Prose {
		sum, most := 0, 0
		for _, u := range f.Multiattack {
			if g, _ := b.Feature(u.Action); g != nil && attackEffect(g) != nil {
				sum, most = sum+max(1, u.Count), max(most, u.Count)
			}
		}
		limit = sum
		if most >= 2 {
			limit = most
		}
	}
	for _, u := range f.Multiattack {
		g, _ := b.Feature(u.Action)
		if g == nil || attackEffect(g) == nil && (f.Prose || !b.stepUse(g)) {
			continue // (a use a prose Multiattack offers replaces an attack: the table's choice)
		}
		for range max(1, u.Count) {
			if len(out) == limit {
				return out
			}
			if out == nil { // made once, with room for every entry: not grown twice a turn
				out = make([]string, 0, multiRoom(f, limit))
			}
			out = append(out, u.Action)
		}
	}
	return out
}

// multiRoom is the most attacks a Multiattack f can list (attacks): each
// entry's count, up to limit (none when negative).
func multiRoom(f *content.Feature, limit int) int {
	n := 0
	for _, u := range f.Multiattack {
		n += max(1, u.Count)
	}
	if limit >= 0 {
		n = min(n, limit)
	}
	return n
}

// anyAttack reports whether attacks(f) lists any attack, without the
// list: whether one of the Multiattack's entries is an attack the engine
// runs.
func (b *Statblock) anyAttack(f *content.Feature) bool {
	for _, u := range f.Multiattack {
		if g, _ := b.Feature(u.Action); g != nil && attackEffect(g) != nil {
			return true
		}
	}
	return false
}

// attackEffect is the attack roll a feature makes, or nil. When a feature
// lists several attack effects (an attack with and without advantage,
// a charge), the last one is the plain form and the others variants the
// table chooses: the engine makes the plain one.
func attackEffect(f *content.Feature) *content.Effect {
	var out *content.Effect
	for i := range f.Effects {
		if f.Effects[i].Kind == content.KindAttack {
			if out == nil || countParts(&f.Effects[i]) <= countParts(out) {
				out = &f.Effects[i]
			}
		}
	}
	return out
}

// countParts is len(damageParts(e)), counted without a list.
func countParts(e *content.Effect) int {
	n := 0
	for i := range e.Hit {
		if e.Hit[i].Kind == content.KindDamage && e.Hit[i].Dice != "" && e.Hit[i].Every == "" {
			n++
		}
	}
	return n
}

// damageParts are the damage effects an attack deals on a hit; damage
// that comes again later (Every: a burning touch's fire at the start of
// each of the target's turns) is not dealt by the hit. Of a choice on a
// hit (damage, or a grapple instead) the engine takes the first option.
func damageParts(e *content.Effect) []*content.Effect {
	var out []*content.Effect
	for i := range e.Hit {
		h := &e.Hit[i]
		if h.Kind == content.KindChoose && len(h.Options) > 0 {
			h = &h.Options[0]
		}
		if h.Kind == content.KindDamage && h.Dice != "" && h.Every == "" {
			out = append(out, h)
		}
	}
	return out
}

// NewMonster makes a combatant of a catalog monster: its hit points are
// the stat block's average, or rolled from its hit dice with roll when
// roll is not nil (SRD 5.2.1, Monsters, Hit Points); AC, speed, size,
// ability scores, challenge rating (and so proficiency bonus), saving
// throw and skill bonuses, damage and condition immunities, resistances
// and vulnerabilities come from the stat block; each attack action
// becomes an Attack, and the rest of its features are run from Statblock.
func NewMonster(rs *rules.Ruleset, m *content.Monster, id string, roll dice.Roller) (*Combatant, error) {
	if m == nil {
		return nil, fmt.Errorf("%w: no monster", ErrBadSetup)
	}
	if id == "" {
		id = m.ID
	}
	c := rs.NewCreature(id)
	c.Monster = !regens[m.Cite].Lives0 // regenerate.go: a troll lives on at 0 HP until its turn
	c.HP = m.HP
	if roll != nil {
		e, err := dice.Parse(m.HitDice)
		if err != nil {
			return nil, fmt.Errorf("%w: %s's hit dice %q: %w", ErrBadSetup, m.ID, m.HitDice, err)
		}
		res, err := e.Roll(roll)
		if err != nil {
			return nil, err
		}
		c.HP = max(1, int(res.Total))
	}
	c.MaxHP = c.HP
	c.AC = m.AC
	c.BaseSpeed = m.Speed.Walk
	if c.BaseSpeed == 0 {
		c.BaseSpeed = max(m.Speed.Fly, m.Speed.Swim, m.Speed.Climb, m.Speed.Burrow)
	}
	if m.Size != "" {
		c.Size = m.Size
	}
	statblockSpeeds(c, m) // fly, swim, climb, burrow, hover and senses (fly.go)
	c.Scores = m.Abilities
	cr8, err := rules.ParseCR(m.CR)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrBadSetup, m.ID, err)
	}
	c.CR8, c.HasCR = cr8, true
	for _, set := range []struct {
		from []string
		into map[string]bool
	}{{m.Resist, c.Resist}, {m.Vulnerable, c.Vulnerable}, {m.Immune, c.Immune}, {m.ConditionImmune, c.ConditionImmune}} {
		for _, n := range set.from {
			set.into[strings.ToLower(n)] = true
		}
	}
	pb := rs.ProficiencyBonus(c)
	b := &Statblock{Block: m, Saves: map[string]int{}, LegendaryLeft: m.LegendaryUses, ResistLeft: m.LegendaryResistance}
	for _, s := range m.Saves {
		ab, err := rules.ParseAbility(s.Of)
		if err != nil {
			return nil, fmt.Errorf("%w: %s's save %q: %w", ErrBadSetup, m.ID, s.Of, err)
		}
		b.Saves[ab.String()] = s.Value
		c.Proficient[ab.String()+"_save"] = true // a stated bonus off mod + PB adds its difference in combat
	}
	for _, s := range m.Skills {
		// A bonus of the modifier plus twice the proficiency bonus is
		// expertise (a goblin warrior's Stealth +6).
		skill := strings.ReplaceAll(strings.ToLower(s.Of), "-", "_")
		c.Proficient[skill] = true
		if ab, err := rs.SkillAbility(skill); err == nil && s.Value >= c.Mod(ab)+2*pb {
			c.Proficient["expertise:"+skill] = true
		}
	}
	cb := &Combatant{Creature: c, Statblock: b}
	for _, list := range [][]content.Feature{m.Actions, m.BonusActions} {
		for i := range list {
			e := attackEffect(&list[i])
			if e == nil || e.Bonus == nil {
				continue
			}
			a := Attack{ID: list[i].ID, ToHit: e.Bonus, Damage: "0", Reach: e.Reach}
			if parts := damageParts(e); len(parts) > 0 {
				a.Damage, a.Type = parts[0].Dice, parts[0].Type
			}
			if e.Range > 0 {
				a.Range = [2]int{e.Range, max(e.Range, e.Long)}
			}
			if e.Attack != "ranged" && a.Reach == 0 {
				a.Reach = 5
			}
			if _, err := parseDamage(a.Damage); err != nil {
				continue // a damage the engine can't roll yet: the attack stays text
			}
			cb.Attacks = append(cb.Attacks, a)
		}
	}
	return cb, nil
}

// saveBonus is the term that brings a saving throw to the stat block's
// bonus, beyond the ability modifier and any proficiency the creature
// already counts, or nothing.
func (s *State) saveBonus(t *Combatant, ab rules.Ability) []rules.Term {
	if t.Statblock == nil {
		return nil
	}
	v, ok := t.Statblock.Saves[ab.String()]
	if !ok {
		return nil
	}
	d := v - t.Mod(ab)
	if t.Proficient[ab.String()+"_save"] {
		d -= t.ProficiencyBonus()
	}
	if d == 0 {
		return nil
	}
	return []rules.Term{{Value: d, Source: "stat block save bonus", Rule: t.Statblock.Block.Cite}}
}

// initiativeBonus is the term that brings a catalog monster's initiative
// roll to its stat block's initiative bonus (srd-5.2.1 stat blocks state
// one, which may count proficiency), beyond the Dexterity modifier the
// roll already adds, or nothing where the stat block states none.
func (s *State) initiativeBonus(c *Combatant) []rules.Term {
	if c.Statblock == nil || c.Statblock.Block == nil || c.Statblock.Block.Initiative == nil {
		return nil
	}
	d := *c.Statblock.Block.Initiative - c.Mod(rules.DEX)
	if d == 0 {
		return nil
	}
	return []rules.Term{{Value: d, Source: "stat block initiative bonus", Rule: c.Statblock.Block.Cite}}
}
