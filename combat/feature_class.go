package combat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// ClassFeature is a class feature a built character may use in a fight
// with the use command: the catalog's record, with its effect tree, and
// the level of the class that gives it.
type ClassFeature struct {
	Feature *content.ClassFeature
	Level   int
}

// ClassState is what a creature has of its class features in play; no
// slice, so a copy of the combatant copies it.
type ClassState struct {
	// HeavyArmor: it wears heavy armor (set up once; Rage asks).
	HeavyArmor bool
	// RageSince is the round its rage began; RageKept says that since the
	// rage's last check it did what keeps the rage going (feature_rage.go).
	RageSince int
	RageKept  bool
	// Surged: it took Action Surge this turn; NoMagic: the action it gave
	// may not be the Magic action (2024).
	Surged, NoMagic bool
	// TurnedBy is the creature whose Turn Undead holds it, until damage
	// ends it (feature_divinity.go).
	TurnedBy string
	// SmiteAt and DrinkAt are the round and turn index of the turn 2024
	// Eldritch Smite and Lifedrinker were last used in (once a turn);
	// SmiteUsed and DrinkUsed say they were used at all (feature_smite.go).
	SmiteAt, DrinkAt     [2]int
	SmiteUsed, DrinkUsed bool
	// Relentless counts the uses of Relentless Rage (feature_relentless.go).
	Relentless int
	// RecklessAt is the round and turn index of the turn it last attacked
	// recklessly; Reckless says it did at all (feature_reckless.go).
	RecklessAt [2]int
	Reckless   bool
	// Named is the warlock in whose book its name is written (Gift of the
	// Protectors, feature_gift.go).
	Named string
	// Shadowed: it is Invisible by 2014 One with Shadows until it moves or
	// acts (feature_shadows.go).
	Shadowed bool
}

// FeatureUsed: Who uses its class feature Action (the use's name: rage,
// second-wind) of the catalog feature Attack, spending Cost uses of the
// resource Option (none when empty) and the turn resource Uses (action,
// bonus, none); Reason is the rule.
const FeatureUsed EventKind = "class_feature"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{FeatureUsed: applyFeatureUsed, Inspired: applyInspired})
}

// classUse is one use command of class features: its name, the catalog's
// features of either ruleset that give it, and what it does.
type classUse struct {
	name     string
	features []string
	run      func(d *decider, u *featureUse) error
}

// classUses are the class features the use command knows, by the name a
// player types; "channel-divinity" is followed by its option's name.
var classUses = []classUse{
	{"second-wind", []string{"second-wind", "fighter-second-wind"}, secondWind},
	{"action-surge", surgeFeatures, actionSurge},
	{"rage", rageFeatures, rage},
	{"bardic-inspiration", []string{"bardic-inspiration-d6", "bard-bardic-inspiration"}, inspire},
	{"lay-on-hands", []string{"lay-on-hands", "paladin-lay-on-hands"}, layOnHands},
	{"reckless-attack", recklessFeatures, reckless},
	{"wholeness-of-body", wholenessFeatures, wholeness},
	{"font-of-magic", fontFeatures, fontOfMagic},
	{"divine-sense", []string{"divine-sense", "paladin-channel-divinity"}, divineSense},
	{"cunning-action", []string{"cunning-action", "rogue-cunning-action"}, cunningAction},
	{"turn-undead", []string{"channel-divinity-turn-undead", "cleric-channel-divinity"}, turnUndead},
	{"divine-spark", []string{"cleric-channel-divinity"}, divineSpark},
	{"preserve-life", []string{"channel-divinity-preserve-life"}, preserveLife},
	{"flurry-of-blows", []string{"flurry-of-blows", "monk-monks-focus"}, flurry},
	{"patient-defense", []string{"patient-defense", "monk-monks-focus"}, patientDefense},
	{"step-of-the-wind", []string{"step-of-the-wind", "monk-monks-focus"}, stepOfTheWind},
}

// The catalog's features that give Action Surge and Rage.
var (
	surgeFeatures = []string{"action-surge-1-use", "fighter-action-surge"}
	rageFeatures  = []string{"rage", "barbarian-rage"}
)

// ClassUses lists the use commands of c's class features, in the order
// of classUses.
func (c *Combatant) ClassUses() []string {
	var out []string
	for _, u := range classUses {
		if c.classFeature(u.features) != nil {
			out = append(out, u.name)
		}
	}
	return out
}

// classFeature is c's feature of those ids, or nil.
func (c *Combatant) classFeature(ids []string) *ClassFeature {
	for i := range c.Features {
		if f := c.Features[i].Feature; f != nil && slices.Contains(ids, f.ID) {
			return &c.Features[i]
		}
	}
	return nil
}

// channelOptions are the uses of Channel Divinity.
var channelOptions = []string{"turn-undead", "divine-spark", "preserve-life", "divine-sense"}

// channelOption is the Channel Divinity use a channel-divinity command
// names: its option, else the one c has when it has one only.
func (c *Combatant) channelOption(option string) string {
	if option != "" {
		return option
	}
	if have := c.channelUses(); len(have) == 1 {
		return have[0]
	}
	return "channel-divinity"
}

// channelUses are the Channel Divinity uses c has.
func (c *Combatant) channelUses() []string {
	var have []string
	for _, u := range c.ClassUses() {
		if slices.Contains(channelOptions, u) {
			have = append(have, u)
		}
	}
	return have
}

// featureUse is one use being decided: who, which, the command, and what
// it costs.
type featureUse struct {
	c    *Combatant
	f    *ClassFeature
	name string
	cmd  Command
	// resource and count are what it spends (count 0: nothing); turn is
	// the turn resource: action, bonus or none.
	resource string
	count    int
	turn     string
}

// cite is the feature's rule.
func (u *featureUse) cite() string { return u.f.Feature.Cite }

// classFeatureCmd handles use FEATURE for a creature with class features:
// it reports whether the command was one of them.
func (d *decider) classFeatureCmd(c *Combatant, cmd Command) (bool, error) {
	name := cmd.Attack
	if name == "channel-divinity" {
		name, cmd.Option = c.channelOption(cmd.Option), ""
	}
	if name == giftUse { // feature_gift.go: any ally writes its name in the warlock's book
		return true, d.writeName(c, cmd)
	}
	i := slices.IndexFunc(classUses, func(u classUse) bool { return u.name == name })
	if have := c.channelUses(); name == "channel-divinity" && len(have) > 0 {
		return true, fmt.Errorf("%w: channel-divinity names its option, one of %v", ErrFeatureTarget, have)
	}
	if i < 0 {
		if len(c.Features) == 0 || c.Statblock != nil {
			return false, nil
		}
		return true, fmt.Errorf("%w %q for %s (it has %v)", ErrNoClassFeature, name, c.ID, c.ClassUses())
	}
	f := c.classFeature(classUses[i].features)
	if f == nil {
		if c.Statblock != nil {
			return false, nil
		}
		return true, fmt.Errorf("%w: %s has no %s (it has %v)", ErrNoClassFeature, c.ID, name, c.ClassUses())
	}
	u := &featureUse{c: c, f: f, name: name, cmd: cmd}
	if err := d.featureTiming(u); err != nil {
		return true, err
	}
	return true, classUses[i].run(d, u)
}

// featureTiming checks that u may be used now: on the user's turn, while
// it can act, with the action or bonus action the feature takes unspent;
// it sets the turn resource and the uses from the feature.
func (d *decider) featureTiming(u *featureUse) error {
	s, c := d.s, u.c
	if !s.Started {
		return fmt.Errorf("%w (%s): only in combat", ErrFeatureUse, u.cite())
	}
	if err := d.turnCheck(c); err != nil {
		return err
	}
	if ok, why := s.canAct(c); !ok {
		return fmt.Errorf("%w (%s): %s is %s", ErrCannotAct, s.cite("Conditions"), c.ID, why)
	}
	u.turn = "none"
	switch u.f.Feature.Action {
	case "action", "magic":
		u.turn = "action"
	case "bonus":
		u.turn = "bonus"
	}
	u.resource, u.count = spendOf(u.f.Feature, u.name)
	return d.canTurn(u)
}

// spendOf is the resource a feature's tree spends and how many uses
// (Lay on Hands: 0, as many as the player says): the spend node of the
// option named name when the tree has options by name (Monk's Focus),
// else the first spend node, else the feature's resource.
func spendOf(f *content.ClassFeature, name string) (string, int) {
	var first, named *content.Effect
	content.WalkAll(f.Effects, func(e *content.Effect) {
		if e.Kind != content.KindSpend || e.Count < 0 {
			return
		}
		if first == nil {
			first = e
		}
		if named == nil && e.Value == name {
			named = e
		}
	})
	switch {
	case named != nil:
		return named.Resource, named.Count
	case first != nil:
		return first.Resource, first.Count
	case first == nil && f.Resource != "":
		return f.Resource, 1
	}
	return "", 0
}

// canTurn checks the turn resource u takes.
func (d *decider) canTurn(u *featureUse) error {
	s, c := d.s, u.c
	switch u.turn {
	case "action":
		return d.canTakeAction(c)
	case "bonus":
		if c.BonusUsed {
			return fmt.Errorf("%w (%s; %s): %s has taken its bonus action", ErrNoAction, u.cite(), s.cite("Bonus Actions"), c.ID)
		}
	}
	return nil
}

// canPay checks the turn resource and that n uses of the resource are
// left.
func (d *decider) canPay(u *featureUse, n int) error {
	if err := d.canTurn(u); err != nil {
		return err
	}
	if u.resource == "" || n == 0 {
		return nil
	}
	r, ok := u.c.Resource(u.resource)
	if !ok {
		return fmt.Errorf("%w (%s): %s has no %s resource", ErrNoUses, u.cite(), u.c.ID, u.resource)
	}
	if r.Uses < n {
		return fmt.Errorf("%w (%s): %s has %d of %d %s left and this takes %d", ErrNoUses, u.cite(), u.c.ID, r.Uses, r.Max, u.resource, n)
	}
	return nil
}

// pay checks and spends what u costs, n uses of its resource, with the
// event that records it.
func (d *decider) pay(u *featureUse, n int) error {
	if err := d.canPay(u, n); err != nil {
		return err
	}
	res := u.resource
	if n == 0 {
		res = ""
	}
	return d.emit(&Event{Kind: FeatureUsed, Who: u.c.ID, Action: u.name, Attack: u.f.Feature.ID, Option: res, Cost: n,
		Uses: u.turn, Reason: u.cite()})
}

func applyFeatureUsed(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if e.Option != "" {
		if _, err := c.Spend(e.Option, e.Cost); err != nil {
			return fmt.Errorf("%w: %w", ErrBadEvent, err)
		}
	}
	if err := s.spend(c, e.Uses); err != nil {
		return err
	}
	switch e.Action {
	case "relentless-rage":
		c.Class.Relentless++
	case "barbarian-persistent-rage", "monk-uncanny-metabolism": // feature_initiative.go: all of Type's uses back
		if r, ok := c.Resource(e.Type); ok {
			if i := slices.IndexFunc(c.Resources, func(o rules.Resource) bool { return o.Name == r.Name }); i >= 0 {
				c.Resources[i].Uses = c.Resources[i].Max
			}
		}
	case "write-name":
		c.Class.Named = e.Target
	case "reckless-attack":
		c.Class.RecklessAt, c.Class.Reckless = [2]int{s.Round, s.Turn}, true
	case "action-surge":
		c.ActionUsed, c.AttacksLeft, c.AttackAction = false, 0, false
		c.Class.Surged = true
		c.Class.NoMagic = e.Type == "no-magic"
	case "rage":
		switch e.Type {
		case "extend":
			c.Class.RageKept = true
		case "":
			c.Class.RageSince = s.Round // what kept it since its last turn counts (2014)
		}
	}
	return nil
}

// secondWind: a bonus action that heals 1d10 + the fighter level (SRD
// 5.2.1, Fighter, Second Wind; SRD 5.1, Fighter, Second Wind), the dice
// and the level from the feature's heal node.
func secondWind(d *decider, u *featureUse) error {
	heal := firstNode(u.f.Feature.Effects, content.KindHeal)
	if heal == nil {
		return fmt.Errorf("%w (%s): the feature heals nothing", ErrNoClassFeature, u.cite())
	}
	if err := d.pay(u, u.count); err != nil {
		return err
	}
	return d.healBy(u, u.c, heal.Dice, u.f.Level, u.f.Feature.Class+" level")
}

// healBy rolls dice (may be empty) plus flat and heals t by the total.
func (d *decider) healBy(u *featureUse, t *Combatant, dice string, flat int, what string) error {
	var faces []int
	var terms []rules.Term
	if dice != "" {
		n, sides, ok := simpleDice(dice)
		if !ok {
			return fmt.Errorf("combat: %s heals %q, not dice the engine reads", u.f.Feature.ID, dice)
		}
		sum := 0
		for range n {
			f, err := d.r.Roll(1, sides)
			if err != nil {
				return err
			}
			faces, sum = append(faces, f), sum+f
		}
		terms = append(terms, rules.Term{Value: sum, Source: dice, Rule: u.cite()})
	}
	if flat != 0 {
		terms = append(terms, rules.Term{Value: flat, Source: what, Rule: u.cite()})
	}
	return d.emit(&Event{Kind: Healed, Who: u.c.ID, Target: t.ID, Action: u.name, Amount: max(0, rules.Sum(terms)), Dice: faces, Explain: terms})
}

// firstNode is the first node of kind in a tree, or nil.
func firstNode(es []content.Effect, kind content.Kind) *content.Effect {
	var out *content.Effect
	content.WalkAll(es, func(e *content.Effect) {
		if out == nil && e.Kind == kind {
			out = e
		}
	})
	return out
}

// actionSurge gives back the action taken this turn, once a turn: one
// more action, not the Magic action where the feature's extra-action
// grant says so (SRD 5.2.1, Fighter, Action Surge; SRD 5.1, Fighter,
// Action Surge). Decision: the engine counts one action at a time, so the
// surge is used once the turn's action is spent; the attacks left of an
// Attack action are lost with it.
func actionSurge(d *decider, u *featureUse) error {
	c := u.c
	switch {
	case c.Class.Surged:
		return fmt.Errorf("%w (%s): %s has used Action Surge this turn (once on a turn)", ErrFeatureUse, u.cite(), c.ID)
	case !c.ActionUsed:
		return fmt.Errorf("%w (%s): %s has its action still; Action Surge gives one more once it is taken", ErrFeatureUse, u.cite(), c.ID)
	}
	if err := d.canPay(u, u.count); err != nil {
		return err
	}
	typ := ""
	if g := firstNode(u.f.Feature.Effects, content.KindGrant); g != nil && g.On == "any-but-magic" {
		typ = "no-magic"
	}
	return d.emit(&Event{Kind: FeatureUsed, Who: c.ID, Action: u.name, Attack: u.f.Feature.ID, Option: u.resource, Cost: u.count,
		Uses: "none", Type: typ, Reason: u.cite()})
}

// featureCast refuses a spell a class feature forbids: any while raging
// (its no-spells grant), and one cast with an action when that action is
// Action Surge's and the surge gives no Magic action (2024).
func (d *decider) featureCast(c *Combatant, sp *content.Spell) error {
	if g := rageGrant(c, "no-spells"); g != nil {
		return fmt.Errorf("%w (%s): %s is raging", ErrFeatureUse, rageCite(c), c.ID)
	}
	if c.Class.NoMagic && !c.ActionUsed && d.s.Started && sp.Casting.Unit == "action" {
		f := c.classFeature(surgeFeatures)
		cite := "Action Surge"
		if f != nil {
			cite = f.Feature.Cite
		}
		return fmt.Errorf("%w (%s): the action Action Surge gave %s can't be the Magic action", ErrFeatureUse, cite, c.ID)
	}
	return nil
}

// cunningAction: Dash, Disengage or Hide as a bonus action (SRD 5.2.1,
// Rogue, Cunning Action; SRD 5.1, Rogue, Cunning Action).
func cunningAction(d *decider, u *featureUse) error {
	return d.bonusActions(u, []string{"dash", "disengage", "hide"}, 1)
}

// bonusActions takes as u's turn resource the actions its option names
// (Option: one of opts, the first when empty), n of them: the first n
// of opts from the option on.
func (d *decider) bonusActions(u *featureUse, opts []string, n int) error {
	pick := u.cmd.Option
	if pick == "" {
		pick = opts[0]
	}
	i := slices.Index(opts, pick)
	if i < 0 {
		return fmt.Errorf("%w (%s): %s takes %s, not %q", ErrFeatureTarget, u.cite(), u.name, strings.Join(opts, ", "), pick)
	}
	if err := d.pay(u, u.count); err != nil {
		return err
	}
	for _, a := range opts[i:min(len(opts), i+n)] {
		if err := d.takeAction(u.c, a); err != nil {
			return err
		}
	}
	return nil
}

// takeAction takes a (dash, disengage, dodge, hide) without spending the
// action: the feature paid for it.
func (d *decider) takeAction(c *Combatant, a string) error {
	if a == "hide" {
		old := d.uses
		d.uses = "none"
		defer func() { d.uses = old }()
		return d.hide(d.s.Get(c.ID), Command{Kind: Hide, By: c.ID}, d.s.cite(d.s.rs.Combat.Sections.YourTurn))
	}
	return d.emit(&Event{Kind: Acted, Who: c.ID, Action: a, Uses: "none"})
}

// patientDefense: 1 ki, Dodge as a bonus action (SRD 5.1, Monk, Patient
// Defense); 2024: Disengage free, or 1 focus point for Disengage and
// Dodge (SRD 5.2.1, Monk, Monk's Focus). Option free takes the free one.
func patientDefense(d *decider, u *featureUse) error {
	if u.f.Feature.ID == "patient-defense" {
		u.cmd.Option = ""
		return d.bonusActions(u, []string{"dodge"}, 1)
	}
	if u.cmd.Option == "free" {
		u.count, u.cmd.Option = 0, ""
		return d.bonusActions(u, []string{"disengage"}, 1)
	}
	u.cmd.Option = ""
	return d.bonusActions(u, []string{"disengage", "dodge"}, 2)
}

// stepOfTheWind: 1 ki, Disengage or Dash as a bonus action (SRD 5.1, Monk,
// Step of the Wind); 2024: Dash free, or 1 focus point for Disengage and
// Dash (SRD 5.2.1, Monk, Monk's Focus). The doubled jump is not counted
// (decision: the fight's jumps are not changed).
func stepOfTheWind(d *decider, u *featureUse) error {
	if u.f.Feature.ID == "step-of-the-wind" {
		return d.bonusActions(u, []string{"disengage", "dash"}, 1)
	}
	if u.cmd.Option == "free" {
		u.count, u.cmd.Option = 0, ""
		return d.bonusActions(u, []string{"dash"}, 1)
	}
	u.cmd.Option = ""
	return d.bonusActions(u, []string{"disengage", "dash"}, 2)
}

// flurry: 1 ki or focus point, two unarmed strikes at the target as a
// bonus action; in 2014 only after the Attack action this turn (SRD 5.1,
// Monk, Flurry of Blows; SRD 5.2.1, Monk, Monk's Focus).
func flurry(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	after := false
	content.WalkAll(u.f.Feature.Effects, func(e *content.Effect) { after = after || e.If == "after-attack-action" })
	if after && !(c.ActionUsed && c.AttackAction) {
		return fmt.Errorf("%w (%s): %s has not taken the Attack action this turn", ErrFeatureUse, u.cite(), c.ID)
	}
	t, err := s.must(u.cmd.Target)
	if err != nil {
		return err
	}
	a, err := c.attack("unarmed-strike")
	if err != nil {
		a = builtin("unarmed")
	}
	if !inReach(c, t, a) {
		return fmt.Errorf("%w (%s): %s is out of reach of %s's unarmed strike", ErrOutOfReach, u.cite(), t.ID, c.ID)
	}
	if err := d.pay(u, u.count); err != nil {
		return err
	}
	for range 2 {
		if t = s.Get(t.ID); t == nil || !t.standing() || s.Over {
			return nil
		}
		if err := d.strikeAs(s.Get(c.ID), t, a, "bonus"); err != nil {
			return err
		}
	}
	return nil
}
