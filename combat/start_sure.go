package combat

import "github.com/arbiter-rpg/arbiter/dice"

// startUnbacked reports whether Do makes the Start command cmd, rolled
// with r, without its backup: when sureStart finds it sure. Under
// backupCheck a sure start is made with the backup all the same, and
// checked (sureClaimed, doBacked).
func (s *State) startUnbacked(cmd *Command, r dice.Roller) bool {
	if !s.sureStart(cmd, r) {
		return false
	}
	if backupCheck {
		sureClaimed, sureClaims = true, sureClaims+1 // attack_sure.go
		return false
	}
	return true
}

// sureStart reports whether a Start command (cmd), rolled with r, cannot
// be refused once its first event (Started) is applied, so that Do needs
// no backup of the state (doCmd): the start's events then refuse
// nothing, as an end of turn's do for the usual creatures
// (sureOnceChecked):
//   - the initiatives: rolled with dice that never fail (dice.Seeded),
//     as a d20 or a Dexterity check of a bare creature (no condition, no
//     Help, no cover), applied to a creature in the fight;
//   - the initiative features (initiativeRegain): none to give back;
//   - the order: every creature once (no two with one id);
//   - the first turn (nextTurn): a creature standing, not surprised,
//     bare, with no grant, no repeat advantage, nothing readied, on the
//     ground, not concentrating, in a fight with no zone, no object and
//     no grid elements (sunlight, running water): a plain turn's start
//     (plainTurn), recharge rolls, no regeneration, no death save, no
//     fire.
//
// Each of these holds for every creature, whichever goes first.
func (s *State) sureStart(cmd *Command, r dice.Roller) bool {
	if _, ok := r.(*dice.Seeded); !ok || s.Started || len(cmd.Surprised) > 0 || len(s.Zones) > 0 ||
		len(s.Grid.Objects) > 0 || s.Grid.Elements != nil {
		return false
	}
	for i, c := range s.Creatures {
		if !startPlain(c) || s.place(c.ID) != i {
			return false
		}
	}
	return true
}

// startPlain reports whether c is a creature sureStart allows: standing,
// bare, with nothing that a start or its first turn could refuse.
func startPlain(c *Combatant) bool {
	return !c.Dead && c.HP > 0 && c.HP == c.MaxHP && c.Suffocating == 0 && c.Bare() && !c.Surprised &&
		len(c.Grants) == 0 && len(c.RepeatAdv) == 0 && c.Readied == nil && c.Altitude == 0 && c.Concentration == "" &&
		(len(c.Features) == 0 || c.classFeature(initiativeFeatures) == nil)
}
