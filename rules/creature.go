package rules

import (
	"slices"
	"sort"
)

// DeathSaves counts death saving throws.
type DeathSaves struct {
	Successes int `json:"successes"`
	Failures  int `json:"failures"`
}

// Creature is the state the core rules need of a creature: hit points,
// abilities, proficiencies, defences and conditions. Characters and
// monsters build on it.
type Creature struct {
	ID      string
	Side    string
	Monster bool // dies at 0 hit points instead of making death saves

	HP, MaxHP, TempHP int
	AC                int
	BaseSpeed         int
	Size              string
	Scores            [6]int
	Level             int // sets the proficiency bonus when CR8 is 0
	CR8               int // challenge rating in eighths, for monsters
	HasCR             bool
	Proficient        map[string]bool // skills, "<ability>_save", tools, weapon groups

	Resist, Vulnerable, Immune map[string]bool // damage types, lower case
	ConditionImmune            map[string]bool

	conditions []ConditionInstance // conditions given, each with its source and duration; see Conditions
	helps      []Help              // Help benefits waiting for the creature's next check or attack
	Resources  []Resource          // limited-use features and what recovers them
	Exhaustion int
	Saves      DeathSaves
	Stable     bool
	Dead       bool

	// Wounds count up to MaxWounds where the ruleset counts wounds
	// (Ruleset.Wounds, 5efp) instead of hit points; Bolster absorbs wounds
	// first; Mana pays for spells; Rests counts the rests taken this
	// session.
	Wounds, MaxWounds, Bolster, Mana, Rests int

	Inspiration bool
	HitDice     int // hit dice left to spend
	MaxHitDice  int // usually the level
	HitDie      int // sides of the hit die: 6, 8, 10 or 12
	Position    [2]int

	// Exploration and social state (carry.go, travel.go, hide.go,
	// suffocation.go, sustenance.go, social.go).
	Load, Dragging    float64 // pounds carried, and pushed or dragged
	VariantEncumbered bool    // the table plays the ruleset's optional encumbrance levels
	Pace              string  // travel pace: "", fast, normal or slow
	Hidden            bool
	StealthTotal      int // the Stealth check total it hides with
	Suffocating       int // rounds spent out of breath; 0 while it breathes
	SuffocationLevels int // exhaustion levels suffocating gave it
	DaysWithoutFood   float64
	// HungerLevels and ThirstLevels are exhaustion levels from going short
	// of food and of water, which no rest removes until it eats or drinks
	// its fill.
	HungerLevels, ThirstLevels int
	Attitude                   string // friendly, indifferent or hostile, toward the party
	SpellcastingBonus          int    // a class's spellcasting bonus (next-2013)
	// Slots are its spell slots (slots.go).
	Slots Slots
	// Concentration is the id of the spell the creature concentrates on,
	// or empty; damage calls for a save to keep it (ConcentrationSave).
	Concentration string
	// ConcentrationAdv names a feature that gives it advantage on saves
	// to keep concentration (Eldritch Mind), or is empty.
	ConcentrationAdv string
	// Gear is what it holds and wears as a spell's components ask, nil
	// when not known; Mute: it can't speak (gagged, in magical silence);
	// SpellClasses are the classes it casts spells of (components.go).
	Gear         *Gear
	Mute         bool
	SpellClasses []string

	// What package combat reads of a creature's features (features.go):
	// the attacks one Attack action makes (0 or 1: one; Extra Attack 2 to
	// 4) and the feature's citation; Sneak Attack's d6s (0: none) and its
	// citation; the speeds other than walking; the special senses.
	AttacksPerAction int
	ExtraAttackCite  string
	SneakDice        int
	SneakCite        string
	Speeds           Speeds
	Senses           Senses

	// Bonuses are flat bonuses of its magic items and features to some
	// of its D20 tests, each explained (bonus.go): Ring of Protection +1
	// to every save.
	Bonuses []Bonus
	// RepeatAdv are the condition sources whose repeat saves it rolls with
	// advantage (duration.go; set by package combat, never changed in
	// place).
	RepeatAdv []RepeatAdv
	// CarryFactor multiplies its carrying capacity and the weights that
	// encumber it (2014 Enhance Ability's Bull's Strength: 2); 0 for 1
	// (carry.go).
	CarryFactor int
	// DeathSaveAdv names what gives its death saving throws advantage
	// (Beacon of Hope; set by package combat before each, deathsave.go).
	DeathSaveAdv []string

	// Inspired is a die another creature gave it to add to a D20 Test
	// that fails (Bardic Inspiration, inspired.go); N 0 for none.
	Inspired BonusDie
	// Luck is a die it adds to its own ability check or saving throw that
	// fails when the die can turn it (Dark One's Own Luck, luck.go); N 0
	// for none.
	Luck BonusDie
	// Stroke is Stroke of Luck held ready for its next failed test
	// (stroke.go), nil for none; replaced, never changed in place.
	Stroke *Stroke
}

// NewCreature returns a medium creature with 10 in every ability, 10 hit
// points, AC 10 and speed 30: the defaults of an ad-hoc scenario creature.
func NewCreature(id string) *Creature {
	return &Creature{
		ID: id, HP: 10, MaxHP: 10, AC: 10, BaseSpeed: 30, Size: "medium", Level: 1,
		HitDice: 1, MaxHitDice: 1, HitDie: 8,
		Scores:     [6]int{10, 10, 10, 10, 10, 10},
		Proficient: map[string]bool{}, Resist: map[string]bool{}, Vulnerable: map[string]bool{},
		Immune: map[string]bool{}, ConditionImmune: map[string]bool{},
	}
}

// Mod returns the creature's modifier for an ability.
func (c *Creature) Mod(a Ability) int { return Modifier(c.Scores[a]) }

// ProficiencyBonus is by challenge rating for a creature that has one, by
// level otherwise.
func (c *Creature) ProficiencyBonus() int {
	if c.HasCR {
		return ProficiencyByCR(c.CR8)
	}
	return ProficiencyByLevel(c.Level)
}

// Has reports whether the creature has a condition, directly or through
// another (an unconscious creature is incapacitated and prone).
func (c *Creature) Has(rs *Ruleset, name string) bool {
	if len(c.conditions) == 0 {
		return false // the usual answer, small enough to be inlined at every call
	}
	return c.has(rs, name)
}

// has is Has for a creature with condition instances.
func (c *Creature) has(rs *Ruleset, name string) bool {
	if !c.mayHave(rs, name) { // the usual answer, without listing the conditions
		return false
	}
	if c.plainDefs(rs) { // no immunity: active lists every condition mayHave walks
		return true
	}
	var buf [16]string
	return slices.Contains(c.active(rs, buf[:0]), name)
}

// mayHave reports whether an instance c was given is the condition name or
// brings it: when none is, c has not that condition (active lists only
// these, less those it is immune to).
func (c *Creature) mayHave(rs *Ruleset, name string) bool {
	for i := range c.conditions {
		for _, d := range c.conditions[i].defs(rs) {
			if d.Name == name {
				return true
			}
		}
	}
	return false
}

// Conditions lists the creature's conditions in order, including those
// other conditions bring and "exhaustion" while its level is 1 or more.
func (c *Creature) Conditions(rs *Ruleset) []string {
	out := c.active(rs, nil)
	if c.Exhaustion > 0 {
		out = append(out, "exhaustion")
		sort.Strings(out)
	}
	if out == nil {
		out = []string{}
	}
	return out
}

// active appends to buf, in order, the conditions the creature has: those
// given and those they bring, less those it is immune to. Callers pass a
// small array so that the hot paths do not allocate.
func (c *Creature) active(rs *Ruleset, buf []string) []string {
	if len(c.conditions) == 0 {
		return buf
	}
	var defs [16]*Condition
	for _, d := range c.activeDefs(rs, defs[:0]) {
		buf = append(buf, d.Name)
	}
	return buf
}

// activeDefs appends to buf the rules of the conditions c has, sorted by
// name: those given and those they bring, less those it is immune to
// (a condition it is immune to brings nothing). Each instance's condition
// is looked up once.
func (c *Creature) activeDefs(rs *Ruleset, buf []*Condition) []*Condition {
	n := len(c.conditions)
	if n == 0 {
		return buf
	}
	if len(buf) == 0 && c.plainDefs(rs) {
		// No immunity: every condition the instances are or bring, each
		// once (one instance's list holds no duplicate: conditionDefs),
		// sorted.
		for i := range c.conditions {
			cl := c.conditions[i].defs(rs)
			if i == 0 {
				buf = append(buf, cl...)
				continue
			}
			for _, d := range cl {
				if !hasDef(buf, d) {
					buf = append(buf, d)
				}
			}
		}
		return sortDefs(buf)
	}
	var imm [8]string
	immune := imm[:0]
	for i := range c.conditions {
		if cl := c.conditions[i].defs(rs); len(cl) > 0 {
			immune = append(immune, cl[0].Immune...)
		}
	}
	for i := range c.conditions {
		cl := c.conditions[i].defs(rs)
		if len(cl) == 0 || c.immuneHere(cl[0].Name, immune) {
			continue
		}
		for _, d := range cl {
			if !slices.Contains(buf, d) && !c.immuneHere(d.Name, immune) {
				buf = append(buf, d)
			}
		}
	}
	return sortDefs(buf)
}

// sortDefs sorts buf by name, through the rank Register gave (an
// insertion sort: the lists are short).
func sortDefs(buf []*Condition) []*Condition {
	for i := 1; i < len(buf); i++ {
		for j := i; j > 0 && buf[j].rank < buf[j-1].rank; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
	}
	return buf
}

// hasDef reports whether d is in ds.
func hasDef(ds []*Condition, d *Condition) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

// plainDefs reports whether no immunity touches c's conditions: c has no
// condition immunity of its own and no condition of its instances gives
// one (petrified: poisoned). activeDefs then lists every condition its
// instances are or bring, so a question about any of them (anyActiveDef,
// has) needs no list.
func (c *Creature) plainDefs(rs *Ruleset) bool {
	if len(c.ConditionImmune) > 0 {
		return false
	}
	for i := range c.conditions {
		if cl := c.conditions[i].defs(rs); len(cl) > 0 && len(cl[0].Immune) > 0 {
			return false
		}
	}
	return true
}

// anyActiveDef reports whether f holds for any condition activeDefs
// lists, in no given order: f must not change c.
func (c *Creature) anyActiveDef(rs *Ruleset, f func(*Condition) bool) bool {
	if len(c.conditions) == 0 {
		return false
	}
	if c.plainDefs(rs) {
		for i := range c.conditions {
			for _, d := range c.conditions[i].defs(rs) {
				if f(d) {
					return true
				}
			}
		}
		return false
	}
	var buf [16]*Condition
	for _, d := range c.activeDefs(rs, buf[:0]) {
		if f(d) {
			return true
		}
	}
	return false
}

// immuneHere reports whether c is immune to a condition, by its own
// immunities or those its conditions give (petrified: poisoned).
func (c *Creature) immuneHere(name string, immune []string) bool {
	return slices.Contains(immune, name) || (len(c.ConditionImmune) > 0 && c.ConditionImmune[name])
}

// immuneTo reports a condition immunity, given or from another condition
// (petrified → poisoned).
func (c *Creature) immuneTo(rs *Ruleset, name string) bool {
	if c.ConditionImmune[name] {
		return true
	}
	for i := range c.conditions {
		if slices.Contains(rs.Conditions[c.conditions[i].Name].Immune, name) {
			return true
		}
	}
	return false
}

// Speed is the creature's speed after its conditions and exhaustion.
func (c *Creature) Speed(rs *Ruleset) int {
	if len(c.conditions) > 0 && c.anyActiveDef(rs, speed0) {
		return 0
	}
	s := c.BaseSpeed - rs.Exhaustion.SpeedPenalty*c.Exhaustion
	for i, l := range rs.Exhaustion.Levels {
		if i >= c.Exhaustion {
			break
		}
		if l.Speed0 {
			return 0
		}
		if l.SpeedHalved {
			s /= 2
		}
	}
	if e := rs.Encumbrance(c); e != nil {
		s -= e.SpeedPenalty
	}
	if lim := rs.speedCap(c); lim >= 0 {
		s = min(s, lim)
	}
	return max(0, s)
}

// speed0 reports whether a condition makes speed 0 (Speed).
func speed0(d *Condition) bool { return d.Speed0 }

// EffectiveMaxHP is the hit point maximum after exhaustion (2014, level 4:
// halved).
func (c *Creature) EffectiveMaxHP(rs *Ruleset) int {
	return c.exhaustionHalved(rs, c.MaxHP)
}

// exhaustionHalved is maximum m halved, rounded down, by each of c's
// exhaustion levels that halves the hit point maximum.
func (c *Creature) exhaustionHalved(rs *Ruleset, m int) int {
	for i, l := range rs.Exhaustion.Levels {
		if i < c.Exhaustion && l.MaxHPHalved {
			m /= 2
		}
	}
	return m
}

// IsBloodied reports whether c has half its hit points or fewer (SRD 5.2.1,
// Hit Points, Bloodied); false in a ruleset without the term.
func (c *Creature) IsBloodied(rs *Ruleset) bool {
	return rs.Bloodied && !c.Dead && 2*c.HP <= c.EffectiveMaxHP(rs)
}
