package scenario

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/goccy/go-yaml"
)

// Encounter is a fight to play: a ruleset, a grid and creatures, written as
// a scenario is but without steps (docs/encounters.md).
type Encounter struct {
	Path      string
	Name      string         `yaml:"name"`
	Ruleset   string         `yaml:"ruleset"`
	Grid      *GridSpec      `yaml:"grid"`
	Creatures []CreatureSpec `yaml:"creatures"`
	// Auto lists the sides whose creatures act by themselves (arbiter
	// play's simple policy); the others wait for the person at the keys.
	Auto []string `yaml:"auto"`

	chars []EncounterCharacter // set up by State
}

// Characters are the encounter's creatures built from character specs,
// as State set them up.
func (e *Encounter) Characters() []EncounterCharacter { return e.chars }

// ParseEncounter reads an encounter file's content; path names it in
// errors.
func ParseEncounter(path string, data []byte) (e *Encounter, err error) {
	defer func() {
		if p := recover(); p != nil { // see Parse
			e, err = nil, fmt.Errorf("%s: malformed YAML (the YAML reader failed: %v)", path, p)
		}
	}()
	e = &Encounter{Path: path}
	dec := yaml.NewDecoder(bytes.NewReader(data), yaml.Strict())
	if err := dec.Decode(e); err != nil {
		return nil, fmt.Errorf("%s: %s", path, strings.TrimSpace(yaml.FormatError(err, false, true)))
	}
	e.Path = path
	if e.Ruleset == "" {
		e.Ruleset = rules.Default
	}
	if len(e.Creatures) == 0 {
		return nil, fmt.Errorf("%s: an encounter needs creatures", path)
	}
	return e, nil
}

// State sets the encounter up as a fight that has not started.
func (e *Encounter) State() (*combat.State, error) {
	rs, err := rules.Get(e.Ruleset)
	if err != nil {
		return nil, err
	}
	f := &File{Path: e.Path, Name: e.Name, Ruleset: e.Ruleset, Grid: e.Grid, Creatures: e.Creatures}
	r := &runner{f: f, rs: rs, cs: map[string]*rules.Creature{}, seeded: &countingRoller{r: dice.NewSeeded(1)}}
	for _, spec := range e.Creatures {
		if err := r.setup(spec); err != nil {
			return nil, fmt.Errorf("%s: %w", e.Path, err)
		}
	}
	if err := r.newFight(); err != nil {
		return nil, fmt.Errorf("%s: %w", e.Path, err)
	}
	e.chars = r.chars
	return r.fight.state, nil
}
