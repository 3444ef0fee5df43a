package scenario

import (
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/combat"
)

// characterSpells adds to cb what its sheet says of casting beyond its
// first class: each later casting class's spells cast with that class's
// own ability, DC and attack bonus (a multiclass caster); a wizard's Spell
// Mastery (at will at the spell's level, without a slot) and Signature
// Spells (a free cast a short or long rest, then slots) and Pact of the
// Tome's book spells (the warlock's CHA); and the riders Eldritch
// Invocations put on cantrips (Agonizing Blast, Eldritch Spear, Repelling
// Blast). A spell keeps its first source: granted spells, then the first
// class.
func characterSpells(ch *character.Character, cb *combat.Combatant) {
	sh := &ch.Sheet
	add := func(id string, g combat.GrantedSpell) {
		if cb.Granted == nil {
			cb.Granted = map[string]combat.GrantedSpell{}
		}
		if _, dup := cb.Granted[id]; !dup {
			cb.Granted[id] = g
		}
	}
	classOf := func(id string) (character.Casting, bool) {
		for _, cs := range sh.Spellcasting {
			if slices.Contains(cs.Spells, id) || slices.Contains(cs.Always, id) {
				return cs, true
			}
		}
		return character.Casting{}, false
	}
	for _, fs := range sh.BookSpells {
		cs, ok := classOf(fs.Spell)
		if !ok {
			continue
		}
		g := combat.GrantedSpell{Ability: cs.Ability, Slots: true, Source: fs.Source, Rule: fs.Rule}
		switch {
		case fs.Level == 0 || fs.Free == "prepared" || fs.Free == "ritual":
		case fs.Free == "at will":
			g.AtWill, g.Level = true, fs.Level
		default:
			g.Resource = fs.Free
		}
		add(fs.Spell, g)
	}
	if len(sh.Spellcasting) > 1 {
		first := sh.Spellcasting[0]
		for _, cs := range sh.Spellcasting[1:] {
			for _, id := range slices.Concat(cs.Spells, cs.Always) {
				if !slices.Contains(first.Spells, id) && !slices.Contains(first.Always, id) {
					add(id, combat.GrantedSpell{Ability: cs.Ability, Slots: true, Source: cs.Class, Rule: ch.Ruleset.Cite + ", Multiclassing"})
				}
			}
		}
	}
	for _, ic := range sh.InvocationCantrips {
		if cb.Riders == nil {
			cb.Riders = map[string]combat.SpellRider{}
		}
		r := cb.Riders[ic.Cantrip]
		if ic.DamageBonus != nil {
			r.DamageBonus = append(r.DamageBonus, ic.DamageBonus.Terms...)
		}
		if ic.Range != nil {
			r.Range = max(r.Range, ic.Range.Value)
		}
		if ic.Push > 0 {
			r.Push, r.Largest, r.Rule = ic.Push, ic.Largest, ic.Rule
		}
		if r.Source != "" {
			r.Source += ", "
		}
		r.Source += strings.TrimPrefix(ic.Invocation, "eldritch-invocation-")
		cb.Riders[ic.Cantrip] = r
	}
}
