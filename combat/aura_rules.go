package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The rules auras play beyond speed and damage defences (aura.go):
//
//   - advantage and disadvantage (Holy Aura: advantage on saves,
//     disadvantage on attacks against; Magic Circle: disadvantage on the
//     attacks of the creature types it names against those inside), read
//     by grantSave and grantsOnAttack (grant.go);
//   - condition immunity against the named types (Magic Circle: charmed,
//     frightened), and no possession (Magic Circle: a stat block's
//     Possession does not take);
//   - no verbal component inside (Silence: a spell with one is refused),
//     and the conditions whose rules touch only ability checks (Silence:
//     deafened, so a check that relies on hearing fails);
//   - the triggers of a spell with an aura: a melee hit on a creature the
//     aura holds (Holy Aura: a fiend or undead saves or is blinded), a
//     teleport into it (Magic Circle: the named types save or stay out).
//
// Decision: the creatures "of your choice" an aura holds (Holy Aura, Pass
// without Trace) are the caster's side, the caster too; the engine cannot
// ask, and a caster picks its friends.

// auraOn is the grant's on as the fight reads it: Magic Circle's attacks
// into the cylinder are attacks against a creature inside it.
func auraOn(on string) string {
	if on == "attacks-into" {
		return "attacks-against"
	}
	return on
}

// auraConditions are the conditions an aura gives while inside that the
// engine plays: those whose rules touch only ability checks, read where a
// check is made (auraCreature).
var auraConditions = map[string]bool{"deafened": true}

// auraSkipped is why the engine does not play node n of an aura, or "".
func auraSkipped(n *content.Effect) string {
	switch {
	case n.Kind == content.KindCondition && auraConditions[n.Condition]:
		return ""
	case n.Kind != content.KindGrant || !auraKinds[n.Grant]:
		return "aura " + string(n.Kind) + " " + n.Grant + n.Condition
	case auraOnly[n.Grant]:
		return ""
	}
	g := *n
	g.On = auraOn(g.On)
	return skippedGrant(&g)
}

// auraOnly are the grants only auras give, read by this file: no
// possession, no verbal component.
var auraOnly = map[string]bool{"no-possession": true, "no-verbal": true, "hedged-out": true, "spell-immune": true,
	"enclosed": true, "boxed": true, "caged": true} // aura_globe.go, aura_barrier.go

// mootGrants are grants the fight has nothing to apply to (decision): no
// creature changes shape in a fight the engine plays (a stat block's
// shape features are not run), so Moonbeam's no-shapechange is recorded
// and holds by itself.
var mootGrants = map[string]bool{"no-shapechange": true}

// auraWhen are the triggers of a spell's node that the engine plays
// beside its aura: a melee hit on a creature the aura holds, a teleport
// into the aura.
var auraWhen = map[string]bool{"melee-hit-on-target": true, "teleport-in": true, "teleport-out": true}

// auraIn reports whether c stands in z's aura a (the emanation's side, or
// the shape's squares), at square p.
func (s *State) auraIn(z *Zone, a *content.Effect, c *Combatant, p Point) bool {
	by := s.Get(z.By)
	if by == nil {
		return false
	}
	if a.Value == atCast {
		return slices.Contains(z.Held, c.ID)
	}
	if a.Shape == "emanation" {
		ally := slices.Contains(a.Only, "ally") || slices.Contains(a.Only, "chosen")
		return Feet(Point(by.Position), p) <= a.Size && (c.side() == by.side()) == ally
	}
	return s.inZone(z, a, c, p, Point{}, false)
}

// AuraCreature is creature id as an ability check sees it: a fork with
// the conditions of the auras it stands in (Silence's deafened), or nil
// when it stands in none that gives one.
func (s *State) AuraCreature(id string) *rules.Creature {
	c := s.Get(id)
	if c == nil || len(s.Zones) == 0 {
		return nil
	}
	if f := s.auraCreature(c); len(f.Instances()) > len(c.Instances()) {
		return f
	}
	return nil
}

// auraCreature is c's creature as a check sees it: with the conditions of
// the auras it stands in (Silence's deafened), on a fork.
func (s *State) auraCreature(c *Combatant) *rules.Creature {
	f := c.Creature.Fork()
	if len(s.Zones) == 0 {
		return f
	}
	for i := range s.Zones {
		z := &s.Zones[i]
		a := s.zoneAura(z)
		if a == nil || !s.auraIn(z, a, c, Point(c.Position)) {
			continue
		}
		for _, n := range a.Then {
			if n.Kind == content.KindCondition && auraConditions[n.Condition] && !c.ConditionImmune[n.Condition] {
				_ = s.rs.ApplyCondition(f, rules.ConditionInstance{Name: n.Condition, Source: concentrationSource(z.Spell, z.By)})
			}
		}
	}
	return f
}

// auraImmune reports whether an aura c stands in keeps the condition name
// from the creature from (Magic Circle: charmed or frightened by the types
// it names).
func (s *State) auraImmune(c *Combatant, name string, from *Combatant) bool {
	if len(s.Zones) == 0 {
		return false
	}
	return slices.ContainsFunc(s.auraGrants(c), func(g Grant) bool { return g.Kind == "condition-immune" && g.Value == name && g.against(from) })
}

// possessions are the stat-block actions that possess their target
// (SRD 5.2.1 and SRD 5.1, Monsters, Ghost: Possession).
var possessions = map[string]bool{"possession": true}

// unpossessable reports whether a grant keeps t from being possessed by
// c's action f (Magic Circle's no-possession against the types it names).
func (s *State) unpossessable(t, c *Combatant, f *content.Feature) bool {
	return possessions[f.ID] && slices.ContainsFunc(s.grantsOf(t), func(g Grant) bool { return g.Kind == "no-possession" && g.against(c) })
}

// silenced refuses a spell with a verbal component cast by c inside an
// aura with no-verbal (SRD 5.2.1 and SRD 5.1, Spells, Silence).
func (s *State) silenced(c *Combatant, sp *content.Spell) error {
	if !sp.V || len(s.Zones) == 0 {
		return nil
	}
	for _, g := range s.auraGrants(c) {
		if g.Kind == "no-verbal" {
			cite := g.Spell
			if o, err := s.spell(g.Spell); err == nil && o.Cite != "" {
				cite = o.Cite
			}
			return fmt.Errorf("%w (%s): %s is inside %s, where no verbal component can be spoken, and %s has one", rules.ErrVerbal, cite, c.ID, g.source(), sp.ID)
		}
	}
	return nil
}

// auraTrigger is the node of sp that acts on when, beside its aura.
func auraTrigger(sp *content.Spell, when string) *content.Effect {
	for i := range sp.Effects {
		if e := &sp.Effects[i]; len(e.When) == 1 && e.When[0] == when {
			return e
		}
	}
	return nil
}

// zoneCasting is the casting of z's spell sp as it was cast, to run its
// nodes later.
func (d *decider) zoneCasting(z *Zone, sp *content.Spell) *casting {
	c := d.s.Get(z.By)
	if c == nil {
		return nil
	}
	return &casting{d: d, c: c, sp: sp, level: z.Level, aim: z.Aim, dc: z.DC, atk: z.Attack, option: z.Option}
}

// runTrigger runs node e of z's spell without its when on t, as the
// spell's.
func (d *decider) runTrigger(z Zone, sp *content.Spell, e *content.Effect, t *Combatant) error {
	k := d.zoneCasting(&z, sp)
	if k == nil {
		return nil
	}
	n := *e
	n.When = nil
	old := d.reason
	d.reason = "spell"
	defer func() { d.reason = old }()
	return k.run([]content.Effect{n}, []*Combatant{t})
}

// auraStruck runs the melee-hit triggers of the auras holding t, which c
// just hit with a melee attack (SRD 5.2.1 and SRD 5.1, Spells, Holy Aura:
// a fiend or undead saves or is blinded).
func (d *decider) auraStruck(c, t *Combatant, melee bool) error {
	s := d.s
	if !melee || len(s.Zones) == 0 || s.Over {
		return nil
	}
	for _, z := range slices.Clone(s.Zones) {
		sp, err := s.spell(z.Spell)
		if err != nil {
			return err
		}
		e := auraTrigger(sp, "melee-hit-on-target")
		a := auraNode(sp)
		if e == nil || a == nil || !s.auraIn(&z, a, t, Point(t.Position)) {
			continue
		}
		if c = s.Get(c.ID); c == nil || c.Dead || s.Over {
			return nil
		}
		if err := d.runTrigger(z, sp, e, c); err != nil {
			return err
		}
	}
	return nil
}

// teleportBarred has c, teleporting from outside an aura to p inside it,
// make the save its spell asks (SRD 5.2.1 and SRD 5.1, Spells, Magic
// Circle: the named types make a Charisma save first), and reports
// whether c failed one: the teleport does not happen.
func (d *decider) teleportBarred(c *Combatant, p Point) (bool, error) {
	s := d.s
	if len(s.Zones) == 0 {
		return false, nil
	}
	for _, z := range slices.Clone(s.Zones) {
		sp, err := s.spell(z.Spell)
		if err != nil {
			return false, err
		}
		e := auraTrigger(sp, "teleport-in")
		a := auraNode(sp)
		if e == nil || a == nil || s.auraIn(&z, a, c, Point(c.Position)) || !s.auraIn(&z, a, c, p) {
			continue
		}
		if failed, err := d.triggerSave(z, sp, e, c); failed || err != nil {
			return failed, err
		}
	}
	return d.teleportOut(c, p) // aura_barrier.go: Forcecage
}

// triggerSave runs the save node e of z's spell on c and reports whether
// c failed it (a Legendary Resistance turns that into a success).
func (d *decider) triggerSave(z Zone, sp *content.Spell, e *content.Effect, c *Combatant) (bool, error) {
	from := len(d.events)
	if err := d.runTrigger(z, sp, e, c); err != nil {
		return false, err
	}
	failed := false
	for j, evs := 0, d.events[from:]; j < len(evs); j++ {
		ev := &evs[j] // a pointer: an Event is 544 bytes
		switch {
		case ev.Kind == Saved && ev.Who == c.ID && ev.Action == sp.ID:
			failed = !ev.Hit
		case ev.Kind == Resisted && ev.Who == c.ID:
			failed = false
		}
	}
	return failed, nil
}

// tag is the first of tags c's stat block has (SRD 5.1's doppelganger:
// shapechanger), or "".
func (c *Combatant) tag(tags []string) string {
	if len(tags) == 0 || c.Statblock == nil || c.Statblock.Block == nil {
		return ""
	}
	for _, t := range c.Statblock.Block.Tags {
		if slices.Contains(tags, t) {
			return t
		}
	}
	return ""
}

// hedge tells how aura a of by's zone hedges c: "in" (c can't walk into
// it: Magic Circle, its grant's only naming c's type; SRD 5.2.1 and SRD
// 5.1, Spells, Magic Circle), "both" (c can't walk in or out: Antilife
// Shell, for every creature but its caster and the aura's unaffected
// types; SRD 5.2.1 and SRD 5.1, Spells, Antilife Shell), or "".
func hedge(a *content.Effect, c *Combatant, by string) string {
	for i := range a.Then {
		n := &a.Then[i]
		switch {
		case n.Kind != content.KindGrant || n.Grant != "hedged-out":
		case len(n.Only) > 0:
			if slices.Contains(n.Only, c.kind()) {
				return "in"
			}
		case c.ID != by && !slices.Contains(a.Unaffected, c.kind()):
			return "both"
		}
	}
	return ""
}

// hedgeError refuses c's walking from square from to p across the
// surface of an aura that hedges it, or is nil.
func (s *State) hedgeError(c *Combatant, from, p Point) error {
	if len(s.Zones) == 0 {
		return nil
	}
	for i := range s.Zones {
		z := &s.Zones[i]
		sp, err := s.spell(z.Spell)
		if err != nil {
			continue
		}
		a := auraNode(sp)
		if a == nil {
			continue
		}
		how := hedge(a, c, z.By)
		was, is := s.inBarrier(z, a, from), s.inBarrier(z, a, p) // aura_barrier.go: where, whatever c's side
		switch {
		case how == "in" && !was && is:
			return fmt.Errorf("%w (%s): %s, a %s, can't willingly enter %s", ErrBlocked, sp.Cite, c.ID, c.kind(), concentrationSource(z.Spell, z.By))
		case how == "both" && was != is:
			return fmt.Errorf("%w (%s): %s can't pass through %s", ErrBlocked, sp.Cite, c.ID, concentrationSource(z.Spell, z.By))
		}
	}
	return nil
}

// reachesThrough refuses c's melee attack a without reach at t across the
// surface of an aura that hedges c both ways (Antilife Shell: ranged and
// reach attacks go through), or is nil.
func (s *State) reachesThrough(c, t *Combatant, a *Attack) error {
	if len(s.Zones) == 0 || !a.Melee() || a.reach() > 5 {
		return nil
	}
	for i := range s.Zones {
		z := &s.Zones[i]
		sp, err := s.spell(z.Spell)
		if err != nil {
			continue
		}
		if a2 := auraNode(sp); a2 != nil && hedge(a2, c, z.By) == "both" && s.inBarrier(z, a2, Point(c.Position)) != s.inBarrier(z, a2, Point(t.Position)) {
			return fmt.Errorf("%w (%s): %s can't reach through %s", ErrBlocked, sp.Cite, c.ID, concentrationSource(z.Spell, z.By))
		}
	}
	return nil
}

// shellMoved ends the spell of each hedging aura c carries whose surface
// its move from square from carried across a creature it hedges (SRD
// 5.2.1 and SRD 5.1, Spells, Antilife Shell: the spell ends).
func (d *decider) shellMoved(c *Combatant, from Point) error {
	s := d.s
	for _, z := range slices.Clone(s.Zones) {
		if z.By != c.ID || !z.Self {
			continue
		}
		sp, err := s.spell(z.Spell)
		if err != nil {
			return err
		}
		a := auraNode(sp)
		if a == nil {
			continue
		}
		for _, t := range s.Creatures {
			if t.Dead || hedge(a, t, z.By) != "both" {
				continue
			}
			p := Point(t.Position)
			if (Feet(from, p) <= a.Size) != (Feet(Point(c.Position), p) <= a.Size) {
				if c.Concentration == z.Spell {
					return d.emit(&Event{Kind: ConcentrationEnded, Who: c.ID, Action: z.Spell,
						Reason: "its barrier was pushed across " + t.ID + " (" + sp.Cite + ")"})
				}
				break
			}
		}
	}
	return nil
}

// atCast is the value of an aura node that holds the creatures chosen in
// it as it is cast, wherever they go after, until the spell ends (SRD
// 5.1, Spells, Holy Aura).
const atCast = "at-cast"

// held are the creatures an at-cast aura picks: the caster's side within
// its size of the caster, the caster too (decision: the creatures of the
// caster's choice, as for every aura).
func (k *casting) held(a *content.Effect) []string {
	var out []string
	for _, t := range k.d.s.Creatures {
		if !t.Dead && t.side() == k.c.side() && Feet(Point(k.c.Position), Point(t.Position)) <= a.Size {
			out = append(out, t.ID)
		}
	}
	return out
}
