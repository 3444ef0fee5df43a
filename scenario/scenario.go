// Package scenario reads and runs rules scenarios: small YAML files that set
// up creatures, perform steps with forced dice, and state what the rules say
// must follow (../shared/SCENARIOS.md describes the format). They prove that
// Arbiter plays the rules, and a game master can write one to settle a
// rules question.
//
//	f, err := scenario.Parse("fall.yaml", data)
//	out := scenario.Run(f)
//	fmt.Println(out.OK(), out.Err)
package scenario

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/goccy/go-yaml"
)

// File is a parsed scenario.
type File struct {
	Path      string
	Name      string         `yaml:"name"`
	Ruleset   string         `yaml:"ruleset"`
	Cite      string         `yaml:"cite"`
	Seed      *uint64        `yaml:"seed"`
	Grid      *GridSpec      `yaml:"grid"` // the battlefield for combat verbs (combat.go)
	Creatures []CreatureSpec `yaml:"creatures"`
	Steps     Steps          `yaml:"steps"`
}

// CreatureSpec sets up one creature.
type CreatureSpec struct {
	ID        string `yaml:"id"`
	Side      string `yaml:"side"`
	At        []int  `yaml:"at"`
	Stats     *Stats `yaml:"stats"`
	Monster   any    `yaml:"monster"`   // a catalog monster id, or true for an ad-hoc monster
	HP        any    `yaml:"hp"`        // a catalog monster's hit points: average (default) or roll
	Dice      []int  `yaml:"dice"`      // faces for hp: roll
	Character any    `yaml:"character"` // a character spec (docs/characters.md), inline or a file's path
}

// Stats are an ad-hoc creature's numbers; every field is optional.
type Stats struct {
	HP              *int           `yaml:"hp"`
	MaxHP           *int           `yaml:"max_hp"`
	TempHP          int            `yaml:"temp_hp"`
	AC              *int           `yaml:"ac"`
	Abilities       map[string]int `yaml:"abilities"`
	Level           *int           `yaml:"level"`
	CR              any            `yaml:"cr"`
	Proficient      []string       `yaml:"proficient"`
	Expertise       []string       `yaml:"expertise"`
	Speed           *int           `yaml:"speed"`
	Size            string         `yaml:"size"`
	Resist          []string       `yaml:"resist"`
	Vulnerable      []string       `yaml:"vulnerable"`
	Immune          []string       `yaml:"immune"`
	ConditionImmune []string       `yaml:"condition_immune"`
	Conditions      []string       `yaml:"conditions"`
	Exhaustion      int            `yaml:"exhaustion"`
	Monster         bool           `yaml:"monster"`
	HitDice         *int           `yaml:"hit_dice"`     // left to spend; default: all
	MaxHitDice      *int           `yaml:"max_hit_dice"` // default: the level
	HitDie          any            `yaml:"hit_die"`      // 8 or "d8"; default 8
	Inspiration     bool           `yaml:"inspiration"`
	// Resources are limited-use features by name.
	Resources map[string]ResourceSpec `yaml:"resources"`
	// Exploration and social stats (verbs_explore.go).
	Attitude           string       `yaml:"attitude"`            // friendly, indifferent or hostile
	Carrying           float64      `yaml:"carrying"`            // pounds carried
	VariantEncumbrance bool         `yaml:"variant_encumbrance"` // the table plays the optional encumbrance (srd-5.1)
	SpellcastingBonus  int          `yaml:"spellcasting_bonus"`  // next-2013
	Attacks            []AttackSpec `yaml:"attacks"`             // ad-hoc attacks for combat verbs (combat.go)
	// Spell slots by level, Pact Magic slots and spellcasting (cast.go).
	Slots        map[int]int       `yaml:"slots"`
	Pact         *PactSpec         `yaml:"pact"`
	Spellcasting *SpellcastingSpec `yaml:"spellcasting"`
	// Gear for a spell's components, speech and the classes whose
	// rituals it casts (cast.go).
	Gear         *GearSpec `yaml:"gear"`
	Mute         bool      `yaml:"mute"`
	SpellClasses []string  `yaml:"spell_classes"`
	// ReactionSpells are cast by the engine when their triggers happen
	// (shield, hellish-rebuke, counterspell).
	ReactionSpells []string `yaml:"reaction_spells"`
	// Spells are the only spells an ad-hoc creature casts, and the ones
	// the policy weighs for an auto side; nil for any (cast.go).
	Spells []string `yaml:"spells"`
	// 5efp fields, for a ruleset that counts wounds (rules.Ruleset.Wounds);
	// refused elsewhere.
	MaxWounds *int `yaml:"max_wounds"`
	Wounds    *int `yaml:"wounds"`
	Bolster   *int `yaml:"bolster"`
	Mana      *int `yaml:"mana"`
	// Class (5efp) sets MAX Wounds from the class's base, CON and LEVEL
	// unless max_wounds is given.
	Class string `yaml:"class"`
	// Combat features (features.go): attacks per Attack action (Extra
	// Attack), Sneak Attack's d6s, speeds other than walking, senses.
	AttacksPerAction int  `yaml:"attacks_per_action"`
	SneakAttack      int  `yaml:"sneak_attack"`
	Fly              int  `yaml:"fly"`
	Hover            bool `yaml:"hover"`
	Swim             int  `yaml:"swim"`
	Climb            int  `yaml:"climb"`
	Burrow           int  `yaml:"burrow"`
	Darkvision       int  `yaml:"darkvision"`
	Blindsight       int  `yaml:"blindsight"`
	Tremorsense      int  `yaml:"tremorsense"`
	Truesight        int  `yaml:"truesight"`
	Altitude         int  `yaml:"altitude"` // feet above the grid at the start of a fight (needs fly)
}

// ResourceSpec is a resource of an ad-hoc creature: its recovery tag
// ("Short Rest", "Cooldown 2"), its maximum (default: the tag's count) and
// the uses left (default: all).
type ResourceSpec struct {
	Recovery    string `yaml:"recovery"`
	Max         *int   `yaml:"max"`
	Uses        *int   `yaml:"uses"`
	OncePerTurn bool   `yaml:"once_per_turn"`
}

// Step is one step: its verb, arguments, forced dice and expectations.
type Step struct {
	Do     string         // the verb
	Args   map[string]any // every other key
	Dice   []int          // faces the dice must show, in order; nil to use the seeded roller
	Expect []Expectation  // in the order written
	Error  string         // the step must be refused with an error containing this
	hasErr bool
	// diceRoll: roll came from dice: "2d6+3", and error messages say so
	diceRoll bool
}

// Steps are a scenario's steps; a step that cannot be read is reported
// with its number.
type Steps []Step

// UnmarshalYAML reads the steps one by one, so that an error names its step.
func (ss *Steps) UnmarshalYAML(data []byte) error {
	var raw []any
	if err := yaml.UnmarshalWithOptions(data, &raw, yaml.UseOrderedMap()); err != nil {
		return fmt.Errorf("steps must be a list of steps")
	}
	*ss = make(Steps, 0, len(raw))
	for i, item := range raw {
		if _, ok := item.(yaml.MapSlice); !ok {
			return fmt.Errorf("step %d: a step is a mapping (do: <verb> and its arguments), not %v", i+1, item)
		}
		b, err := yaml.Marshal(item)
		if err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
		var s Step
		if err := s.UnmarshalYAML(b); err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
		*ss = append(*ss, s)
	}
	return nil
}

// Expectation is one path and the value it must have.
type Expectation struct {
	Path string
	Want any
}

// UnmarshalYAML reads a step, keeping its expectations in written order.
func (s *Step) UnmarshalYAML(data []byte) error {
	var m yaml.MapSlice
	if err := yaml.UnmarshalWithOptions(data, &m, yaml.UseOrderedMap()); err != nil {
		return err
	}
	s.Args = map[string]any{}
	for _, it := range m {
		key := fmt.Sprint(it.Key)
		switch key {
		case "do":
			s.Do = fmt.Sprint(it.Value)
		case "error":
			s.Error, s.hasErr = fmt.Sprint(it.Value), true
		case "dice":
			if expr, ok := it.Value.(string); ok { // dice: "2d6+3" is an amount to roll
				if _, err := dice.Parse(expr); err != nil {
					return fmt.Errorf("dice: %q is neither a list of faces nor a dice expression: %w", expr, err)
				}
				s.Args["roll"], s.diceRoll = expr, true
				continue
			}
			list, ok := it.Value.([]any)
			if !ok {
				return fmt.Errorf("dice must be a list of faces or an expression, not %v", it.Value)
			}
			s.Dice = []int{}
			for _, f := range list {
				n, ok := toInt(f)
				if !ok {
					return fmt.Errorf("dice: %v is not a whole number", f)
				}
				s.Dice = append(s.Dice, int(n))
			}
		case "expect":
			em, ok := it.Value.(yaml.MapSlice)
			if !ok {
				return fmt.Errorf("expect must map paths to values")
			}
			for _, e := range em {
				s.Expect = append(s.Expect, Expectation{Path: fmt.Sprint(e.Key), Want: plain(e.Value)})
			}
		default:
			s.Args[key] = plain(it.Value)
		}
	}
	if s.Do == "" {
		return fmt.Errorf("a step needs a verb: do: <verb>")
	}
	return nil
}

// plain turns ordered maps back into ordinary maps.
func plain(v any) any {
	switch v := v.(type) {
	case yaml.MapSlice:
		m := map[string]any{}
		for _, it := range v {
			m[fmt.Sprint(it.Key)] = plain(it.Value)
		}
		return m
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = plain(x)
		}
		return out
	}
	return v
}

// Parse reads a scenario file's content; path names it in errors.
func Parse(path string, data []byte) (f *File, err error) {
	defer func() {
		// goccy/go-yaml v1.19.2 panics on some malformed documents (found by
		// FuzzParse; testdata/fuzz keeps the case): report it as an error.
		if p := recover(); p != nil {
			f, err = nil, fmt.Errorf("%s: malformed YAML (the YAML reader failed: %v)", path, p)
		}
	}()
	f = &File{Path: path}
	dec := yaml.NewDecoder(bytes.NewReader(data), yaml.Strict(), yaml.UseOrderedMap())
	if err := dec.Decode(f); err != nil {
		return nil, fmt.Errorf("%s: %s", path, strings.TrimSpace(yaml.FormatError(err, false, true)))
	}
	f.Path = path
	switch {
	case f.Name == "":
		return nil, fmt.Errorf("%s: a scenario needs a name", path)
	case f.Ruleset == "":
		return nil, fmt.Errorf("%s: a scenario needs a ruleset", path)
	case f.Cite == "":
		return nil, fmt.Errorf("%s: a scenario needs a cite: the rule it checks", path)
	}
	return f, nil
}

func toInt(v any) (int64, bool) {
	switch n := v.(type) {
	case int:
		return int64(n), true
	case int64:
		return n, true
	case uint64:
		return int64(n), true
	case float64:
		if n == float64(int64(n)) {
			return int64(n), true
		}
	}
	return 0, false
}
