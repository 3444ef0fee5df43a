package character

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// halfProficiency are the features that add half the proficiency bonus to
// checks the character is not proficient in, by feature id: Jack of All
// Trades (2014: any check, initiative too; 2024: skill checks), and 2014's
// Remarkable Athlete (STR, DEX and CON checks, rounded up).
var halfProficiency = map[string]struct {
	initiative bool
	abilities  []rules.Ability // nil: all
	roundUp    bool
}{
	"jack-of-all-trades":      {initiative: true},
	"bard-jack-of-all-trades": {},
	"remarkable-athlete":      {initiative: true, abilities: []rules.Ability{rules.STR, rules.DEX, rules.CON}, roundUp: true},
}

// Fighting styles whose effect is a number, by the last words of their
// feature or feat id (fighter-fighting-style-archery, archery).
const (
	styleArchery = "archery" // +2 to ranged weapon attack rolls
	styleDefense = "defense" // +1 AC while wearing armor
	styleDueling = "dueling" // +2 damage with a one-handed melee weapon
	// the ability modifier on the damage of the Light weapon's extra attack
	styleTwoWeapon = "two-weapon-fighting"
)

// hasStyle reports whether a class feature option or a feat gives a
// fighting style, and its rule citation (the term's source names the
// style).
func (c *Character) hasStyle(style string) (string, bool) {
	for _, f := range c.features {
		if strings.HasSuffix(f.ID, "fighting-style-"+style) {
			return f.Cite, true
		}
	}
	for _, f := range c.feats {
		if f.ID == style && f.Type == "fighting-style" {
			return f.Cite, true
		}
	}
	return "", false
}

// base is the rules creature of the character's build: scores, level,
// size and proficiencies. State is added by Creature.
func (c *Character) base() *rules.Creature {
	cr := c.Ruleset.NewCreature(c.Spec.Name)
	cr.Scores = c.scores
	cr.Level = c.Level()
	cr.Size = c.size
	cr.Proficient = map[string]bool{}
	for k := range c.prof {
		cr.Proficient[strings.ReplaceAll(k, "-", "_")] = true
	}
	return cr
}

// derive works out every number of the sheet.
func (c *Character) derive() {
	c.values = map[string]*Value{}
	sh := &c.Sheet
	s := &c.Spec
	sh.Name, sh.Ruleset, sh.Species, sh.Size, sh.Level, sh.XP = s.Name, c.Ruleset.Name, c.species.ID, c.size, c.Level(), s.XP
	if c.subspecies != nil {
		sh.Subspecies = c.subspecies.ID
	}
	if c.background != nil {
		sh.Background = c.background.ID
	}
	sh.Classes = slices.Clone(s.Classes)
	sh.Abilities, sh.Modifiers = map[string]int{}, map[string]int{}
	for a := range 6 {
		ab := rules.Ability(a)
		sh.Abilities[ab.String()], sh.Modifiers[ab.String()] = c.scores[a], c.Mod(ab)
		c.values["abilities."+ab.String()] = &Value{c.scores[a], c.scoreTerms[a]}
	}
	pb := rules.ProficiencyByLevel(c.Level())
	sh.Proficiency = value(rules.Term{Value: pb, Source: fmt.Sprintf("character level %d", c.Level()), Rule: c.cite("Proficiency Bonus")})
	c.values["proficiency"] = sh.Proficiency
	sh.AC = c.armorClass()
	c.values["ac"] = sh.AC
	sh.Initiative = c.initiative(pb)
	c.values["initiative"] = sh.Initiative
	sh.Speed = c.speed()
	c.values["speed"] = sh.Speed
	if c.Ruleset.Wounds == nil {
		sh.HP = c.hitPoints()
		c.values["hp.max"] = sh.HP
		sh.HitDice = map[string]int{}
		dice := map[string][]rules.Term{}
		for _, e := range c.classes {
			d := "d" + strconv.Itoa(e.class.HitDie)
			sh.HitDice[d] += e.spec.Level
			dice[d] = append(dice[d], rules.Term{Value: e.spec.Level, Source: fmt.Sprintf("%s %d", e.class.ID, e.spec.Level), Rule: e.class.Cite})
		}
		for d, terms := range dice {
			c.values["hit-dice."+d] = value(terms...)
		}
	}
	sh.Saves = map[string]*Value{}
	for a := range 6 {
		ab := rules.Ability(a)
		terms := []rules.Term{{Value: c.Mod(ab), Source: ab.String(), Rule: c.cite("Ability Scores and Modifiers")}}
		if c.prof[ab.String()+"_save"] {
			terms = append(terms, rules.Term{Value: pb, Source: "proficiency", Rule: c.cite("Saving Throws")})
		}
		terms = append(terms, c.itemTerms(func(b content.Bonuses) int { return b.Saves })...)
		sh.Saves[ab.String()] = value(terms...)
		c.values["saves."+ab.String()] = sh.Saves[ab.String()]
	}
	sh.Skills, sh.Passive = map[string]*Value{}, map[string]*Value{}
	for _, k := range slices.Sorted(maps.Keys(c.Ruleset.Skills)) {
		id := skillID(k)
		v := c.skill(id, c.Ruleset.Skills[k], pb)
		sh.Skills[id] = v
		c.values["skills."+id] = v
	}
	for _, id := range []string{"perception", "insight", "investigation"} {
		sk, ok := sh.Skills[id]
		if !ok {
			continue
		}
		v := value(append([]rules.Term{{Value: 10, Source: "passive base", Rule: c.cite("Passive Perception")}}, sk.Terms...)...)
		sh.Passive[id] = v
		c.values["passive."+id] = v
	}
	c.attacks(pb)
	c.spellcasting()
	if m := sh.Masteries; m != nil {
		c.values["masteries"] = m.Max
	}
	if b := sh.Spellbook; b != nil {
		c.values["spellbook.copy-cost"], c.values["spellbook.copy-hours"] = b.CopyCost, b.CopyHours
	}
	c.resources()
	c.grantedNumbers()           // granted.go
	c.speciesResources()         // species_uses.go
	c.featureResources()         // feature_resources.go: Uncanny Metabolism, Stroke of Luck...
	c.bookResources()            // wizard_spells.go
	carrier, size := c.carrier() // extras.go: Powerful Build
	if capa, err := c.Ruleset.CarryingCapacity(carrier); err == nil {
		sh.Carry = value(rules.Term{Value: int(capa.Carry), Source: fmt.Sprintf("STR %d, %s", c.scores[rules.STR], size), Rule: c.Ruleset.Carry.Cite})
		c.values["carry.capacity"] = sh.Carry
	}
	if l := sh.Load; l != nil {
		c.values["carry.load"] = l.Weight
		if l.Max != nil {
			c.values["carry.max"] = l.Max
		}
	}
	if l := c.encumbrance; l != nil && len(l.Effects) > 0 {
		sh.Notes = append(sh.Notes, fmt.Sprintf("%s: disadvantage on STR, DEX and CON checks and saves and on attack rolls (%s)", l.Name, c.Ruleset.Carry.Cite))
	}
	sh.Proficiencies = slices.Sorted(maps.Keys(c.prof))
	sh.Expertise = slices.Sorted(maps.Keys(c.expertise))
	sh.Languages = c.languages
	for _, f := range c.features {
		sh.Features = append(sh.Features, f.ID)
		if f.Action != "" {
			continue // a feature used in play (Rage) gives its resistances while it lasts (combat/feature_rage.go)
		}
		sh.Resist = append(sh.Resist, f.Resist...)
		sh.Advantage = append(sh.Advantage, f.Advantage...)
	}
	for _, f := range c.feats {
		sh.Feats = append(sh.Feats, f.ID)
	}
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		sh.Darkvision = max(sh.Darkvision, sp.Darkvision)
		sh.Resist = append(sh.Resist, sp.Resist...)
		for _, t := range sp.Traits {
			if t.Level <= c.Level() {
				sh.Darkvision = max(sh.Darkvision, t.Darkvision)
				sh.Resist = append(sh.Resist, t.Resist...)
				sh.Advantage = append(sh.Advantage, t.Advantage...)
			}
		}
	}
	for _, w := range c.worn {
		sh.Resist = append(sh.Resist, w.rec.Resist...)
	}
	slices.Sort(sh.Resist)
	sh.Resist = slices.Compact(sh.Resist)
	slices.Sort(sh.Advantage)
	sh.Advantage = slices.Compact(sh.Advantage)
	sh.Equipment = s.Equipment
	if c.armor != nil && !c.proficientArmor(c.armor.Category) {
		sh.Notes = append(sh.Notes, fmt.Sprintf("not proficient with %s armor: disadvantage on STR and DEX tests, no spellcasting (%s)", c.armor.Category, c.cite("Armor Training")))
	}
	c.invocationNumbers() // invocation_effects.go
}

// proficientArmor reports training with a category of armor or shields.
func (c *Character) proficientArmor(category string) bool {
	if category == "shield" {
		return c.prof["shields"]
	}
	return c.prof[category+"-armor"] || c.prof["all-armor"]
}

// armorClass picks the best base formula the character may use (armor and
// DEX, unarmored, or an Unarmored Defense) and adds the shield and the
// Defense fighting style. Only one base formula applies.
func (c *Character) armorClass() *Value {
	dex := c.Mod(rules.DEX)
	rule := c.cite("Armor Class")
	var best []rules.Term
	consider := func(terms []rules.Term) {
		if best == nil || rules.Sum(terms) > rules.Sum(best) {
			best = terms
		}
	}
	if a := c.armor; a != nil {
		terms := []rules.Term{{Value: a.AC, Source: a.Name, Rule: a.Cite}}
		if a.AddsDex() {
			d := dex
			if a.DexCap > 0 {
				d = min(d, a.DexCap)
			}
			src := "dex"
			if d != dex {
				src = fmt.Sprintf("dex (at most %d in %s armor)", a.DexCap, a.Category)
			}
			terms = append(terms, rules.Term{Value: d, Source: src, Rule: a.Cite})
		}
		consider(terms)
	} else {
		consider([]rules.Term{{Value: 10, Source: "unarmored", Rule: rule}, {Value: dex, Source: "dex", Rule: rule}})
		for _, f := range c.features {
			u := f.Unarmored
			if u == nil || c.shield != nil && !u.Shield {
				continue
			}
			terms := []rules.Term{{Value: u.Base, Source: f.Name, Rule: f.Cite}}
			for _, ab := range u.Abilities {
				a, err := rules.ParseAbility(ab)
				if err == nil {
					terms = append(terms, rules.Term{Value: c.Mod(a), Source: ab, Rule: f.Cite})
				}
			}
			consider(terms)
		}
	}
	if c.shield != nil {
		best = append(best, rules.Term{Value: c.shield.AC, Source: c.shield.Name, Rule: c.shield.Cite})
	}
	best = append(best, c.itemAC()...)
	if src, ok := c.hasStyle(styleDefense); ok && c.armor != nil {
		best = append(best, rules.Term{Value: 1, Source: "Defense fighting style", Rule: src})
	}
	return value(best...)
}

// initiative is DEX plus Alert and half-proficiency features.
func (c *Character) initiative(pb int) *Value {
	terms := []rules.Term{{Value: c.Mod(rules.DEX), Source: "dex", Rule: c.cite("Initiative")}}
	for _, f := range c.feats {
		if f.Initiative {
			terms = append(terms, rules.Term{Value: pb, Source: f.Name, Rule: f.Cite})
		}
	}
	if t, ok := c.halfBonus(rules.DEX, pb, true); ok {
		terms = append(terms, t)
	}
	return value(terms...)
}

// halfBonus is the best half-proficiency term for an unproficient check.
func (c *Character) halfBonus(a rules.Ability, pb int, initiative bool) (rules.Term, bool) {
	var best rules.Term
	found := false
	for _, f := range c.features {
		h, ok := halfProficiency[f.ID]
		if !ok || initiative && !h.initiative || h.abilities != nil && !slices.Contains(h.abilities, a) {
			continue
		}
		v := pb / 2
		if h.roundUp {
			v = (pb + 1) / 2
		}
		if !found || v > best.Value {
			best, found = rules.Term{Value: v, Source: f.Name + " (half proficiency)", Rule: f.Cite}, true
		}
	}
	return best, found
}

// speed is the species' speed with features and heavy armor.
func (c *Character) speed() *Value {
	sp := c.species
	base := sp.Speed
	if c.subspecies != nil && c.subspecies.Speed > 0 {
		sp, base = c.subspecies, c.subspecies.Speed
	}
	extra, from := c.speciesExtra() // extras.go: a wood elf's 35 feet
	if from != nil {
		sp, base = from, extra.speed
	}
	terms := []rules.Term{{Value: base, Source: sp.Name, Rule: sp.Cite}}
	heavy := c.armor != nil && c.armor.Category == "heavy"
	for _, f := range c.features {
		if f.Speed != 0 && !heavy {
			terms = append(terms, rules.Term{Value: f.Speed, Source: f.Name, Rule: f.Cite})
		}
		if strings.HasPrefix(f.Column, "unarmored-movement") && c.armor == nil && c.shield == nil {
			if v := c.column(f.Class, f.Column); v != 0 {
				terms = append(terms, rules.Term{Value: v, Source: f.Name, Rule: f.Cite})
			}
		}
	}
	if heavy && c.armor.StrMin > c.scores[rules.STR] && extra.heavyArmorOK {
		terms = append(terms, rules.Term{Value: 0, Source: fmt.Sprintf("%s needs STR %d; a %s is not slowed by heavy armor", c.armor.Name, c.armor.StrMin, c.species.Name), Rule: c.species.Cite})
	}
	if heavy && c.armor.StrMin > c.scores[rules.STR] && !extra.heavyArmorOK {
		terms = append(terms, rules.Term{Value: -10, Source: fmt.Sprintf("%s needs STR %d", c.armor.Name, c.armor.StrMin), Rule: c.armor.Cite})
	}
	if t, ok := c.encumbranceTerm(); ok {
		terms = append(terms, t)
	}
	return value(terms...)
}

// column reads a class table column at the character's level in the class.
func (c *Character) column(class, name string) int {
	for _, e := range c.classes {
		if e.class.ID == class {
			return e.class.Level(e.spec.Level).Column(name)
		}
	}
	return 0
}

// hitPoints is the hit point maximum: the first level's die at its
// maximum, each later level's average (or roll), CON on every level, and
// hit points per level from traits and feats. Decision: a level adds at
// least 1 hit point.
func (c *Character) hitPoints() *Value {
	con := c.Mod(rules.CON)
	rule := c.cite("Hit Points")
	var terms []rules.Term
	floor := 0
	for i, e := range c.classes {
		die := e.class.HitDie
		gains := []int{}
		if i == 0 {
			terms = append(terms, rules.Term{Value: die, Source: fmt.Sprintf("%s level 1: d%d maximum", e.class.ID, die), Rule: rule})
			gains = append(gains, die)
		}
		rest := e.spec.Level
		if i == 0 {
			rest--
		}
		if rest > 0 {
			if c.hpRolled {
				sum := 0
				for _, r := range e.spec.HPRolls {
					if r == 0 { // this level took the average
						r = die/2 + 1
					}
					sum += r
					gains = append(gains, r)
				}
				shown := make([]string, len(e.spec.HPRolls))
				for j, r := range e.spec.HPRolls {
					shown[j] = strconv.Itoa(r)
					if r == 0 {
						shown[j] = fmt.Sprintf("%d (fixed)", die/2+1)
					}
				}
				terms = append(terms, rules.Term{Value: sum, Source: fmt.Sprintf("%s: %d levels of d%d rolled %s", e.class.ID, rest, die, strings.Join(shown, ", ")), Rule: rule})
			} else {
				avg := die/2 + 1
				for range rest {
					gains = append(gains, avg)
				}
				terms = append(terms, rules.Term{Value: avg * rest, Source: fmt.Sprintf("%s: %d levels at %d (d%d fixed)", e.class.ID, rest, avg, die), Rule: rule})
			}
		}
		for _, g := range gains {
			if g+con < 1 {
				floor += 1 - (g + con)
			}
		}
	}
	lvl := c.Level()
	if con != 0 {
		terms = append(terms, rules.Term{Value: con * lvl, Source: fmt.Sprintf("con %+d × %d levels", con, lvl), Rule: rule})
	}
	if floor > 0 {
		terms = append(terms, rules.Term{Value: floor, Source: "at least 1 hit point a level", Rule: "Arbiter decision (docs/characters.md)"})
	}
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		for _, t := range sp.Traits {
			if t.HPPerLevel != 0 && t.Level <= lvl {
				terms = append(terms, rules.Term{Value: t.HPPerLevel * lvl, Source: fmt.Sprintf("%s: %d × %d levels", t.Name, t.HPPerLevel, lvl), Rule: sp.Cite})
			}
		}
	}
	for _, f := range c.features {
		if x, ok := featureExtras[f.ID]; ok && x.hpPerClassLevel != 0 {
			n := c.classLevel(f.Class)
			terms = append(terms, rules.Term{Value: x.hpPerClassLevel * n, Source: fmt.Sprintf("%s: %d × %d %s levels", f.Name, x.hpPerClassLevel, n, f.Class), Rule: f.Cite})
		}
	}
	for _, f := range c.feats {
		if f.HPPerLevel != 0 {
			terms = append(terms, rules.Term{Value: f.HPPerLevel * lvl, Source: fmt.Sprintf("%s: %d × %d levels", f.Name, f.HPPerLevel, lvl), Rule: f.Cite})
		}
	}
	return value(terms...)
}

// skill is a skill's bonus: its ability, proficiency (doubled by
// expertise) or a half-proficiency feature.
func (c *Character) skill(id string, a rules.Ability, pb int) *Value {
	terms := []rules.Term{{Value: c.Mod(a), Source: a.String(), Rule: c.cite("Skills")}}
	switch {
	case c.expertise[id]:
		terms = append(terms, rules.Term{Value: 2 * pb, Source: "expertise (double proficiency)", Rule: c.cite("Expertise")})
	case c.prof[id]:
		terms = append(terms, rules.Term{Value: pb, Source: "proficiency", Rule: c.cite("Proficiency Bonus")})
	default:
		if t, ok := c.halfBonus(a, pb, false); ok {
			terms = append(terms, t)
		}
	}
	if t, ok := c.orderSkill(id); ok { // orders.go: Thaumaturge, Magician
		terms = append(terms, t)
	}
	return value(terms...)
}

// proficientWeapon reports training with a weapon: its category, or the
// weapon by name (longswords, crossbows-light).
func (c *Character) proficientWeapon(w *content.Weapon) bool {
	if c.prof[w.Category+"-weapons"] || c.prof[w.ID+"s"] || c.prof[w.ID] {
		return true
	}
	if i := strings.IndexByte(w.ID, '-'); i > 0 && c.prof[w.ID[:i]+"s"+w.ID[i:]] {
		return true
	}
	return false
}

// monkWeapon reports whether Martial Arts lets the character use DEX with
// a weapon: a feature with the martial-arts-die column, and a simple melee
// weapon without Two-Handed or Heavy, a shortsword (2014), or a martial
// melee weapon with Light (2024).
func (c *Character) monkWeapon(w *content.Weapon) (string, bool) {
	for _, f := range c.features {
		if f.Column != "martial-arts-die" || w.Kind != "melee" {
			continue
		}
		p := w.Properties
		switch {
		case slices.Contains(p, "monk"), w.ID == "shortsword",
			w.Category == "simple" && !slices.Contains(p, "two-handed") && !slices.Contains(p, "heavy"),
			w.Category == "martial" && slices.Contains(p, "light") && f.ID == "monk-martial-arts":
			return f.Name + " (" + f.Cite + ")", true
		}
	}
	return "", false
}

// attacks works out each weapon's attack and damage, the mundane weapons
// then the magic ones.
func (c *Character) attacks(pb int) {
	seen := map[string]bool{}
	for _, w := range c.weapons {
		if !seen[w.ID] {
			seen[w.ID] = true
			c.weaponAttack(w, nil, pb)
		}
	}
	for i := range c.worn {
		if c.worn[i].weapon != nil {
			c.weaponAttack(c.worn[i].weapon, &c.worn[i], pb)
		}
	}
	u := c.unarmedStrike(pb) // unarmed.go
	c.Sheet.Unarmed = u
	c.values["attacks.unarmed-strike.to_hit"], c.values["attacks.unarmed-strike.damage"] = u.ToHit, u.Damage
}

// weaponAttack works out one weapon's attack and damage; item is the magic
// item the weapon is, or nil.
func (c *Character) weaponAttack(w *content.Weapon, item *worn, pb int) {
	rule := c.cite("Attack Rolls")
	ab, why := rules.STR, "melee weapon"
	if w.Kind == "ranged" {
		ab, why = rules.DEX, "ranged weapon"
	}
	if slices.Contains(w.Properties, "finesse") && c.Mod(rules.DEX) > c.Mod(rules.STR) {
		ab, why = rules.DEX, "finesse"
	}
	if src, ok := c.monkWeapon(w); ok && c.Mod(rules.DEX) > c.Mod(ab) {
		ab, why = rules.DEX, src
	}
	if a, src, ok := c.pactAbility(w, item, ab); ok { // pact_weapon.go: 2024 Pact of the Blade
		ab, why = a, src
	}
	toHit := []rules.Term{{Value: c.Mod(ab), Source: ab.String() + " (" + why + ")", Rule: rule}}
	if c.proficientWeapon(w) {
		toHit = append(toHit, rules.Term{Value: pb, Source: "proficiency", Rule: c.cite("Proficiency Bonus")})
	}
	if src, ok := c.hasStyle(styleArchery); ok && w.Kind == "ranged" {
		toHit = append(toHit, rules.Term{Value: 2, Source: "Archery fighting style", Rule: src})
	}
	dmg := []rules.Term{{Value: c.Mod(ab), Source: ab.String(), Rule: c.cite("Damage Rolls")}}
	if src, ok := c.hasStyle(styleDueling); ok && w.Kind == "melee" && !slices.Contains(w.Properties, "two-handed") {
		dmg = append(dmg, rules.Term{Value: 2, Source: "Dueling fighting style (one-handed, no other weapon)", Rule: src})
	}
	id, name := w.ID, w.Name
	if item != nil {
		m := item.rec
		id, name = m.ID, m.Name
		if m.Base != w.ID {
			id, name = m.ID+"-"+w.ID, m.Name+" ("+w.Name+")"
		}
		if item.b.Attack != 0 {
			toHit = append(toHit, rules.Term{Value: item.b.Attack, Source: m.Name, Rule: m.Cite})
		}
		if item.b.Damage != 0 {
			dmg = append(dmg, rules.Term{Value: item.b.Damage, Source: m.Name, Rule: m.Cite})
		}
	}
	for _, wi := range c.worn {
		lim := itemLimits[wi.rec.ID]
		if wi.weapon == nil && wi.b.Damage != 0 && slices.Contains(lim.weapons, w.ID) {
			dmg = append(dmg, rules.Term{Value: wi.b.Damage, Source: wi.rec.Name, Rule: wi.rec.Cite})
		}
	}
	at := Attack{ID: id, Name: name, Ability: ab.String(), ToHit: value(toHit...), Damage: value(dmg...),
		DamageType: w.DamageType, Properties: w.Properties, Mastery: w.Mastery, Magical: item != nil}
	at.Dice, at.WeaponDice = withMod(w.Damage, at.Damage.Value), w.Damage
	if w.Versatile != "" {
		at.Versatile = withMod(w.Versatile, at.Damage.Value)
	}
	if slices.Contains(w.Properties, "light") {
		off := min(0, c.Mod(ab))
		if _, ok := c.hasStyle(styleTwoWeapon); ok {
			off = c.Mod(ab)
		}
		if item != nil {
			off += item.b.Damage
		}
		at.OffHand = withMod(w.Damage, off)
	}
	c.pactAttack(&at, w, item, pb)      // pact_weapon.go
	if note, ok := c.styleNote(w); ok { // styles.go: Great Weapon Fighting
		at.Notes = append(at.Notes, note)
	}
	if !c.masters(w) {
		at.Mastery = ""
	}
	if w.Range > 0 {
		at.Range = []int{w.Range, w.Long}
	}
	c.Sheet.Attacks = append(c.Sheet.Attacks, at)
	c.values["attacks."+id+".to_hit"] = at.ToHit
	c.values["attacks."+id+".damage"] = at.Damage
}

// withMod writes dice plus a modifier: 1d8+3, 1d6-1, 1d4.
func withMod(d string, mod int) string {
	if d == "" {
		d = "0"
	}
	switch {
	case mod > 0:
		return d + "+" + strconv.Itoa(mod)
	case mod < 0:
		return d + strconv.Itoa(mod)
	}
	return d
}

// spellcasting works out each casting class's DC and attack, and the slots.
func (c *Character) spellcasting() {
	cr := c.base()
	levels := map[string]int{}
	var single *classEntry
	casters := 0
	for i := range c.classes {
		e := &c.classes[i]
		sc := e.class.Spellcasting
		if sc == nil || e.spec.Level < sc.From {
			continue
		}
		a, err := rules.ParseAbility(sc.Ability)
		if err != nil {
			continue
		}
		dc, dcTerms := c.Ruleset.SpellSaveDC(cr, a)
		atk, atkTerms := c.Ruleset.SpellAttackBonus(cr, a)
		for _, t := range c.itemTerms(func(b content.Bonuses) int { return b.SpellDC }) {
			dc, dcTerms = dc+t.Value, append(dcTerms, t)
		}
		for _, t := range c.itemTerms(func(b content.Bonuses) int { return b.SpellAttack }) {
			atk, atkTerms = atk+t.Value, append(atkTerms, t)
		}
		row := e.class.Level(e.spec.Level)
		lim := c.spellLimits(e)
		cs := Casting{Class: e.class.ID, Ability: sc.Ability, DC: &Value{dc, dcTerms}, Attack: &Value{atk, atkTerms},
			Cantrips: lim.cantrips, Known: row.Known, Prepared: row.Prepared,
			Spells: c.Spec.Spells[e.class.ID], Always: append(c.alwaysPrepared(e), c.bookAlways(e)...)}
		if row.Known == 0 && row.Prepared == 0 && sc.Prepared {
			cs.Prepared = lim.spells
		}
		if lim.terms != nil {
			cs.Limit = value(lim.terms...)
			c.values["spells."+e.class.ID+"."+lim.verb] = cs.Limit
		}
		c.Sheet.Spellcasting = append(c.Sheet.Spellcasting, cs)
		c.values["spells."+e.class.ID+".dc"] = cs.DC
		c.values["spells."+e.class.ID+".attack"] = cs.Attack
		if sc.Kind == content.CasterPact {
			if row.PactSlots > 0 {
				c.Sheet.Pact = &Pact{Slots: row.PactSlots, Level: row.PactLevel}
				src := fmt.Sprintf("%s table at level %d", e.class.ID, e.spec.Level)
				c.values["pact.slots"] = value(rules.Term{Value: row.PactSlots, Source: src + ", Spell Slots", Rule: e.class.Cite})
				c.values["pact.level"] = value(rules.Term{Value: row.PactLevel, Source: src + ", Slot Level", Rule: e.class.Cite})
			}
			continue
		}
		levels[e.class.ID] = e.spec.Level
		casters++
		single = e
	}
	var slots [9]int
	var src, rule string
	switch {
	case casters == 1:
		slots = single.class.Level(single.spec.Level).Slots
		src, rule = fmt.Sprintf("%s table at level %d", single.class.ID, single.spec.Level), single.class.Cite
	case casters > 1:
		slots, _ = c.cat.SlotsFor(levels)
		cl := c.casterLevel(levels) // slots.go
		c.values["spells.caster-level"] = cl
		src, rule = fmt.Sprintf("multiclass spellcaster table at caster level %d", cl.Value), c.cite("Multiclassing")
	}
	n := 9
	for n > 0 && slots[n-1] == 0 {
		n--
	}
	if n > 0 {
		c.Sheet.Slots = slots[:n]
	}
	for i, k := range c.Sheet.Slots {
		c.values["slots."+strconv.Itoa(i+1)] = value(rules.Term{Value: k, Source: src, Rule: rule})
	}
}

// resources lists the class resources the character has at its levels.
func (c *Character) resources() {
	for _, e := range c.classes {
		for _, r := range e.class.Resources {
			n := r.UsesAt(e.spec.Level)
			if r.UsesFrom != "" {
				if !c.hasFeature(r.Feature) {
					continue
				}
				n = c.usesFrom(r.UsesFrom, e.spec.Level)
			}
			if n == 0 {
				continue
			}
			c.Sheet.Resources = append(c.Sheet.Resources, ResourceInfo{ID: r.ID, Name: r.Name, Max: n, Recovery: r.Recovery,
				Partial: r.Partial, ShortRest: r.ShortFrom > 0 && e.spec.Level >= r.ShortFrom})
			if n > 0 {
				src := fmt.Sprintf("%s table, %s at level %d", e.class.ID, r.Name, e.spec.Level)
				if r.UsesFrom != "" {
					src = fmt.Sprintf("%s: %s (%s %d)", r.Name, r.UsesFrom, e.class.ID, e.spec.Level)
				}
				c.values["resources."+r.ID] = value(rules.Term{Value: n, Source: src, Rule: e.class.Cite})
			}
		}
	}
}

// usesFrom works out a resource's uses from its formula.
func (c *Character) usesFrom(f string, level int) int {
	switch f {
	case "pb":
		return rules.ProficiencyByLevel(c.Level())
	case "level":
		return level
	}
	if k, ok := strings.CutPrefix(f, "level*"); ok {
		n, _ := strconv.Atoi(k)
		return level * n
	}
	if a, err := rules.ParseAbility(f); err == nil {
		return max(1, c.Mod(a))
	}
	return 0
}
