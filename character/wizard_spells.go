package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/rules"
)

// bookFeature is a class feature that picks spells from a book (a
// wizard's spellbook, a warlock's Book of Shadows): the spell levels it takes (one spell each), whether they are
// always prepared, whether each has one free cast a short or long rest
// (else the cast without a slot is at will), and whether they must take
// an action to cast.
type bookFeature struct {
	levels  []int
	always  bool
	perRest bool
	action  bool
	// anyList takes cantrips of any class's list, not from a spellbook
	// (2014 Pact of the Tome).
	anyList bool
	// ritual: its leveled spells must have the ritual tag (2024 Pact of
	// the Tome's two level 1 spells, the spec's tome_rituals); ritualOnly:
	// they are cast only as rituals (2014 Book of Ancient Secrets).
	ritual, ritualOnly bool
}

// bookFeatures are by ruleset and catalog feature id: Spell Mastery (a
// level 1 and a level 2 spell cast at their lowest level without a slot;
// 2014 only while prepared, 2024 always prepared and of a casting time of
// an action) and Signature Spell(s) (two level 3 spells, always prepared,
// each once without a slot per short or long rest). SRD 5.1, Classes,
// Wizard, Spell Mastery and Signature Spell; SRD 5.2.1, Classes, Wizard,
// Spell Mastery and Signature Spells.
var bookFeatures = map[string]map[string]bookFeature{
	"srd-5.1": {
		"spell-mastery":   {levels: []int{1, 2}},
		"signature-spell": {levels: []int{3, 3}, always: true, perRest: true},
		// SRD 5.1, Classes, Warlock, Pact of the Tome: three cantrips of
		// any class's list, cast at will as warlock spells (CHA).
		"pact-of-the-tome": {levels: []int{0, 0, 0}, always: true, anyList: true},
		// SRD 5.1, Classes, Warlock, Eldritch Invocation: Book of Ancient
		// Secrets: two level 1 ritual spells of any class's list in the
		// Book of Shadows, cast only as rituals (tome_rituals).
		"eldritch-invocation-book-of-ancient-secrets": {levels: []int{1, 1}, anyList: true, ritual: true, ritualOnly: true},
	},
	"srd-5.2.1": {
		// SRD 5.2.1, Classes, Warlock, Pact of the Tome (an invocation):
		// three cantrips of any class's list in the Book of Shadows,
		// always prepared as warlock spells, and two level 1 spells with
		// the ritual tag, prepared too (tome_rituals).
		"eldritch-invocation-pact-of-the-tome": {levels: []int{0, 0, 0, 1, 1}, always: true, anyList: true, ritual: true},
		"wizard-spell-mastery":                 {levels: []int{1, 2}, always: true, action: true},
		"wizard-signature-spells":              {levels: []int{3, 3}, always: true, perRest: true},
	},
}

// FeatureSpell is a spell a wizard's Spell Mastery or Signature Spells
// took, with how it is cast without a slot and the feature's rule.
type FeatureSpell struct {
	Spell  string `json:"spell"`
	Level  int    `json:"level"`
	Free   string `json:"free"` // "at will", the resource id, "prepared" (2024 Pact of the Tome's rituals) or "ritual" (2014 Book of Ancient Secrets: cast as rituals only)
	Source string `json:"source"`
	Rule   string `json:"rule"`
}

// bookChoice is the spec's list for a book feature.
func (s *Spec) bookChoice(feature string) []string {
	if strings.Contains(feature, "mastery") {
		return s.SpellMastery
	}
	if strings.Contains(feature, "tome") {
		return s.TomeCantrips
	}
	if strings.Contains(feature, "ancient-secrets") {
		return s.TomeRituals
	}
	return s.SignatureSpells
}

// BookFeatureOptions lists, for each book feature the character has (by
// feature id), the spell levels it takes.
func (c *Character) BookFeatureOptions() map[string][]int {
	out := map[string][]int{}
	for id, bf := range bookFeatures[c.cat.Ruleset] {
		if c.hasFeature(id) {
			out[id] = bf.levels
		}
	}
	return out
}

// buildBookFeatures checks the spells chosen for Spell Mastery and
// Signature Spells and gives the signature spells' free casts.
func (c *Character) buildBookFeatures() error {
	fs := bookFeatures[c.cat.Ruleset]
	for _, key := range []struct{ json, sub string }{{"spell_mastery", "mastery"}, {"signature_spells", "signature"}, {"tome_cantrips", "tome"}, {"tome_rituals", "ancient-secrets"}} {
		id, bf, ok, known := "", bookFeature{}, false, false
		for fid, f := range fs {
			known = known || strings.Contains(fid, key.sub)
			if strings.Contains(fid, key.sub) && c.hasFeature(fid) {
				id, bf, ok = fid, f, true
			}
		}
		if !known {
			continue // the ruleset has no such feature (2024 rituals come with Pact of the Tome)
		}
		chosen := c.Spec.bookChoice(key.sub)
		if bf.ritual && !bf.ritualOnly { // 2024 Pact of the Tome: the rituals with the cantrips
			chosen = slices.Concat(chosen, c.Spec.TomeRituals)
		}
		if !ok {
			if len(chosen) > 0 {
				return fmt.Errorf("%w: %s chosen, and the character has no %s", ErrIllegal, key.json, map[string]string{
					"mastery": "mastery feature (a wizard's, level 18)", "signature": "signature feature (a wizard's, level 20)",
					"tome":            "Pact of the Tome (a 2014 warlock's pact-boon option, level 3; a 2024 warlock's invocation; SRD 5.1, Classes, Warlock, Pact Boon; SRD 5.2.1, Classes, Warlock, Pact of the Tome)",
					"ancient-secrets": "Book of Ancient Secrets (a 2014 warlock's invocation, with Pact of the Tome; SRD 5.1, Classes, Warlock, Eldritch Invocations)"}[key.sub])
			}
			continue
		}
		f, _ := c.cat.ClassFeature(id)
		if len(chosen) > len(bf.levels) {
			return fmt.Errorf("%w: %s: %d spells chosen, %d allowed (%s)", ErrIllegal, key.json, len(chosen), len(bf.levels), f.Cite)
		}
		var levels []int
		for i, sid := range chosen {
			sp, ok := c.cat.Spell(sid)
			if !ok {
				return fmt.Errorf("%w spell %q (%s)", ErrUnknown, sid, key.json)
			}
			if slices.Contains(chosen[:i], sid) {
				return fmt.Errorf("%w: %s: %s chosen twice (%s)", ErrIllegal, key.json, sid, f.Cite)
			}
			if !slices.Contains(bf.levels, sp.Level) {
				return fmt.Errorf("%w: %s: %s is a level %d spell, the feature takes level %s (%s)", ErrIllegal, key.json, sid, sp.Level, joinInts(bf.levels), f.Cite)
			}
			if b := c.Spec.Spellbook; !bf.anyList && b != nil && !slices.Contains(b.Spells, sid) && !slices.Contains(b.Copied, sid) {
				return fmt.Errorf("%w: %s: %s is not in the spellbook (%s)", ErrIllegal, key.json, sid, f.Cite)
			}
			if bf.anyList && len(sp.Classes) == 0 {
				return fmt.Errorf("%w: %s: %s is on no class's spell list (%s)", ErrIllegal, key.json, sid, f.Cite)
			}
			if !bf.anyList && !slices.Contains(sp.Classes, f.Class) {
				return fmt.Errorf("%w: %s: %s is not a %s spell (%s)", ErrIllegal, key.json, sid, f.Class, f.Cite)
			}
			if bf.ritual && sp.Level > 0 && !sp.Ritual {
				return fmt.Errorf("%w: tome_rituals: %s has no ritual tag, and the book takes level 1 ritual spells (%s)", ErrIllegal, sid, f.Cite)
			}
			if bf.action && sp.Casting.Unit != "action" {
				return fmt.Errorf("%w: %s: %s takes a %s to cast, the feature needs a casting time of an action (%s)", ErrIllegal, key.json, sid, sp.Casting.Unit, f.Cite)
			}
			levels = append(levels, sp.Level)
			fsp := FeatureSpell{Spell: sid, Level: sp.Level, Free: "at will", Source: f.Name, Rule: f.Cite}
			if bf.perRest {
				fsp.Free = "signature-" + sid
			}
			if bf.ritual && sp.Level > 0 { // prepared, cast with a slot or as a ritual
				fsp.Free = "prepared"
			}
			if bf.ritualOnly {
				fsp.Free = "ritual"
			}
			if bf.always && slices.Contains(c.Spec.Spells[f.Class], sid) {
				return fmt.Errorf("%w: %s: %s is always prepared by %s and not counted; leave it out of spells.%s (%s)", ErrIllegal, key.json, sid, f.Name, f.Class, f.Cite)
			}
			if !bf.always && !slices.Contains(c.Spec.Spells[f.Class], sid) {
				c.Sheet.Notes = append(c.Sheet.Notes, fmt.Sprintf("%s: %s is cast without a slot only while prepared; it is not in spells.%s (%s)", f.Name, sid, f.Class, f.Cite))
			}
			c.Sheet.BookSpells = append(c.Sheet.BookSpells, fsp)
		}
		// One spell of each level the feature names.
		want := slices.Clone(bf.levels)
		for _, l := range levels {
			if k := slices.Index(want, l); k >= 0 {
				want = slices.Delete(want, k, k+1)
			} else {
				return fmt.Errorf("%w: %s: two spells of level %d, the feature takes level %s (%s)", ErrIllegal, key.json, l, joinInts(bf.levels), f.Cite)
			}
		}
		if len(want) > 0 {
			from := "from the spellbook"
			if bf.anyList {
				from = fmt.Sprintf("%d of any class's list", len(want))
			}
			c.Sheet.Pending = append(c.Sheet.Pending, fmt.Sprintf("%s (%s): choose spells of level %s %s", key.json, f.Name, joinInts(want), from))
		}
	}
	return nil
}

// bookResources lists the free casts of the book features, each back on a
// short or long rest (a long rest gives back every Short Rest resource).
func (c *Character) bookResources() {
	for _, fsp := range c.Sheet.BookSpells {
		if fsp.Free == "at will" || fsp.Free == "prepared" || fsp.Free == "ritual" {
			continue
		}
		name := fsp.Spell
		if sp, ok := c.cat.Spell(fsp.Spell); ok {
			name = sp.Name
		}
		c.Sheet.Resources = append(c.Sheet.Resources, ResourceInfo{ID: fsp.Free, Name: name + " (" + fsp.Source + ", no slot)", Max: 1, Recovery: "Short Rest"})
		c.values["resources."+fsp.Free] = value(rules.Term{Value: 1, Source: fmt.Sprintf("%s without a slot, once a short or long rest (%s)", name, fsp.Source), Rule: fsp.Rule})
	}
}

// bookAlways are the spells a class's book features keep prepared.
func (c *Character) bookAlways(e *classEntry) []string {
	var out []string
	for _, fsp := range c.Sheet.BookSpells {
		id := ""
		for fid, bf := range bookFeatures[c.cat.Ruleset] {
			if f, ok := c.cat.ClassFeature(fid); ok && f.Cite == fsp.Rule && bf.always && f.Class == e.class.ID {
				id = fid
			}
		}
		if id != "" && !slices.Contains(out, fsp.Spell) {
			out = append(out, fsp.Spell)
		}
	}
	return out
}

// joinInts writes 1 and 2, or 3.
func joinInts(ns []int) string {
	var s []string
	for _, n := range ns {
		w := fmt.Sprint(n)
		if n == 0 {
			w = "0 (cantrips)"
		}
		if !slices.Contains(s, w) {
			s = append(s, w)
		}
	}
	return strings.Join(s, " and ")
}
