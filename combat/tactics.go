package combat

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// anyInterrupter reports whether some living monster has lair or
// legendary actions: without one, Interrupt has nothing to offer.
// A state whose creatures have none at all says so at once (noInterrupter,
// kept for the list it was found for).
func (s *State) anyInterrupter() bool {
	if s.noInterrupter == len(s.Creatures)+1 {
		return false
	}
	some := false
	for _, c := range s.Creatures {
		if b := c.Statblock; b != nil && len(b.Block.Lair)+len(b.Block.Legendary) > 0 {
			if !c.Dead {
				return true
			}
			some = true
		}
	}
	if !some {
		s.noInterrupter = len(s.Creatures) + 1
	}
	return false
}

// Interrupt returns a lair action or a legendary action some monster may
// take now, chosen by expected damage, and true; or false when none is due
// or worth taking. Policy asks it first; a table that plays some creatures
// by hand asks it before each command of a person.
func Interrupt(s *State) (Command, bool) {
	return interrupt(s, nil)
}

// interrupt is Interrupt taking its choice by p (policy).
func interrupt(s *State, p *pass) (Command, bool) {
	if !s.Started || s.Over || s.Pending != nil || !s.anyInterrupter() || !s.fresh() { // fresh looks the current creature up: asked last
		return Command{}, false
	}
	for _, c := range s.Creatures {
		b := c.Statblock
		if b == nil || c.Dead || len(b.Block.Lair)+len(b.Block.Legendary) == 0 {
			continue // no lair or legendary action: no decider to zero
		}
		d := &decider{s: s}
		if len(b.Block.Lair) > 0 && d.lairWindow(c) == nil {
			if cmd, v := s.bestOf(p, c, LairCmd, b.Block.Lair, false); v >= 0 {
				return cmd, true
			}
		}
		if len(b.Block.Legendary) > 0 && d.legendaryWindow(c, 1) == nil { // cheap: before the odds
			if cmd, v := s.bestOf(p, c, LegendaryCmd, b.Block.Legendary, true); v > 0 {
				return cmd, true
			}
		}
	}
	return Command{}, false
}

// bestOf is the legal use of one of fs by c with the best expected damage
// (above 0 when above is set, else 0 or more), and that damage; -1 when
// none is legal (pick).
func (s *State) bestOf(p *pass, c *Combatant, kind CommandKind, fs []content.Feature, above bool) (Command, float64) {
	cs := make([]choice, 0, 16) // on the stack while few
	d := &decider{s: s}
	side := c.side()
	ck := lairChoice
	if kind == LegendaryCmd {
		ck = legendaryChoice
	}
	for i := range fs {
		if kind == LegendaryCmd && d.legendaryWindow(c, max(1, fs[i].Cost)) != nil {
			continue // more than c has left: the command's first check refuses it (useFeature)
		}
		for _, t := range s.Creatures {
			if !t.standing() || !foe(t, side) {
				continue
			}
			if !s.mayReach(c, &fs[i], t) {
				continue
			}
			v := s.expected(c, &fs[i], t)
			if f := fs[i]; kind == LegendaryCmd {
				v /= float64(max(1, f.Cost))
			}
			cs = append(cs, choice{kind: ck, at: fs[i].ID, t: t, v: v})
		}
	}
	return s.pick(p, c.ID, cs, above)
}

// choice is a command the policy weighs and its expected damage; free when
// it needs no check of legality (a Multiattack, whose attacks are checked
// one by one as it makes them). It keeps only the fields of the command
// that an attack or a feature's use sets (command builds it), so a list
// of choices is small to make; a cast keeps its whole command.
type choice struct {
	at   string     // the command's Attack
	t    *Combatant // its Target, or nil
	cast *Command   // a cast's command (policy_cast.go), else nil
	// known is the attack whose checks and roll a probe of this very
	// state found legal (probeOdds, sure) while weighing it: Legal then
	// stops at that attack (probeLegalKnown).
	known *Attack
	v     float64
	kind  choiceKind // the command's Kind (choiceKinds)
	free  bool
	// lazy: v is only a ceiling of the choice's worth, not yet weighed
	// (prune.go); pickLazy weighs it when it could come first.
	lazy bool
}

// choiceKind is a choice's command kind, an index in choiceKinds: a
// byte, not a string, in a list the policy makes and zeroes on every
// weighing. The command's By is the creature weighing, given to command
// by the pick.
type choiceKind uint8

const (
	attackChoice choiceKind = iota
	multiChoice
	useChoice
	lairChoice
	legendaryChoice
)

// choiceKinds are the kinds of command a choice stands for but a cast's
// (which keeps its whole command).
var choiceKinds = [...]CommandKind{AttackCmd, MultiattackCmd, UseCmd, LairCmd, LegendaryCmd}

// out writes to out the command of the choice ch the policy takes, done
// or not (try): Auto returns what out holds.
func (p *pass) out(out *Command, by string, ch *choice) {
	if ch.cast != nil {
		*out = *ch.cast
		return
	}
	target := ""
	if ch.t != nil {
		target = ch.t.ID
	}
	// command's, written in place (a literal is built on the stack and
	// copied: some 350 bytes twice)
	*out = Command{}
	out.Kind, out.By, out.Target, out.Attack = choiceKinds[ch.kind], by, target, ch.at
}

// command is the command ch stands for, made by by.
func (ch *choice) command(by string) Command {
	if ch.cast != nil {
		return *ch.cast
	}
	target := ""
	if ch.t != nil {
		target = ch.t.ID
	}
	return Command{Kind: choiceKinds[ch.kind], By: by, Target: target, Attack: ch.at}
}

// pick is the choice with the best expected damage that is legal (of those
// worth 0 or more, or above 0 when above is set; a free one only above
// 0), the first of equals, and its damage; -1 when there is none. It is
// what taking each choice in order when it beats the best so far and is
// legal gives, with Legal asked only from the best down; the caller
// takes only a choice worth what above says, so that one whose worth it
// would not take is never tried (try: Auto does what it tries).
func (s *State) pick(p *pass, by string, cs []choice, above bool) (Command, float64) {
	if i := s.pickAt(p, by, cs, above); i >= 0 {
		return cs[i].command(by), cs[i].v
	}
	return Command{}, -1
}

// pickAt is pick's choice as its index in cs, or -1: its caller builds
// the command only when there is one. It takes the choices by worth, the
// first of equals first (what a stable sort by worth gives), by picking
// the best of those left each time (next): most picks stop at the first.
func (s *State) pickAt(p *pass, by string, cs []choice, above bool) int {
	var buf [16]uint8
	left := buf[:0]
	for i := range cs {
		if v := cs[i].v; v >= 0 && (v > 0 || !above && !cs[i].free) {
			if len(left) == len(buf) || i > 255 {
				return s.pickSorted(p, by, cs, above) // a long list: sorted once
			}
			left = append(left, uint8(i))
		}
	}
	for len(left) > 0 {
		k := next(cs, left)
		i := int(left[k])
		if cs[i].free || s.try(p, cs[i].command(by), cs[i].known) {
			return i
		}
		left[k] = left[len(left)-1] // the order of left does not matter to next
		left = left[:len(left)-1]
	}
	return -1
}

// pickInto is pickAt writing the choice it takes to out (p.out), each it
// tries tried there (tryAt), not built and copied into try and again into
// out: when it takes none, out is left with a refused one, which every
// caller overwrites on its way on (each way through the policy writes
// out).
func (s *State) pickInto(p *pass, by string, cs []choice, above bool, out *Command) int {
	var buf [16]uint8
	left := buf[:0]
	for i := range cs {
		if v := cs[i].v; v >= 0 && (v > 0 || !above && !cs[i].free) {
			if len(left) == len(buf) || i > 255 {
				i := s.pickSorted(p, by, cs, above) // a long list: sorted once
				if i >= 0 {
					p.out(out, by, &cs[i])
				}
				return i
			}
			left = append(left, uint8(i))
		}
	}
	for len(left) > 0 {
		k := next(cs, left)
		i := int(left[k])
		if p.out(out, by, &cs[i]); cs[i].free || s.tryAt(p, out, cs[i].known) {
			return i
		}
		left[k] = left[len(left)-1] // the order of left does not matter to next
		left = left[:len(left)-1]
	}
	return -1
}

// next is the index in left of the choice of cs that goes first: the
// greatest worth, of equals the first in cs.
func next(cs []choice, left []uint8) int {
	k := 0
	for j := 1; j < len(left); j++ {
		if v, w := cs[left[j]].v, cs[left[k]].v; v > w || v == w && left[j] < left[k] {
			k = j
		}
	}
	return k
}

// pickSorted is pickAt for a list of more choices than its room: the
// order by a stable sort.
func (s *State) pickSorted(p *pass, by string, cs []choice, above bool) int {
	var order []int
	for i := range cs {
		if v := cs[i].v; v >= 0 && (v > 0 || !above && !cs[i].free) {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(cs[b].v, cs[a].v) })
	for _, i := range order {
		if cs[i].free || s.try(p, cs[i].command(by), cs[i].known) {
			return i
		}
	}
	return -1
}

// monsterPolicy plays c's turn: the attacks left of its Multiattack, else
// the legal action with the best expected damage (Multiattack counted as
// the sum of its attacks), else a step toward the nearest enemy.
func (s *State) monsterPolicy(p *pass, c *Combatant) Command {
	var cmd Command
	s.monsterPolicyInto(p, c, &cmd)
	return cmd
}

// monsterPolicyInto is monsterPolicy writing its command to out
// (policyInto).
func (s *State) monsterPolicyInto(p *pass, c *Combatant, out *Command) {
	b := c.Statblock
	side := c.side()
	if len(b.Multi) > 0 {
		cs := make([]choice, 0, 16) // on the stack while few
		var ebuf [16]*Combatant
		enemies, _ := s.enemiesOf(side, &ebuf)
		for i, id := range b.Multi {
			if slices.Contains(b.Multi[:i], id) {
				continue // the same attack again: the same odds and legality, never better
			}
			f, _ := b.Feature(id)
			for _, t := range enemies {
				if !s.mayReach(c, f, t) {
					continue
				}
				v, known := s.expectedProbed(c, f, t)
				cs = append(cs, choice{kind: attackChoice, at: id, t: t, v: v, known: known})
			}
		}
		if i := s.pickInto(p, c.ID, cs, false, out); i >= 0 {
			return
		}
	} else if !c.ActionUsed && s.monsterAction(p, c, out) {
		return
	}
	if !c.BonusUsed && len(b.Block.BonusActions) > 0 { // else bonusTactic gives nothing: spare its empty command
		if s.bonusTactic(p, c, out) {
			return
		}
	}
	if b.Multi == nil && c.ActionUsed {
		*out = Command{Kind: EndTurn, By: c.ID}
		return
	}
	if t := s.nearestEnemy(c); t != nil {
		if path := s.approach(c, t); len(path) > 0 {
			*out = Command{Kind: Move, By: c.ID, Path: path}
			p.approached(path) // policy.go
			return
		}
	}
	*out = Command{Kind: EndTurn, By: c.ID}
}

// weighBufs are the lists a monster's weighing of its action fills
// (monsterAction): the choices, the features weighed on a target, the
// lazy choices' aims and the ceilings. Each is written before it is read
// (the ceilings once reset), so a weighing kept between Autos holds them
// without zeroing them each time.
type weighBufs struct {
	cs   [16]choice
	seen [8]weighed
	aims [16]aim
	refs ceilings
	// enemies hold enemiesOf's list, reach each action's reachOf.
	enemies [16]*Combatant
	reach   [8]int
}

// monsterAction is monsterPolicyInto's weighing of c's action, writing
// the command taken to out and reporting true, else false: in the lists
// of s's weighing when it has them free (weighing.bufs), else in lists
// of its own.
func (s *State) monsterAction(p *pass, c *Combatant, out *Command) bool {
	w := s.weigh
	if w == nil || w.busy {
		return s.monsterActionOwn(p, c, out)
	}
	w.busy = true // a weighing within (none: try decides, it does not weigh) takes its own
	done := s.monsterActionIn(p, c, out, &w.bufs, &w.plans)
	w.busy = false
	return done
}

// monsterActionOwn is monsterAction in lists of its own.
//
//go:noinline
func (s *State) monsterActionOwn(p *pass, c *Combatant, out *Command) bool {
	var wb weighBufs
	return s.monsterActionIn(p, c, out, &wb, nil)
}

// monsterActionIn is monsterAction in the lists wb, with the plans (when
// not nil) of monsterActionLazy.
func (s *State) monsterActionIn(p *pass, c *Combatant, out *Command, wb *weighBufs, plans *actPlans) bool {
	b := c.Statblock
	side := c.side()
	enemies, readied := s.enemiesOf(side, &wb.enemies)
	var pl *actPlan // act_plan.go
	if plans != nil {
		pl = plans.of(c)
	}
	if !readied {
		s.noneReadied() // weigh.go: for the probes of this weighing (probeOdds)
		// A plan of no Multiattack, weighed lazily, whose choices fit in wb:
		if pl != nil && pl.n >= 0 && s.mayCeil(c) && (c.Spells != nil || !pl.casts) && len(enemies)*pl.n <= len(wb.cs) {
			return s.monsterActionLazy(p, c, out, wb, pl, enemies)
		}
	}
	cs := wb.cs[:0]
	var multi *content.Feature
	var ids []string
	var idf *[8]*content.Feature // ids' features, when planned
	if pl != nil {
		if multi = pl.multi; pl.ids != nil {
			ids, idf = pl.ids, &pl.idf
		}
	} else {
		multi = b.multiattack()
	}
	if multi != nil && idf == nil {
		ids = b.attacks(multi)
	}
	seen, aims, refs := &wb.seen, &wb.aims, &wb.refs
	refs.reset()
	casts := false // at-will spells for monsterCasts to weigh: a stat block's (a creature with Spells casts none of them)
	if c.Spells == nil {
		if pl != nil {
			casts = pl.casts
		} else {
			spells, _ := atWill(b) // policy_cast.go
			casts = len(spells) > 0
		}
	}
	lazy := multi == nil && !readied && !casts && s.mayCeil(c)
	reach := &wb.reach // each action's reachOf, the same on every target (those read are written here)
	for i := range min(len(b.Block.Actions), len(reach)) {
		reach[i] = s.reachOf(c, &b.Block.Actions[i])
	}
	actions := b.Block.Actions
	for _, t := range enemies {
		known := seen[:0] // expected damage on t by feature: the same trial gives the same
		feet := Feet(c.Position, t.Position)
		if multi != nil {
			v := 0.0
			for k, id := range ids {
				var f *content.Feature
				var on bool
				if idf != nil { // planned: mayReach by the action's reachOf
					f = idf[k]
					switch r := reach[pl.ida[k]]; {
					case r == reachAsk:
						on = s.mayReach(c, f, t)
					default:
						on = r != reachNever && feet <= r
					}
					if checkCeilings && on != s.mayReach(c, f, t) {
						panic(fmt.Sprintf("combat: %s's planned reach of %s on %s is %v, mayReach's not", c.ID, id, t.ID, on))
					}
				} else {
					f, _ = b.Feature(id)
					on = s.mayReach(c, f, t)
				}
				if on {
					var fv float64
					fv, _, known = s.weighedOn(known, c, f, t)
					v += fv
				}
			}
			// free: legal without asking, unless a spell's grant may forbid it (grant_play.go: Slow, Calm Emotions)
			cs = append(cs, choice{kind: multiChoice, t: t, v: v, free: len(c.Grants) == 0})
		}
		for i := range actions {
			f := &actions[i]
			r := reachAsk
			if i < len(reach) {
				r = reach[i]
			}
			switch {
			case r == reachNever:
				continue
			case r == reachAsk:
				if !weighable(f) {
					continue // worth 0 on every target: never taken above 0
				}
				if !s.mayReach(c, f, t) {
					continue
				}
			case feet > r:
				continue // mayReach: out of its reach and range
			}
			if lazy && len(cs) < len(aims) {
				refs.dist = max(feet, abs(c.Altitude-t.Altitude)) // between(c, t), for sureDis
				if ceil, ok := refs.ceiling(s, c, f, t, enemies); ok {
					aims[len(cs)] = aim{f, t}
					cs = append(cs, choice{kind: attackChoice, at: f.ID, t: t, v: ceil, lazy: true})
					continue
				}
			}
			v, a, k := s.weighedOn(known, c, f, t)
			known = k
			cs = append(cs, choice{kind: attackChoice, at: f.ID, t: t, v: v, known: a})
		}
	}
	if casts {
		cs = s.monsterCasts(c, cs) // at-will damaging spells (policy_cast.go)
	}
	if lazy { // some choices may be lazy
		if i := s.pickLazy(p, c, cs, aims, out); i >= 0 { // worth above 0, written to out
			return true
		}
	} else if i := s.pickInto(p, c.ID, cs, true, out); i >= 0 { // worth above 0, written to out
		return true
	}
	return false
}

// weighedOn is expectedProbed(c, f, t) kept in known, the features
// weighed on t so far: the same trial gives the same.
func (s *State) weighedOn(known []weighed, c *Combatant, f *content.Feature, t *Combatant) (float64, *Attack, []weighed) {
	for _, k := range known {
		if k.f == f {
			return k.v, k.a, known
		}
	}
	v, a := s.expectedProbed(c, f, t)
	return v, a, append(known, weighed{f, v, a})
}

// enemiesOf is the standing creatures not of side (foe), in setup
// order, in buf while they fit, and whether any creature has an attack
// readied (mayCeil): one pass over the creatures for both. A side is
// told by where its bytes lie and its length, with no call in the loop
// (a creature of the same side shares its string, as a setup gives it);
// a side of the same length elsewhere in memory, or none, is asked
// again by enemiesSlow.
func (s *State) enemiesOf(side string, buf *[16]*Combatant) (enemies []*Combatant, readied bool) {
	n := 0
	at, size := unsafe.StringData(side), len(side)
	for _, t := range s.Creatures {
		if h := t.Readied; h != nil && h.Trigger == "attack" {
			readied = true
		}
		if t.Dead || t.HP <= 0 {
			continue
		}
		if len(t.Side) == size {
			if unsafe.StringData(t.Side) == at {
				continue // the same side
			}
			return s.enemiesSlow(side)
		}
		if t.Side == "" || n == len(buf) {
			return s.enemiesSlow(side)
		}
		buf[n] = t
		n++
	}
	return buf[:n], readied
}

// enemiesSlow is enemiesOf in a list of its own.
func (s *State) enemiesSlow(side string) (enemies []*Combatant, readied bool) {
	for _, t := range s.Creatures {
		if t.Readied != nil && t.Readied.Trigger == "attack" {
			readied = true
		}
		if t.standing() && foe(t, side) {
			enemies = append(enemies, t)
		}
	}
	return enemies, readied
}

// expected is the damage c's feature f is expected to deal when aimed at
// t, from the exact distributions: an attack's chance to hit and to crit
// against t's AC with the mode the fight gives it, times the damage of
// every part after t's resistances; a save's chance to fail times the
// damage (half on a success where the save says so), summed over the
// enemies the area covers, less what it does to c's allies.
func (s *State) expected(c *Combatant, f *content.Feature, t *Combatant) float64 {
	v, _ := s.expectedProbed(c, f, t)
	return v
}

// weighable reports whether f may be expected to deal damage
// (expectedProbed): an attack, or a save or an area among its effects.
// Any other feature is worth 0 on every target.
func weighable(f *content.Feature) bool {
	for i := range f.Effects {
		switch f.Effects[i].Kind {
		case content.KindAttack, content.KindSave, content.KindArea:
			return true
		}
	}
	return false
}

// weighed is a feature's expected damage on one target and the attack a
// probe found legal (expectedProbed).
type weighed struct {
	f *content.Feature
	v float64
	a *Attack
}

// expectedProbed is expected, with the attack of f when a probe of its
// checks and roll on t found it legal in this state (probeOdds, sure),
// else nil.
func (s *State) expectedProbed(c *Combatant, f *content.Feature, t *Combatant) (float64, *Attack) {
	if f == nil {
		return 0, nil
	}
	if e := attackEffect(f); e != nil {
		a := c.findAttack(f.ID)
		if a == nil {
			return 0, nil
		}
		v, probed := s.expectedAttack(c, t, a, e)
		if !probed {
			return v, nil
		}
		return v, a
	}
	total := 0.0
	for i := range f.Effects {
		e := &f.Effects[i]
		switch e.Kind {
		case content.KindSave:
			total += s.expectedSave(c, e, t)
		case content.KindArea:
			for _, o := range s.InArea(c, e, Point(t.Position)) {
				sign := 1.0
				if o.side() == c.side() {
					sign = -1
				}
				for j := range e.Then {
					if e.Then[j].Kind == content.KindSave {
						total += sign * s.expectedSave(c, &e.Then[j], o)
					}
				}
			}
		}
	}
	return total, nil
}

// expectedAttack is expected for an attack; probed reports that a probe
// found it legal without a copy (trialOdds).
func (s *State) expectedAttack(c, t *Combatant, a *Attack, e *content.Effect) (mean float64, probed bool) {
	hit, crit, ok, probed := s.trialOddsProbed(c, t, a)
	if !ok {
		return 0, false
	}
	return s.attackMean(t, a, e, hit, crit), probed
}

// hitPart is the damage part of a hit list's entry p (a choice's first
// option) whose means the policy counts, nil for none (attackMean and the
// ceilings of prune.go).
func hitPart(p *content.Effect) *content.Effect {
	if p.Kind == content.KindChoose && len(p.Options) > 0 {
		p = &p.Options[0]
	}
	if p.Kind != content.KindDamage || p.Dice == "" || p.Every != "" {
		return nil
	}
	return p
}

// attackMean is expectedAttack's mean for odds hit and crit (prune.go
// works out its ceiling by the very same sums).
func (s *State) attackMean(t *Combatant, a *Attack, e *content.Effect, hit, crit float64) (mean float64) {
	for i := range e.Hit { // damageParts, without a list
		p := hitPart(&e.Hit[i])
		if p == nil {
			continue
		}
		nm, cm, ok := s.hitMeans(t, p, a.Magical)
		if !ok {
			continue
		}
		mean += (hit-crit)*nm + crit*cm
	}
	return mean
}

// hitMeans is the mean damage t takes from the damage part p of an
// attack (magical or not) on a hit and on a critical hit; ok is false when
// either cannot be worked out, and the part then counts for nothing.
//
// It is meanTaken of p's two damage texts (damageTextsOf), which depend
// only on p's dice, the ruleset and takenKey's flags, so both means are
// kept by p, the ruleset and the flags (partMeans), a look-up that hashes
// no string; the dice and type kept with them are checked against p's, so
// a part changed in place since is worked out again, never misread.
func (s *State) hitMeans(t *Combatant, p *content.Effect, magical bool) (nm, cm float64, ok bool) {
	resist, immune, vulnerable := s.takenFlags(t, p.Type, magical)
	k := partKey{rs: s.rs, p: p, magical: magical, resist: resist, immune: immune, vulnerable: vulnerable}
	if nm, cm, hit := partKept(k, p); hit { // part_means.go
		return nm, cm, true
	}
	normal, critText, err := s.damageTextsOf(p.Dice, 0)
	if err != nil {
		return 0, 0, false
	}
	nm, err1 := s.meanTaken(t, p.Type, magical, normal, false)
	cm, err2 := s.meanTaken(t, p.Type, magical, critText, false)
	if err1 != nil || err2 != nil {
		return 0, 0, false // not kept: meanTaken keeps no failure either
	}
	keepPart(k, p, nm, cm)
	return nm, cm, true
}

// partKey is what hitMeans depends on besides the part's dice and type.
type partKey struct {
	rs                                  *rules.Ruleset
	p                                   *content.Effect
	magical, resist, immune, vulnerable bool
}

// trialOdds makes c's attack a on t in a light copy of the state, to learn
// its mode and bonus, and gives the chance it hits and that it crits; ok is
// false when the attack cannot be made.
func (s *State) trialOdds(c, t *Combatant, a *Attack) (hit, crit float64, ok bool) {
	hit, crit, ok, _ = s.trialOddsProbed(c, t, a)
	return hit, crit, ok
}

// trialOddsProbed is trialOdds; probed reports that the probe without a
// copy found the attack legal (probeOdds, sure and ok).
func (s *State) trialOddsProbed(c, t *Combatant, a *Attack) (hit, crit float64, ok, probed bool) {
	if mode, bonus, ok, sure := s.probeOdds(c, t, a); sure { // without a copy when it gives the same (check.go)
		if !ok {
			return 0, 0, false, false
		}
		ac := s.rs.DefenseValue(t.Creature)
		hit, crit = attackOddsOf(mode, ac-bonus)
		return hit, crit, true, true
	}
	hit, crit, ok = s.wholeTrialOdds(c, t, a)
	return hit, crit, ok, false
}

// wholeTrialOdds is trialOdds by the whole attack on a light copy.
func (s *State) wholeTrialOdds(c, t *Combatant, a *Attack) (hit, crit float64, ok bool) {
	light, arena := s.lightClone(c.ID, t.ID)
	defer arena.release()
	trial := arena.decider(light, s.Seq+1, faces(1))
	if err := trial.attack(trial.s.Get(c.ID), trial.s.Get(t.ID), a, false); err != nil {
		return 0, 0, false
	}
	var ev Event
	for _, x := range trial.events {
		if x.Kind == Attacked {
			ev = x
		}
	}
	if len(ev.Explain) == 0 {
		return 0, 0, false
	}
	bonus := ev.Total - ev.Explain[0].Value
	ac := s.rs.DefenseValue(t.Creature) // the AC, or 5efp's Defense, as the attack uses
	hit, crit = attackOdds(ev.Mode, ac-bonus)
	return hit, crit, true
}

// attackOdds is the chance that an attack roll in mode hits (a 20 always,
// a 1 never, else a face of need or more) and that it crits (a 20):
// chances, kept by mode and need (oddsCache).
func attackOdds(mode string, need int) (float64, float64) {
	need = min(max(need, 1), 21) // every face hits below 2, none but a 20 above 20
	if m := oddsMode(mode); m >= 0 {
		oddsTable.once.Do(fillOdds)
		p := &oddsTable.p[m][need]
		return p[0], p[1]
	}
	k := oddsKey{mode, need}
	if v, ok := oddsCache.Load(k); ok {
		p := v.(*[2]float64)
		return p[0], p[1]
	}
	hit, crit := chances(mode, func(f int) bool { return f == 20 || (f != 1 && f >= need) }, func(f int) bool { return f == 20 })
	oddsCache.Store(k, &[2]float64{hit, crit})
	return hit, crit
}

// attackOddsOf is attackOdds for a mode as rules.Mode: its row of
// oddsTable is the mode itself (oddsModes are in Mode's order), no text
// compared.
func attackOddsOf(mode rules.Mode, need int) (float64, float64) {
	need = min(max(need, 1), 21)
	oddsTable.once.Do(fillOdds)
	p := &oddsTable.p[mode][need]
	return p[0], p[1]
}

type oddsKey struct {
	mode string
	need int
}

var oddsCache sync.Map

// oddsTable holds attackOdds for the three modes and every need, made
// once: a look-up without hashing the mode (oddsCache keeps any other).
var oddsTable struct {
	once sync.Once
	p    [3][22][2]float64
}

// oddsModes are the modes of oddsTable's rows.
var oddsModes = [3]rules.Mode{rules.Normal, rules.Advantage, rules.Disadvantage}

// oddsMode is mode's row in oddsTable, or -1.
func oddsMode(mode string) int {
	if mode == "" {
		return 0 // rolled as normal (chances)
	}
	for i, m := range oddsModes {
		if mode == m.String() {
			return i
		}
	}
	return -1
}

func fillOdds() {
	for i, m := range oddsModes {
		for need := 1; need <= 21; need++ {
			hit, crit := chances(m.String(), func(f int) bool { return f == 20 || (f != 1 && f >= need) }, func(f int) bool { return f == 20 })
			oddsTable.p[i][need] = [2]float64{hit, crit}
		}
	}
}

// chances counts the d20 faces (two of them with advantage or
// disadvantage) that succeed and that crit.
func chances(mode string, ok, crit func(int) bool) (float64, float64) {
	var nOK, nCrit, n int
	for f := 1; f <= 20; f++ {
		if mode == rules.Normal.String() || mode == "" {
			n++
			if ok(f) {
				nOK++
			}
			if crit(f) {
				nCrit++
			}
			continue
		}
		for g := 1; g <= 20; g++ {
			k := max(f, g)
			if mode == rules.Disadvantage.String() {
				k = min(f, g)
			}
			n++
			if ok(k) {
				nOK++
			}
			if crit(k) {
				nCrit++
			}
		}
	}
	return float64(nOK) / float64(n), float64(nCrit) / float64(n)
}

func (s *State) expectedSave(c *Combatant, e *content.Effect, t *Combatant) float64 {
	ab, err := rules.ParseAbility(e.Ability)
	if err != nil || e.DC == 0 {
		return 0
	}
	test := rules.Test{Kind: rules.Save, Ability: ab, DC: e.DC, Adv: s.SaveAdv(t.ID, ab), Bonus: s.saveBonus(t, ab)}
	res, err := s.rs.Test(t.Creature.Fork(), test, dice.Roller(faces(1)))
	if err != nil {
		return 0
	}
	pass := 0.0
	if res.AutoFail == "" && len(res.Dice) > 0 {
		bonus := res.Total - 1
		pass, _ = chances(res.Mode.String(), func(f int) bool { return f+bonus >= e.DC }, func(int) bool { return false })
	}
	mean := 0.0
	for i := range e.Fail {
		p := &e.Fail[i]
		if p.Kind != content.KindDamage || p.Dice == "" {
			continue
		}
		full, err := s.meanTaken(t, p.Type, false, p.Dice, false)
		if err != nil {
			continue
		}
		half := 0.0
		if e.OnSuccess == "half" {
			half, _ = s.meanTaken(t, p.Type, false, p.Dice, true)
		}
		mean += (1-pass)*full + pass*half
	}
	return mean
}

// floatDist is a dice expression's distribution as float64 chances, from
// its lowest total on.
type floatDist struct {
	lo int64
	p  []float64
}

// dists caches floatDists by expression: they never change once made, so
// fights on several goroutines share them.
var dists sync.Map

func distOf(text string) (*floatDist, error) {
	if d, ok := dists.Load(text); ok {
		return d.(*floatDist), nil
	}
	e, err := dice.Parse(text)
	if err != nil {
		return nil, err
	}
	d, err := e.Dist()
	if err != nil {
		return nil, err
	}
	f := &floatDist{lo: d.Min()}
	for v := d.Min(); v <= d.Max(); v++ {
		f.p = append(f.p, d.Float(v))
	}
	dists.Store(text, f)
	return f, nil
}

// meanTaken is the mean damage t takes from an amount rolled as text (or
// half of it, rounded down), through the ruleset's damage pipeline on a
// copy of t.
//
// What a roll deals depends only on the amount, the type, whether it is
// magical and t's resistance (its own, or a condition's:
// rules.Creature.ResistedByCondition), immunity and vulnerability to the
// type (rules.Ruleset.Damage reads nothing else before the amount dealt;
// with no role given, no condition ends on the damage), so the mean is
// kept by those (takens) and shared by every fight.
func (s *State) meanTaken(t *Combatant, typ string, magical bool, text string, halve bool) (float64, error) {
	resist, immune, vulnerable := s.takenFlags(t, typ, magical)
	k := takenKey{rs: s.rs, text: text, typ: typ, magical: magical, halve: halve,
		resist: resist, immune: immune, vulnerable: vulnerable}
	takens.RLock()
	v, ok := takens.m[k]
	takens.RUnlock()
	if ok {
		return v, nil
	}
	v, err := s.meanTakenOf(t, typ, magical, text, halve)
	if err == nil {
		takens.Lock()
		if takens.m == nil {
			takens.m = map[takenKey]float64{}
		}
		takens.m[k] = v
		takens.Unlock()
	}
	return v, err
}

// takenFlags are t's resistance (its own, or a condition's), immunity and
// vulnerability to damage of type typ, magical or not: all of t that the
// mean damage it takes depends on (meanTaken).
func (s *State) takenFlags(t *Combatant, typ string, magical bool) (resist, immune, vulnerable bool) {
	if len(t.Resist)|len(t.Immune)|len(t.Vulnerable) == 0 { // most creatures: no type to read
		return t.ResistedByCondition(s.rs, magical), false, false
	}
	lt := typ
	if !lower(typ) {
		lt = strings.ToLower(typ)
	}
	return t.Resist[lt] || t.Resist["all"] || t.ResistedByCondition(s.rs, magical),
		lt != "" && t.Immune[lt], lt != "" && t.Vulnerable[lt]
}

// takenKey is what the mean damage a creature takes depends on.
type takenKey struct {
	rs                         *rules.Ruleset
	text, typ                  string
	magical, halve             bool
	resist, immune, vulnerable bool
}

// takens caches meanTaken by takenKey: a typed map, whose hashing of the
// key is quicker than a sync.Map's of an interface.
var takens struct {
	sync.RWMutex
	m map[takenKey]float64
}

// meanTakenOf is meanTaken worked out.
func (s *State) meanTakenOf(t *Combatant, typ string, magical bool, text string, halve bool) (float64, error) {
	d, err := distOf(text)
	if err != nil {
		return 0, err
	}
	tc := t.Creature.Fork()
	mean := 0.0
	for i, pr := range d.p {
		if pr == 0 {
			continue
		}
		v := max(0, int(d.lo)+i)
		if halve {
			v /= 2
		}
		tc.HP, tc.TempHP, tc.Dead = t.HP, t.TempHP, false
		res, err := s.rs.Damage(tc, rules.Damage{Amount: v, Type: typ, Magical: magical})
		if err != nil {
			return 0, err
		}
		mean += pr * float64(res.Dealt)
	}
	return mean, nil
}

// previewParts adds to a preview the damage a catalog monster's attack
// deals beyond its first part (a dragon's bite: piercing plus fire), each
// part through the target's resistances.
func (s *State) previewParts(p *Preview, c, t *Combatant, a *Attack) error {
	if c.Statblock == nil {
		return nil
	}
	f, _ := c.Statblock.Feature(a.ID)
	if f == nil {
		return nil
	}
	e := attackEffect(f)
	if e == nil {
		return nil
	}
	parts := damageParts(e)
	for _, part := range parts[min(1, len(parts)):] {
		ts, err := parseDamage(part.Dice)
		if err != nil {
			return err
		}
		normal, crit := s.damageTexts(ts, 0)
		at := &Attack{Type: part.Type, Magical: a.Magical}
		lo, hi, mean, err := s.dealt(t, at, normal)
		if err != nil {
			return err
		}
		p.HitMin, p.HitMax, p.HitMean = p.HitMin+lo, p.HitMax+hi, p.HitMean+mean
		if lo, hi, mean, err = s.dealt(t, at, crit); err != nil {
			return err
		}
		p.CritMin, p.CritMax, p.CritMean = p.CritMin+lo, p.CritMax+hi, p.CritMean+mean
	}
	return nil
}

// bonusTactic writes to out the bonus action of c's stat block with the
// best expected damage that is legal now, unless the pass has done it
// (pass.out), and reports whether there is one that deals damage.
func (s *State) bonusTactic(p *pass, c *Combatant, out *Command) bool {
	if c.BonusUsed || len(c.Statblock.Block.BonusActions) == 0 {
		return false
	}
	var cs []choice // the choices worth something: none for most
	side := c.side()
	for i := range c.Statblock.Block.BonusActions {
		f := &c.Statblock.Block.BonusActions[i]
		if !weighable(f) {
			continue // worth 0 on every target: never taken (Nimble Escape's Disengage or Hide)
		}
		for _, t := range s.Creatures {
			if !t.standing() || !foe(t, side) {
				continue
			}
			if !s.mayReach(c, f, t) {
				continue
			}
			if v := s.expected(c, f, t); v > 0 {
				cs = append(cs, choice{kind: useChoice, at: f.ID, t: t, v: v})
			}
		}
	}
	if len(cs) == 0 {
		return false // no pick to ask
	}
	i := s.pickInto(p, c.ID, cs, true, out) // the first legal of the best, as taking each that beats the best so far
	return i >= 0                           // (pick's worth above 0: every choice is)
}

// Expected is the damage by's feature (an action, bonus action, legendary
// or lair action of its stat block) is expected to deal aimed at target,
// as the policy counts it: exact odds and distributions, an area's allies
// counted against it.
func Expected(s *State, by, feature, target string) (float64, error) {
	c, err := s.must(by)
	if err != nil {
		return 0, err
	}
	t, err := s.must(target)
	if err != nil {
		return 0, err
	}
	if c.Statblock == nil {
		return 0, fmt.Errorf("%w: %s has no stat block features", ErrNoFeature, by)
	}
	f, _ := c.Statblock.Feature(feature)
	if f == nil {
		return 0, fmt.Errorf("%w %q for %s", ErrNoFeature, feature, by)
	}
	return s.expected(c, f, t), nil
}

// mayReach is a cheap first test of whether c's feature f can be used on t
// now, before the exact odds and Legal: charged, with uses left, and t
// within the attack's reach or range or the area's size.
func (s *State) mayReach(c *Combatant, f *content.Feature, t *Combatant) bool {
	b := c.Statblock
	if f == nil || (f.Recharge > 0 && !b.Charged(f.ID)) || (f.Uses > 0 && b.UsesLeft(f.ID) == 0) {
		return false
	}
	dist := Feet(Point(c.Position), Point(t.Position))
	if !s.mayAim(c, f, t, dist) { // target_if.go
		return false
	}
	if e := attackEffect(f); e != nil {
		return dist <= max(e.Reach, 5, e.Range, e.Long)
	}
	for i := range f.Effects {
		if e := &f.Effects[i]; e.Kind == content.KindArea && e.Shape != "sphere" && e.Shape != "cube" && e.Shape != "cylinder" {
			return dist <= e.Size
		}
	}
	return true
}

// reachOf is what monsterPolicyInto's weighing asks of c's action f
// before mayReach on each target, worked out once a weighing: reachNever
// when f is not weighable or mayReach is false on every target (not
// charged, no use left); the reach or range in feet within which mayReach
// is true, for an attack that is charged, has uses left and has no target
// restriction (mayAim); else reachAsk: mayReach is asked target by target.
func (s *State) reachOf(c *Combatant, f *content.Feature) int {
	if !weighable(f) {
		return reachNever
	}
	b := c.Statblock
	if (f.Recharge > 0 && !b.Charged(f.ID)) || (f.Uses > 0 && b.UsesLeft(f.ID) == 0) {
		return reachNever
	}
	return fixedReach(f)
}

// fixedReach is reachOf of a weighable feature f that is charged and has
// uses left: what a stat block gives it, the same in every weighing
// (actPlan).
func fixedReach(f *content.Feature) int {
	e := attackEffect(f)
	if e == nil {
		return reachAsk
	}
	if ae := aimedEffect(f); ae != nil && (len(ae.TargetIf) > 0 || ae.Kind == content.KindSave && ae.Range > 0) {
		return reachAsk
	}
	return max(e.Reach, 5, e.Range, e.Long)
}

// reachOf's answers other than a reach.
const (
	reachNever = -1
	reachAsk   = -2
)

// lightClone is a copy of the state in which only the creatures named are
// copied (forked), the others shared: for a trial that changes only them
// (an attack roll showing 1 changes the attacker alone). It is made in the
// blocks of a pooled forkArena, handed back (release) once the trial is
// read: nothing may keep a pointer into the copy.
func (s *State) lightClone(ids ...string) (*State, *forkArena) {
	a, _ := forkPool.Get().(*forkArena)
	if a == nil {
		a = new(forkArena)
	}
	n := len(s.Creatures)
	if cap(a.cs) < n {
		a.ptrs, a.cs, a.crs, a.bs = make([]*Combatant, n), make([]Combatant, n), make([]rules.Creature, n), make([]Statblock, n)
	}
	a.st = *s
	d := &a.st
	d.Creatures = a.ptrs[:n]
	for i, c := range s.Creatures {
		d.Creatures[i] = c
		for _, id := range ids {
			if c.ID == id {
				var b *Statblock
				if c.Statblock != nil {
					b = &a.bs[i]
				}
				c.forkInto(&a.cs[i], &a.crs[i], b)
				d.Creatures[i] = &a.cs[i]
				break
			}
		}
	}
	if s.Pending != nil {
		p := *s.Pending
		d.Pending = &p
	}
	return d, a
}

// bestAttack writes to out c's legal attack on t with the best expected
// damage (exact odds, each damage through t's resistances), unless the
// pass has done it (pass.out), and reports whether any is legal.
func (s *State) bestAttack(p *pass, c, t *Combatant, out *Command) bool {
	cs := make([]choice, 0, 8) // on the stack while few
	dist := Feet(Point(c.Position), Point(t.Position))
	for i := range c.Attacks {
		a := &c.Attacks[i]
		if dist > max(a.reach(), a.Range[0], a.Range[1]) {
			continue
		}
		v, known := s.expectedPlainProbed(c, t, a)
		cs = append(cs, choice{kind: attackChoice, t: t, at: a.ID, v: v, known: known})
	}
	i := s.pickInto(p, c.ID, cs, false, out) // the first legal of the best, as taking each that beats the best so far
	return i >= 0
}

// expectedPlain is the damage an ad-hoc attack is expected to deal.
func (s *State) expectedPlain(c, t *Combatant, a *Attack) float64 {
	v, _ := s.expectedPlainProbed(c, t, a)
	return v
}

// expectedPlainProbed is expectedPlain, and a when a probe found it legal
// in this state (probeOdds, sure), else nil.
func (s *State) expectedPlainProbed(c, t *Combatant, a *Attack) (float64, *Attack) {
	hit, crit, ok, probed := s.trialOddsProbed(c, t, a)
	if !ok {
		return 0, nil
	}
	known := a
	if !probed {
		known = nil
	}
	mod := 0
	if a.ToHit == nil && a.Ability != "" {
		if ab, err := rules.ParseAbility(a.Ability); err == nil {
			mod = c.Mod(ab)
		}
	}
	mod += rules.Sum(a.DamageBonus) // attack_bonus.go
	normal, critText, err := s.damageTextsOf(a.Damage, mod)
	if err != nil {
		return 0, nil
	}
	nm, err1 := s.meanTaken(t, a.Type, a.Magical, normal, false)
	cm, err2 := s.meanTaken(t, a.Type, a.Magical, critText, false)
	if err1 != nil || err2 != nil {
		return 0, nil
	}
	return (hit-crit)*nm + crit*cm, known
}

// lower reports whether s has no upper-case ASCII letter (and no other
// byte strings.ToLower could change): the damage types as data spell them.
func lower(s string) bool {
	for i := 0; i < len(s); i++ {
		if b := s[i]; b >= 0x80 || ('A' <= b && b <= 'Z') {
			return false
		}
	}
	return true
}
