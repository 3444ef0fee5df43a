package rules

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Ruleset is one of the game's rulesets, as data: its conditions and what
// they do, its exhaustion rule, and the other numbers where the rulesets
// differ. The engine reads these fields; it never tests a ruleset's name.
type Ruleset struct {
	Name  string // srd-5.2.1
	Title string // the 2024 rules
	Cite  string // how rules of this ruleset are cited: "SRD 5.2.1"

	Conditions map[string]Condition
	Exhaustion ExhaustionRule
	KnockOut   KnockOutRule
	Bloodied   bool // the ruleset names a creature at half its hit points or fewer Bloodied
	Rest       RestRule

	// ChooseToFail: a creature may choose to fail a saving throw (2024).
	ChooseToFail bool
	// InspirationRerolls: spending inspiration rerolls a die (2024 Heroic
	// Inspiration); otherwise it gives advantage on the roll (2014).
	InspirationRerolls bool
	// ToolAndSkill: a check with a tool and a skill one is proficient in
	// both has advantage (2024).
	ToolAndSkill bool
	// FallIntoWaterRule: a creature falling into water may make a check to
	// halve the damage (2024).
	FallIntoWaterRule bool
	// Inspiration: the ruleset has inspiration to spend.
	Inspiration bool
	// CritAtZeroFailures is how many death save failures a critical hit on
	// a creature at 0 hit points counts for (2 in the SRDs).
	CritAtZeroFailures int
	// StandingHighJumpMod: a standing high jump is the Strength modifier
	// in feet, at least 1 (next-2013), instead of half the running jump.
	StandingHighJumpMod bool
	// HelpNeedsProficiency: helping an ability check means choosing a skill
	// or tool the helper is proficient in (2024).
	HelpNeedsProficiency bool
	// Skills maps each skill of the ruleset to its usual ability.
	Skills map[string]Ability
	// Combat is how the ruleset runs a fight (combat.go).
	Combat CombatRule
	// Flight is when a flying creature falls (features.go).
	Flight FlightRule

	// Wounds, when set, counts a creature's health in wounds up to MAX
	// Wounds instead of hit points down to 0 (5efp); nil means hit points.
	Wounds *WoundRule
	// Scores says how ability scores work; the zero value is the SRDs'
	// 1 to 30 with a modifier derived from each.
	Scores ScoreRule
	// Proficiency says how the proficiency bonus works; the zero value is
	// the SRD table by level or challenge rating.
	Proficiency ProficiencyRule
	// DefenseFromDex: a creature's Defense, the number attacks must reach,
	// is 10 + DEX (5efp) rather than the armor class it is given.
	DefenseFromDex bool
	// NoSaves: the ruleset has no saving throws besides death saves; a
	// creature resists with an ability check, and may choose to fail it
	// where ChooseToFail is set (5efp).
	NoSaves bool
	// NoFallRule: the ruleset states no falling damage (5efp).
	NoFallRule bool
	// Sections renames the sections the engine's terms cite, by key (d20,
	// ability, proficiency, exhaustion, passive, damage, adjustment,
	// resistance, vulnerability, immunity), where the ruleset's text names
	// them differently.
	Sections map[string]string
	// Exploration and social rules (carry.go, travel.go, suffocation.go,
	// sight.go, hide.go, sustenance.go, social.go); a nil or zero rule means
	// the ruleset has none, and the engine refuses it by name.
	Carry       CarryRule
	TravelPace  *TravelRule
	Suffocation *SuffocationRule
	Sight       SightRule
	Hiding      HideRule
	Sustenance  *SustenanceRule
	Social      *SocialRule
	// Spellcasting and critical hits (spellcasting.go, critical.go).
	Spell          SpellRule
	Metamagic      *MetamagicRule // metamagic.go; nil: none
	Crit           CritRule
	Cover          CoverRule // cover.go
	HasCoupDeGrace bool      // the Coup de Grace action: a hit on an unconscious creature is a critical hit (next-2013)

	cites cites // made by Register from Cite
	// defs maps each condition to itself followed by the conditions it
	// brings, transitively (unconscious: unconscious, incapacitated,
	// prone), made by Register so that the hot paths look a condition up
	// once.
	defs map[string][]*Condition
	// exceptSource names the conditions with DisExceptSource.
	exceptSource []string
}

// cites are the citations explanation terms carry, made once per ruleset.
type cites struct {
	d20, ability, proficiency, exhaustion, passive string
	damage, adjustment, resistance, vulnerability  string
	immunity                                       string
	conditions, help, resources                    string
}

// ErrNoWaterRule refuses a fall into water where the ruleset has no rule
// for it.
var ErrNoWaterRule = errors.New("rules: this ruleset has no rule for falling into water")

// RestRule is what short and long rests restore.
type RestRule struct {
	// LongRestHitDice is the share of the maximum hit dice a long rest
	// gives back: 1 (all, 2024) or 2 (half, rounded down but at least one,
	// 2014).
	LongRestHitDice int
	// LongRestNeedsHP: a creature at 0 hit points gains nothing from a long
	// rest (2014).
	LongRestNeedsHP bool
	// LongRestRoundUp: the share of hit dice rounds up (next-2013) rather
	// than down.
	LongRestRoundUp bool
	// HitDieMin is the least a hit die spent in a short rest heals: 1 in
	// 2024 (the published SRD 5.2.1 glossary, Short Rest), 0 where the text
	// states no minimum and a low Constitution can only bring it to 0.
	HitDieMin int
	// Single: the ruleset has one kind of rest (5efp's Rest, EndRest)
	// instead of short and long rests.
	Single bool
	// PerSession is how many rests a creature may take in a game session
	// (5efp: Rest is Cooldown 2); 0 sets no limit.
	PerSession int
}

// KnockOutRule is what happens when an attacker knocks a creature out
// instead of dropping it to 0 hit points with a melee attack.
type KnockOutRule struct {
	HP     int  // the hit points it is left with: 1 in 2024, 0 in 2014
	Stable bool // it is stable (2014)
	// Lethal says whether damage left over that reaches the hit point
	// maximum still kills (2014: the creature does drop to 0).
	Lethal bool
}

// TestKind is the kind of a D20 test.
type TestKind uint8

const (
	Check TestKind = iota
	Save
	Attack
	DeathSave
)

var testKindNames = [...]string{"ability check", "saving throw", "attack roll", "death saving throw"}

func (k TestKind) String() string { return testKindNames[k] }

// Effect is what a condition does to its creature's D20 tests.
type Effect struct {
	Tests     []TestKind // the tests it touches
	Abilities []Ability  // only tests of these abilities; empty means all
	// Sense: only checks that rely on this sense ("sight", "hearing"),
	// as the test says (Test.Sense); empty means any.
	Sense    string
	Adv      bool
	Dis      bool
	AutoFail bool
}

func (e Effect) applies(k TestKind, a Ability) bool {
	return slices.Contains(e.Tests, k) && (len(e.Abilities) == 0 || slices.Contains(e.Abilities, a))
}

// fits is applies for a whole test, with the sense it relies on.
func (e *Effect) fits(t *Test) bool {
	return e.applies(t.Kind, t.Ability) && (e.Sense == "" || e.Sense == t.Sense)
}

// Condition is a condition's rules.
type Condition struct {
	Name      string
	Implies   []string // conditions it brings with it: unconscious → incapacitated, prone
	Effects   []Effect
	Speed0    bool // its creature's speed is 0
	ResistAll bool // resistance to all damage (petrified)
	// ResistNonmagical is resistance to damage that is not magical
	// (next-2013's incorporeal).
	ResistNonmagical bool
	Immune           []string // conditions it makes its creature immune to (petrified → poisoned)
	// MustTarget is whom the creature must include among the targets of
	// its attacks, effects and spells whenever it can (5efp's Taunted: a
	// "defender"); combat reads it.
	MustTarget string
	// EndsOnDamageFrom lists the group roles whose damage, 1 or more,
	// ends the condition (5efp's Taunted: "healer", "damage").
	EndsOnDamageFrom []string
	// Against is what it does to attack rolls against its creature
	// (against.go).
	Against AgainstRule
	// DisExceptSource: its creature's attack rolls have disadvantage
	// against anyone but the condition's source (2024 Grappled).
	DisExceptSource bool
	// NoHarmSource: its creature cannot attack the condition's source
	// (Charmed); SourceSocialAdv: the source has advantage on checks to
	// interact with it socially (Charmed).
	NoHarmSource, SourceSocialAdv bool

	targetName string // "target <name>", the source attacks against it name
	rank       int    // its place in the ruleset's conditions sorted by name
}

// ExhaustionRule is how exhaustion works: 2024 subtracts from every D20
// test and from speed per level; 2014 has a table whose effects add up.
type ExhaustionRule struct {
	TestPenalty  int // per level, on every D20 test
	SpeedPenalty int // feet per level
	Levels       []ExhaustionLevel
	DeathAt      int
}

// ExhaustionLevel is one row of the 2014 table; rows up to the creature's
// level all apply.
type ExhaustionLevel struct {
	Dis         []TestKind
	SpeedHalved bool
	Speed0      bool
	MaxHPHalved bool
}

var registry = map[string]*Ruleset{}

// planned are rulesets Arbiter will play but does not yet.
var planned = []string{}

// Register adds a ruleset; it panics on a duplicate name, which is a
// programming error.
func Register(r *Ruleset) {
	if _, dup := registry[r.Name]; dup {
		panic("rules: ruleset " + r.Name + " registered twice")
	}
	c := func(key, section string) string {
		if s, ok := r.Sections[key]; ok {
			section = s
		}
		return r.Cite + ", " + section
	}
	r.cites = cites{
		d20: c("d20", "D20 Tests"), ability: c("ability", "Ability Scores and Modifiers"),
		proficiency: c("proficiency", "Proficiency Bonus"), exhaustion: c("exhaustion", "Exhaustion"),
		passive: c("passive", "Passive Checks"), damage: c("damage", "Damage Rolls"),
		adjustment: c("adjustment", "Damage and Healing"), resistance: c("resistance", "Resistance"),
		vulnerability: c("vulnerability", "Vulnerability"), immunity: c("immunity", "Immunity"),
		conditions: c("conditions", "Conditions"), help: c("help", "Help"), resources: c("resources", "Resources"),
	}
	r.defs = conditionDefs(r.Conditions)
	for name, cond := range r.Conditions {
		if cond.DisExceptSource {
			r.exceptSource = append(r.exceptSource, name)
		}
	}
	slices.Sort(r.exceptSource)
	registry[r.Name] = r
}

// conditionDefs stores a copy of each condition and, for each, the list of
// itself and the conditions it brings.
func conditionDefs(conds map[string]Condition) map[string][]*Condition {
	store := map[string]*Condition{}
	names := slices.Sorted(maps.Keys(conds))
	for i, name := range names {
		cond := conds[name]
		cond.Name = name
		cond.targetName = "target " + name
		cond.rank = i
		store[name] = &cond
	}
	defs := map[string][]*Condition{}
	var walk func(name string, out []*Condition) []*Condition
	walk = func(name string, out []*Condition) []*Condition {
		d, ok := store[name]
		if !ok || slices.Contains(out, d) {
			return out
		}
		out = append(out, d)
		for _, m := range d.Implies {
			out = walk(m, out)
		}
		return out
	}
	for name := range store {
		defs[name] = walk(name, nil)
	}
	return defs
}

// Default is the ruleset a table plays unless it says otherwise.
const Default = "srd-5.2.1"

// Get returns the ruleset called name.
func Get(name string) (*Ruleset, error) {
	if r, ok := registry[name]; ok {
		return r, nil
	}
	if slices.Contains(planned, name) {
		return nil, fmt.Errorf("rules: ruleset %s is not supported yet (known: %s)", name, strings.Join(Names(), ", "))
	}
	return nil, fmt.Errorf("rules: unknown ruleset %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the registered rulesets, the default first.
func Names() []string {
	var out []string
	for n := range registry {
		out = append(out, n)
	}
	slices.SortFunc(out, func(a, b string) int {
		switch {
		case a == Default:
			return -1
		case b == Default:
			return 1
		}
		return strings.Compare(a, b)
	})
	return out
}
