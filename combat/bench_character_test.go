package combat

import (
	"fmt"
	"slices"
	"testing"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// partySpecs are four level-5 srd-5.2.1 characters as character specs
// (docs/characters.md): a champion fighter (Extra Attack), a thief rogue
// (Sneak Attack), a life cleric and an evoker wizard.
var partySpecs = []string{
	`{"ruleset": "srd-5.2.1", "name": "fighter", "species": "human", "background": "soldier",
	  "classes": [{"class": "fighter", "level": 5, "subclass": "champion"}],
	  "abilities": {"method": "standard-array", "scores": {"str": 15, "dex": 13, "con": 14, "int": 8, "wis": 12, "cha": 10}},
	  "equipment": {"armor": "chain-mail", "shield": true, "weapons": ["longsword"]}}`,
	`{"ruleset": "srd-5.2.1", "name": "cleric", "species": "dwarf", "background": "acolyte",
	  "classes": [{"class": "cleric", "level": 5, "subclass": "life-domain"}],
	  "abilities": {"method": "standard-array", "scores": {"wis": 15, "con": 14, "str": 13, "dex": 12, "cha": 10, "int": 8}},
	  "equipment": {"armor": "scale-mail", "shield": true, "weapons": ["mace"]},
	  "spells": {"cleric": ["sacred-flame", "guidance", "light", "guiding-bolt", "healing-word", "spiritual-weapon"]}}`,
	`{"ruleset": "srd-5.2.1", "name": "rogue", "species": "halfling", "background": "criminal",
	  "classes": [{"class": "rogue", "level": 5, "subclass": "thief"}],
	  "abilities": {"method": "standard-array", "scores": {"dex": 15, "con": 14, "wis": 13, "int": 12, "cha": 10, "str": 8}},
	  "equipment": {"armor": "leather-armor", "weapons": ["shortsword", "shortbow"]}}`,
	`{"ruleset": "srd-5.2.1", "name": "wizard", "species": "human", "background": "sage",
	  "classes": [{"class": "wizard", "level": 5, "subclass": "evoker"}],
	  "abilities": {"method": "standard-array", "scores": {"int": 15, "con": 14, "dex": 13, "wis": 12, "cha": 10, "str": 8}},
	  "equipment": {"weapons": ["dagger"]},
	  "spells": {"wizard": ["fire-bolt", "light", "mage-hand", "ray-of-frost", "magic-missile", "shield", "scorching-ray", "fireball"]}}`,
}

// builtParty builds partySpecs into combatants on the same squares as
// party5's: each character's creature with its sheet's weapon attacks (as
// scenario.CharacterAttacks makes them; combat may not import scenario).
func builtParty(t testing.TB, rs *rules.Ruleset) []*Combatant {
	t.Helper()
	cat, err := content.Open(rs.Name)
	if err != nil {
		t.Fatal(err)
	}
	var cs []*Combatant
	for i, js := range partySpecs {
		spec, err := character.DecodeSpec([]byte(js))
		if err != nil {
			t.Fatal(err)
		}
		ch, err := character.Build(spec, cat)
		if err != nil {
			t.Fatalf("%s: %v", spec.Name, err)
		}
		c := ch.Creature()
		c.ID, c.Side, c.Position = spec.Name, "party", [2]int{6 + 2*i, 14}
		cb := &Combatant{Creature: c, Attacks: sheetAttacks(ch.Sheet.Attacks)}
		for _, k := range ch.Sheet.Spellcasting { // as scenario.CharacterCombatant
			cb.Spells = append(cb.Spells, k.Spells...)
			cb.Spells = append(cb.Spells, k.Always...)
			if cb.Spellcasting == nil {
				cb.Spellcasting = &Spellcasting{Ability: k.Ability}
			}
		}
		cs = append(cs, cb)
	}
	return cs
}

// sheetAttacks is scenario.CharacterAttacks.
func sheetAttacks(as []character.Attack) []Attack {
	var out []Attack
	for _, a := range as {
		at := Attack{ID: a.ID, Ability: a.Ability, Type: a.DamageType, Damage: a.WeaponDice,
			Light: slices.Contains(a.Properties, "light"), Finesse: slices.Contains(a.Properties, "finesse"),
			Mastery: a.Mastery, Magical: a.Magical}
		for _, t := range a.ToHit.Terms[1:] {
			if t.Source == "proficiency" {
				at.Proficient = true
			} else {
				at.Bonus = append(at.Bonus, t)
			}
		}
		at.DamageBonus = slices.Clone(a.Damage.Terms[1:])
		if len(a.Range) == 2 {
			at.Range = [2]int{a.Range[0], a.Range[1]}
		}
		if len(a.Range) < 2 || slices.Contains(a.Properties, "thrown") {
			at.Reach = 5
			if slices.Contains(a.Properties, "reach") {
				at.Reach = 10
			}
		}
		out = append(out, at)
	}
	return out
}

// fightCharacters is fight5 with builtParty for party5.
func fightCharacters(t testing.TB) *State {
	t.Helper()
	rs, err := rules.Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	cs := builtParty(t, rs)
	for i, id := range fightGroup {
		cs = append(cs, catalogMonster(t, rs, id, fmt.Sprintf("m%d", i), 2+2*i, 2))
	}
	s, err := NewState(rs, Grid{Width: 20, Height: 18}, cs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// BenchmarkFightCharacters is BenchmarkFight with the party built by
// package character from specs (fighter, rogue, cleric, wizard at level 5).
func BenchmarkFightCharacters(b *testing.B) {
	setup := fightCharacters(b)
	r := dice.NewSeeded(1)
	b.ReportAllocs()
	cmds := 0
	cpu0 := cpuTime()
	s := new(State) // each fight in the last one's memory (Reset), as BenchmarkFight
	var buf []Event
	for b.Loop() {
		var n int
		n, buf = playFightInto(b, s.Reset(setup), r, nil, buf)
		cmds += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fights/s")
	b.ReportMetric(float64(b.N)/(cpuTime()-cpu0).Seconds(), "cpu-fights/s")
	b.ReportMetric(float64(cmds)/float64(b.N), "cmds/fight")
}

// TestFightCharactersReplay plays the built party's fight with the log
// kept and checks the replay, for a few seeds.
func TestFightCharactersReplay(t *testing.T) {
	for seed := range uint64(5) {
		s := fightCharacters(t)
		setup := s.Clone()
		var log []Event
		playFight(t, s, dice.NewSeeded(seed), func(es []Event) { log = append(log, es...) })
		if got, err := Replay(setup, log); err != nil || !Equal(got, s) {
			t.Fatalf("seed %d: replay differs (%v)", seed, err)
		}
	}
}
