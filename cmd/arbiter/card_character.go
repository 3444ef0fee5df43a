package main

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// characterCard prints a class, subclass, class feature, species,
// background, feat, magic item or piece of gear.
func characterCard(w io.Writer, r content.Record) {
	switch v := r.(type) {
	case *content.Class:
		classCard(w, v)
	case *content.Subclass:
		fmt.Fprintf(w, "%s subclass", v.Class)
		if v.Flavor != "" {
			fmt.Fprintf(w, " (%s)", v.Flavor)
		}
		fmt.Fprintln(w)
		for _, l := range v.Levels {
			line := fmt.Sprintf("  %2d  %s", l.Level, strings.Join(l.Features, ", "))
			line += columnsText(l.Columns)
			fmt.Fprintln(w, strings.TrimRight(line, " "))
		}
		for _, l := range v.Spells {
			fmt.Fprintf(w, "spells at %d: %s\n", l.Level, strings.Join(l.Spells, ", "))
		}
	case *content.ClassFeature:
		featureCard(w, v)
	case *content.Species:
		speciesCard(w, v)
	case *content.Background:
		backgroundCard(w, v)
	case *content.Feat:
		fmt.Fprintln(w, characterLine(v))
		if len(v.Abilities) > 0 {
			fmt.Fprintf(w, "increase %s by %d\n", strings.Join(v.Abilities, " or "), v.AbilityBonus)
		}
		if v.Initiative {
			fmt.Fprintln(w, "proficiency bonus added to initiative")
		}
		for _, c := range v.Choices {
			fmt.Fprintf(w, "choose %d of %s\n", c.Count, strings.Join(c.From, ", "))
		}
		doesLine(w, v.Effects)
		proseMark(w, v.Prose)
	case *content.MagicItem:
		fmt.Fprintln(w, characterLine(v))
		if v.Base != "" {
			fmt.Fprintf(w, "made from %s\n", v.Base)
		}
		if len(v.Variants) > 0 {
			fmt.Fprintf(w, "variants %s\n", strings.Join(v.Variants, ", "))
		}
		if v.Of != "" {
			fmt.Fprintf(w, "variant of %s\n", v.Of)
		}
		for _, b := range v.Sets {
			fmt.Fprintf(w, "sets %s to %d\n", b.Of, b.Value)
		}
		if v.Charges > 0 {
			fmt.Fprintf(w, "%d charges\n", v.Charges)
		}
		if len(v.Resist) > 0 {
			fmt.Fprintf(w, "resist %s\n", strings.Join(v.Resist, ", "))
		}
		doesLine(w, v.Effects)
		proseMark(w, v.Prose)
	case *content.Gear:
		fmt.Fprintln(w, characterLine(v))
		for _, it := range v.Contents {
			fmt.Fprintf(w, "  %d %s\n", it.Count, it.ID)
		}
		for _, u := range v.Utilize {
			fmt.Fprintf(w, "  %s: DC %d %s\n", u.Name, u.DC, strings.ToUpper(u.Ability))
		}
	}
}

func proseMark(w io.Writer, prose bool) {
	if prose {
		fmt.Fprintln(w, "[text] more rules in the SRD than these fields hold")
	}
}

func classCard(w io.Writer, c *content.Class) {
	fmt.Fprintf(w, "hit die d%d; saves %s", c.HitDie, strings.Join(c.Saves, ", "))
	if len(c.Primary) > 0 {
		fmt.Fprintf(w, "; primary %s", strings.Join(c.Primary, ", "))
	}
	fmt.Fprintln(w)
	if p := append(append(append([]string(nil), c.Armor...), c.Weapons...), c.Tools...); len(p) > 0 {
		fmt.Fprintf(w, "proficiencies %s\n", strings.Join(p, ", "))
	}
	for _, ch := range c.Choices {
		fmt.Fprintf(w, "choose %d of %s\n", ch.Count, strings.Join(ch.From, ", "))
	}
	var mins []string
	for _, m := range c.Multiclass.Min {
		mins = append(mins, fmt.Sprintf("%s %d", m.Of, m.Value))
	}
	join := " and "
	if c.Multiclass.AnyOf {
		join = " or "
	}
	fmt.Fprintf(w, "multiclass %s\n", strings.Join(mins, join))
	if s := c.Spellcasting; s != nil {
		how := "knows"
		if s.Prepared {
			how = "prepares"
		}
		fmt.Fprintf(w, "spellcasting %s, %s caster from level %d, %s; %d spells on its list\n", s.Ability, s.Kind, s.From, how, len(s.Spells))
	}
	for _, r := range c.Resources {
		fmt.Fprintf(w, "resource %s\n", resourceText(r))
	}
	if len(c.Subclasses) > 0 {
		fmt.Fprintf(w, "subclasses %s\n", strings.Join(c.Subclasses, ", "))
	}
	if len(c.Equipment) > 0 {
		fmt.Fprintf(w, "equipment %s\n", bundleText(content.Bundle{Items: c.Equipment}))
	}
	for _, ch := range c.EquipmentChoices {
		var opts []string
		for _, o := range ch.Options {
			opts = append(opts, bundleText(o))
		}
		fmt.Fprintf(w, "equipment, one of: %s\n", strings.Join(opts, " | "))
	}
	for _, l := range c.Levels {
		line := fmt.Sprintf("  %2d  PB +%d", l.Level, l.PB)
		if l.Cantrips > 0 {
			line += fmt.Sprintf("  cantrips %d", l.Cantrips)
		}
		if l.Known > 0 {
			line += fmt.Sprintf("  known %d", l.Known)
		}
		if l.Prepared > 0 {
			line += fmt.Sprintf("  prepared %d", l.Prepared)
		}
		if l.SlotsTotal() > 0 {
			n := 9
			for n > 0 && l.Slots[n-1] == 0 {
				n--
			}
			var s []string
			for _, x := range l.Slots[:n] {
				s = append(s, strconv.Itoa(x))
			}
			line += "  slots " + strings.Join(s, " ")
		}
		if l.PactSlots > 0 {
			line += fmt.Sprintf("  pact %dx%d", l.PactSlots, l.PactLevel)
		}
		line += columnsText(l.Columns)
		if len(l.Features) > 0 {
			line += "  " + strings.Join(l.Features, ", ")
		}
		fmt.Fprintln(w, line)
	}
}

// resourceText is "rage: 2 3 3 ... per Long Rest (one on Short Rest)".
func resourceText(r content.Resource) string {
	var uses string
	switch {
	case r.UsesFrom != "":
		uses = r.UsesFrom
	default:
		from, byLevel := 0, true
		for i, n := range r.Uses {
			if n != 0 && from == 0 {
				from = i + 1
			}
			byLevel = byLevel && (n == 0 || n == i+1)
		}
		if byLevel && from > 0 {
			uses = fmt.Sprintf("class level, from %d", from)
			break
		}
		var s []string
		prev := 0
		for i, n := range r.Uses {
			if n == prev {
				continue
			}
			prev = n
			v := strconv.Itoa(n)
			if n < 0 {
				v = "unlimited"
			}
			s = append(s, fmt.Sprintf("%s at %d", v, i+1))
		}
		uses = strings.Join(s, ", ")
	}
	out := fmt.Sprintf("%s: %s, per %s", r.ID, uses, r.Recovery)
	if r.Partial != "" {
		out += " (one back on a " + r.Partial + ")"
	}
	if r.ShortFrom > 0 {
		out += fmt.Sprintf(" (Short Rest from level %d)", r.ShortFrom)
	}
	if r.Die != "" {
		out += "; die: column " + r.Die
	}
	return out
}

func featureCard(w io.Writer, f *content.ClassFeature) {
	fmt.Fprintln(w, characterLine(f))
	var parts []string
	add := func(cond bool, s string) {
		if cond {
			parts = append(parts, s)
		}
	}
	add(f.Parent != "", "option of "+f.Parent)
	if p := f.Prerequisite; p != nil {
		var need []string
		if p.Level > 0 {
			need = append(need, fmt.Sprintf("%s level %d", f.Class, p.Level))
		}
		if p.Feature != "" {
			need = append(need, p.Feature)
		}
		switch p.Cantrip {
		case "":
		case "damage":
			need = append(need, "a "+f.Class+" cantrip that deals damage")
		case "attack":
			need = append(need, "a "+f.Class+" cantrip that deals damage with an attack roll")
		default:
			need = append(need, "the "+p.Cantrip+" cantrip")
		}
		add(len(need) > 0, "needs "+strings.Join(need, ", "))
	}
	add(f.Repeatable, "may be taken more than once")
	add(len(f.Options) > 0, fmt.Sprintf("choose %d of %s", f.Choose, strings.Join(f.Options, ", ")))
	add(f.Resource != "", "resource "+f.Resource)
	add(f.Column != "", "number by level: column "+f.Column)
	add(f.Action != "", "takes a "+f.Action)
	add(f.ExtraAttacks > 0, fmt.Sprintf("%d extra attack(s)", f.ExtraAttacks))
	if u := f.Unarmored; u != nil {
		s := fmt.Sprintf("unarmored AC %d + %s", u.Base, strings.Join(u.Abilities, " + "))
		if u.Shield {
			s += ", shield allowed"
		}
		parts = append(parts, s)
	}
	add(f.Speed > 0, fmt.Sprintf("speed +%d ft.", f.Speed))
	add(f.Expertise > 0, fmt.Sprintf("expertise in %d", f.Expertise))
	add(len(f.Saves) > 0, "save proficiency "+strings.Join(f.Saves, ", "))
	add(len(f.ConditionImmune) > 0, "immune "+strings.Join(f.ConditionImmune, ", "))
	add(len(f.Resist) > 0, "resist "+strings.Join(f.Resist, ", "))
	add(len(f.Advantage) > 0, "advantage on "+strings.Join(f.Advantage, ", "))
	add(f.CritRange > 0, fmt.Sprintf("critical hit on %d-20", f.CritRange))
	add(f.ASI, "ability score improvement")
	add(len(f.Languages) > 0, "languages "+strings.Join(f.Languages, ", "))
	for _, c := range f.Choices {
		parts = append(parts, fmt.Sprintf("choose %d of %s", c.Count, strings.Join(c.From, ", ")))
	}
	for _, b := range f.Abilities {
		parts = append(parts, fmt.Sprintf("%s %s, to at most %d", b.Of, signed(b.Value), f.AbilityMax))
	}
	add(f.Masteries > 0, fmt.Sprintf("mastery of %d weapons", f.Masteries))
	for _, p := range parts {
		fmt.Fprintln(w, p)
	}
	doesLine(w, f.Effects)
	proseMark(w, f.Prose)
}

// doesLine prints a character option's effect tree on one line.
func doesLine(w io.Writer, list []content.Effect) {
	if len(list) > 0 {
		fmt.Fprintf(w, "does %s\n", characterEffects(list))
	}
}

// characterEffects writes the effects of a character option, the grants
// and actions taken by name, on one line.
func characterEffects(list []content.Effect) string {
	var parts []string
	for _, e := range list {
		switch e.Kind {
		case content.KindGrant:
			s := strings.TrimSpace(e.Grant + " " + e.On + " " + e.Value + " " + e.Type + " " + e.Condition)
			if e.While != "" {
				s += " while " + e.While
			}
			if e.If != "" {
				s += " if " + e.If
			}
			parts = append(parts, strings.Join(strings.Fields(s), " "))
		case content.KindTake:
			parts = append(parts, "take "+e.Action)
		case content.KindSpend:
			parts = append(parts, fmt.Sprintf("spend %d %s: %s", e.Count, e.Resource, characterEffects(e.Then)))
		case content.KindChoose:
			var o []string
			for _, x := range e.Options {
				o = append(o, characterEffects([]content.Effect{x}))
			}
			parts = append(parts, "one of ("+strings.Join(o, " | ")+")")
		default:
			parts = append(parts, effectText(e))
		}
	}
	return strings.Join(parts, "; ")
}

func speciesCard(w io.Writer, s *content.Species) {
	fmt.Fprintln(w, characterLine(s))
	var ab []string
	for _, b := range s.Abilities {
		ab = append(ab, b.Of+" "+signed(b.Value))
	}
	if s.AbilityChoice != nil {
		ab = append(ab, fmt.Sprintf("%d of %s %s", s.AbilityChoice.Count, strings.Join(s.AbilityChoice.From, "/"), signed(s.AbilityBonus)))
	}
	if len(ab) > 0 {
		fmt.Fprintf(w, "abilities %s\n", strings.Join(ab, ", "))
	}
	if s.Darkvision > 0 {
		fmt.Fprintf(w, "darkvision %d ft.\n", s.Darkvision)
	}
	if len(s.Resist) > 0 {
		fmt.Fprintf(w, "resist %s\n", strings.Join(s.Resist, ", "))
	}
	if len(s.Proficiencies) > 0 {
		fmt.Fprintf(w, "proficiencies %s\n", strings.Join(s.Proficiencies, ", "))
	}
	if len(s.Languages) > 0 || s.LanguageChoices > 0 {
		l := strings.Join(s.Languages, ", ")
		if s.LanguageChoices > 0 {
			l = strings.TrimPrefix(l+fmt.Sprintf(", %d of choice", s.LanguageChoices), ", ")
		}
		fmt.Fprintf(w, "languages %s\n", l)
	}
	if len(s.Subspecies) > 0 {
		fmt.Fprintf(w, "subspecies %s\n", strings.Join(s.Subspecies, ", "))
	}
	if len(s.Traits) > 0 {
		fmt.Fprintln(w, "traits:")
		for _, t := range s.Traits {
			line := "  " + t.Name
			if len(t.Advantage) > 0 {
				line += ": advantage on " + strings.Join(t.Advantage, ", ")
			}
			if len(t.Effects) > 0 {
				line += ": " + characterEffects(t.Effects)
			}
			if t.Prose {
				line += " [text]"
			}
			fmt.Fprintln(w, line)
		}
	}
}

func backgroundCard(w io.Writer, b *content.Background) {
	if len(b.Abilities) > 0 {
		fmt.Fprintf(w, "abilities %s\n", strings.Join(b.Abilities, ", "))
	}
	if b.Feat != "" {
		feat := b.Feat
		if b.FeatNote != "" {
			feat += " (" + b.FeatNote + ")"
		}
		fmt.Fprintf(w, "feat %s\n", feat)
	}
	fmt.Fprintf(w, "skills %s\n", strings.Join(b.Skills, ", "))
	if len(b.Tools) > 0 {
		fmt.Fprintf(w, "tools %s\n", strings.Join(b.Tools, ", "))
	}
	for _, c := range b.ToolChoices {
		fmt.Fprintf(w, "choose %d of %s\n", c.Count, strings.Join(c.From, ", "))
	}
	if b.LanguageChoices > 0 {
		fmt.Fprintf(w, "languages %d of choice\n", b.LanguageChoices)
	}
	if len(b.Equipment) > 0 || b.Gold > 0 {
		fmt.Fprintf(w, "equipment %s\n", bundleText(content.Bundle{Items: b.Equipment, Gold: b.Gold}))
	}
	for i, o := range b.Options {
		fmt.Fprintf(w, "option %c: %s\n", 'A'+i, bundleText(o))
	}
	if b.Feature != "" {
		fmt.Fprintf(w, "feature %s\n", b.Feature)
	}
}

func bundleText(b content.Bundle) string {
	var parts []string
	for _, it := range b.Items {
		p := fmt.Sprintf("%d %s", it.Count, it.ID)
		if it.Note != "" {
			p += " (" + it.Note + ")"
		}
		parts = append(parts, p)
	}
	if b.Gold > 0 {
		parts = append(parts, fmt.Sprintf("%d gp", b.Gold))
	}
	return strings.Join(parts, ", ")
}

// characterLine is the short description of a character record in a
// search list.
func characterLine(r content.Record) string {
	switch v := r.(type) {
	case *content.Class:
		s := fmt.Sprintf("d%d, saves %s", v.HitDie, strings.Join(v.Saves, " "))
		if v.Spellcasting != nil {
			s += ", " + v.Spellcasting.Kind + " caster"
		}
		return s
	case *content.Subclass:
		return v.Class
	case *content.ClassFeature:
		who := v.Class
		if v.Subclass != "" {
			who = v.Subclass
		}
		return fmt.Sprintf("%s %d", who, v.Level)
	case *content.Species:
		if v.Of != "" {
			return "of " + v.Of
		}
		return fmt.Sprintf("%s, speed %d", strings.Join(v.Size, " or "), v.Speed)
	case *content.Background:
		if v.Feat != "" {
			return "feat " + v.Feat
		}
		return strings.Join(v.Skills, ", ")
	case *content.Feat:
		s := v.Type
		if v.Prereq.Level > 0 {
			s += fmt.Sprintf(", level %d+", v.Prereq.Level)
		}
		for _, m := range v.Prereq.Min {
			s += fmt.Sprintf(", %s %d+", m.Of, m.Value)
		}
		if v.Prereq.Feature != "" {
			s += ", needs " + v.Prereq.Feature
		}
		return strings.TrimPrefix(s, ", ")
	case *content.MagicItem:
		s := v.Category + ", " + v.Rarity
		if v.Attune {
			s += ", attunement"
			if len(v.AttuneIDs) > 0 {
				s += " (" + strings.Join(v.AttuneIDs, ", ") + ")"
			}
		}
		b := v.Bonuses
		for _, x := range []struct {
			n    int
			what string
		}{{b.Attack, "attack"}, {b.Damage, "damage"}, {b.AC, "AC"}, {b.Saves, "saves"}, {b.SpellAttack, "spell attack"}, {b.SpellDC, "spell DC"}} {
			if x.n != 0 {
				s += fmt.Sprintf(", %s %s", signed(x.n), x.what)
			}
		}
		return s
	case *content.Gear:
		s := fmt.Sprintf("%s, %d %s", v.Category, v.Cost.Amount, v.Cost.Unit)
		if v.Speed > 0 {
			s += fmt.Sprintf(", speed %d/%s", v.Speed, v.SpeedPer)
		}
		return s
	}
	return ""
}

// characterFilter holds the search flags of the character kinds.
type characterFilter struct {
	class, typ, category, rarity string
	attune, attuneSet            bool
}

// searchCharacter lists the subclasses, magic items, gear or feats that
// match a filter.
func searchCharacter(c *content.Catalog, kind string, f characterFilter) []content.Record {
	var out []content.Record
	switch kind {
	case "subclass":
		for _, s := range c.SearchSubclasses(f.class) {
			out = append(out, s)
		}
	case "magic-item":
		mf := content.MagicItemFilter{Rarity: f.rarity, Category: f.category}
		if f.attuneSet {
			mf.Attune = &f.attune
		}
		for _, m := range c.SearchMagicItems(mf) {
			out = append(out, m)
		}
	case "gear":
		for _, g := range c.SearchGear(f.category) {
			out = append(out, g)
		}
	case "feat":
		for _, ft := range c.SearchFeats(f.typ) {
			out = append(out, ft)
		}
	}
	return out
}

// plural is a kind's plural: classes, species, gear.
func plural(kind string) string {
	switch {
	case kind == "species" || kind == "gear":
		return kind
	case strings.HasSuffix(kind, "s"):
		return kind + "es"
	}
	return kind + "s"
}

// columnsText lists a table row's named numbers: "  aura-range 30".
func columnsText(cols map[string]int) string {
	keys := make([]string, 0, len(cols))
	for k := range cols {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var s string
	for _, k := range keys {
		s += fmt.Sprintf("  %s %d", k, cols[k])
	}
	return s
}
