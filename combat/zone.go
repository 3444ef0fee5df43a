package combat

import (
	"fmt"
	"math"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The events of lasting areas.
const (
	// ZoneMade: Who's spell Action leaves the lasting area Zone.
	ZoneMade EventKind = "zone"
	// ZoneHit: Who's lasting area of spell Action acts on Target, for
	// Reason: cast, enter, turn-start, turn-end or step (Spike Growth).
	ZoneHit EventKind = "zone_hit"
)

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{ZoneMade: applyZoneMade, ZoneHit: applyZoneHit})
}

// kindZone is a lasting area node of the spell trees (docs/effects.md);
// its when is read only where the ruleset has no ZoneRule, which otherwise
// says when the area acts.
const kindZone = content.KindZone

// zoneSpells are the spells whose area lasts and acts on the ruleset's
// triggers (rules.ZoneRule) until the trees say so with zone nodes; the
// area to use where the tree has none (Spirit Guardians' 15-ft emanation),
// or nil for the tree's.
var zoneSpells = map[string]*content.Effect{
	"moonbeam": nil, "cloudkill": nil, "incendiary-cloud": nil, "spike-growth": nil,
	"spirit-guardians": {Kind: content.KindArea, Shape: "emanation", Size: 15},
}

// zoneSteps are the lasting areas that act on a creature for each 5 ft it
// moves in them, and at no other time (Spike Growth: SRD 5.2.1, Spells,
// Spike Growth; SRD 5.1, Spells, Spike Growth), the same in both
// rulesets.
var zoneSteps = map[string]bool{"spike-growth": true}

// Zone is a lasting area of a spell: where it is, the caster's numbers
// when it was cast, how long it lasts on the caster's turns (Left 0: until
// the spell ends), and the creatures it has acted on this turn (Done, for
// the turn Stamp). State.Zones is replaced, never changed in place.
type Zone struct {
	Spell  string          `json:"spell"`
	By     string          `json:"by"`
	Level  int             `json:"level,omitempty"`
	Aim    Point           `json:"aim"`
	Origin Point           `json:"origin"`           // the caster's square as it cast (cones, lines)
	Self   bool            `json:"self,omitempty"`   // a self-range spell: an emanation goes with its caster
	Option string          `json:"option,omitempty"` // the choose option the cast picked
	DC     int             `json:"dc,omitempty"`
	Attack int             `json:"attack,omitempty"`
	Until  rules.TurnPoint `json:"until,omitempty"`
	Left   int             `json:"left,omitempty"`
	Done   []string        `json:"done,omitempty"`
	Stamp  int             `json:"stamp,omitempty"`
	// Held are the creatures an aura holds wherever they go, picked as it
	// was cast (aura_rules.go: 2014 Holy Aura).
	Held []string `json:"held,omitempty"`
	// Woken: a glyph set off (zone_glyph.go: Symbol).
	Woken bool `json:"woken,omitempty"`
}

// zoneArea is the lasting area of a spell and the tree it runs on a
// creature, or nil when the spell leaves none.
func zoneArea(sp *content.Spell) *content.Effect {
	area, ok := zoneSpells[sp.ID]
	for i := range sp.Effects {
		e := &sp.Effects[i]
		if e.Kind == kindZone && acting(e) || (ok && e.Kind == content.KindArea) {
			return e
		}
	}
	if !ok || area == nil {
		return nil
	}
	out := *area
	out.Then = sp.Effects
	return &out
}

// runSpell runs the spell's tree on its targets, or leaves its lasting
// area where the ruleset has lasting areas.
func (k *casting) runSpell(targets []*Combatant) error {
	if area := zoneArea(k.sp); area != nil && k.d.s.rs.Spell.Zone != nil && area.Kind != kindZone {
		return k.makeZone(area) // a spell of zoneSpells whose tree has no zone node
	}
	return k.run(k.sp.Effects, targets)
}

// zoneTriggers are the words of a zone node's when that say when it acts
// on a creature, by the trigger the engine knows them as: the area
// appearing, a creature entering it (or the area moving onto the
// creature; Spike Growth's moving in it, run step by step), a creature
// starting or ending its turn in it.
var zoneTriggers = map[string]string{"cast": "cast", "enter": "enter", "moved-into": "enter",
	"move": "enter", "turn-start": "turn-start", "turn-end": "turn-end"}

// zoneActs tells whether a lasting area acts on trigger (cast, enter,
// turn-start, turn-end): as its tree's when says where it has one (the
// spell's own text: 2014 Entangle as it appears, 2024 Sleet Storm not),
// else as the ruleset's zone rule says. A when of other words only
// (Storm of Vengeance's later turns, Delayed Blast Fireball's end, a
// burning Web) acts on none of these: the spell says when it acts, and it
// is not as it appears (SRD 5.2.1 and SRD 5.1, Spells, Storm of
// Vengeance: the acid, lightning, hail and cold come on the caster's
// later turns).
func zoneActs(area *content.Effect, r *rules.ZoneRule, trigger string) bool {
	for _, w := range area.When {
		if zoneTriggers[w] == trigger {
			return true
		}
	}
	if len(area.When) > 0 || r == nil {
		return false
	}
	switch trigger {
	case "cast":
		return r.Cast
	case "enter":
		return r.Enter
	case "turn-start":
		return r.TurnStart
	case "turn-end":
		return r.TurnEnd
	}
	return false
}

// acting tells whether a zone node acts on creatures by triggers: not
// terrain (no Then) nor an aura that holds only while a creature is inside
// (not run yet).
func acting(e *content.Effect) bool {
	return len(e.Then) > 0 && !(len(e.When) == 1 && e.When[0] == "inside")
}

// makeZone leaves the spell's lasting area and, where the ruleset says
// so, acts on the creatures in it as it appears.
func (k *casting) makeZone(area *content.Effect) error {
	d, s := k.d, k.d.s
	dur := spellDuration(k.sp.Duration, k.c.ID)
	z := &Zone{Spell: k.sp.ID, By: k.c.ID, Level: k.level, Aim: k.aim, Origin: Point(k.c.Position), Self: k.sp.Range.Kind == "self",
		Option: k.option, DC: k.dc, Attack: k.atk, Until: dur.Until, Left: dur.Turns}
	if area.Value == atCast { // aura_rules.go
		z.Held = k.held(area)
	}
	if err := d.emit(&Event{Kind: ZoneMade, Who: k.c.ID, Action: k.sp.ID, Zone: z}); err != nil {
		return err
	}
	if err := k.igniteTouched(); err != nil { // object_fire.go: Flaming Sphere
		return err
	}
	if !zoneActs(area, s.rs.Spell.Zone, "cast") || zoneSteps[k.sp.ID] {
		return nil
	}
	return d.zoneHits(k.c.ID, k.sp.ID, s.zoneCreatures(s.zone(k.c.ID, k.sp.ID), area), "cast")
}

// zone finds the lasting area of by's spell, or nil.
func (s *State) zone(by, spell string) *Zone {
	for i := range s.Zones {
		if s.Zones[i].By == by && s.Zones[i].Spell == spell {
			return &s.Zones[i]
		}
	}
	return nil
}

// zoneCreatures lists the living creatures in z.
func (s *State) zoneCreatures(z *Zone, area *content.Effect) []*Combatant {
	if z == nil {
		return nil
	}
	var out []*Combatant
	for _, t := range s.Creatures {
		if !t.Dead && s.inZone(z, area, t, Point(t.Position), Point{}, false) {
			out = append(out, t)
		}
	}
	return out
}

// inZone reports whether t, on square p, is in z. An emanation goes with
// its caster (at, when moved is set, else where it stands) and spares the
// caster's side (decision: the caster designates them); every other shape
// stays where it was cast.
func (s *State) inZone(z *Zone, area *content.Effect, t *Combatant, p Point, at Point, moved bool) bool {
	c := s.Get(z.By)
	if c == nil {
		return false
	}
	origin := z.Aim
	if z.Self {
		origin = Point(c.Position)
		if moved {
			origin = at
		}
	}
	if wallShapes[area.Shape] { // wall.go
		sp, err := s.spell(z.Spell)
		return err == nil && inWall(area, z.Origin, z.Aim, p, ringSize(sp, z.Option))
	}
	in := false
	switch area.Shape {
	case "emanation":
		in = (t.side() != c.side()) != forAllies(area) && Feet(origin, p) <= area.Size // Spirit Guardians' foes; Aura of Life's allies
	case "cone", "line":
		o := z.Origin
		ux, uy := float64(z.Aim[0]-o[0]), float64(z.Aim[1]-o[1])
		n := math.Hypot(ux, uy)
		in, origin = n > 0 && inRay(area, o, p, ux, uy, n), o
	case "cube":
		in = inCube(origin, z.Aim, p, max(1, area.Size/5), false)
	default: // sphere, cylinder
		in = Feet(z.Aim, p) <= area.Size
	}
	return in && !s.walled(origin, p)
}

// turnStamp names the turn being played, for a zone's once-a-turn count.
func (s *State) turnStamp() int { return s.Round*10000 + s.Turn + 1 }

// zoneHit has caster's lasting area of spell act on t, for why (cast,
// enter, turn-start, turn-end), unless it has acted on t this turn and
// the ruleset allows it once a turn (or t enters it again).
func (d *decider) zoneHit(by, spell string, t *Combatant, why string) error {
	return d.zoneHits(by, spell, []*Combatant{t}, why)
}

// zoneHits has by's lasting area of spell act on the creatures ts at
// once, for why: one roll of its damage for all of them, as for any effect
// that harms several creatures at the same time (SRD 5.2.1, Rules
// Glossary, Damage Rolls; SRD 5.1, Combat, Damage Rolls), each making its
// own save. A creature the area already acted on this turn is skipped
// where the ruleset says once a turn.
func (d *decider) zoneHits(by, spell string, ts []*Combatant, why string) error {
	s := d.s
	z := s.zone(by, spell)
	if z == nil {
		return nil
	}
	sp, err := s.spell(spell)
	if err != nil {
		return err
	}
	area := zoneAreaFor(sp, z)
	c := s.Get(by)
	if area == nil || c == nil {
		return nil
	}
	var hit []*Combatant
	for _, t := range ts {
		if t.Dead {
			continue
		}
		if z := s.zone(by, spell); why != "step" && z.Stamp == s.turnStamp() && slices.Contains(z.Done, t.ID) && (s.rs.Spell.Zone.OncePerTurn || why == "enter") {
			continue
		}
		if err := d.emit(&Event{Kind: ZoneHit, Who: by, Target: t.ID, Action: spell, Reason: why}); err != nil {
			return err
		}
		hit = append(hit, t)
	}
	if len(hit) == 0 {
		return nil
	}
	k := &casting{d: d, c: c, sp: sp, level: z.Level, aim: z.Aim, dc: z.DC, atk: z.Attack, option: z.Option}
	old := d.reason
	d.reason = "spell"
	defer func() { d.reason = old }()
	return k.run(area.Then, hit)
}

// zonesTurn has the lasting areas act on the creature whose turn starts
// or ends in them, where the ruleset says so.
func (d *decider) zonesTurn(whose string, at rules.TurnPoint) error {
	s := d.s
	r := s.rs.Spell.Zone
	if r == nil || len(s.Zones) == 0 {
		return nil
	}
	why := "turn-start"
	if at == rules.EndOfTurn {
		why = "turn-end"
	}
	for _, z := range slices.Clone(s.Zones) {
		if zoneSteps[z.Spell] {
			continue
		}
		t := s.Get(whose)
		if t == nil || t.Dead || s.Over {
			return nil
		}
		sp, err := s.spell(z.Spell)
		if err != nil {
			return err
		}
		if area := zoneAreaFor(sp, &z); area != nil && zoneActs(area, r, why) && s.inZone(&z, area, t, Point(t.Position), Point{}, false) {
			if err := d.zoneHit(z.By, z.Spell, t, why); err != nil {
				return err
			}
		}
	}
	return nil
}

// zonesMoved has the lasting areas act on c when its move (from, along
// path) took it into one it was not in, and, when c carries an emanation,
// on the creatures it reached.
func (d *decider) zonesMoved(c *Combatant, from Point, path []Point) error {
	s := d.s
	r := s.rs.Spell.Zone
	if r == nil || len(s.Zones) == 0 || len(path) == 0 {
		return nil
	}
	if err := d.shellMoved(c, from); err != nil { // aura_rules.go: Antilife Shell
		return err
	}
	for _, z := range slices.Clone(s.Zones) {
		if s.Over {
			return nil
		}
		sp, err := s.spell(z.Spell)
		if err != nil {
			return err
		}
		area := zoneAreaFor(sp, &z)
		if area == nil || !zoneActs(area, r, "enter") {
			continue
		}
		if zoneSteps[z.Spell] { // each 5 ft moved in it: each step that ends on one of its squares (decision)
			for _, p := range path {
				if c = s.Get(c.ID); c == nil || c.Dead || s.Over {
					return nil
				}
				if s.inZone(&z, area, c, p, Point{}, false) {
					if err := d.zoneHit(z.By, z.Spell, c, "step"); err != nil {
						return err
					}
				}
			}
			continue
		}
		if z.Self && z.By == c.ID {
			for _, t := range s.Creatures {
				if !t.Dead && !s.inZone(&z, area, t, Point(t.Position), from, true) && s.inZone(&z, area, t, Point(t.Position), Point{}, false) {
					if err := d.zoneHit(z.By, z.Spell, t, "enter"); err != nil {
						return err
					}
				}
			}
			continue
		}
		if s.inZone(&z, area, c, from, Point{}, false) {
			continue
		}
		for _, p := range path {
			if s.inZone(&z, area, c, p, Point{}, false) {
				if err := d.zoneHit(z.By, z.Spell, c, "enter"); err != nil {
					return err
				}
				break
			}
		}
	}
	return nil
}

func applyZoneMade(s *State, e Event) error {
	if e.Zone == nil || s.Get(e.Who) == nil {
		return fmt.Errorf("%w: a lasting area without its zone or caster", ErrBadEvent)
	}
	z := *e.Zone
	z.Done, z.Held = slices.Clone(z.Done), slices.Clone(z.Held)
	zs := slices.DeleteFunc(slices.Clone(s.Zones), func(o Zone) bool { return o.By == z.By && o.Spell == z.Spell })
	s.Zones = append(zs, z)
	return nil
}

func applyZoneHit(s *State, e Event) error {
	i := slices.IndexFunc(s.Zones, func(z Zone) bool { return z.By == e.Who && z.Spell == e.Action })
	if i < 0 || s.Get(e.Target) == nil {
		return fmt.Errorf("%w: %s's %s has no lasting area to act on %q", ErrBadEvent, e.Who, e.Action, e.Target)
	}
	zs := slices.Clone(s.Zones)
	z := &zs[i]
	if stamp := s.turnStamp(); z.Stamp != stamp {
		z.Stamp, z.Done = stamp, nil
	}
	z.Done = append(slices.Clone(z.Done), e.Target)
	s.Zones = zs
	return nil
}

// zonesCount counts a boundary of whose's turn on the lasting areas it
// made, ending those that run out.
func (s *State) zonesCount(whose string, at rules.TurnPoint) {
	if !slices.ContainsFunc(s.Zones, func(z Zone) bool { return z.By == whose && z.Until == at && z.Left > 0 }) {
		return
	}
	zs := slices.Clone(s.Zones)
	for i := range zs {
		if zs[i].By == whose && zs[i].Until == at && zs[i].Left > 0 {
			zs[i].Left--
			if zs[i].Left == 0 {
				zs[i].Spell = ""
			}
		}
	}
	s.Zones = slices.DeleteFunc(zs, func(z Zone) bool { return z.Spell == "" })
}

// endZones ends the lasting area of caster's spell.
func (s *State) endZones(caster, spell string) {
	if s.zone(caster, spell) != nil {
		s.Zones = slices.DeleteFunc(slices.Clone(s.Zones), func(z Zone) bool { return z.By == caster && z.Spell == spell })
	}
}

// zoneAreaFor is the lasting area z of spell sp acts with: the spell's
// (zoneArea), or the zone of a top-level choose its cast picked (Blade
// Barrier's wall or ring).
func zoneAreaFor(sp *content.Spell, z *Zone) *content.Effect {
	if area := zoneArea(sp); area != nil {
		return wokenArea(area, z) // zone_glyph.go: a glyph set off
	}
	for i := range sp.Effects {
		if e := &sp.Effects[i]; e.Kind == content.KindChoose {
			var first *content.Effect
			for j := range e.Options {
				o := &e.Options[j]
				if o.Kind != kindZone || !acting(o) || castOnly(o) {
					continue
				}
				if o.Shape == z.Option {
					return o
				}
				if first == nil {
					first = o
				}
			}
			if first != nil {
				return first
			}
		}
	}
	return nil
}

// forAllies reports whether an emanation acts on the caster's side only:
// its nodes are for allies (Aura of Life's 1 hit point, only ally-at-0).
func forAllies(area *content.Effect) bool {
	if slices.Contains(area.Only, "ally") {
		return true
	}
	for _, n := range area.Then {
		if slices.Contains(n.Only, "ally-at-0") || slices.Contains(n.Only, "ally") {
			return true
		}
	}
	return false
}
