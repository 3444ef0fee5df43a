package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Grant is the player's choices for the spells a species trait or a feat
// gives: From is "species" or the feat's id (magic-initiate); List the
// class spell list the feat's spells come from (Magic Initiate: cleric,
// druid or wizard); Ability the spellcasting ability chosen for them; Spells
// the spells chosen (Magic Initiate: two cantrips and a level 1 spell; a
// 2014 high elf: a wizard cantrip; a 2024 high elf: a wizard cantrip in
// place of Prestidigitation).
type Grant struct {
	From    string   `json:"from"`
	List    string   `json:"list,omitempty"`
	Ability string   `json:"ability,omitempty"`
	Spells  []string `json:"spells,omitempty"`
}

// GrantedCasting is one source of spells outside a class on the sheet:
// its spellcasting ability, save DC and attack bonus, and its spells.
type GrantedCasting struct {
	// Key names it in explanation paths: spells.<key>.dc.
	Key     string         `json:"key"`
	From    string         `json:"from"`
	Name    string         `json:"name"`
	Ability string         `json:"ability,omitempty"`
	DC      *Value         `json:"dc,omitempty"`
	Attack  *Value         `json:"attack,omitempty"`
	Spells  []GrantedSpell `json:"spells,omitempty"`
	Rule    string         `json:"rule"`
}

// GrantedSpell is a spell a trait or feat gives: always prepared (or
// known), Free casts without a slot a long rest (its resource Resource),
// at spell level CastAt when the trait raises it, and Slots when spell
// slots may cast it too.
type GrantedSpell struct {
	ID       string `json:"id"`
	Level    int    `json:"level"`
	Free     int    `json:"free,omitempty"`
	Resource string `json:"resource,omitempty"`
	CastAt   int    `json:"cast_at,omitempty"`
	Slots    bool   `json:"slots,omitempty"`
	// AtWill casts it without a slot as often as wished (an Eldritch
	// Invocation's).
	AtWill bool `json:"at_will,omitempty"`
	// WithSlot: each of the Free casts a long rest takes a spell slot too
	// (2014 invocations: Mire the Mind, Sign of Ill Omen...).
	WithSlot bool `json:"with_slot,omitempty"`
	// MaxDice: a cast without a slot takes the dice's highest number
	// instead of rolling them (2024 Fiendish Vigor).
	MaxDice bool `json:"max_dice,omitempty"`
	// Targets are the creature types a cast without a slot may target
	// (2014 Chains of Carceri: celestial, fiend, elemental); empty: any.
	Targets []string `json:"targets,omitempty"`
}

// innateSpell is a spell a species gives from a character level; free is
// its casts without a slot a long rest (-1: the proficiency bonus), castAt
// the spell level it is cast at when raised.
type innateSpell struct {
	id            string
	from          int
	free, castAt  int
	replaceByList string
}

// innateRule is what a species or subspecies gives: its spells, the
// abilities to choose the spellcasting ability from (one: fixed), a
// cantrip to choose from a class list, and whether slots may cast them.
type innateRule struct {
	spells    []innateSpell
	abilities []string
	choose    string // a class list one cantrip is chosen from
	slots     bool
}

var mental = []string{"int", "wis", "cha"}

// lineage is a 2024 lineage's three spells: a cantrip at level 1, spells
// at levels 3 and 5, each cast once a long rest without a slot or with
// slots (SRD 5.2.1, Character Origins, Elf: Elven Lineage; Tiefling:
// Fiendish Legacy).
func lineage(cantrip, third, fifth string) innateRule {
	return innateRule{spells: []innateSpell{{id: cantrip, from: 1}, {id: third, from: 3, free: 1}, {id: fifth, from: 5, free: 1}},
		abilities: mental, slots: true}
}

// innate are the spells species and subspecies give, by ruleset and id;
// the catalog keeps these traits as text.
var innate = map[string]map[string]innateRule{
	"srd-5.1": {
		// SRD 5.1, Races, Tiefling, Infernal Legacy: Thaumaturgy; Hellish
		// Rebuke once a long rest as a level 2 spell from level 3;
		// Darkness once a long rest from level 5; CHA; no slots.
		"tiefling": {spells: []innateSpell{{id: "thaumaturgy", from: 1}, {id: "hellish-rebuke", from: 3, free: 1, castAt: 2}, {id: "darkness", from: 5, free: 1}},
			abilities: []string{"cha"}},
		// SRD 5.1, Races, Elf, High Elf: one wizard cantrip, INT.
		"high-elf": {abilities: []string{"int"}, choose: "wizard"},
	},
	"srd-5.2.1": {
		// SRD 5.2.1, Character Origins, Tiefling, Otherworldly Presence:
		// Thaumaturgy with the Fiendish Legacy's ability.
		"tiefling":                 {spells: []innateSpell{{id: "thaumaturgy", from: 1}}, abilities: mental, slots: true},
		"fiendish-legacy-abyssal":  lineage("poison-spray", "ray-of-sickness", "hold-person"),
		"fiendish-legacy-chthonic": lineage("chill-touch", "false-life", "ray-of-enfeeblement"),
		"fiendish-legacy-infernal": lineage("fire-bolt", "hellish-rebuke", "darkness"),
		"elven-lineage-drow":       lineage("dancing-lights", "faerie-fire", "darkness"),
		// High elf: Prestidigitation, which a long rest may swap for
		// another wizard cantrip (the spec's choice replaces it).
		"elven-lineage-high-elf": func() innateRule {
			r := lineage("prestidigitation", "detect-magic", "misty-step")
			r.spells[0].replaceByList = "wizard"
			return r
		}(),
		"elven-lineage-wood-elf": lineage("druidcraft", "longstrider", "pass-without-trace"),
		// SRD 5.2.1, Character Origins, Gnome, Gnomish Lineage: forest
		// gnome Minor Illusion and Speak with Animals (free casts equal to
		// the proficiency bonus a long rest); rock gnome Mending and
		// Prestidigitation.
		"gnomish-lineage-forest-gnome": {spells: []innateSpell{{id: "minor-illusion", from: 1}, {id: "speak-with-animals", from: 1, free: -1}}, abilities: mental, slots: true},
		"gnomish-lineage-rock-gnome":   {spells: []innateSpell{{id: "mending", from: 1}, {id: "prestidigitation", from: 1}}, abilities: mental, slots: true},
	},
}

// initiateLists are the spell lists Magic Initiate draws from (SRD 5.2.1,
// Feats, Magic Initiate): two cantrips and one level 1 spell, cast once a
// long rest without a slot, or with slots; INT, WIS or CHA.
var initiateLists = []string{"cleric", "druid", "wizard"}

const magicInitiate = "magic-initiate"

// grantFor finds the spec's choices for a source, taking them out of left.
func grantFor(left []Grant, from, list string) (Grant, []Grant, bool) {
	for i, g := range left {
		if g.From == from && (list == "" || g.List == list) {
			return g, slices.Delete(slices.Clone(left), i, i+1), true
		}
	}
	return Grant{}, left, false
}

// buildGranted checks the spells species and feats give and puts them on
// the sheet with their DC and attack bonus, and their free casts as
// resources recovered on a long rest.
func (c *Character) buildGranted() error {
	left := slices.Clone(c.Spec.Granted)
	for _, g := range left {
		if g.From != "species" && g.From != magicInitiate {
			return fmt.Errorf("%w: granted_spells from %q: only species and %s give spells this way", ErrIllegal, g.From, magicInitiate)
		}
	}
	// Species and subspecies share one choice.
	var found []innateRule
	var cite, name string
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		if r, ok := innate[c.cat.Ruleset][sp.ID]; ok {
			found = append(found, r)
			cite, name = sp.Cite, sp.Name
		}
	}
	g, rest, has := grantFor(left, "species", "")
	left = rest
	if len(found) > 0 {
		if err := c.speciesSpells(found, g, has, name, cite); err != nil {
			return err
		}
	} else if has {
		return fmt.Errorf("%w: granted_spells from species: a %s gives no spells", ErrIllegal, c.species.ID)
	}
	// Magic Initiate, once per time the feat is taken, each a different list.
	var initiates []*content.Feat
	for _, f := range c.feats {
		if f.ID == magicInitiate {
			initiates = append(initiates, f)
		}
	}
	var mine []Grant
	for _, g := range slices.Clone(left) {
		if g.From == magicInitiate {
			mine = append(mine, g)
			_, left, _ = grantFor(left, magicInitiate, g.List)
		}
	}
	if len(mine) > len(initiates) {
		return fmt.Errorf("%w: granted_spells for %s %d times, the feat taken %d", ErrIllegal, magicInitiate, len(mine), len(initiates))
	}
	fixed := ""
	if c.background != nil && c.background.Feat == magicInitiate {
		fixed = strings.ToLower(c.background.FeatNote)
	}
	for i, g := range mine {
		if !slices.Contains(initiateLists, g.List) {
			return fmt.Errorf("%w: magic initiate: list %q; choose cleric, druid or wizard (%s)", ErrIllegal, g.List, initiates[0].Cite)
		}
		if slices.ContainsFunc(mine[:i], func(o Grant) bool { return o.List == g.List }) {
			return fmt.Errorf("%w: magic initiate taken twice from the %s list; each time needs a different list (%s)", ErrIllegal, g.List, initiates[0].Cite)
		}
		if err := c.initiateSpells(g, initiates[0]); err != nil {
			return err
		}
	}
	if fixed != "" && !slices.ContainsFunc(mine, func(g Grant) bool { return g.List == fixed }) && len(mine) == len(initiates) {
		return fmt.Errorf("%w: magic initiate from the %s background draws from the %s list (%s)", ErrIllegal, c.background.ID, fixed, c.background.Cite)
	}
	for n := len(mine); n < len(initiates); n++ {
		note := "choose a list (cleric, druid, wizard)"
		if fixed != "" && !slices.ContainsFunc(mine, func(g Grant) bool { return g.List == fixed }) {
			note = "the " + fixed + " list"
		}
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("magic initiate: %s, an ability (int, wis, cha), two cantrips and a level 1 spell", note))
	}
	return nil
}

// ability checks a granted ability among those allowed.
func grantAbility(g Grant, allowed []string, what, cite string) (string, error) {
	if len(allowed) == 1 && g.Ability == "" {
		return allowed[0], nil
	}
	if !slices.Contains(allowed, g.Ability) {
		return "", fmt.Errorf("%w: %s: spellcasting ability %q; choose %s (%s)", ErrIllegal, what, g.Ability, strings.Join(allowed, ", "), cite)
	}
	return g.Ability, nil
}

// speciesSpells puts a species' spells on the sheet.
func (c *Character) speciesSpells(rs []innateRule, g Grant, has bool, name, cite string) error {
	r := rs[len(rs)-1]
	if !has {
		switch {
		case len(r.abilities) > 1:
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s spells: choose the spellcasting ability (%s)%s", name, strings.Join(r.abilities, ", "), map[bool]string{true: " and a " + r.choose + " cantrip", false: ""}[r.choose != ""]))
		case r.choose != "": // the ability is fixed: only the cantrip is open
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s spells: choose a %s cantrip", name, r.choose))
		}
		g.Ability = r.abilities[0]
	}
	ab, err := grantAbility(g, r.abilities, name+" spells", cite)
	if err != nil {
		return err
	}
	gc := GrantedCasting{Key: "species", From: "species", Name: name, Ability: ab, Rule: cite}
	var chosen []string
	for _, id := range g.Spells {
		sp, ok := c.cat.Spell(id)
		if !ok {
			return fmt.Errorf("%w spell %q in %s", ErrUnknown, id, c.cat.Ruleset)
		}
		list := r.choose
		for _, ru := range rs {
			for _, s := range ru.spells {
				if s.replaceByList != "" {
					list = s.replaceByList
				}
			}
		}
		if list == "" {
			return fmt.Errorf("%w: %s lets no spell be chosen (%s)", ErrIllegal, name, cite)
		}
		if err := c.onList(sp, list, 0, name, cite); err != nil {
			return err
		}
		chosen = append(chosen, id)
	}
	if len(chosen) > 1 {
		return fmt.Errorf("%w: %s: %d cantrips chosen, 1 allowed (%s)", ErrIllegal, name, len(chosen), cite)
	}
	if r.choose != "" && len(chosen) == 0 && has {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s spells: choose a %s cantrip", name, r.choose))
	}
	if r.choose != "" && len(chosen) == 1 {
		gc.Spells = append(gc.Spells, GrantedSpell{ID: chosen[0]})
	}
	for _, ru := range rs {
		for _, s := range ru.spells {
			if s.from > c.Level() {
				continue
			}
			id := s.id
			if s.replaceByList != "" && len(chosen) == 1 {
				id = chosen[0]
			}
			sp, ok := c.cat.Spell(id)
			if !ok {
				return fmt.Errorf("%w spell %q in %s", ErrUnknown, id, c.cat.Ruleset)
			}
			free := s.free
			if free < 0 {
				free = rules.ProficiencyByLevel(c.Level())
			}
			gc.Spells = append(gc.Spells, GrantedSpell{ID: id, Level: sp.Level, Free: free, CastAt: s.castAt, Slots: ru.slots && sp.Level > 0})
		}
	}
	c.Sheet.Granted = append(c.Sheet.Granted, gc)
	return nil
}

// onList checks a chosen spell: on a class's list, of a level.
func (c *Character) onList(sp *content.Spell, list string, level int, what, cite string) error {
	cl, ok := c.cat.Class(list)
	if !ok || cl.Spellcasting == nil || !slices.Contains(cl.Spellcasting.Spells, sp.ID) {
		return fmt.Errorf("%w: %s: %s is not on the %s spell list (%s)", ErrIllegal, what, sp.ID, list, cite)
	}
	if sp.Level != level {
		return fmt.Errorf("%w: %s: %s is a level %d spell, the choice is of level %d (%s)", ErrIllegal, what, sp.ID, sp.Level, level, cite)
	}
	return nil
}

// initiateSpells checks one Magic Initiate's choices: two cantrips and one
// level 1 spell from its list.
func (c *Character) initiateSpells(g Grant, ft *content.Feat) error {
	what := "magic initiate (" + g.List + ")"
	ab, err := grantAbility(g, mental, what, ft.Cite)
	if err != nil {
		return err
	}
	gc := GrantedCasting{Key: magicInitiate + "-" + g.List, From: magicInitiate, Name: "Magic Initiate (" + g.List + ")", Ability: ab, Rule: ft.Cite}
	cantrips, firsts := 0, 0
	for j, id := range g.Spells {
		if slices.Contains(g.Spells[:j], id) {
			return fmt.Errorf("%w: %s lists %s twice (%s)", ErrIllegal, what, id, ft.Cite)
		}
		sp, ok := c.cat.Spell(id)
		if !ok {
			return fmt.Errorf("%w spell %q in %s", ErrUnknown, id, c.cat.Ruleset)
		}
		lvl := min(sp.Level, 1)
		if err := c.onList(sp, g.List, lvl, what, ft.Cite); err != nil {
			return err
		}
		gs := GrantedSpell{ID: id, Level: sp.Level}
		if sp.Level == 0 {
			cantrips++
		} else {
			firsts++
			gs.Free, gs.Slots = 1, true
		}
		gc.Spells = append(gc.Spells, gs)
	}
	if cantrips > 2 || firsts > 1 {
		return fmt.Errorf("%w: %s: %d cantrips and %d level 1 spells, 2 and 1 allowed (%s)", ErrIllegal, what, cantrips, firsts, ft.Cite)
	}
	if cantrips < 2 || firsts < 1 {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s: choose %d more cantrips and %d more level 1 spells", what, 2-cantrips, 1-firsts))
	}
	c.Sheet.Granted = append(c.Sheet.Granted, gc)
	return nil
}

// grantedNumbers works out each granted source's DC and attack bonus with
// its ability, and lists the free casts as resources.
func (c *Character) grantedNumbers() {
	cr := c.base()
	for i := range c.Sheet.Granted {
		gc := &c.Sheet.Granted[i]
		a, err := rules.ParseAbility(gc.Ability)
		if err != nil {
			continue
		}
		dc, dcTerms := c.Ruleset.SpellSaveDC(cr, a)
		atk, atkTerms := c.Ruleset.SpellAttackBonus(cr, a)
		gc.DC, gc.Attack = &Value{dc, dcTerms}, &Value{atk, atkTerms}
		c.values["spells."+gc.Key+".dc"], c.values["spells."+gc.Key+".attack"] = gc.DC, gc.Attack
		for j := range gc.Spells {
			s := &gc.Spells[j]
			if s.Free == 0 {
				continue
			}
			s.Resource = "free-" + s.ID
			if slices.ContainsFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == s.Resource }) {
				s.Resource = "free-" + gc.Key + "-" + s.ID
			}
			name := s.ID
			if sp, ok := c.cat.Spell(s.ID); ok {
				name = sp.Name
			}
			how := "without a slot"
			if s.WithSlot {
				how = "with a spell slot"
			}
			c.Sheet.Resources = append(c.Sheet.Resources, ResourceInfo{ID: s.Resource, Name: name + " (" + gc.Name + ", " + map[bool]string{false: "no slot", true: "with a spell slot"}[s.WithSlot] + ")", Max: s.Free, Recovery: "Long Rest"})
			c.values["resources."+s.Resource] = value(rules.Term{Value: s.Free, Source: fmt.Sprintf("%s %s, a long rest (%s)", name, how, gc.Name), Rule: gc.Rule})
		}
	}
}

// Castable lists every spell the character may cast: each casting class's
// listed and always-prepared spells and the spells its species and feats
// give; listed is false when no class lists its spells and nothing grants
// any (then a scenario lets it cast any spell).
func (c *Character) Castable() (ids []string, listed bool) {
	add := func(id string) {
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	for _, cs := range c.Sheet.Spellcasting {
		listed = listed || len(cs.Spells) > 0
		for _, id := range slices.Concat(cs.Spells, cs.Always) {
			add(id)
		}
	}
	for _, gc := range c.Sheet.Granted {
		for _, s := range gc.Spells {
			listed = true
			add(s.ID)
		}
	}
	return ids, listed
}

// GrantOption is a choice of granted spells the builder asks: the source
// (species or a feat), the lists to choose from (one when fixed), the
// spellcasting abilities allowed, and how many cantrips and level 1
// spells to choose from the list (Optional: the species' own cantrip
// stays when none is chosen).
type GrantOption struct {
	From      string
	Name      string
	Lists     []string
	Abilities []string
	Cantrips  int
	Spells    int
	Optional  bool
}

// GrantOptions lists the granted-spell choices the spec leaves open: a
// species' spellcasting ability and cantrip, and each Magic Initiate
// taken without its choices.
func (c *Character) GrantOptions() []GrantOption {
	var out []GrantOption
	has := func(from string) int {
		n := 0
		for _, g := range c.Spec.Granted {
			if g.From == from {
				n++
			}
		}
		return n
	}
	var found []innateRule
	name := ""
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		if r, ok := innate[c.cat.Ruleset][sp.ID]; ok {
			found, name = append(found, r), sp.Name
		}
	}
	if len(found) > 0 && has("species") == 0 {
		r := found[len(found)-1]
		o := GrantOption{From: "species", Name: name, Abilities: r.abilities}
		if r.choose != "" {
			o.Lists, o.Cantrips = []string{r.choose}, 1
		}
		for _, ru := range found {
			for _, s := range ru.spells {
				if s.replaceByList != "" {
					o.Lists, o.Cantrips, o.Optional = []string{s.replaceByList}, 1, true
				}
			}
		}
		if len(o.Abilities) > 1 || o.Cantrips > 0 {
			out = append(out, o)
		}
	}
	taken := 0
	for _, f := range c.feats {
		if f.ID == magicInitiate {
			taken++
		}
	}
	var used []string
	for _, g := range c.Spec.Granted {
		if g.From == magicInitiate {
			used = append(used, g.List)
		}
	}
	for n := has(magicInitiate); n < taken; n++ {
		lists := slices.DeleteFunc(slices.Clone(initiateLists), func(l string) bool { return slices.Contains(used, l) })
		if c.background != nil && c.background.Feat == magicInitiate {
			if l := strings.ToLower(c.background.FeatNote); !slices.Contains(used, l) {
				lists = []string{l}
			}
		}
		out = append(out, GrantOption{From: magicInitiate, Name: "Magic Initiate", Lists: lists, Abilities: mental, Cantrips: 2, Spells: 1})
		used = append(used, lists[0])
	}
	return out
}
