package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/goccy/go-yaml"
)

// fInvocation is a Foundry VTT Eldritch Invocation option (classes24/
// warlock/eldritch-invocation-options), as far as the converter reads it.
type fInvocation struct {
	Name   string `yaml:"name"`
	Type   string `yaml:"type"`
	System struct {
		Identifier    string `yaml:"identifier"`
		Requirements  string `yaml:"requirements"`
		Prerequisites struct {
			Level      *int     `yaml:"level"`
			Repeatable bool     `yaml:"repeatable"`
			Items      []string `yaml:"items"`
		} `yaml:"prerequisites"`
	} `yaml:"system"`
}

// invocationParent is the 2024 feature the options are chosen for.
const invocationParent = "warlock-eldritch-invocations"

// invocationNeeds maps the Foundry requirement notes to prerequisite
// fields (SRD 5.2.1, Classes, Warlock, Eldritch Invocation Options).
var invocationNeeds = map[string]content.Prerequisite{
	"":                                  {},
	"Warlock Cantrip That Deals Damage": {Cantrip: "damage"},
	"Warlock Cantrip That Deals Damage via an Attack": {Cantrip: "attack"},
	"Pact of the Blade Invocation":                    {Feature: "eldritch-invocation-pact-of-the-blade"},
}

// foundryInvocations converts the 2024 Eldritch Invocation options to
// class features of the warlock, options of its Eldritch Invocations.
func foundryInvocations(dir string) ([]content.ClassFeature, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.yml"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paths)
	var out []content.ClassFeature
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, err
		}
		var v fInvocation
		if err := yaml.Unmarshal(b, &v); err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		if v.Type != "feat" || v.System.Identifier == "" {
			continue // the folder and the Book of Shadows item
		}
		need, ok := invocationNeeds[strings.TrimSpace(v.System.Requirements)]
		if !ok {
			return nil, fmt.Errorf("%s: unknown requirement %q", p, v.System.Requirements)
		}
		pr := v.System.Prerequisites
		if pr.Level != nil {
			need.Level = *pr.Level
		}
		for _, it := range pr.Items {
			need.Feature = "eldritch-invocation-" + kid(it)
		}
		cf := content.ClassFeature{
			Ref: content.Ref{ID: "eldritch-invocation-" + kid(v.System.Identifier), Name: "Eldritch Invocation: " + v.Name,
				Cite: "SRD 5.2.1, Classes, Warlock, " + v.Name},
			Class: "warlock", Level: max(need.Level, 1), Parent: invocationParent,
			Repeatable: pr.Repeatable, Prose: true,
		}
		if need != (content.Prerequisite{}) {
			cf.Prerequisite = &need
		}
		out = append(out, cf)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no eldritch invocation options in %s", dir)
	}
	return out, nil
}
