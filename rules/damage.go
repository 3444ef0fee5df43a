package rules

import (
	"fmt"
	"slices"
	"strings"
)

// DamageTypes are the thirteen damage types (SRD 5.2.1, Damage and
// Healing, Damage Types).
var DamageTypes = []string{"acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic",
	"piercing", "poison", "psychic", "radiant", "slashing", "thunder"}

// damageType reports whether typ is one of DamageTypes: the thirteen
// by a switch, without a walk of the list's strings.
func damageType(typ string) bool {
	switch typ {
	case "acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic",
		"piercing", "poison", "psychic", "radiant", "slashing", "thunder":
		return true
	}
	return slices.Contains(DamageTypes, typ)
}

// lowerType reports whether typ is none or one of the thirteen damage
// types as written in DamageTypes, which strings.ToLower leaves as they
// are: damage skips the lowering for them.
func lowerType(typ string) bool {
	switch typ {
	case "", "acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic",
		"piercing", "poison", "psychic", "radiant", "slashing", "thunder":
		return true
	}
	return false
}

// Damage is damage about to be dealt.
type Damage struct {
	Amount  int
	Type    string
	Magical bool // from a magical source: incorporeal creatures (next-2013) resist the rest
	Crit    bool // from a critical hit: more death save failures at 0 HP (Ruleset.CritAtZeroFailures)
	// KnockOut is the attacker's choice, with a melee attack, to knock the
	// creature out rather than drop it (Ruleset.KnockOut says how).
	KnockOut bool
	Adjust   []Term // flat bonuses and penalties, applied before resistance
	// FromRole is the group role of the one dealing it ("healer",
	// "damage"), which can end a condition (5efp's Taunted).
	FromRole string
	// ResistBy and ImmuneBy name a source beyond the creature's own traits
	// that gives it resistance or immunity to this damage (a spell:
	// Stoneskin), "" for none.
	ResistBy, ImmuneBy string
	// VulnerableBy names a source that gives it vulnerability to this
	// damage (2014 Contagion's Flesh Rot), "" for none.
	VulnerableBy string
}

// DamageResult says what damage did.
type DamageResult struct {
	Dealt   int    // after adjustments, immunity, resistance and vulnerability
	ToTemp  int    // absorbed by temporary hit points
	ToHP    int    // taken from hit points
	Explain []Term // how Dealt came to be
	Died    bool
	Dropped bool // fell to 0 hit points, or to MAX Wounds
	// Where the ruleset counts wounds: absorbed by bolster, and taken as
	// wounds.
	ToBolster, ToWounds int
}

// Damage deals d to c (SRD 5.2.1, Playing the Game, Damage and Healing):
// adjustments first, then immunity, resistance (halved, rounded down) and
// vulnerability (doubled); temporary hit points absorb first; hit points
// stop at 0. At 0 hit points a monster dies and anyone else falls
// unconscious, unless the damage left over reaches the hit point maximum,
// which kills outright (Instant Death). Damage to a creature already at 0
// is a failed death saving throw, two from a critical hit.
func (rs *Ruleset) Damage(c *Creature, d Damage) (DamageResult, error) {
	var res DamageResult
	err := rs.damage(c, d, &res, true)
	return res, err
}

// DamageDealt is Damage without its terms (Explain nil), for a caller
// that reads what was dealt and what it did, not how: the same result
// otherwise, and no list or text made for it.
func (rs *Ruleset) DamageDealt(c *Creature, d Damage) (DamageResult, error) {
	var res DamageResult
	err := rs.damage(c, d, &res, false)
	return res, err
}

// damage is Damage writing its result to res, which is zero, with its
// terms when terms is set.
func (rs *Ruleset) damage(c *Creature, d Damage, res *DamageResult, terms bool) error {
	typ := d.Type
	if !lowerType(typ) { // else ToLower would give it back
		typ = strings.ToLower(typ)
	}
	if typ != "" && !damageType(typ) {
		return fmt.Errorf("rules: unknown damage type %q", d.Type)
	}
	if d.Amount < 0 {
		return fmt.Errorf("rules: damage of %d: an amount of damage is never negative", d.Amount)
	}
	if terms {
		// room for the roll, the adjustments, resistance and
		// vulnerability (or immunity): one allocation
		res.Explain = make([]Term, 0, 3+len(d.Adjust))
		res.Explain = append(res.Explain, Term{d.Amount, "rolled", rs.cites.damage})
		res.Explain = append(res.Explain, d.Adjust...)
	}
	x := max(0, d.Amount+Sum(d.Adjust)) // SRD 5.2.1, Damage Rolls: penalties stop at 0
	// The trait maps are looked up only when they hold something: most
	// creatures have none.
	resist := (len(c.Resist) > 0 && (c.Resist[typ] || c.Resist["all"])) || d.ResistBy != ""
	if !resist && len(c.conditions) > 0 { // petrified, incorporeal: none without a condition
		magical := d.Magical
		resist = c.anyActiveDef(rs, func(cond *Condition) bool { return cond.ResistAll || (cond.ResistNonmagical && !magical) })
	}
	switch {
	case typ != "" && ((len(c.Immune) > 0 && c.Immune[typ]) || d.ImmuneBy != ""):
		if terms {
			src := "immunity to " + typ
			if !c.Immune[typ] {
				src += " (" + d.ImmuneBy + ")"
			}
			res.Explain = append(res.Explain, Term{-x, src, rs.cites.immunity})
		}
		x = 0
	default:
		if resist {
			h := x / 2
			if terms {
				src := "resistance"
				if d.ResistBy != "" && !c.Resist[typ] && !c.Resist["all"] {
					src += " (" + d.ResistBy + ")"
				}
				res.Explain = append(res.Explain, Term{h - x, src, rs.cites.resistance})
			}
			x = h
		}
		if typ != "" && ((len(c.Vulnerable) > 0 && c.Vulnerable[typ]) || d.VulnerableBy != "") {
			if terms {
				src := "vulnerability to " + typ
				if !c.Vulnerable[typ] {
					src += " (" + d.VulnerableBy + ")"
				}
				res.Explain = append(res.Explain, Term{x, src, rs.cites.vulnerability})
			}
			x *= 2
		}
	}
	res.Dealt = x
	if c.Dead || x == 0 {
		return nil
	}
	rs.endOnDamage(c, d.FromRole)
	if rs.Wounds != nil {
		rs.takeWounds(c, d, res)
		return nil
	}
	res.ToTemp = min(c.TempHP, x)
	c.TempHP -= res.ToTemp
	rest := x - res.ToTemp
	if rest == 0 {
		return nil
	}
	maxHP := c.EffectiveMaxHP(rs)
	if c.HP == 0 {
		rs.damageWhileDown(c, d, rest, maxHP, res)
		return nil
	}
	res.ToHP = min(c.HP, rest)
	over := rest - c.HP
	c.HP -= res.ToHP
	if c.HP > 0 {
		return nil
	}
	if ko := rs.KnockOut; d.KnockOut && (!ko.Lethal || over < maxHP) {
		c.HP = ko.HP
		res.ToHP -= ko.HP
		if ko.HP > 0 {
			c.giveBy(rs, "unconscious", SourceKnockedOut) // 2024: at 1 HP, until a Short Rest ends
		} else {
			c.giveBy(rs, "unconscious", SourceZeroHP)
		}
		c.Saves = DeathSaves{}
		c.Stable = ko.Stable
		return nil
	}
	res.Dropped = true
	if over >= maxHP || c.Monster {
		c.die()
		res.Died = true
		return nil
	}
	c.giveBy(rs, "unconscious", SourceZeroHP)
	c.Saves = DeathSaves{}
	c.Stable = false
	return nil
}

// damageWhileDown is damage to a creature already down, at 0 hit points
// or at MAX Wounds, of dealt points against limit, its maximum (SRD 5.2.1,
// Death Saving Throws, Damage at 0 Hit Points; 5efp, Death Saving Throws,
// Taking damage while at MAX Wounds): it is no longer stable, dies when
// dealt reaches limit, and else fails a death save, two from a critical
// hit, dying at three failures.
func (rs *Ruleset) damageWhileDown(c *Creature, d Damage, dealt, limit int, res *DamageResult) {
	c.Stable = false
	if dealt >= limit {
		c.die()
		res.Died = true
		return
	}
	if d.Crit {
		c.Saves.Failures += max(1, rs.CritAtZeroFailures)
	} else {
		c.Saves.Failures++
	}
	if c.Saves.Failures >= 3 {
		c.die()
		res.Died = true
	}
}

// Heal restores up to amount hit points, never past the maximum. A creature
// at 0 hit points that regains any wakes and forgets its death saves.
func (rs *Ruleset) Heal(c *Creature, amount int) (int, error) {
	if amount < 0 {
		return 0, fmt.Errorf("rules: healing of %d: an amount of healing is never negative", amount)
	}
	if c.Dead {
		return 0, fmt.Errorf("%w: healing does not restore a dead creature", ErrDead)
	}
	if err := rs.suffocationBlocks(c); err != nil {
		return 0, err
	}
	if rs.Wounds != nil {
		return rs.healWounds(c, amount), nil
	}
	gained := min(amount, c.EffectiveMaxHP(rs)-c.HP)
	if gained <= 0 {
		return 0, nil
	}
	if c.HP == 0 {
		c.wake()
		c.Saves = DeathSaves{}
		c.Stable = false
	}
	c.HP += gained
	return gained, nil
}

// GiveTempHP grants temporary hit points. They do not stack: the creature
// keeps the larger of what it had and what it gets (SRD 5.2.1, Temporary
// Hit Points).
func (rs *Ruleset) GiveTempHP(c *Creature, amount int) error {
	if amount < 0 {
		return fmt.Errorf("rules: %d temporary hit points: the amount is never negative", amount)
	}
	if rs.Wounds != nil {
		return ErrNoHitPoints
	}
	c.TempHP = max(c.TempHP, amount)
	return nil
}
