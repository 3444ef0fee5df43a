package combat

import (
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// A stat block's save whose failure a target repeats at the end (or the
// start) of each of its turns (save_ends, read from the text by
// cmd/arbiter-content: a 2014 dragon's Frightful Presence, a ghoul's
// Claws, the 2024 quasit's Scare) gives its conditions a duration with
// that repeat save: rules.EndTurn rolls it and a success ends the
// condition (SRD 5.1, Monsters, Adult Black Dragon: Frightful Presence;
// SRD 5.2.1, Monsters, Quasit: Scare). The instance's source is
// "<feature> (<monster>)", one for every condition the save gave, so one
// repeat save ends them all (rules.Ruleset.EndTurn). The condition's own
// duration ("for 1 minute") is counted on the monster's turns, as a
// spell's is on its caster's; "until the end of its next turn" on the
// target's. When the effect so ends, a feature whose success makes the
// saver immune (ImmuneAfter) makes it immune too (immuneEnded).

// featureSource is the source of the conditions c's feature f gives.
func featureSource(c, f string) string { return f + " (" + c + ")" }

// repeatCondition gives t the condition of node p of c's feature f, whose
// save e (ability ab) t failed and repeats (e.SaveEnds).
func (d *decider) repeatCondition(c, t *Combatant, f *content.Feature, e, p *content.Effect, ab rules.Ability) error {
	at, ok := map[string]rules.TurnPoint{"end": rules.EndOfTurn, "start": rules.StartOfTurn}[e.SaveEnds]
	name := p.Condition
	if !ok {
		return d.condition(c, t, f, name)
	}
	if name == "" || t.Dead || t.ConditionImmune[name] || t.grantedImmunity(name, c) || d.s.auraImmune(t, name, c) || d.s.unpossessable(t, c, f) {
		return nil
	}
	var dur rules.Duration
	if p.Duration != nil {
		switch p.Duration.Unit {
		case "target-turn-end":
			n := 1
			if cur := d.s.Current(); cur != nil && cur.ID == t.ID {
				n = 2
			}
			dur = rules.Duration{Until: rules.EndOfTurn, Of: t.ID, Turns: n}
		default:
			dur = spellDuration(*p.Duration, c.ID) // "for 1 minute": 10 rounds of the monster's turns
		}
	}
	dur.Save = rules.RepeatSave{Ability: ab, DC: e.DC, At: at}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Action: f.ID, Type: name, Option: "add",
		Reason: featureSource(c.ID, f.ID), Duration: &dur})
}

// immuneHeld lists the sources of w's condition instances that come from
// a feature whose save leaves the saver immune (Frightful Presence): the
// turn boundary about to be applied may end them (immuneEnded).
func (s *State) immuneHeld(w *Combatant) []string {
	if w == nil || w.Bare() {
		return nil
	}
	var out []string
	for in := range w.EachInstance() {
		if in.Duration.Save.DC != 0 && s.immuneSource(in.Source) != "" {
			out = append(out, in.Source)
		}
	}
	return out
}

// immuneSource is the immune mark's "<monster>/<feature>" for a condition
// source "<feature> (<monster>)" whose feature has a save with
// ImmuneAfter, else "".
func (s *State) immuneSource(src string) string {
	f, who, ok := strings.Cut(strings.TrimSuffix(src, ")"), " (")
	if !ok || !strings.HasSuffix(src, ")") {
		return ""
	}
	o := s.Get(who)
	if o == nil || o.Statblock == nil {
		return ""
	}
	ft, _ := o.Statblock.Feature(f)
	if ft == nil || !immuneEffects(ft.Effects) {
		return ""
	}
	return who + "/" + f
}

// immuneEffects reports whether a save in the tree has ImmuneAfter.
func immuneEffects(es []content.Effect) bool {
	for i := range es {
		if es[i].Kind == content.KindSave && es[i].ImmuneAfter != nil || immuneEffects(es[i].Then) {
			return true
		}
	}
	return false
}

// immuneEnded marks w immune to each feature in held whose conditions it
// no longer has after its turn boundary: the effect ended for it (a repeat
// save), which makes it immune as a success does (SRD 5.1, Monsters, Adult
// Black Dragon: Frightful Presence). The minute running out on the
// monster's turn is immuneExpired's (immune.go).
func (d *decider) immuneEnded(w *Combatant, held []string) error {
	for _, src := range held {
		if w.Dead || w.AnyInstance(func(in rules.ConditionInstance) bool { return in.Source == src }) {
			continue
		}
		key := d.s.immuneSource(src)
		who, _, _ := strings.Cut(key, "/")
		if key == "" || d.s.marked(w, markImmune, key) {
			continue
		}
		if err := d.emit(&Event{Kind: Marked, Who: who, Target: w.ID, Type: markImmune, Other: key}); err != nil {
			return err
		}
	}
	return nil
}
