package combat

import "slices"

// A stat block's qualified resistances and immunities (SRD 5.1,
// Monsters: "from nonmagical attacks", "that aren't silvered", "that
// aren't adamantine"; the Archmage's resistance to damage from spells)
// hold for some damage only. The engine plays them on every damage event:
// a weapon's damage of one of the types resists (or is immune) unless the
// attack is magical; the fight knows no silvered or adamantine weapons,
// so those count as the others (decision). Damage named after a spell is
// a spell's.

// qualifiedDefense is the resistance and immunity t's stat block gives
// against damage of type typ, magical or not, from a spell or not, each
// as the source to explain it ("" for none).
func (s *State) qualifiedDefense(t *Combatant, typ string, magical bool, attack string) (resist, immune string) {
	if t.Statblock == nil || t.Statblock.Block == nil || len(t.Statblock.Block.Qualified) == 0 || typ == "" {
		return "", ""
	}
	spell := false
	if attack != "" {
		_, err := s.spell(attack) // cast.go
		spell = err == nil
	}
	for _, q := range t.Statblock.Block.Qualified {
		if !slices.Contains(q.Types, typ) {
			continue
		}
		src := ""
		switch {
		case q.From == "spells" && spell:
			src = "from spells"
		case q.Except != "" && !magical && !spell:
			src = "nonmagical, not " + q.Except
			if q.Except == "magical" {
				src = "nonmagical"
			}
		}
		if src == "" {
			continue
		}
		switch {
		case q.Kind == "resist" && resist == "":
			resist = src
		case q.Kind == "immune" && immune == "":
			immune = src
		}
	}
	return resist, immune
}
