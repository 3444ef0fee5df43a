package combat

import (
	"fmt"
	"sync"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
)

// SpellPreview is what a spell would do to one creature, before it is
// cast: the chance it saves (for a spell with a save), the chance a spell
// attack hits it (for each attack, summed into Expected), and the damage
// it takes and hit points it regains on average, after its resistances,
// vulnerabilities and immunities.
type SpellPreview struct {
	Target   string  `json:"target"`
	Saves    float64 `json:"saves,omitempty"` // the chance it succeeds on its save
	Hit      float64 `json:"hit,omitempty"`   // the chance one spell attack hits it
	Expected float64 `json:"expected"`        // damage taken on average
	Healed   float64 `json:"healed,omitempty"`
}

// PreviewSpell works out a cast command's odds without rolling: the
// command is decided with fixed dice to learn whom it reaches and with
// what bonuses (and refused as it would be), then each d20 face is counted
// and the damage is averaged over its exact distribution (dice.Expr.Dist).
// The command is decided on s itself, which is put back before PreviewSpell
// returns (backup.go): s is then as it was, in the same structs, but it
// changes while PreviewSpell runs, as under Do.
func PreviewSpell(s *State, cmd Command) ([]SpellPreview, error) {
	if cmd.Kind != CastCmd {
		return nil, fmt.Errorf("%w: a spell preview is for cast, not %q", ErrBadCommand, cmd.Kind)
	}
	events, arena, err := decidedHere(s, cmd, faces(10)) // read here, not kept: no copy (backup.go)
	if err != nil {
		return nil, err
	}
	defer arena.release()
	c := s.Get(cmd.By)
	sp, err := s.spell(cmd.Spell)
	if err != nil {
		return nil, err
	}
	level := cmd.Level
	if level == 0 {
		level = sp.Level
	}
	k := &casting{c: c, sp: sp, level: level}
	var saveDamage, hitDamage []*content.Effect
	var save *content.Effect
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		switch e.Kind {
		case content.KindSave:
			if save == nil {
				save = e
			}
			for i := range e.Fail {
				if e.Fail[i].Kind == content.KindDamage {
					saveDamage = append(saveDamage, &e.Fail[i])
				}
			}
		case content.KindAttack:
			for i := range e.Hit {
				if e.Hit[i].Kind == content.KindDamage {
					hitDamage = append(hitDamage, &e.Hit[i])
				}
			}
		}
	})
	var out []SpellPreview
	at := map[string]int{}
	get := func(id string) *SpellPreview {
		i, ok := at[id]
		if !ok {
			i = len(out)
			at[id] = i
			out = append(out, SpellPreview{Target: id})
		}
		return &out[i]
	}
	for _, e := range events {
		t := s.Get(e.Target)
		switch {
		case e.Kind == Saved && e.Action == sp.ID:
			t = s.Get(e.Who)
			p := get(e.Who)
			bonus := e.Total - keptFace(e)
			dc := k.saveDC(s, save) // once, not per face
			p.Saves = chance(e.Mode, func(f int) bool { return f+bonus >= dc })
			half := save != nil && save.OnSuccess == "half"
			for _, d := range saveDamage {
				full, halved, err := k.meanDealt(s, d, t)
				if err != nil {
					return nil, err
				}
				p.Expected += (1-p.Saves)*full + boolf(half)*p.Saves*halved
			}
		case e.Kind == Attacked && e.Attack == sp.ID:
			p := get(e.Target)
			bonus := e.Total - keptFace(e)
			ac, _ := s.rs.Defense(t.Creature)
			p.Hit = chance(e.Mode, func(f int) bool { return f == 20 || (f != 1 && f+bonus >= ac) })
			for _, d := range hitDamage {
				full, _, err := k.meanDealt(s, d, t)
				if err != nil {
					return nil, err
				}
				p.Expected += p.Hit * full // critical hits not counted apart (decision: a preview)
			}
		case e.Kind == Damaged && e.Attack == sp.ID && save == nil && len(hitDamage) == 0:
			// Each damage event is one damage node's: the first of its
			// type, nested too (Magic Missile's darts, one event each).
			p := get(e.Target)
			var d *content.Effect
			content.WalkAll(sp.Effects, func(x *content.Effect) {
				if d == nil && x.Kind == content.KindDamage && (x.Type == e.Type || e.Type == "") {
					d = x
				}
			})
			if d != nil {
				full, _, err := k.meanDealt(s, d, t)
				if err != nil {
					return nil, err
				}
				p.Expected += full
			}
		case (e.Kind == Healed || e.Kind == TempHPGained) && e.Action == sp.ID:
			p := get(e.Target)
			for i := range sp.Effects {
				if d := &sp.Effects[i]; d.Kind == content.KindHeal || d.Kind == content.KindTempHP {
					text, _ := k.diceAt(d)
					m, err := meanOf(text)
					if err != nil {
						return nil, err
					}
					p.Healed += m
				}
			}
		}
	}
	return out, nil
}

func boolf(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// keptFace is the d20 a test kept: the first term of its explanation.
func keptFace(e Event) int {
	if len(e.Explain) > 0 {
		return e.Explain[0].Value
	}
	return 0
}

// chance is the chance a d20 test in mode succeeds, by face (chances,
// tactics.go, counting no crit).
func chance(mode string, ok func(int) bool) float64 {
	p, _ := chances(mode, ok, func(int) bool { return false })
	return p
}

func (k *casting) saveDC(s *State, e *content.Effect) int {
	if e != nil && e.DC > 0 {
		return e.DC
	}
	if in := k.c.innateCast(k.sp.ID); in != nil && in.DC > 0 && k.c.Spellcasting == nil {
		return in.DC // the stat block's, as the cast uses (cast.go)
	}
	if dc, ok := s.grantedDC(k); ok { // cast_free.go: a species' or feat's own ability
		return dc
	}
	dc, _ := s.SpellDC(k.c)
	return dc
}

// meanOf is the mean of the dice expression text, kept by expression
// (means) and shared by every fight.
func meanOf(text string) (float64, error) {
	if m, ok := means.Load(text); ok {
		return m.(float64), nil
	}
	x, err := dice.Parse(text)
	if err != nil {
		return 0, err
	}
	d, err := x.Dist()
	if err != nil {
		return 0, err
	}
	m := d.MeanFloat()
	means.Store(text, m)
	return m, nil
}

// means caches meanOf by expression.
var means sync.Map

// meanDealt is the damage d deals t on average, whole and halved (rounded
// down), after t's immunity, resistance and vulnerability to its type.
func (k *casting) meanDealt(s *State, d *content.Effect, t *Combatant) (float64, float64, error) {
	text, _ := k.diceAt(d)
	dist, err := distOf(text) // the chances, kept by expression (tactics.go)
	if err != nil {
		return 0, 0, err
	}
	adjust := func(n int64) float64 {
		switch {
		case t == nil || d.Type == "":
			return float64(n)
		case t.Immune[d.Type]:
			return 0
		case t.Resist[d.Type] && t.Vulnerable[d.Type]:
			return float64(n)
		case t.Resist[d.Type]:
			return float64(n / 2)
		case t.Vulnerable[d.Type]:
			return float64(2 * n)
		}
		return float64(n)
	}
	var full, half float64
	for i, p := range dist.p {
		if p == 0 {
			continue // a total the dice cannot make
		}
		v := dist.lo + int64(i)
		full += p * adjust(max(0, v))
		half += p * adjust(max(0, v)/2)
	}
	return full, half, nil
}
