package content_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// TestCharacterCounts: at least the numbers of ../shared/data/README.md.
// Level rows are the 20 rows of each class and the subclass rows.
func TestCharacterCounts(t *testing.T) {
	tests := []struct {
		rs                                             string
		classes, subclasses, rows, features            int
		species, subspecies, backgrounds, feats, magic int
		equipment                                      int
	}{
		{"srd-5.1", 12, 12, 290, 407, 9, 4, 1, 1, 362, 237},
		{"srd-5.2.1", 12, 12, 287, 232, 9, 24, 4, 17, 262, 182},
	}
	for _, tt := range tests {
		c := open(t, tt.rs)
		rows := 0
		for _, cl := range c.Classes() {
			rows += len(cl.Levels)
		}
		for _, s := range c.Subclasses() {
			rows += len(s.Levels)
		}
		species, subspecies := 0, 0
		for _, s := range c.SpeciesList() {
			if s.Of == "" {
				species++
			} else {
				subspecies++
			}
		}
		equipment := len(c.Weapons()) + len(c.ArmorList()) + len(c.Gear())
		got := []int{len(c.Classes()), len(c.Subclasses()), rows, len(c.ClassFeatures()), species, subspecies,
			len(c.Backgrounds()), len(c.Feats()), len(c.MagicItems()), equipment}
		want := []int{tt.classes, tt.subclasses, tt.rows, tt.features, tt.species, tt.subspecies, tt.backgrounds,
			tt.feats, tt.magic, tt.equipment}
		for i, k := range []string{"classes", "subclasses", "level rows", "class features", "species", "subspecies",
			"backgrounds", "feats", "magic items", "equipment (weapons, armor, gear)"} {
			if got[i] < want[i] {
				t.Errorf("%s: %d %s, want at least %d", tt.rs, got[i], k, want[i])
			}
		}
	}
}

// TestCharacterReferences: every id a class, subclass, feature, species,
// background or item names is a record of the catalog.
func TestCharacterReferences(t *testing.T) {
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		c := open(t, rs)
		miss := func(what, id string) { t.Errorf("%s: %s names %q, which is not in the catalog", rs, what, id) }
		for _, cl := range c.Classes() {
			if len(cl.Levels) != 20 {
				t.Errorf("%s: %s has %d level rows", rs, cl.ID, len(cl.Levels))
			}
			for i, l := range cl.Levels {
				if l.Level != i+1 || l.PB != 2+i/4 {
					t.Errorf("%s: %s row %d is level %d with PB %d", rs, cl.ID, i+1, l.Level, l.PB)
				}
				for _, f := range l.Features {
					if cf, ok := c.ClassFeature(f); !ok {
						miss(cl.ID+" level", f)
					} else if cf.Class != cl.ID {
						t.Errorf("%s: %s level %d lists %s, a %s feature", rs, cl.ID, l.Level, f, cf.Class)
					}
				}
			}
			for _, s := range cl.Subclasses {
				if sc, ok := c.Subclass(s); !ok || sc.Class != cl.ID {
					miss(cl.ID+" subclasses", s)
				}
			}
			if sc := cl.Spellcasting; sc != nil {
				if len(sc.Spells) == 0 {
					t.Errorf("%s: %s casts spells but has no spell list", rs, cl.ID)
				}
				for _, s := range sc.Spells {
					if _, ok := c.Spell(s); !ok {
						miss(cl.ID+" spell list", s)
					}
				}
			}
			for _, r := range cl.Resources {
				if _, ok := c.ClassFeature(r.Feature); !ok {
					miss(cl.ID+" resource "+r.ID, r.Feature)
				}
				for _, rec := range []string{r.Recovery, r.Partial} {
					if rec == "" {
						continue
					}
					if _, _, err := rules.ParseRecovery(rec); err != nil {
						t.Errorf("%s: %s resource %s: %v", rs, cl.ID, r.ID, err)
					}
				}
				if r.Uses == nil && r.UsesFrom == "" {
					t.Errorf("%s: %s resource %s has neither uses nor a formula", rs, cl.ID, r.ID)
				}
			}
			if len(cl.Saves) != 2 {
				t.Errorf("%s: %s has saves %v", rs, cl.ID, cl.Saves)
			}
		}
		for _, s := range c.Subclasses() {
			if _, ok := c.Class(s.Class); !ok {
				miss(s.ID+" class", s.Class)
			}
			for _, l := range s.Levels {
				for _, f := range l.Features {
					if _, ok := c.ClassFeature(f); !ok {
						miss(s.ID+" level", f)
					}
				}
			}
			for _, l := range s.Spells {
				for _, sp := range l.Spells {
					if _, ok := c.Spell(sp); !ok {
						miss(s.ID+" spells", sp)
					}
				}
			}
		}
		for _, f := range c.ClassFeatures() {
			cl, ok := c.Class(f.Class)
			if !ok {
				miss(f.ID+" class", f.Class)
				continue
			}
			if f.Column != "" && !slices.ContainsFunc(cl.Levels, func(l content.ClassLevel) bool { return l.Column(f.Column) != 0 }) {
				t.Errorf("%s: %s names column %s, which %s's table lacks", rs, f.ID, f.Column, cl.ID)
			}
			if f.Resource != "" && f.Subclass == "" {
				if _, ok := cl.Resource(f.Resource); !ok {
					miss(f.ID+" resource", f.Resource)
				}
			}
			for _, id := range append([]string{f.Parent}, f.Options...) {
				if _, ok := c.ClassFeature(id); id != "" && !ok {
					miss(f.ID+" options", id)
				}
			}
		}
		for _, s := range c.SpeciesList() {
			if _, ok := c.Species(s.Of); s.Of != "" && !ok {
				miss(s.ID+" of", s.Of)
			}
			for _, sub := range s.Subspecies {
				if x, ok := c.Species(sub); !ok || x.Of != s.ID {
					miss(s.ID+" subspecies", sub)
				}
			}
		}
		tools := func(who string, ids []string) {
			for _, id := range ids {
				if g, ok := c.GearItem(id); !ok || !g.Tool {
					miss(who+" tools", id)
				}
			}
		}
		categories := []string{"simple-weapons", "martial-weapons", "simple-melee-weapons", "martial-melee-weapons",
			"holy-symbols", "arcane-foci", "druidic-foci", "musical-instruments", "artisans-tools", "gaming-sets"}
		items := func(who string, list []content.Item) {
			for _, it := range list {
				_, g := c.GearItem(it.ID)
				_, w := c.Weapon(it.ID)
				_, a := c.Armor(it.ID)
				if !g && !w && !a && !slices.Contains(categories, it.ID) || it.Count < 1 {
					miss(who+" equipment", it.ID)
				}
			}
		}
		for _, cl := range c.Classes() {
			tools(cl.ID, cl.Tools)
			items(cl.ID, cl.Equipment)
			for _, ch := range cl.EquipmentChoices {
				for _, o := range ch.Options {
					items(cl.ID, o.Items)
				}
			}
		}
		for _, b := range c.Backgrounds() {
			if _, ok := c.Feat(b.Feat); b.Feat != "" && !ok {
				miss(b.ID+" feat", b.Feat)
			}
			tools(b.ID, b.Tools)
			items(b.ID, b.Equipment)
			for _, o := range b.Options {
				items(b.ID, o.Items)
			}
			for _, ch := range b.ToolChoices {
				tools(b.ID, ch.From)
			}
		}
		for _, m := range c.MagicItems() {
			for _, v := range m.Variants {
				if x, ok := c.MagicItem(v); !ok || x.Of != m.ID {
					miss(m.ID+" variants", v)
				}
			}
		}
		for _, g := range c.Gear() {
			for _, it := range g.Contents {
				if _, ok := c.GearItem(it.ID); !ok {
					if _, ok := c.Weapon(it.ID); !ok {
						miss(g.ID+" contents", it.ID)
					}
				}
			}
		}
	}
}

// TestSlotTables: the spell slot tables of the SRDs.
func TestSlotTables(t *testing.T) {
	full20 := [9]int{4, 3, 3, 3, 3, 2, 2, 1, 1}
	pact := []struct{ level, slots, slotLevel int }{{1, 1, 1}, {2, 2, 1}, {3, 2, 2}, {5, 2, 3}, {7, 2, 4}, {9, 2, 5}, {11, 3, 5}, {17, 4, 5}, {20, 4, 5}}
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		c := open(t, rs)
		for _, id := range []string{"bard", "cleric", "druid", "sorcerer", "wizard"} {
			cl, _ := c.Class(id)
			if got := cl.Level(20).Slots; got != full20 {
				t.Errorf("%s: %s level 20 slots %v, want %v", rs, id, got, full20)
			}
			if got := cl.Level(1).Slots; got != [9]int{2} {
				t.Errorf("%s: %s level 1 slots %v, want [2]", rs, id, got)
			}
		}
		for _, id := range []string{"paladin", "ranger"} {
			cl, _ := c.Class(id)
			first := cl.Level(1).SlotsTotal()
			if rs == "srd-5.1" && first != 0 || rs == "srd-5.2.1" && first != 2 {
				t.Errorf("%s: %s has %d slots at level 1", rs, id, first)
			}
			if got := cl.Level(20).Slots; got != [9]int{4, 3, 3, 3, 2} {
				t.Errorf("%s: %s level 20 slots %v", rs, id, got)
			}
			if cl.Spellcasting.Kind != content.CasterHalf {
				t.Errorf("%s: %s is a %s caster", rs, id, cl.Spellcasting.Kind)
			}
		}
		w, _ := c.Class("warlock")
		for _, p := range pact {
			l := w.Level(p.level)
			if l.PactSlots != p.slots || l.PactLevel != p.slotLevel || l.SlotsTotal() != 0 {
				t.Errorf("%s: warlock %d has %d pact slots of level %d and %v, want %d of %d",
					rs, p.level, l.PactSlots, l.PactLevel, l.Slots, p.slots, p.slotLevel)
			}
		}
		if slots, err := c.SlotsFor(map[string]int{"wizard": 3, "paladin": 4, "fighter": 5}); err != nil || slots != [9]int{4, 3, 2} {
			t.Errorf("%s: wizard 3 paladin 4 slots %v, %v, want 4 3 2", rs, slots, err)
		}
		if _, err := c.SlotsFor(map[string]int{"wizzard": 1}); err == nil {
			t.Errorf("%s: an unknown class gives slots", rs)
		}
	}
}

// TestClassFacts checks facts of the tables the character builder reads.
func TestClassFacts(t *testing.T) {
	saves := map[string][]string{"barbarian": {"str", "con"}, "bard": {"dex", "cha"}, "cleric": {"wis", "cha"},
		"druid": {"int", "wis"}, "fighter": {"str", "con"}, "monk": {"str", "dex"}, "paladin": {"wis", "cha"},
		"ranger": {"str", "dex"}, "rogue": {"dex", "int"}, "sorcerer": {"con", "cha"}, "warlock": {"wis", "cha"},
		"wizard": {"int", "wis"}}
	dice := map[string]int{"barbarian": 12, "fighter": 10, "paladin": 10, "ranger": 10, "sorcerer": 6, "wizard": 6}
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		c := open(t, rs)
		for id, want := range saves {
			cl, ok := c.Class(id)
			if !ok {
				t.Fatalf("%s: no class %s", rs, id)
			}
			if !slices.Equal(cl.Saves, want) {
				t.Errorf("%s: %s saves %v, want %v", rs, id, cl.Saves, want)
			}
			if d, ok := dice[id]; ok && cl.HitDie != d {
				t.Errorf("%s: %s hit die d%d, want d%d", rs, id, cl.HitDie, d)
			}
		}
		barb, _ := c.Class("barbarian")
		rage, ok := barb.Resource("rage")
		if !ok || rage.UsesAt(1) != 2 || rage.UsesAt(3) != 3 || rage.Recovery != "Long Rest" {
			t.Errorf("%s: rage %+v", rs, rage)
		}
		if got := barb.Level(9).Column("rage-damage-bonus"); got != 3 {
			t.Errorf("%s: rage damage at 9 is %d, want 3", rs, got)
		}
		rogue, _ := c.Class("rogue")
		if got := rogue.Level(5).Column("sneak-attack-dice"); got != 3 {
			t.Errorf("%s: sneak attack dice at 5 is %d, want 3", rs, got)
		}
		fighter, _ := c.Class("fighter")
		surge, _ := fighter.Resource("action-surge")
		if surge == nil || surge.UsesAt(1) != 0 || surge.UsesAt(2) != 1 || surge.UsesAt(17) != 2 || surge.Recovery != "Short Rest" {
			t.Errorf("%s: action surge %+v", rs, surge)
		}
		extra := 0
		for _, f := range fighter.FeaturesTo(20) {
			cf, _ := c.ClassFeature(f)
			extra = max(extra, cf.ExtraAttacks)
		}
		if extra != 3 {
			t.Errorf("%s: a level 20 fighter has %d extra attacks, want 3", rs, extra)
		}
		monk, _ := c.Class("monk")
		var ud *content.Unarmored
		for _, f := range monk.Level(1).Features {
			if cf, _ := c.ClassFeature(f); cf.Unarmored != nil {
				ud = cf.Unarmored
			}
		}
		if ud == nil || ud.Base != 10 || !slices.Equal(ud.Abilities, []string{"dex", "wis"}) || ud.Shield {
			t.Errorf("%s: monk unarmored defense %+v", rs, ud)
		}
		pal, _ := c.Class("paladin")
		if loh, _ := pal.Resource("lay-on-hands"); loh == nil || loh.UsesFrom != "level*5" {
			t.Errorf("%s: lay on hands %+v", rs, loh)
		}
		if !slices.Equal(pal.Multiclass.Min, []content.Bonus{{Of: "str", Value: 13}, {Of: "cha", Value: 13}}) || pal.Multiclass.AnyOf {
			t.Errorf("%s: paladin multiclass %+v", rs, pal.Multiclass)
		}
		if !fighter.Multiclass.AnyOf || len(fighter.Multiclass.Min) != 2 {
			t.Errorf("%s: fighter multiclass %+v", rs, fighter.Multiclass)
		}
		var asi []int
		for _, l := range fighter.Levels {
			if l.ASI {
				asi = append(asi, l.Level)
			}
		}
		if !slices.Equal(asi, []int{4, 6, 8, 12, 14, 16}) && !slices.Equal(asi, []int{4, 6, 8, 12, 14, 16, 19}) {
			t.Errorf("%s: fighter improvements at %v", rs, asi)
		}
		wiz, _ := c.Class("wizard")
		if wiz.Spellcasting.Ability != "int" || !slices.Contains(wiz.Spellcasting.Spells, "fireball") {
			t.Errorf("%s: wizard spellcasting %+v", rs, wiz.Spellcasting)
		}
		if wiz.Level(1).Cantrips != 3 || wiz.Level(10).Cantrips != 5 {
			t.Errorf("%s: wizard cantrips %d at 1, %d at 10", rs, wiz.Level(1).Cantrips, wiz.Level(10).Cantrips)
		}
		var none *content.Class
		if got := none.Level(3); got.Level != 3 || got.SlotsTotal() != 0 || none.FeaturesTo(3) != nil {
			t.Errorf("%s: a nil class's row %+v", rs, got)
		}
		if got := wiz.Level(0); got.Level != 0 || got.SlotsTotal() != 0 {
			t.Errorf("%s: Level(0) = %+v", rs, got)
		}
	}
	c := open(t, "srd-5.1")
	sorc, _ := c.Class("sorcerer")
	if sorc.Level(3).Known != 4 || sorc.Spellcasting.Prepared {
		t.Errorf("srd-5.1: sorcerer knows %d at 3, prepared %v", sorc.Level(3).Known, sorc.Spellcasting.Prepared)
	}
	c = open(t, "srd-5.2.1")
	wiz, _ := c.Class("wizard")
	if wiz.Level(1).Prepared != 4 {
		t.Errorf("srd-5.2.1: wizard prepares %d at 1, want 4", wiz.Level(1).Prepared)
	}
}

// TestOriginFacts checks species, backgrounds, feats and items.
func TestOriginFacts(t *testing.T) {
	c := open(t, "srd-5.1")
	dwarf, _ := c.Species("dwarf")
	if dwarf.Speed != 25 || dwarf.Darkvision != 60 || !slices.Equal(dwarf.Abilities, []content.Bonus{{Of: "con", Value: 2}}) {
		t.Errorf("srd-5.1 dwarf %+v", dwarf)
	}
	hill, _ := c.Species("hill-dwarf")
	if hill.Of != "dwarf" || hill.Traits[0].HPPerLevel != 1 {
		t.Errorf("srd-5.1 hill dwarf %+v", hill)
	}
	tief, _ := c.Species("tiefling")
	if !slices.Equal(tief.Resist, []string{"fire"}) {
		t.Errorf("srd-5.1 tiefling resist %v", tief.Resist)
	}
	c = open(t, "srd-5.2.1")
	dwarf, _ = c.Species("dwarf")
	if dwarf.Darkvision != 120 || !slices.Equal(dwarf.Resist, []string{"poison"}) || dwarf.Type != "humanoid" {
		t.Errorf("srd-5.2.1 dwarf %+v", dwarf)
	}
	human, _ := c.Species("human")
	if !slices.Equal(human.Size, []string{"small", "medium"}) {
		t.Errorf("srd-5.2.1 human size %v", human.Size)
	}
	acolyte, _ := c.Background("acolyte")
	if !slices.Equal(acolyte.Abilities, []string{"int", "wis", "cha"}) || acolyte.Feat != "magic-initiate" || len(acolyte.Skills) != 2 {
		t.Errorf("srd-5.2.1 acolyte %+v", acolyte)
	}
	grappler, _ := c.Feat("grappler")
	if grappler.Prereq.Level != 4 || !slices.Equal(grappler.Abilities, []string{"str", "dex"}) || grappler.AbilityBonus != 1 {
		t.Errorf("srd-5.2.1 grappler %+v", grappler)
	}
	for _, rs := range []string{"srd-5.1", "srd-5.2.1"} {
		c := open(t, rs)
		ring, _ := c.MagicItem("ring-of-protection")
		if ring == nil || ring.Bonuses.AC != 1 || ring.Bonuses.Saves != 1 || !ring.Attune || ring.Rarity != "rare" || ring.Category != "ring" {
			t.Errorf("%s: ring of protection %+v", rs, ring)
		}
		w, _ := c.MagicItem("weapon-2")
		if w == nil || w.Bonus != 2 || w.Bonuses.Attack != 2 || w.Bonuses.Damage != 2 || w.Attune || w.Prose || !w.Variant {
			t.Errorf("%s: weapon +2 %+v", rs, w)
		}
		g, _ := c.MagicItem("gauntlets-of-ogre-power")
		if g == nil || len(g.Sets) != 1 || g.Sets[0] != (content.Bonus{Of: "str", Value: 19}) {
			t.Errorf("%s: gauntlets of ogre power %+v", rs, g)
		}
		rare := c.SearchMagicItems(content.MagicItemFilter{Rarity: "Very Rare"})
		if len(rare) < 50 {
			t.Errorf("%s: %d very rare items", rs, len(rare))
		}
		if len(c.SearchGear("tools")) < 20 {
			t.Errorf("%s: %d tools", rs, len(c.SearchGear("tools")))
		}
		for _, kind := range content.CharacterKinds {
			list, err := c.Records(kind)
			if err != nil || len(list) == 0 {
				t.Errorf("%s: Records(%s) = %d, %v", rs, kind, len(list), err)
			}
		}
		if r, err := c.Find("class", "wizzard"); err != nil || r.Reference().ID != "wizard" {
			t.Errorf("%s: Find(class, wizzard) = %v, %v", rs, r, err)
		}
		subs := c.SearchSubclasses("wizard")
		if len(subs) != 1 || !strings.HasPrefix(subs[0].ID, "evo") {
			t.Errorf("%s: wizard subclasses %v", rs, subs)
		}
	}
}

func FuzzDecodeClass(f *testing.F) {
	f.Add([]byte(`{"records":[{"id":"wizard","name":"Wizard","cite":"c","hit_die":6,"levels":[{"level":1,"slots":[2]}]}]}`))
	f.Add([]byte(`{"records":[{"id":"a","name":"A","cite":"c","resources":[{"id":"r","uses":[1,-1]}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if file, err := content.Decode[content.Class](data); err == nil {
			for i := range file.Records {
				c := &file.Records[i]
				for n := -1; n <= 21; n++ {
					_ = c.Level(n).SlotsTotal()
					for j := range c.Resources {
						_ = c.Resources[j].UsesAt(n)
					}
				}
				_ = c.FeaturesTo(25)
			}
		}
		_, _ = content.Decode[content.Species](data)
		_, _ = content.Decode[content.MagicItem](data)
	})
}
