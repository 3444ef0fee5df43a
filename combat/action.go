package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The commands of the other actions (action_*.go). Each is refused, with
// the ruleset's name, where the ruleset does not have it.
const (
	HelpCmd     CommandKind = "help"          // Target the ally; Other the enemy (an attack) or Skill (a check)
	Hide        CommandKind = "hide"          // a Stealth check against the enemies
	Search      CommandKind = "search"        // Target a hidden creature, or DC for an object
	Study       CommandKind = "study"         // Skill, DC (2024)
	Influence   CommandKind = "influence"     // Target, Skill, Option the willingness, DC (2024)
	Utilize     CommandKind = "utilize"       // Option the object (2024)
	UseObject   CommandKind = "use_object"    // Option the object (2014, next-2013)
	Ready       CommandKind = "ready"         // Option reach, enter (To) or attack; Attack; Target limits the trigger
	Grapple     CommandKind = "grapple"       // Target
	Shove       CommandKind = "shove"         // Target, Option prone or push
	KnockDown   CommandKind = "knock_down"    // Target (next-2013)
	Escape      CommandKind = "escape"        // escape a grapple
	Release     CommandKind = "release"       // Target: let a grappled creature go (free)
	Charge      CommandKind = "charge"        // Target, Attack (next-2013)
	CoupDeGrace CommandKind = "coup_de_grace" // Target, Attack (next-2013)
	Hinder      CommandKind = "hinder"        // Target (next-2013)
	Restrain    CommandKind = "restrain"      // Target: a creature c grapples (next-2013)
	Interact    CommandKind = "interact"      // Option the object: the free object interaction
	Stand       CommandKind = "stand"         // stand up from prone: half the speed
	DropProne   CommandKind = "drop_prone"    // drop prone: free, not at speed 0
	Teleport    CommandKind = "teleport"      // To: a move no opportunity attack sees (a hook for spells)
	Concentrate CommandKind = "concentrate"   // Option the spell id, or empty to stop (a hook for spells)
)

// The events of the other actions.
const (
	Checked      EventKind = "check"                // Who rolled, Target the other side, Action, Dice, Total, Hit (the roll won), Explain
	Conditioned  EventKind = "condition"            // Target, Type the condition, Option add (or empty) or end, Reason its source
	Pushed       EventKind = "pushed"               // Who pushes (or teleports) Target along Path; no opportunity attack
	Marked       EventKind = "mark"                 // Who marks Target: Type sap, slow, vex (Other: against whom), hinder, immune (Other: "<who>/<feature>")
	Concentrated EventKind = "concentration"        // Who saves, Dice, Total, Hit kept, Amount the damage, Option the spell
	CoupDamaged  EventKind = "coup_de_grace_damage" // like damage, through the rules core's CoupDeGrace
)

// Extra is what the other actions keep on a combatant.
type Extra struct {
	Climb      int      // a climbing speed in feet: climbing costs no extra
	Swim       int      // a swimming speed in feet: swimming costs no extra
	Objects    int      // object interactions this turn
	LightDone  string   // the light melee weapon attacked with by the Attack action this turn
	NickUsed   bool     // the Nick mastery's extra attack this turn
	CleaveUsed bool     // the Cleave mastery's extra attack this turn
	Readied    *Readied // replaced, never changed in place
	Marks      []Mark
	// ExtraAction is, once a spell's extra action (Haste) is taken this
	// turn, the actions it allows (grant_play.go); "" before.
	ExtraAction string
	// AttacksMade counts its attack rolls since its turn began (Slow's
	// one attack: grant_play.go).
	AttacksMade int
}

// Readied is a readied attack waiting for its trigger: a creature moving
// within reach (reach), entering a square (enter), or attacking (attack).
type Readied struct {
	Trigger string
	Square  Point
	Attack  string
	Target  string // only this creature sets it off; empty for any enemy

	// Holds is what else it holds (ready.go): "move" or "dash" to To,
	// or "cast" Attack (the spell id) at Level on Targets.
	Holds   string
	To      Point
	Level   int
	Targets []string
	// Object is what a readied Utilize or Use an Object uses
	// (ready_object.go).
	Object string
}

// Mark is a mastery's or Hinder's lasting effect on the creature that
// carries it: sap and hinder (disadvantage on its next attack roll), slow
// (10 ft less speed) until the start of By's next turn; vex (advantage on
// its next attack roll against Against) until the end of By's next turn;
// immune (to By's feature Against, "<by>/<feature>", after a save: to the
// end of the fight, immune.go).
type Mark struct {
	Kind    string
	By      string
	Against string
	Left    int // ends of By's turns left (vex)
}

// swingOpts is how an attack is made when an action other than Attack makes
// it.
type swingOpts struct {
	reaction bool   // an opportunity attack
	uses     string // the resource when not the action: bonus, reaction, nick, cleave, none
	crit     bool   // every hit is a critical hit (Coup de Grace)
	coup     bool   // deal it through the rules core's CoupDeGrace
	noMod    bool   // no ability modifier to the damage unless negative
	other    string // Cleave's second target
	calm     bool   // rolled from a probe's kept stop: no creature had an attack readied (weigh.go, afterStrike)
}

type actionSpec struct {
	universal bool   // every ruleset has it (not one of the named actions)
	uses      string // action, bonus, none
	decide    func(d *decider, c *Combatant, cmd Command, cite string) error
}

var actions map[CommandKind]actionSpec

// alias are the actions that do the same in another ruleset.
var alias = map[CommandKind]CommandKind{Shove: KnockDown, KnockDown: Shove, Utilize: UseObject, UseObject: Utilize}

func init() {
	actions = map[CommandKind]actionSpec{
		HelpCmd:     {uses: "action", decide: (*decider).help},
		Hide:        {uses: "action", decide: (*decider).hide},
		Search:      {uses: "action", decide: (*decider).search},
		Study:       {uses: "action", decide: (*decider).study},
		Influence:   {uses: "action", decide: (*decider).influence},
		Utilize:     {uses: "action", decide: (*decider).useObject},
		UseObject:   {uses: "action", decide: (*decider).useObject},
		Ready:       {uses: "action", decide: (*decider).ready},
		Grapple:     {uses: "action", decide: (*decider).grapple},
		Shove:       {uses: "action", decide: (*decider).shove},
		KnockDown:   {uses: "action", decide: (*decider).shove},
		Escape:      {uses: "action", decide: (*decider).escape},
		Charge:      {uses: "action", decide: (*decider).charge},
		CoupDeGrace: {uses: "action", decide: (*decider).coupDeGrace},
		Hinder:      {uses: "action", decide: (*decider).hinder},
		Release:     {universal: true, uses: "none", decide: (*decider).release},
		Interact:    {universal: true, uses: "none", decide: (*decider).interact},
		Stand:       {universal: true, uses: "none", decide: (*decider).stand},
		DropProne:   {universal: true, uses: "none", decide: (*decider).dropProne},
		Teleport:    {universal: true, uses: "none", decide: (*decider).teleport},
		Concentrate: {universal: true, uses: "none", decide: (*decider).concentrate},
		Restrain:    {uses: "action", decide: (*decider).restrain},
		Jump:        {universal: true, uses: "none", decide: (*decider).jump},
	}
}

// action checks that the ruleset has the action and that c has the
// resource, then decides it.
func (d *decider) action(c *Combatant, cmd Command, act actionSpec) error {
	s := d.s
	ar := s.rs.Combat.Actions
	cite := s.cite(s.rs.Combat.Sections.YourTurn)
	if it := s.bonusPotion(cmd); it != nil { // potion.go: a potion drunk as a bonus action (2024)
		return d.drinkBonus(c, cmd, it)
	}
	if !act.universal {
		sec, ok := ar.Sections[string(cmd.Kind)]
		if !ok {
			also := ""
			if alt, ok := alias[cmd.Kind]; ok && ar.Sections[string(alt)] != "" {
				also = "; it has " + actionName(alt)
			}
			return fmt.Errorf("%w: %s has no %s action%s (%s)", ErrNoSuchAction, s.rs.Name, actionName(cmd.Kind), also, cite)
		}
		cite = s.cite(sec)
	}
	switch {
	case act.uses == "action":
		if err := d.canAct(c, cmd.Kind); err != nil { // one of the Attack action's attacks for a grapple or shove (extra_attack.go)
			return err
		}
	case cmd.Kind == Interact || cmd.Kind == Stand || cmd.Kind == Jump || cmd.Kind == DropProne:
		if ok, why := s.canAct(c); !ok {
			return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
		}
	}
	return act.decide(d, c, cmd, cite)
}

// actionName is a command's name as the rules write it: Coup De Grace.
func actionName(k CommandKind) string {
	words := strings.Split(string(k), "_")
	for i, w := range words {
		words[i] = strings.ToUpper(w[:1]) + w[1:]
	}
	return strings.Join(words, " ")
}

// spend marks a turn resource used.
func (s *State) spend(c *Combatant, uses string) error {
	switch uses {
	case "", "action":
		c.ActionUsed = true
	case "attack": // one attack of the Attack action (extra_attack.go)
		s.attackAction(c)
	case "bonus":
		c.BonusUsed = true
	case "reaction":
		c.ReactionUsed, c.Readied = true, nil
	case "object":
		c.Objects++
	case "nick":
		c.NickUsed = true
	case "cleave":
		c.CleaveUsed = true
	case "none":
	default:
		return fmt.Errorf("%w: unknown resource %q", ErrBadEvent, uses)
	}
	return nil
}

// turnStarts clears what lasts until the start of c's turn: its readied
// action and object interactions, and the marks c made that end then.
func (s *State) turnStarts(c *Combatant) {
	c.Objects, c.LightDone, c.NickUsed, c.CleaveUsed, c.Readied = 0, "", false, false, nil
	c.ExtraAction, c.AttacksMade = "", 0 // grant_play.go: Haste's action comes back; Slow's count
	if s.masked {                        // turn_mask.go: the creatures noted alone (none: nothing to walk)
		if s.turnMask != 0 || backupCheck {
			s.turnStartsMasked(c, s.turnMask)
		}
		return
	}
	for _, o := range s.Creatures {
		s.turnStartsOn(c, o)
	}
}

// turnStartsOn is turnStarts on o at the start of c's turn. It reports
// whether o's concentration ended.
func (s *State) turnStartsOn(c, o *Combatant) bool {
	if len(o.Marks) > 0 { // DeleteFunc leaves an empty list as it is
		o.Marks = slices.DeleteFunc(o.Marks, func(m Mark) bool { return m.By == c.ID && m.Kind != "vex" && m.Kind != markImmune })
	}
	if !o.Bare() { // no condition instance: neither grappled nor restrained
		s.loosen(o)
	}
	if o.Concentration != "" {
		if ok, _ := s.canAct(o); !ok {
			s.concentrate(o, "") // incapacitated: concentration ends, and its spell's conditions (cast.go)
			return true
		}
	}
	return false
}

// loosen ends the grapples (and restraints) on o whose grappler can no
// longer hold it: dead, incapacitated or more than 5 ft away. Turn
// boundaries check it (decision: not at the instant the grappler drops).
func (s *State) loosen(o *Combatant) {
	if !o.AnyInstanceAt(gripped) { // the loop below acts on none (most: a creature at 0 hit points, prone and unconscious)
		return
	}
	if !o.Has(s.rs, "grappled") && !o.Has(s.rs, "restrained") {
		return
	}
	for _, in := range o.Instances() {
		id, ok := grapplerOf(in)
		if !ok {
			id, ok = strings.CutPrefix(in.Source, "restrain:")
		}
		g := s.Get(id)
		if !ok || g == nil {
			continue // not a grapple, or one no creature of the fight holds
		}
		if g.Dead || Feet(Point(g.Position), Point(o.Position)) > 5 {
			s.rs.EndCondition(o.Creature, in.Name, in.Source)
		} else if ok, _ := s.canAct(g); !ok {
			s.rs.EndCondition(o.Creature, in.Name, in.Source)
		}
	}
}

// gripped reports whether in is a grapple or a restraint a creature holds
// (grapplerOf's test, or a "restrain:" source): the instances loosen may
// end.
func gripped(in *rules.ConditionInstance) bool {
	return in.Name == "grappled" && in.Source != "" || strings.HasPrefix(in.Source, "restrain:") // grapplerOf, or a restraint
}

// turnEnds counts down the marks c made that end with its turn (vex).
func (s *State) turnEnds(c *Combatant) {
	if s.masked { // turn_mask.go: the creatures noted alone (none: nothing to walk)
		if s.turnMask != 0 || backupCheck {
			s.turnEndsMasked(c, s.turnMask)
		}
		return
	}
	for _, o := range s.Creatures {
		if len(o.Marks) == 0 {
			continue // nothing to count or delete
		}
		countVex(o, c)
	}
}

// countVex counts down on o the vex marks c made, and deletes those run
// out.
func countVex(o, c *Combatant) {
	for i := range o.Marks {
		if o.Marks[i].By == c.ID && o.Marks[i].Kind == "vex" {
			o.Marks[i].Left--
		}
	}
	o.Marks = slices.DeleteFunc(o.Marks, func(m Mark) bool { return m.Kind == "vex" && m.Left <= 0 })
}

// attacked is what an attack roll does to its attacker, whatever it
// hits: it uses up the marks that changed it and ends the attacker's
// hiding; an attack of the Attack action with a light melee weapon opens
// the extra attack with another.
func (s *State) attacked(c *Combatant, e *Event) {
	c.Marks = slices.DeleteFunc(c.Marks, func(m Mark) bool {
		return m.Kind == "sap" || m.Kind == "hinder" || (m.Kind == "vex" && m.Against == e.Target)
	})
	if c.Hidden {
		s.rs.Reveal(c.Creature)
	}
	if a := c.findAttack(e.Attack); a != nil && !e.Reaction && e.Uses == "" && a.Light && a.Melee() {
		c.LightDone = a.ID
	}
}

// speed is c's speed in the fight: the rules core's, less 10 ft while
// slowed by the Slow mastery.
func (s *State) speed(c *Combatant) int {
	sp := s.grantSpeed(c, s.baseSpeed(c)) // the fly speed when aloft (fly.go); grants: Haste, Slow, Longstrider (grant.go)
	for _, m := range c.Marks {
		if m.Kind == "slow" {
			return max(0, sp-10)
		}
	}
	return sp
}

func (s *State) marked(c *Combatant, kind, against string) bool {
	return slices.ContainsFunc(c.Marks, func(m Mark) bool {
		return m.Kind == kind && (against == "" || m.Against == against)
	})
}

// hostile reports whether a and b are on different sides.
func hostile(a, b *Combatant) bool { return a.side() != b.side() }

// rollOn runs f on a copy of the state's creatures with a recorder, to
// learn the faces it rolls; Apply runs it again with those faces.
func rollOn(r dice.Roller, f func(dice.Roller) error) ([]int, error) {
	rec := &recorder{r: r}
	err := f(rec)
	return rec.faces, err
}

// replay runs f with the faces an event carries and checks they all were
// used.
func replay(e Event, f func(dice.Roller) error) error {
	r := dice.NewScripted(e.Dice...)
	if err := f(r); err != nil {
		return fmt.Errorf("%w: %s of %s: %w", ErrBadEvent, e.Kind, e.Who, err)
	}
	if r.Remaining() > 0 {
		return fmt.Errorf("%w: %s of %s with %d dice too many", ErrBadEvent, e.Kind, e.Who, r.Remaining())
	}
	return nil
}

var actionAppliers = map[EventKind]func(*State, Event) error{
	Checked:      applyChecked,
	Conditioned:  applyConditioned,
	Pushed:       applyPushed,
	Marked:       applyMarked,
	Concentrated: applyConcentrated,
	CoupDamaged:  applyCoup,
}

// otherActions change the state for the actions that do more than spend
// a resource; the rest (study, utilize, use_object, interact, charge,
// grapple...) leave their effects to the events after them.
var otherActions = map[string]func(*State, *Combatant, Event) error{
	"help": func(s *State, c *Combatant, e Event) error {
		t, err := s.must(e.Target)
		if err != nil {
			return err
		}
		if e.Other != "" {
			o, err := s.must(e.Other)
			if err != nil {
				return err
			}
			return s.rs.HelpAttack(c.Creature, t.Creature, o.Creature)
		}
		return s.rs.HelpCheck(c.Creature, t.Creature, e.Option, "")
	},
	"hide": func(s *State, c *Combatant, e Event) error {
		return replay(e, func(r dice.Roller) error {
			_, err := s.rs.Hide(c.Creature, s.observers(c), r)
			return err
		})
	},
	"search": func(s *State, c *Combatant, e Event) error {
		if e.Target == "" {
			return nil
		}
		t, err := s.must(e.Target)
		if err != nil {
			return err
		}
		if e.Option == "tremorsense" { // found without a roll (burrow.go)
			s.rs.Reveal(t.Creature)
			return nil
		}
		return replay(e, func(r dice.Roller) error {
			_, err := s.rs.Find(c.Creature, t.Creature, rules.Test{Obscured: s.seesInto(c, t), Adv: s.findAdv(c, t)}, r)
			return err
		})
	},
	"ready": func(s *State, c *Combatant, e Event) error {
		rd := &Readied{Trigger: e.Option, Attack: e.Attack, Target: e.Target}
		if len(e.Path) == 1 {
			rd.Square = e.Path[0]
		}
		holdsFrom(rd, e) // ready.go
		c.Readied = rd
		return nil
	},
	"stand": func(s *State, c *Combatant, e Event) error {
		c.MoveUsed += e.Cost
		return s.rs.RemoveCondition(c.Creature, "prone", 0)
	},
	"concentrate": func(s *State, c *Combatant, e Event) error {
		s.concentrate(c, e.Option) // the old spell's conditions end (cast.go)
		return nil
	},
}

// applyOtherAction applies an action event other than Dash, Dodge and
// Disengage: the resource it spends, then what it does.
func (s *State) applyOtherAction(c *Combatant, e Event) error {
	if err := s.spend(c, e.Uses); err != nil {
		return err
	}
	if f, ok := otherActions[e.Action]; ok {
		return f(s, c, e)
	}
	if _, ok := actions[CommandKind(e.Action)]; !ok {
		return fmt.Errorf("%w: unknown action %q", ErrBadEvent, e.Action)
	}
	return nil
}

func applyChecked(s *State, e Event) error {
	_, err := s.must(e.Who)
	return err
}

// grappleSource is the source of the Grappled condition a grappler gives:
// its id, as the rules core's Grappled reads it (disadvantage on attacks
// against anyone but the source).
func grappleSource(id string) string { return id }

// grapplerOf is the id of the creature that holds a Grappled instance.
func grapplerOf(in rules.ConditionInstance) (string, bool) {
	return in.Source, in.Name == "grappled" && in.Source != ""
}

func applyConditioned(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	switch e.Option {
	case "add", "": // "": a monster feature's condition (monster_act.go)
		in := rules.ConditionInstance{Name: e.Type, Source: e.Reason}
		if e.Duration != nil { // a stat block's save repeated at each turn (monster_repeat.go)
			in.Duration = *e.Duration
		}
		err = s.rs.ApplyCondition(t.Creature, in)
	case "end":
		if e.Reason == "" {
			err = s.rs.RemoveCondition(t.Creature, e.Type, 0)
		} else {
			s.rs.EndCondition(t.Creature, e.Type, e.Reason)
		}
	default:
		err = fmt.Errorf("option %q (want add or end)", e.Option)
	}
	if err != nil {
		s.note.ok = false // turn_mask.go
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	s.noteOne(t) // turn_mask.go: t alone changed
	return nil
}

// applyPushed moves a creature by force or by teleportation: no movement
// spent, no opportunity attack. A grapple whose grappler is left more than
// 5 ft away ends.
func applyPushed(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	if len(e.Path) == 0 || !s.Grid.in(e.Path[len(e.Path)-1]) {
		return fmt.Errorf("%w: a push of %s without a square on the grid", ErrBadEvent, e.Target)
	}
	t.Position = e.Path[len(e.Path)-1]
	for _, in := range t.Instances() {
		if g, ok := grapplerOf(in); ok {
			if o := s.Get(g); o != nil && Feet(Point(o.Position), Point(t.Position)) > 5 {
				s.rs.EndCondition(t.Creature, "grappled", in.Source)
			}
		}
	}
	return nil
}

func applyMarked(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	m := Mark{Kind: e.Type, By: e.Who, Against: e.Other}
	if m.Kind == "vex" {
		m.Left = 2
	}
	t.Marks = slices.DeleteFunc(t.Marks, func(o Mark) bool {
		return o.Kind == m.Kind && o.By == m.By && (m.Kind != markImmune || o.Against == m.Against)
	})
	t.Marks = append(t.Marks, m)
	return nil
}

func applyConcentrated(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	return replay(e, func(r dice.Roller) error {
		res, err := s.rs.ConcentrationSave(c.Creature, e.Amount, r)
		if err == nil && res.Lost {
			s.endSpell(c.ID, res.Spell) // the spell's conditions end with it (cast.go)
		}
		return err
	})
}

func applyCoup(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	res, err := s.rs.CoupDeGrace(t.Creature, rules.Damage{Amount: e.Amount, Type: e.Type, Crit: true, Magical: e.Magical})
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	s.last = res
	return nil
}

// observers are the creatures that may notice c hiding: its enemies
// still standing, in setup order.
func (s *State) observers(c *Combatant) []*rules.Creature {
	var out []*rules.Creature
	for _, o := range s.Creatures {
		if hostile(o, c) && o.standing() {
			out = append(out, o.Creature)
		}
	}
	return out
}
