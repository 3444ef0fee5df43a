package combat

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Fewer probes in the monster policy's weighing (tactics.go): a choice
// whose worth cannot change what pickAt takes is not probed.

// aim is a choice's feature and target, kept while a weighing lists its
// choices before it weighs them.
type aim struct {
	f *content.Feature
	t *Combatant
}

// A lazy weighing. Where nothing in play can make an attack's bonus
// depend on its target (mayCeil: no grant on the attacker, no zone, no
// spell to weigh beside the attacks, no readied attack; ceiling: no grant
// on the target, no condition on either), c's attack a rolls with the
// same bonus at every target, its stat block's to-hit and a's own terms
// (toHit): only grants, auras and conditions add others; the target, the
// cover, the senses, the light and the range give advantage or
// disadvantage, or raise the DC, which the weighing does not count
// (trialOddsProbed: the AC alone). Where the attack can have no advantage
// either (noAdvantage), its worth on a target is at most the greater of
// its worths in normal and disadvantage (only the latter where
// disadvantage is sure: sureDis) with that bonus against that target's
// AC, by the same sums (attackMean) as the exact weighing makes, plus a
// margin for rounding (ceiling). pickLazy takes the choices by worth or
// ceiling and weighs a lazy choice, by its probe, only when it comes
// first among those left: what it picks is what pickAt picks had every
// choice been weighed, with fewer probes.

// ceilings are the bonuses of the attacks a lazy weighing has met
// (toHit), and what it worked out once about the attacker.
type ceilings struct {
	n     int
	f     [4]*content.Feature
	a     [4]*Attack
	e     [4]*content.Effect
	bonus [4]int
	// plain holds, once worked out (plainSet), the sums of the means of
	// each attack's damage parts on a hit and on a crit against a target
	// with no resistance, immunity or vulnerability (hitMeans then reads
	// the same flags, all false, for every part): the same on every such
	// target.
	plain    [4][2]float64
	plainSet [4]bool
	// fresh: bit i, kept[i] was found to fit this weighing (plainKept),
	// its parts' means read by the lazy choice's worth (pickPlanned).
	fresh uint8
	// kept are where a plan keeps each attack's plain sums (plainKept),
	// or nil (note: the weighing's, plainSums).
	kept [4]*plainSum
	// last and open keep the answer for the last target asked (no grant
	// on it and noAdvantage): a weighing asks target by target, each
	// attack in turn.
	last *Combatant
	open bool
	// ac and flagless are last's AC (DefenseValue) and whether it has no
	// resistance, immunity or vulnerability of its own.
	ac       int
	flagless bool
	// at is 1 once noAdvantage has worked out cOpen, what it asks of the
	// attacker alone, and restrained, whether any creature is restrained.
	at         uint8
	cOpen      bool
	restrained bool
	// pressed is whether an enemy that can act stands next to the
	// attacker (sureDis), worked out once: 0 not yet, 1 no, 2 yes.
	pressed uint8
	// dist is between(c, t) of the target asked now, which the weighing
	// works out once a target.
	dist int
}

// reset makes r as a zero ceilings reads: what it has noted, worked
// out and asked is forgotten (the rest is written before it is read).
func (r *ceilings) reset() {
	r.n, r.plainSet, r.last, r.at, r.pressed, r.fresh = 0, [4]bool{}, nil, 0, 0, 0
}

// note keeps the bonus of f's attack a (its effect e).
func (r *ceilings) note(f *content.Feature, a *Attack, e *content.Effect, bonus int) {
	if r.n < len(r.f) {
		r.f[r.n], r.a[r.n], r.e[r.n], r.bonus[r.n], r.kept[r.n] = f, a, e, bonus, nil
		r.n++
	}
}

// ceiling is the most f's attack by c may be worth on t, when its bonus
// is known (toHit), t has no grant and the attack can have no advantage
// (noAdvantage). enemies are c's standing enemies (enemiesOf; sureDis).
func (r *ceilings) ceiling(s *State, c *Combatant, f *content.Feature, t *Combatant, enemies []*Combatant) (float64, bool) {
	i := 0
	for i < r.n && r.f[i] != f {
		i++
	}
	if i == r.n { // first met: its attack and bonus
		if i == len(r.f) {
			return 0, false
		}
		e := attackEffect(f)
		if e == nil {
			return 0, false
		}
		a := c.findAttack(f.ID)
		bonus, ok := s.toHit(c, a)
		if !ok {
			return 0, false
		}
		r.note(f, a, e, bonus)
	}
	return r.ceilingAt(s, c, i, t, enemies)
}

// ceilingAt is ceiling for the attack r noted at i (its feature r.f[i]).
func (r *ceilings) ceilingAt(s *State, c *Combatant, i int, t *Combatant, enemies []*Combatant) (float64, bool) {
	if t != r.last { // what the ceiling asks of t alone, once a target
		r.last, r.open = t, len(t.Grants) == 0 && r.noAdvantage(s, c, t)
		r.ac, r.flagless = s.rs.DefenseValue(t.Creature), len(t.Resist)|len(t.Immune)|len(t.Vulnerable) == 0
	}
	if !r.open { // a grant on t, or advantage possible
		return 0, false
	}
	a, e := r.a[i], r.e[i]
	hitN, critN, hitD, critD := oddsBoth(r.ac - r.bonus[i]) // noAdvantage: normal or disadvantage
	var meanN, meanD float64
	if r.flagless && !t.ResistedByCondition(s.rs, a.Magical) {
		// attackMean's sums regrouped: the same parts' means, summed
		// first (a few ulps apart at most: the margin below covers it)
		if !r.plainSet[i] {
			if k := r.kept[i]; k != nil {
				r.plain[i], _ = s.plainKept(k, t, a, e) // the plan's
			} else {
				r.plain[i] = s.plainSums(t, a, e) // weigh.go: kept from one weighing to the next
			}
			r.plainSet[i] = true
		}
		nm, cm := r.plain[i][0], r.plain[i][1]
		meanN = (hitN-critN)*nm + critN*cm
		meanD = (hitD-critD)*nm + critD*cm
	} else { // attackMean's very sums, in both modes
		meanN = s.attackMean(t, a, e, hitN, critN)
		meanD = s.attackMean(t, a, e, hitD, critD)
	}
	best := 0.0 // max(0, meanN, meanD), the means being numbers (no NaN)
	if r.sureDis(s, c, t, a, enemies) {
		meanN = meanD // max(0, meanD)
	}
	if meanN > best {
		best = meanN
	}
	if meanD > best {
		best = meanD
	}
	// A margin for rounding: were the sums made with other roundings than
	// attackMean's (a fused multiply-add in one, not the other), the
	// ceiling still is not below the worth, nor equal to it by chance.
	best += 1e-9 * (1 + best)
	if checkCeilings {
		f := r.f[i]
		if v, _ := s.expectedProbed(c, f, t); v > best {
			panic(fmt.Sprintf("combat: ceiling %v of %s's %s on %s below its worth %v", best, c.ID, f.ID, t.ID, v))
		}
	}
	return best, true
}

// checkLazy, under checkCeilings, holds the ceiling v that
// monsterActionLazy worked out in line for r's attack i on t (at dist
// feet) against ceilingAt's.
func (r *ceilings) checkLazy(s *State, c *Combatant, i int, t *Combatant, enemies []*Combatant, dist int, v float64) {
	r.dist, r.last = dist, nil
	if w, ok := r.ceilingAt(s, c, i, t, enemies); !ok || w != v {
		panic(fmt.Sprintf("combat: the planned ceiling of %s's %s on %s is %v, ceilingAt's %v (%v)", c.ID, r.f[i].ID, t.ID, v, w, ok))
	}
}

// oddsBoth is attackOddsOf(rules.Normal, need) and
// attackOddsOf(rules.Disadvantage, need), the need clamped once.
func oddsBoth(need int) (hitN, critN, hitD, critD float64) {
	need = min(max(need, 1), 21)
	oddsTable.once.Do(fillOdds)
	n, d := &oddsTable.p[rules.Normal][need], &oddsTable.p[rules.Disadvantage][need]
	return n[0], n[1], d[0], d[1]
}

// partSums are the sums of the means on a hit and on a crit of the damage
// parts of attack a (effect e) on t (attackMean's parts and hitMeans).
func partSums(s *State, t *Combatant, a *Attack, e *content.Effect) (out [2]float64) {
	for j := range e.Hit {
		p := hitPart(&e.Hit[j])
		if p == nil {
			continue
		}
		nm, cm, ok := s.hitMeans(t, p, a.Magical)
		if !ok {
			continue
		}
		out[0] += nm
		out[1] += cm
	}
	return out
}

// mayCeil reports whether c's weighing may be lazy: no grant on c, no
// zone; its caller has asked that there is no spell for monsterCasts to
// weigh (it reads the best worth of the attacks: atWill) and that no
// creature has an attack readied (enemiesOf). A target with a grant is
// weighed (ceiling).
func (s *State) mayCeil(c *Combatant) bool {
	return len(c.Grants) == 0 && len(s.Zones) == 0 && c.Statblock != nil
}

// pickLazy is pickAt(p, cs, true) for choices some of which are lazy (aims
// holds their features and targets): it takes them in the order of their
// worth or ceiling, the first of equals first (next), and weighs a lazy
// one when it comes up, leaving it among those left with its worth. A
// choice weighed is never before one whose ceiling or worth is above its
// worth, or equal and before it in cs: the order pickAt's sort gives.
//
// The choice it takes is written to out (p.out), and each it tries is
// tried there (tryAt): out is left with a refused one when it takes none,
// which its caller overwrites.
func (s *State) pickLazy(p *pass, c *Combatant, cs []choice, aims *[16]aim, out *Command) int {
	var buf [16]uint8
	if len(cs) > len(buf) {
		i := s.pickLazySorted(p, c, cs, aims) // the same order
		if i >= 0 {
			p.out(out, c.ID, &cs[i])
		}
		return i
	}
	n := 0
	for i := range cs {
		if cs[i].v > 0 {
			buf[n&15] = uint8(i)
			n++
		}
	}
	left := buf[:n]
	for len(left) > 0 {
		k := next(cs, left)
		i := int(left[k])
		ch := &cs[i]
		if ch.lazy {
			ch.v, ch.known = s.expectedProbed(c, aims[i].f, aims[i].t)
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

// expectedAimed is expectedProbed(c, f, t) for f's attack a and attack
// effect e, known (a plan's, which it made by findAttack and
// attackEffect from the lists it is kept by).
//
// k, when not nil, is plainKept's sums of a and e, fresh: on a target
// with no damage flags its parts' means give attackMean's sum.
func (s *State) expectedAimed(c *Combatant, f *content.Feature, t *Combatant, a *Attack, e *content.Effect, k *plainSum) (float64, *Attack) {
	var v float64
	hit, crit, ok, probed := s.trialOddsProbed(c, t, a) // expectedAttack's
	if !ok {
		probed = false
	} else if k != nil && len(t.Resist)|len(t.Immune)|len(t.Vulnerable) == 0 && !t.ResistedByCondition(s.rs, a.Magical) {
		v = k.plainMean(hit, crit) // takenFlags: all false
	} else {
		v = s.attackMean(t, a, e, hit, crit)
	}
	if checkCeilings {
		if w, k := s.expectedProbed(c, f, t); w != v || (k != nil) != probed || probed && k != a {
			panic(fmt.Sprintf("combat: %s's planned %s on %s is worth %v (%v), not %v (%v)", c.ID, f.ID, t.ID, v, probed, w, k != nil))
		}
	}
	if !probed {
		return v, nil
	}
	return v, a
}

// pickLazySorted is pickLazy for a list of more choices than its room:
// the order by a stable sort, a lazy choice weighed moved down past those
// left that go before it.
func (s *State) pickLazySorted(p *pass, c *Combatant, cs []choice, aims *[16]aim) int {
	var order []int
	for i := range cs {
		if cs[i].v > 0 {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(cs[b].v, cs[a].v) })
	for k := 0; k < len(order); k++ {
		i := order[k]
		if !cs[i].lazy {
			if cs[i].free || s.try(p, cs[i].command(c.ID), cs[i].known) {
				return i
			}
			continue
		}
		ch := &cs[i]
		ch.v, ch.known = s.expectedProbed(c, aims[i].f, aims[i].t)
		ch.lazy = false
		if ch.v > 0 { // moved down past the choices left that go before it
			at := k + 1
			for at < len(order) && (cs[order[at]].v > ch.v || cs[order[at]].v == ch.v && order[at] < i) {
				at++
			}
			copy(order[k:at-1], order[k+1:at])
			order[at-1] = i
		} else {
			order = append(order[:k], order[k+1:]...)
		}
		k-- // the choice now at k is the next
	}
	return -1
}

// noAdvantage reports that c's attack on t cannot have advantage, with no
// grant on either and no zone (mayCeil, ceiling): none of the sources of
// advantage swing, space and the rules test know is there. c is not
// hidden, marks nothing, has no condition, no Help waiting and does not
// attack recklessly; t has no condition (what conditions do to attacks
// against them), does not attack recklessly, is not squeezing (no narrow
// square), does not restrain c and sees c. Then the mode is normal or
// disadvantage, so the ceiling weighs those two.
func (s *State) noAdvantage(c, t *Combatant) bool {
	if c.Hidden || len(c.Marks) > 0 || c.Class.Reckless || t.Class.Reckless || len(s.Grid.Narrow) > 0 {
		return false
	}
	if c.Creature.Conditioned(s.rs) || t.Creature.Conditioned(s.rs) || len(c.Creature.Helps()) > 0 {
		return false
	}
	if s.unseenIn(t, c) != "" {
		return false
	}
	if _, rt := s.restrainings(c, t); rt {
		return false
	}
	return true
}

// noAdvantage is s.noAdvantage(c, t) with what it asks of c, and whether
// any creature is restrained at all, worked out once a weighing (at):
// where none is (or the ruleset has no Restrain action, so no creature
// restrains another: restrainings), no creature is restrained by t
// either, and restrainings is not asked.
func (r *ceilings) noAdvantage(s *State, c, t *Combatant) bool {
	return r.noAdvantageLit(s, c, t, false)
}

// noAdvantageLit is noAdvantage, lit reporting that no square is dark or
// heavily obscured (unseenIn then answers "" without a look).
func (r *ceilings) noAdvantageLit(s *State, c, t *Combatant, lit bool) bool {
	if r.at == 0 {
		r.attacker(s, c)
	}
	open := r.cOpen && !t.Class.Reckless && !t.Creature.Conditioned(s.rs) && (lit || s.unseenIn(t, c) == "")
	if open && r.restrained {
		open = !restrainedBy(s, c, t)
	}
	if checkCeilings && open != s.noAdvantage(c, t) {
		panic(fmt.Sprintf("combat: noAdvantage of %s on %s worked out once a weighing is %v, not so in full", c.ID, t.ID, open))
	}
	return open
}

// restrainedBy reports whether t restrains c (restrainings).
func restrainedBy(s *State, c, t *Combatant) bool {
	_, rt := s.restrainings(c, t)
	return rt
}

// attacker works out what noAdvantage asks of the attacker c alone, and
// whether any creature is restrained, once a weighing (r.at).
func (r *ceilings) attacker(s *State, c *Combatant) {
	r.at, r.restrained = 1, false
	r.cOpen = !(c.Hidden || len(c.Marks) > 0 || c.Class.Reckless || len(s.Grid.Narrow) > 0) &&
		!c.Creature.Conditioned(s.rs) && (c.Bare() || len(c.Creature.Helps()) == 0)
	if s.restrainAction() { // cover.go, noted by ruleset; else no restraint a creature gives (restrainings)
		for _, o := range s.Creatures {
			if o.Bare() {
				continue // no condition: not restrained
			}
			for in := range o.EachInstance() {
				if in.Name == "restrained" {
					r.restrained = true
				}
			}
		}
	}
}

// sureDis reports that c's attack a on t has disadvantage from a source
// swing always counts, whatever else holds: a ranged attack at long range,
// or with an enemy next to c that can act. With noAdvantage, the mode is
// then disadvantage.
func (r *ceilings) sureDis(s *State, c, t *Combatant, a *Attack, enemies []*Combatant) bool {
	dist := r.dist // between(c, t)
	if checkCeilings && dist != between(c, t) {
		panic(fmt.Sprintf("combat: the ceiling of %s on %s read a distance of %d feet, not %d", c.ID, t.ID, dist, between(c, t)))
	}
	if a.Melee() && dist <= a.reach() {
		return false
	}
	if a.Range[0] > 0 && dist > a.Range[0] {
		return true // or beyond its long range: refused, worth 0
	}
	return r.pressedNow(s, c, enemies)
}

// pressedNow reports whether an enemy that can act stands next to c
// (sureDis), worked out once a weighing. enemies are c's standing enemies.
func (r *ceilings) pressedNow(s *State, c *Combatant, enemies []*Combatant) bool {
	if r.pressed == 0 {
		r.pressed = 1
		var by *Combatant
		cx, cy := c.Position[0]-1, c.Position[1]-1 // swing's scan of the squares next to c
		for _, o := range enemies {                // standing, not of c's side (enemiesOf)
			if uint(o.Position[0]-cx) > 2 || uint(o.Position[1]-cy) > 2 {
				continue
			}
			if between(o, c) <= 5 {
				if ok, _ := s.canAct(o); ok {
					r.pressed, by = 2, o
					break
				}
			}
		}
		s.notePressed(c, by) // weigh.go: for the probe's swing, which scans for the same
	}
	return r.pressed == 2
}

// toHit is the bonus of c's attack a's roll where no grant and no zone
// is in play and c has no condition (mayCeil, noAdvantage): a's to-hit
// and its own terms (a magic weapon's +N). The rules test adds no ability
// or proficiency to a stat block's attack with a to-hit, c's bonuses fit
// saves only, a bonus die comes only from a grant, and what follows a
// roll of 1 adds nothing (rules.Ruleset.TestInto). ok is false for an
// attack without a to-hit, or one whose probe is not sure (a weapon
// mastery in play: probeOdds).
func (s *State) toHit(c *Combatant, a *Attack) (int, bool) {
	if a == nil || a.ToHit == nil || (s.rs.Combat.Actions.Masteries != "" && a.Mastery != "") {
		return 0, false
	}
	bonus := *a.ToHit
	for i := range a.Bonus {
		bonus += a.Bonus[i].Value
	}
	return bonus, true
}

// checkCeilings, set by a test (prune_test.go: ARBITER_PRUNECHECK), weighs
// every lazy choice at once too and panics when its ceiling is below its
// worth.
var checkCeilings bool
