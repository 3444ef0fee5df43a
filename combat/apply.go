package combat

import (
	"fmt"
	"maps"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Apply folds one event into the state. It rolls nothing and reads
// nothing but the state and the event, so a log replays exactly. An event
// that does not fit the state is refused and leaves the state unchanged
// where it can.
func Apply(s *State, e Event) error {
	s.note.ok = false // turn_mask.go: kept by the decider's commands alone
	return apply(s, &e)
}

// apply is Apply on the event where it lies (an Event is 544 bytes: the
// decider's emit applies it in its buffer, without a copy). The kinds of
// every turn and attack take it by pointer (applyCoded); the others get a
// copy as Apply gave them.
func apply(s *State, e *Event) error { return applyCoded(s, e, codeOf(e.Kind)) }

// applyCoded is apply with k, e.Kind's code (event_code.go), found by the
// caller.
func applyCoded(s *State, e *Event, k kindCode) error { return applyIn(s, e, k, nil) }

// applyIn is applyCoded, and with d (not nil) emitKind: e is d's next
// event (next), which goes emitFull's way but for a hot kind outside a
// probe and a Multiattack's step, while no creature holds a lasting
// grant nor is aloft (emitKind). The short way is
// around the apply, in the same call (an event's fixed cost: ~290 a
// fight): e given its Seq, touched by d's backup, appended to d.events
// and applied where it lies (taken off again if refused), and counted
// (noted: a hot kind keeps the summary).
func applyIn(s *State, e *Event, k kindCode, d *decider) error {
	n := 0
	if d != nil {
		if d.probe || d.step != nil || !k.hot() || d.may(sumLasting|sumAloft) { // emitKind's short way's condition
			return d.emitFull(e, k) // decide.go
		}
		e.Seq = d.seq
		if d.backup != nil {
			d.backup.touch(s, e) // backup.go: what Apply may change, backed up first
		}
		if summaryCheck != nil {
			summaryCheck(d)
			codeCheck(e, k) // event_code.go
		}
		n = len(d.events)
		d.events = d.events[:n+1]
	}
	if e.Seq < s.Seq {
		if d != nil {
			d.events = d.events[:n]
		}
		return fmt.Errorf("%w: %s event of command %d after command %d", ErrBadEvent, e.Kind, e.Seq, s.Seq)
	}
	if w := s.weigh; w != nil {
		w.stamp(s, e, k) // weigh.go: a new version of the state
	}
	// The kinds every fight applies most (turns, attacks, damage, a
	// monster's features, an area's saves, initiative, moves) are found by
	// their code and called directly, so that neither e nor seen escapes
	// (through a func value both would be allocated); the map holds these
	// kinds too (byValue), for registerEvents' list of kinds.
	var seen found
	var err error
	switch k {
	case codeTurnBegan, codeTurnLost:
		err = applyTurn(s, e, &seen)
	case codeTurnEnded:
		err = applyTurnEnd(s, e, &seen)
	case codeAttacked:
		err = applyAttack(s, e, &seen)
	case codeDamaged:
		err = applyDamage(s, e, &seen)
	case codeSaved:
		err = applySaved(s, e, &seen)
	case codeFeatured:
		var f *content.Feature
		if d != nil {
			f = d.feat // featured: the feature its decider found, not looked up again
		}
		err = applyFeatureOf(s, e, f)
	case codeMonsterTurn:
		err = applyMonsterTurn(s, e, &seen)
	case codeDeathSaved:
		err = applyDeathSave(s, e, &seen)
	case codeInitiative:
		err = applyInitiative(s, e, &seen)
	case codeMoved:
		err = applyMoved(s, e, &seen)
	default:
		err = applyCold(s, e)
	}
	if err != nil {
		if d != nil {
			d.events = d.events[:n]
		}
		return err
	}
	switch { // feature_after.go: what keeps a rage, a spent inspiration die
	case !k.after(): // nothing follows the other kinds (a monster's feature and turn, initiative, a death save...)
	case k == codeTurnEnded:
		endedAfter(seen.whoIn(s, e)) // featureAfter's case, inlined
	case k == codeTurnBegan || k == codeTurnLost:
		begunAfter(seen.whoIn(s, e))
	case k == codeAttacked && plainAttacker(seen.who), k == codeDamaged && plainHurt(s, seen.target):
		// featureAfter's first returns: nothing follows
	default:
		featureAfter(s, e, k, &seen)
	}
	s.Seq = e.Seq
	if d != nil {
		d.applied++ // noted (summary.go)
		if summaryCheck != nil {
			summaryCheck(d)
		}
	}
	return nil
}

// plainAttacker reports whether featureAfter does nothing after an
// attack by c, the attacker applyAttack found (nil: not known): its
// first returns, shadowEnds' (not hidden by One with Shadows) and the
// attack's case (no inspiration die, no class feature).
func plainAttacker(c *Combatant) bool {
	return c != nil && !c.Class.Shadowed && c.Inspired.N == 0 && len(c.Features) == 0
}

// plainHurt reports whether featureAfter does nothing after damage to t,
// the target applyDamage found (nil: not known): none dealt, or a
// target with no class feature (no rage to keep) that no Turn Undead
// turned.
func plainHurt(s *State, t *Combatant) bool {
	return t != nil && (s.last.Dealt <= 0 || len(t.Features) == 0 && t.Class.TurnedBy == "")
}

// applyCold applies e, of a kind applyCoded does not switch on, by the appliers
// map: out of apply, whose frame then holds no copy of the event.
func applyCold(s *State, e *Event) error {
	f, ok := appliers[e.Kind]
	if !ok {
		return fmt.Errorf("%w: unknown kind %q", ErrBadEvent, e.Kind)
	}
	err := f(s, *e)
	if e.Kind != Conditioned { // applyConditioned keeps it itself
		s.note.ok = false // turn_mask.go: the kinds that keep it are hot
	}
	return err
}

// hotKinds are the kinds applyCoded applies by their code (event_code.go:
// kindCode.hot).
var hotKinds = []EventKind{TurnBegan, TurnLost, TurnEnded, Attacked, Damaged, Saved, Featured, MonsterTurn, DeathSaved, Initiative, Moved}

// byValue is f as the appliers map holds appliers.
func byValue(f func(*State, *Event, *found) error) func(*State, Event) error {
	return func(s *State, e Event) error { return f(s, &e, &found{}) }
}

// found are the creatures a hot applier looked up for its event's Who and
// Target, for featureAfter to use instead of looking them up again: set
// only where the applier drops no creature after its look-up (nil: look
// it up).
type found struct{ who, target *Combatant }

// whoIn is e.Who's creature in s.
func (f *found) whoIn(s *State, e *Event) *Combatant {
	if f.who != nil {
		return f.who
	}
	return s.Get(e.Who)
}

// targetIn is e.Target's creature in s.
func (f *found) targetIn(s *State, e *Event) *Combatant {
	if f.target != nil {
		return f.target
	}
	return s.Get(e.Target)
}

var appliers map[EventKind]func(*State, Event) error

// registerEvents adds event kinds of another file and their appliers (an
// init of that file, run after this file's).
func registerEvents(m map[EventKind]func(*State, Event) error) {
	for k, f := range m {
		appliers[k] = f
		eventKinds = append(eventKinds, k)
	}
}

func init() {
	appliers = map[EventKind]func(*State, Event) error{
		Started:    applyStarted,
		Initiative: byValue(applyInitiative),
		Ordered:    applyOrder,
		TurnBegan:  byValue(applyTurn),
		TurnLost:   byValue(applyTurn),
		Moved:      byValue(applyMoved),
		Acted:      applyAction,
		Offered:    applyOffer,
		Declined:   applyDeclined,
		Attacked:   byValue(applyAttack),
		Damaged:    byValue(applyDamage),
		DeathSaved: byValue(applyDeathSave),
		TurnEnded:  byValue(applyTurnEnd),
		Ended:      applyEnded,
	}
	maps.Copy(appliers, actionAppliers)
}

func applyStarted(s *State, e Event) error {
	if s.Started {
		return fmt.Errorf("%w: started twice", ErrBadEvent)
	}
	for _, id := range e.Surprised {
		if s.Get(id) == nil {
			return fmt.Errorf("%w: surprised %q is not in the fight", ErrBadEvent, id)
		}
	}
	s.Started = true
	for _, id := range e.Surprised {
		s.Get(id).Surprised = true
	}
	for _, c := range s.Creatures {
		c.Recover(rules.EncounterStarts) // an encounter's resources come back as it starts
	}
	return nil
}

func applyInitiative(s *State, e *Event, _ *found) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	c.Initiative = e.Total
	return nil
}

func applyOrder(s *State, e Event) error {
	if len(e.Order) != len(s.Creatures) {
		return fmt.Errorf("%w: an order of %d creatures for %d", ErrBadEvent, len(e.Order), len(s.Creatures))
	}
	var places [orderNoted]uint8
	for i, id := range e.Order {
		at := s.place(id)
		if at < 0 || slices.Contains(e.Order[:i], id) {
			return fmt.Errorf("%w: order names %q wrongly", ErrBadEvent, id)
		}
		if i < len(places) && at < 255 {
			places[i] = uint8(at + 1)
		}
	}
	s.Order = slices.Clone(e.Order)
	s.orderAt = places // Get's hints for the turns (ordered)
	s.Round, s.Turn = 1, -1
	return nil
}

// applyTurn starts a turn (TurnBegan) or passes a surprised creature's
// lost first turn (TurnLost). Either way the creature has its reaction
// back; a begun turn also restores the action, bonus action and movement
// and ends the Dodge and Disengage of the turn before.
func applyTurn(s *State, e *Event, f *found) error {
	i := s.Turn + 1
	if uint(i) >= uint(len(s.Order)) || len(s.Order[i]) != len(e.Who) || !sameData(s.Order[i], e.Who) {
		i = orderIndex(s.Order, i, e.Who) // else the very string next in the order: the decider's TurnBegan
	}
	if i < 0 || e.Round < 1 {
		return fmt.Errorf("%w: a turn for %q in round %d", ErrBadEvent, e.Who, e.Round)
	}
	at := -1
	if i < len(s.orderAt) && s.holds(int32(s.orderAt[i])-1, e.Who) { // the place applyOrder noted
		at = int(s.orderAt[i]) - 1
	} else {
		at = s.place(e.Who)
	}
	if at < 0 {
		return fmt.Errorf("%w: a turn for %q, who is not in the fight", ErrBadEvent, e.Who)
	}
	c := s.Creatures[at]
	s.curAt = int32(at)   // Get's first try while the turn lasts
	n := len(s.Creatures) // a summon whose time ran out may go: then featureAfter looks again
	s.Turn, s.Round = i, e.Round
	c.ReactionUsed = false
	c.ActionUsed, c.BonusUsed = false, false
	c.MoveUsed, c.Dashes, c.SafeLeft = 0, 0, 0
	c.Dodging, c.Disengaged = false, false
	c.Cast = CastTurn{}
	c.resetAttacks() // extra_attack.go
	if e.Kind == TurnLost {
		c.Surprised = false
		s.note.ok = false // turn_mask.go: its applier walks every creature
	}
	s.turnStarts(c)
	s.boundaryGrants(c.ID, rules.StartOfTurn)
	if e.Kind == TurnLost {
		s.boundaryGrants(c.ID, rules.EndOfTurn)
	}
	if len(s.Creatures) == n { // none gone (none comes at a turn's start)
		f.who = c
	} else {
		s.masked = false // turn_mask.go: the note is by index
	}
	if s.plainPoint(c, e) { // applyTurnPoint's first way, without its call
		s.lastEnded = nil
		return nil
	}
	return s.applyTurnPointRun(c, e)
}

// boundaryGrants is grantsTurn (grant.go) at a turn boundary, left out
// where the decider knows no creature holds a grant and there is no zone
// (State.grantless): it would find nothing to count. Under the tests'
// summary check (summary_test.go) a grant found then panics.
func (s *State) boundaryGrants(whose string, at rules.TurnPoint) {
	if s.grantless && len(s.Zones) == 0 && summaryCheck == nil {
		return // inlined: the usual boundary calls nothing
	}
	s.boundaryGrantsRun(whose, at)
}

// boundaryGrantsRun is boundaryGrants past its inlined test.
func (s *State) boundaryGrantsRun(whose string, at rules.TurnPoint) {
	if !s.grantless || len(s.Zones) > 0 {
		s.grantsTurn(whose, at)
		s.masked = false // turn_mask.go: a grant run out may end more (a summons)
		return
	}
	if summaryCheck != nil && slices.ContainsFunc(s.Creatures, func(c *Combatant) bool { return len(c.Grants) > 0 }) {
		panic("combat: a turn boundary said grantless, and a creature holds a grant")
	}
}

// orderIndex is slices.Index(order, id) looked for from from on, then
// from the start: the ids of an order are unique (applyOrder), so it is
// the same index, and a turn's creature is most often next in the order.
func orderIndex(order []string, from int, id string) int {
	if from < 0 || from > len(order) {
		from = 0
	}
	if i := slices.Index(order[from:], id); i >= 0 {
		return from + i
	}
	return slices.Index(order[:from], id)
}

// A turn boundary's effects are replayed with the faces its event
// carries (applyTurnPoint): applyTurn and applyTurnEnd, which found c,
// e.Who's creature, take its plain way themselves (plainPoint), else
// applyTurnPointRun.

// plainPoint reports whether e, a boundary of c's turn, is the usual
// one that turnPointMasked answers without a call: no creature noted, c
// bare (and at a start without a resource to bring back), so nothing
// changes or ends; setRepeatAdv has nothing to set or clear, and no dice
// are left over.
func (s *State) plainPoint(c *Combatant, e *Event) bool {
	return s.masked && s.turnMask == 0 && !backupCheck && len(e.Dice) == 0 && e.Kind != TurnLost && c.Bare() &&
		len(c.Grants) == 0 && len(c.RepeatAdv) == 0 && (e.Kind == TurnEnded || len(c.Resources) == 0)
}

// applyTurnPointRun is a turn boundary's effects past its plain test.
func (s *State) applyTurnPointRun(c *Combatant, e *Event) error {
	r := noDice // most boundaries roll nothing
	if len(e.Dice) > 0 {
		r = dice.NewScripted(e.Dice...)
	}
	s.setRepeatAdv(c) // grant_play.go: as the decision set it
	var lines []string
	var err error
	if s.masked && e.Kind != TurnLost {
		lines, err = s.turnPointMasked(boundary(e.Kind), c, r, s.turnMask) // turn_mask.go
	} else {
		lines, err = s.turnPoint(e.Kind, c, r)
	}
	if err != nil {
		return fmt.Errorf("%w: %s of %s: %w", ErrBadEvent, e.Kind, e.Who, err)
	}
	if r.Remaining() > 0 {
		return fmt.Errorf("%w: %s of %s with %d dice too many", ErrBadEvent, e.Kind, e.Who, r.Remaining())
	}
	s.lastEnded = lines
	return nil
}

// noDice is a roller with no faces: any roll fails, and it never
// changes, so every state shares it.
var noDice = dice.NewScripted()

func applyMoved(s *State, e *Event, f *found) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	f.who = c // nothing below drops a creature
	if len(e.Path) == 0 || e.Cost < 0 || e.Safe < 0 || e.Safe > e.Cost || e.Safe > c.SafeLeft {
		return fmt.Errorf("%w: a move of %s without a path or with a wrong cost", ErrBadEvent, e.Who)
	}
	end := e.Path[len(e.Path)-1]
	if !s.Grid.in(end) {
		return fmt.Errorf("%w: %s moves off the grid to %v", ErrBadEvent, e.Who, end)
	}
	c.Position = end
	c.SafeLeft -= e.Safe
	c.MoveUsed += e.Cost - e.Safe
	return nil
}

func applyAction(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	switch CommandKind(e.Action) {
	case Dash:
		c.Dashes++
	case Dodge:
		c.Dodging = true
	case Disengage:
		if s.rs.Combat.DisengageHalfMove {
			c.SafeLeft = c.Speed(s.rs) / 2 * 2 / 5
		} else {
			c.Disengaged = true
		}
	default:
		return s.applyOtherAction(c, e)
	}
	return s.spend(c, e.Uses) // the action, or none when a feature paid (feature_class.go), or a bonus action (grant_play.go)
}

func applyOffer(s *State, e Event) error {
	if s.Get(e.Who) == nil || s.Get(e.Target) == nil {
		return fmt.Errorf("%w: an offer between %q and %q", ErrBadEvent, e.Who, e.Target)
	}
	s.Pending = &Pending{Reactor: e.Who, Mover: e.Target, Rest: slices.Clone(e.Rest), Offered: slices.Clone(e.Offered)}
	if e.Option == "fly" { // a climb interrupted (fly.go)
		h := e.Amount
		s.Pending.Height = &h
	}
	return nil
}

func applyDeclined(s *State, e Event) error {
	if s.Pending == nil || s.Pending.Reactor != e.Who {
		return fmt.Errorf("%w: %q declines what was not offered", ErrBadEvent, e.Who)
	}
	s.Pending = nil
	return nil
}

func applyAttack(s *State, e *Event, f *found) error {
	c := s.hinted(s.curAt, e.Who) // Get's hint, without must's call
	if c == nil {
		var err error
		if c, err = s.must(e.Who); err != nil {
			return err
		}
	}
	if !s.holds(s.tgtAt, e.Target) { // else the one attacked last, again
		at := s.place(e.Target)
		if at < 0 {
			return fmt.Errorf("%w %q", ErrUnknown, e.Target)
		}
		s.tgtAt = int32(at) // Get's second try: its damage and concentration look it up again
	}
	t := s.Creatures[s.tgtAt]
	f.who, f.target = c, t // nothing below drops a creature
	if len(c.Marks) > 0 || c.Hidden || !e.Reaction && e.Uses == "" && lightIn(c.Attacks) {
		s.attacked(c, e) // action.go: nothing to drop, reveal or note without a mark, hiding or a light attack
	}
	c.AttacksMade++ // grant_play.go: Slow
	if len(c.Grants) > 0 || len(t.Grants) > 0 || !c.Bare() {
		s.grantsAttacked(c, t) // grant.go: nothing to use up or end without a grant or a condition
	}
	if e.Reaction {
		if s.Pending == nil || s.Pending.Reactor != e.Who {
			return fmt.Errorf("%w: %q reacts without an offer", ErrBadEvent, e.Who)
		}
		s.Pending = nil
		c.ReactionUsed = true
		return nil
	}
	if e.Uses != "" { // the other actions' attacks (action.go)
		return s.spend(c, e.Uses)
	}
	if e.Reason == "" || e.Reason == "action" { // else a bonus, legendary or lair action's attack
		s.attackAction(c)             // the action, or one of its Extra Attacks (extra_attack.go)
		s.extraWithFirst(c, e.Attack) // pact_weapon.go: no extra attacks after another weapon
	}
	return nil
}

// lightIn reports whether any of attacks is Light: without one, the
// attack an Attacked event names (findAttack: one of them, or a builtin)
// is not, and attacked notes no light weapon.
func lightIn(attacks []Attack) bool {
	for i := range attacks {
		if attacks[i].Light {
			return true
		}
	}
	return false
}

func applyDamage(s *State, e *Event, f *found) error {
	t := s.hinted(s.tgtAt, e.Target) // Get's hint, without must's call
	if t == nil {
		var err error
		if t, err = s.must(e.Target); err != nil {
			return err
		}
	}
	f.target = t // nothing below drops a creature
	d := rules.Damage{Amount: e.Amount, Type: e.Type, Crit: e.Crit, Magical: e.Magical}
	// Without a grant of its own or a zone (an aura's), none changes the
	// damage: grantDefense, grantVulnerable and wardedCopy find nothing.
	granted := len(t.Grants) > 0 || len(s.Zones) > 0
	if granted {
		d.ResistBy, d.ImmuneBy = s.grantDefense(t, e.Type) // grant.go: Stoneskin, Protection from Energy
	}
	if t.Statblock != nil && d.ResistBy == "" && d.ImmuneBy == "" {
		d.ResistBy, d.ImmuneBy = s.qualifiedDefense(t, e.Type, e.Magical, e.Attack) // qualified.go
	}
	var before *rules.Creature
	if granted {
		d.VulnerableBy = s.grantVulnerable(t, e.Type) // grant_play.go: Contagion's Flesh Rot
		before = wardedCopy(t)                        // grant_play.go: Death Ward
	}
	res, err := s.rs.DamageDealt(t.Creature, d) // no terms: nothing reads them (the event has its own)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	if before != nil {
		s.deathWard(t, before, &res)
	}
	s.last = res
	if t.Statblock != nil {
		regenHurt(t, e.Type, res.Dealt) // regenerate.go
	}
	s.noteOdd(t) // turn_mask.go: down, or a condition the damage gave
	return nil
}

func applyTurnEnd(s *State, e *Event, f *found) error {
	c := s.hinted(s.curAt, e.Who) // Get's hint, without must's call
	if c == nil {
		var err error
		if c, err = s.must(e.Who); err != nil {
			return err
		}
	}
	n := len(s.Creatures) // a summon whose time ran out may go: then featureAfter looks again
	c.Surprised = false
	s.turnEnds(c)
	s.boundaryGrants(c.ID, rules.EndOfTurn)
	// None gone (none comes at a turn's end): featureAfter may use c.
	if len(s.Creatures) == n {
		f.who = c
	} else {
		s.masked = false // turn_mask.go: the note is by index
	}
	if s.plainPoint(c, e) { // applyTurnPoint's first way, without its call
		s.lastEnded = nil
		return nil
	}
	return s.applyTurnPointRun(c, e)
}

func applyEnded(s *State, e Event) error {
	s.Over, s.Winner = true, e.Side
	s.Pending = nil
	return nil
}

// applyDeathSave replays a death saving throw with the faces it rolled.
func applyDeathSave(s *State, e *Event, f *found) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if s.deathMade == c.ID {
		s.deathMade = "" // made on c by the decider itself, with these dice (decider.deathSave)
		return nil
	}
	r := dice.NewScripted(e.Dice...)
	setDeathSaveAdv(c) // grant_play.go: as the decision set it
	if _, err := s.rs.DeathSave(c.Creature, r); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	if r.Remaining() > 0 {
		return fmt.Errorf("%w: a death save with %d dice too many", ErrBadEvent, r.Remaining())
	}
	return nil
}
