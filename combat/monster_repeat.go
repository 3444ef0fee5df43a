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
	if !ok {
		return d.featureCondition(c, t, f, p)
	}
	name := p.Condition
	if name == "" || t.Dead || t.ConditionImmune[name] || t.grantedImmunity(name, c) || d.s.auraImmune(t, name, c) || d.s.unpossessable(t, c, f) {
		return nil
	}
	dur, _ := d.s.featureDuration(c, t, p)
	dur.Save = rules.RepeatSave{Ability: ab, DC: e.DC, At: at}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Action: f.ID, Type: name, Option: "add",
		Reason: featureSource(c.ID, f.ID), Duration: &dur})
}

// featureCondition gives t the condition of node p of c's feature f (a
// hit's, or a failed save's with no repeat save) for the time the text
// states: "until the end of the target's next turn" (SRD 5.2.1, Monsters,
// Ghoul: Claw), "until the start of the assassin's next turn" (Assassin:
// Shortsword), "for 1 hour" (SRD 5.1, Monsters, Giant Spider: Bite). Its
// source is then "<feature> (<monster>)", so a second use restarts the
// time. A condition whose text states none, or that something else ends
// (a grapple's escape), is given with no source and no duration, as it
// always was (condition).
func (d *decider) featureCondition(c, t *Combatant, f *content.Feature, p *content.Effect) error {
	dur, ok := d.s.featureDuration(c, t, p)
	name := p.Condition
	if !ok {
		return d.condition(c, t, f, name)
	}
	if name == "" || t.Dead || t.ConditionImmune[name] || t.grantedImmunity(name, c) || d.s.auraImmune(t, name, c) || d.s.unpossessable(t, c, f) {
		return nil
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Action: f.ID, Type: name, Option: "add",
		Reason: featureSource(c.ID, f.ID), Duration: &dur})
}

// featureTurns is how a stat block's condition time counts turns: whose
// turns (the target's or the monster's) and which point of them.
var featureTurns = map[string]struct {
	target bool
	at     rules.TurnPoint
}{
	"target-turn-end":   {true, rules.EndOfTurn},
	"target-turn-start": {true, rules.StartOfTurn},
	"source-turn-end":   {false, rules.EndOfTurn},
	"source-turn-start": {false, rules.StartOfTurn},
}

// featureRounds is how many rounds a unit of a stat block's "for N
// <unit>" holds: a day is 24 hours (SRD 5.2.1, Playing the Game, Combat: a
// round is 6 seconds).
var featureRounds = map[string]int{"round": 1, "minute": rules.RoundsPerMinute, "hour": 60 * rules.RoundsPerMinute, "day": 24 * 60 * rules.RoundsPerMinute}

// featureDuration is how long the condition of node p, given now by c to
// t, lasts: "until the end (start) of <whose> next turn" ends at that
// point of that creature's next turn (the end of the turn it is in does
// not count); "for N minutes" (hours, days) is that many rounds counted
// at the start of c's turns, as a spell's are on its caster's. ok is false
// when the node states no time, or a time a turn cannot count
// (concentration), or the condition ends otherwise: a grapple, or one
// that lasts while the grapple does.
func (s *State) featureDuration(c, t *Combatant, p *content.Effect) (rules.Duration, bool) {
	if p.Duration == nil || p.Condition == "grappled" || strings.Contains(p.Ends, "grapple") {
		return rules.Duration{}, false
	}
	if n := featureRounds[p.Duration.Unit]; n > 0 {
		return rules.Duration{Until: rules.StartOfTurn, Of: c.ID, Turns: max(1, p.Duration.Amount) * n}, true
	}
	w, ok := featureTurns[p.Duration.Unit]
	if !ok {
		return rules.Duration{}, false
	}
	of := c
	if w.target {
		of = t
	}
	n := 1
	if cur := s.Current(); w.at == rules.EndOfTurn && cur != nil && cur.ID == of.ID {
		n = 2 // the end of the turn it is in is not its next turn's
	}
	return rules.Duration{Until: w.at, Of: of.ID, Turns: n}, true
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
	who, ft := s.sourceFeature(src)
	if ft == nil || !immuneEffects(ft.Effects) {
		return ""
	}
	return who + "/" + ft.ID
}

// sourceFeature is the stat-block feature a condition's source
// "<feature> (<monster>)" names, and the monster's id: nil when the
// source has another form (a spell's names no stat block feature) or its
// monster or feature is not in the fight.
func (s *State) sourceFeature(src string) (who string, f *content.Feature) {
	name, who, ok := strings.Cut(strings.TrimSuffix(src, ")"), " (")
	if !ok || !strings.HasSuffix(src, ")") {
		return "", nil
	}
	o := s.Get(who)
	if o == nil || o.Statblock == nil {
		return "", nil
	}
	f, _ = o.Statblock.Feature(name)
	return who, f
}

// immuneEffects reports whether a save in the tree has ImmuneAfter and a
// repeat save: only such an effect "ends for" the saver and makes it
// immune so (Frightful Presence). A save with no repeat save makes the
// saver immune on a success alone: the time of its condition running out
// does not (SRD 5.1, Monsters, Cloaker: Moan; SRD 5.2.1, Monsters, Mummy:
// Dreadful Glare).
func immuneEffects(es []content.Effect) bool {
	for i := range es {
		if es[i].Kind == content.KindSave && es[i].ImmuneAfter != nil && es[i].SaveEnds != "" || immuneEffects(es[i].Then) {
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
