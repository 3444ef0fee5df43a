package combat

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Declared moments: lasting nodes waiting for something a creature does
// or the table declares rather than a turn or a hit (docs/spells.md,
// Declared moments). The moment command names the moment; the engine
// runs the nodes waiting for it as their spell says.

// MomentCmd declares moment Option befalling By: By eats a berry
// (Target: the creature carrying them, else By), exhales its breath (To:
// the cone's aim), touches a bead (Target: its caster; To: where a saved
// bead is thrown), defies a geas, is woken, or its stone is damaged or
// destroyed.
const MomentCmd CommandKind = "moment"

// momentSpec is what a declared moment is and how it is taken.
type momentSpec struct {
	what     string
	turn     bool   // taken on By's turn, spending the node's Again (the action when it names none or magic)
	onCaster bool   // the node waits on the caster; By sets it off, Target names the caster
	then     string // the moment that follows it on the same holder
	once     bool   // it comes once: the node ends after it runs
}

// moments are the declared moments the engine runs.
var moments = map[string]momentSpec{
	"eat": {what: "a creature eats one of the berries the holder carries (Goodberry)", turn: true},
	"target-magic": {what: "the holder takes the Magic action to use what the spell gave it (Dragon's Breath's exhaled cone)",
		turn: true},
	"defies-command": {what: "the table declares the holder acts against the spell's command (Geas)"},
	"stone-damaged":  {what: "the stone the holder is melded into is partly destroyed (Meld into Stone)", then: "expelled"},
	"stone-destroyed": {what: "the stone the holder is melded into is destroyed (Meld into Stone)",
		then: "expelled"},
	"expelled": {what: "the holder is expelled from the stone (Meld into Stone)"},
	"wake":     {what: "the holder wakes from the spell's sleep (Dream)", once: true},
	"touched":  {what: "a creature touches what the spell placed (Delayed Blast Fireball's bead)", onCaster: true},
}

// momentNames lists the moments, for errors.
func momentNames() string {
	return strings.Join(slices.Sorted(maps.Keys(moments)), ", ")
}

func init() {
	otherActions[string(MomentCmd)] = func(*State, *Combatant, Event) error { return nil }
}

// moment decides a moment command: it finds the holder's lasting node
// waiting for the moment, spends what taking it costs, and runs it.
func (d *decider) moment(c *Combatant, cmd Command) error {
	s := d.s
	w := cmd.Option
	m, ok := moments[w]
	if !ok {
		return fmt.Errorf("%w: %q is no moment a spell waits for (one of %s)", ErrBadCommand, w, momentNames())
	}
	if w == glyphMoment { // zone_glyph.go: a glyph set off (Symbol)
		return d.glyph(c, cmd)
	}
	holder := c
	if cmd.Target != "" {
		t, err := s.must(cmd.Target)
		if err != nil {
			return err
		}
		holder = t
	}
	gs, ns, err := s.lastingGrants(holder, w)
	if err != nil {
		return err
	}
	if len(gs) == 0 {
		return fmt.Errorf("%w: %s holds no spell waiting for %s", ErrNoMoment, holder.ID, w)
	}
	g, ln := gs[0], ns[0]
	switch {
	case m.onCaster:
		if ln.Aim == nil {
			return fmt.Errorf("%w: %s's %s placed nothing to touch", ErrNoMoment, holder.ID, g.Spell)
		}
		if bead := beadAim(s, holder, g); Feet(Point(c.Position), bead) > 5 {
			return fmt.Errorf("%w (%s): %s is %d ft from %v; touching it takes being within 5 ft (decision)", ErrOutOfReach, s.rs.Spell.Cite,
				c.ID, Feet(Point(c.Position), bead), bead)
		}
	case holder != c && w == "eat":
		if Feet(Point(c.Position), Point(holder.Position)) > 5 {
			return fmt.Errorf("%w (%s): %s is %d ft from %s, who carries the berries; eating one takes being within 5 ft (decision)", ErrOutOfReach,
				s.rs.Spell.Cite, c.ID, Feet(Point(c.Position), Point(holder.Position)), holder.ID)
		}
	case holder != c:
		return fmt.Errorf("%w: %s befalls the holder itself; name no target", ErrBadCommand, w)
	}
	if m.turn && s.Started {
		if err := d.momentCost(c, ln.Node.Again, w); err != nil {
			return err
		}
	}
	switch {
	case w == "eat":
		return d.eat(g, ln, holder, c)
	case ln.Node.Kind == content.KindArea:
		return d.breathe(g, ln, c, cmd.To)
	case m.onCaster:
		return d.touched(g, ln, holder, c, cmd.To)
	}
	if err := d.fire(g, ln, Point(holder.Position), []*Combatant{holder}); err != nil || s.Over {
		return err
	}
	if ln.Count == 1 || m.once { // decision: once a day is once a fight (Geas's 5d10); one waking (Dream)
		if err := d.endLasting(g, holder.ID); err != nil {
			return err
		}
	}
	if m.then == "" {
		return nil
	}
	more, mn, err := s.lastingGrants(holder, m.then)
	if err != nil {
		return err
	}
	for i, o := range more {
		if holder = s.Get(holder.ID); holder == nil || holder.Dead || s.Over {
			return nil
		}
		if err := d.fire(o, mn[i], Point(holder.Position), []*Combatant{holder}); err != nil {
			return err
		}
	}
	return nil
}

// momentCost checks it is c's turn and spends the resource a moment's
// node names: its Again (bonus, action; magic is the Magic action), the
// action when it names none.
func (d *decider) momentCost(c *Combatant, again, w string) error {
	s := d.s
	if cur := s.Current(); cur == nil || cur.ID != c.ID {
		return fmt.Errorf("%w (%s): %s takes %s on its own turn", ErrNotYourTurn, s.cite(s.rs.Combat.Sections.YourTurn), c.ID, w)
	}
	uses := again
	if uses == "" || uses == "magic" {
		uses = "action"
	}
	switch uses {
	case "action":
		if err := d.canTakeAction(c); err != nil {
			return err
		}
	case "bonus":
		if ok, why := s.canAct(c); !ok {
			return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
		}
		if c.BonusUsed {
			return fmt.Errorf("%w (%s): %s has taken its bonus action", ErrNoAction, s.cite(s.rs.Combat.Sections.YourTurn), c.ID)
		}
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(MomentCmd), Uses: uses, Option: w})
}

// endLasting ends the one lasting grant g on holder.
func (d *decider) endLasting(g Grant, holder string) error {
	t := d.s.Get(holder)
	if t == nil || !slices.ContainsFunc(t.Grants, func(o Grant) bool { return o.Kind == g.Kind && o.On == g.On && o.By == g.By }) {
		return nil
	}
	return d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: holder, Action: g.Spell, Option: g.On, Reason: "once"})
}

// regrant gives the lasting grant g again with node ln (the same
// duration): a count kept in it changed.
func (d *decider) regrant(g Grant, ln lastingNode, holder string) error {
	v, err := json.Marshal(ln)
	if err != nil {
		return fmt.Errorf("combat: %s: %w", g.Spell, err)
	}
	dur := rules.Duration{Until: g.Until, Of: g.By, Turns: g.Left, Save: g.Save}
	return d.emit(&Event{Kind: Granted, Who: g.By, Target: holder, Action: g.Spell, Type: g.Kind, Option: g.On,
		Reason: string(v), Duration: &dur, Uses: g.Ends, Only: g.Only})
}

// berries is how many a spell's berries utility makes (Goodberry: 10),
// or 1.
func berries(sp *content.Spell) int {
	n := 1
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		if e.Kind == content.KindUtility && e.Value == "berries" && e.Count > 0 {
			n = e.Count
		}
	})
	return n
}

// eat has eater eat one of holder's berries: the heal node on the eater
// (SRD 5.2.1, Spells, Goodberry: 1 hit point), and one berry fewer; the
// last one eaten ends the grant.
func (d *decider) eat(g Grant, ln lastingNode, holder, eater *Combatant) error {
	s := d.s
	sp, err := s.spell(g.Spell)
	if err != nil {
		return err
	}
	if err := d.fire(g, ln, Point(eater.Position), []*Combatant{eater}); err != nil {
		return err
	}
	ln.Used++
	if ln.Used >= berries(sp) {
		return d.endLasting(g, holder.ID)
	}
	return d.regrant(g, ln, holder.ID)
}

// breathe runs a lasting area from its holder toward aim, with the
// numbers of the cast that left it (SRD 5.2.1, Spells, Dragon's Breath:
// a 15-ft cone, the caster's save DC, the type chosen at the cast).
func (d *decider) breathe(g Grant, ln lastingNode, holder *Combatant, aim *Point) error {
	s := d.s
	if aim == nil || *aim == Point(holder.Position) {
		return fmt.Errorf("%w: %s's %s needs a point to aim at (to)", ErrBadCommand, holder.ID, g.Spell)
	}
	c := s.Get(g.By)
	sp, err := s.spell(g.Spell)
	if c == nil || err != nil {
		return err
	}
	k := &casting{d: d, c: c, sp: sp, level: ln.Level, aim: *aim, dc: ln.DC, atk: ln.Attack, option: ln.Option}
	old, oldCast := d.reason, d.cast
	d.reason, d.cast = "spell", k
	defer func() { d.reason, d.cast = old, oldCast }()
	n := ln.Node
	caught := s.SpellArea(holder, &n, *aim, true)
	return k.run(n.Then, caught)
}

// beadAim is where the spell of g on caster placed its thing: the aim of
// its spell-end node (the bead), else of g.
func beadAim(s *State, caster *Combatant, g Grant) Point {
	gs, ns, _ := s.lastingGrants(caster, "spell-end")
	for i, o := range gs {
		if o.Spell == g.Spell && ns[i].Aim != nil {
			return *ns[i].Aim
		}
	}
	var ln lastingNode
	if json.Unmarshal([]byte(g.Value), &ln) == nil && ln.Aim != nil {
		return *ln.Aim
	}
	return Point(caster.Position)
}

// touched runs a touched node on the creature touching what caster's
// spell placed (SRD 5.2.1, Spells, Delayed Blast Fireball: a Dexterity
// save; on a failure the spell ends and the bead explodes, on a success
// the creature may throw it up to the node's feet, to, where it waits
// on).
func (d *decider) touched(g Grant, ln lastingNode, caster, toucher *Combatant, to *Point) error {
	s := d.s
	at := len(d.events)
	if err := d.fire(g, ln, Point(toucher.Position), []*Combatant{toucher}); err != nil || s.Over {
		return err
	}
	saved, made := false, false
	for j, evs := 0, d.events[at:]; j < len(evs); j++ {
		ev := &evs[j] // a pointer: an Event is 544 bytes
		if ev.Kind == Saved && ev.Who == toucher.ID {
			saved, made = ev.Hit, true
		}
	}
	if !made {
		return nil
	}
	if !saved {
		if slices.ContainsFunc(ln.Node.Fail, func(e content.Effect) bool { return e.Kind == content.KindEnd && e.Value == "spell" }) {
			if c := s.Get(caster.ID); c != nil && c.Concentration == g.Spell {
				return d.emit(&Event{Kind: ConcentrationEnded, Who: c.ID, Action: g.Spell, Reason: toucher.ID + " touched it and failed its save"})
			}
		}
		return nil
	}
	if to == nil {
		return nil
	}
	feet := 0
	for _, e := range ln.Node.Success {
		if e.Kind == content.KindUtility && e.Feet > 0 {
			feet = e.Feet
		}
	}
	from := beadAim(s, caster, g)
	if feet == 0 || Feet(from, *to) > feet {
		return fmt.Errorf("%w (%s): %v is %d ft from the bead at %v; it is thrown up to %d ft", ErrSpellRange, s.rs.Spell.Cite, *to, Feet(from, *to), from, feet)
	}
	ends, ens, err := s.lastingGrants(caster, "spell-end")
	if err != nil {
		return err
	}
	for i, e := range ends {
		if e.Spell == g.Spell && ens[i].Aim != nil {
			moved := ens[i]
			p := *to
			moved.Aim = &p
			if err := d.regrant(e, moved, caster.ID); err != nil {
				return err
			}
		}
	}
	moved := ln
	p := *to
	moved.Aim = &p
	return d.regrant(g, moved, caster.ID)
}

// nestedOption is the one option of a choose whose tree alone deals
// damage of type typ or gives condition typ (2024 Dragon's Breath: a cone
// whose save deals the type; 2014 Contagion's Slimy Doom, a repeat with
// Stunned), for a cast's Option naming it; a direct match, checked after,
// wins.
func nestedOption(options []content.Effect, typ string) (content.Effect, bool) {
	if typ == "" {
		return content.Effect{}, false
	}
	var found []int
	for i := range options {
		deals := false
		content.WalkAll(options[i:i+1], func(e *content.Effect) {
			if e.Kind == content.KindDamage && e.Type == typ || e.Kind == content.KindCondition && e.Condition == typ {
				deals = true
			}
		})
		if deals {
			found = append(found, i)
		}
	}
	if len(found) != 1 {
		return content.Effect{}, false
	}
	return options[found[0]], true
}
