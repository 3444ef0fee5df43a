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
