package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// invocationEffect is what an Eldritch Invocation does that the sheet and
// combat use (the catalog's effect trees say the rest in words):
//   - spell: a spell cast without a slot, at will, or free times a long
//     rest; castAt the spell level of that cast (0: the spell's own);
//   - cantrip: the invocation acts on one cantrip ("eldritch-blast" in
//     2014; 2024 a chosen warlock cantrip that deals damage, or deals it
//     with an attack roll: "damage", "attack"), adding CHA to its damage
//     (damage), pushing a creature it hits (push feet, largest the biggest
//     size pushed, "" any), or setting its range (rangeTo) or adding 30 ×
//     warlock level (rangePer);
//   - darkvision or truesight in feet; swim: a swim speed equal to the
//     speed; attacks: the attacks the Attack action makes with the pact
//     weapon; concentration: advantage on saves to keep concentration.
type invocationEffect struct {
	spell         string
	free, castAt  int
	cantrip       string
	damage        bool
	push          int
	largest       string
	rangeTo       int
	rangePer      int
	darkvision    int
	truesight     int
	swim          bool
	attacks       int
	concentration bool
	// withSlot: the spell is cast once a long rest with a warlock spell
	// slot (2014).
	withSlot bool
	// maxDice: a cast without a slot gives the dice's highest number
	// (2024 Fiendish Vigor's temporary hit points).
	maxDice bool
	// targets: the creature types the spell cast without a slot may
	// target (2014 Chains of Carceri).
	targets []string
}

// reaches reports whether a cantrip has the range the invocation needs:
// 2024 Eldritch Spear takes one with a range of 10 ft. or more.
func (e invocationEffect) reaches(sp *content.Spell) bool {
	return e.rangePer == 0 || (sp.Range.Kind == "feet" && sp.Range.Feet >= 10)
}

// onceWithSlot is a spell cast once a long rest with a warlock spell slot.
func onceWithSlot(id string) invocationEffect {
	return invocationEffect{spell: id, free: 1, withSlot: true}
}

// atWill is a spell cast at will without a slot.
func atWill(id string) invocationEffect { return invocationEffect{spell: id} }

// invocationEffects are by ruleset and option name (SRD 5.1, Classes,
// Warlock, Eldritch Invocations; SRD 5.2.1, Classes, Warlock, Eldritch
// Invocation Options). The speech and reading ones are not numbers;
// they stay in the features.
var invocationEffects = map[string]map[string]invocationEffect{
	"srd-5.1": {
		"agonizing-blast":           {cantrip: "eldritch-blast", damage: true},
		"armor-of-shadows":          atWill("mage-armor"),
		"ascendant-step":            atWill("levitate"),
		"beast-speech":              atWill("speak-with-animals"),
		"bewitching-whispers":       onceWithSlot("compulsion"),
		"chains-of-carceri":         {spell: "hold-monster", targets: []string{"celestial", "fiend", "elemental"}},
		"dreadful-word":             onceWithSlot("confusion"),
		"minions-of-chaos":          onceWithSlot("conjure-elemental"),
		"mire-the-mind":             onceWithSlot("slow"),
		"sculptor-of-flesh":         onceWithSlot("polymorph"),
		"sign-of-ill-omen":          onceWithSlot("bestow-curse"),
		"thief-of-five-fates":       onceWithSlot("bane"),
		"devils-sight":              {darkvision: 120},
		"eldritch-sight":            atWill("detect-magic"),
		"eldritch-spear":            {cantrip: "eldritch-blast", rangeTo: 300},
		"fiendish-vigor":            {spell: "false-life", castAt: 1},
		"mask-of-many-faces":        atWill("disguise-self"),
		"master-of-myriad-forms":    atWill("alter-self"),
		"misty-visions":             atWill("silent-image"),
		"otherworldly-leap":         atWill("jump"),
		"repelling-blast":           {cantrip: "eldritch-blast", push: 10},
		"thirsting-blade":           {attacks: 2},
		"visions-of-distant-realms": atWill("arcane-eye"),
		"whispers-of-the-grave":     atWill("speak-with-dead"),
		"witch-sight":               {truesight: 30},
	},
	"srd-5.2.1": {
		"agonizing-blast":           {cantrip: "damage", damage: true},
		"armor-of-shadows":          atWill("mage-armor"),
		"ascendant-step":            atWill("levitate"),
		"devils-sight":              {darkvision: 120},
		"devouring-blade":           {attacks: 3},
		"eldritch-mind":             {concentration: true},
		"eldritch-spear":            {cantrip: "damage", rangePer: 30},
		"fiendish-vigor":            {spell: "false-life", maxDice: true},
		"gift-of-the-depths":        {spell: "water-breathing", free: 1, swim: true},
		"mask-of-many-faces":        atWill("disguise-self"),
		"master-of-myriad-forms":    atWill("alter-self"),
		"misty-visions":             atWill("silent-image"),
		"one-with-shadows":          atWill("invisibility"),
		"otherworldly-leap":         atWill("jump"),
		"pact-of-the-chain":         atWill("find-familiar"),
		"repelling-blast":           {cantrip: "attack", push: 10, largest: "large"},
		"thirsting-blade":           {attacks: 2},
		"visions-of-distant-realms": atWill("arcane-eye"),
		"whispers-of-the-grave":     atWill("speak-with-dead"),
		"witch-sight":               {truesight: 30},
	},
}

// invocationsKey names the invocations' spells among the granted sources.
const invocationsKey = "eldritch-invocations"

// InvocationCantrip is the cantrip an invocation acts on, and what it does
// to it: CHA added to its damage, a push on a hit, its range.
type InvocationCantrip struct {
	Invocation string `json:"invocation"`
	Cantrip    string `json:"cantrip"`
	// DamageBonus is Agonizing Blast's CHA modifier on each damage roll.
	DamageBonus *Value `json:"damage_bonus,omitempty"`
	// Push is Repelling Blast's feet, against creatures no bigger than
	// Largest ("" any size).
	Push    int    `json:"push,omitempty"`
	Largest string `json:"largest,omitempty"`
	// Range is Eldritch Spear's range in feet.
	Range *Value `json:"range,omitempty"`
	Rule  string `json:"rule"`
}

// buildInvocationEffects gives each invocation taken its effect: its
// spells as a granted source (CHA, the warlock's ability), the cantrip it
// acts on (checked against its prerequisite and the other times it is
// taken), senses, a swim speed, Thirsting Blade's attacks and Eldritch
// Mind's advantage.
func (c *Character) buildInvocationEffects() error {
	if err := c.buildPactWeapon(); err != nil { // pact_weapon.go
		return err
	}
	if err := c.checkPactType(); err != nil { // pact_blade_extras.go
		return err
	}
	table := invocationEffects[c.cat.Ruleset]
	for name := range c.Spec.InvocationCantrips {
		if !slices.Contains(c.Spec.Invocations, name) {
			return fmt.Errorf("%w: invocation_cantrips names %s, which is not among the invocations taken", ErrIllegal, name)
		}
		if e, ok := table[name]; !ok || e.cantrip == "" {
			return fmt.Errorf("%w: invocation_cantrips names %s, which acts on no chosen cantrip", ErrIllegal, name)
		}
	}
	if len(c.Sheet.Invocations) == 0 {
		return nil
	}
	f := c.invocationFeature()
	gc := GrantedCasting{Key: invocationsKey, From: invocationsKey, Name: f.Name, Ability: "cha", Rule: f.Cite}
	count := map[string]int{}
	for _, inv := range c.Sheet.Invocations {
		name := strings.TrimPrefix(inv.ID, invocationPrefix)
		e, ok := table[name]
		if !ok {
			continue
		}
		if e.spell != "" && !slices.ContainsFunc(gc.Spells, func(s GrantedSpell) bool { return s.ID == e.spell }) {
			sp, ok := c.cat.Spell(e.spell)
			if !ok {
				return fmt.Errorf("%w spell %q (%s)", ErrUnknown, e.spell, inv.Name)
			}
			gc.Spells = append(gc.Spells, GrantedSpell{ID: sp.ID, Level: sp.Level, Free: e.free, CastAt: e.castAt, AtWill: e.free == 0, WithSlot: e.withSlot, MaxDice: e.maxDice, Targets: e.targets})
		}
		if e.concentration {
			c.Sheet.Advantage = append(c.Sheet.Advantage, "concentration-saves")
		}
		if e.cantrip == "" {
			continue
		}
		n := count[name]
		count[name]++
		cantrip, err := c.invocationCantrip(name, e, n, inv.Rule)
		if err != nil {
			return err
		}
		if cantrip == "" {
			continue
		}
		ic := InvocationCantrip{Invocation: inv.ID, Cantrip: cantrip, Push: e.push, Largest: e.largest, Rule: inv.Rule}
		c.Sheet.InvocationCantrips = append(c.Sheet.InvocationCantrips, ic)
	}
	if len(gc.Spells) > 0 {
		c.Sheet.Granted = append(c.Sheet.Granted, gc)
	}
	return nil
}

// invocationCantrip is the cantrip the n-th time invocation name is taken
// acts on: the 2014 fixed one, or the spec's choice among the warlock's
// cantrips meeting the prerequisite, each time a different one; left out,
// the only eligible cantrip, otherwise a pending choice ("").
func (c *Character) invocationCantrip(name string, e invocationEffect, n int, cite string) (string, error) {
	if e.cantrip != "damage" && e.cantrip != "attack" {
		return e.cantrip, nil
	}
	var eligible []string
	for _, id := range c.Spec.Spells["warlock"] {
		if sp, ok := c.cat.Spell(id); ok && sp.Level == 0 && cantripDeals(sp, e.cantrip == "attack") && e.reaches(sp) {
			eligible = append(eligible, id)
		}
	}
	chosen := c.Spec.InvocationCantrips[name]
	if n < len(chosen) {
		id := chosen[n]
		if slices.Contains(chosen[:n], id) {
			return "", fmt.Errorf("%w: invocation_cantrips: %s is chosen twice for %s; each time takes a different cantrip (%s)", ErrIllegal, id, name, cite)
		}
		if !slices.Contains(eligible, id) {
			what := map[string]string{"damage": "deals damage", "attack": "deals damage with an attack roll"}[e.cantrip]
			if e.rangePer > 0 {
				what += " at a range of 10 ft. or more"
			}
			return "", fmt.Errorf("%w: invocation_cantrips: %s for %s is not a warlock cantrip the character knows that %s (%s)", ErrIllegal, id, name, what, cite)
		}
		return id, nil
	}
	if len(chosen) == 0 && n == 0 && len(eligible) == 1 {
		return eligible[0], nil
	}
	c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s: choose the cantrip it acts on (invocation_cantrips)", name))
	return "", nil
}

// invocationNumbers works out the numbers of the invocations' effects,
// each with its terms: Agonizing Blast's damage bonus and Eldritch
// Spear's range (paths invocations.<name>.<cantrip>.damage and .range),
// Devil's Sight's darkvision, Witch Sight's truesight
// (invocations.<name>.feet) and Thirsting Blade's attacks
// (invocations.<name>.attacks).
func (c *Character) invocationNumbers() {
	c.pactBladeExtras() // pact_blade_extras.go
	table := invocationEffects[c.cat.Ruleset]
	for i := range c.Sheet.InvocationCantrips {
		ic := &c.Sheet.InvocationCantrips[i]
		name := strings.TrimPrefix(ic.Invocation, invocationPrefix)
		e := table[name]
		path := "invocations." + name + "." + ic.Cantrip
		if e.damage {
			ic.DamageBonus = value(rules.Term{Value: c.Mod(rules.CHA), Source: "cha (" + ic.Invocation[len(invocationPrefix):] + ")", Rule: ic.Rule})
			c.values[path+".damage"] = ic.DamageBonus
		}
		if e.rangeTo == 0 && e.rangePer == 0 {
			continue
		}
		base := 0
		if sp, ok := c.cat.Spell(ic.Cantrip); ok {
			base = sp.Range.Feet
		}
		terms := []rules.Term{{Value: base, Source: ic.Cantrip + " range", Rule: c.cite("Spells")}}
		if e.rangeTo > 0 {
			terms = append(terms, rules.Term{Value: e.rangeTo - base, Source: fmt.Sprintf("%s (range %d ft.)", name, e.rangeTo), Rule: ic.Rule})
		} else {
			lv := c.classLevel("warlock")
			terms = append(terms, rules.Term{Value: e.rangePer * lv, Source: fmt.Sprintf("%s (%d × warlock level %d)", name, e.rangePer, lv), Rule: ic.Rule})
		}
		ic.Range = value(terms...)
		c.values[path+".range"] = ic.Range
	}
	for _, inv := range c.Sheet.Invocations {
		name := strings.TrimPrefix(inv.ID, invocationPrefix)
		e := table[name]
		switch {
		case e.darkvision > 0:
			c.Sheet.Darkvision = max(c.Sheet.Darkvision, e.darkvision)
			c.values["invocations."+name+".feet"] = value(rules.Term{Value: e.darkvision, Source: inv.Name + ": darkvision, magical darkness too", Rule: inv.Rule})
		case e.truesight > 0:
			c.Sheet.Truesight = max(c.Sheet.Truesight, e.truesight)
			c.values["invocations."+name+".feet"] = value(rules.Term{Value: e.truesight, Source: inv.Name + ": truesight", Rule: inv.Rule})
		case e.attacks > 0:
			// Thirsting Blade's Extra Attack; Devouring Blade adds one more.
			v, ok := c.values["invocations.thirsting-blade.attacks"]
			if !ok {
				v = value(rules.Term{Value: 1, Source: "Attack action", Rule: c.cite("Attack")})
				c.values["invocations.thirsting-blade.attacks"] = v
			}
			v.Terms = append(v.Terms, rules.Term{Value: e.attacks - v.Value, Source: inv.Name + ": with the pact weapon", Rule: inv.Rule})
			v.Value = rules.Sum(v.Terms)
		case e.swim && c.Sheet.Speed != nil:
			c.values["invocations."+name+".swim"] = value(rules.Term{Value: c.Sheet.Speed.Value, Source: inv.Name + ": swim speed equal to the speed", Rule: inv.Rule})
		}
	}
}

// invocationSenses adds the invocations' senses and swim speed to the
// creature combat plays.
func (c *Character) invocationSenses(cr *rules.Creature) {
	for _, inv := range c.Sheet.Invocations {
		e := invocationEffects[c.cat.Ruleset][strings.TrimPrefix(inv.ID, invocationPrefix)]
		cr.Senses.Darkvision = max(cr.Senses.Darkvision, e.darkvision)
		cr.Senses.SeeDark = max(cr.Senses.SeeDark, e.darkvision) // Devil's Sight: magical darkness too, seen normally
		cr.Senses.Truesight = max(cr.Senses.Truesight, e.truesight)
		if e.swim && c.Sheet.Speed != nil {
			cr.Speeds.Swim = max(cr.Speeds.Swim, c.Sheet.Speed.Value)
		}
	}
	for _, inv := range c.Sheet.Invocations {
		if invocationEffects[c.cat.Ruleset][strings.TrimPrefix(inv.ID, invocationPrefix)].concentration {
			cr.ConcentrationAdv = strings.TrimPrefix(inv.Name, "Eldritch Invocation: ")
		}
	}
	if n, cite := c.pactAttacks(); n > max(1, cr.AttacksPerAction) { // pact_weapon.go: Thirsting Blade
		cr.AttacksPerAction, cr.ExtraAttackCite = n, cite
	}
}

// InvocationCantripOptions lists, for each invocation taken whose cantrip
// is a choice the spec leaves open (2024 Agonizing Blast, Eldritch Spear,
// Repelling Blast), the warlock cantrips it may act on and how many times
// it is taken.
func (c *Character) InvocationCantripOptions() map[string][]string {
	out := map[string][]string{}
	table := invocationEffects[c.cat.Ruleset]
	for _, name := range c.Spec.Invocations {
		name = strings.TrimPrefix(name, invocationPrefix)
		e := table[name]
		if (e.cantrip != "damage" && e.cantrip != "attack") || len(c.Spec.InvocationCantrips[name]) > 0 || out[name] != nil {
			continue
		}
		var eligible []string
		for _, id := range c.Spec.Spells["warlock"] {
			if sp, ok := c.cat.Spell(id); ok && sp.Level == 0 && cantripDeals(sp, e.cantrip == "attack") && e.reaches(sp) {
				eligible = append(eligible, id)
			}
		}
		if len(eligible) > 1 {
			out[name] = eligible
		}
	}
	return out
}
