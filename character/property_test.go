package character

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

var srds = []string{"srd-5.1", "srd-5.2.1"}

// TestEveryClassLevel builds every class at every level in both SRDs and
// checks the properties every build must have.
func TestEveryClassLevel(t *testing.T) {
	for _, rs := range srds {
		cat, err := content.Open(rs)
		if err != nil {
			t.Fatal(err)
		}
		for _, cl := range cat.Classes() {
			for lvl := 1; lvl <= MaxLevel; lvl++ {
				c, err := Build(tableSpec(t, cat, cl.ID, lvl), cat)
				if err != nil {
					t.Fatalf("%s %s %d: %v", rs, cl.ID, lvl, err)
				}
				name := rs + " " + cl.ID + " " + string(rune('0'+lvl/10)) + string(rune('0'+lvl%10))
				// Slots match the class table.
				want := cl.Level(lvl).Slots
				var got [9]int
				copy(got[:], c.Sheet.Slots)
				if got != want {
					t.Errorf("%s: slots %v, table %v", name, got, want)
				}
				if c.Sheet.HP.Value < lvl {
					t.Errorf("%s: HP max %d is less than the level", name, c.Sheet.HP.Value)
				}
				for _, p := range c.Paths() {
					v, err := c.Explain(p)
					if err != nil || !v.sumsTo() {
						t.Errorf("%s: %s does not sum to its terms (%v)", name, p, err)
					}
				}
			}
		}
	}
}

// TestMulticlassSlots checks two-class casters against the multiclass
// spellcaster table through SlotsFor, and that one caster uses its own table.
func TestMulticlassSlots(t *testing.T) {
	for _, rs := range srds {
		cat, _ := content.Open(rs)
		for _, pair := range [][2]string{{"wizard", "cleric"}, {"paladin", "sorcerer"}, {"ranger", "druid"}, {"bard", "warlock"}} {
			for a := 1; a <= 10; a++ {
				spec := tableSpec(t, cat, pair[0], a)
				spec.Abilities.Scores = map[string]int{"str": 13, "dex": 13, "con": 13, "int": 13, "wis": 13, "cha": 13}
				other := ClassLevels{Class: pair[1], Level: 20 - a}
				oc, _ := cat.Class(pair[1])
				if other.Level >= SubclassLevel(cat, oc) {
					other.Subclass = oc.Subclasses[0]
				}
				spec.Classes = append(spec.Classes, other)
				c, err := Build(spec, cat)
				if err != nil {
					t.Fatalf("%s %v %d: %v", rs, pair, a, err)
				}
				levels := map[string]int{}
				for _, e := range spec.Classes {
					levels[e.Class] = e.Level
				}
				want, _ := cat.SlotsFor(levels)
				var got [9]int
				copy(got[:], c.Sheet.Slots)
				casters := 0
				for _, e := range c.classes {
					if sc := e.class.Spellcasting; sc != nil && sc.Kind != content.CasterPact && e.spec.Level >= sc.From {
						casters++
					}
				}
				if casters > 1 && got != want {
					t.Errorf("%s %v %d/%d: slots %v, multiclass table %v", rs, pair, a, 20-a, got, want)
				}
			}
		}
	}
}

// TestRefusals checks that illegal builds are refused with their rule.
func TestRefusals(t *testing.T) {
	cat, _ := content.Open("srd-5.2.1")
	tests := []struct {
		name   string
		change func(*Spec)
		want   string
	}{
		{"point buy over", func(s *Spec) {
			s.Abilities = Abilities{Method: PointBuy, Scores: map[string]int{"str": 15, "dex": 15, "con": 15, "int": 8, "wis": 10, "cha": 8}}
		}, "point buy: 29 points spent, 27 allowed"},
		{"standard array", func(s *Spec) {
			s.Abilities = Abilities{Method: StandardArray, Scores: map[string]int{"str": 15, "dex": 15, "con": 13, "int": 12, "wis": 10, "cha": 8}}
		}, "standard array"},
		{"rolled", func(s *Spec) {
			s.Abilities = Abilities{Method: Rolled, Rolls: [][]int{{6, 6, 6, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}},
				Scores: map[string]int{"str": 18, "dex": 3, "con": 3, "int": 3, "wis": 3, "cha": 4}}
		}, "rolled scores"},
		{"multiclass", func(s *Spec) { s.Classes = append(s.Classes, ClassLevels{Class: "wizard", Level: 1}) }, "multiclassing into wizard needs INT 13"},
		{"early subclass", func(s *Spec) { s.Classes[0] = ClassLevels{Class: "wizard", Level: 2, Subclass: "evoker"} }, "wizard has no subclass before level 3"},
		{"skill", func(s *Spec) { s.Species = "dwarf"; s.Skills = []string{"arcana"} }, "no choice left offers skill arcana"},
		{"expertise", func(s *Spec) { s.Expertise = []string{"stealth"} }, "expertise chosen, the features give 0"},
		{"asi level", func(s *Spec) {
			s.Improvements = []Improvement{{Class: "fighter", Level: 3, Increases: map[string]int{"str": 2}}}
		}, "grants no Ability Score Improvement"},
		{"feat prereq", func(s *Spec) {
			s.Classes[0] = ClassLevels{Class: "fighter", Level: 4, Subclass: "champion"}
			s.Improvements = []Improvement{{Class: "fighter", Level: 4, Feat: "boon-of-fate"}}
		}, "feat boon-of-fate needs level 19"},
		// Feats named outside improvements need what gives them (SRD 5.2.1,
		// Feats; Character Origins, Human, Versatile: one origin feat).
		{"feat source", func(s *Spec) { s.Feats = []string{"grappler"} }, "feat grappler: nothing the character has gives it"},
		{"two origin feats", func(s *Spec) { s.Feats = []string{"alert", "skilled"} }, "feat skilled: nothing the character has gives it"},
		{"style feat", func(s *Spec) { s.Classes[0] = ClassLevels{Class: "wizard", Level: 1}; s.Feats = []string{"archery"} },
			"feat archery: a fighting style feat needs a Fighting Style feature"},
		{"over 20", func(s *Spec) {
			s.Classes[0] = ClassLevels{Class: "fighter", Level: 6, Subclass: "champion"}
			s.Abilities.Scores["str"] = 18
			s.Improvements = []Improvement{{Class: "fighter", Level: 4, Increases: map[string]int{"str": 2}},
				{Class: "fighter", Level: 6, Increases: map[string]int{"str": 2}}}
		}, "over its maximum 20"},
		{"spell list", func(s *Spec) { s.Spells = map[string][]string{"fighter": {"fireball"}} }, "fighter 1 casts no spells"},
		{"spell level", func(s *Spec) {
			s.Classes[0] = ClassLevels{Class: "wizard", Level: 1}
			s.Spells = map[string][]string{"wizard": {"fireball"}}
		}, "fireball is a level 3 spell; wizard 1 casts spells up to level 1"},
		{"spell class", func(s *Spec) {
			s.Classes[0] = ClassLevels{Class: "wizard", Level: 1}
			s.Spells = map[string][]string{"wizard": {"cure-wounds"}}
		}, "cure-wounds is not on the wizard spell list"},
		{"subspecies", func(s *Spec) { s.Species = "dragonborn" }, "dragonborn needs a subspecies"},
		{"unknown class", func(s *Spec) { s.Classes[0].Class = "gunslinger" }, "unknown class"},
		{"hp rolls", func(s *Spec) { s.HP = "rolled"; s.Classes[0].Level = 2; s.Classes[0].HPRolls = []int{11} }, "not on a d10"},
	}
	for _, tc := range tests {
		spec := tableSpec(t, cat, "fighter", 1)
		tc.change(spec)
		_, err := Build(spec, cat)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
		if err != nil && !errors.Is(err, ErrIllegal) && !errors.Is(err, ErrUnknown) && !errors.Is(err, ErrSpec) {
			t.Errorf("%s: %v wraps no sentinel error", tc.name, err)
		}
	}
}

// TestRests spends hit dice, slots and resources and checks what each
// rest gives back by its recovery tag.
func TestRests(t *testing.T) {
	for _, rs := range srds {
		cat, _ := content.Open(rs)
		spec := tableSpec(t, cat, "warlock", 5)
		spec.Classes = append(spec.Classes, ClassLevels{Class: "wizard", Level: 3, Subclass: subFor(cat, "wizard", 3)})
		spec.Abilities.Scores["int"] = 13
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatal(err)
		}
		c.State.HP = 1
		c.State.HitDice = map[string]int{"d8": 5, "d6": 3}
		c.State.Slots = []int{0, 0}
		c.State.Resources["pact-slots"] = 0
		res, err := c.ShortRest(2, dice.NewScripted(4, 4))
		if err != nil {
			t.Fatal(err)
		}
		// Two d8 (the largest first): 4+2 each.
		if res.HP != 12 || c.State.HP != 13 || c.State.HitDice["d8"] != 3 || c.State.HitDice["d6"] != 3 {
			t.Errorf("%s short rest: %+v, state %+v", rs, res, c.State)
		}
		if c.State.Resources["pact-slots"] != 2 || !slices.Equal(c.State.Slots, []int{0, 0}) {
			t.Errorf("%s short rest: pact slots %d (want 2 back), slots %v (want none back)", rs, c.State.Resources["pact-slots"], c.State.Slots)
		}
		c.State.HitDice = map[string]int{"d8": 0, "d6": 0}
		if _, err := c.LongRest(); err != nil {
			t.Fatal(err)
		}
		wantDice := map[string]int{"d8": 5, "d6": 3} // 2024: all back
		if rs == "srd-5.1" {
			wantDice = map[string]int{"d8": 4, "d6": 0} // half of 8, largest first
		}
		if c.State.HP != c.Sheet.HP.Value || c.State.HitDice["d8"] != wantDice["d8"] || c.State.HitDice["d6"] != wantDice["d6"] ||
			!slices.Equal(c.State.Slots, c.Sheet.Slots) {
			t.Errorf("%s long rest: state %+v; want full HP, hit dice %v, slots %v", rs, c.State, wantDice, c.Sheet.Slots)
		}
	}
}

func subFor(cat *content.Catalog, class string, level int) string {
	cl, _ := cat.Class(class)
	if level >= SubclassLevel(cat, cl) {
		return cl.Subclasses[0]
	}
	return ""
}

// TestLevelUp levels a character from 1 to 20 and checks the state
// follows the new maximums.
func TestLevelUp(t *testing.T) {
	cat, _ := content.Open("srd-5.2.1")
	c, err := Build(tableSpec(t, cat, "cleric", 1), cat)
	if err != nil {
		t.Fatal(err)
	}
	for lvl := 2; lvl <= MaxLevel; lvl++ {
		sub := ""
		if lvl == 3 {
			sub = "life-domain"
		}
		c, err = LevelUp(c, "", "roll", sub, dice.NewSeeded(uint64(lvl)))
		if err != nil {
			t.Fatalf("level %d: %v", lvl, err)
		}
		if c.State.HP != c.Sheet.HP.Value || c.State.HitDice["d8"] != lvl {
			t.Errorf("level %d: HP %d of %d, hit dice %v", lvl, c.State.HP, c.Sheet.HP.Value, c.State.HitDice)
		}
	}
	if _, err := LevelUp(c, "", "fixed", "", dice.NewSeeded(1)); err == nil {
		t.Error("level 21 was allowed")
	}
	xp := tableSpec(t, cat, "cleric", 1)
	xp.XP = 299
	c, _ = Build(xp, cat)
	if _, err := LevelUp(c, "", "fixed", "", nil); err == nil || !strings.Contains(err.Error(), "level 2 needs 300 XP") {
		t.Errorf("level 2 at 299 XP: %v", err)
	}
}

func FuzzDecodeSpec(f *testing.F) {
	f.Add([]byte(`{"ruleset":"srd-5.2.1","name":"A","species":"human","classes":[{"class":"fighter","level":1}],"abilities":{"method":"standard-array","scores":{"str":15,"dex":14,"con":13,"int":12,"wis":10,"cha":8}}}`))
	f.Add([]byte(`{"name":"B","classes":[{"class":"wizard","level":25}],"abilities":{"method":"rolled","rolls":[[1,2,3,9]]}}`))
	f.Add([]byte(`{"state":{"hp":-4,"slots":[9,9,9,9,9,9,9,9,9,9]}}`))
	f.Add([]byte(`{"name":"C","species":"human","classes":[{"class":"wizard","level":3,"subclass":"evoker"}],"abilities":{"method":"manual","scores":{"str":10,"dex":14,"con":14,"int":16,"wis":10,"cha":10}},"spellbook":{"spells":["alarm","shield"],"copied":["web"]},"spells":{"wizard":["shield"]},"magic_items":[{"item":"weapon-1","base":"dagger"},{"item":"ring-of-protection","attuned":true},{"item":"armor-1","base":"chain-mail"}],"starting_equipment":{"class":[1],"buy":["rope"]},"equipment":{"items":["rope"]}}`))
	f.Add([]byte(`{"name":"D","species":"human","classes":[{"class":"fighter","level":4}],"abilities":{"method":"manual","scores":{"str":16,"dex":14,"con":14,"int":10,"wis":10,"cha":10}},"masteries":["longsword","greataxe"],"magic_items":[{"item":"shield-1"},{"item":"gauntlets-of-ogre-power","attuned":true}]}`))
	cat, err := content.Open("srd-5.2.1")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSpec(data)
		if err != nil {
			return
		}
		s.Ruleset = "srd-5.2.1"
		c, err := Build(s, cat)
		if err != nil {
			return
		}
		for _, p := range c.Paths() {
			if v, _ := c.Explain(p); !v.sumsTo() {
				t.Errorf("%s does not sum", p)
			}
		}
		_ = c.Creature()
	})
}

func TestStartingEquipment(t *testing.T) {
	cat, _ := content.Open("srd-5.1")
	spec := tableSpec(t, cat, "fighter", 1)
	spec.Background = "acolyte"
	spec.StartingEquipment = &Starting{Class: []int{0, 1, 0, 1}, Picks: []string{"longsword", "battleaxe", "amulet"}}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, it := range c.Sheet.Inventory {
		ids = append(ids, it.ID)
	}
	want := []string{"chain-mail", "crossbow-light", "crossbow-bolt", "explorers-pack", "clothes-common", "pouch", "longsword", "battleaxe", "amulet"}
	if !slices.Equal(ids, want) || c.Sheet.Gold != 15 {
		t.Errorf("inventory %v, gold %d; want %v, 15", ids, c.Sheet.Gold, want)
	}
	for _, bad := range []struct {
		st   Starting
		want string
	}{
		{Starting{Class: []int{0, 1, 0}}, "4 starting equipment choices, 3 made"},
		{Starting{Class: []int{0, 2, 0, 1}}, "options 0 to 1, not 2"},
		{Starting{Class: []int{0, 1, 0, 1}, Picks: []string{"dagger"}}, "dagger is not one of martial-weapons"},
	} {
		spec.StartingEquipment = &bad.st
		if _, err := Build(spec, cat); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%+v: got %v, want %q", bad.st, err, bad.want)
		}
	}
}

// TestCreatureSlots checks the rules creature carries the character's slots
// and pact slots (one slot model) and no slot resources.
func TestCreatureSlots(t *testing.T) {
	for _, rs := range srds {
		cat, _ := content.Open(rs)
		spec := tableSpec(t, cat, "warlock", 5)
		spec.Classes = append(spec.Classes, ClassLevels{Class: "wizard", Level: 3, Subclass: subFor(cat, "wizard", 3)})
		spec.Abilities.Scores["int"] = 13
		c, err := Build(spec, cat)
		if err != nil {
			t.Fatal(err)
		}
		c.State.Slots = []int{1, 0}
		c.State.Resources["pact-slots"] = 1
		cr := c.Creature()
		got := [4]int{cr.Slots.Left[1], cr.Slots.Max[1], cr.Slots.PactLeft, cr.Slots.PactMax}
		want := [4]int{1, c.Sheet.Slots[0], 1, c.Sheet.Pact.Slots}
		if got != want || cr.Slots.PactLevel != c.Sheet.Pact.Level {
			t.Errorf("%s: slots left/max, pact left/max = %v, want %v (pact level %d)", rs, got, want, cr.Slots.PactLevel)
		}
		for _, name := range []string{"slot_1", "pact-slots", "pact_slots"} {
			if _, ok := cr.Resource(name); ok {
				t.Errorf("%s: resource %s on the creature; slots are Creature.Slots", rs, name)
			}
		}
	}
}
