package combat

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Lasting nodes waiting for moments other than the holder's own turns
// (cast_more.go runs those): a hit, the caster's turn, the spell running
// its full duration. Each is left as a grant of kind lasting, On the
// moment, as the turn ones are (docs/spells.md, Lasting nodes).

// triggerWhen are the moments besides lastingWhen that a lasting node may
// wait for, and what each is:
var triggerWhen = map[string]string{
	"source-hit":          "the caster deals damage to the holder with an attack roll or a spell (Bestow Curse)",
	"melee-hit-on-source": "a creature within the node's feet hits the holder with a melee attack (Fire Shield)",
	"source-turn":         "the start of each of the caster's turns (Phantasmal Force; decision: its start)",
	"source-turn-start":   "the start of each of the caster's turns (Faithful Hound)",
	"spell-full":          "the spell runs its whole duration on the holder (Banishment, Flesh to Stone)",
	"spell-end":           "the spell ends, by its duration or its concentration (Delayed Blast Fireball's bead, Haste's lethargy)",
	"source-turn-end":     "the end of each of the caster's turns (Delayed Blast Fireball's growing damage)",
}

// mootWhen are the moments a fight on the grid never reaches (decision,
// as for swim speeds: the grid has no water and no weather; a fight lasts
// minutes): a node waiting for one runs as far as the fight goes, that is
// never (Freezing Sphere's ice trapping swimmers; Call Lightning's bolt
// cast in a storm; Befuddlement's and Feeblemind's save repeated every 30
// days).
var mootWhen = map[string]bool{"water": true, "storm": true, "every": true}

// whenRuns tells whether the engine runs (or rightly never needs) a node
// with a when.
func whenRuns(e *content.Effect) bool {
	return lastingRuns(e) || len(e.When) == 1 && (mootWhen[e.When[0]] || teleportWhen[e.When[0]] && e.Kind == content.KindDamage) // teleport.go
}

// untilRest gives a condition that ends on a long rest (2024 Contact Other
// Plane's Incapacitated): no duration, and a source of its own so the
// spell's end does not end it. A fight never reaches a long rest, so it
// holds for the fight (decision, as the d20-penalty grant).
func (k *casting) untilRest(e *content.Effect, targets []*Combatant) error {
	for _, t := range targets {
		if t = k.live(t); t == nil || t.ConditionImmune[e.Condition] || t.grantedImmunity(e.Condition, k.c) {
			continue
		}
		if err := k.d.emit(&Event{Kind: Conditioned, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Condition, Option: "add",
			Reason: concentrationSource(k.sp.ID, k.c.ID) + ", until a long rest"}); err != nil {
			return err
		}
		if err := k.d.concentrationCheck(t.ID); err != nil {
			return err
		}
	}
	return nil
}

// lastingRuns tells whether the engine runs a node with a when: one moment
// it knows, once or each time; a count above 1 only on a save, whose
// successes and failures it counts (Flesh to Stone, Contagion).
func lastingRuns(e *content.Effect) bool {
	if len(e.When) != 1 {
		return false
	}
	w := e.When[0]
	if lastingWhen[w] == rules.NoTurnPoint && triggerWhen[w] == "" && moments[w].what == "" { // trigger_moment.go: declared moments
		return false
	}
	if w == "spell-end" && e.Kind != kindZone && e.Kind != content.KindRepeat {
		return false // decision: a bead's area (Delayed Blast Fireball) or what befalls the spell's targets (Haste's repeat); Demiplane's Prone is for creatures inside it, which a fight doesn't place
	}
	if anchored(e) && e.Kind != content.KindSave && e.Kind != content.KindAttack { // trigger_hound.go: an attack from the point
		return false // an attack from the point (2014 Faithful Hound's bite): attacks are made from the caster's square yet
	}
	return e.Count <= 1 || e.Kind == content.KindSave && lastingWhen[w] != rules.NoTurnPoint
}

// Departed: Who's spell Action has sent Target out of the fight for good
// (Banishment's creature sent to its home plane, not returning).
const Departed EventKind = "departed"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Departed: func(s *State, e Event) error {
		if _, err := s.must(e.Target); err != nil {
			return err
		}
		s.dropCreature(e.Target) // summon.go
		return nil
	}})
}

// departs are the spell-full utilities whose creature leaves the fight
// (Banishment: it doesn't return; decision: it is taken out of the fight
// and the initiative order).
var departs = map[string]bool{"banish-home": true}

// extraplanar are the creature types a 2014 `only: extraplanar` node takes
// as native to another plane (decision: the five the 2024 Banishment
// names; SRD 5.1, Spells, Banishment says only "native to a different
// plane").
var extraplanar = []string{"aberration", "celestial", "elemental", "fey", "fiend"}

// permanent are the spell-full utilities that leave a condition for good
// (decision: with a source of its own, so no end of the spell ends it):
// Flesh to Stone's Petrified until Greater Restoration.
var permanent = map[string]string{"permanent-stone": "petrified"}

// lastingGrants are the lasting grants on t waiting for moment w, with
// the node each keeps.
func (s *State) lastingGrants(t *Combatant, w string) ([]Grant, []lastingNode, error) {
	var gs []Grant
	var ns []lastingNode
	for _, g := range t.Grants {
		if on, _, _ := strings.Cut(g.On, "/"); g.Kind != "lasting" || on != w {
			continue
		}
		var ln lastingNode
		if err := json.Unmarshal([]byte(g.Value), &ln); err != nil {
			return nil, nil, fmt.Errorf("%w: a lasting node of %s: %w", ErrBadEvent, g.Spell, err)
		}
		gs, ns = append(gs, g), append(ns, ln)
	}
	return gs, ns, nil
}

// fire runs a lasting node on targets as its caster's cast, with the
// numbers of the cast that left it.
func (d *decider) fire(g Grant, ln lastingNode, aim Point, targets []*Combatant) error {
	s := d.s
	c := s.Get(g.By)
	sp, err := s.spell(g.Spell)
	if c == nil || err != nil || s.Over {
		return nil
	}
	k := &casting{d: d, c: c, sp: sp, level: ln.Level, aim: aim, dc: ln.DC, atk: ln.Attack, option: ln.Option}
	old, oldCast := d.reason, d.cast
	d.reason, d.cast = "spell", k
	defer func() { d.reason, d.cast = old, oldCast }()
	if ln.Node.Kind == content.KindAttack && ln.Aim != nil && len(targets) == 1 { // trigger_hound.go: the hound's bite from its point
		return k.fromPoint(ln, targets[0])
	}
	if ln.Node.Kind == kindZone && ln.Aim != nil { // Delayed Blast Fireball's bead: its area, now
		return k.detonate(ln)
	}
	if v, ok := permanent[ln.Node.Value]; ok && ln.Node.Kind == content.KindUtility {
		if err := k.run([]content.Effect{ln.Node}, targets); err != nil {
			return err
		}
		for _, t := range targets {
			if t = k.live(t); t != nil && !t.ConditionImmune[v] {
				if err := d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Action: sp.ID, Type: v, Option: "add",
					Reason: concentrationSource(sp.ID, c.ID) + ", permanent"}); err != nil {
					return err
				}
			}
		}
		return nil
	}
	if departs[ln.Node.Value] && ln.Node.Kind == content.KindUtility {
		var some []*Combatant
		for _, t := range targets {
			if k.affects(&ln.Node, t) {
				some = append(some, t)
			}
		}
		if err := k.run([]content.Effect{ln.Node}, some); err != nil {
			return err
		}
		for _, t := range some {
			if err := d.emit(&Event{Kind: Departed, Who: c.ID, Target: t.ID, Action: sp.ID, Type: ln.Node.Value}); err != nil {
				return err
			}
		}
		return d.checkEnd()
	}
	return k.run([]content.Effect{ln.Node}, targets)
}

// struck runs, after c hit t with an attack roll that dealt dealt, the
// lasting nodes that hit sets off: t's melee-hit-on-source ones when the
// attack is melee and c within their feet (Fire Shield's 2d8 on c), and
// t's source-hit ones from c when damage was dealt (Bestow Curse's 1d8).
func (d *decider) struck(c, t *Combatant, melee bool, dealt int) error {
	s := d.s
	if !d.may(sumLasting) { // summary.go: what follows reads lasting grants alone
		return nil
	}
	if c = s.Get(c.ID); c == nil || s.Over {
		return nil
	}
	if t = s.Get(t.ID); t == nil {
		return nil
	}
	if melee {
		gs, ns, err := s.lastingGrants(t, "melee-hit-on-source")
		if err != nil {
			return err
		}
		for i, g := range gs {
			if c = s.Get(c.ID); c == nil || c.Dead || s.Over {
				return nil
			}
			if feet := ns[i].Node.Feet; feet > 0 && Feet(Point(c.Position), Point(t.Position)) > feet {
				continue
			}
			if err := d.fire(g, ns[i], Point(c.Position), []*Combatant{c}); err != nil {
				return err
			}
		}
	}
	if dealt > 0 {
		return d.cursed(c, t, "")
	}
	return nil
}

// cursed runs t's source-hit nodes from c (Bestow Curse's extra 1d8
// necrotic), but not those of spell, the one dealing the damage, and once
// a casting for each creature (decision: a spell that hits it with many
// rolls or types adds the curse's damage once).
func (d *decider) cursed(c, t *Combatant, spell string) error {
	s := d.s
	if t = s.Get(t.ID); t == nil || t.Dead || s.Over {
		return nil
	}
	gs, ns, err := s.lastingGrants(t, "source-hit")
	if err != nil || len(gs) == 0 {
		return err
	}
	k := d.cast
	for i, g := range gs {
		if g.By != c.ID || g.Spell == spell {
			continue
		}
		if k != nil && k.c.ID == c.ID {
			if k.cursed == nil {
				k.cursed = map[string]bool{}
			}
			key := t.ID + "/" + g.Spell
			if k.cursed[key] {
				continue
			}
			k.cursed[key] = true
		}
		if t = s.Get(t.ID); t == nil || t.Dead || s.Over {
			return nil
		}
		if err := d.fire(g, ns[i], Point(t.Position), []*Combatant{t}); err != nil {
			return err
		}
	}
	return nil
}

// sourceTurn runs, as whose's turn starts, the lasting nodes of its spells
// that act on its turns: on the holder (Phantasmal Force's 2d8: decision,
// the caster shapes the phantasm within 5 ft of it), or, for a node
// anchored at a point (an `only` enemy within `feet` of where the spell was
// aimed: Faithful Hound's bite), on the nearest creature of another side
// there (decision: of those, the first in the fight's order).
func (d *decider) sourceTurn(whose string) error {
	s := d.s
	if !s.anyLasting() { // the common case: no lasting node anywhere (state.go)
		return nil
	}
	for _, h := range slices.Clone(s.Creatures) {
		for _, w := range []string{"source-turn", "source-turn-start"} {
			if h = s.Get(h.ID); h == nil || h.Dead || s.Over {
				break
			}
			gs, ns, err := s.lastingGrants(h, w)
			if err != nil {
				return err
			}
			for i, g := range gs {
				if g.By != whose || s.Over {
					continue
				}
				ln := ns[i]
				if !anchored(&ln.Node) {
					if h = s.Get(h.ID); h != nil && !h.Dead {
						if err := d.fire(g, ln, Point(h.Position), []*Combatant{h}); err != nil {
							return err
						}
					}
					if err := d.fireOnce(g, ln, h.ID); err != nil { // spell_ray.go: a node of count 1 acts once
						return err
					}
					continue
				}
				c := s.Get(g.By)
				if c == nil || ln.Aim == nil {
					continue
				}
				var prey *Combatant
				for _, o := range s.Creatures {
					if o.Dead || o.Side == c.Side || Feet(*ln.Aim, Point(o.Position)) > anchorReach(&ln.Node) {
						continue
					}
					if prey == nil || Feet(*ln.Aim, Point(o.Position)) < Feet(*ln.Aim, Point(prey.Position)) {
						prey = o
					}
				}
				if prey == nil {
					continue
				}
				ln.Node.Only, ln.Node.Feet = nil, 0
				if err := d.fire(g, ln, *ln.Aim, []*Combatant{prey}); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// anchored tells whether a lasting node acts on a creature near the
// spell's point rather than on its holder: an enemy within its feet
// (Faithful Hound).
func anchored(e *content.Effect) bool {
	return slices.Contains(e.Only, "enemy")
}

// anchorReach is how far from its point an anchored node acts: its feet,
// else 5 ft (decision: 2014 Faithful Hound's bite is a melee attack of
// the hound, so its reach).
func anchorReach(e *content.Effect) int {
	if e.Feet > 0 {
		return e.Feet
	}
	return 5
}

// anchoredSpell tells whether sp's tree has, at its top, a node anchored
// at the aimed point: it may be cast at a point without a creature.
func anchoredSpell(sp *content.Spell) bool {
	for i := range sp.Effects {
		if e := &sp.Effects[i]; len(e.When) > 0 && anchored(e) {
			return true
		}
	}
	return false
}

// tally runs a lasting save of Count above 1 (Flesh to Stone, Contagion):
// the holder saves without its branches; its successes and failures are
// kept in the grant (re-given with the new count, the same duration), and
// on the Count-th of a kind that branch runs and the lasting save ends
// (SRD 5.2.1, Spells, Flesh to Stone: successes and failures needn't be
// consecutive).
func (d *decider) tally(g Grant, ln lastingNode, t *Combatant) error {
	s := d.s
	n := ln.Node
	n.Fail, n.Success = nil, nil
	at := len(d.events)
	if err := d.fire(g, lastingNode{Level: ln.Level, DC: ln.DC, Attack: ln.Attack, Option: ln.Option, Node: n}, Point(t.Position), []*Combatant{t}); err != nil {
		return err
	}
	saved, made := false, false
	for j, evs := 0, d.events[at:]; j < len(evs); j++ {
		ev := &evs[j] // a pointer: an Event is 544 bytes
		if ev.Kind == Saved && ev.Who == t.ID {
			saved, made = ev.Hit, true
		}
	}
	if !made || s.Over {
		return nil
	}
	if saved {
		ln.Yes++
	} else {
		ln.No++
	}
	branch := ln.Node.Success
	if !saved {
		branch = ln.Node.Fail
	}
	if ln.Yes < ln.Count && ln.No < ln.Count {
		v, err := json.Marshal(ln)
		if err != nil {
			return fmt.Errorf("combat: %s: %w", g.Spell, err)
		}
		dur := rules.Duration{Until: g.Until, Of: g.By, Turns: g.Left, Save: g.Save}
		return d.emit(&Event{Kind: Granted, Who: g.By, Target: t.ID, Action: g.Spell, Type: g.Kind, Option: g.On,
			Reason: string(v), Duration: &dur, Uses: g.Ends, Only: g.Only})
	}
	if t = s.Get(t.ID); t != nil && slices.ContainsFunc(t.Grants, func(o Grant) bool { return o.Kind == g.Kind && o.On == g.On && o.By == g.By }) {
		if err := d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: t.ID, Action: g.Spell, Option: g.On, Reason: "counted"}); err != nil {
			return err
		}
	}
	if len(branch) == 0 {
		return nil
	}
	return d.fire(g, lastingNode{Level: ln.Level, DC: ln.DC, Attack: ln.Attack, Option: ln.Option,
		Node: content.Effect{Kind: content.KindRepeat, Count: 1, Then: branch}}, Point(t.Position), []*Combatant{t})
}

// fullHeld are the spell-full lasting grants that the coming boundary of
// whose's turn at runs out by their count: the spell ends by running its
// whole duration, not by losing concentration.
func (s *State) fullHeld(whose string, at rules.TurnPoint) []heldGrant {
	var out []heldGrant
	for _, c := range s.Creatures {
		for _, g := range c.Grants {
			if on, _, _ := strings.Cut(g.On, "/"); g.Kind == "lasting" && on == "spell-full" && g.By == whose && g.Until == at && g.Left == 1 {
				out = append(out, heldGrant{c.ID, g})
			}
		}
	}
	return out
}

// heldGrant is a grant and its holder.
type heldGrant struct {
	holder string
	g      Grant
}

// spellFull runs the spell-full nodes of the grants held that the
// boundary just ended (Banishment's target not returning, Flesh to Stone's
// Petrified for good).
func (d *decider) spellFull(held []heldGrant) error {
	s := d.s
	for _, h := range held {
		t := s.Get(h.holder)
		if t == nil || s.Over || slices.ContainsFunc(t.Grants, func(o Grant) bool { return o.Kind == h.g.Kind && o.On == h.g.On && o.By == h.g.By }) {
			continue
		}
		var ln lastingNode
		if err := json.Unmarshal([]byte(h.g.Value), &ln); err != nil {
			return fmt.Errorf("%w: a lasting node of %s: %w", ErrBadEvent, h.g.Spell, err)
		}
		if t.Dead && ln.Node.Kind != kindZone { // a bead explodes whatever became of its caster
			continue
		}
		if err := d.fire(h.g, ln, Point(t.Position), []*Combatant{t}); err != nil {
			return err
		}
	}
	return nil
}

// boundary is the point of a turn a turn event is.
func boundary(k EventKind) rules.TurnPoint {
	if k == TurnEnded {
		return rules.EndOfTurn
	}
	return rules.StartOfTurn
}

// endingHeld are, before event e applies, the spell-end lasting grants of
// the spells its creatures concentrate on: whatever ends that
// concentration (a new spell, a failed save, the concentrate action, 0 hit
// points, incapacitation, the duration running out), spellFull runs those
// the event took away.
func (s *State) endingHeld(e *Event) []heldGrant { // a pointer: an Event is 544 bytes
	if !s.anyLasting() { // no lasting node anywhere: none to run (state.go)
		return nil
	}
	var out []heldGrant
	for i, id := range [2]string{e.Who, e.Target} {
		if id == "" || i == 1 && id == e.Who {
			continue
		}
		if c := s.Get(id); c != nil && c.Concentration != "" {
			out = append(out, s.spellEndHeld(id, c.Concentration)...)
		}
	}
	return out
}

// spellEndHeld are the spell-end lasting grants of caster's spell, on any
// creature, that the spell's end (its concentration ending) takes away.
func (s *State) spellEndHeld(caster, spell string) []heldGrant {
	var out []heldGrant
	for _, c := range s.Creatures {
		for _, g := range c.Grants {
			if on, _, _ := strings.Cut(g.On, "/"); g.Kind == "lasting" && on == "spell-end" && g.By == caster && g.Spell == spell {
				out = append(out, heldGrant{c.ID, g})
			}
		}
	}
	return out
}

// onCaster leaves a lasting node on the caster, not the targets: one that
// acts when the spell ends or as the caster's turns end, of a spell whose
// effect is a thing placed, not a creature (Delayed Blast Fireball's bead).
func onCaster(e *content.Effect) bool {
	return len(e.When) == 1 && (e.Kind == kindZone && (e.When[0] == "spell-end" || e.When[0] == "source-turn-end") || e.Value == "accumulate" && e.When[0] == "source-turn-end" ||
		moments[e.When[0]].onCaster) // trigger_moment.go: the bead touched
}

// detonate runs a lasting zone's tree once on the creatures in its area
// at its point (Delayed Blast Fireball: 12d6 fire, and 1d6 more for each
// of the caster's turns that ended while it waited, SRD 5.2.1, Spells,
// Delayed Blast Fireball).
func (k *casting) detonate(ln lastingNode) error {
	n := ln.Node
	n.When = nil
	if ln.Grown > 0 {
		n.Then = grown(n.Then, ln.Grown)
	}
	return k.run(n.Then, k.d.s.SpellArea(k.c, &n, *ln.Aim, false))
}

// grown is list with each damage node's dice count raised by more, at
// each slot level too.
func grown(list []content.Effect, more int) []content.Effect {
	out := slices.Clone(list)
	for i := range out {
		e := &out[i]
		if e.Kind == content.KindDamage {
			e.Dice = moreDice(e.Dice, more)
			e.Levels = slices.Clone(e.Levels)
			for j := range e.Levels {
				e.Levels[j].Dice = moreDice(e.Levels[j].Dice, more)
			}
		}
		e.Fail, e.Success, e.Then = grown(e.Fail, more), grown(e.Success, more), grown(e.Then, more)
	}
	return out
}

// moreDice is "NdS" with more dice.
func moreDice(text string, more int) string {
	n, sides, ok := simpleDice(text)
	if !ok {
		return text
	}
	return strconv.Itoa(n+more) + "d" + strconv.Itoa(sides)
}

// sourceTurnEnd runs, as whose's turn ends, its accumulating nodes: each
// adds one to the count its spell's spell-end node grows by.
func (d *decider) sourceTurnEnd(whose string) error {
	s := d.s
	c := s.Get(whose)
	if c == nil {
		return nil
	}
	gs, lns, err := s.lastingGrants(c, "source-turn-end")
	if err != nil {
		return err
	}
	for j, g := range gs {
		if lns[j].Node.Kind == kindZone && lns[j].Aim != nil { // spell_end.go: an area acting again as the caster's turn ends (2024 Earthquake)
			if err := d.fire(g, lns[j], *lns[j].Aim, nil); err != nil || s.Over {
				return err
			}
			continue
		}
		ends, ns, err := s.lastingGrants(s.Get(whose), "spell-end")
		if err != nil {
			return err
		}
		for i, e := range ends {
			if e.Spell != g.Spell || e.By != g.By {
				continue
			}
			ln := ns[i]
			ln.Grown++
			v, err := json.Marshal(ln)
			if err != nil {
				return fmt.Errorf("combat: %s: %w", e.Spell, err)
			}
			dur := rules.Duration{Until: e.Until, Of: e.By, Turns: e.Left, Save: e.Save}
			if err := d.emit(&Event{Kind: Granted, Who: e.By, Target: whose, Action: e.Spell, Type: e.Kind, Option: e.On,
				Reason: string(v), Duration: &dur, Uses: e.Ends, Only: e.Only, Amount: ln.Grown}); err != nil {
				return err
			}
		}
	}
	return nil
}

// holderTurns is the duration of a grant node lasting to the start or end
// of its holder's next turn (Haste's lethargy, Speed 0 until the end of
// the target's next turn), counted on the holder's turns (its Ends
// "holder", grant.go), as a condition's is; ok false for other nodes.
func (k *casting) holderTurns(e *content.Effect, t *Combatant) (rules.Duration, bool) {
	if e.Duration == nil || e.Ends != "" {
		return rules.Duration{}, false
	}
	switch e.Duration.Unit {
	case "target-turn-end":
		n := 1
		if cur := k.d.s.Current(); cur != nil && cur.ID == t.ID {
			n = 2
		}
		return rules.Duration{Until: rules.EndOfTurn, Of: t.ID, Turns: n}, true
	case "target-turn-start":
		return rules.Duration{Until: rules.StartOfTurn, Of: t.ID, Turns: 1}, true
	}
	return rules.Duration{}, false
}

// idleTurn spends, as whose's turn starts, the action its holder-counted
// no-actions grants take (2014 Haste's lethargy, given when the spell
// ends, off its turn): each is given again, which spends the action as a
// fresh no-actions grant does (grant.go).
func (d *decider) idleTurn(whose string) error {
	t := d.s.Get(whose)
	if t == nil || t.Dead {
		return nil
	}
	for _, g := range slices.Clone(t.Grants) {
		if g.Kind != "no-actions" || g.Ends != "holder" {
			continue
		}
		dur := rules.Duration{Until: g.Until, Of: whose, Turns: g.Left, Save: g.Save}
		if err := d.emit(&Event{Kind: Granted, Who: g.By, Target: whose, Action: g.Spell, Type: g.Kind, Option: g.On,
			Reason: g.Value, Duration: &dur, Uses: g.Ends, Only: g.Only}); err != nil {
			return err
		}
	}
	return nil
}
