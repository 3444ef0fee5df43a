package rules

// ZoneRule is when a lasting area of a spell (Moonbeam, Spirit Guardians,
// Cloudkill) acts on a creature, where the spell's tree does not say:
//
//   - SRD 5.1: when a creature enters the area for the first time on a
//     turn or starts its turn there; nothing as the area appears (SRD 5.1,
//     Spells, Moonbeam; Spirit Guardians; Cloudkill).
//   - SRD 5.2.1: as the area appears, when a creature enters it for the
//     first time on a turn or ends its turn there, and at most once per
//     turn for each creature (SRD 5.2.1, Spells, Moonbeam; Spirit
//     Guardians; Cloudkill).
type ZoneRule struct {
	Cite string
	// Cast: the creatures in the area as it appears; Enter: a creature
	// entering it (or, for an area that moves with its caster, reached by
	// it) for the first time on a turn; TurnStart and TurnEnd: a creature
	// starting or ending its turn in it.
	Cast, Enter, TurnStart, TurnEnd bool
	// OncePerTurn: a creature is affected at most once a turn, whatever
	// triggers it.
	OncePerTurn bool
}

// CounterRule is how Counterspell stops a spell.
//
//   - SRD 5.2.1: the caster of the spell makes a Constitution save against
//     the counterspeller's DC; on a failure the spell fails, and a slot it
//     was cast with is not spent (SRD 5.2.1, Spells, Counterspell).
//   - SRD 5.1: a spell of the counterspell's slot level or lower fails; a
//     higher one fails when the counterspeller succeeds on a check with its
//     spellcasting ability, DC 10 + the spell's level; the slot is spent
//     (SRD 5.1, Spells, Counterspell).
type CounterRule struct {
	Cite string
	// Save is the ability of the caster's save (SRD 5.2.1); NoAbility for
	// the check of SRD 5.1.
	Save Ability
	// SlotKept: a countered spell's slot is not spent.
	SlotKept bool
	// CheckBase is the DC of the check for a spell above the counter's
	// level, before the spell's level (10).
	CheckBase int
}
