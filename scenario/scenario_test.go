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
			if out := RunFile(f); !out.OK() {
				t.Error(out)
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
		{"name: x\nruleset: dnd-4e\ncite: y\n", `unknown ruleset "dnd-4e" (known: srd-5.2.1, next-2013, srd-5.1)`},
		{"name: x\nruleset: 5efp\ncite: y\n", "ruleset 5efp is not supported yet"},
		{head + "steps:\n  - {do: fly, target: ana}\n", `step 1: fly: unknown verb "fly"`},
		{head + "steps:\n  - {do: start_combat}\n", "step 1: start_combat: the start_combat verb is not supported yet"},
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
		{"name: x\nruleset: srd-5.2.1\ncite: y\nbogus: 1\n", "bogus"},
		{head + "steps:\n  - {target: ana}\n", "a step needs a verb"},
		{strings.Replace(head, "srd-5.2.1", "srd-5.1", 1) + "steps:\n  - {do: heal, target: ana, amount: 1, expect: {ana.bloodied: false}}\n", "srd-5.1 has no Bloodied"},
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
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Parse("fuzz.yaml", data)
		if err != nil {
			return
		}
		Run(file) // must not panic, whatever the file says
	})
}
