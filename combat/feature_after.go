package combat

import "github.com/arbiter-rpg/arbiter/rules"

// featureAfter follows an applied event with what class features make of
// it, from the state and the event alone (so a log replays): a hostile
// attack, damage taken or an enemy's forced save keeps a rage going; a
// test whose terms hold the tester's Bardic Inspiration die spends it;
// damage ends Turn Undead on the creature that takes it; a turn's end
// starts the rage's count again and a turn's start forgets Action Surge.
// The applier may have found e's creatures already (f).
//
// applyCoded calls it only for the kinds it looks at (kindCode.after): a
// kind added to its switch or shadowEnds' needs a code in that range
// (event_code.go). It skips an attack and damage that plainAttacker and
// plainHurt (apply.go) find plain, which copy the first returns of
// shadowEnds and of the two cases below: a change to those keeps them
// true.
func featureAfter(s *State, e *Event, k kindCode, f *found) {
	if k.shadowed() {
		shadowEnds(s, e, k, f) // feature_shadows.go: 2014 One with Shadows
	}
	switch k {
	case codeAttacked:
		// The target is looked up only when the attacker has a die or a
		// feature it could matter to: most attackers have neither.
		if c := f.whoIn(s, e); c != nil && (c.Inspired.N > 0 || len(c.Features) > 0) {
			if t := f.targetIn(s, e); t != nil {
				spendInspired(c, e.Explain)
				spendStroke(c, e.Explain) // feature_stroke.go
				if len(c.Features) > 0 && hostile(c, t) {
					keepRage(s, c, "attack")
				}
			}
		}
	case codeSaved:
		t := f.whoIn(s, e) // looked up once: an area's saves come twenty at a time
		spendInspired(t, e.Explain)
		spendLuck(t, e.Explain) // feature_luck.go
		spendStroke(t, e.Explain)
		if t == nil {
			return
		}
		if c := f.targetIn(s, e); c != nil && len(c.Features) > 0 && hostile(c, t) {
			keepRage(s, c, "enemy-save")
		}
	case codeChecked, codeConcentrated, codeActed:
		c := f.whoIn(s, e)
		spendInspired(c, e.Explain)
		spendLuck(c, e.Explain)
		spendStroke(c, e.Explain)
	case codeDamaged:
		t := f.targetIn(s, e)
		if t == nil || s.last.Dealt <= 0 {
			return
		}
		if len(t.Features) > 0 { // since its last turn, raging or not yet (2014)
			keepRage(s, t, "damage")
		}
		if who := t.Class.TurnedBy; who != "" {
			for _, n := range []string{"frightened", "incapacitated"} {
				s.rs.EndCondition(t.Creature, n, turnSource(who))
			}
			t.Class.TurnedBy = ""
		}
	case codeSpellConditioned:
		if t := f.targetIn(s, e); e.Action == "turn-undead" && t != nil {
			t.Class.TurnedBy = e.Who
		}
	case codeTurnEnded:
		endedAfter(f.whoIn(s, e))
	case codeTurnBegan, codeTurnLost:
		begunAfter(f.whoIn(s, e))
	}
}

// endedAfter is featureAfter for the end of c's turn: the rage's count
// starts again. Inlined: applyIn calls it for the kind itself (no
// shadow, nothing else follows it).
func endedAfter(c *Combatant) {
	if c != nil {
		c.Class.RageKept = false
	}
}

// begunAfter is featureAfter for the start of c's turn (or a lost
// turn): Action Surge is forgotten. Inlined, as endedAfter.
func begunAfter(c *Combatant) {
	if c != nil {
		c.Class.Surged, c.Class.NoMagic = false, false
	}
}

// keepRage marks c's rage kept when its rule counts what, on c's own turn
// where the rule says so.
func keepRage(s *State, c *Combatant, what string) {
	r := rageRuleOf(c)
	if r == nil || !r.keeps(what) {
		return
	}
	if cur := s.Current(); r.ownTurn && (cur == nil || cur.ID != c.ID) {
		return
	}
	c.Class.RageKept = true
}

// spendInspired drops c's Bardic Inspiration die when terms hold it.
func spendInspired(c *Combatant, terms []rules.Term) {
	if c != nil && c.Inspired.N > 0 && rules.InspiredBy(c.Creature, terms) {
		c.Inspired = rules.BonusDie{}
	}
}
