package scenario

import (
	"strings"
	"testing"
)

// TestRepositoryScenarios runs every scenario under testdata/scenarios.
func TestRepositoryScenarios(t *testing.T) {
	files, err := Files([]string{"../testdata/scenarios"})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenarios found")
	}
	for _, f := range files {
		t.Run(strings.TrimPrefix(f, "../testdata/scenarios/"), func(t *testing.T) {
			out := RunFile(f)
			if !out.OK() {
				t.Error(out)
			}
			if len(out.Unforced) > 0 {
				t.Errorf("steps %v roll dice without forcing them with dice:", out.Unforced)
			}
		})
	}
}

// TestBadScenarios: a broken file fails with its step and the problem.
func TestBadScenarios(t *testing.T) {
	head := "name: x\nruleset: srd-5.2.1\ncite: \"SRD 5.2.1\"\ncreatures:\n  - id: ana\n    stats: {hp: 12}\n"
	tests := []struct {
		yaml, want string
	}{
		{"name: x\nruleset: srd-5.2.1\n", "a scenario needs a cite"},
		{"name: x\nruleset: dnd-4e\ncite: y\n", `unknown ruleset "dnd-4e" (known: srd-5.2.1, 5efp, next-2013, srd-5.1)`},
		{"name: x\nruleset: 5efp\ncite: y\ncreatures:\n  - id: a\n    stats: {hp: 3}\n", "creature a: hp, max_hp and temp_hp: rules: this ruleset counts wounds, not hit points"},
		{"name: x\nruleset: 5efp\ncite: y\ncreatures:\n  - id: a\n    stats: {abilities: {str: 11}}\n", "creature a: rules: ability score out of range: str +11 is outside -5..+10"},
		{"name: x\nruleset: 5efp\ncite: y\ncreatures:\n  - id: a\n    stats: {level: 8}\n", "LEVEL 8 is outside 1..7"},
		{"name: x\nruleset: 5efp\ncite: y\ncreatures:\n  - id: a\n    stats: {}\nsteps:\n  - {do: heal, target: a, amount: 1, expect: {a.long_jump: 3}}\n", "path a.long_jump: not played for 5efp yet"},
		{"name: x\nruleset: 5efp\ncite: y\ncreatures:\n  - id: a\n    stats: {max_wounds: 4, wounds: 5}\n", "5 wounds is outside 0..4"},
		{head + "steps:\n  - {do: bolster, target: ana, amount: 1}\n", "step 1: bolster: rules: this ruleset counts hit points, not wounds"},
		{head + "steps:\n  - {do: damage, target: ana, amount: 1, expect: {ana.wounds: 0}}\n", "path ana.wounds: rules: this ruleset counts hit points"},
		{"name: x\nruleset: srd-5.1\ncite: y\ncreatures:\n  - id: a\n    stats: {mana: 2}\n", "creature a: max_wounds, wounds, bolster and mana: rules: this ruleset counts hit points"},
		{head + "steps:\n  - {do: fly, target: ana}\n", `step 1: fly: unknown verb "fly"`},
		{head + "steps:\n  - {do: magic}\n", "step 1: magic: the magic verb is not supported yet"},
		{head + "steps:\n  - {do: damage, target: bob, amount: 3}\n", `step 1: damage: no creature "bob"`},
		{head + "steps:\n  - {do: damage, target: ana, amount: 3, expect: {ana.mood: 1}}\n", "step 1: damage: unknown path ana.mood"},
		{head + "steps:\n  - {do: damage, target: ana, amount: 3, expect: {ana.hp: 8}}\n", "step 1: damage: ana.hp: expected 8, got 9"},
		{head + "steps:\n  - {do: save, by: ana, ability: dex, dc: 10, dice: [5, 6]}\n", "1 of the step's dice were not rolled"},
		{head + "steps:\n  - {do: save, by: ana, ability: dex, dc: 10, dice: []}\n", "scripted roller ran out of faces"},
		{head + "steps:\n  - {do: save, by: ana, ability: dex, dc: 10, dice: [21]}\n", "scripted face 21 is impossible on a d20"},
		{head + "steps:\n  - {do: heal, target: ana, amount: 1, error: nope}\n", `expected an error containing "nope", but the step succeeded`},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - id: g\n    monster: goblin\n", `no monster "goblin" (did you mean goblin-boss`},
		{"name: x\nruleset: next-2013\ncite: y\ncreatures:\n  - id: g\n    monster: goblin\n", "no catalog for this ruleset"},
		{"name: x\nruleset: srd-5.1\ncite: y\ncreatures:\n  - id: g\n    monster: 3\n", "neither true nor a catalog id"},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - {id: g, monster: ogre, hp: lots}\n", "creature g: hp is average or roll, not lots"},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - {id: g, monster: ogre, hp: roll, dice: [1]}\n", "scripted roller ran out of faces"},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - {id: g, monster: ogre}\nsteps:\n  - {do: set, path: g.legendary_actions, value: -1}\n", "path g.legendary_actions: -1 is not a count"},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - {id: g}\nsteps:\n  - {do: set, path: g.legendary_actions, value: 1}\n", "g is not a catalog monster"},
		{"name: x\nruleset: srd-5.2.1\ncite: y\nbogus: 1\n", "bogus"},
		{head + "steps:\n  - {target: ana}\n", "a step needs a verb"},
		{strings.Replace(head, "srd-5.2.1", "srd-5.1", 1) + "steps:\n  - {do: heal, target: ana, amount: 1, expect: {ana.bloodied: false}}\n", "srd-5.1 has no Bloodied"},
		{head + "steps:\n  - {do: check, by: ana, ability: wis, sense: smell, dice: [3]}\n", `step 1: check: sense: "smell" is not sight or hearing`},
		{head + "steps:\n  - {do: check, by: ana, ability: cha, social: true, dice: [3]}\n", "step 1: check: social: true needs against: <creature id>"},
		{head + "steps:\n  - {do: attack_roll, by: ana, target: ana, feet: -5}\n", "step 1: attack_roll: feet: -5 is not a distance"},
		{head + "steps:\n  - {do: attack_roll, by: ana, target: bob}\n", `step 1: attack_roll: no creature "bob"`},
		{head + "steps:\n  - {do: save, by: ana, ability: dex, dc: 10, dice: [5], expect: {result.hit: true}}\n", `step 1: save: path result.hit: this step has no result "hit"`},
		{head + "steps:\n  - {do: check, by: ana, ability: str, dice: five}\n", `bad.yaml: step 1: dice: "five" is neither a list of faces nor a dice expression`},
		{head + "steps:\n  - {do: heal, target: ana, amount: 1}\n  - just a string\n", "bad.yaml: step 2: a step is a mapping"},
		{head + "steps:\n  - {do: heal, target: ana, amount: 1, expect: [1]}\n", "bad.yaml: step 1: expect must map paths to values"},
		{head + "steps:\n  - {do: check, by: ana, ability: str, dc: ten, dice: [3]}\n", "step 1: check: dc: ten is not a whole number"},
		{head + "steps:\n  - {do: check, by: ana, ability: str, dc: 5, advantage: yes please, dice: [3]}\n", "step 1: check: advantage: yes please is not true or false"},
		{head + "steps:\n  - {do: damage, target: ana, amount: 2, dice: [3]}\n", "step 1: damage: 1 of the step's dice were not rolled"},
		{head + "steps:\n  - {do: check, by: ana, ability: str, dcc: 10, dice: [3]}\n", "step 1: check: unknown argument dcc: misspelt, or not one of this verb's"},
		{head + "steps:\n  - {do: check, by: ana, ability: str, dice: \"1d6\"}\n", "step 1: check: unknown argument dice (an amount to roll)"},
		{head + "steps:\n  - {do: heal, target: ana, amount: 1, by: ana, kind: long}\n", "step 1: heal: unknown argument by, kind"},
		{"name: x\nruleset: 5efp\ncite: y\ncreatures:\n  - {id: a, stats: {class: bard2}}\n", `creature a: class: rules: wounds: 5efp has no class "bard2"`},
		{"name: x\nruleset: srd-5.1\ncite: y\ncreatures:\n  - {id: a, stats: {class: fighter}}\n", "creature a: class: only 5efp's MAX Wounds reads a class here"},
		// durations, turns, Help and resources (turn.go)
		{head + "steps:\n  - {do: condition, target: ana, add: prone, until: noon}\n", `until: "noon" is not start_of_turn or end_of_turn`},
		{head + "steps:\n  - {do: condition, target: ana, add: prone, rounds: 0}\n", "rounds: 0 is not a whole number of at least 1"},
		{head + "steps:\n  - {do: condition, target: ana, add: prone, of: ana}\n", "of: ana needs until"},
		{head + "steps:\n  - {do: condition, target: ana, add: prone, save: wis}\n", "save: want {ability: wis, dc: 13}"},
		{head + "steps:\n  - {do: condition, target: ana, add: prone, save: {ability: luck, dc: 3}}\n", `unknown ability "luck"`},
		{head + "steps:\n  - {do: condition, target: ana, add: prone, save: {ability: wis}}\n", "needs a dc"},
		{head + "steps:\n  - {do: turn_end, by: bob}\n", `no creature "bob"`},
		{head + "steps:\n  - {do: spend, by: ana}\n", "needs resource"},
		{head + "steps:\n  - {do: help, by: ana, target: ana, attack: ana}\n", "cannot help itself"},
		{head + "steps:\n  - {do: session_start, who: bob}\n", `no creature "bob"`},
		{head + "steps:\n  - {do: heal, target: ana, amount: 1, expect: {ana.resources.ki: 1}}\n", `ana has no resource "ki"`},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - id: a\n    stats: {resources: {ki: {recovery: daily}}}\n", `resource ki: rules: bad recovery tag "daily"`},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - id: a\n    stats: {resources: {ki: {recovery: rest, uses: 3}}}\n", "bad resource ki: 3 uses of 1"},
		// characters from files (character.go)
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - {id: a, character: nope.yaml}\n", "creature a: character: open nope.yaml"},
		{"name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - {id: a, character: ../examples/characters/wizard-2014.yaml}\n", "creature a: the character is of srd-5.1, the file of srd-5.2.1"},
	}
	for _, tt := range tests {
		f, err := Parse("bad.yaml", []byte(tt.yaml))
		var got string
		if err != nil {
			got = err.Error()
		} else if out := Run(f); out.OK() {
			got = "passed"
		} else {
			got = out.String()
		}
		if !strings.Contains(got, tt.want) {
			t.Errorf("scenario\n%s\ngave %q, want it to contain %q", tt.yaml, got, tt.want)
		}
	}

}

func FuzzParse(f *testing.F) {
	f.Add([]byte("name: x\nruleset: srd-5.2.1\ncite: y\ncreatures:\n  - id: ana\n    stats: {hp: 3}\nsteps:\n  - {do: damage, target: ana, amount: 3, expect: {ana.dead: false}}\n"))
	f.Add([]byte("name: x\nruleset: srd-5.1\ncite: y\nsteps:\n  - {do: check, by: a, dice: [1, 2]}\n"))
	f.Add([]byte("name: x\nruleset: srd-5.1\ncite: y\ncreatures:\n  - id: a\n    stats: {resources: {ki: {recovery: rest 2}}}\n  - id: b\nsteps:\n  - {do: condition, target: a, add: prone, rounds: 2, of: b, save: {ability: wis, dc: 9}}\n  - {do: help, by: b, target: a, attack: b}\n  - {do: turn_end, by: a}\n  - {do: spend, by: a, resource: ki}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz.yaml", data)
		if err != nil {
			return
		}
		Run(file) // must not panic, whatever the file says
	})
}

func FuzzDamageDice(f *testing.F) {
	for _, s := range []string{"2d6+2", "1d8+1d6-1", "2d6kh1", "3", "-1d4", "1d6*2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ds, _, err := damageDice(s)
		if err != nil {
			return
		}
		for _, d := range ds {
			if d.Count < 0 || d.Sides < 0 {
				t.Fatalf("damageDice(%q) gave %+v", s, d)
			}
		}
	})
}
