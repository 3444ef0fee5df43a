package combat

import (
	"unsafe"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A monster's plan of its actions. The lazy weighing of a monster with no
// Multiattack (monsterActionLazy: goblins, ogres) asks the same of its
// stat block on every weighing: each action's reach or range (reachOf),
// its attack and attack effect (the ceiling's first look: attackEffect,
// findAttack), whether the block has at-will spells (atWill). None of it
// changes in a fight but a recharge and the uses left, which the weighing
// reads again: the plan keeps the rest in the weighing, from one weighing
// to the next, by creature, checked against the very lists it was made
// from (a stat block's features do not change in place: atWill's cache
// holds the same).

// actPlan is a monster's plan of its actions (make). It depends only on
// the lists it was made from, its key: the stat block's (a catalog
// monster's, kept in memory, as plainSums' effects are) and the
// creature's attacks (a setup's, which its copies share): a weighing
// handed to weighPool keeps its plans for the next fight.
type actPlan struct {
	block           *content.Monster
	actions, traits []content.Feature // the lists it was made from (sameFeatures)
	attacks         []Attack
	// n is the number of actions planned, -1 when the lazy weighing
	// does not take c (a Multiattack, or more actions than acts).
	n int
	// casts: the block has at-will spells (atWill), which a creature
	// without Spells of its own weighs beside its attacks.
	casts bool
	acts  [4]plannedAct
	// multi is the block's Multiattack (multiattack), or nil; ids its
	// attacks (Statblock.attacks) and idf their features, when each
	// step it names is an attack action (whose list no recharge or use
	// changes: stepUse is not asked), else nil.
	multi *content.Feature
	ids   []string
	idf   [8]*content.Feature
	// ida are the ids' indices among the block's actions, whose reachOf
	// the weighing works out (weighBufs.reach): mayReach's answer.
	ida [8]uint8
}

// plannedAct is what a plan keeps of one action f.
type plannedAct struct {
	// reach is reachOf(c, f) but for f's recharge and uses: reachNever
	// when f is not weighable, else fixedReach(f).
	reach int
	// spent: f has a recharge or uses, which each weighing asks again.
	spent bool
	e     *content.Effect // attackEffect(f), or nil
	a     *Attack         // c.findAttack(f.ID) where e is not nil
	// plain is plainSums of a and e once a ceiling has asked it
	// (plainKept), with what it was worked out from: checked on each
	// reading as the weighing's kept sums are.
	plain plainSum
}

// actPlans are a weighing's plans, placed by linear probing from the
// slot where their stat block and attacks lie in memory (slot): a plan is
// found at its slot or after it, before the first empty one. No slot is
// emptied once taken (the pool's weighings keep their plans), so a
// search never stops short of a plan it placed; with every slot taken a
// new plan takes its own slot's.
type actPlans struct {
	p [16]actPlan
}

// of is c's plan, made afresh when none made from c's lists as they are
// now is kept.
func (ps *actPlans) of(c *Combatant) *actPlan {
	m := c.Statblock.Block
	i := slot(m, c.Attacks, len(ps.p))
	for k := range len(ps.p) {
		pl := &ps.p[(i+k)&(len(ps.p)-1)]
		if pl.block == nil { // the first empty slot: none kept
			pl.make(c)
			return pl
		}
		if pl.block == m && sameAttacks(pl.attacks, c.Attacks) {
			if sameFeatures(pl.actions, m.Actions) && sameFeatures(pl.traits, m.Traits) {
				return pl
			}
			pl.make(c) // its block's lists are others now: made again in place
			return pl
		}
	}
	pl := &ps.p[i] // every slot taken: its own slot's plan goes
	pl.make(c)
	return pl
}

// slot is the first slot of n (a power of two) of the plan of block m
// and attacks, by where they lie in memory.
func slot(m *content.Monster, attacks []Attack, n int) int {
	h := (uint64(uintptr(unsafe.Pointer(m))) ^ uint64(uintptr(unsafe.Pointer(unsafe.SliceData(attacks))))) * 0x9e3779b97f4a7c15
	return int(h>>32) & (n - 1)
}

// make plans c's actions.
func (pl *actPlan) make(c *Combatant) {
	b := c.Statblock
	m := b.Block
	*pl = actPlan{block: m, actions: m.Actions, traits: m.Traits, attacks: c.Attacks, n: -1}
	spells, _ := atWill(b) // policy_cast.go
	pl.casts = len(spells) > 0
	if pl.multi = b.multiattack(); pl.multi != nil {
		pl.planMulti(c)
		return
	}
	if len(m.Actions) > len(pl.acts) {
		return
	}
	for i := range m.Actions {
		f, q := &m.Actions[i], &pl.acts[i]
		if !weighable(f) {
			q.reach = reachNever
			continue
		}
		q.reach, q.spent = fixedReach(f), f.Recharge > 0 || f.Uses > 0
		if q.e = attackEffect(f); q.e != nil {
			q.a = c.findAttack(f.ID)
		}
	}
	pl.n = len(m.Actions)
}

// planMulti keeps the attacks of pl's Multiattack and their features
// when each step it names is an attack among the block's actions.
func (pl *actPlan) planMulti(c *Combatant) {
	b, m := c.Statblock, pl.block
	for _, u := range pl.multi.Multiattack {
		g, _ := b.Feature(u.Action)
		if g == nil || attackEffect(g) == nil || !inFeatures(g, m.Actions) {
			return
		}
	}
	ids := b.attacks(pl.multi)
	if len(ids) > len(pl.idf) {
		return
	}
	for k, id := range ids {
		f, _ := b.Feature(id)
		i := int((uintptr(unsafe.Pointer(f)) - uintptr(unsafe.Pointer(&m.Actions[0]))) / unsafe.Sizeof(m.Actions[0]))
		if i >= len(weighBufs{}.reach) {
			return
		}
		pl.idf[k], pl.ida[k] = f, uint8(i)
	}
	pl.ids = ids
}

// inFeatures reports whether f is an element of list.
func inFeatures(f *content.Feature, list []content.Feature) bool {
	for i := range list {
		if &list[i] == f {
			return true
		}
	}
	return false
}

// reachNow is reachOf of action i of actions (b's) as it is now: the
// plan's, but where its recharge or uses have run out.
func (pl *actPlan) reachNow(b *Statblock, actions []content.Feature, i int) int {
	q := &pl.acts[i]
	r := q.reach
	if q.spent && r != reachNever {
		if f := &actions[i]; (f.Recharge > 0 && !b.Charged(f.ID)) || (f.Uses > 0 && b.UsesLeft(f.ID) == 0) {
			r = reachNever
		}
	}
	return r
}

// sameAttacks reports whether a and b are the same list (the same
// elements in memory).
func sameAttacks(a, b []Attack) bool {
	return len(a) == len(b) && cap(a) == cap(b) && (len(a) == 0 || &a[0] == &b[0])
}

// monsterActionLazy is monsterActionIn for a monster with a plan (pl),
// whose every weighing is lazy (no attack readied, no at-will spell to
// weigh, mayCeil): the same choices, in the same order, with the same
// worths and ceilings, without asking again what the plan keeps. enemies
// are c's standing enemies (enemiesOf).
func (s *State) monsterActionLazy(p *pass, c *Combatant, out *Command, wb *weighBufs, pl *actPlan, enemies []*Combatant) bool {
	b := c.Statblock
	refs := &wb.refs
	refs.reset()
	actions := b.Block.Actions[:pl.n]
	var reach [len(pl.acts)]int
	ceil := uint(0) // bit i: action i's ceiling may be had, its attack noted in refs at i
	for i := range actions {
		q := &pl.acts[i]
		r := q.reach
		if q.spent { // a recharge or uses: asked now
			r = pl.reachNow(b, actions, i)
		}
		reach[i] = r
		if q.e != nil && r != reachNever {
			if bonus, ok := s.toHit(c, q.a); ok {
				refs.f[i], refs.a[i], refs.e[i], refs.bonus[i], refs.kept[i] = &actions[i], q.a, q.e, bonus, &q.plain
				ceil |= 1 << i
			}
		}
	}
	refs.n = len(actions)
	if ceil != 0 {
		oddsTable.once.Do(fillOdds) // oddsBoth's, read in line below
	}
	var left, act [len(wb.cs)]uint8 // the choices worth above 0 (pickPlanned), each one's action
	nl := 0
	// no square dark or heavily obscured: unseenIn's first answer, asked
	// once a weighing
	lit := len(s.Grid.Obscured) == 0 && len(s.Grid.Dark) == 0
	n := 0 // choices listed in wb.cs: no more than its room (monsterActionIn)
	for _, t := range enemies {
		nk := 0 // wb.seen[:nk]: expected damage on t by feature, the same trial giving the same
		feet := Feet(c.Position, t.Position)
		// open is what ceilingAt asks of t alone, asked at t's first
		// ceiling: 0 not yet, 1 open (no grant on t, noAdvantage), 2 not.
		open := 0
		var ac int
		var flagless bool
		for i := range actions {
			f := &actions[i]
			switch r := reach[i]; {
			case r == reachNever:
				continue
			case r == reachAsk: // weighable (else reachNever)
				if !s.mayReach(c, f, t) {
					continue
				}
			case feet > r:
				continue // mayReach: out of its reach and range
			}
			ch := &wb.cs[n] // every field set, as a literal would
			ch.at, ch.t, ch.cast, ch.kind, ch.free = f.ID, t, nil, attackChoice, false
			if ceil&(1<<i) != 0 {
				// ceilingAt's sums, in line (its calls cost more than its
				// sums): the same ceiling, checked against it under
				// checkCeilings.
				dist := max(feet, abs(c.Altitude-t.Altitude)) // between(c, t)
				if open == 0 {
					open = 2
					if refs.at == 0 {
						refs.attacker(s, c) // noAdvantage's look at c, once a weighing
					}
					// noAdvantage's look at t, in line
					if len(t.Grants) == 0 && refs.cOpen && !t.Class.Reckless && !t.Creature.Conditioned(s.rs) &&
						(lit || s.unseenIn(t, c) == "") && (!refs.restrained || !restrainedBy(s, c, t)) {
						open = 1
						if checkCeilings && !refs.noAdvantage(s, c, t) {
							panic("combat: " + c.ID + "'s planned weighing found no advantage on " + t.ID + ", noAdvantage not")
						}
						ac, flagless = s.rs.DefenseValue(t.Creature), len(t.Resist)|len(t.Immune)|len(t.Vulnerable) == 0
					} else if checkCeilings && len(t.Grants) == 0 && refs.noAdvantage(s, c, t) {
						panic("combat: " + c.ID + "'s planned weighing found advantage possible on " + t.ID + ", noAdvantage not")
					}
				}
				if open == 1 {
					a, e := refs.a[i], refs.e[i]
					need := min(max(ac-refs.bonus[i], 1), 21) // oddsBoth: normal or disadvantage (noAdvantage)
					on, od := &oddsTable.p[rules.Normal][need], &oddsTable.p[rules.Disadvantage][need]
					hitN, critN, hitD, critD := on[0], on[1], od[0], od[1]
					var meanN, meanD float64
					if flagless && !t.ResistedByCondition(s.rs, a.Magical) {
						if !refs.plainSet[i] {
							var fresh bool
							refs.plain[i], fresh = s.plainKept(refs.kept[i], t, a, e) // weigh.go
							refs.plainSet[i] = true
							if fresh {
								refs.fresh |= 1 << i
							}
						}
						nm, cm := refs.plain[i][0], refs.plain[i][1]
						meanN = (hitN-critN)*nm + critN*cm
						meanD = (hitD-critD)*nm + critD*cm
					} else {
						meanN = s.attackMean(t, a, e, hitN, critN)
						meanD = s.attackMean(t, a, e, hitD, critD)
					}
					// sureDis: a ranged attack beyond its normal range, or
					// with an enemy next to c that can act
					if !(a.Melee() && dist <= a.reach()) && (a.Range[0] > 0 && dist > a.Range[0] || refs.pressed == 2 || refs.pressed == 0 && refs.pressedNow(s, c, enemies)) {
						meanN = meanD
					}
					best := 0.0 // max(0, meanN, meanD), the means being numbers (no NaN)
					if meanN > best {
						best = meanN
					}
					if meanD > best {
						best = meanD
					}
					best += 1e-9 * (1 + best) // ceilingAt's margin
					if checkCeilings {
						refs.checkLazy(s, c, i, t, enemies, dist, best)
					}
					ch.v, ch.known, ch.lazy = best, nil, true
					left[nl], act[n] = uint8(n), uint8(i)
					nl++
					n++
					continue
				}
			}
			v, a, k := s.weighedOn(wb.seen[:nk], c, f, t) // appends in wb.seen
			nk = len(k)
			ch.v, ch.known, ch.lazy = v, a, false
			if v > 0 {
				left[nl] = uint8(n)
				nl++
			}
			n++
		}
	}
	if i := s.pickPlanned(p, c, wb.cs[:n], left[:nl], &act, refs, out); i >= 0 { // worth above 0, written to out
		return true
	}
	return false
}

// pickPlanned is pickLazy for monsterActionLazy's choices cs: left lists
// those worth (or with a ceiling) above 0, in their order in cs, and act
// the action of each lazy one, whose feature, attack and effect refs
// noted. It takes the same choice as pickLazy, in the same way.
func (s *State) pickPlanned(p *pass, c *Combatant, cs []choice, left []uint8, act *[len(weighBufs{}.cs)]uint8, refs *ceilings, out *Command) int {
	for len(left) > 0 {
		k := next(cs, left)
		i := int(left[k])
		ch := &cs[i]
		if ch.lazy {
			j := act[i]
			var k *plainSum // the plan's sums, when found fresh this weighing
			if refs.fresh&(1<<j) != 0 {
				k = refs.kept[j]
			}
			ch.v, ch.known = s.expectedAimed(c, refs.f[j], ch.t, refs.a[j], refs.e[j], k)
			ch.lazy = false
			if ch.v > 0 {
				continue // among those left with its worth
			}
		} else if p.out(out, c.ID, ch); ch.free || s.tryAt(p, out, ch.known) {
			return i
		}
		left[k] = left[len(left)-1] // the order of left does not matter to next
		left = left[:len(left)-1]
	}
	return -1
}
