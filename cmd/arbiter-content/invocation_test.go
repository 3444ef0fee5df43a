package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-rpg/arbiter/content"
)

// TestFoundryInvocations checks the 2024 Eldritch Invocation options
// against SRD 5.2.1, Classes, Warlock, Eldritch Invocation Options: 28
// options; their prerequisites worked out by hand.
func TestFoundryInvocations(t *testing.T) {
	dir := filepath.Join(dataDir, "foundry-dnd5e", "srd-5.2", "classes24", "warlock", "eldritch-invocation-options")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no data sets at %s", dataDir)
	}
	fs, err := foundryInvocations(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(fs), 28; got != want {
		t.Errorf("got %d options, want %d", got, want)
	}
	byID := map[string]content.ClassFeature{}
	for _, f := range fs {
		byID[f.ID] = f
	}
	tests := []struct {
		id         string
		level      int
		want       content.Prerequisite
		repeatable bool
	}{
		{"agonizing-blast", 2, content.Prerequisite{Level: 2, Cantrip: "damage"}, true},
		{"repelling-blast", 2, content.Prerequisite{Level: 2, Cantrip: "attack"}, true},
		{"lessons-of-the-first-ones", 2, content.Prerequisite{Level: 2}, true},
		{"thirsting-blade", 5, content.Prerequisite{Level: 5, Feature: "eldritch-invocation-pact-of-the-blade"}, false},
		{"devouring-blade", 12, content.Prerequisite{Level: 12, Feature: "eldritch-invocation-thirsting-blade"}, false},
		{"gift-of-the-protectors", 9, content.Prerequisite{Level: 9, Feature: "eldritch-invocation-pact-of-the-tome"}, false},
		{"witch-sight", 15, content.Prerequisite{Level: 15}, false},
		{"pact-of-the-tome", 1, content.Prerequisite{}, false},
	}
	for _, tt := range tests {
		f, ok := byID["eldritch-invocation-"+tt.id]
		if !ok {
			t.Errorf("%s missing", tt.id)
			continue
		}
		var got content.Prerequisite
		if f.Prerequisite != nil {
			got = *f.Prerequisite
		}
		if got != tt.want || f.Level != tt.level || f.Repeatable != tt.repeatable || f.Parent != invocationParent || f.Class != "warlock" {
			t.Errorf("%s: got %+v level %d repeatable %v, want %+v level %d repeatable %v", tt.id, got, f.Level, f.Repeatable, tt.want, tt.level, tt.repeatable)
		}
	}
}
