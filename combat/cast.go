package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// CastCmd casts a spell: By, Spell, Level (the slot; 0 for the spell's
// own), Targets (a creature named twice takes two beams or darts) or To
// (the point of an area).
const CastCmd CommandKind = "cast"

// The events of spellcasting.
const (
	// Casted: Who casts spell Action as Reason (action, bonus, reaction),
	// spending a slot of level Cost (0: a cantrip), a pact slot when Type
	// is "pact"; Concentrate when it is a concentration spell.
	Casted EventKind = "cast"
	// Healed: Who's spell Action gives Target Amount hit points (Dice).
	Healed EventKind = "heal"
	// TempHPGained: Who's spell Action gives Target Amount temporary hit
	// points (Dice).
	TempHPGained EventKind = "temp_hp"
	// SpellConditioned: Who's spell Action gives Target the condition Type
	// for Duration.
	SpellConditioned EventKind = "spell_condition"
	// ConcentrationEnded: Who's concentration on Action ends, for Reason;
	// the conditions the spell gave end with it.
	ConcentrationEnded EventKind = "concentration_end"
)

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{
		Casted: applyCast, Healed: applyHealed, TempHPGained: applyTempHP,
		SpellConditioned: applySpellCondition, ConcentrationEnded: applyConcentrationEnded,
	})
}

// Spellcasting is a creature's spellcasting ability (int, wis or cha) and,
// where its stat block states them, its spell attack bonus and save DC;
// unstated, they come from the ability and the proficiency bonus through
// the ruleset's SpellRule.
type Spellcasting struct {
	Ability string `json:"ability"`
	Attack  *int   `json:"attack,omitempty"`
	DC      int    `json:"dc,omitempty"`
}

// CastTurn is what a creature has cast this turn, for the rules that limit
// spells per turn.
type CastTurn struct {
	Slot          bool // a spell with a spell slot (2024)
	Bonus         bool // a spell as a bonus action (2014)
	ActionLeveled bool // a spell of level 1+ as an action (2014)
	ActionCantrip bool // a cantrip as an action (2014)
	Swift         bool // a swift spell folded into another action (next-2013)
}

// innateCast is the cast node of c's stat block that casts spell, or nil:
// a monster's Spellcasting action, bonus action or reaction.
func (c *Combatant) innateCast(spell string) *content.Effect {
	if c.Statblock == nil || c.Statblock.Block == nil {
		return nil
	}
	var found *content.Effect
	b := c.Statblock.Block
	for _, list := range [][]content.Feature{b.Traits, b.Actions, b.BonusActions, b.Reactions} {
		for i := range list {
			content.WalkAll(list[i].Effects, func(e *content.Effect) {
				if found == nil && e.Kind == content.KindCast && e.Cast == spell {
					found = e
				}
			})
		}
	}
	return found
}

// spellAbility is c's spellcasting ability: its stated one, its stat
// block's, else the highest of Intelligence, Wisdom and Charisma
// (decision).
func (c *Combatant) spellAbility() rules.Ability {
	if c.Spellcasting != nil {
		if a, err := rules.ParseAbility(c.Spellcasting.Ability); err == nil {
			return a
		}
	}
	if c.Statblock != nil && c.Statblock.Block != nil {
		for _, list := range [][]content.Feature{c.Statblock.Block.Actions, c.Statblock.Block.Traits} {
			for i := range list {
				for _, e := range list[i].Effects {
					if a, err := rules.ParseAbility(e.Ability); e.Kind == content.KindCast && err == nil {
						return a
					}
				}
			}
		}
	}
	best := rules.INT
	for _, a := range []rules.Ability{rules.WIS, rules.CHA} {
		if c.Scores[a] > c.Scores[best] {
			best = a
		}
	}
	return best
}

// SpellDC is c's spell save DC, explained.
func (s *State) SpellDC(c *Combatant) (int, []rules.Term) {
	if c.Spellcasting != nil && c.Spellcasting.DC > 0 {
		return c.Spellcasting.DC, []rules.Term{{Value: c.Spellcasting.DC, Source: "spell save DC", Rule: s.rs.Spell.Cite}}
	}
	return s.rs.SpellSaveDC(c.Creature, c.spellAbility())
}

// SpellAttack is c's spell attack bonus, explained.
func (s *State) SpellAttack(c *Combatant) (int, []rules.Term) {
	if c.Spellcasting != nil && c.Spellcasting.Attack != nil {
		v := *c.Spellcasting.Attack
		return v, []rules.Term{{Value: v, Source: "spell attack bonus", Rule: s.rs.Spell.Cite}}
	}
	return s.rs.SpellAttackBonus(c.Creature, c.spellAbility())
}

// spell finds a spell of the fight's ruleset.
func (s *State) spell(id string) (*content.Spell, error) {
	if sp, ok := s.spells[id]; ok {
		return sp, nil
	}
	cat, err := content.Open(s.rs.SpellCatalog()) // next-2013: SRD 5.1's spells (rules/casting.go)
	if err != nil {
		return nil, fmt.Errorf("%w %q: %w", ErrNoSpell, id, err)
	}
	sp, ok := cat.Spell(id)
	if !ok {
		return nil, fmt.Errorf("%w %q in %s", ErrNoSpell, id, s.rs.SpellCatalog())
	}
	return sp, nil
}

// concentrationSource is the source of the conditions a spell gives.
func concentrationSource(spell, caster string) string { return spell + " (" + caster + ")" }

// castCmd checks a cast against the rules and runs the spell's effects.
func (d *decider) castCmd(c *Combatant, cmd Command) error {
	s := d.s
	sp, err := s.spell(cmd.Spell)
	if err != nil {
		return err
	}
	if err := d.featureCast(c, sp); err != nil { // feature_class.go: Rage, Action Surge
		return err
	}
	innate := c.innateCast(sp.ID)
	if err := s.knows(c, sp, innate); err != nil { // spells_known.go
		return err
	}
	level := cmd.Level
	if level == 0 {
		level = sp.Level
		if innate != nil && innate.Level > level {
			level = innate.Level
		}
	}
	free := innate != nil && !c.Slots.HasSlots() // a stat block's Spellcasting: no slots (uses per day not counted)
	if cmd.Ritual {                              // cast_rules.go
		if err := d.ritual(c, sp, cmd.Level); err != nil {
			return err
		}
		level, free = sp.Level, true
	}
	if err := d.freeCast(c, sp, cmd, &level, &free); err != nil { // cast_free.go: a species' or feat's cast without a slot
		return err
	}
	sr := s.rs.Spell
	mm, sp, err := d.metamagic(c, c.ridden(sp), cmd, level) // metamagic.go: Distant's range, Extended's duration; cast_rider.go: Eldritch Spear's
	if err != nil {
		return err
	}
	switch {
	case sp.Level == 0 && level != 0:
		return fmt.Errorf("%w (%s): %s is a cantrip and takes no slot", ErrSlotLevel, sr.SlotCite, sp.ID)
	case level < sp.Level || level > 9:
		return fmt.Errorf("%w (%s): %s is level %d; a slot of level %d can't cast it", ErrSlotLevel, sr.SlotCite, sp.ID, sp.Level, level)
	case level > 0 && !free && !c.SlotLeft(level):
		return &twoErrors{fmt.Sprintf("combat: no level %d slot left (%s)", level, sr.SlotCite), []error{ErrNoSlot, rules.ErrNoSlot}}
	}
	if err := d.components(c, sp, mm.has("subtle")); err != nil { // cast_rules.go
		return err
	}
	how := sp.Casting.Unit
	if mm.has("quickened") {
		how = "bonus"
	}
	how = d.swiftHow(c, how) // cast_swift.go: next-2013's swift spells
	if s.Started {
		if err := d.castTime(c, sp, how, level); err != nil {
			return err
		}
	}
	targets, aim, err := d.castTargets(c, sp, cmd)
	if err != nil {
		return err
	}
	if err := d.castGate(sp, targets); err != nil { // grant_play.go: Mind Blank
		return err
	}
	if failed, err := d.spellFail(c, sp, level, how, free); failed || err != nil { // grant_play.go: Slow's 25 percent
		return err
	}
	if failed, err := d.castCheck(c, sp, how); err != nil || failed { // cast_check.go: next-2013's Intoxicated
		return err
	}
	if mm != nil {
		if err := d.emit(&Event{Kind: MetamagicUsed, Who: c.ID, Action: sp.ID, Option: strings.Join(mm.options, ","), Cost: mm.cost}); err != nil {
			return err
		}
	}
	if failed, by, err := d.counter(c, sp, level); err != nil || failed { // cast_react.go: Counterspell
		if err != nil {
			return err
		}
		ce := Event{Kind: Casted, Who: c.ID, Action: sp.ID, Reason: how, Type: "countered", Other: by}
		if level > 0 && !free && !sr.Counter.SlotKept {
			ce.Cost = level
		}
		return d.emit(&ce)
	}
	e := Event{Kind: Casted, Who: c.ID, Action: sp.ID, Cost: level, Reason: how, Concentrate: sp.Concentration}
	switch {
	case cmd.Ritual:
		e.Type, e.Reason = "ritual", ritualTime(sp, sr.Ritual.Minutes)
	case free:
		e.Type = "innate"
	case level > 0 && c.Slots.Left[level] == 0:
		e.Type = "pact"
	}
	if sp.Concentration && c.Concentration != "" {
		if err := d.emit(&Event{Kind: ConcentrationEnded, Who: c.ID, Action: c.Concentration, Reason: "cast " + sp.ID}); err != nil {
			return err
		}
	}
	if err := d.emit(&e); err != nil {
		return err
	}
	if err := d.consume(c, sp); err != nil {
		return err
	}
	k := &casting{d: d, c: c, sp: sp, level: level, aim: aim, cmd: cmd, option: cmd.Option, mm: mm}
	k.dc, k.dcTerms = s.SpellDC(c)
	k.atk, _ = s.SpellAttack(c)
	s.grantedNumbers(k)
	if innate != nil && c.Spellcasting == nil { // the stat block's numbers
		if innate.DC > 0 {
			k.dc = innate.DC
		}
		if innate.Bonus != nil {
			k.atk = *innate.Bonus
		}
	}
	old, oldCast := d.reason, d.cast
	d.reason, d.cast = "spell", k
	defer func() { d.reason, d.cast = old, oldCast }()
	if err := d.wardReact(c, sp, targets); err != nil { // cast_ward.go: Shield against Magic Missile
		return err
	}
	return d.whole(func() error { return k.runSpell(targets) }) // zone.go: a lasting area, or the tree once; spell_end.go: the fight ends after it
}

// castTime checks the casting time against what c has left this turn, and
// the ruleset's limits on spells per turn.
func (d *decider) castTime(c *Combatant, sp *content.Spell, how string, level int) error {
	s, sr := d.s, d.s.rs.Spell
	turn := s.cite(s.rs.Combat.Sections.YourTurn)
	if how != "reaction" {
		if cur := s.Current(); cur == nil || cur.ID != c.ID {
			return fmt.Errorf("%w (%s): it is not %s's turn", ErrNotYourTurn, turn, c.ID)
		}
	}
	if ok, why := s.canAct(c); !ok {
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	switch how {
	case "action":
		if err := d.canTakeAction(c); err != nil {
			return err
		}
	case "bonus":
		if c.BonusUsed {
			return fmt.Errorf("%w (%s): %s has taken its bonus action", ErrNoAction, turn, c.ID)
		}
	case "reaction":
		if c.ReactionUsed {
			return fmt.Errorf("%w (%s): %s has taken its reaction", ErrNoReaction, turn, c.ID)
		}
	case "swift":
		if err := d.swiftFold(c, sp); err != nil { // cast_swift.go
			return err
		}
	default:
		return fmt.Errorf("%w (%s): %s takes %d %s, longer than a turn", ErrCastingTime, sr.Cite, sp.ID, max(1, sp.Casting.Amount), how)
	}
	if cur := s.Current(); cur == nil || cur.ID != c.ID {
		return nil // the limits are on the spells of the caster's own turn (a reaction on another's is free of them)
	}
	if sr.OneSlotPerTurn && level > 0 && c.Cast.Slot {
		return fmt.Errorf("%w (%s): one spell with a spell slot per turn, and %s has cast one", ErrCastingTime, sr.OneSlotCite, c.ID)
	}
	if sr.BonusActionSpell {
		switch {
		case how == "bonus" && c.Cast.ActionLeveled:
			return fmt.Errorf("%w (%s): after a spell of level 1 or higher, no spell as a bonus action", ErrCastingTime, sr.BonusActionCite)
		case c.Cast.Bonus && (how != "action" || sp.Level > 0):
			return fmt.Errorf("%w (%s): after a bonus-action spell, only a cantrip cast as an action", ErrCastingTime, sr.BonusActionCite)
		}
	}
	return nil
}

// castTargets resolves the command's targets and checks the range: each
// target within the spell's range (touch is 5 ft; a self spell targets its
// caster), an area's point within range.
func (d *decider) castTargets(c *Combatant, sp *content.Spell, cmd Command) ([]*Combatant, Point, error) {
	s := d.s
	reach := sp.Range.Feet
	switch sp.Range.Kind {
	case "touch":
		reach = 5
	case "self":
		reach = selfReach(sp.Effects) // a self spell that makes attacks (Vampiric Touch) reaches as they do
		if ok, err := smite(sp, cmd); err != nil {
			return nil, Point(c.Position), err
		} else if ok {
			reach = smiteReach // smite.go: the creature the caster hits
		}
	case "feet":
	default:
		reach = 1 << 20 // sight, miles, unlimited: the whole grid
	}
	aim := Point(c.Position)
	if cmd.To != nil {
		aim = *cmd.To
		if !s.Grid.in(aim) {
			return nil, aim, fmt.Errorf("%w: %v is off the %dx%d grid", ErrBadCommand, aim, s.Grid.Width, s.Grid.Height)
		}
		if sp.Range.Kind != "self" && Feet(Point(c.Position), aim) > reach {
			return nil, aim, fmt.Errorf("%w (%s): %v is %d ft from %s; %s has a range of %d ft", ErrSpellRange, s.rs.Spell.Cite,
				aim, Feet(Point(c.Position), aim), c.ID, sp.ID, reach)
		}
	}
	var out []*Combatant
	for _, id := range cmd.Targets {
		t, err := s.must(id)
		if err != nil {
			return nil, aim, err
		}
		if dist := Feet(Point(c.Position), Point(t.Position)); t != c && dist > reach && objectNode(sp) == nil { // spell_object.go: reached from the object
			return nil, aim, fmt.Errorf("%w (%s): %s is %d ft from %s; %s has a range of %s", ErrSpellRange, s.rs.Spell.Cite,
				t.ID, dist, c.ID, sp.ID, rangeText(sp.Range))
		}
		// cast_path.go; a placed object's attack measures its cover from
		// the object's square (spell_object.go).
		if err := s.clearPath(c, t, sp.ID); err != nil && objectNode(sp) == nil {
			return nil, aim, err
		}
		out = append(out, t)
	}
	if err := checkTargetCount(sp, cmd, out, s.rs.Spell.Cite); err != nil { // cast_more.go: up to N creatures
		return nil, aim, err
	}
	if err := checkTogether(sp, out); err != nil { // spell_targets.go: within 30 ft of each other (2014 Hold Person)
		return nil, aim, err
	}
	if cmd.To == nil && len(out) > 0 && hasArea(sp.Effects) && sp.Range.Kind != "self" {
		aim = Point(out[0].Position)
	}
	if hasArea(sp.Effects) && cmd.To == nil && len(out) == 0 && sp.Range.Kind != "self" {
		return nil, aim, fmt.Errorf("%w: %s needs a point (at) or a target to centre its area on", ErrSpellTarget, sp.ID)
	}
	if hasArea(sp.Effects) && sp.Range.Kind == "self" && aim == Point(c.Position) && aimed(sp.Effects) {
		return nil, aim, fmt.Errorf("%w: %s needs a square (at) to point its area toward", ErrSpellTarget, sp.ID)
	}
	if objectNode(sp) != nil { // spell_object.go: a placed object attacks from its square
		p, err := s.objectAim(c, sp, cmd, out)
		return out, p, err
	}
	if len(out) == 0 && cmd.To != nil && anchoredSpell(sp) { // trigger.go: at a point, no creature (Faithful Hound)
		return nil, aim, nil
	}
	if len(out) == 0 && !hasArea(sp.Effects) {
		if sp.Range.Kind != "self" && len(sp.Effects) > 0 {
			return nil, aim, fmt.Errorf("%w: %s names no target", ErrSpellTarget, sp.ID)
		}
		out = []*Combatant{c}
	}
	return out, aim, nil
}

// selfReach is how far the attacks of a self-range spell reach: their
// range, or 5 ft for a melee one; the range a save node states for the
// creature it picks (Eyebite's within 60 ft); 0 without either.
func selfReach(list []content.Effect) int {
	out := 0
	content.WalkAll(list, func(e *content.Effect) {
		switch {
		case e.Kind == content.KindAttack:
			out = max(out, e.Range, e.Reach, 5)
		case e.Kind == content.KindSave:
			out = max(out, e.Range)
		}
	})
	return out
}

func rangeText(r content.Distance) string {
	if r.Kind == "feet" {
		return strconv.Itoa(r.Feet) + " ft"
	}
	return r.Kind
}

// aimed reports whether an area of the list points away from its caster
// (a cone, a line or a cube from self) and so needs a direction.
func aimed(list []content.Effect) bool {
	found := false
	content.WalkAll(list, func(e *content.Effect) {
		found = found || placed(e) && (e.Shape == "cone" || e.Shape == "line" || e.Shape == "cube")
	})
	return found
}

// hasArea reports whether the list places an area or a lasting zone.
func hasArea(list []content.Effect) bool {
	found := false
	content.WalkAll(list, func(e *content.Effect) { found = found || placed(e) })
	return found
}

// placed tells whether e is an area the cast places on the grid: an area,
// or a lasting area (zone) of a shape SpellArea knows.
func placed(e *content.Effect) bool {
	return e.Kind == content.KindArea || e.Kind == kindZone && (slices.Contains(areaShapes, e.Shape) || wallShapes[e.Shape]) ||
		e.Kind == content.KindSummon // summon.go: summoned creatures appear at a point
}

// casting is one spell being cast: its caster, slot and numbers.
type casting struct {
	d       *decider
	c       *Combatant
	sp      *content.Spell
	level   int
	aim     Point
	cmd     Command
	dc, atk int
	dcTerms []rules.Term
	option  string            // the choose option picked (cast_rules.go)
	mm      *metamagic        // its Metamagic (metamagic.go), or nil
	repeat  *rules.RepeatSave // the save that ends the grants being given (grant.go), or nil
	dealt   map[string]int    // the damage dealt each creature (maxhp.go)
	raised  map[string]bool   // the creatures a max-hp grant raised, healed by it (maxhp.go)
	cursed  map[string]bool   // the creatures a source-hit node already struck this casting (trigger.go)
	orb     *orb              // a leaping attack's node, leaps and creatures (spell_dice.go)
	crit    bool              // the damage being rolled is a critical hit's, dice doubled (an attack's damage under a choose)
	rolled  *rolledDamage     // the damage a save rolled, for the objects in the area (object_area.go)
}

// diceAt is the effect's dice at the slot level or the caster's level,
// and what chose them ("" for the base dice).
func (k *casting) diceAt(e *content.Effect) (string, string) {
	at, why := 0, ""
	switch e.Scale {
	case "slot":
		at, why = k.level, "slot level "+strconv.Itoa(k.level)
	case "character":
		at, why = k.c.Level, "caster level "+strconv.Itoa(k.c.Level)
	}
	out := e.Dice
	for _, l := range e.Levels {
		if at >= l.At {
			out = l.Dice
		}
	}
	if out == e.Dice {
		why = ""
	}
	if e.Mod {
		out += fmt.Sprintf("%+d", k.c.Mod(k.c.spellAbility()))
	}
	return out, why
}

// areaShapes are the shapes SpellArea places (a zone's wall or ring is not
// one of them yet).
var areaShapes = []string{"sphere", "cylinder", "cone", "cube", "line", "emanation"}

// run runs a list of effects on targets.
func (k *casting) run(list []content.Effect, targets []*Combatant) error {
	s := k.d.s
	for i := range list {
		if s.Over {
			return nil
		}
		e := &list[i]
		if len(e.When) > 0 && e.Kind != content.KindZone {
			if err := k.lasting(e, targets); err != nil { // cast_more.go: at the target's turns
				return err
			}
			continue // it acts later (a turn's start or end, a trigger)
		}
		if done, err := k.more(e, targets); done || err != nil { // cast_more.go
			if err != nil {
				return err
			}
			continue
		}
		var err error
		switch e.Kind {
		case content.KindArea:
			if e.Value == "hp-pool" {
				break // creatures by hit points from a rolled pool (2014 Sleep): not run yet
			}
			caught := s.SpellArea(k.c, e, k.aim, k.sp.Range.Kind == "self")
			k.d.events = slices.Grow(k.d.events, 2*len(caught)+2) // a save and a damage event each, and the end
			k.d.touchingMany(len(caught))                         // backup.go
			err = k.run(e.Then, caught)
			if err == nil {
				err = k.areaObjects(e) // object_area.go: Shatter's objects
			}
		case content.KindEnd: // a condition the spell ends (Heal's blindness); other ends are not run yet
			for _, t := range targets {
				if t = k.live(t); t != nil && e.Condition != "" {
					if err = k.d.emit(&Event{Kind: Conditioned, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Condition, Option: "end"}); err != nil {
						break
					}
				}
			}
		case content.KindSave:
			err = k.save(e, targets)
		case content.KindAttack:
			if objectAttack(k.sp, e) { // spell_object.go: made from a placed object
				err = k.placedAttack(e, targets)
				break
			}
			for _, t := range targets {
				if err = k.attack(e, t); err != nil {
					break
				}
			}
		case content.KindDamage:
			for _, t := range targets {
				if err = k.damage(e, t, 1, "", nil); err != nil {
					break
				}
			}
		case content.KindHeal, content.KindTempHP:
			if e.Dice == "" && !e.Mod {
				break // a value, not a roll (True Resurrection's full hit points): not run yet
			}
			for _, t := range targets {
				if err = k.heal(e, t); err != nil {
					break
				}
			}
		case content.KindCondition:
			for _, t := range targets {
				if err = k.condition(e.Condition, t); err != nil {
					break
				}
			}
		case kindZone: // zone.go
			switch {
			case wallShapes[e.Shape] && acting(e) && castOnly(e): // wall.go: a wall's damage as it appears
				err = k.run(e.Then, k.wallCreatures(e))
			case wallShapes[e.Shape] && acting(e) && s.rs.Spell.Zone != nil:
				err = k.makeZone(e)
			case isAura(e) && slices.Contains(areaShapes, e.Shape) && s.rs.Spell.Zone != nil && zoneArea(k.sp) == nil:
				err = k.makeZone(e) // aura.go: an aura alone (Silence); beside an acting zone, that zone holds it
			case stillZone(e): // zone_still.go: Ice Storm's terrain, Call Lightning's cloud
				err = k.placeStill(e)
			case !acting(e) || !slices.Contains(areaShapes, e.Shape):
				// terrain, an aura, a wall or a ring: not placed yet
			case s.rs.Spell.Zone != nil:
				err = k.makeZone(e)
			case slices.Contains(e.When, "cast"):
				err = k.run(e.Then, s.SpellArea(k.c, e, k.aim, k.sp.Range.Kind == "self"))
			}
		case content.KindChoose:
			if rolledChoose(e) { // spell_ray.go: a die picks each target's option (Prismatic Spray)
				err = k.rollRays(e, targets)
				break
			}
			err = k.run(k.chosen([]content.Effect{*e}), targets)
		case content.KindGrant:
			if e.Self && len(targets) == 0 { // the caster's own, with no target named (Conjure Woodland Beings)
				err = k.grant(e, k.c)
			}
			for _, t := range targets {
				if err = k.grant(e, t); err != nil {
					break
				}
			}
		case content.KindRepeat:
			if e.Value == "distinct" { // up to Count targets, each once (Bless)
				err = k.run(e.Then, targets)
				break
			}
			if e.Scale != "" {
				err = k.volley(e, targets)
				break
			}
			for range max(1, e.Count) {
				if err = k.run(e.Then, targets); err != nil {
					break
				}
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// volley runs a repeat whose count grows with the slot or the caster's
// level (Magic Missile's darts, Scorching Ray's rays, Eldritch Blast's
// beams): all at one target, or one at each named target in turn.
func (k *casting) volley(e *content.Effect, targets []*Combatant) error {
	n := e.Count
	if c, _ := k.diceAt(e); c != e.Dice {
		var err error
		if n, err = strconv.Atoi(c); err != nil {
			return fmt.Errorf("combat: %s: count %q: %w", k.sp.ID, c, err)
		}
	}
	if e.Value == "distinct" && k.mm.has("twinned") { // Twinned Spell's second creature (metamagic.go)
		n = max(1, n) + 1
	}
	switch len(targets) {
	case 0:
		if !summons(e.Then) {
			break
		}
		for range max(1, n) { // summon.go: creatures appear, no target named
			if err := k.run(e.Then, nil); err != nil {
				return err
			}
		}
		return nil
	case 1:
		for range max(1, n) {
			if err := k.run(e.Then, targets); err != nil {
				return err
			}
		}
		return nil
	case n:
		for _, t := range targets {
			if err := k.run(e.Then, []*Combatant{t}); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("%w: %s has %d, %d named", ErrVolley, k.sp.ID, n, len(targets))
}

// live is the current state's copy of t, or nil when it is dead.
func (k *casting) live(t *Combatant) *Combatant {
	t = k.d.s.Get(t.ID)
	if t == nil || t.Dead || len(k.d.s.Zones) > 0 && k.globed(t) { // aura_globe.go: Globe of Invulnerability
		return nil
	}
	if t != k.c && (len(k.d.s.Zones) > 0 || len(t.Grants) > 0 || len(k.c.Grants) > 0) && k.d.s.apartBut(k.c, t, k.sp.ID, k.c.ID) != "" { // aura_barrier.go
		return nil
	}
	return t
}

// damage rolls e's damage and deals it to t, times num/den... half is
// den 2; faces reuses dice rolled once for many targets.
func (k *casting) damage(e *content.Effect, t *Combatant, den int, why string, rolled *rolledDamage) error {
	d, s := k.d, k.d.s
	if t = k.live(t); t == nil {
		return nil
	}
	if len(t.Grants) > 0 && len(t.ReactionSpells) > 0 { // cast_ward.go: Shield against Magic Missile
		if ok, err := k.warded(t); ok || err != nil {
			return err
		}
	}
	r := rolled
	if r == nil {
		var err error
		if r, err = k.roll(e); err != nil {
			return err
		}
	}
	amount, terms := r.amount, r.terms
	if len(terms) > 0 { // a copy with room for a halving's or a limit's term
		terms = append(make([]rules.Term, 0, len(terms)+1), terms...)
	}
	if most, ok := k.plantMost(e, t); ok { // 2014 Blight: the most its dice can roll against a plant
		terms = append(terms, rules.Term{Value: most - amount, Source: k.sp.ID + ": the most against a plant", Rule: k.sp.Cite})
		amount = most
	}
	if den > 1 {
		full := amount
		amount = full / den
		terms = append(terms, rules.Term{Value: amount - full, Source: why, Rule: s.cite("Damage Rolls")})
	}
	if left := t.HP + t.TempHP - 1; e.Value == "min-1" && amount > left { // 2014 Harm: never below 1 hit point
		terms = append(terms, rules.Term{Value: max(0, left) - amount, Source: k.sp.ID + ": leaves at least 1 hit point", Rule: k.sp.Cite})
		amount = max(0, left)
	}
	ev := Event{Kind: Damaged, Who: k.c.ID, Target: t.ID, Attack: k.sp.ID, Amount: amount, Type: e.Type, Magical: true, Explain: terms}
	if !r.used {
		ev.Dice, r.used = r.faces, true
	}
	if err := d.emit(&ev); err != nil {
		return err
	}
	dealt := s.last.Dealt
	d.events[len(d.events)-1].Dealt = dealt
	if k.dealt == nil {
		k.dealt = make(map[string]int, len(s.Creatures)) // room for an area's every creature
	}
	k.dealt[t.ID] += dealt
	if !s.Over {
		if err := d.afterDamage(s.Get(t.ID), dealt); err != nil { // a concentration save (action_attack.go)
			return err
		}
		if err := d.rebuke(s.Get(t.ID), s.Get(k.c.ID)); err != nil { // cast_react.go
			return err
		}
		if dealt > 0 {
			if err := d.cursed(k.c, t, k.sp.ID); err != nil { // trigger.go: Bestow Curse's extra damage
				return err
			}
		}
	}
	if err := d.concentrationCheck(t.ID); err != nil {
		return err
	}
	return d.checkEnd()
}

// rolledDamage is damage rolled once: faces go on the first event.
type rolledDamage struct {
	amount int
	faces  []int
	terms  []rules.Term
	used   bool
}

func (k *casting) roll(e *content.Effect) (*rolledDamage, error) {
	text, why := k.diceAt(e)
	amount, faces, terms, err := k.d.s.rollDamage(&Attack{ID: k.sp.ID, ToHit: new(int), Damage: text, Type: e.Type}, k.c, k.crit, k.d.r)
	if err != nil {
		return nil, err
	}
	if why != "" && len(terms) > 0 {
		terms[0].Source += " (" + why + ")"
	}
	out := &rolledDamage{amount: amount, faces: faces, terms: terms}
	if err := k.empower(text, out); err != nil { // metamagic.go
		return nil, err
	}
	return out, k.explode(e, text, out) // spell_dice.go: Sorcerous Burst
}

// attack makes a spell attack at t and, on a hit, deals the damage and
// runs the rest of what a hit does.
func (k *casting) attack(e *content.Effect, t *Combatant) error {
	d := k.d
	if t = k.live(t); t == nil {
		return nil
	}
	k.aimOrb(e, t) // spell_dice.go: Chromatic Orb
	rng := max(e.Range, k.sp.Range.Feet)
	if k.sp.Range.Kind != "feet" && e.Range == 0 {
		rng = 0
	}
	a := &Attack{ID: k.sp.ID, ToHit: &k.atk, Magical: true, Range: [2]int{rng, max(rng, e.Long)}}
	if e.Attack == "melee" || rng == 0 {
		a.Reach, a.Range = 5, [2]int{}
	}
	k.ride(a) // cast_rider.go: Agonizing Blast
	var first *content.Effect
	for i := range e.Hit {
		if e.Hit[i].Kind == content.KindDamage {
			first = &e.Hit[i]
			break
		}
	}
	if first != nil {
		a.Damage, _ = k.diceAt(first)
		a.Type = first.Type
	} else {
		a.Damage = "0"
	}
	n := len(d.events)
	if err := d.attack(k.c, t, a, false); err != nil {
		return err
	}
	hit, crit := false, false // d.attack made any concentration save the damage calls for
	for j, evs := 0, d.events[n:]; j < len(evs); j++ {
		ev := &evs[j] // a pointer: an Event is 544 bytes
		if ev.Kind == Attacked {
			hit, crit = ev.Hit, ev.Crit
		}
	}
	if !hit && !d.s.Over && len(e.Miss) > 0 {
		return k.run(e.Miss, []*Combatant{t}) // Acid Arrow's half damage on a miss
	}
	if !hit || d.s.Over {
		return nil
	}
	if err := k.repel(k.live(t)); err != nil { // cast_rider.go: Repelling Blast
		return err
	}
	rest := e.Hit // the hit's effects but the attack's first damage: shared, as run shares e.Then
	switch {
	case first == nil:
	case &rest[0] == first:
		rest = rest[1:]
	default:
		rest = nil
		for i := range e.Hit {
			if &e.Hit[i] != first {
				rest = append(rest, e.Hit[i])
			}
		}
	}
	old := k.crit
	k.crit = crit && first == nil // a critical hit doubles the dice of damage under a choose too (Sorcerous Burst, Chromatic Orb)
	defer func() { k.crit = old }()
	return k.run(rest, []*Combatant{t})
}

// save has each target make the save against the caster's DC: the damage
// is rolled once for all; a failure takes it and the conditions, a success
// half where the spell says so (SRD 5.2.1, Rules Glossary, Saving Throw).
func (k *casting) save(e *content.Effect, targets []*Combatant) error {
	d, s := k.d, k.d.s
	ab, err := rules.ParseAbility(e.Ability)
	if err != nil {
		return fmt.Errorf("combat: %s: %w", k.sp.ID, err)
	}
	dc := k.dc
	if e.DC > 0 {
		dc = e.DC
	}
	rolls := map[*content.Effect]*rolledDamage{}
	fail := k.chosen(e.Fail) // cast_rules.go: a choose is its option
	for i := range fail {
		if p := &fail[i]; p.Kind == content.KindDamage && len(p.When) == 0 {
			if rolls[p], err = k.roll(p); err != nil {
				return err
			}
			if k.rolled == nil {
				k.rolled = rolls[p]
			}
		}
	}
	// The halving's note, written once; the point of a repeat save.
	half, at := "", map[string]rules.TurnPoint{"end": rules.EndOfTurn, "start": rules.StartOfTurn}[e.SaveEnds]
	// The targets' d20s and terms, in one block each: a save's lists are
	// cut from them with their room clipped, so no event shares another's.
	var faces []int
	var terms []rules.Term
	const roomFaces, roomTerms = 2, 4
	for n, t := range targets {
		if t = k.live(t); t == nil { // an area's creatures are all caught, even after the last enemy falls
			continue
		}
		test := s.saveVs(t, s.saveTest(t, ab, dc), fail) // grant.go, check_grant.go
		if k.heighten(t) {                               // metamagic.go
			test.Dis = append(test.Dis, "heightened spell")
		}
		if kind := t.kind(); kind != "" && slices.Contains(e.DisadvantageFor, kind) { // 2014 Blight on a plant
			test.Dis = append(test.Dis, k.sp.ID+" on a "+kind)
		} else if tag := t.tag(e.DisadvantageFor); tag != "" { // 2014 Moonbeam on a shapechanger (aura_rules.go)
			test.Dis = append(test.Dis, k.sp.ID+" on a "+tag)
		}
		var res rules.TestResult
		careful := k.spared(t)          // metamagic.go: Careful Spell succeeds without a roll
		contest := e.Value == "contest" // 2014 Telekinesis: the caster's spellcasting ability check against the target's
		switch {
		case careful:
			res = rules.TestResult{Success: true, Explain: []rules.Term{{Source: "careful spell", Rule: s.rs.Metamagic.Cite}}}
		case contest: // action_grapple.go: the caster wins only by beating the target's total
			won, err := d.contest(k.c, t, k.sp.ID, []rules.Test{{Kind: rules.Check, Ability: k.c.spellAbility()}}, []rules.Test{{Kind: rules.Check, Ability: ab}})
			if err != nil {
				return err
			}
			res = rules.TestResult{Success: !won, Explain: []rules.Term{{Source: k.sp.ID + ": a contest, not a save", Rule: k.sp.Cite}}}
		default:
			if faces == nil {
				faces, terms = make([]int, roomFaces*len(targets)), make([]rules.Term, roomTerms*len(targets))
			}
			res.Dice, res.Explain = faces[roomFaces*n:roomFaces*n:roomFaces*(n+1)], terms[roomTerms*n:roomTerms*n:roomTerms*(n+1)]
			if err = s.rs.TestInto(t.Creature, test, d.r, &res); err != nil {
				return err
			}
		}
		if err := d.emit(&Event{Kind: Saved, Who: t.ID, Target: k.c.ID, Action: k.sp.ID, Dice: res.Dice, Total: res.Total,
			Mode: res.Mode.String(), Hit: res.Success, Explain: res.Explain}); err != nil {
			return err
		}
		ok := res.Success
		if !ok && !contest && t.Statblock != nil && t.Statblock.ResistLeft > 0 {
			if err := d.emit(&Event{Kind: Resisted, Who: t.ID, Action: k.sp.ID}); err != nil {
				return err
			}
			ok = true
		}
		var then []content.Effect
		for i := range fail {
			p := &fail[i]
			switch {
			case p.Kind == content.KindDamage && len(p.When) > 0: // it acts later (cast_more.go, lasting)
				if !ok {
					then = append(then, *p)
				}
			case p.Kind == content.KindDamage && !ok:
				err = k.damage(p, t, 1, "", rolls[p])
			case p.Kind == content.KindDamage && careful && s.rs.Metamagic.CarefulNoDamage:
			case p.Kind == content.KindDamage && e.OnSuccess == "half":
				if half == "" {
					half = "half on a successful save (DC " + strconv.Itoa(dc) + ")"
				}
				err = k.damage(p, t, 2, half, rolls[p])
			case !ok:
				then = append(then, *p)
			}
			if err != nil {
				return err
			}
		}
		if ok {
			then = e.Success
		}
		old := k.repeat
		if !ok && at != rules.NoTurnPoint {
			k.repeat = &rules.RepeatSave{Ability: ab, DC: dc, At: at} // grants of the failure end on a repeated success (grant.go)
		}
		err := k.run(then, []*Combatant{t})
		k.repeat = old
		if err != nil {
			return err
		}
	}
	return nil
}

// heal gives t hit points or temporary hit points.
func (k *casting) heal(e *content.Effect, t *Combatant) error {
	if t = k.live(t); t == nil {
		return nil
	}
	if e.Kind == content.KindHeal && k.raised[t.ID] {
		delete(k.raised, t.ID) // the hit points its max-hp grant gave (maxhp.go)
		return nil
	}
	r, ok := k.maxDice(e) // cast_max.go: Fiendish Vigor
	if !ok {
		var err error
		if r, err = k.roll(e); err != nil {
			return err
		}
	}
	kind := Healed
	if e.Kind == content.KindTempHP {
		kind = TempHPGained
	}
	ev := Event{Kind: kind, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Dice: r.faces, Amount: max(0, r.amount), Explain: r.terms}
	if kind == Healed {
		ev = k.healMax(e, t, ev) // grant_play.go: Beacon of Hope
		ev = k.healing(t, ev)    // cast_more.go: no-heal
	}
	return k.d.emit(&ev)
}

// repeatSaves are the spells whose target repeats the save at the end of
// each of its turns, ending the condition on a success: the trees do not
// say so yet (docs/spells.md).
var repeatSaves = map[string]rules.Ability{
	"hold-person": rules.WIS, "hold-monster": rules.WIS, "blindness-deafness": rules.CON,
	"blindnessdeafness": rules.CON, // the srd-5.2.1 id (open5e's)
}

// condition gives t a condition of the spell for its duration.
func (k *casting) condition(name string, t *Combatant) error {
	if t = k.live(t); t == nil || name == "" || t.ConditionImmune[name] || t.grantedImmunity(name, k.c) || k.d.s.auraImmune(t, name, k.c) {
		return nil
	}
	dur := spellDuration(k.sp.Duration, k.c.ID)
	if ab, ok := repeatSaves[k.sp.ID]; ok {
		dur.Save = rules.RepeatSave{Ability: ab, DC: k.dc, At: rules.EndOfTurn}
	}
	if err := k.d.emit(&Event{Kind: SpellConditioned, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: name, Duration: &dur}); err != nil {
		return err
	}
	return k.d.concentrationCheck(t.ID)
}

// spellDuration counts a spell's duration on its caster's turns: rounds,
// and minutes and hours at 10 rounds a minute, ending as the caster's turn
// starts; an instant or unlimited one has no count.
func spellDuration(d content.Duration, caster string) rules.Duration {
	per := map[string]int{"round": 1, "minute": rules.RoundsPerMinute, "hour": 60 * rules.RoundsPerMinute}[d.Unit]
	if per == 0 {
		return rules.Duration{}
	}
	return rules.Duration{Until: rules.StartOfTurn, Of: caster, Turns: max(1, d.Amount) * per}
}

// concentrationCheck ends the concentration of the creature id when it
// can no longer act (incapacitated, paralyzed...) or is dead. Damage's
// concentration save is afterDamage's (action_attack.go).
func (d *decider) concentrationCheck(id string) error {
	s := d.s
	t := s.Get(id)
	if t == nil || t.Concentration == "" {
		return nil
	}
	if ok, why := s.keepsConcentration(t); !ok { // cast_swift.go: next-2013 lists its own
		return d.emit(&Event{Kind: ConcentrationEnded, Who: t.ID, Action: t.Concentration, Reason: why + " (" + s.rs.Spell.ConcentrationCite + ")"})
	}
	return nil
}

func applyCast(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if e.Cost > 0 && e.Type != "innate" && e.Type != "ritual" {
		if _, err := s.rs.SpendSlot(c.Creature, e.Cost); err != nil {
			return fmt.Errorf("%w: %w", ErrBadEvent, err)
		}
		c.Cast.Slot = true
	}
	if s.Started {
		switch e.Reason {
		case "action":
			c.ActionUsed = true
			c.Cast.ActionLeveled = c.Cast.ActionLeveled || e.Cost > 0
			c.Cast.ActionCantrip = c.Cast.ActionCantrip || e.Cost == 0
		case "bonus":
			c.BonusUsed, c.Cast.Bonus = true, true
		case "reaction":
			c.ReactionUsed = true
		case "swift":
			c.Cast.Swift = true
		}
	}
	if e.Type == "failed" { // cast_check.go: the action is spent, the spell is not
		return nil
	}
	if e.Concentrate {
		s.concentrate(c, e.Action)
	}
	s.endOnAttack(c) // cast_more.go: Invisibility ends when its holder casts
	return nil
}

// concentrate sets the spell c concentrates on ("" for none); the
// conditions of the spell it concentrated on before end.
func (s *State) concentrate(c *Combatant, spell string) {
	if old := c.Concentration; old != "" && old != spell {
		s.endSpell(c.ID, old)
	}
	c.Concentration = spell
}

// endSpell ends the conditions that caster's spell gave.
func (s *State) endSpell(caster, spell string) {
	src := concentrationSource(spell, caster)
	s.endSummons(caster, spell) // summon.go (before its grants, which mark the summoned)
	s.endGrants(caster, spell)  // grant.go
	s.endZones(caster, spell)   // zone.go
	for _, t := range s.Creatures {
		for _, in := range t.Instances() {
			if in.Source == src {
				s.rs.EndCondition(t.Creature, in.Name, src)
			}
		}
	}
}

func applyConcentrationEnded(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if c.Concentration != e.Action {
		return fmt.Errorf("%w: %s does not concentrate on %q", ErrBadEvent, e.Who, e.Action)
	}
	s.concentrate(c, "")
	return nil
}

func applyHealed(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	if _, err := s.rs.Heal(t.Creature, e.Amount); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	return nil
}

func applyTempHP(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	if err := s.rs.GiveTempHP(t.Creature, e.Amount); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	return nil
}

func applySpellCondition(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	in := rules.ConditionInstance{Name: e.Type, Source: concentrationSource(e.Action, e.Who)}
	if e.Duration != nil {
		in.Duration = *e.Duration
	}
	if err := s.rs.ApplyCondition(t.Creature, in); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	return nil
}
