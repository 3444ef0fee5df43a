package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// MaxLevel is the highest character level.
const MaxLevel = 20

// Build checks a spec against the catalog's rules and builds the
// character, or refuses the build naming the rule it breaks.
func Build(spec *Spec, cat *content.Catalog) (*Character, error) {
	if spec == nil || cat == nil {
		return nil, fmt.Errorf("%w: no spec or no catalog", ErrSpec)
	}
	if spec.Ruleset == "" {
		spec.Ruleset = cat.Ruleset
	}
	if spec.Ruleset != cat.Ruleset {
		return nil, fmt.Errorf("%w: spec is for %s, catalog for %s", ErrSpec, spec.Ruleset, cat.Ruleset)
	}
	rs, err := rules.Get(spec.Ruleset)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSpec, err)
	}
	if strings.TrimSpace(spec.Name) == "" {
		return nil, fmt.Errorf("%w: the character needs a name", ErrSpec)
	}
	c := &Character{Spec: *spec, Ruleset: rs, cat: cat, prof: map[string]bool{}, expertise: map[string]bool{}}
	steps := []func() error{c.buildOrigin, c.buildClasses, c.buildScores, c.buildFeatures, c.buildMulticlass,
		c.buildProficiencies, c.buildFavored, c.buildEquipment, c.buildMagic, c.buildSpells, c.buildInvocations, c.buildMetamagic, c.buildArcanum, c.buildBookFeatures, c.buildGranted, c.buildMasteries, c.buildStarting, c.buildLoad, c.buildHP}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	c.derive()
	if spec.State != nil {
		c.State = *spec.State
		if err := c.checkState(); err != nil {
			return nil, err
		}
		c.fillResources() // state.go: a resource the state does not name is unspent
	} else {
		c.State = c.freshState()
	}
	c.Sheet.State = c.State
	return c, nil
}

// buildOrigin resolves species, subspecies, size and background.
func (c *Character) buildOrigin() error {
	s := &c.Spec
	sp, ok := c.cat.Species(s.Species)
	if !ok || sp.Of != "" {
		var ids []string
		for _, x := range c.cat.SpeciesList() {
			if x.Of == "" {
				ids = append(ids, x.ID)
			}
		}
		return fmt.Errorf("%w species %q in %s%s", ErrUnknown, s.Species, c.cat.Ruleset, choicesHint(s.Species, ids))
	}
	c.species = sp
	switch {
	case s.Subspecies != "":
		sub, ok := c.cat.Species(s.Subspecies)
		if !ok || sub.Of != sp.ID {
			return fmt.Errorf("%w: %s has no subspecies %q (choose from %s)", ErrIllegal, sp.ID, s.Subspecies, strings.Join(sp.Subspecies, ", "))
		}
		c.subspecies = sub
	case len(sp.Subspecies) > 0:
		return fmt.Errorf("%w: %s needs a subspecies, one of %s (%s)", ErrIllegal, sp.ID, strings.Join(sp.Subspecies, ", "), sp.Cite)
	}
	c.size = s.Size
	switch {
	case c.size == "" && len(sp.Size) > 0:
		c.size = sp.Size[len(sp.Size)-1]
	case c.size == "":
		c.size = "medium"
	case len(sp.Size) > 0 && !slices.Contains(sp.Size, c.size):
		return fmt.Errorf("%w: a %s is %s, not %s (%s)", ErrIllegal, sp.ID, strings.Join(sp.Size, " or "), c.size, sp.Cite)
	}
	if s.Background != "" {
		bg, ok := c.cat.Background(s.Background)
		if !ok {
			return fmt.Errorf("%w background %q in %s%s", ErrUnknown, s.Background, c.cat.Ruleset,
				choicesHint(s.Background, idsOf(c.cat.Backgrounds(), func(b *content.Background) string { return b.ID })))
		}
		c.background = bg
	}
	return nil
}

// buildClasses resolves the classes and subclasses and checks the levels.
func (c *Character) buildClasses() error {
	s := &c.Spec
	if len(s.Classes) == 0 {
		return fmt.Errorf("%w: the character needs a class", ErrSpec)
	}
	total := 0
	for i, cl := range s.Classes {
		class, ok := c.cat.Class(cl.Class)
		if !ok {
			return fmt.Errorf("%w class %q in %s%s", ErrUnknown, cl.Class, c.cat.Ruleset,
				choicesHint(cl.Class, idsOf(c.cat.Classes(), func(x *content.Class) string { return x.ID })))
		}
		for _, prev := range s.Classes[:i] {
			if prev.Class == cl.Class {
				return fmt.Errorf("%w: %s is listed twice; give its levels once", ErrSpec, cl.Class)
			}
		}
		if cl.Level < 1 || cl.Level > MaxLevel {
			return fmt.Errorf("%w: %s level %d is outside 1 to %d", ErrIllegal, cl.Class, cl.Level, MaxLevel)
		}
		total += cl.Level
		e := classEntry{class: class, spec: cl}
		at := subclassLevel(c.cat, class)
		switch {
		case cl.Subclass != "":
			sub, ok := c.cat.Subclass(cl.Subclass)
			if !ok || sub.Class != class.ID {
				return fmt.Errorf("%w: %s has no subclass %q (choose from %s)", ErrIllegal, class.ID, cl.Subclass, strings.Join(class.Subclasses, ", "))
			}
			if cl.Level < at {
				return fmt.Errorf("%w: %s has no subclass before level %d (%s)", ErrIllegal, class.ID, at, class.Cite)
			}
			e.sub = sub
		case cl.Level >= at && len(class.Subclasses) > 0:
			return fmt.Errorf("%w: %s %d needs a subclass, one of %s (%s)", ErrIllegal, class.ID, cl.Level, strings.Join(class.Subclasses, ", "), class.Cite)
		}
		c.classes = append(c.classes, e)
	}
	if total > MaxLevel {
		return fmt.Errorf("%w: character level %d is over %d", ErrIllegal, total, MaxLevel)
	}
	return nil
}

// subclassLevel is the class level at which a class takes its subclass:
// the lowest level of its subclasses' features (21 when it has none).
func subclassLevel(cat *content.Catalog, class *content.Class) int {
	at := MaxLevel + 1
	for _, id := range class.Subclasses {
		if sub, ok := cat.Subclass(id); ok {
			for _, l := range sub.Levels {
				at = min(at, l.Level)
			}
		}
	}
	return at
}

// buildScores makes the final ability scores with their terms.
func (c *Character) buildScores() error {
	s := &c.Spec
	base, err := baseScores(s.Abilities)
	if err != nil {
		return err
	}
	method := s.Abilities.Method
	if method == "" {
		method = Manual
	}
	for a := range base {
		c.scoreTerms[a] = []rules.Term{{Value: base[a], Source: "base score (" + method + ")", Rule: creationCite}}
	}
	add := func(a rules.Ability, v int, src, rule string) {
		if v != 0 {
			c.scoreTerms[a] = append(c.scoreTerms[a], rules.Term{Value: v, Source: src, Rule: rule})
		}
	}
	for _, sp := range []*content.Species{c.species, c.subspecies} {
		if sp == nil {
			continue
		}
		for _, b := range sp.Abilities {
			a, err := rules.ParseAbility(b.Of)
			if err != nil {
				return fmt.Errorf("%w: %s: %v", ErrUnknown, sp.ID, err)
			}
			add(a, b.Value, sp.Name+" increase", sp.Cite)
		}
	}
	// A 2014 race's chosen increases (half-elf).
	if len(s.SpeciesIncreases) > 0 {
		ch := c.species.AbilityChoice
		if ch == nil {
			return fmt.Errorf("%w: %s has no ability increases to choose (%s)", ErrIllegal, c.species.ID, c.species.Cite)
		}
		inc, err := parseIncreases(s.SpeciesIncreases, "species_increases")
		if err != nil {
			return err
		}
		n := 0
		for a, v := range inc {
			if v == 0 {
				continue
			}
			if v != c.species.AbilityBonus || !slices.Contains(ch.From, rules.Ability(a).String()) {
				return fmt.Errorf("%w: %s raises %d of %s by %d each, not %s by %d (%s)", ErrIllegal, c.species.ID, ch.Count, strings.Join(ch.From, ", "), c.species.AbilityBonus, rules.Ability(a), v, c.species.Cite)
			}
			n++
			add(rules.Ability(a), v, c.species.Name+" chosen increase", c.species.Cite)
		}
		if n != ch.Count {
			return fmt.Errorf("%w: %s raises %d scores, %d chosen (%s)", ErrIllegal, c.species.ID, ch.Count, n, c.species.Cite)
		}
	}
	// A 2024 background's increases: +2 and +1, or +1 to all three.
	if len(s.BackgroundIncreases) > 0 {
		bg := c.background
		if bg == nil || len(bg.Abilities) == 0 {
			return fmt.Errorf("%w: background_increases given but the background raises no scores", ErrIllegal)
		}
		inc, err := parseIncreases(s.BackgroundIncreases, "background_increases")
		if err != nil {
			return err
		}
		var vals []int
		for a, v := range inc {
			if v == 0 {
				continue
			}
			if !slices.Contains(bg.Abilities, rules.Ability(a).String()) {
				return fmt.Errorf("%w: background %s raises %s, not %s (%s)", ErrIllegal, bg.ID, strings.Join(bg.Abilities, ", "), rules.Ability(a), bg.Cite)
			}
			vals = append(vals, v)
			add(rules.Ability(a), v, bg.Name+" background increase", bg.Cite)
		}
		slices.Sort(vals)
		if !slices.Equal(vals, []int{1, 2}) && !slices.Equal(vals, []int{1, 1, 1}) {
			return fmt.Errorf("%w: background increases %v are not +2 and +1 or +1 to all three (%s)", ErrIllegal, vals, bg.Cite)
		}
	}
	for a := range c.scoreTerms {
		c.scores[a] = rules.Sum(c.scoreTerms[a])
		if c.scores[a] > 20 {
			return fmt.Errorf("%w: %s %d is over 20 at creation (%s)", ErrIllegal, rules.Ability(a), c.scores[a], creationCite)
		}
	}
	return nil
}

// buildFeatures gathers class and subclass features, chosen options,
// feats and Ability Score Improvements.
func (c *Character) buildFeatures() error {
	s := &c.Spec
	type slot struct {
		class string
		level int
	}
	var slots []slot
	for _, e := range c.classes {
		ids := e.class.FeaturesTo(e.spec.Level)
		if e.sub != nil {
			ids = append(ids, e.sub.FeaturesTo(e.spec.Level)...)
		}
		for _, id := range ids {
			if f, ok := c.cat.ClassFeature(id); ok {
				c.features = append(c.features, f)
			}
		}
		for l := 1; l <= e.spec.Level; l++ {
			if e.class.Level(l).ASI {
				slots = append(slots, slot{e.class.ID, l})
			}
		}
	}
	// Options chosen of features that offer them.
	keys := make([]string, 0, len(s.Options))
	for k := range s.Options {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		done, err := c.takeOrder(k, s.Options[k]) // orders.go: Divine Order
		if !done && err == nil {
			done, err = c.takePactType(k, s.Options[k]) // pact_blade_extras.go: the 2024 pact weapon's damage type
		}
		if done || err != nil {
			if err != nil {
				return err
			}
			continue
		}
		f, ok := c.cat.ClassFeature(k)
		if !ok || !c.hasFeature(k) || len(f.Options) == 0 {
			return fmt.Errorf("%w: options for %q, which the character has not gained or which offers none", ErrIllegal, k)
		}
		if len(s.Options[k]) > max(f.Choose, 1) {
			return fmt.Errorf("%w: %s: choose %d, %d chosen (%s)", ErrIllegal, k, max(f.Choose, 1), len(s.Options[k]), f.Cite)
		}
		for _, o := range s.Options[k] {
			if !slices.Contains(f.Options, o) {
				return fmt.Errorf("%w: %s has no option %q (choose from %s)", ErrIllegal, k, o, strings.Join(f.Options, ", "))
			}
			if c.hasFeature(o) {
				return fmt.Errorf("%w: %s is already chosen", ErrIllegal, o)
			}
			of, ok := c.cat.ClassFeature(o)
			if !ok {
				return fmt.Errorf("%w class feature %q", ErrUnknown, o)
			}
			c.features = append(c.features, of)
		}
	}
	// Feats: a 2024 background's origin feat, then those the spec names.
	if bg := c.background; bg != nil && bg.Feat != "" {
		if err := c.addFeat(bg.Feat, c.Level(), "background "+bg.Name+" (origin feat)", bg.Cite); err != nil {
			return err
		}
	}
	// Each feat the spec names needs what gives it: a Fighting Style
	// feature for a fighting style feat (2024), a species' origin feat
	// (2024 human, Versatile); others come from Ability Score
	// Improvements (improvements).
	styles := 0
	for _, f := range c.features {
		if len(f.Options) == 0 && strings.HasSuffix(f.ID, "fighting-style") {
			styles++
		}
	}
	extra, _ := c.speciesExtra()
	originFree := extra.originFeat
	lessons, lessonsFrom, lessonsRule := c.lessonsFeats() // invocation_feats.go
	for _, id := range s.Feats {
		ft, ok := c.cat.Feat(id)
		if !ok {
			return fmt.Errorf("%w feat %q in %s", ErrUnknown, id, c.cat.Ruleset)
		}
		var from, rule string
		switch {
		case ft.Type == "fighting-style" && styles > 0:
			styles--
			for _, f := range c.features {
				if strings.HasSuffix(f.ID, "fighting-style") {
					from, rule = fmt.Sprintf("%s (%s %d)", f.Name, f.Class, f.Level), f.Cite
				}
			}
		case ft.Type == "fighting-style":
			return fmt.Errorf("%w: feat %s: a fighting style feat needs a Fighting Style feature, and the character has none left (%s)", ErrIllegal, id, ft.Cite)
		case ft.Type == "origin" && originFree:
			originFree = false
			from, rule = fmt.Sprintf("species %s (%s)", c.species.Name, extra.originFrom), c.species.Cite
		case ft.Type == "origin" && lessons > 0:
			lessons--
			from, rule = lessonsFrom, lessonsRule
		default:
			return fmt.Errorf("%w: feat %s: nothing the character has gives it; take it with an Ability Score Improvement (improvements) (%s)", ErrIllegal, id, ft.Cite)
		}
		if err := c.addFeat(id, c.Level(), from, rule); err != nil {
			return err
		}
	}
	if lessons > 0 {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("lessons-of-the-first-ones: choose %d more origin feats (feats: %s)", lessons, strings.Join(c.FeatOptions("origin", c.Level()), ", ")))
	}
	if originFree {
		c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s %s: choose an origin feat (feats: %s)", c.species.ID, strings.ToLower(extra.originFrom), strings.Join(c.FeatOptions("origin", c.Level()), ", ")))
	}
	c.increasesPending() // scores.go: a half-elf's or a 2024 background's increases left out
	// Ability Score Improvements.
	used := map[slot]bool{}
	for _, imp := range s.Improvements {
		sl := slot{imp.Class, imp.Level}
		if !slices.Contains(slots, sl) {
			return fmt.Errorf("%w: %s level %d grants no Ability Score Improvement the character has", ErrIllegal, imp.Class, imp.Level)
		}
		if used[sl] {
			return fmt.Errorf("%w: the Ability Score Improvement of %s level %d is spent twice", ErrIllegal, imp.Class, imp.Level)
		}
		used[sl] = true
		inc, err := parseIncreases(imp.Increases, "improvement increases")
		if err != nil {
			return err
		}
		src := fmt.Sprintf("Ability Score Improvement (%s %d)", imp.Class, imp.Level)
		rule := c.cite("Ability Score Improvement")
		budget, allowed := 2, []string{"str", "dex", "con", "int", "wis", "cha"}
		if imp.Feat != "" {
			if err := c.addFeat(imp.Feat, c.levelAt(imp.Class, imp.Level), src, rule); err != nil {
				return err
			}
			ft := c.feats[len(c.feats)-1]
			budget, allowed, src, rule = ft.AbilityBonus, ft.Abilities, "feat "+ft.Name, ft.Cite
		}
		n := 0
		for a, v := range inc {
			if v == 0 {
				continue
			}
			if v < 0 || !slices.Contains(allowed, rules.Ability(a).String()) {
				return fmt.Errorf("%w: %s may raise %s, not %s by %d (%s)", ErrIllegal, src, strings.Join(allowed, ", "), rules.Ability(a), v, rule)
			}
			n += v
			c.scoreTerms[a] = append(c.scoreTerms[a], rules.Term{Value: v, Source: src, Rule: rule})
		}
		if n != budget {
			return fmt.Errorf("%w: %s gives %d points of increases, %d given (%s)", ErrIllegal, src, budget, n, rule)
		}
	}
	for _, sl := range slots {
		if !used[sl] {
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s level %d: Ability Score Improvement (or a feat) not spent", sl.class, sl.level))
		}
	}
	for _, f := range c.features {
		if opts := c.orderOptions(f.ID); opts != nil && len(s.Options[f.ID]) == 0 {
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s: choose 1 of %s (options)", f.ID, strings.Join(opts, ", ")))
		}
		if len(f.Options) > 0 && len(s.Options[f.ID]) < max(f.Choose, 1) {
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s: choose %d of %s", f.ID, max(f.Choose, 1)-len(s.Options[f.ID]), strings.Join(f.Options, ", ")))
		}
	}
	for a := range c.scoreTerms {
		c.scores[a] = rules.Sum(c.scoreTerms[a])
	}
	// Features that raise scores past 20 (Primal Champion) come last.
	ceiling := [6]int{20, 20, 20, 20, 20, 20}
	for _, f := range c.features {
		bonuses, most := f.Abilities, f.AbilityMax
		if x, ok := featureExtras[f.ID]; ok && len(x.abilities) > 0 {
			bonuses, most = x.abilities, x.max
		}
		for _, b := range bonuses {
			a, err := rules.ParseAbility(b.Of)
			if err != nil {
				continue
			}
			c.scoreTerms[a] = append(c.scoreTerms[a], rules.Term{Value: b.Value, Source: f.Name, Rule: f.Cite})
			c.scores[a] += b.Value
			ceiling[a] = max(ceiling[a], most)
		}
	}
	for a, v := range c.scores {
		if v > ceiling[a] {
			return fmt.Errorf("%w: %s %d is over its maximum %d (%s)", ErrIllegal, rules.Ability(a), v, ceiling[a], c.cite("Ability Score Improvement"))
		}
	}
	return nil
}

// levelAt is the character level at which the character took level n of
// a class, counting the classes in the spec's order.
func (c *Character) levelAt(class string, n int) int {
	lvl := 0
	for _, e := range c.classes {
		if e.class.ID == class {
			return lvl + n
		}
		lvl += e.spec.Level
	}
	return n
}

// addFeat checks a feat's prerequisites at a character level and takes it,
// noting where it came from.
func (c *Character) addFeat(id string, level int, from, rule string) error {
	ft, ok := c.cat.Feat(id)
	if !ok {
		return fmt.Errorf("%w feat %q in %s", ErrUnknown, id, c.cat.Ruleset)
	}
	if !ft.Repeatable && slices.Contains(c.feats, ft) {
		return fmt.Errorf("%w: feat %s taken twice, and it is not repeatable (%s)", ErrIllegal, id, ft.Cite)
	}
	p := ft.Prereq
	if p.Level > level {
		return fmt.Errorf("%w: feat %s needs level %d, taken at %d (%s)", ErrIllegal, id, p.Level, level, ft.Cite)
	}
	if need, ok := c.minimums(p.Min, p.AnyOf); len(p.Min) > 0 && !ok {
		return fmt.Errorf("%w: feat %s needs %s (%s)", ErrIllegal, id, need, ft.Cite)
	}
	if p.Feature != "" && !slices.ContainsFunc(c.features, func(f *content.ClassFeature) bool { return strings.HasSuffix(f.ID, p.Feature) }) {
		return fmt.Errorf("%w: feat %s needs the %s feature (%s)", ErrIllegal, id, p.Feature, ft.Cite)
	}
	c.feats = append(c.feats, ft)
	if rule == "" {
		rule = ft.Cite
	}
	c.Sheet.FeatSources = append(c.Sheet.FeatSources, FeatSource{ID: ft.ID, Name: ft.Name, Type: ft.Type, From: from, Rule: rule})
	return nil
}

// buildMulticlass checks the ability minimums of every class of a
// multiclass character (SRD, Multiclassing, Prerequisites).
func (c *Character) buildMulticlass() error {
	if len(c.classes) < 2 {
		return nil
	}
	for i, e := range c.classes {
		need, ok := c.minimums(e.class.Multiclass.Min, e.class.Multiclass.AnyOf)
		if need == "" || ok {
			continue
		}
		dir := "into"
		if i == 0 {
			dir = "out of"
		}
		return fmt.Errorf("%w: multiclassing %s %s needs %s (%s)", ErrIllegal, dir, e.class.ID, need, c.cite("Multiclassing"))
	}
	return nil
}

// minimums checks c's scores against ability minimums: it returns those
// it reads ("STR 13"), joined by "and", or by "or" when any one of them
// will do (anyOf), and whether they are met.
func (c *Character) minimums(min []content.Bonus, anyOf bool) (string, bool) {
	var names []string
	met, all := false, true
	for _, m := range min {
		a, err := rules.ParseAbility(m.Of)
		if err != nil {
			continue
		}
		names = append(names, fmt.Sprintf("%s %d", strings.ToUpper(m.Of), m.Value))
		if c.scores[a] >= m.Value {
			met = true
		} else {
			all = false
		}
	}
	if anyOf {
		return strings.Join(names, " or "), met
	}
	return strings.Join(names, " and "), all
}

// buildEquipment resolves armor, shield and weapons.
func (c *Character) buildEquipment() error {
	eq := &c.Spec.Equipment
	if eq.Armor != "" {
		a, ok := c.cat.Armor(eq.Armor)
		if !ok || a.Category == "shield" {
			return fmt.Errorf("%w armor %q in %s%s", ErrUnknown, eq.Armor, c.cat.Ruleset,
				choicesHint(eq.Armor, idsOf(c.cat.ArmorList(), func(x *content.Armor) string { return x.ID })))
		}
		c.armor = a
	}
	if eq.Shield {
		a, ok := c.cat.Armor("shield")
		if !ok {
			return fmt.Errorf("%w armor \"shield\" in %s", ErrUnknown, c.cat.Ruleset)
		}
		c.shield = a
	}
	for _, id := range eq.Weapons {
		w, ok := c.cat.Weapon(id)
		if !ok {
			return fmt.Errorf("%w weapon %q in %s%s", ErrUnknown, id, c.cat.Ruleset,
				choicesHint(id, idsOf(c.cat.Weapons(), func(x *content.Weapon) string { return x.ID })))
		}
		c.weapons = append(c.weapons, w)
	}
	for _, id := range eq.Items {
		if _, ok := c.cat.GearItem(id); ok {
			continue
		}
		if _, ok := c.cat.MagicItem(id); ok {
			continue
		}
		if _, ok := c.cat.Weapon(id); ok {
			continue
		}
		if _, ok := c.cat.Armor(id); ok {
			continue
		}
		return fmt.Errorf("%w item %q in %s", ErrUnknown, id, c.cat.Ruleset)
	}
	return nil
}

// buildHP checks the hit point method and the rolls.
func (c *Character) buildHP() error {
	switch c.Spec.HP {
	case "", "fixed":
		for _, e := range c.classes {
			if len(e.spec.HPRolls) > 0 {
				return fmt.Errorf("%w: %s has hp_rolls but hp is fixed", ErrSpec, e.class.ID)
			}
		}
		return nil
	case "rolled":
		c.hpRolled = true
	default:
		return fmt.Errorf("%w: hp %q (want fixed or rolled)", ErrSpec, c.Spec.HP)
	}
	for i, e := range c.classes {
		want := e.spec.Level
		if i == 0 {
			want-- // the first level takes the die's maximum
		}
		if len(e.spec.HPRolls) != want {
			return fmt.Errorf("%w: %s needs %d hit point rolls, %d given", ErrIllegal, e.class.ID, want, len(e.spec.HPRolls))
		}
		for _, r := range e.spec.HPRolls {
			if r < 0 || r > e.class.HitDie { // 0 took the average
				return fmt.Errorf("%w: %s hit point roll %d is not on a d%d", ErrIllegal, e.class.ID, r, e.class.HitDie)
			}
		}
	}
	return nil
}
