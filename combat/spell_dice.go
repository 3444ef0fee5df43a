package combat

import (
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Damage dice that do more than add up: Sorcerous Burst's exploding d8s
// and Chromatic Orb's leap on doubles (SRD 5.2.1, Spells).

// diceValues are the damage values this file runs (and accumulate, which
// trigger.go runs: Delayed Blast Fireball's die more a turn).
var diceValues = map[string]bool{"explode-mod": true, "leap": true, "accumulate": true}

// explode adds to a roll of an explode-mod damage node (Sorcerous Burst)
// another die for each die showing its highest face, the added dice
// exploding too, up to the caster's spellcasting modifier in added dice
// (SRD 5.2.1, Spells, Sorcerous Burst; decision: the caster always rolls
// the die it may).
func (k *casting) explode(e *content.Effect, text string, r *rolledDamage) error {
	if e.Value != "explode-mod" {
		return nil
	}
	_, sides, ok := simpleDice(text)
	if !ok {
		return nil
	}
	due := 0
	for _, f := range r.faces {
		if f == sides {
			due++
		}
	}
	left := k.c.Mod(k.c.spellAbility())
	var added []string
	sum := 0
	for ; due > 0 && left > 0; due, left = due-1, left-1 {
		f, err := k.d.r.Roll(1, sides)
		if err != nil {
			return err
		}
		r.faces = append(r.faces, f)
		sum += f
		added = append(added, strconv.Itoa(f))
		if f == sides {
			due++
		}
	}
	if len(added) > 0 {
		r.amount += sum
		r.terms = append(r.terms, rules.Term{Value: sum, Source: k.sp.ID + ": " + strconv.Itoa(len(added)) + "d" + strconv.Itoa(sides) +
			" more for the " + strconv.Itoa(sides) + "s rolled (" + strings.Join(added, ", ") + ")", Rule: k.sp.Cite})
	}
	return nil
}

// orb is what a casting's leaping attack (Chromatic Orb) keeps: the
// attack node, its leaps, and the creatures it has targeted.
type orb struct {
	node   *content.Effect
	leaps  int
	struck map[string]bool
}

// leap deals a leap damage node to t and, when two or more of its dice
// show the same number, makes the attack again at another creature within
// 30 ft of t, at most the slot level's number of times, each creature
// once a casting (SRD 5.2.1, Spells, Chromatic Orb). Decision: the caster
// picks the creature of another side nearest t (of those, the first in
// the fight's order); with none, the orb stops.
func (k *casting) leap(e *content.Effect, targets []*Combatant) error {
	s := k.d.s
	for _, t := range targets {
		r, err := k.roll(e)
		if err != nil {
			return err
		}
		faces := r.faces
		if err := k.damage(e, t, 1, "", r); err != nil {
			return err
		}
		o := k.orb
		if o == nil || o.leaps >= k.level || s.Over || !doubled(faces) {
			continue
		}
		var next *Combatant
		for _, c := range s.Creatures {
			if c.Dead || c.Side == k.c.Side || o.struck[c.ID] || Feet(Point(t.Position), Point(c.Position)) > 30 {
				continue
			}
			if next == nil || Feet(Point(t.Position), Point(c.Position)) < Feet(Point(t.Position), Point(next.Position)) {
				next = c
			}
		}
		if next == nil {
			continue
		}
		o.leaps++
		if err := k.attack(o.node, next); err != nil {
			return err
		}
	}
	return nil
}

// doubled tells whether two or more faces show the same number.
func doubled(faces []int) bool {
	seen := map[int]bool{}
	for _, f := range faces {
		if seen[f] {
			return true
		}
		seen[f] = true
	}
	return false
}

// aimOrb notes, as a spell attack begins, the node a leap repeats and
// the creature it targets.
func (k *casting) aimOrb(e *content.Effect, t *Combatant) {
	leaps := false
	content.WalkAll(e.Hit, func(n *content.Effect) { leaps = leaps || n.Kind == content.KindDamage && n.Value == "leap" })
	if !leaps {
		return
	}
	if k.orb == nil {
		k.orb = &orb{node: e, struck: map[string]bool{}}
	}
	k.orb.struck[t.ID] = true
}
