package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// SpellRider is what a feature does to one of a combatant's spells (an
// Eldritch Invocation on a cantrip, SRD 5.1 and SRD 5.2.1, Classes,
// Warlock): DamageBonus terms added to each damage roll of the spell's
// attacks (Agonizing Blast's CHA); Range its range in feet when longer
// (Eldritch Spear); Push the feet a creature it hits with a spell attack
// is pushed straight away (Repelling Blast), no bigger than Largest ("":
// any size). Source names the features and Rule cites the push.
type SpellRider struct {
	DamageBonus []rules.Term `json:"damage_bonus,omitempty"`
	Range       int          `json:"range,omitempty"`
	Push        int          `json:"push,omitempty"`
	Largest     string       `json:"largest,omitempty"`
	Source      string       `json:"source,omitempty"`
	Rule        string       `json:"rule,omitempty"`
}

// ridden is sp as c casts it: its range lengthened by c's rider (a copy;
// sp itself when nothing changes).
func (c *Combatant) ridden(sp *content.Spell) *content.Spell {
	r, ok := c.Riders[sp.ID]
	if !ok || r.Range <= sp.Range.Feet || sp.Range.Kind != "feet" {
		return sp
	}
	out := *sp
	out.Range.Feet = r.Range
	return &out
}

// ride adds the rider's damage terms to a spell attack of k's spell.
func (k *casting) ride(a *Attack) {
	if r, ok := k.c.Riders[k.sp.ID]; ok && len(r.DamageBonus) > 0 {
		a.DamageBonus = append(slices.Clone(a.DamageBonus), r.DamageBonus...)
	}
}

// repel pushes t, hit by k's spell attack, by the rider's feet (decision:
// the caster always pushes, as far as the rider allows).
func (k *casting) repel(t *Combatant) error {
	r, ok := k.c.Riders[k.sp.ID]
	if !ok || r.Push == 0 || t == nil {
		return nil
	}
	if r.Largest != "" && rules.SizeIndex(t.Size) > rules.SizeIndex(r.Largest) {
		return nil
	}
	return k.shove(&content.Effect{Kind: content.KindMove, Direction: "push", Feet: r.Push}, t)
}
