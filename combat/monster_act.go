package combat

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The commands of catalog monsters.
const (
	MultiattackCmd CommandKind = "multiattack" // By, Target (every attack at it, as far as it stands)
	UseCmd         CommandKind = "use"         // By, Attack (a feature id), Target or To (an area's aim)
	LegendaryCmd   CommandKind = "legendary"   // By, Attack (a legendary action id), Target or To
	LairCmd        CommandKind = "lair"        // By, Attack (a lair action id), Target or To
)

// The events of catalog monsters.
const (
	// Featured: Who uses feature Action as Reason (action, bonus,
	// multiattack, legendary, lair), costing Cost legendary actions.
	Featured EventKind = "feature"
	// MonsterTurn: Who's turn began: its legendary actions come back, its
	// Multiattack is over, and each Spent feature in order rolls a d6
	// (Dice) to recharge.
	MonsterTurn EventKind = "monster_turn"
	// Saved: Who made a saving throw against Target's Action: Dice, Total,
	// Mode, Hit (the save succeeded), Explain.
	Saved EventKind = "save"
	// Resisted: Who turns a failed save into a success with Legendary
	// Resistance.
	Resisted EventKind = "legendary_resistance"
	// Conditioned (action.go): Who's Action gives Target the condition
	// Type.
)

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{
		Featured: byValue(applyFeature), MonsterTurn: byValue(applyMonsterTurn), Saved: byValue(applySaved),
		Resisted: applyResisted, Conditioned: applyConditioned,
	})
}

// monsterCommand handles the commands only monsters have, and attacks
// that name a monster feature: it reports whether it handled cmd.
func (d *decider) monsterCommand(c *Combatant, cmd *Command) (bool, error) {
	b := c.Statblock
	switch cmd.Kind {
	case MultiattackCmd:
		return true, d.multiattackCmd(c, cmd)
	case UseCmd, LegendaryCmd, LairCmd:
		if b == nil {
			return true, fmt.Errorf("%w: %s has no stat block features", ErrNoFeature, c.ID)
		}
		f, kind := b.Feature(cmd.Attack)
		if f == nil {
			return true, fmt.Errorf("%w %q for %s", ErrNoFeature, cmd.Attack, c.ID)
		}
		if kind == "action" && f == b.multiattack() {
			return true, d.multiattackCmd(c, cmd)
		}
		want := ""
		switch cmd.Kind {
		case LegendaryCmd:
			want = "legendary"
		case LairCmd:
			want = "lair"
		}
		if want != "" && kind != want {
			return true, fmt.Errorf("%w: %s's %s is not a %s action", ErrBadCommand, c.ID, f.ID, want)
		}
		return true, d.useFeature(c, f, kind, cmd)
	case AttackCmd:
		if b == nil || !d.s.Started {
			return false, nil
		}
		if cmd.Attack == "multiattack" {
			all := *cmd
			all.Attack = ""
			return true, d.multiattackCmd(c, &all)
		}
		if len(b.Multi) > 0 && (cmd.Attack == "" || slices.Contains(b.Multi, cmd.Attack)) {
			id := cmd.Attack
			if id == "" {
				id = b.Multi[0]
			}
			return true, d.multiStep(c, id, cmd)
		}
		f, kind := b.Feature(cmd.Attack)
		if f == nil && cmd.Attack == "" && len(c.Attacks) == 1 {
			f, kind = b.Feature(c.Attacks[0].ID)
		}
		if f == nil || (kind != "action" && kind != "bonus") {
			return false, nil
		}
		return true, d.useFeature(c, f, kind, cmd)
	}
	return false, nil
}

// multiattackCmd takes the Multiattack action: its attacks are then made
// one by one with attack commands, or all at Target at once.
func (d *decider) multiattackCmd(c *Combatant, cmd *Command) error {
	s := d.s
	cite := s.cite("Monsters")
	var f *content.Feature
	if c.Statblock != nil {
		f = c.Statblock.multiattack()
	}
	if f == nil {
		return fmt.Errorf("%w (%s): %s has no Multiattack", ErrNoMultiattack, cite, c.ID)
	}
	if err := d.turnCheck(c); err != nil {
		return err
	}
	if err := d.canTakeAction(c); err != nil {
		return err
	}
	if !c.Statblock.anyAttack(f) {
		return fmt.Errorf("%w (%s): %s's Multiattack makes no attack the engine runs", ErrNoMultiattack, cite, c.ID)
	}
	// Made without a backup, or checked (attack_sure.go), a Multiattack
	// sure as it starts makes its steps without a backup of their own.
	sure := (d.backup == nil || backupCheck && sureClaimed) && d.step == nil && !d.probe && s.sureMulti(cmd, d.r)
	if err := d.featured(c.ID, f.ID, "action", 0, nil); err != nil {
		return err
	}
	if cmd.Target == "" {
		return nil
	}
	t := s.Get(cmd.Target) // the state's own: deciding changes it in place
	for len(c.Statblock.Multi) > 0 && !s.Over {
		if t != nil && !t.standing() {
			break
		}
		id := c.Statblock.Multi[0]
		// An attack that can't reach is skipped: the next may (a bite
		// with reach 10 ft before claws with 5 ft).
		skip, err := d.stepOrSkip(c, id, cmd, sure) // multi_step.go
		if err != nil {
			return err
		}
		if skip {
			if err := d.featured(c.ID, id, "multiattack", 0, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// clone is a decider on a copy of the state, for a trial, in a pooled
// forkArena to hand back (release) once the trial is read.
func (d *decider) clone() (*decider, *forkArena) {
	a, _ := forkPool.Get().(*forkArena)
	if a == nil {
		a = new(forkArena)
	}
	return a.decider(d.s.forkIn(a), d.seq, faces(10)), a
}

// multiStep makes attack id of the Multiattack taken this turn.
func (d *decider) multiStep(c *Combatant, id string, cmd *Command) error {
	s := d.s
	c = s.Get(c.ID)
	if err := d.turnCheck(c); err != nil {
		return err
	}
	if ok, why := s.canAct(c); !ok {
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	f, _ := c.Statblock.Feature(id)
	if f == nil || !slices.Contains(c.Statblock.Multi, id) {
		return fmt.Errorf("%w (%s): %s's Multiattack has no %s left (it has %v)", ErrNoMultiattack, s.cite("Monsters"), c.ID, id, c.Statblock.Multi)
	}
	e := attackEffect(f)
	if e == nil {
		return d.multiUse(c, f, cmd) // a save or an area (multiattack_use.go)
	}
	t, err := s.must(cmd.Target)
	if err != nil {
		return err
	}
	a, err := c.attack(id)
	if err != nil {
		return err
	}
	if err := d.featured(c.ID, id, "multiattack", 0, f); err != nil {
		return err
	}
	return d.strikeFeatureAs(c, t, a, "multiattack", f, e) // f from Statblock.Feature: strikeFeature's own
}

// useFeature uses one of c's features as kind (action, bonus, legendary,
// lair): it checks the timing and the limits (SRD 5.2.1, Monsters:
// Recharge, uses per day, legendary actions, lair actions), spends them
// and runs the feature's effects.
func (d *decider) useFeature(c *Combatant, f *content.Feature, kind string, cmd *Command) error {
	s := d.s
	b := c.Statblock
	cite := b.Block.Cite
	cost := 0
	switch kind {
	case "action":
		if err := d.turnCheck(c); err != nil {
			return err
		}
		if err := d.canTakeAction(c); err != nil {
			return err
		}
	case "bonus":
		if err := d.turnCheck(c); err != nil {
			return err
		}
		if ok, why := s.canAct(c); !ok {
			return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
		}
		if c.BonusUsed {
			return fmt.Errorf("%w (%s): %s has taken its bonus action", ErrNoAction, s.cite("Bonus Actions"), c.ID)
		}
	case "legendary":
		cost = max(1, f.Cost)
		if err := d.legendaryWindow(c, cost); err != nil {
			return err
		}
	case "lair":
		if err := d.lairWindow(c); err != nil {
			return err
		}
	default:
		return fmt.Errorf("%w: %s's %s is a %s, not used this way", ErrBadCommand, c.ID, f.ID, kind)
	}
	if f.Recharge > 0 && !b.Charged(f.ID) {
		return fmt.Errorf("%w (%s, Recharge %d-6): %s's %s", ErrNotCharged, cite, f.Recharge, c.ID, f.ID)
	}
	if f.Uses > 0 && b.UsesLeft(f.ID) == 0 {
		return fmt.Errorf("%w (%s, %d/%s): %s's %s", ErrNoUses, cite, f.Uses, f.Per, c.ID, f.ID)
	}
	if err := d.featured(c.ID, f.ID, kind, cost, f); err != nil {
		return err
	}
	return d.runFeature(c, f, kind, cmd)
}

// featured emits who's use of its feature action as reason (action,
// bonus, multiattack, legendary, lair) at cost, the event built in place
// (next, decide.go). f, when not nil, is what who's Statblock.Feature
// gives for action (the caller's own look-up): applyFeature then takes it
// instead of looking it up again.
func (d *decider) featured(who, action, reason string, cost int, f *content.Feature) error {
	e := d.next()
	e.Kind, e.Who, e.Action, e.Reason, e.Cost = Featured, who, action, reason, cost
	d.feat = f
	err := d.emitKind(e, codeFeatured)
	d.feat = nil
	return err
}

// turnCheck refuses an action out of c's turn.
func (d *decider) turnCheck(c *Combatant) error {
	s := d.s
	if !s.Started {
		return nil
	}
	if s.Turn < 0 || s.Turn >= len(s.Order) || !sameString(s.Order[s.Turn], c.ID) { // s.Current() is not c, without its look-up (as decide asks)
		return fmt.Errorf("%w (%s): it is not %s's turn", ErrNotYourTurn, s.cite(s.rs.Combat.Sections.YourTurn), c.ID)
	}
	return nil
}

// fresh reports whether the current creature has done nothing yet this
// turn: the moment between one turn's end and the next one's first act.
func (s *State) fresh() bool {
	cur := s.Current()
	return cur != nil && !cur.ActionUsed && !cur.BonusUsed && cur.MoveUsed == 0 && cur.Dashes == 0 &&
		!cur.Dodging && !cur.Disengaged && (cur.Statblock == nil || len(cur.Statblock.Multi) == 0)
}

// previous is the creature whose turn ended last, or nil in the first
// turn of the fight.
func (s *State) previous() *Combatant {
	if s.Turn < 0 {
		return nil
	}
	i, round := s.Turn, s.Round
	for range len(s.Order) {
		i--
		if i < 0 {
			i, round = len(s.Order)-1, round-1
		}
		if round < 1 {
			return nil
		}
		if c := s.Get(s.Order[i]); !c.Dead {
			return c
		}
	}
	return nil
}

// legendaryWindow checks that c may take a legendary action costing cost
// now: only right after another creature's turn ends, before the next
// turn's first act, one there, while it can act, with enough actions left
// (SRD 5.2.1, Monsters, Legendary Actions).
func (d *decider) legendaryWindow(c *Combatant, cost int) error {
	s := d.s
	cite := s.cite("Monsters") + ", Legendary Actions"
	if !s.Started || s.Over {
		return fmt.Errorf("%w (%s): only in combat", ErrNoLegendary, cite)
	}
	if ok, why := s.canAct(c); !ok || !c.standing() {
		if ok {
			why = "down"
		}
		return fmt.Errorf("%w (%s): %s is %s", ErrNoLegendary, cite, c.ID, why)
	}
	prev := s.previous()
	switch {
	case prev == nil:
		return fmt.Errorf("%w (%s): no creature's turn has ended yet", ErrNoLegendary, cite)
	case prev.ID == c.ID:
		return fmt.Errorf("%w (%s): only at the end of another creature's turn, not %s's own", ErrNoLegendary, cite, c.ID)
	case !s.fresh():
		return fmt.Errorf("%w (%s): only at the end of another creature's turn; %s's turn is under way", ErrNoLegendary, cite, s.Current().ID)
	case c.Statblock.LegendaryAt == [2]int{s.Round, s.Turn}:
		return fmt.Errorf("%w (%s): one legendary action after each other creature's turn; %s has taken it", ErrNoLegendary, cite, c.ID)
	case c.Statblock.legendaryPool(s, c) < cost:
		return fmt.Errorf("%w (%s): %s has %d legendary actions left, and this costs %d", ErrNoLegendary, cite, c.ID, c.Statblock.legendaryPool(s, c), cost)
	}
	return nil
}

// lairWindow checks that c's lair may act now: on initiative count 20,
// losing ties (after the creatures with 20 or more, before the rest), once
// a round.
func (d *decider) lairWindow(c *Combatant) error {
	s := d.s
	cite := s.cite("Monsters") + ", Lair Actions"
	if !s.Started || s.Over {
		return fmt.Errorf("%w (%s): only in combat", ErrNoLair, cite)
	}
	cur := s.Current()
	switch {
	case c.Statblock.LairRound == s.Round:
		return fmt.Errorf("%w (%s): the lair has acted this round", ErrNoLair, cite)
	case cur == nil || cur.Initiative >= 20 || (s.Turn > 0 && s.Get(s.Order[s.Turn-1]).Initiative < 20) || !s.fresh():
		return fmt.Errorf("%w (%s): the lair acts on initiative count 20, losing ties", ErrNoLair, cite)
	case c.Dead:
		return fmt.Errorf("%w (%s): %s is dead", ErrNoLair, cite, c.ID)
	}
	return nil
}

// LairDue reports whether a lair action may be taken now: the lair's
// initiative count 20 has come in this round and its lair has not acted.
func (s *State) LairDue(id string) bool {
	c := s.Get(id)
	if c == nil || c.Statblock == nil || len(c.Statblock.Block.Lair) == 0 {
		return false
	}
	d := &decider{s: s}
	return d.lairWindow(c) == nil
}

// runFeature runs a feature's effects: an attack, a save with its area, or
// the attacks a legendary action makes.
func (d *decider) runFeature(c *Combatant, f *content.Feature, kind string, cmd *Command) error {
	s := d.s
	if len(f.Effects) == 0 {
		for _, u := range f.Multiattack {
			g, _ := c.Statblock.Feature(u.Action)
			if g == nil || attackEffect(g) == nil {
				continue
			}
			a, err := c.attack(g.ID)
			if err != nil {
				return err
			}
			for range max(1, u.Count) {
				t, err := s.must(cmd.Target)
				if err != nil {
					return err
				}
				if s.targetRefused(c, t, g.ID) != nil {
					break // a use whose target it may not be aimed at is not made (target_if.go)
				}
				if err := d.strikeAs(c, t, a, kind); err != nil || s.Over || !t.standing() {
					return err
				}
			}
		}
		return nil
	}
	if e := attackEffect(f); e != nil {
		t, err := s.must(cmd.Target)
		if err != nil {
			return err
		}
		a, err := c.attack(f.ID)
		if err != nil {
			return err
		}
		return d.strikeFeatureAs(c, t, a, kind, f, e) // f from Statblock.Feature: strikeFeature's own
	}
	for i := range f.Effects {
		e := &f.Effects[i]
		switch e.Kind {
		case content.KindSave:
			t, err := s.must(cmd.Target)
			if err != nil {
				return err
			}
			if err := s.saveRefused(c, t, f, e); err != nil { // target_if.go
				return err
			}
			if err := d.save(c, f, e, []*Combatant{t}); err != nil {
				return err
			}
		case content.KindArea:
			aim, err := d.aim(c, *cmd)
			if err != nil {
				return err
			}
			targets := s.InArea(c, e, aim)
			if e.Chosen { // the creatures of its choice: its foes (decision)
				targets = slices.DeleteFunc(targets, func(t *Combatant) bool { return sameSide(c, t) })
			}
			targets = s.perceiving(c, e, targets) // presence.go: aware of it, or seeing its light
			for j := range e.Then {
				if e.Then[j].Kind == content.KindSave {
					if err := d.save(c, f, &e.Then[j], targets); err != nil {
						return err
					}
				}
			}
		}
		if s.Over {
			return nil
		}
	}
	return nil
}

// aim is where an area points: the command's square or its target's.
func (d *decider) aim(c *Combatant, cmd Command) (Point, error) {
	if cmd.To != nil {
		return *cmd.To, nil
	}
	if cmd.Target == "" {
		return Point(c.Position), nil
	}
	t, err := d.s.must(cmd.Target)
	if err != nil {
		return Point{}, err
	}
	return Point(t.Position), nil
}

// InArea lists the creatures other than c, not dead, that an area effect
// of c aimed at a square covers, in setup order. A cone and a line start
// at c's square and point at aim; a square is in when its centre is: a
// cone is as wide as it is far from its point, a line as wide as the
// effect's width (5 ft when the stat block gives none). An emanation
// surrounds c; a sphere, cylinder or cube is centred on aim. (Grid
// measures, see docs/encounters.md.)
func (s *State) InArea(c *Combatant, e *content.Effect, aim Point) []*Combatant {
	o := Point(c.Position)
	ux, uy := float64(aim[0]-o[0]), float64(aim[1]-o[1])
	n := math.Hypot(ux, uy)
	var out []*Combatant
	for _, t := range s.Creatures {
		if t == c || t.Dead {
			continue
		}
		p := Point(t.Position)
		in := false
		switch e.Shape {
		case "cone", "line":
			if n == 0 {
				break
			}
			in = inRay(e, o, p, ux, uy, n)
		case "emanation":
			in = Feet(o, p) <= e.Size
		default:
			in = Feet(aim, p) <= e.Size
		}
		if in {
			out = append(out, t)
		}
	}
	return out
}

// strikeAs makes attack a of c's as kind: the attack roll and its first
// damage through attack, then the rest of what the stat block's attack
// does on a hit: more damage (doubled dice on a critical hit), conditions,
// a saving throw, and a save the feature calls for after a hit.
func (d *decider) strikeAs(c, t *Combatant, a *Attack, kind string) error {
	f, e := strikeFeature(c, a)
	return d.strikeFeatureAs(c, t, a, kind, f, e)
}

// strikeFeatureAs is strikeAs with strikeFeature's answers for a, f and
// e, which a caller that found a from its feature has: the feature
// Statblock.Feature gives for a's id (a's own: a is the attack of that
// feature) and its attack effect.
func (d *decider) strikeFeatureAs(c, t *Combatant, a *Attack, kind string, f *content.Feature, e *content.Effect) error {
	old := d.reason
	d.reason = kind
	err := d.strikeWith(c, t, a, false, f, e)
	d.reason = old
	return err
}

// strike is attack with the extras of a monster's attack action. An
// attack with damage in several parts (a bite's piercing and fire) is one
// source of damage: the target concentrating makes one save, against the
// whole of it (concentration_hold.go).
func (d *decider) strike(c, t *Combatant, a *Attack, reaction bool) error {
	f, e := strikeFeature(c, a)
	return d.strikeWith(c, t, a, reaction, f, e)
}

// strikeWith is strike with strikeFeature's f and e.
func (d *decider) strikeWith(c, t *Combatant, a *Attack, reaction bool, f *content.Feature, e *content.Effect) error {
	if d.holding || e == nil || countParts(e) <= 1 {
		return d.strikeParts(c, t, a, reaction, f, e)
	}
	d.holding, d.held = true, 0
	err := d.strikeParts(c, t, a, reaction, f, e)
	held := d.held
	d.holding, d.held = false, 0
	if err != nil {
		return err
	}
	return d.releaseConcentration(t.ID, held)
}

// strikeFeature is the feature of c's stat block that attack a is, and
// its attack effect (nil, nil for a creature without a stat block or an
// attack that is none of its features). A stat block does not change
// during a fight, so strike looks them up once per attack.
func strikeFeature(c *Combatant, a *Attack) (*content.Feature, *content.Effect) {
	if c.Statblock == nil {
		return nil, nil
	}
	f, _ := c.Statblock.Feature(a.ID)
	if f == nil {
		return nil, nil
	}
	return f, attackEffect(f)
}

// strikeParts is strike without holding the concentration save; f and e
// are strikeFeature's. c and t are the state's own combatants: deciding
// changes them in place (no event replaces one), so they are not looked
// up again after the attack.
func (d *decider) strikeParts(c, t *Combatant, a *Attack, reaction bool, f *content.Feature, e *content.Effect) error {
	if f != nil {
		if ae := aimedEffect(f); ae != nil && len(ae.TargetIf) > 0 {
			if err := d.s.targetRefused(c, t, a.ID); err != nil { // target_if.go
				return err
			}
		}
	}
	n := len(d.events)
	if err := d.attack(c, t, a, reaction); err != nil {
		return err
	}
	s := d.s
	if f == nil || e == nil || s.Over {
		return nil
	}
	var hit, crit bool
	var mode string
	for j, evs := 0, d.events[n:]; j < len(evs); j++ {
		if ev := &evs[j]; ev.Kind == Attacked { // a pointer: an Event is 544 bytes
			hit, crit, mode = ev.Hit, ev.Crit, ev.Mode
			break
		}
	}
	if !hit {
		return nil
	}
	first := true // the first damage part is the attack's own, dealt by attack
	for i := range e.Hit {
		p := &e.Hit[i] // damageParts' filter, without the list
		if p.Kind == content.KindChoose && len(p.Options) > 0 {
			p = &p.Options[0]
		}
		if p.Kind != content.KindDamage || p.Dice == "" || p.Every != "" {
			continue
		}
		if first {
			first = false
			continue
		}
		if t.Dead || t.HP == 0 {
			// One hit counts once toward a dying creature's death saves:
			// the parts after the one that drops it (or after the first,
			// on a creature at 0 hit points) are not dealt.
			return nil
		}
		if p.While == "advantage" && mode != rules.Advantage.String() {
			continue // dealt only when the attack roll had advantage (a goblin's scimitar)
		}
		extra := &Attack{ID: a.ID, ToHit: a.ToHit, Damage: p.Dice, Type: p.Type}
		amount, faces, terms, err := d.rollDamage(extra, c, crit)
		if err != nil {
			return err
		}
		if err := d.emit(&Event{Kind: Damaged, Who: c.ID, Target: t.ID, Attack: a.ID, Dice: faces, Amount: amount,
			Type: p.Type, Crit: crit, Explain: terms}); err != nil {
			return err
		}
		d.events[len(d.events)-1].Dealt = s.last.Dealt
		if d.holding {
			d.held += s.last.Dealt // concentration_hold.go
		}
		if err := d.checkEnd(); err != nil || s.Over {
			return err
		}
	}
	if err := d.drain(c, t, f, e.Hit, n); err != nil || s.Over { // drain.go: a life drain
		return err
	}
	if t.Dead {
		return nil
	}
	for i := range e.Hit {
		h := &e.Hit[i]
		switch h.Kind {
		case content.KindCondition:
			if !f.Prose {
				if err := d.featureCondition(c, t, f, h); err != nil { // monster_repeat.go
					return err
				}
			}
		case content.KindSave:
			if err := d.save(c, f, h, []*Combatant{t}); err != nil {
				return err
			}
		}
	}
	// A save listed after the attack follows a hit (a ghoul's claw).
	after := false
	for i := range f.Effects {
		x := &f.Effects[i]
		if x == e {
			after = true
			continue
		}
		if after && x.Kind == content.KindSave && !t.Dead && !s.Over {
			if err := d.save(c, f, x, []*Combatant{t}); err != nil {
				return err
			}
		}
	}
	return nil
}

// condition gives t a condition from c's feature, unless it is immune.
func (d *decider) condition(c, t *Combatant, f *content.Feature, name string) error {
	if name == "" || t.Dead || t.ConditionImmune[name] || t.grantedImmunity(name, c) || d.s.auraImmune(t, name, c) || d.s.unpossessable(t, c, f) { // grant.go, aura_rules.go
		return nil
	}
	return d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: t.ID, Action: f.ID, Type: name})
}

// save has each target make the saving throw of effect e of c's feature
// f: the damage is rolled once for all of them; a target that fails takes
// it and the conditions, one that succeeds takes half (rounded down) when
// the effect says so, else none (SRD 5.2.1, Rules Glossary, Saving Throw;
// Damage Rolls). A monster with Legendary Resistance left turns a failure
// into a success.
func (d *decider) save(c *Combatant, f *content.Feature, e *content.Effect, targets []*Combatant) error {
	s := d.s
	ab, err := rules.ParseAbility(e.Ability)
	if err != nil {
		return fmt.Errorf("combat: %s's %s: %w", c.ID, f.ID, err)
	}
	dc := e.DC
	if dc == 0 {
		return fmt.Errorf("combat: %s's %s has no save DC the engine knows", c.ID, f.ID)
	}
	type roll struct {
		p      *content.Effect
		amount int
		faces  []int
		terms  []rules.Term
	}
	var rolls []roll
	for i := range e.Fail {
		p := &e.Fail[i]
		if p.Kind != content.KindDamage || p.Dice == "" || p.Every != "" {
			continue // (Every: damage that comes later, not with the failure)
		}
		if _, err := parseDamage(p.Dice); err != nil {
			continue
		}
		amount, faces, terms, err := s.rollDamage(&Attack{ID: f.ID, ToHit: new(int), Damage: p.Dice, Type: p.Type}, c, false, d.r)
		if err != nil {
			return err
		}
		rolls = append(rolls, roll{p, amount, faces, terms})
	}
	first, from := true, len(d.events)
	for _, t := range targets {
		t = s.Get(t.ID)
		if t.Dead || s.Over || s.immuneTo(t, c, f, e) {
			continue // immune to this feature of c, or of its monster, after a success (immune.go)
		}
		test := s.saveVs(t, s.saveTest(t, ab, dc), e.Fail) // grant.go, check_grant.go
		res, err := d.rollSave(t, c, f.ID, test)
		if err != nil {
			return err
		}
		ok := res.Success
		if !ok && t.Statblock != nil && t.Statblock.ResistLeft > 0 {
			if err := d.emit(&Event{Kind: Resisted, Who: t.ID, Action: f.ID}); err != nil {
				return err
			}
			ok = true
		}
		dealt := 0
		for _, r := range rolls {
			amount, why := r.amount, "failed save"
			if ok {
				if e.OnSuccess != "half" {
					continue
				}
				amount, why = r.amount/2, "half on a successful save"
			}
			terms := append(slices.Clone(r.terms), rules.Term{Value: amount - r.amount, Source: why + " (DC " + strconv.Itoa(dc) + ")", Rule: s.cite("Damage Rolls")})
			ev := Event{Kind: Damaged, Who: c.ID, Target: t.ID, Attack: f.ID, Amount: amount, Type: r.p.Type, Explain: terms}
			if first {
				ev.Dice = r.faces
			}
			if err := d.emit(&ev); err != nil {
				return err
			}
			d.events[len(d.events)-1].Dealt = s.last.Dealt
			dealt += s.last.Dealt
			if err := d.checkEnd(); err != nil {
				return err
			}
		}
		first = false
		if err := d.immuneAfter(c, t, f, e, ok); err != nil { // immune.go
			return err
		}
		if err := d.afterSave(c, t, dealt); err != nil {
			return err
		}
		if !ok { // drain.go: a life drain on a failure
			if err := d.drain(c, t, f, e.Fail, d.drainFrom(c, t, e.Fail, from)); err != nil {
				return err
			}
		}
		if !ok && !t.Dead {
			for i := range e.Fail {
				if by := e.Fail[i].FailBy; by > 0 && res.Total > dc-by {
					continue // only when the save failed by that much (a pseudodragon's sleep)
				}
				if e.Fail[i].Kind == content.KindCondition {
					if err := d.repeatCondition(c, t, f, e, &e.Fail[i], ab); err != nil { // monster_repeat.go
						return err
					}
				}
			}
		}
	}
	return nil
}

// monsterTurn starts a monster's turn: its legendary actions come back,
// and each spent Recharge feature rolls its d6.
func (d *decider) monsterTurn(c *Combatant) error {
	b := c.Statblock
	if b == nil {
		return nil
	}
	if d.s.Grid.hasSun() { // sunlightTurn hurts none else
		if err := d.sunlightTurn(c); err != nil { // sunlight.go
			return err
		}
	}
	if c.HP < c.MaxHP && !c.Dead { // regenerate heals none else
		if err := d.regenerate(c); err != nil { // regenerate.go
			return err
		}
	}
	e := d.next() // built in place (decide.go): the rolls emit nothing
	e.Kind, e.Who = MonsterTurn, c.ID
	for range b.Spent {
		f, err := d.r.Roll(1, 6)
		if err != nil {
			return err
		}
		e.Dice = append(e.Dice, f)
	}
	return d.emitKind(e, codeMonsterTurn)
}

func applyFeature(s *State, e *Event, _ *found) error { return applyFeatureOf(s, e, nil) }

// applyFeatureOf is applyFeature with f, when not nil, the feature
// e.Who's Statblock.Feature gives for e.Action (featured's, as its
// decider found it), so that it is not looked up again.
func applyFeatureOf(s *State, e *Event, f *content.Feature) error {
	c := s.hinted(s.curAt, e.Who) // Get's hint, without must's call
	if c == nil {
		var err error
		if c, err = s.must(e.Who); err != nil {
			return err
		}
	}
	b := c.Statblock
	if b == nil {
		return fmt.Errorf("%w: %s has no stat block", ErrBadEvent, e.Who)
	}
	if f == nil {
		f, _ = b.Feature(e.Action)
	} else if backupCheck {
		if g, _ := b.Feature(e.Action); g != f {
			panic("combat: featured's feature is not " + e.Who + "'s " + e.Action)
		}
	}
	if f == nil {
		return fmt.Errorf("%w: %s has no feature %q", ErrBadEvent, e.Who, e.Action)
	}
	switch e.Reason {
	case "multiattack", ReasonMultiUse:
		i := slices.Index(b.Multi, e.Action)
		if i < 0 {
			return fmt.Errorf("%w: %s's multiattack has no %s left", ErrBadEvent, e.Who, e.Action)
		}
		b.Multi = slices.Delete(b.Multi, i, i+1)
		if e.Reason == ReasonMultiUse {
			b.spend(f) // multiattack_use.go
		}
		return nil
	case "action":
		c.ActionUsed = true
		if len(f.Multiattack) > 0 && len(f.Effects) == 0 {
			b.Multi = b.attacks(f)
		}
	case "bonus":
		c.BonusUsed = true
	case "legendary":
		pool := &b.LegendaryLeft
		if s.Current() == c {
			pool = &b.LegendaryBefore
		}
		if e.Cost > *pool {
			return fmt.Errorf("%w: %s spends %d legendary actions of %d", ErrBadEvent, e.Who, e.Cost, *pool)
		}
		*pool -= e.Cost
		b.LegendaryAt = [2]int{s.Round, s.Turn}
	case "lair":
		b.LairRound = s.Round
	default:
		return fmt.Errorf("%w: a feature used as %q", ErrBadEvent, e.Reason)
	}
	b.spend(f)
	return nil
}

// spend marks a use of f: spent until it recharges, one more of its uses
// per day.
func (b *Statblock) spend(f *content.Feature) {
	if f.Recharge > 0 {
		b.Spent = append(b.Spent, f.ID)
	}
	if f.Uses > 0 {
		if b.Used == nil {
			b.Used = map[string]int{}
		}
		b.Used[f.ID]++
	}
}

func applyMonsterTurn(s *State, e *Event, _ *found) error {
	c := s.hinted(s.curAt, e.Who) // Get's hint, without must's call
	if c == nil {
		var err error
		if c, err = s.must(e.Who); err != nil {
			return err
		}
	}
	b := c.Statblock
	if b == nil || len(e.Dice) != len(b.Spent) {
		return fmt.Errorf("%w: %s's turn start with %d recharge dice", ErrBadEvent, e.Who, len(e.Dice))
	}
	b.LegendaryBefore, b.LegendaryLeft = b.LegendaryLeft, b.Block.LegendaryUses
	b.Multi = nil
	b.RegenStopped = false
	var keep []string
	for i, id := range b.Spent {
		f, _ := b.Feature(id)
		if f == nil || e.Dice[i] < f.Recharge {
			keep = append(keep, id)
		}
	}
	b.Spent = keep
	return nil
}

func applySaved(s *State, e *Event, f *found) error {
	if f.who, f.target = s.Get(e.Who), s.Get(e.Target); f.who == nil || f.target == nil {
		return fmt.Errorf("%w: a save between %q and %q", ErrBadEvent, e.Who, e.Target)
	}
	return nil
}

func applyResisted(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if c.Statblock == nil || c.Statblock.ResistLeft < 1 {
		return fmt.Errorf("%w: %s has no Legendary Resistance left", ErrBadEvent, e.Who)
	}
	c.Statblock.ResistLeft--
	return nil
}

// legendaryPool is the legendary actions c may spend now: those left, or
// when its own turn has just begun (the window after the turn before it),
// those it had left then.
func (b *Statblock) legendaryPool(s *State, c *Combatant) int {
	if s.Current() == c {
		return b.LegendaryBefore
	}
	return b.LegendaryLeft
}

// afterSave is what a stat block's saving-throw damage brings to t, as an
// attack's damage does: one concentration save for the whole of it (SRD
// 5.2.1, Spells: Concentration; SRD 5.1, Spellcasting: Concentration),
// falling prone at 0 hit points, and a reaction spell that answers damage
// (Hellish Rebuke).
func (d *decider) afterSave(c, t *Combatant, dealt int) error {
	s := d.s
	if dealt == 0 || s.Over {
		return nil
	}
	if err := d.afterDamage(s.Get(t.ID), dealt); err != nil { // action_attack.go
		return err
	}
	if err := d.checkEnd(); err != nil || s.Over {
		return err
	}
	return d.rebuke(s.Get(t.ID), s.Get(c.ID)) // cast_react.go
}

// rollSave rolls t's saving throw (test) against c's feature action and
// emits it (Saved).
func (d *decider) rollSave(t, c *Combatant, action string, test rules.Test) (rules.TestResult, error) {
	res, err := d.test(t.Creature, test, d.r)
	if err != nil {
		return res, err
	}
	return res, d.emit(&Event{Kind: Saved, Who: t.ID, Target: c.ID, Action: action, Dice: res.Dice, Total: res.Total,
		Mode: res.Mode.String(), Hit: res.Success, Explain: res.Explain})
}
