package combat

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// SpellUtility: Who's spell Action has on Target an effect of no combat
// number, Type its keyword (light, message, travel...): recorded, nothing
// more (docs/effects.md, utility).
const SpellUtility EventKind = "utility"

// The events of spells that end a life or death.
const (
	// Revived: Who's spell Action returns the dead Target to life, at 0
	// hit points (the healing that follows wakes it).
	Revived EventKind = "revived"
	// Slain: Who's spell Action kills Target outright (Power Word Kill).
	Slain EventKind = "slain"
)

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{SpellUtility: func(*State, Event) error { return nil },
		Revived: applyRevived, Slain: applySlain})
}

// endNothing are the end values naming what the engine keeps no record of
// (a disease, a lowered score or hit point maximum, magical darkness): the
// end is recorded as a utility event, there being nothing to end.
var endNothing = map[string]bool{"disease": true, "ability-reduction": true, "max-hp-reduction": true, "darkness": true}

// curseSpells are the spells whose effects are curses, which an end of a
// curse (Remove Curse, Greater Restoration) ends.
var curseSpells = map[string]bool{"bestow-curse": true}

// endConditions are the conditions an end node's value names (Greater
// Restoration's charmed or petrified, Dispel Evil and Good's charmed or
// frightened, Raise Dead's poison).
var endConditions = map[string][]string{
	"poison":                       {"poisoned"},
	"charmed-or-petrified":         {"charmed", "petrified"},
	"charmed-or-frightened":        {"charmed", "frightened"},
	"charmed-frightened-possessed": {"charmed", "frightened"},
	"petrified":                    {"petrified"},
}

// more runs the nodes run's switch leaves out: forced movement, ending
// conditions, healing to the maximum, utilities, and nodes that act only
// on some targets (hp_max, unaffected, only). It reports whether it ran e.
func (k *casting) more(e *content.Effect, targets []*Combatant) (bool, error) {
	if len(e.When) > 0 && e.Kind != kindZone {
		return false, nil
	}
	if done, err := k.sizeBound(e, targets); done || err != nil {
		return true, err // telekinesis.go: Huge or smaller, a contest, a move in any direction
	}
	if e.Kind == kindZone && onCaster(e) {
		return true, k.lasting(e, targets) // trigger.go: a bead that waits for the spell's end
	}
	if outlasts(e) {
		return true, k.untilStand(e, targets) // spell_end.go: Prone outlasts the spell
	}
	if e.Kind == content.KindCondition && e.Ends == "long-rest" && e.HPMax == 0 && len(e.Only) == 0 && len(e.Unaffected) == 0 {
		return true, k.untilRest(e, targets) // trigger.go: until a long rest
	}
	if e.Kind == content.KindDamage && e.Value == "leap" && e.HPMax == 0 && len(e.Only) == 0 && len(e.Unaffected) == 0 {
		return true, k.leap(e, targets) // spell_dice.go: Chromatic Orb
	}
	if e.Kind == content.KindChoose && e.HPMax > 0 && len(e.Options) <= 2 { // Power Word Kill: the first option at most HPMax, else the second (or none: Divine Word's last)
		for _, t := range targets {
			if t = k.live(t); t == nil {
				continue
			}
			pick := e.Options[min(1, len(e.Options)):]
			if t.HP <= e.HPMax {
				pick = e.Options[:1]
			}
			if err := k.run(pick, []*Combatant{t}); err != nil {
				return true, err
			}
		}
		return true, nil
	}
	if e.Kind != content.KindChoose && e.Value != "hp-pool" && (e.HPMax > 0 || len(e.Unaffected) > 0 || len(e.Only) > 0 && e.Kind != content.KindGrant) {
		var some []*Combatant
		for _, t := range targets {
			if k.affects(e, t) {
				some = append(some, t)
			}
		}
		n := *e
		n.HPMax, n.Unaffected, n.Only = 0, nil, nil
		return true, k.run([]content.Effect{n}, some)
	}
	switch e.Kind {
	case content.KindSummon:
		return true, k.summon(e) // summon.go
	case content.KindDamage:
		if e.Value != "half" {
			return false, nil
		}
		for _, t := range targets {
			if err := k.damage(e, t, 2, "half damage", nil); err != nil {
				return true, err
			}
		}
		return true, nil
	case content.KindCondition:
		if e.Duration == nil && k.repeat == nil {
			return false, nil // the spell's duration: run's
		}
		for _, t := range targets {
			if err := k.conditionNode(e, t); err != nil {
				return true, err
			}
		}
		return true, nil
	case content.KindArea:
		if e.Value != "hp-pool" {
			return false, nil
		}
		return true, k.hpPool(e)
	case content.KindUtility:
		if len(targets) == 0 {
			return true, k.d.emit(&Event{Kind: SpellUtility, Who: k.c.ID, Action: k.sp.ID, Type: e.Value})
		}
		for _, t := range targets {
			if err := k.d.emit(&Event{Kind: SpellUtility, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Value}); err != nil {
				return true, err
			}
			if err := k.sendAway(e, t); err != nil { // spell_ray.go: Prismatic Spray's violet ray
				return true, err
			}
		}
		return true, nil
	case content.KindEnd:
		if done, err := k.endValue(e, targets); done {
			return true, err
		}
		names := endConditions[e.Value]
		if e.Condition != "" {
			names = []string{e.Condition}
		}
		if len(names) == 0 {
			return false, nil
		}
		for _, t := range targets {
			if err := k.end(names, t); err != nil {
				return true, err
			}
		}
		return true, nil
	case content.KindHeal:
		if e.Value == "half-damage" || e.Value == "damage" {
			return true, k.drain(e)
		}
		if e.Value == "divided" {
			return true, k.divide(e, targets)
		}
		if e.Value != "max" {
			return false, nil
		}
		for _, t := range targets {
			if t = k.live(t); t == nil {
				continue
			}
			n := max(0, t.EffectiveMaxHP(k.d.s.rs)-t.HP)
			ev := k.healing(t, Event{Kind: Healed, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Amount: n})
			if err := k.d.emit(&ev); err != nil {
				return true, err
			}
		}
		return true, nil
	case content.KindMove:
		if e.Direction == "teleport" && e.Self {
			return true, k.teleportWith(e, targets) // teleport.go: with the creatures it carries
		}
		if e.Direction == "teleport" && e.Targets > 0 && carried(k.sp) != nil {
			return true, nil // teleport.go: carried along with the caster
		}
		if e.Direction != "push" && e.Direction != "pull" || e.Self {
			return false, nil
		}
		for _, t := range targets {
			if err := k.shove(e, t); err != nil {
				return true, err
			}
		}
		return true, nil
	}
	return false, nil
}

// fleshless are the creature types not made of flesh, for a node only for
// creatures of flesh (SRD 5.1, Spells, Flesh to Stone; decision: the SRD
// names no list); a creature of no stated type counts as flesh.
var fleshless = []string{"construct", "elemental"}

// affects tells whether a node with hp_max, unaffected or only acts on t.
func (k *casting) affects(e *content.Effect, t *Combatant) bool {
	if t = k.live(t); t == nil {
		return false
	}
	typ := ""
	if t.Statblock != nil && t.Statblock.Block != nil {
		typ = t.Statblock.Block.Type
	}
	switch {
	case e.HPMax > 0 && t.HP > e.HPMax:
		return false
	case slices.ContainsFunc(e.Unaffected, func(u string) bool { return u == typ || k.spares(u, t) }):
		return false
	case slices.Contains(e.Only, "concentrating"): // Sleet Storm's save, for a concentrating creature
		return t.Concentration != ""
	case slices.Contains(e.Only, "ally-at-0"): // Aura of Life's 1 hit point: an ally of the caster at 0
		return t.side() == k.c.side() && t.HP == 0
	case slices.Contains(e.Only, "extraplanar"): // trigger.go: 2014 Banishment's native of another plane
		return slices.Contains(extraplanar, typ)
	case slices.Contains(e.Only, "enemy"): // a creature of another side than the caster's (Antipathy/Sympathy's kind, Prismatic Wall, Hallow: decision, its foes)
		return t.side() != k.c.side()
	case slices.Contains(e.Only, "flesh"): // Flesh to Stone: a creature of flesh (decision: any type but these)
		return !slices.Contains(fleshless, typ)
	case len(e.Only) > 0 && !slices.Contains(e.Only, typ):
		return false
	}
	return true
}

// end ends the named conditions t has (one level of exhaustion).
func (k *casting) end(names []string, t *Combatant) error {
	if t = k.live(t); t == nil {
		return nil
	}
	rs := k.d.s.rs
	for _, name := range names {
		has := t.Has(rs, name)
		if name == "exhaustion" {
			has = t.Exhaustion > 0
		}
		if !has {
			continue
		}
		if err := k.d.emit(&Event{Kind: Conditioned, Who: k.c.ID, Target: t.ID, Type: name, Option: "end", Reason: ""}); err != nil {
			return err
		}
	}
	return nil
}

// endValue runs an end node of a value that is no condition: death (the
// target lives again), life (it dies: Power Word Kill), concentration
// (it loses it: Sleet Storm), a curse, or what the engine keeps no record
// of. It reports whether it ran e.
func (k *casting) endValue(e *content.Effect, targets []*Combatant) (bool, error) {
	d, s := k.d, k.d.s
	switch {
	case e.Value == "death":
		for _, t := range targets {
			if t = s.Get(t.ID); t != nil && t.Dead {
				if err := d.emit(&Event{Kind: Revived, Who: k.c.ID, Target: t.ID, Action: k.sp.ID}); err != nil {
					return true, err
				}
			}
		}
	case e.Value == "life":
		for _, t := range targets {
			if g, ok := grantOf(t, "death-ward"); ok && !t.Dead { // grant_play.go: the death is negated, the ward spent
				if err := d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: t.ID, Action: g.Spell}); err != nil {
					return true, err
				}
				continue
			}
			if t = k.live(t); t != nil {
				if err := d.emit(&Event{Kind: Slain, Who: k.c.ID, Target: t.ID, Action: k.sp.ID}); err != nil {
					return true, err
				}
				if t = s.Get(t.ID); t.Concentration != "" {
					if err := d.emit(&Event{Kind: ConcentrationEnded, Who: t.ID, Action: t.Concentration, Reason: "dead"}); err != nil {
						return true, err
					}
				}
			}
		}
		return true, d.checkEnd()
	case e.Value == "concentration":
		for _, t := range targets {
			if t = k.live(t); t != nil && t.Concentration != "" {
				if err := d.emit(&Event{Kind: ConcentrationEnded, Who: t.ID, Action: t.Concentration, Reason: k.sp.ID}); err != nil {
					return true, err
				}
			}
		}
	case e.Value == "curse":
		for _, t := range targets {
			if err := k.endCurses(t); err != nil {
				return true, err
			}
		}
	case e.Value == "spell":
		for _, t := range targets {
			if err := k.endSpellOn(t); err != nil {
				return true, err
			}
		}
		return true, k.spellSpent() // spell_end.go: nothing of it left, its concentration ends
	case endNothing[e.Value]:
		for _, t := range targets {
			if err := d.emit(&Event{Kind: SpellUtility, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: "end-" + e.Value}); err != nil {
				return true, err
			}
		}
	default:
		return false, nil
	}
	return true, nil
}

// endCurses ends on t the grants and conditions of the curse spells.
func (k *casting) endCurses(t *Combatant) error {
	if t = k.live(t); t == nil {
		return nil
	}
	done := map[string]bool{}
	for _, g := range t.Grants {
		if key := g.By + "/" + g.Spell; curseSpells[g.Spell] && !done[key] {
			done[key] = true
			if err := k.d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: t.ID, Action: g.Spell, Reason: k.sp.ID}); err != nil {
				return err
			}
		}
	}
	for _, in := range t.Instances() {
		spell, _, ok := strings.Cut(in.Source, " (")
		if ok && curseSpells[spell] {
			if err := k.d.emit(&Event{Kind: Conditioned, Who: k.c.ID, Target: t.ID, Type: in.Name, Option: "end", Reason: in.Source}); err != nil {
				return err
			}
		}
	}
	return nil
}

// drain heals the caster half (half-damage) or all of the damage its
// spell just dealt (Vampiric Touch).
func (k *casting) drain(e *content.Effect) error {
	dealt := 0
	for i := len(k.d.events) - 1; i >= k.d.first; i-- {
		if ev := &k.d.events[i]; ev.Kind == Damaged && ev.Who == k.c.ID && ev.Attack == k.sp.ID {
			dealt = ev.Dealt
			break
		}
	}
	c := k.live(k.c)
	if c == nil || dealt <= 0 {
		return nil
	}
	n := dealt
	if e.Value == "half-damage" {
		n = dealt / 2
	}
	ev := Event{Kind: Healed, Who: c.ID, Target: c.ID, Action: k.sp.ID, Amount: n,
		Explain: []rules.Term{{Value: n, Source: "half the damage dealt (" + strconv.Itoa(dealt) + ")", Rule: k.d.s.rs.Spell.Cite}}}
	ev = k.healing(c, ev)
	return k.d.emit(&ev)
}

// healing is ev with no hit points where t can't regain any (a no-heal
// grant: Chill Touch).
func (k *casting) healing(t *Combatant, ev Event) Event {
	for _, g := range t.Grants {
		if g.Kind == "no-heal" {
			ev.Explain = append(ev.Explain, rules.Term{Value: -ev.Amount, Source: g.source() + ": can't regain hit points", Rule: k.d.s.rs.Spell.Cite})
			ev.Amount = 0
			break
		}
	}
	return ev
}

func applyRevived(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	if !t.Dead {
		return fmt.Errorf("%w: %s is not dead", ErrBadEvent, e.Target)
	}
	t.Dead, t.HP, t.Saves, t.Stable = false, 0, rules.DeathSaves{}, true
	return nil
}

func applySlain(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	t.HP, t.TempHP, t.Dead = 0, 0, true
	return nil
}

// conditionNode gives t the condition of node e for the node's duration
// (Color Spray's until the end of the caster's next turn, Sleep's until
// the end of the target's), else the spell's, ending early on a repeated
// save where the save above it says so (save_ends).
func (k *casting) conditionNode(e *content.Effect, t *Combatant) error {
	if t = k.live(t); t == nil || e.Condition == "" || t.ConditionImmune[e.Condition] || t.grantedImmunity(e.Condition, k.c) || k.d.s.auraImmune(t, e.Condition, k.c) {
		return nil
	}
	dur := k.grantTurns(e) // grant.go: the caster's turns, or the spell's duration
	if e.Duration != nil {
		switch e.Duration.Unit {
		case "target-turn-end", "turn-end":
			n := 1
			if cur := k.d.s.Current(); cur != nil && cur.ID == t.ID {
				n = 2
			}
			dur = rules.Duration{Until: rules.EndOfTurn, Of: t.ID, Turns: n}
		case "target-turn-start":
			dur = rules.Duration{Until: rules.StartOfTurn, Of: t.ID, Turns: 1}
		}
	}
	if k.repeat != nil {
		dur.Save = *k.repeat
	} else if ab, ok := repeatSaves[k.sp.ID]; ok {
		dur.Save = rules.RepeatSave{Ability: ab, DC: k.dc, At: rules.EndOfTurn}
	}
	if err := k.d.emit(&Event{Kind: SpellConditioned, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Condition, Duration: &dur}); err != nil {
		return err
	}
	return k.d.concentrationCheck(t.ID)
}

// hpPool runs an area whose dice are a pool of hit points (2014 Sleep,
// Color Spray): the creatures in it, fewest current hit points first, each
// whose hit points are at most what is left of the pool, the pool losing
// them (SRD 5.1, Spells, Sleep; Color Spray). The pool is recorded as a
// utility event (Amount, Dice).
func (k *casting) hpPool(e *content.Effect) error {
	d, s := k.d, k.d.s
	r, err := k.roll(&content.Effect{Kind: content.KindDamage, Dice: e.Dice, Scale: e.Scale, Levels: e.Levels})
	if err != nil {
		return err
	}
	if err := d.emit(&Event{Kind: SpellUtility, Who: k.c.ID, Action: k.sp.ID, Type: "hp-pool", Amount: r.amount, Dice: r.faces, Explain: r.terms}); err != nil {
		return err
	}
	var caught []*Combatant
	for _, t := range s.SpellArea(k.c, e, k.aim, k.sp.Range.Kind == "self") {
		if k.affects(e, t) {
			caught = append(caught, t)
		}
	}
	slices.SortStableFunc(caught, func(a, b *Combatant) int { return a.HP - b.HP })
	pool := r.amount
	for _, t := range caught {
		if t.HP > pool {
			break
		}
		pool -= t.HP
		if err := k.run(e.Then, []*Combatant{t}); err != nil {
			return err
		}
	}
	return nil
}

// spares tells whether t is of what an unaffected entry names beside a
// creature type: a condition it has (Color Spray's unconscious and
// blinded), or an immunity (Sleep's charm-immune).
func (k *casting) spares(u string, t *Combatant) bool {
	rs := k.d.s.rs
	if _, ok := rs.Conditions[u]; ok {
		return t.Has(rs, u)
	}
	if c, ok := map[string]string{"charm-immune": "charmed", "exhaustion-immune": "exhaustion"}[u]; ok {
		return t.ConditionImmune[c]
	}
	return false
}

// wake ends on t, when the last damage it took was more than 0, the
// conditions of spells that end when it takes damage (Sleep, Hypnotic
// Pattern: ends damage) or damage from the caster (ends source-damage),
// and of stat block features that end so (ends wake: featureWakes).
func (d *decider) wake(t, c *Combatant) error {
	s := d.s
	if t == nil || c == nil {
		return nil
	}
	if t = s.Get(t.ID); t == nil || t.Dead || !t.AnyInstance(bySpell) { // a condition of a spell first: most have none, and the scan below is long
		return nil
	}
	hurt := false
	for i := len(d.events) - 1; i >= d.first; i-- {
		if ev := &d.events[i]; ev.Kind == Damaged && ev.Target == t.ID {
			hurt = ev.Dealt > 0
			break
		}
	}
	if !hurt {
		return nil
	}
	for _, in := range t.Instances() {
		spell, rest, ok := strings.Cut(in.Source, " (")
		if !ok {
			continue
		}
		caster := strings.TrimSuffix(rest, ")")
		ends := false
		if sp, err := s.spell(spell); err == nil {
			content.WalkAll(sp.Effects, func(e *content.Effect) {
				ends = ends || e.Kind == content.KindCondition && e.Condition == in.Name &&
					(e.Ends == "damage" || e.Ends == "source-damage" && caster == c.ID)
			})
		} else {
			ends = s.featureWakes(in) // monster_later.go: a stat block's sleep
		}
		if ends {
			if err := d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Type: in.Name, Option: "end", Reason: in.Source}); err != nil {
				return err
			}
		}
	}
	return nil
}

// lastingWhen are the moments of a lasting node the engine runs: each of
// the target's turns' start or end while the spell lasts.
var lastingWhen = map[string]rules.TurnPoint{"target-turn-start": rules.StartOfTurn, "target-turn-end": rules.EndOfTurn}

// lastingNode is what a lasting grant keeps of the node it runs later and
// of the cast that left it.
type lastingNode struct {
	Level  int            `json:"level,omitempty"`
	DC     int            `json:"dc,omitempty"`
	Attack int            `json:"attack,omitempty"`
	Option string         `json:"option,omitempty"`
	Count  int            `json:"count,omitempty"`
	Node   content.Effect `json:"node"`
	// Aim is the point a node anchored there acts around (trigger.go:
	// Faithful Hound); Yes and No count a lasting save's successes and
	// failures (trigger.go, tally).
	Aim *Point `json:"aim,omitempty"`
	Yes int    `json:"yes,omitempty"`
	// Grown counts the caster's turns an accumulating node added (trigger.go).
	Grown int `json:"grown,omitempty"`
	No    int `json:"no,omitempty"`
	// Used counts the times a declared moment took it (trigger_moment.go:
	// Goodberry's berries eaten).
	Used int `json:"used,omitempty"`
}

// lasting leaves on each target a node that acts at the start or end of
// each of its turns while the spell lasts (Searing Smite's 1d6, Regenerate's
// 1 hit point), once when Count is 1 (Acid Arrow's 2d4): a grant of kind
// lasting, On the moment, Value the node and the cast's numbers; grantSaves
// runs it (grant.go). Other moments are not run yet.
func (k *casting) lasting(e *content.Effect, targets []*Combatant) error {
	if !lastingRuns(e) { // trigger.go
		return nil
	}
	n := *e
	n.When, n.Count = nil, 0
	ln := lastingNode{Level: k.level, DC: k.dc, Attack: k.atk, Option: k.option, Count: e.Count, Node: n}
	if anchored(e) || onCaster(e) { // trigger.go: kept on the caster, acting around the aimed point
		aim := k.aim
		ln.Aim, targets = &aim, []*Combatant{k.c}
	}
	v, err := json.Marshal(ln)
	if err != nil {
		return fmt.Errorf("combat: %s: %w", k.sp.ID, err)
	}
	h := fnv.New32a()
	h.Write(v)
	key := strconv.FormatUint(uint64(h.Sum32()), 16) // one grant a node: a spell's nodes at one moment don't replace each other
	dur := spellDuration(k.sp.Duration, k.c.ID)
	if k.repeat != nil {
		dur.Save = *k.repeat
	}
	for _, t := range targets {
		if t = k.live(t); t == nil {
			continue
		}
		if err := k.d.emit(&Event{Kind: Granted, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: "lasting", Option: e.When[0] + "/" + key,
			Reason: string(v), Duration: &dur}); err != nil {
			return err
		}
	}
	return nil
}

// lastingTurn runs the lasting nodes whose's turn reaches at: each on it,
// with the numbers of the cast that left it; one of Count 1 then ends (and
// with it the spell's other grants on the creature).
func (d *decider) lastingTurn(whose string, at rules.TurnPoint) error {
	s := d.s
	if at == rules.StartOfTurn {
		if err := d.sourceTurn(whose); err != nil || s.Over { // trigger.go: nodes at the caster's turns
			return err
		}
		if err := d.idleTurn(whose); err != nil { // trigger.go: an action a lethargy takes
			return err
		}
	} else if err := d.sourceTurnEnd(whose); err != nil { // trigger.go: Delayed Blast Fireball's growing bead
		return err
	} else if err := d.outOfSight(whose); err != nil { // trigger_sight.go: Eyebite's Panicked
		return err
	}
	t := s.Get(whose)
	if t == nil || t.Dead {
		return nil
	}
	for _, g := range slices.Clone(t.Grants) {
		if on, _, _ := strings.Cut(g.On, "/"); g.Kind != "lasting" || lastingWhen[on] != at {
			continue
		}
		if t = s.Get(whose); t == nil || t.Dead || s.Over {
			return nil
		}
		if !slices.ContainsFunc(t.Grants, func(o Grant) bool {
			return o.Kind == g.Kind && o.Spell == g.Spell && o.By == g.By && o.Value == g.Value
		}) {
			continue // ended by an earlier one (a success that ends the spell)
		}
		var ln lastingNode
		if err := json.Unmarshal([]byte(g.Value), &ln); err != nil {
			return fmt.Errorf("%w: a lasting node of %s: %w", ErrBadEvent, g.Spell, err)
		}
		if ln.Count > 1 { // trigger.go: a save counting successes and failures
			if err := d.tally(g, ln, t); err != nil {
				return err
			}
			continue
		}
		c := s.Get(g.By)
		sp, err := s.spell(g.Spell)
		if c == nil || err != nil {
			continue
		}
		k := &casting{d: d, c: c, sp: sp, level: ln.Level, aim: Point(t.Position), dc: ln.DC, atk: ln.Attack, option: ln.Option}
		old, oldCast := d.reason, d.cast
		d.reason, d.cast = "spell", k
		err = k.run([]content.Effect{ln.Node}, []*Combatant{t})
		d.reason, d.cast = old, oldCast
		if err != nil {
			return err
		}
		if ln.Count == 1 {
			if t = s.Get(whose); t != nil && slices.ContainsFunc(t.Grants, func(o Grant) bool { return o.Spell == g.Spell && o.By == g.By }) {
				if err := d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: whose, Action: g.Spell, Reason: "once"}); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// endSpellOn ends on t what the spell being cast gave it (grants and
// conditions): a success that ends the spell on its target.
func (k *casting) endSpellOn(t *Combatant) error {
	if t = k.live(t); t == nil {
		return nil
	}
	if slices.ContainsFunc(t.Grants, func(g Grant) bool { return g.By == k.c.ID && g.Spell == k.sp.ID }) {
		if err := k.d.emit(&Event{Kind: GrantEnded, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Reason: "ended"}); err != nil {
			return err
		}
	}
	src := concentrationSource(k.sp.ID, k.c.ID)
	for _, in := range t.Instances() {
		if in.Source == src {
			if err := k.d.emit(&Event{Kind: Conditioned, Who: k.c.ID, Target: t.ID, Type: in.Name, Option: "end", Reason: src}); err != nil {
				return err
			}
		}
	}
	return nil
}

// kind is c's creature type ("" without a stat block).
func (c *Combatant) kind() string {
	if c.Statblock != nil && c.Statblock.Block != nil {
		return c.Statblock.Block.Type
	}
	return ""
}

// endOnAttack ends c's conditions from spells that end when it attacks or
// casts a spell (Invisibility: ends attack); at apply time, from the
// attack or cast event.
func (s *State) endOnAttack(c *Combatant) {
	if c == nil {
		return
	}
	for _, in := range c.Instances() {
		spell, _, ok := strings.Cut(in.Source, " (")
		if !ok {
			continue
		}
		sp, err := s.spell(spell)
		if err != nil {
			continue
		}
		ends := false
		content.WalkAll(sp.Effects, func(e *content.Effect) {
			ends = ends || e.Kind == content.KindCondition && e.Condition == in.Name && e.Ends == "attack"
		})
		if ends {
			s.rs.EndCondition(c.Creature, in.Name, in.Source)
		}
	}
}

// divide shares a pool of hit points (Mass Heal's 700) among the targets,
// in the order named, each up to its hit point maximum (decision: the
// caster fills each in turn).
func (k *casting) divide(e *content.Effect, targets []*Combatant) error {
	pool, err := strconv.Atoi(e.Dice)
	if err != nil {
		return fmt.Errorf("combat: %s: a pool of %q hit points: %w", k.sp.ID, e.Dice, err)
	}
	for _, t := range targets {
		if t = k.live(t); t == nil || pool <= 0 {
			continue
		}
		n := min(pool, max(0, t.EffectiveMaxHP(k.d.s.rs)-t.HP))
		ev := k.healing(t, Event{Kind: Healed, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Amount: n})
		pool -= ev.Amount
		if err := k.d.emit(&ev); err != nil {
			return err
		}
	}
	return nil
}

// maxTargets is how many creatures a spell of level slot may name, from
// its tree's top: a node's targets (Chain Lightning's 4, Feather Fall's 5),
// or a distinct repeat's count at that slot (Charm Person: one more a
// level); 0 when the tree doesn't say.
func maxTargets(sp *content.Spell, slot int) int {
	out := 0
	for i := range sp.Effects {
		e := &sp.Effects[i]
		n := e.Targets
		if e.Kind == content.KindRepeat && e.Value == "distinct" {
			n = max(1, e.Count)
			if e.Scale == "slot" {
				for _, l := range e.Levels {
					if v, err := strconv.Atoi(l.Dice); err == nil && slot >= l.At {
						n = v
					}
				}
			}
		}
		out = max(out, n)
	}
	return out
}

// checkTargetCount refuses a cast naming more distinct creatures than the
// spell takes at its slot.
func checkTargetCount(sp *content.Spell, cmd Command, out []*Combatant, cite string) error {
	slot := cmd.Level
	if slot == 0 {
		slot = sp.Level
	}
	n := maxTargets(sp, slot)
	if n > 0 && slices.Contains(cmd.Metamagic, "twinned") { // one creature more (metamagic.go)
		n++
	}
	distinct := map[string]bool{}
	for _, t := range out {
		distinct[t.ID] = true
	}
	if n > 0 && len(distinct) > n {
		return fmt.Errorf("%w (%s): %d creatures named; %s takes at most %d with a level %d slot", ErrSpellTarget, cite, len(distinct), sp.ID, n, slot)
	}
	return nil
}

// teleport moves the caster to the aimed square (Misty Step's 30 ft,
// Dimension Door's 500): within e.Feet, onto a free square; no
// opportunity attack (event pushed, option teleport). Without a square
// named it stays.
func (k *casting) teleport(e *content.Effect) error {
	s, c := k.d.s, k.live(k.c)
	if c == nil || k.aim == Point(c.Position) {
		return nil
	}
	if d := Feet(Point(c.Position), k.aim); d > e.Feet {
		return fmt.Errorf("%w (%s): %v is %d ft from %s; %s teleports %d ft", ErrSpellRange, s.rs.Spell.Cite, k.aim, d, c.ID, k.sp.ID, e.Feet)
	}
	if !s.free(k.aim, c) {
		return fmt.Errorf("%w: %s can't teleport to %v: it is taken", ErrSpellTarget, c.ID, k.aim)
	}
	if barred, err := k.d.teleportBarred(c, k.aim); barred || err != nil { // aura_rules.go: Magic Circle
		return err
	}
	return k.d.emit(&Event{Kind: Pushed, Who: c.ID, Target: c.ID, Path: []Point{k.aim}, Option: "teleport"})
}
