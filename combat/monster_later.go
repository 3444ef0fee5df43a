package combat

import (
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A stat block's save in two steps (SRD 5.2.1, Monsters, Adult Brass
// Dragon: Sleep Breath): a failure gives a condition until the end of the
// target's next turn, at which point the target makes the save again; a
// second failure gives another condition. The converter writes the second
// save as a save node in the first one's failure with every
// target-turn-end and count 1 (cmd/arbiter-content, monster_second.go).
// The fight rolls it as the first condition's time runs out at the end of
// its holder's turn: laterHeld notes, before the boundary, the instances
// about to end there whose failure holds such a save; laterSaves rolls it
// after (decision: a target that never had the condition, immune to it,
// or whose condition ended sooner, on damage, makes no second save).

// laterSave is a second save waiting on the end of an instance: the
// monster's id, its feature and the save node.
type laterSave struct {
	src, name, who string
	f              *content.Feature
	e              *content.Effect
}

// laterHeld lists w's condition instances from a stat block's feature that
// end at the end of its turn now starting to be applied and whose failure
// holds a save made then.
func (s *State) laterHeld(w *Combatant) []laterSave {
	if w == nil || w.Bare() {
		return nil
	}
	var out []laterSave
	for in := range w.EachInstance() {
		if in.Duration.Until != rules.EndOfTurn || in.Left() != 1 || in.Duration.Of != "" && in.Duration.Of != w.ID {
			continue
		}
		who, ft := s.sourceFeature(in.Source)
		if ft == nil {
			continue
		}
		if e := laterNode(ft.Effects, in.Name); e != nil {
			out = append(out, laterSave{in.Source, in.Name, who, ft, e})
		}
	}
	return out
}

// laterNode is the save made at the end of the target's next turn that
// sits in the failure of a save beside the condition name lasting that
// long, or nil.
func laterNode(es []content.Effect, name string) *content.Effect {
	var out *content.Effect
	content.WalkAll(es, func(e *content.Effect) {
		if out != nil || e.Kind != content.KindSave {
			return
		}
		var cond, later *content.Effect
		for i := range e.Fail {
			p := &e.Fail[i]
			switch {
			case p.Kind == content.KindCondition && p.Condition == name && p.Duration != nil && p.Duration.Unit == "target-turn-end":
				cond = p
			case p.Kind == content.KindSave && p.Every == "target-turn-end" && p.Count == 1:
				later = p
			}
		}
		if cond != nil && later != nil {
			out = later
		}
	})
	return out
}

// laterSaves rolls, after the boundary that ended them, the second saves
// laterHeld noted on whose (SRD 5.2.1, Monsters, Adult Brass Dragon:
// Sleep Breath): a failure gives the node's conditions for their stated
// time (featureCondition); the monster may be down, not gone.
func (d *decider) laterSaves(whose string, held []laterSave) error {
	s := d.s
	for _, h := range held {
		t := s.Get(whose)
		if t == nil || t.Dead || s.Over {
			return nil
		}
		if t.AnyInstance(func(in rules.ConditionInstance) bool { return in.Source == h.src && in.Name == h.name }) {
			continue // not ended here
		}
		c := s.Get(h.who)
		if c == nil {
			continue
		}
		if err := d.save(c, h.f, h.e, []*Combatant{t}); err != nil {
			return err
		}
	}
	return nil
}

// featureWakes reports whether the condition instance in, from a stat
// block's feature ("<feature> (<monster>)"), ends when its holder takes
// damage: a condition node of its name with ends wake or damage (SRD
// 5.2.1, Monsters, Adult Brass Dragon: Sleep Breath; SRD 5.1, Monsters,
// Pseudodragon: Sting).
func (s *State) featureWakes(in rules.ConditionInstance) bool {
	_, ft := s.sourceFeature(in.Source)
	if ft == nil {
		return false
	}
	ends := false
	content.WalkAll(ft.Effects, func(e *content.Effect) {
		ends = ends || e.Kind == content.KindCondition && e.Condition == in.Name && (e.Ends == "wake" || e.Ends == "damage")
	})
	return ends
}
