package combat

// kindCode is a small number for each kind an event's apply switches on
// (applyCoded, featureAfter, shadowEnds, the decider's summary): the hot
// events' makers hand it to emitKind, and emitNext and apply find it once
// by codeOf, so that no switch on the way compares the kind's string.
// Every other kind is codeOther. It lives beside the event, never in it:
// an Event's fields and its JSON are as they were.
type kindCode uint8

// The codes.
const (
	codeOther    kindCode = iota
	codeFeatured          // the hot kinds: codeFeatured to codeMoved
	codeMonsterTurn
	codeDeathSaved
	codeInitiative
	codeTurnBegan // the kinds featureAfter follows: codeTurnBegan to the last
	codeTurnLost
	codeTurnEnded
	codeDamaged
	codeSaved
	codeAttacked // the kinds One with Shadows ends on: codeAttacked to codeFeatureUsed
	codeMoved
	codeFlew
	codeCasted
	codeActed
	codeFeatureUsed
	codeChecked
	codeConcentrated
	codeSpellConditioned
	codeCount
)

// codeKinds are the kinds of the codes, in their order (codeOther's is
// empty).
var codeKinds = [codeCount]EventKind{"", Featured, MonsterTurn, DeathSaved, Initiative, TurnBegan, TurnLost,
	TurnEnded, Damaged, Saved, Attacked, Moved, Flew, Casted, Acted, FeatureUsed, Checked, Concentrated,
	SpellConditioned}

// codeOf is k's code: one switch on the string.
func codeOf(k EventKind) kindCode {
	switch k {
	case TurnBegan:
		return codeTurnBegan
	case TurnLost:
		return codeTurnLost
	case TurnEnded:
		return codeTurnEnded
	case Attacked:
		return codeAttacked
	case Damaged:
		return codeDamaged
	case Saved:
		return codeSaved
	case Featured:
		return codeFeatured
	case MonsterTurn:
		return codeMonsterTurn
	case DeathSaved:
		return codeDeathSaved
	case Initiative:
		return codeInitiative
	case Moved:
		return codeMoved
	case Flew:
		return codeFlew
	case Casted:
		return codeCasted
	case Acted:
		return codeActed
	case FeatureUsed:
		return codeFeatureUsed
	case Checked:
		return codeChecked
	case Concentrated:
		return codeConcentrated
	case SpellConditioned:
		return codeSpellConditioned
	}
	return codeOther
}

// hot reports whether k is one of the kinds applyCoded applies by their
// code (hotKinds), whose appliers keep the decider's summary
// (keepsSummary): the codes from codeFeatured to codeMoved.
func (k kindCode) hot() bool { return k-codeFeatured <= codeMoved-codeFeatured }

// after reports whether featureAfter may do anything after an event of
// kind k (its switch and shadowEnds' hold no other kinds): the codes from
// codeTurnBegan on. A kind added to either switch needs a code in that
// range.
func (k kindCode) after() bool { return k >= codeTurnBegan }

// shadowed reports whether k is one of the kinds shadowEnds looks at (a
// move, a flight, an attack, a cast, an action, a class feature): the
// codes from codeAttacked to codeFeatureUsed.
func (k kindCode) shadowed() bool { return k-codeAttacked <= codeFeatureUsed-codeAttacked }

// turnCode is the code of kind, one of a turn boundary's kinds (decider.turn).
func turnCode(kind EventKind) kindCode {
	switch kind {
	case TurnEnded:
		return codeTurnEnded
	case TurnLost:
		return codeTurnLost
	}
	return codeTurnBegan
}

// codeCheck, in the tests (with summaryCheck), holds the code an event's
// maker handed emitKind against its kind.
func codeCheck(e *Event, k kindCode) {
	if got := codeOf(e.Kind); got != k {
		panic("combat: event " + string(e.Kind) + " emitted with the code of " + string(codeKinds[k]))
	}
}
