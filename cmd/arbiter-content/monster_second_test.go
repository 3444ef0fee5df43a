package main

import (
	"encoding/json"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// sleepTree is Foundry's two save activities of a 2024 brass dragon's
// Sleep Breath as foundryEffect writes them.
func sleepTree() []content.Effect {
	return []content.Effect{
		{Kind: content.KindArea, Shape: "cone", Size: 60, Then: []content.Effect{{Kind: content.KindSave, Ability: "con", DC: 18, OnSuccess: "none",
			Fail: []content.Effect{{Kind: content.KindCondition, Condition: "incapacitated"}}}}},
		{Kind: content.KindSave, Ability: "con", DC: 18, OnSuccess: "none", Fail: []content.Effect{{Kind: content.KindCondition, Condition: "unconscious"}}},
	}
}

func TestSecondFailure(t *testing.T) {
	const sleep = "Constitution Saving Throw: DC X, each creature in a X-foot Cone. Failure: The target has the Incapacitated condition until the end of its next turn, at which point it repeats the save. Second Failure: The target has the Unconscious condition for 10 minutes."
	want := `[{"kind":"area","shape":"cone","size":60,"then":[{"kind":"save","ability":"con","dc":18,"on_success":"none","fail":[` +
		`{"kind":"condition","condition":"incapacitated","duration":{"unit":"target-turn-end"}},` +
		`{"kind":"save","ability":"con","dc":18,"on_success":"none","every":"target-turn-end","count":1,"fail":[{"kind":"condition","condition":"unconscious","duration":{"unit":"minute","amount":10}}]}]}]}]`
	tests := []struct {
		name, desc, want string
		read             bool
	}{
		{"two steps", sleep, want, true},
		{"no second failure", "Failure: The target has the Incapacitated condition until the end of its next turn, at which point it repeats the save.", "", false},
		{"a time not read", "Failure: The target has the Incapacitated condition until the end of its next turn, at which point it repeats the save. Second Failure: The target has the Unconscious condition for X minutes.", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			es := sleepTree()
			was, _ := json.Marshal(es)
			read := secondFailure(tt.desc, &es)
			got, _ := json.Marshal(es)
			if tt.want == "" {
				tt.want = string(was)
			}
			if string(got) != tt.want {
				t.Errorf("tree:\n got %s\nwant %s", got, tt.want)
			}
			if r := read("Second Failure: The target has the Unconscious condition for 10 minutes."); r != tt.read {
				t.Errorf("explains the second failure: got %v, want %v", r, tt.read)
			}
		})
	}
}

func TestCheckSecondTime(t *testing.T) {
	es := sleepTree()
	secondFailure("Failure: The target has the Incapacitated condition until the end of its next turn, at which point it repeats the save. Second Failure: The target has the Unconscious condition for 1 minute.", &es)
	f := content.Feature{ID: "sleep-breath", Effects: es}
	var notes []string
	checkSecondTime(&content.Monster{Ref: content.Ref{ID: "ancient-brass-dragon"}}, &f, "Second Failure The target has the Unconscious condition for 10 minutes.", func(string, ...any) { notes = append(notes, "") })
	got := f.Effects[0].Then[0].Fail[1].Fail[0].Duration
	if got == nil || *got != (content.Duration{Unit: "minute", Amount: 10}) || len(notes) != 1 {
		t.Errorf("got %v with %d notes, want 10 minutes and 1 note", got, len(notes))
	}
}

// FuzzSecondFailure feeds any text to the two-step save reader: it may
// not panic.
func FuzzSecondFailure(f *testing.F) {
	f.Add("Failure: The target has the Incapacitated condition until the end of its next turn, at which point it repeats the save. Second Failure: The target has the Unconscious condition for 10 minutes.")
	f.Add("Second Failure: The target has the Petrified condition for one hour.")
	f.Fuzz(func(t *testing.T, desc string) {
		if len(desc) > 400 {
			return
		}
		es := sleepTree()
		secondFailure(desc, &es)(desc)
		g := content.Feature{Effects: es}
		checkSecondTime(&content.Monster{}, &g, desc, func(string, ...any) {})
	})
}
