package combat

// A decider asks two questions after every event it emits: does a spell
// end that set off a lasting node (endingHeld, which needs a creature
// holding a lasting grant) and does a creature aloft fall (checkFalls,
// which needs a creature off the ground). Each was a scan of every
// creature, 41 times in a Fireball on 20; a turn boundary asks besides
// whether anyone holds a grant at all (grantSaves, fullHeld). The decider
// keeps the answers as a summary instead: worked out from the state when
// first asked, kept across the events of kinds that cannot add a grant or
// lift a creature (keepsSummary), worked out again after any other event.
// So the summary can say "maybe" where the answer is no, never no where
// it is yes. A hook that changes those fields outside Apply (strikeFrom's
// put-back altitude) forgets the summary itself; the tests check the
// summary against a scan after every event of every test and scenario
// (summary_test.go).

// summary is what some creature of the state may hold.
type summary uint8

const (
	sumLasting summary = 1 << iota // a grant of kind "lasting" (trigger.go)
	sumAloft                       // an altitude above the ground (fly.go)
	sumGrant                       // any grant (grant.go)
)

// summaryOf scans s: exactly what its creatures hold.
func summaryOf(s *State) summary {
	var m summary
	for _, c := range s.Creatures {
		if c.Altitude != 0 {
			m |= sumAloft
		}
		if len(c.Grants) > 0 {
			m |= sumGrant
		}
		for i := range c.Grants {
			if c.Grants[i].Kind == "lasting" {
				m |= sumLasting
				break
			}
		}
	}
	return m
}

// may reports whether some creature may hold what bit names.
func (d *decider) may(bit summary) bool {
	if !d.summed {
		d.summarize()
	}
	return d.sum&bit != 0
}

// summarize works the summary out: the one kept with the state's turn
// note while it holds (turn_mask.go), else a scan. Out of may, which
// stays small enough to be inlined (asked twice after every event).
//
//go:noinline
func (d *decider) summarize() { d.sum, d.summed = d.s.summary(), true }

// noted keeps the summary after e applied, or forgets it.
func (d *decider) noted(e *Event) {
	d.applied++ // turn_mask.go
	if d.summed && !keepsSummary(e.Kind) {
		d.summed = false
	}
}

// keepsSummary reports whether applying an event of kind k can neither
// give a grant nor lift a creature: its applier and featureAfter
// only spend, count down, end or take away (conditions, grants, marks,
// resources, hit points, creatures) or move on the ground.
func keepsSummary(k EventKind) bool {
	switch k {
	case TurnBegan, TurnLost, TurnEnded, Attacked, Damaged, Saved, Featured, MonsterTurn, DeathSaved,
		Moved, Initiative:
		return true
	}
	return false
}

// summaryCheck, when set (by tests), is called by emit before the
// summary is read, to hold it against a scan.
var summaryCheck func(d *decider)
