package scenario

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/goccy/go-yaml"
)

// characterCreature builds a creature from a `character:` spec, in the
// format of docs/characters.md; the spec's ruleset defaults to the file's.
// The sheet's weapon attacks (with their chosen masteries) become the
// combatant's attacks.
func (r *runner) characterCreature(spec CreatureSpec) (*rules.Creature, error) {
	j, err := r.characterJSON(spec.Character)
	if err != nil {
		return nil, fmt.Errorf("creature %s: character: %w", spec.ID, err)
	}
	s, err := character.DecodeSpec(j)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	if s.Ruleset == "" {
		s.Ruleset = r.f.Ruleset
	}
	if s.Ruleset != r.f.Ruleset {
		return nil, fmt.Errorf("creature %s: the character is of %s, the file of %s", spec.ID, s.Ruleset, r.f.Ruleset)
	}
	if s.Name == "" {
		s.Name = spec.ID
	}
	cat, err := content.Open(s.Ruleset)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	ch, err := character.Build(s, cat)
	if err != nil {
		return nil, fmt.Errorf("creature %s: %w", spec.ID, err)
	}
	c := ch.Creature()
	c.ID = spec.ID
	if r.monsters == nil {
		r.monsters = map[string]*combat.Combatant{}
	}
	r.monsters[spec.ID] = CharacterCombatant(r.rs, ch, c)
	ec := EncounterCharacter{ID: spec.ID, Character: ch}
	if path, ok := spec.Character.(string); ok {
		ec.Path = r.specPath(path)
	}
	r.chars = append(r.chars, ec)
	return c, nil
}

// EncounterCharacter is a creature of an encounter built from a character
// spec: its id, the spec file's path ("" for an inline spec) and the
// character, whose TakeState takes its creature's state after play.
type EncounterCharacter struct {
	ID        string
	Path      string
	Character *character.Character
}

// restore gives a character's creature what its class features give back
// as a short rest ends (Sorcerous Restoration: character/restoration.go);
// result.restored names the feature.
func (r *runner) restore(c *rules.Creature) {
	for _, ec := range r.chars {
		if ec.ID == c.ID {
			if name := ec.Character.Restore(c); name != "" {
				r.result["restored"] = name
			}
		}
	}
}

// specPath is a `character:` path as read: relative to the file.
func (r *runner) specPath(path string) string {
	if !filepath.IsAbs(path) && r.f.Path != "" {
		return filepath.Join(filepath.Dir(r.f.Path), path)
	}
	return path
}

// CharacterCombatant is a built character in a fight, playing creature c
// (its Creature()): its sheet's weapon attacks (CharacterAttacks); the
// spells it may cast, its cantrips and prepared or known spells with those
// its subclass keeps prepared, when the spec lists any (otherwise any
// spell, as for an ad-hoc creature), of which the reaction spells are its
// ReactionSpells (combat casts them when their triggers come); and the
// spellcasting of its first
// casting class, its DC and attack bonus stated when items change them
// (a Wand of the War Mage).
func CharacterCombatant(rs *rules.Ruleset, ch *character.Character, c *rules.Creature) *combat.Combatant {
	cb := &combat.Combatant{Creature: c, Attacks: CharacterAttacks(ch.Sheet.Attacks)}
	if ids, listed := ch.Castable(); listed { // class spells, subclass, species and feat spells
		cb.Spells = ids
	}
	if cat, err := content.Open(rs.Name); err == nil {
		for _, id := range cb.Spells { // Shield, Counterspell, Hellish Rebuke: cast by the engine when due
			if sp, ok := cat.Spell(id); ok && sp.Casting.Unit == "reaction" {
				cb.ReactionSpells = append(cb.ReactionSpells, id)
			}
		}
	}
	cb.Granted = grantedSpells(ch.Sheet.Granted)
	cb.MetamagicKnown = ch.Sheet.Metamagic // nil when none is chosen: any
	characterSpells(ch, cb)                // character_spells.go: later classes, Spell Mastery, Signature Spells, invocations
	// Its class features: use second-wind, use rage (character_features.go).
	classFeatures(cb, ch)
	if st, ok := ch.DamageStyle(); ok { // Great Weapon Fighting, on two-handed melee weapons (a versatile one held in two hands: versatileAttacks)
		for i, a := range ch.Sheet.Attacks {
			if i < len(cb.Attacks) && len(a.Range) == 0 && slices.Contains(a.Properties, "two-handed") {
				ds := &combat.DiceStyle{Name: st.Name, Rule: st.Cite, Below: 3, Reroll: st.Reroll}
				cb.Attacks[i].Style = ds
			}
		}
	}
	versatileAttacks(ch, cb)                                          // character_versatile.go: a versatile weapon in two hands (<weapon>-two-handed)
	cb.ExtraWith, _ = ch.PactExtraAttacks()                           // Thirsting Blade: extra attacks with the pact weapon only
	if len(ch.Sheet.Spellcasting) == 0 && len(ch.Sheet.Granted) > 0 { // a species' or feat's spells only
		g := ch.Sheet.Granted[0]
		cb.Spellcasting = &combat.Spellcasting{Ability: g.Ability}
	}
	if len(ch.Sheet.Spellcasting) > 0 {
		cs := ch.Sheet.Spellcasting[0]
		sc := &combat.Spellcasting{Ability: cs.Ability}
		if ab, err := rules.ParseAbility(cs.Ability); err == nil {
			if dc, _ := rs.SpellSaveDC(c, ab); cs.DC != nil && cs.DC.Value != dc {
				sc.DC = cs.DC.Value
			}
			if atk, _ := rs.SpellAttackBonus(c, ab); cs.Attack != nil && cs.Attack.Value != atk {
				v := cs.Attack.Value
				sc.Attack = &v
			}
		}
		cb.Spellcasting = sc
	}
	return cb
}

// grantedSpells are the spells species traits and feats give, by id, for
// combat: each with its source's ability, the resource of its free cast
// and its cast-at level (the first source to give a spell wins).
func grantedSpells(gs []character.GrantedCasting) map[string]combat.GrantedSpell {
	if len(gs) == 0 {
		return nil
	}
	out := map[string]combat.GrantedSpell{}
	for _, gc := range gs {
		for _, s := range gc.Spells {
			if _, dup := out[s.ID]; !dup {
				out[s.ID] = combat.GrantedSpell{Ability: gc.Ability, Resource: s.Resource, Level: s.CastAt, Slots: s.Slots, AtWill: s.AtWill, WithSlot: s.WithSlot, MaxDice: s.MaxDice, Targets: s.Targets, Source: gc.Name, Rule: gc.Rule}
			}
		}
	}
	return out
}

// characterJSON reads a `character:` value as a spec in JSON: an inline
// spec, or the path of a spec file (YAML, or JSON by its .json extension),
// relative to the scenario or encounter file.
func (r *runner) characterJSON(v any) ([]byte, error) {
	path, ok := v.(string)
	if !ok {
		raw, err := yaml.Marshal(v)
		if err != nil {
			return nil, err
		}
		return yaml.YAMLToJSON(raw)
	}
	if path == "" {
		return nil, fmt.Errorf("an empty path")
	}
	path = r.specPath(path)
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if strings.EqualFold(filepath.Ext(path), ".json") {
		return data, nil
	}
	j, err := yaml.YAMLToJSON(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return j, nil
}

// CharacterAttacks are a sheet's weapon attacks as combat attacks: by
// ability and proficiency, which combat adds itself (so Graze and an
// off-hand attack find the modifier), with the sheet's other terms (a
// magic weapon's +N, Archery, Dueling, Bracers of Archery) as the attack's
// Bonus and DamageBonus, each naming its source. Reach 5 ft (10 with
// Reach) for a melee or thrown weapon, the range of a ranged or thrown
// one.
func CharacterAttacks(as []character.Attack) []combat.Attack {
	var out []combat.Attack
	for _, a := range as {
		at := combat.Attack{ID: a.ID, Ability: a.Ability, Type: a.DamageType, Damage: a.WeaponDice,
			Light: slices.Contains(a.Properties, "light"), Finesse: slices.Contains(a.Properties, "finesse"),
			Mastery: a.Mastery, Magical: a.Magical, Pact: a.Pact}
		for _, t := range a.ToHit.Terms[1:] { // the first is the ability's
			if t.Source == "proficiency" {
				at.Proficient = true
			} else {
				at.Bonus = append(at.Bonus, t)
			}
		}
		at.DamageBonus = slices.Clone(a.Damage.Terms[1:])
		at.Extra = characterExtras(a.Extra)
		thrown := slices.Contains(a.Properties, "thrown")
		if len(a.Range) == 2 {
			at.Range = [2]int{a.Range[0], a.Range[1]}
		}
		if len(a.Range) < 2 || thrown {
			at.Reach = 5
			if slices.Contains(a.Properties, "reach") {
				at.Reach = 10
			}
		}
		out = append(out, at)
	}
	return out
}

// characterExtras are the sheet's extra damage a combat attack adds on
// every hit by itself: one of a fixed type, spending nothing, not limited
// to once a turn (2014 Lifedrinker). The others (Eldritch Smite, 2024
// Lifedrinker) are the attacker's choice, not played yet.
func characterExtras(xs []character.ExtraDamage) []combat.ExtraDamage {
	var out []combat.ExtraDamage
	for _, x := range xs {
		if x.Type == "" || x.Cost != "" || x.OncePerTurn {
			continue
		}
		e := combat.ExtraDamage{Dice: x.Dice, Type: x.Type, Source: x.Source, Rule: x.Rule}
		if x.Bonus != nil {
			e.Bonus = slices.Clone(x.Bonus.Terms)
		}
		out = append(out, e)
	}
	return out
}
