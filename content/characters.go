package content

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
)

// CharacterKinds are the record kinds of character options and items, as
// the command line names them; the file of each is in characterFiles.
var CharacterKinds = []string{"class", "subclass", "class-feature", "species", "background", "feat", "magic-item", "gear"}

// characters holds the character-building records of a catalog.
type characters struct {
	classes     table[Class]
	subclasses  table[Subclass]
	features    table[ClassFeature]
	species     table[Species]
	backgrounds table[Background]
	feats       table[Feat]
	magicItems  table[MagicItem]
	gear        table[Gear]
}

// loadCharacters decodes the character files of a ruleset; a missing file
// leaves its kind empty.
func (c *Catalog) loadCharacters(ruleset string) error {
	ch := &c.chars
	steps := []struct {
		file string
		into func([]byte) error
	}{
		{"classes", func(b []byte) (e error) { ch.classes, e = decodeTable[Class](b, ruleset, "classes"); return }},
		{"subclasses", func(b []byte) (e error) { ch.subclasses, e = decodeTable[Subclass](b, ruleset, "subclasses"); return }},
		{"class-features", func(b []byte) (e error) {
			ch.features, e = decodeTable[ClassFeature](b, ruleset, "class-features")
			return
		}},
		{"species", func(b []byte) (e error) { ch.species, e = decodeTable[Species](b, ruleset, "species"); return }},
		{"backgrounds", func(b []byte) (e error) {
			ch.backgrounds, e = decodeTable[Background](b, ruleset, "backgrounds")
			return
		}},
		{"feats", func(b []byte) (e error) { ch.feats, e = decodeTable[Feat](b, ruleset, "feats"); return }},
		{"magic-items", func(b []byte) (e error) {
			ch.magicItems, e = decodeTable[MagicItem](b, ruleset, "magic-items")
			return
		}},
		{"gear", func(b []byte) (e error) { ch.gear, e = decodeTable[Gear](b, ruleset, "gear"); return }},
	}
	for _, s := range steps {
		data, err := files.ReadFile("data/" + ruleset + "/" + s.file + ".json")
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		if err := s.into(data); err != nil {
			return err
		}
	}
	return nil
}

// characterRecords lists the records of a character kind; ok is false for
// another kind.
func (c *Catalog) characterRecords(kind string) ([]Record, bool) {
	ch := &c.chars
	switch kind {
	case "class":
		return refs(ch.classes.list), true
	case "subclass":
		return refs(ch.subclasses.list), true
	case "class-feature":
		return refs(ch.features.list), true
	case "species":
		return refs(ch.species.list), true
	case "background":
		return refs(ch.backgrounds.list), true
	case "feat":
		return refs(ch.feats.list), true
	case "magic-item":
		return refs(ch.magicItems.list), true
	case "gear":
		return refs(ch.gear.list), true
	}
	return nil, false
}

// Class returns the class with an id (barbarian...). The record is shared:
// read it, do not change it.
func (c *Catalog) Class(id string) (*Class, bool) { return c.chars.classes.get(id) }

// Subclass returns the subclass with an id.
func (c *Catalog) Subclass(id string) (*Subclass, bool) { return c.chars.subclasses.get(id) }

// ClassFeature returns the class or subclass feature with an id.
func (c *Catalog) ClassFeature(id string) (*ClassFeature, bool) { return c.chars.features.get(id) }

// Species returns the species, race, subspecies or subrace with an id.
func (c *Catalog) Species(id string) (*Species, bool) { return c.chars.species.get(id) }

// Background returns the background with an id.
func (c *Catalog) Background(id string) (*Background, bool) { return c.chars.backgrounds.get(id) }

// Feat returns the feat with an id.
func (c *Catalog) Feat(id string) (*Feat, bool) { return c.chars.feats.get(id) }

// MagicItem returns the magic item with an id.
func (c *Catalog) MagicItem(id string) (*MagicItem, bool) { return c.chars.magicItems.get(id) }

// GearItem returns the gear, tool, pack or mount with an id.
func (c *Catalog) GearItem(id string) (*Gear, bool) { return c.chars.gear.get(id) }

// Classes lists every class in id order (shared: do not change).
func (c *Catalog) Classes() []Class { return c.chars.classes.list }

// Subclasses lists every subclass in id order.
func (c *Catalog) Subclasses() []Subclass { return c.chars.subclasses.list }

// ClassFeatures lists every class and subclass feature in id order.
func (c *Catalog) ClassFeatures() []ClassFeature { return c.chars.features.list }

// SpeciesList lists every species and subspecies in id order.
func (c *Catalog) SpeciesList() []Species { return c.chars.species.list }

// Backgrounds lists every background in id order.
func (c *Catalog) Backgrounds() []Background { return c.chars.backgrounds.list }

// Feats lists every feat in id order.
func (c *Catalog) Feats() []Feat { return c.chars.feats.list }

// MagicItems lists every magic item in id order.
func (c *Catalog) MagicItems() []MagicItem { return c.chars.magicItems.list }

// Gear lists every piece of gear, tool, pack and mount in id order.
func (c *Catalog) Gear() []Gear { return c.chars.gear.list }

// SearchSubclasses lists the subclasses of a class (all when class is
// empty), in id order.
func (c *Catalog) SearchSubclasses(class string) []*Subclass {
	var out []*Subclass
	for i := range c.chars.subclasses.list {
		if s := &c.chars.subclasses.list[i]; class == "" || s.Class == class {
			out = append(out, s)
		}
	}
	return out
}

// MagicItemFilter selects magic items; empty fields match everything.
type MagicItemFilter struct {
	Rarity   string // common, uncommon, rare, very-rare, legendary, artifact, varies
	Category string // armor, weapon, wondrous-item, ring...
	Attune   *bool
}

// SearchMagicItems lists the magic items a filter selects, in id order.
func (c *Catalog) SearchMagicItems(f MagicItemFilter) []*MagicItem {
	rarity, category := Kebab(f.Rarity), Kebab(f.Category)
	var out []*MagicItem
	for i := range c.chars.magicItems.list {
		m := &c.chars.magicItems.list[i]
		if rarity != "" && m.Rarity != rarity || category != "" && m.Category != category ||
			f.Attune != nil && m.Attune != *f.Attune {
			continue
		}
		out = append(out, m)
	}
	return out
}

// SearchGear lists the gear of a category (tools: every tool), in id order.
func (c *Catalog) SearchGear(category string) []*Gear {
	category = Kebab(category)
	var out []*Gear
	for i := range c.chars.gear.list {
		g := &c.chars.gear.list[i]
		if category == "" || g.Category == category || category == "tools" && g.Tool {
			out = append(out, g)
		}
	}
	return out
}

// SearchFeats lists the feats of a type (origin, general...; all when
// empty), in id order.
func (c *Catalog) SearchFeats(typ string) []*Feat {
	var out []*Feat
	for i := range c.chars.feats.list {
		if f := &c.chars.feats.list[i]; typ == "" || f.Type == Kebab(typ) {
			out = append(out, f)
		}
	}
	return out
}

// SubclassFeatures lists the subclass feature ids gained from class level
// 1 to n.
func (s *Subclass) FeaturesTo(n int) []string {
	var out []string
	for _, l := range s.Levels {
		if l.Level <= n {
			out = append(out, l.Features...)
		}
	}
	return out
}

// SlotsFor returns the spell slots (index 0 is level 1) of a multiclass
// character from its levels in each class, by the SRD's multiclass
// spellcaster table: full casters count whole levels, half casters half
// (2014: rounded down; 2024: rounded up), third casters a third rounded
// down. Pact Magic is separate and not counted.
func (c *Catalog) SlotsFor(levels map[string]int) ([9]int, error) {
	total := 0
	names := make([]string, 0, len(levels))
	for k := range levels {
		names = append(names, k)
	}
	slices.Sort(names)
	var full *Class
	for _, id := range names {
		cl, ok := c.Class(id)
		if !ok {
			return [9]int{}, fmt.Errorf("%w: class %q", ErrUnknown, id)
		}
		n := levels[id]
		if n < 0 || n > 20 {
			return [9]int{}, fmt.Errorf("%w: %s level %d (want 0 to 20)", ErrInvalid, id, n)
		}
		if cl.Spellcasting == nil {
			continue
		}
		switch cl.Spellcasting.Kind {
		case CasterFull:
			total += n
			full = cl
		case CasterHalf:
			if strings.HasPrefix(c.Ruleset, "srd-5.1") {
				total += n / 2
			} else {
				total += (n + 1) / 2
			}
		case CasterThird:
			total += n / 3
		}
	}
	if total == 0 {
		return [9]int{}, nil
	}
	if full == nil {
		for i := range c.chars.classes.list {
			if s := c.chars.classes.list[i].Spellcasting; s != nil && s.Kind == CasterFull {
				full = &c.chars.classes.list[i]
				break
			}
		}
	}
	if full == nil {
		return [9]int{}, fmt.Errorf("%w: no full caster in %s to read slots from", ErrUnknown, c.Ruleset)
	}
	return full.Level(min(total, 20)).Slots, nil
}
