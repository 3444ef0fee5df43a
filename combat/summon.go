package combat

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Summoned: Who's spell Action brings Target, a creature of the catalog's
// stat block Option, onto square Path[0], on Who's side, for Duration; it
// takes its turn right after Who's (decision, both rulesets: 2024 summons
// share their caster's initiative and act after it; 2014 conjured
// creatures roll initiative as a group, which the engine does not yet).
// It is gone when the spell ends (its concentration, its duration).
const Summoned EventKind = "summoned"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Summoned: applySummoned})
}

// ErrSummon is a summon the catalog or the grid can't satisfy.
var ErrSummon = fmt.Errorf("combat: summon")

// summon runs a summon node: Count creatures of the stat block Creature,
// or of the one the cast names (option) when the node gives a Type and a
// CR (2014 Conjure Animals: a beast of CR 2 or lower), on free squares
// nearest the aimed point (else the caster).
func (k *casting) summon(e *content.Effect) error {
	s := k.d.s
	id := e.Creature
	if id == "" || id == "named" {
		id = k.option
	}
	if e.Creature == "named" && id == "" {
		return nil // Gate with no creature named: the portal opens, no one is drawn through it
	}
	if e.Scale != "" { // the CR grows with the slot (2014 Conjure Celestial: CR 5 at level 9)
		n := *e
		if cr, _ := k.diceAt(e); cr != "" {
			n.CR = cr
		}
		e = &n
	}
	cat, err := content.Open(s.rs.Name)
	if err != nil {
		return err
	}
	m, ok := cat.Monster(id)
	if id == "" { // none named: the first of the catalog that fits (decision)
		for _, c := range cat.Monsters() {
			if fits(&c, e) {
				m, ok = &c, true
				break
			}
		}
	}
	if !ok {
		return fmt.Errorf("%w (%s): %s summons a %s of CR %s; name one (option: a monster id), not %q", ErrSummon, k.sp.ID, k.sp.ID, e.Type, e.CR, id)
	}
	if e.Creature == "" && !fits(m, e) {
		return fmt.Errorf("%w (%s): %s is a %s of CR %s; %s summons a %s of CR %s or lower", ErrSummon, k.sp.ID, m.ID, m.Type, m.CR, k.sp.ID, e.Type, e.CR)
	}
	dur := spellDuration(k.sp.Duration, k.c.ID)
	for range max(1, e.Count) {
		p, ok := k.freeNear(k.aim)
		if !ok {
			return fmt.Errorf("%w (%s): no free square near %v", ErrSummon, k.sp.ID, k.aim)
		}
		n := 1
		for s.Get(m.ID+"-"+strconv.Itoa(n)) != nil {
			n++
		}
		if err := k.d.emit(&Event{Kind: Summoned, Who: k.c.ID, Target: m.ID + "-" + strconv.Itoa(n), Action: k.sp.ID, Option: m.ID,
			Path: []Point{p}, Duration: &dur}); err != nil {
			return err
		}
	}
	return nil
}

// fits tells whether monster m is of e's type and at most its CR.
func fits(m *content.Monster, e *content.Effect) bool {
	cr, err1 := rules.ParseCR(m.CR)
	most, err2 := rules.ParseCR(e.CR)
	return err1 == nil && err2 == nil && cr <= most && (e.Type == "" || m.Type == e.Type)
}

// freeNear is the free square nearest p (p first, then by grid distance,
// rows then columns).
func (k *casting) freeNear(p Point) (Point, bool) {
	s := k.d.s
	for r := 0; r < s.Grid.Width+s.Grid.Height; r++ {
		for y := p[1] - r; y <= p[1]+r; y++ {
			for x := p[0] - r; x <= p[0]+r; x++ {
				q := Point{x, y}
				if max(abs(x-p[0]), abs(y-p[1])) == r && s.free(q, nil) {
					return q, true
				}
			}
		}
	}
	return p, false
}

// summonOption is the option of a choose of summons that fits the monster
// the cast names: the most creatures of a CR it is within (Conjure Animals'
// eight beasts of CR 1/4 for a wolf).
func summonOption(options []content.Effect, option string, rs string) (content.Effect, bool) {
	cat, err := content.Open(rs)
	if err != nil {
		return content.Effect{}, false
	}
	m, ok := cat.Monster(option)
	if !ok {
		return content.Effect{}, false
	}
	best, found := content.Effect{}, false
	for _, o := range options {
		if o.Kind == content.KindSummon && (o.Creature == m.ID || o.Creature == "" && fits(m, &o)) && (!found || o.Count > best.Count) {
			best, found = o, true
		}
	}
	return best, found
}

func applySummoned(s *State, e Event) error {
	c := s.Get(e.Who)
	if c == nil || len(e.Path) == 0 || s.Get(e.Target) != nil {
		return fmt.Errorf("%w: a summon without its caster, its square, or of a name taken (%s)", ErrBadEvent, e.Target)
	}
	cat, err := content.Open(s.rs.Name)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	m, ok := cat.Monster(e.Option)
	if !ok {
		return fmt.Errorf("%w: no monster %q", ErrBadEvent, e.Option)
	}
	cb, err := NewMonster(s.rs, m, e.Target, nil) // the stat block's hit points
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	cb.Side, cb.Position = c.Side, e.Path[0]
	g := Grant{Kind: "summoned", Spell: e.Action, By: e.Who}
	if d := e.Duration; d != nil && d.Until != rules.NoTurnPoint {
		g.Until, g.Left = d.Until, max(1, d.Turns)
	}
	cb.Grants = []Grant{g, {Kind: "summon-of", Spell: e.Action, By: e.Who}} // the second marks it while the first counts down
	cb.Statblock.LegendaryLeft, cb.Statblock.ResistLeft = 0, 0              // nothing summoned is legendary (decision)
	s.Creatures = append(slices.Clip(s.Creatures), cb)
	s.noInterrupter = 0 // tactics.go: asked again
	if i := slices.Index(s.Order, c.ID); i >= 0 {
		j := i + 1 // after the caster and what it summoned before
		for j < len(s.Order) && s.Get(s.Order[j]) != nil && slices.ContainsFunc(s.Get(s.Order[j]).Grants, func(g Grant) bool {
			return g.Kind == "summon-of" && g.By == c.ID
		}) {
			j++
		}
		s.Order = slices.Insert(slices.Clone(s.Order), j, cb.ID)
		if j <= s.Turn {
			s.Turn++
		}
	}
	return nil
}

// endSummons takes away the creatures caster's spell summoned (all its
// spells' when spell is ""), or those whose summoned grant has run out.
func (s *State) endSummons(caster, spell string) {
	gone := func(c *Combatant) bool {
		i := slices.IndexFunc(c.Grants, func(g Grant) bool { return g.Kind == "summon-of" })
		if i < 0 {
			return false
		}
		g := c.Grants[i]
		return g.By == caster && (spell == "" || g.Spell == spell)
	}
	for _, c := range slices.Clone(s.Creatures) {
		if gone(c) {
			s.dropCreature(c.ID)
		}
	}
}

// dropCreature takes creature id out of the fight and the initiative
// order (a summoned creature gone).
func (s *State) dropCreature(id string) {
	if i := slices.Index(s.Order, id); i >= 0 {
		s.Order = slices.Delete(slices.Clone(s.Order), i, i+1)
		if i < s.Turn {
			s.Turn--
		}
	}
	s.Creatures = slices.DeleteFunc(slices.Clone(s.Creatures), func(c *Combatant) bool { return c.ID == id })
	s.noInterrupter = 0 // tactics.go: asked again
}

// summons tells whether a list holds a summon node.
func summons(list []content.Effect) bool {
	found := false
	content.WalkAll(list, func(e *content.Effect) { found = found || e.Kind == content.KindSummon })
	return found
}

// summonsOver takes away the summoned creatures whose summoned grant has
// run out (grantsTurn deleted it).
func (s *State) summonsOver() {
	if !slices.ContainsFunc(s.Creatures, func(c *Combatant) bool { return len(c.Grants) > 0 }) {
		return // nothing summoned: no copy of the list to walk
	}
	for _, c := range slices.Clone(s.Creatures) {
		if slices.ContainsFunc(c.Grants, func(g Grant) bool { return g.Kind == "summon-of" }) &&
			!slices.ContainsFunc(c.Grants, func(g Grant) bool { return g.Kind == "summoned" }) {
			s.dropCreature(c.ID)
		}
	}
}
