package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// card prints a record as a compact stat block or spell card: numbers and
// short labels.
func card(w io.Writer, r content.Record) {
	ref := r.Reference()
	fmt.Fprintf(w, "%s (%s) - %s\n", ref.Name, ref.ID, ref.Cite)
	switch v := r.(type) {
	case *content.Monster:
		monsterCard(w, v)
	case *content.Spell:
		spellCard(w, v)
	case *content.Weapon:
		fmt.Fprintf(w, "%s\n", weaponLine(v))
		if len(v.Properties) > 0 {
			fmt.Fprintf(w, "properties %s\n", strings.Join(v.Properties, ", "))
		}
		fmt.Fprintf(w, "cost %d %s; weight %s lb\n", v.Cost.Amount, v.Cost.Unit, strconv.FormatFloat(v.Weight, 'f', -1, 64))
	case *content.Mastery:
		if len(v.Effects) > 0 {
			fmt.Fprintf(w, "effects %s\n", effectsText(v.Effects))
		}
		if v.Prose {
			fmt.Fprintln(w, "[more in the SRD text]")
		}
	case *content.Skill:
		fmt.Fprintf(w, "ability %s\n", v.Ability)
	case *content.Language:
		fmt.Fprintf(w, "%s", v.Rarity)
		if v.Script != "" {
			fmt.Fprintf(w, "; script %s", v.Script)
		}
		fmt.Fprintln(w)
	case *content.Armor:
		fmt.Fprintf(w, "%s\n", armorLine(v))
		if v.Don.Unit != "" {
			fmt.Fprintf(w, "don %s; doff %s\n", durationText(v.Don), durationText(v.Doff))
		}
		fmt.Fprintf(w, "cost %d %s; weight %s lb\n", v.Cost.Amount, v.Cost.Unit, strconv.FormatFloat(v.Weight, 'f', -1, 64))
	default:
		characterCard(w, r)
	}
}

func signed(n int) string { return fmt.Sprintf("%+d", n) }

func monsterCard(w io.Writer, m *content.Monster) {
	kind := m.Size + " " + m.Type
	if len(m.Tags) > 0 {
		kind += " (" + strings.Join(m.Tags, ", ") + ")"
	}
	if m.Alignment != "" {
		kind += ", " + m.Alignment
	}
	fmt.Fprintln(w, kind)
	ac := strconv.Itoa(m.AC)
	if m.ACFrom != "" {
		ac += " (" + m.ACFrom + ")"
	}
	fmt.Fprintf(w, "AC %s  HP %d (%s)  speed %s\n", ac, m.HP, m.HitDice, speedText(m.Speed))
	var ab []string
	for i, n := range []string{"STR", "DEX", "CON", "INT", "WIS", "CHA"} {
		s := m.Abilities[i]
		d := s - 10
		if d < 0 {
			d--
		}
		ab = append(ab, fmt.Sprintf("%s %d (%+d)", n, s, d/2))
	}
	fmt.Fprintln(w, strings.Join(ab, "  "))
	bonuses := func(label string, bs []content.Bonus) {
		if len(bs) == 0 {
			return
		}
		var parts []string
		for _, b := range bs {
			parts = append(parts, b.Of+" "+signed(b.Value))
		}
		fmt.Fprintf(w, "%s %s\n", label, strings.Join(parts, ", "))
	}
	bonuses("saves", m.Saves)
	bonuses("skills", m.Skills)
	lists := []struct {
		label string
		list  []string
	}{{"vulnerable", m.Vulnerable}, {"resist", m.Resist}, {"immune", m.Immune}, {"condition immune", m.ConditionImmune}}
	for _, l := range lists {
		if len(l.list) > 0 {
			fmt.Fprintf(w, "%s %s\n", l.label, strings.Join(l.list, ", "))
		}
	}
	for _, q := range m.Qualified {
		how := "unless " + q.Except
		if q.From != "" {
			how = "from " + q.From
		}
		fmt.Fprintf(w, "%s %s %s\n", q.Kind, strings.Join(q.Types, ", "), how)
	}
	var senses []string
	for _, s := range []struct {
		n string
		v int
	}{{"blindsight", m.Senses.Blindsight}, {"darkvision", m.Senses.Darkvision}, {"tremorsense", m.Senses.Tremorsense}, {"truesight", m.Senses.Truesight}} {
		if s.v > 0 {
			senses = append(senses, fmt.Sprintf("%s %d ft.", s.n, s.v))
		}
	}
	senses = append(senses, fmt.Sprintf("passive Perception %d", m.Passive))
	fmt.Fprintf(w, "senses %s\n", strings.Join(senses, ", "))
	langs := strings.Join(m.Languages, ", ")
	if m.Telepathy > 0 {
		langs = strings.TrimPrefix(langs+fmt.Sprintf(", telepathy %d ft.", m.Telepathy), ", ")
	}
	if langs != "" {
		fmt.Fprintf(w, "languages %s\n", langs)
	}
	xp := strconv.Itoa(m.XP)
	if m.LairXP > 0 {
		xp += fmt.Sprintf(", %d in lair", m.LairXP)
	}
	fmt.Fprintf(w, "CR %s (XP %s; PB %+d)\n", m.CR, xp, m.PB)
	if m.LegendaryResistance > 0 {
		fmt.Fprintf(w, "legendary resistance %d/day\n", m.LegendaryResistance)
	}
	if len(m.Spells) > 0 {
		fmt.Fprintf(w, "spells %s\n", strings.Join(m.Spells, ", "))
	}
	sections := []struct {
		label string
		list  []content.Feature
	}{{"traits", m.Traits}, {"actions", m.Actions}, {"bonus actions", m.BonusActions}, {"reactions", m.Reactions}}
	if m.LegendaryUses > 0 {
		sections = append(sections, struct {
			label string
			list  []content.Feature
		}{fmt.Sprintf("legendary actions (%d per round)", m.LegendaryUses), m.Legendary})
	}
	for _, s := range sections {
		if len(s.list) == 0 {
			continue
		}
		fmt.Fprintf(w, "%s:\n", s.label)
		for _, f := range s.list {
			fmt.Fprintf(w, "  %s\n", featureLine(f))
		}
	}
}

func featureLine(f content.Feature) string {
	head := f.Name
	var notes []string
	if f.Recharge > 0 {
		notes = append(notes, fmt.Sprintf("recharge %d-6", f.Recharge))
		if f.Recharge == 6 {
			notes[len(notes)-1] = "recharge 6"
		}
	}
	if f.Uses > 0 {
		notes = append(notes, fmt.Sprintf("%d/%s", f.Uses, f.Per))
	}
	if f.Cost > 1 {
		notes = append(notes, fmt.Sprintf("costs %d", f.Cost))
	}
	if len(notes) > 0 {
		head += " (" + strings.Join(notes, ", ") + ")"
	}
	var body []string
	for _, u := range f.Multiattack {
		if u.Count > 1 {
			body = append(body, fmt.Sprintf("%s x%d", u.Action, u.Count))
		} else {
			body = append(body, u.Action)
		}
	}
	for _, set := range f.MultiattackOr {
		var alt []string
		for _, u := range set {
			if u.Count > 1 {
				alt = append(alt, fmt.Sprintf("%s x%d", u.Action, u.Count))
			} else {
				alt = append(alt, u.Action)
			}
		}
		body = append(body, "or "+strings.Join(alt, " + "))
	}
	if len(body) > 0 {
		head += ": " + strings.Join(body, ", ")
	}
	if len(f.Slots) > 0 {
		var sl []string
		for i, n := range f.Slots {
			if n > 0 {
				sl = append(sl, fmt.Sprintf("%d:%d", i+1, n))
			}
		}
		head += " (slots " + strings.Join(sl, " ") + ")"
	}
	if len(f.Effects) > 0 {
		head += ": " + effectsText(f.Effects)
	}
	if f.Prose {
		head += " [text]"
	}
	return head
}

// effectsText writes an effect tree on one line.
func effectsText(list []content.Effect) string {
	var parts []string
	for _, e := range list {
		parts = append(parts, effectText(e))
	}
	return strings.Join(parts, "; ")
}

func effectText(e content.Effect) string {
	switch e.Kind {
	case content.KindAttack:
		s := e.Attack
		if e.Spell {
			s += " spell"
		}
		s += " attack"
		if e.Bonus != nil {
			s += " " + signed(*e.Bonus)
		}
		if e.Reach > 0 {
			s += fmt.Sprintf(", reach %d ft.", e.Reach)
		}
		if e.Range > 0 {
			s += fmt.Sprintf(", range %d", e.Range)
			if e.Long > 0 {
				s += fmt.Sprintf("/%d", e.Long)
			}
			s += " ft."
		}
		if len(e.Hit) > 0 {
			s += "; hit: " + effectsText(e.Hit)
		}
		if len(e.Miss) > 0 {
			s += "; miss: " + effectsText(e.Miss)
		}
		return strings.TrimSpace(s)
	case content.KindSave:
		s := strings.ToUpper(e.Ability) + " save"
		if e.DC > 0 {
			s = fmt.Sprintf("DC %d %s", e.DC, s)
		}
		if e.OnSuccess == "half" {
			s += " (half)"
		}
		if len(e.Fail) > 0 {
			s += "; fail: " + effectsText(e.Fail)
		}
		return s
	case content.KindDamage, content.KindHeal, content.KindTempHP:
		s := e.Dice
		if e.Mod {
			s = strings.TrimPrefix(s+"+mod", "+")
		}
		switch e.Kind {
		case content.KindDamage:
			s = strings.TrimSpace(s + " " + e.Type)
		case content.KindHeal:
			s = "heal " + s
		default:
			s = "temp HP " + s
		}
		if len(e.Levels) > 0 {
			var lv []string
			for _, l := range e.Levels {
				lv = append(lv, fmt.Sprintf("%d: %s", l.At, l.Dice))
			}
			s += " (" + e.Scale + " " + strings.Join(lv, ", ") + ")"
		}
		return s
	case content.KindCondition:
		if e.DC > 0 {
			return fmt.Sprintf("%s (escape DC %d)", e.Condition, e.DC)
		}
		return e.Condition
	case content.KindArea:
		s := fmt.Sprintf("%d-ft. %s", e.Size, e.Shape)
		if e.Width > 0 {
			s += fmt.Sprintf(" %d ft. wide", e.Width)
		}
		return s + ": " + effectsText(e.Then)
	case content.KindChoose:
		var o []string
		for _, x := range e.Options {
			o = append(o, effectText(x))
		}
		if len(e.Options) > 0 && e.Options[0].Kind == content.KindCast {
			c := e.Options[0]
			head := fmt.Sprintf("%s, DC %d", strings.ToUpper(c.Ability), c.DC)
			if c.Bonus != nil {
				head += ", " + signed(*c.Bonus) + " to hit"
			}
			return head + "; casts " + strings.Join(o, ", ")
		}
		return "one of (" + strings.Join(o, " | ") + ")"
	case content.KindRepeat:
		if e.Value == "distinct" {
			return fmt.Sprintf("up to %d targets: %s", max(1, e.Count), effectsText(e.Then))
		}
		if e.Count <= 1 {
			return effectsText(e.Then)
		}
		return fmt.Sprintf("%d times: %s", e.Count, effectsText(e.Then))
	case content.KindCast:
		s := e.Cast
		if e.Level > 0 {
			s += fmt.Sprintf(" at level %d", e.Level)
		}
		if e.Uses > 0 {
			s += fmt.Sprintf(" %d/%s", e.Uses, e.Per)
		}
		return s
	case content.KindMove:
		return fmt.Sprintf("%s %d ft.", e.Direction, e.Feet)
	case content.KindSpend:
		return fmt.Sprintf("spend %d %s: %s", e.Count, e.Resource, effectsText(e.Then))
	case content.KindGrant:
		return strings.Join(nonEmpty("grant", e.Grant, e.On, e.Value, e.Type, e.Condition), " ")
	case content.KindZone:
		s := fmt.Sprintf("%d-ft. %s zone", e.Size, e.Shape)
		if len(e.When) > 0 {
			s += " (" + strings.Join(e.When, ", ") + ")"
		}
		if len(e.Then) > 0 {
			s += ": " + effectsText(e.Then)
		}
		return s
	case content.KindSummon:
		what := e.Creature
		if what == "" {
			what = e.Type + " of CR " + e.CR
		}
		return fmt.Sprintf("summon %d %s", max(1, e.Count), what)
	case content.KindEnd:
		return strings.Join(nonEmpty("end", e.Condition, e.Value), " ")
	case content.KindUtility:
		return e.Value
	}
	return string(e.Kind)
}

func speedText(s content.Speeds) string {
	parts := []string{fmt.Sprintf("%d ft.", s.Walk)}
	for _, x := range []struct {
		n string
		v int
	}{{"burrow", s.Burrow}, {"climb", s.Climb}, {"fly", s.Fly}, {"swim", s.Swim}} {
		if x.v > 0 {
			p := fmt.Sprintf("%s %d ft.", x.n, x.v)
			if x.n == "fly" && s.Hover {
				p += " (hover)"
			}
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

func spellCard(w io.Writer, s *content.Spell) {
	lvl := "cantrip"
	if s.Level > 0 {
		lvl = fmt.Sprintf("level %d", s.Level)
	}
	fmt.Fprintf(w, "%s %s", lvl, s.School)
	if s.Ritual {
		fmt.Fprint(w, " (ritual)")
	}
	fmt.Fprintln(w)
	if len(s.Classes) > 0 {
		fmt.Fprintf(w, "classes %s\n", strings.Join(s.Classes, ", "))
	}
	cast := s.Casting.Unit
	if s.Casting.Amount > 0 {
		cast = fmt.Sprintf("%d %s", s.Casting.Amount, cast)
	}
	if s.Casting.Trigger != "" {
		cast += ", when " + s.Casting.Trigger
	}
	rng := s.Range.Kind
	if s.Range.Kind == "feet" {
		rng = fmt.Sprintf("%d ft.", s.Range.Feet)
	}
	var comp []string
	for _, c := range []struct {
		n  string
		on bool
	}{{"V", s.V}, {"S", s.S}, {"M", s.M}} {
		if c.on {
			comp = append(comp, c.n)
		}
	}
	if s.Material != nil {
		m := fmt.Sprintf("(%d gp", s.Material.CostGP)
		if s.Material.Consumed {
			m += ", consumed"
		}
		comp = append(comp, m+")")
	}
	dur := durationText(s.Duration)
	if s.Concentration {
		dur = "concentration, " + dur
	}
	fmt.Fprintf(w, "casting %s; range %s; components %s; duration %s\n", cast, rng, strings.Join(comp, " "), dur)
	if len(s.Effects) > 0 {
		fmt.Fprintf(w, "effects %s\n", effectsText(s.Effects))
	}
	if s.Prose {
		fmt.Fprintln(w, "[more in the SRD text]")
	}
}

func durationText(d content.Duration) string {
	if d.Amount > 0 {
		return fmt.Sprintf("%d %s", d.Amount, d.Unit)
	}
	return d.Unit
}

func weaponLine(w *content.Weapon) string {
	s := fmt.Sprintf("%s %s weapon", w.Category, w.Kind)
	if w.Damage != "" {
		s += fmt.Sprintf(", %s %s", w.Damage, w.DamageType)
	}
	if w.Versatile != "" {
		s += fmt.Sprintf(" (%s two-handed)", w.Versatile)
	}
	if w.Range > 0 {
		s += fmt.Sprintf(", range %d/%d ft.", w.Range, w.Long)
	}
	if w.Mastery != "" {
		s += ", mastery " + w.Mastery
	}
	return s
}

func armorLine(a *content.Armor) string {
	if a.Category == "shield" {
		return fmt.Sprintf("shield, AC +%d", a.AC)
	}
	s := fmt.Sprintf("%s armor, AC %d", a.Category, a.AC)
	switch {
	case a.DexCap > 0:
		s += fmt.Sprintf(" + DEX (max %d)", a.DexCap)
	case a.DexCap == 0:
		s += " + DEX"
	}
	if a.StrMin > 0 {
		s += fmt.Sprintf(", STR %d", a.StrMin)
	}
	if a.Stealth {
		s += ", stealth disadvantage"
	}
	return s
}

// nonEmpty keeps the words that are not empty.
func nonEmpty(words ...string) []string {
	var out []string
	for _, w := range words {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}
