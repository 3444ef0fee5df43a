package content_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

func open(t testing.TB, rs string) *content.Catalog {
	t.Helper()
	c, err := content.Open(rs)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestCounts: at least the numbers of ../shared/data/README.md. Its 334
// for srd-5.2.1 monsters counts the 345 files of actors24 less its 15
// folder files wrongly: there are 330 stat blocks (docs/content.md).
func TestCounts(t *testing.T) {
	tests := []struct {
		rs                                      string
		monsters, spells, weapons, armor, conds int
	}{
		{"srd-5.1", 334, 319, 37, 13, 15},
		{"srd-5.2.1", 330, 339, 38, 13, 15},
	}
	for _, tt := range tests {
		c := open(t, tt.rs)
		got := []int{len(c.Monsters()), len(c.Spells()), len(c.Weapons()), len(c.ArmorList()), len(c.Conditions()), len(c.DamageTypes())}
		want := []int{tt.monsters, tt.spells, tt.weapons, tt.armor, tt.conds, 13}
		for i, k := range []string{"monsters", "spells", "weapons", "armor", "conditions", "damage types"} {
			if got[i] < want[i] {
				t.Errorf("%s: %d %s, want at least %d", tt.rs, got[i], k, want[i])
			}
		}
	}
}

func TestOpenUnknown(t *testing.T) {
	_, err := content.Open("5efp")
	if !errors.Is(err, content.ErrNoCatalog) {
		t.Fatalf("Open(5efp) = %v, want ErrNoCatalog", err)
	}
	if c1, c2 := open(t, "srd-5.1"), open(t, "srd-5.1"); c1 != c2 {
		t.Error("Open loads a ruleset twice")
	}
}

var sizes = []string{"tiny", "small", "medium", "large", "huge", "gargantuan"}

// TestRecordsValid checks what the decoder does not: every dice
// expression parses, every damage type and condition an effect names is in
// the catalog, every multiattack names an action of its monster, and the
// enumerations hold known values.
func TestRecordsValid(t *testing.T) {
	for _, rs := range content.Rulesets() {
		c := open(t, rs)
		checkEffects := func(where string, list []content.Effect) {
			content.WalkAll(list, func(e *content.Effect) {
				if !slices.Contains(content.Kinds, e.Kind) {
					t.Errorf("%s: unknown effect kind %q", where, e.Kind)
				}
				if e.Dice != "" {
					if _, err := dice.Parse(e.Dice); err != nil {
						t.Errorf("%s: dice %q: %v", where, e.Dice, err)
					}
				}
				for _, l := range e.Levels {
					if _, err := dice.Parse(l.Dice); err != nil {
						t.Errorf("%s: dice %q: %v", where, l.Dice, err)
					}
				}
				if e.Kind == content.KindDamage && e.Type != "" {
					if _, ok := c.DamageType(e.Type); !ok {
						t.Errorf("%s: unknown damage type %q", where, e.Type)
					}
				}
				if e.Kind == content.KindCast {
					if _, ok := c.Spell(e.Cast); !ok && !castExceptions[rs+"/"+e.Cast] {
						t.Errorf("%s: casts unknown spell %q", where, e.Cast)
					}
				}
				if e.Kind == content.KindSummon && e.Creature != "" && e.Creature != "named" {
					if _, ok := c.Monster(e.Creature); !ok {
						t.Errorf("%s: summons unknown monster %q", where, e.Creature)
					}
				}
				if e.Kind == content.KindCondition {
					if _, ok := c.Condition(e.Condition); !ok && e.Condition != "exhaustion" {
						t.Errorf("%s: unknown condition %q", where, e.Condition)
					}
				}
			})
		}
		for _, m := range c.Monsters() {
			where := rs + "/" + m.ID
			if !slices.Contains(sizes, m.Size) || m.Type == "" || m.AC <= 0 || m.HP <= 0 || m.CREighths() < 0 {
				t.Errorf("%s: size %q type %q AC %d HP %d CR %q", where, m.Size, m.Type, m.AC, m.HP, m.CR)
			}
			if _, err := dice.Parse(m.HitDice); err != nil {
				t.Errorf("%s: hit dice %q: %v", where, m.HitDice, err)
			}
			if want := xp(m); m.XP != want || m.PB != rules.ProficiencyByCR(m.CREighths()) {
				t.Errorf("%s: XP %d PB %d for CR %s", where, m.XP, m.PB, m.CR)
			}
			ids := map[string]bool{}
			for _, list := range [][]content.Feature{m.Traits, m.Actions, m.BonusActions, m.Reactions, m.Legendary} {
				for _, f := range list {
					ids[f.ID] = true
					checkEffects(where+"/"+f.ID, f.Effects)
				}
			}
			for _, list := range [][]content.Feature{m.Actions, m.BonusActions, m.Legendary} {
				for _, f := range list {
					uses := slices.Clone(f.Multiattack)
					for _, set := range f.MultiattackOr {
						uses = append(uses, set...)
					}
					for _, u := range uses {
						if !names(ids, u.Action) && !slices.Contains(m.Spells, u.Action) &&
							!multiattackExceptions[rs+"/"+m.ID+"/"+u.Action] {
							t.Errorf("%s/%s: uses %q, which is not one of its features", where, f.ID, u.Action)
						}
					}
				}
			}
		}
		for _, s := range c.Spells() {
			if s.Level < 0 || s.Level > 9 || s.School == "" || s.Casting.Unit == "" || s.Range.Kind == "" {
				t.Errorf("%s/%s: level %d school %q casting %q range %q", rs, s.ID, s.Level, s.School, s.Casting.Unit, s.Range.Kind)
			}
			checkEffects(rs+"/"+s.ID, s.Effects)
		}
		for _, w := range c.Weapons() {
			if w.Category != "simple" && w.Category != "martial" || w.Kind != "melee" && w.Kind != "ranged" {
				t.Errorf("%s/%s: category %q kind %q", rs, w.ID, w.Category, w.Kind)
			}
			for _, p := range w.Properties {
				if _, ok := c.WeaponProperty(p); !ok {
					t.Errorf("%s/%s: unknown weapon property %q", rs, w.ID, p)
				}
			}
			if _, ok := c.Mastery(w.Mastery); w.Mastery != "" && !ok {
				t.Errorf("%s/%s: unknown mastery %q", rs, w.ID, w.Mastery)
			}
		}
		// Content's kinds name the character kinds (content/characters.go)
		// and back: a spell's class list, a species' languages, a
		// background's skill proficiencies.
		for _, s := range c.Spells() {
			for _, k := range s.Classes {
				if _, ok := c.Class(k); !ok {
					t.Errorf("%s/%s: on the list of unknown class %q", rs, s.ID, k)
				}
			}
		}
		for _, sp := range c.SpeciesList() {
			for _, l := range sp.Languages {
				if _, ok := c.Language(l); !ok {
					t.Errorf("%s/%s: unknown language %q", rs, sp.ID, l)
				}
			}
		}
		for _, b := range c.Backgrounds() {
			for _, sk := range b.Skills {
				// Proficiency ids name a skill as skill-<skill id>.
				if _, ok := c.Skill(strings.TrimPrefix(sk, "skill-")); !ok || !strings.HasPrefix(sk, "skill-") {
					t.Errorf("%s/%s: unknown skill %q", rs, b.ID, sk)
				}
			}
		}
		for _, m := range c.Masteries() {
			checkEffects(rs+"/"+m.ID, m.Effects)
		}
		for _, m := range c.Monsters() {
			for _, s := range m.Skills {
				if _, ok := c.Skill(s.Of); !ok {
					t.Errorf("%s/%s: unknown skill %q", rs, m.ID, s.Of)
				}
			}
			for _, s := range m.Saves {
				if _, err := rules.ParseAbility(s.Of); err != nil {
					t.Errorf("%s/%s: save %v", rs, m.ID, err)
				}
			}
			for _, ci := range m.ConditionImmune {
				if _, ok := c.Condition(ci); !ok && ci != "exhaustion" {
					t.Errorf("%s/%s: immune to unknown condition %q", rs, m.ID, ci)
				}
			}
		}
		for _, a := range c.ArmorList() {
			if !slices.Contains([]string{"light", "medium", "heavy", "shield"}, a.Category) || a.AC <= 0 {
				t.Errorf("%s/%s: category %q AC %d", rs, a.ID, a.Category, a.AC)
			}
		}
	}
}

// xp is the XP of a challenge rating (SRD 5.2.1, Monsters, Experience
// Points by Challenge Rating): spot values, and CR 0 worth 0 or 10.
func xp(m content.Monster) int {
	table := map[string]int{"1/8": 25, "1/4": 50, "1/2": 100, "1": 200, "2": 450, "3": 700, "4": 1100,
		"5": 1800, "10": 5900, "17": 18000, "20": 25000, "21": 33000, "24": 62000, "30": 155000}
	if m.CR == "0" {
		if m.XP == 0 || m.XP == 10 {
			return m.XP
		}
		return 10
	}
	if v, ok := table[m.CR]; ok {
		return v
	}
	return m.XP
}

func TestFind(t *testing.T) {
	c := open(t, "srd-5.2.1")
	tests := []struct {
		kind, query, want string
	}{
		{"monster", "Aboleth", "aboleth"},
		{"monster", "ADULT RED DRAGON", "adult-red-dragon"},
		{"spell", "fire ball", "fireball"},
		{"spell", "firebal", "fireball"},
		{"weapon", "long sword", "longsword"},
		{"condition", "Prone", "prone"},
		{"gear", "pack explorers", "explorers-pack"},
	}
	for _, tt := range tests {
		r, err := c.Find(tt.kind, tt.query)
		if err != nil || r.Reference().ID != tt.want {
			t.Errorf("Find(%s, %q) = %v, %v; want %s", tt.kind, tt.query, r, err, tt.want)
		}
	}
	_, err := c.Find("monster", "dragn")
	var nf *content.NotFoundError
	if !errors.As(err, &nf) || !errors.Is(err, content.ErrUnknown) {
		t.Fatalf("Find(dragn) = %v, want a NotFoundError", err)
	}
	if _, err := c.Find("potion", "x"); !errors.Is(err, content.ErrKind) {
		t.Errorf("Find(potion) = %v, want ErrKind", err)
	}
}

func TestSearch(t *testing.T) {
	c := open(t, "srd-5.1")
	ms, err := c.SearchMonsters(content.MonsterFilter{MinCR: "1/4", MaxCR: "1/4", Type: "humanoid"})
	if err != nil || len(ms) == 0 {
		t.Fatalf("humanoids of CR 1/4: %d, %v", len(ms), err)
	}
	for _, m := range ms {
		if m.CR != "1/4" || m.Type != "humanoid" {
			t.Errorf("%s: CR %s type %s", m.ID, m.CR, m.Type)
		}
	}
	if _, err := c.SearchMonsters(content.MonsterFilter{MinCR: "1/3"}); err == nil {
		t.Error("CR 1/3 accepted")
	}
	three, yes := 3, true
	fire := c.SearchSpells(content.SpellFilter{Level: &three, DamageType: "fire", Class: "wizard"})
	if !slices.ContainsFunc(fire, func(s *content.Spell) bool { return s.ID == "fireball" }) {
		t.Error("fireball is not a 3rd-level wizard fire spell")
	}
	for _, s := range c.SearchSpells(content.SpellFilter{Ritual: &yes}) {
		if !s.Ritual {
			t.Errorf("%s is not a ritual", s.ID)
		}
	}
	if got := c.SearchArmor("shield"); len(got) != 1 {
		t.Errorf("%d shields, want 1", len(got))
	}
	if got := c.SearchWeapons(content.WeaponFilter{Property: "finesse"}); len(got) < 5 {
		t.Errorf("%d finesse weapons", len(got))
	}
}

func TestKebab(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Giant Spider (Swarm)", "giant-spider-swarm"}, {"Mordenkainen's Sword", "mordenkainens-sword"},
		{"  Fire--Bolt ", "fire-bolt"},
	}
	for _, tt := range tests {
		if got := content.Kebab(tt.in); got != tt.want || !content.IsKebab(got) {
			t.Errorf("Kebab(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	for _, bad := range []string{"", "-a", "a-", "a--b", "A", "a_b"} {
		if content.IsKebab(bad) {
			t.Errorf("IsKebab(%q) = true", bad)
		}
	}
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"ruleset":"x","kind":"monsters","records":[{"id":"a","name":"A","cite":"c"}]}`))
	f.Add([]byte(`{"records":[{"id":"a-b","name":"A","cite":"c","effects":[{"kind":"save","fail":[{"kind":"damage"}]}]}]}`))
	f.Add([]byte(`{"records":[{"id":"A"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if file, err := content.Decode[content.Monster](data); err == nil {
			for _, m := range file.Records {
				if !content.IsKebab(m.ID) {
					t.Fatalf("accepted id %q", m.ID)
				}
			}
		}
		_, _ = content.Decode[content.Spell](data)
	})
}

func BenchmarkLoad(b *testing.B) {
	for _, rs := range content.Rulesets() {
		b.Run(rs, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := content.Load(rs); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

var _ = fmt.Sprint

// TestFiveEFPFits: the model holds 5efp's mana costs, cooldown keywords and
// monster tiers already (their catalog comes in a later issue).
func TestFiveEFPFits(t *testing.T) {
	spells, err := content.Decode[content.Spell]([]byte(`{"ruleset":"5efp","kind":"spells","records":[
		{"id":"ember-lance","name":"Ember Lance","cite":"5efp, Spells","level":1,"school":"evocation",
		 "casting":{"unit":"action"},"range":{"kind":"feet","feet":60},"duration":{"unit":"instant"},
		 "mana":3,"cooldown":"short-rest"}]}`))
	if err != nil || spells.Records[0].Mana != 3 || spells.Records[0].Cooldown != "short-rest" {
		t.Fatalf("5efp spell: %+v, %v", spells, err)
	}
	monsters, err := content.Decode[content.Monster]([]byte(`{"records":[
		{"id":"goblin-boss-form","name":"Goblin","cite":"5efp, Monsters","tier":"boss",
		 "actions":[{"id":"rally","name":"Rally","mana":2,"cooldown":"round"}]}]}`))
	if err != nil || monsters.Records[0].Tier != "boss" || monsters.Records[0].Actions[0].Mana != 2 {
		t.Fatalf("5efp monster: %+v, %v", monsters, err)
	}
}

// names reports whether a multiattack entry names a feature: the same id,
// a plural ("claws" for claw), or the id with a form note on either side
// ("claw" for claw-oni-form-only, "bite-bat-or-vampire-form-only" for bite).
func names(ids map[string]bool, use string) bool {
	if ids[use] || ids[strings.TrimSuffix(use, "s")] {
		return true
	}
	for id := range ids {
		if strings.HasPrefix(id, use+"-") || strings.HasPrefix(use, id+"-") {
			return true
		}
	}
	return false
}
