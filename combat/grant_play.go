package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// The grants that limit or change their holder beyond grant.go's numbers
// (docs/spells.md, Grants): what it may not do (no-attacks, no-spells,
// flee), a flight speed and hovering given, an ability score set, a dance
// that takes all its movement, a reaction to stand, a mind no divination
// reaches.

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{ExtraActed: applyExtraActed, ShortRested: applyShortRested})
	otherActions["escape"] = func(s *State, c *Combatant, e Event) error { // Freedom of Movement's 5 ft (grantEscape)
		c.MoveUsed += e.Cost
		return nil
	}
	for _, k := range []string{"ignore-terrain", "no-slow", "escape", "underwater", "indifferent", "extra-action", "bonus-action", "no-shapechange", "insane", "located", "no-hide-from-source", "short-rest", "once-per-long-rest", "carry", "half-damage", "heal-max", "dash-only", "no-language", "action-or-bonus", "one-attack", "spell-fail", "size", "levitate", "spider-climb", "vulnerable", "death-ward", "darkvision", "truesight", "flee", "no-attacks", "no-spells", "hover", "score", "dance", "stand-reaction", "no-divination", "no-possession"} {
		grantKinds[k] = true
	}
}

// checkScore refuses a score grant that sets no ability to a number:
// on "int", value "=10".
func checkScore(e *content.Effect) error {
	_, err := rules.ParseAbility(e.On)
	n, err2 := strconv.Atoi(strings.TrimPrefix(e.Value, "="))
	if err != nil || err2 != nil || !strings.HasPrefix(e.Value, "=") || n < 1 || n > 30 {
		return fmt.Errorf("a score grant on %q of %q (want on int, value =10)", e.On, e.Value)
	}
	return nil
}

// grantSet changes t's creature as g takes hold, keeping in g what it
// was: a score set (Awaken, Feeblemind), a fly speed given (Fly, Gaseous
// Form: speed on fly =N), hovering (Gaseous Form).
func grantSet(t *Combatant, g Grant) Grant {
	switch {
	case g.Kind == "score":
		if ab, err := rules.ParseAbility(g.On); err == nil {
			if n, err := strconv.Atoi(strings.TrimPrefix(g.Value, "=")); err == nil {
				g.Was, t.Scores[ab] = t.Scores[ab], n
			}
		}
	case g.Kind == "speed" && g.On == "fly" && strings.HasPrefix(g.Value, "=") && g.Value != "=0":
		if n, err := strconv.Atoi(g.Value[1:]); err == nil {
			g.Was, t.Speeds.Fly = t.Speeds.Fly, n
		}
	case g.Kind == "hover":
		if t.Speeds.Hover {
			g.Was = 1
		}
		t.Speeds.Hover = true
	case swimsFree(g):
		g.Was, t.Speeds.Swim = t.Speeds.Swim, max(t.Speeds.Swim, t.BaseSpeed)
	case g.Kind == "speed" && g.On == "climb" && g.Value == "=walk": // Spider Climb
		g.Was, t.Speeds.Climb = t.Speeds.Climb, max(t.Speeds.Climb, t.BaseSpeed)
	case g.Kind == "darkvision" || g.Kind == "truesight": // Darkvision, True Seeing: the sense to that range
		if n, err := strconv.Atoi(g.Value); err == nil {
			sense := &t.Senses.Darkvision
			if g.Kind == "truesight" {
				sense = &t.Senses.Truesight
			}
			g.Was, *sense = *sense, max(*sense, n)
		}
	case g.Kind == "levitate": // it rises (Levitate: 20 ft) and stays there
		if n, err := strconv.Atoi(g.Value); err == nil && n > 0 {
			g.Was, t.Altitude = t.Altitude, max(t.Altitude, n)
		}
	case g.Kind == "size": // Enlarge/Reduce: one category up or down
		if n, err := strconv.Atoi(strings.TrimPrefix(g.Value, "+")); err == nil && slices.Contains(sizes, t.Size) {
			g.Was, t.Size = slices.Index(sizes, t.Size)+1, resized(t.Size, n)
		}
	case g.Kind == "carry" && strings.HasPrefix(g.Value, "x"): // Bull's Strength: its carrying capacity doubles
		if n, err := strconv.Atoi(g.Value[1:]); err == nil && n > 0 {
			g.Was, t.CarryFactor = t.CarryFactor, max(1, t.CarryFactor)*n
		}
	case g.Kind == "insane" || g.Kind == "no-language": // it speaks only gibberish (Contact Other Plane, Feeblemind)
		if t.Mute {
			g.Was = 1
		}
		t.Mute = true
	}
	return g
}

// grantUnset takes back what grantSet changed as g ends.
func grantUnset(t *Combatant, g Grant) {
	switch {
	case g.Kind == "score":
		if ab, err := rules.ParseAbility(g.On); err == nil && g.Was > 0 {
			t.Scores[ab] = g.Was
		}
	case g.Kind == "speed" && g.On == "fly" && strings.HasPrefix(g.Value, "=") && g.Value != "=0":
		t.Speeds.Fly = g.Was
	case g.Kind == "hover":
		t.Speeds.Hover = g.Was == 1
	case swimsFree(g):
		t.Speeds.Swim = g.Was
	case g.Kind == "speed" && g.On == "climb" && g.Value == "=walk":
		t.Speeds.Climb = g.Was
	case g.Kind == "darkvision":
		t.Senses.Darkvision = g.Was
	case g.Kind == "truesight":
		t.Senses.Truesight = g.Was
	case g.Kind == "levitate": // it floats gently down (no fall): to the ground, or where it was
		if !t.flying() {
			t.Altitude = 0
		}
	case g.Kind == "size" && g.Was > 0:
		t.Size = sizes[g.Was-1]
	case g.Kind == "carry" && strings.HasPrefix(g.Value, "x"):
		t.CarryFactor = g.Was
	case g.Kind == "insane" || g.Kind == "no-language":
		t.Mute = g.Was == 1
	}
}

// swimsFree reports whether g gives a swim speed equal to the walking
// speed (2024 Freedom of Movement: speed on swim =walk; 2014's underwater:
// water costs its movement nothing extra, decision): in the grid's water
// it moves at its speed.
func swimsFree(g Grant) bool {
	return g.Kind == "underwater" || g.Kind == "speed" && g.On == "swim" && g.Value == "=walk"
}

// grantOf is c's first grant of kind.
func grantOf(c *Combatant, kind string) (Grant, bool) {
	for _, g := range c.Grants {
		if g.Kind == kind {
			return g, true
		}
	}
	return Grant{}, false
}

// grantCite is the rule of g's spell, else the ruleset's spell rule.
func (s *State) grantCite(g Grant) string {
	if sp, err := s.spell(g.Spell); err == nil && sp.Cite != "" {
		return sp.Cite
	}
	return s.rs.Spell.Cite
}

// attackKinds are the commands that make an attack: a weapon's, an
// unarmed strike's grapple or shove, a monster's.
var attackKinds = map[CommandKind]bool{AttackCmd: true, Opportunity: true, MultiattackCmd: true, Grapple: true, Shove: true,
	KnockDown: true, Charge: true, CoupDeGrace: true}

// grantGate refuses a Possession aimed at a creature a no-possession
// grant shields from c's type (Protection from Evil and Good), and what
// c's grants forbid: an attack under no-attacks
// and a spell under no-spells (Gaseous Form, Feeblemind, Befuddlement), and,
// while a flee grant's spell frightens it (Fear, Eyebite), any action but
// Dash and a move that ends nearer the caster.
func (d *decider) grantGate(c *Combatant, cmd *Command) error {
	s := d.s
	if cmd.Kind == UseCmd && strings.Contains(cmd.Attack, "possess") { // a ghost's Possession
		if t := s.Get(cmd.Target); t != nil {
			for _, g := range t.Grants {
				if g.Kind == "no-possession" && g.against(c) {
					return fmt.Errorf("%w (%s): %s can't be possessed by %s while %s holds it", ErrSpellTarget, s.grantCite(g), t.ID, c.ID, g.source())
				}
			}
		}
	}
	if len(c.Grants) == 0 || cmd.Decline {
		return nil
	}
	if g, ok := grantOf(c, "no-attacks"); ok && (attackKinds[cmd.Kind] || cmd.Kind == UseCmd && d.featureAttacks(c, cmd.Attack)) {
		return fmt.Errorf("%w (%s): %s can't attack while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
	}
	if g, ok := grantOf(c, "no-spells"); ok && cmd.Kind == CastCmd {
		return fmt.Errorf("%w (%s): %s can't cast spells while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
	}
	if err := d.indifferentGate(c, *cmd); err != nil {
		return err
	}
	if err := d.shapeGate(c, *cmd); err != nil {
		return err
	}
	if err := d.insaneGate(c, *cmd); err != nil {
		return err
	}
	if err := d.slowGate(c, *cmd); err != nil {
		return err
	}
	if g, ok := grantOf(c, "dash-only"); ok && cmd.Kind != Dash && (d.takesAction(c, *cmd) || cmd.Kind == CastCmd || cmd.Kind == UseCmd) {
		return fmt.Errorf("%w (%s): %s may take only the Dash action while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
	}
	if cur := s.Current(); !s.Started || cur == nil || cur.ID != c.ID {
		return nil
	}
	if c.ExtraAction != "" && cmd.Kind == AttackCmd && c.ActionUsed && c.AttackAction && c.AttacksLeft > 0 {
		g, _ := grantOf(c, "extra-action")
		return fmt.Errorf("%w (%s): the Attack action of %s's extra action makes one attack only", ErrNoAction, s.grantCite(g), g.source())
	}
	src, g, ok := s.fleeFrom(c)
	if !ok {
		return nil
	}
	switch {
	case cmd.Kind == Move && cmd.Height == nil:
		path, err := s.movePath(c, *cmd)
		if err != nil || len(path) == 0 {
			return nil // the move's own checks refuse it
		}
		if end := path[len(path)-1]; Feet(end, Point(src.Position)) < between(c, src) {
			return fmt.Errorf("%w (%s): %s, frightened by %s, must move away from %s, not nearer", ErrSpellForbids, s.grantCite(g), c.ID, g.source(), src.ID)
		}
	case !c.ActionUsed && d.takesAction(c, *cmd):
		return fmt.Errorf("%w (%s): %s, frightened by %s, must take the Dash action", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
	}
	return nil
}

// featureAttacks reports whether c's stat block feature id makes an
// attack roll.
func (d *decider) featureAttacks(c *Combatant, id string) bool {
	f, _ := c.Statblock.Feature(id)
	if f == nil {
		return false
	}
	found := false
	content.WalkAll(f.Effects, func(e *content.Effect) { found = found || e.Kind == content.KindAttack })
	return found
}

// takesAction reports whether cmd spends c's action (not Dash).
func (d *decider) takesAction(c *Combatant, cmd Command) bool {
	switch cmd.Kind {
	case AttackCmd, MultiattackCmd, Dodge, Disengage:
		return true
	case CastCmd:
		sp, err := d.s.spell(cmd.Spell)
		return err == nil && sp.Casting.Unit == "action"
	case UseCmd:
		_, kind := c.Statblock.Feature(cmd.Attack)
		return kind == "action"
	}
	act, ok := actions[cmd.Kind]
	return ok && act.uses == "action"
}

// fleeFrom is the caster c must flee (Fear, Eyebite: the Dash action and
// away from it on each of c's turns) while that spell frightens c and c
// has speed to move (decision: a creature with speed 0 has nowhere to
// move).
func (s *State) fleeFrom(c *Combatant) (*Combatant, Grant, bool) {
	for _, g := range c.Grants {
		if g.Kind != "flee" {
			continue
		}
		src := s.Get(g.By)
		if src == nil || src.Dead || s.speed(c) == 0 {
			continue
		}
		if slices.ContainsFunc(c.Instances(), func(in rules.ConditionInstance) bool {
			return in.Name == "frightened" && in.Source == g.source()
		}) {
			return src, g, true
		}
	}
	return nil, Grant{}, false
}

// fleePolicy is the turn of a creature a flee grant drives: the Dash
// action, then the move that ends farthest from the caster (ties: the
// cheapest), then the end of its turn (decision: the safest route is the
// one ending farthest; opportunity attacks are not weighed).
func (s *State) fleePolicy(p *pass, c *Combatant) (Command, bool) {
	src, _, ok := s.fleeFrom(c)
	if !ok {
		return Command{}, false
	}
	if dash := (Command{Kind: Dash, By: c.ID}); !c.ActionUsed && s.try(p, dash, nil) {
		return dash, true
	}
	if path := s.fleePath(c, src); len(path) > 0 {
		return Command{Kind: Move, By: c.ID, Path: path}, true
	}
	return Command{Kind: EndTurn, By: c.ID}, true
}

// fleePath is the longest legal start of the way to the free square c can
// reach this turn farthest from src, when it ends farther than c stands.
func (s *State) fleePath(c, src *Combatant) []Point {
	left := s.moveLeft(c)
	if left == 0 {
		return nil
	}
	w := s.ways(c)
	defer w.release()
	best, far, cost := Point{}, between(c, src), -1
	for y := range s.Grid.Height {
		for x := range s.Grid.Width {
			p := Point{x, y}
			dd := w.dist[w.at(p)]
			if dd <= 0 || dd > left || s.At(p) != nil {
				continue
			}
			if f := Feet(p, Point(src.Position)); f > far || f == far && cost >= 0 && dd < cost {
				best, far, cost = p, f, dd
			}
		}
	}
	if cost < 0 {
		return nil
	}
	path := w.to(best)
	for n := len(path); n > 0; n-- {
		if s.pathFits(c, path[:n]) && Feet(path[n-1], Point(src.Position)) > between(c, src) {
			return path[:n]
		}
	}
	return nil
}

// castGate refuses a spell of the divination school aimed at a creature
// a no-divination grant shields (Mind Blank; decision: a divination spell
// that targets it, whoever casts it).
func (d *decider) castGate(sp *content.Spell, targets []*Combatant) error {
	for _, t := range targets {
		for _, g := range t.Grants {
			if g.Kind == "once-per-long-rest" && g.Spell == sp.ID {
				return fmt.Errorf("%w (%s): %s can't be affected by %s again until it finishes a long rest", ErrSpellTarget, d.s.grantCite(g), t.ID, sp.ID)
			}
		}
	}
	if sp.School != "divination" {
		return nil
	}
	for _, t := range targets {
		if g, ok := grantOf(t, "no-divination"); ok {
			return fmt.Errorf("%w (%s): %s is shielded from divination spells by %s", ErrSpellTarget, d.s.grantCite(g), t.ID, g.source())
		}
	}
	return nil
}

// standReaction lets a prone target stand with its reaction (2024 Power
// Word Heal; decision: it always does, when its reaction is unspent; out
// of a fight it just stands).
func (k *casting) standReaction(t *Combatant) error {
	s := k.d.s
	if t = k.live(t); t == nil || !t.Has(s.rs, "prone") || !t.standing() {
		return nil
	}
	uses := "none"
	if s.Started {
		if t.ReactionUsed {
			return nil
		}
		uses = "reaction"
	}
	return k.d.emit(&Event{Kind: Acted, Who: t.ID, Action: "stand", Uses: uses, Reason: k.sp.ID})
}

// danceSpeed is 0 while a dance grant holds c (Irresistible Dance: all its
// movement goes to dancing in place), else sp.
func danceSpeed(c *Combatant, sp int) int {
	if _, ok := grantOf(c, "dance"); ok {
		return 0
	}
	if levitating(c) && !c.flying() { // Levitate: nothing on the grid to push against (decision)
		return 0
	}
	return sp
}

// levitating reports whether a levitate grant holds c up.
func levitating(c *Combatant) bool {
	if len(c.Grants) == 0 {
		return false
	}
	_, ok := grantOf(c, "levitate")
	return ok
}

// relevant are the conditions whose repeat saves a saves-vs-source grant
// favours (Protection from Evil and Good: charmed, frightened; possession
// is not a condition the engine gives).
var relevant = []string{"charmed", "frightened"}

// setRepeatAdv sets on creature c the condition sources whose repeat
// saves it rolls with advantage: those of a charmed or frightened
// instance given by a creature of the types a saves-vs-source grant names
// (the instance's source "spell (caster)" names the caster). The caller
// passes the creature it already found (nil does nothing).
func (s *State) setRepeatAdv(c *Combatant) {
	if c == nil || len(c.Grants) == 0 && len(c.RepeatAdv) == 0 {
		return // nothing to set or clear (most): no call where it is inlined
	}
	s.repeatAdv(c)
}

// repeatAdv is setRepeatAdv for a c with grants or advantages set.
func (s *State) repeatAdv(c *Combatant) {
	var out []rules.RepeatAdv
	for _, g := range c.Grants {
		if g.Kind != "advantage" || g.On != "saves-vs-source" {
			continue
		}
		for _, in := range c.Instances() {
			if !slices.Contains(relevant, in.Name) || in.Duration.Save.DC == 0 {
				continue
			}
			i := strings.LastIndex(in.Source, " (")
			if i < 0 || !strings.HasSuffix(in.Source, ")") {
				continue
			}
			if from := s.Get(in.Source[i+2 : len(in.Source)-1]); from != nil && len(g.Only) > 0 && g.against(from) {
				out = append(out, rules.RepeatAdv{Source: in.Source, By: g.source()})
			}
		}
	}
	if len(out) > 0 || len(c.RepeatAdv) > 0 {
		c.RepeatAdv = out
	}
}

// ignoresTerrain reports whether c's movement is unaffected by difficult
// terrain (Freedom of Movement's ignore-terrain; decision: a hostile
// creature's space, difficult terrain to cross, is too).
func ignoresTerrain(c *Combatant) bool {
	if len(c.Grants) == 0 {
		return false
	}
	_, ok := grantOf(c, "ignore-terrain")
	return ok
}

// lowers reports whether a speed grant's value reduces a speed: a
// negative number, a halving, a cap (=0, =10).
func lowers(v string) bool {
	return v == "0" || v == "half" || v == "x0.5" || strings.HasPrefix(strings.TrimPrefix(v, "+"), "-") || strings.HasPrefix(v, "=")
}

// grantEscape is the escape of a creature whose escape grant (Freedom of
// Movement: value 5) lets it spend that much movement, no action and no
// check, to end a grapple (nonmagical restraints; decision: a grapple by a
// creature is the one the fight has). The feet come from the speed it
// has free of the grapple (decision: the Grappled condition's speed 0 is
// what it escapes). It reports whether it decided cmd.
func (d *decider) grantEscape(c *Combatant, cmd Command) (bool, error) {
	g, ok := grantOf(c, "escape")
	if !ok || cmd.Kind != Escape {
		return false, nil
	}
	s := d.s
	if cur := s.Current(); !s.Started || cur == nil || cur.ID != c.ID {
		return false, nil
	}
	var by *Combatant
	for _, in := range c.Instances() {
		if id, ok := grapplerOf(in); ok && s.Get(id) != nil && (cmd.Target == "" || cmd.Target == id) {
			by = s.Get(id)
			break
		}
	}
	if by == nil {
		return false, nil // a spell's hold: the check (escape_spell.go)
	}
	n, err := strconv.Atoi(g.Value)
	if err != nil || n <= 0 {
		n = 5
	}
	cost := n * 2 / 5
	free := c.Creature.Fork()
	_ = s.rs.RemoveCondition(free, "grappled", 0)
	if left := s.grantSpeed(c, free.Speed(s.rs))*2/5*(1+c.Dashes) - c.MoveUsed; left < cost {
		return true, fmt.Errorf("%w (%s): escaping costs %d ft and %s has %s ft left", ErrNoMovement, s.grantCite(g), n, c.ID, feet(max(0, left)))
	}
	if err := d.emit(&Event{Kind: Acted, Who: c.ID, Action: "escape", Uses: "none", Target: by.ID, Cost: cost, Reason: g.source()}); err != nil {
		return true, err
	}
	if err := d.unrestrain(by, c); err != nil {
		return true, err
	}
	return true, d.emit(&Event{Kind: Conditioned, Who: c.ID, Target: c.ID, Type: "grappled", Option: "end", Reason: grappleSource(by.ID)})
}

// indifferentTo is the indifferent grant that keeps c from turning on t
// (Calm Emotions: indifferent about the caster's side; decision: the
// creatures of the caster's choice are the caster and its side), if any.
func (s *State) indifferentTo(c, t *Combatant) (Grant, bool) {
	if t == nil {
		return Grant{}, false
	}
	for _, g := range c.Grants {
		if g.Kind != "indifferent" {
			continue
		}
		if by := s.Get(g.By); by != nil && t.side() == by.side() && t.side() != c.side() {
			return g, true
		}
	}
	return Grant{}, false
}

// indifferentGate refuses, to a creature an indifferent grant holds, an
// attack or a harmful spell (one that deals damage or imposes a
// condition) aimed at a creature it is indifferent about (decision: aimed
// commands; an area is not checked).
func (d *decider) indifferentGate(c *Combatant, cmd Command) error {
	s := d.s
	hostile := attackKinds[cmd.Kind] || cmd.Kind == UseCmd
	if cmd.Kind == CastCmd {
		if sp, err := s.spell(cmd.Spell); err == nil {
			class := SpellClass(sp)
			hostile = class == "damage" || class == "condition"
		}
	}
	if !hostile {
		return nil
	}
	for _, id := range append([]string{cmd.Target}, cmd.Targets...) {
		if g, ok := s.indifferentTo(c, s.Get(id)); ok {
			return fmt.Errorf("%w (%s): %s is indifferent about %s while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, id, g.source())
		}
	}
	return nil
}

// indifferenceEnds ends the indifferent grants (Calm Emotions: ends
// damage) of t and of the creatures on t's side when the last damage t
// took was more than 0 (decision: an ally "witnessed" taking damage is
// any creature of its side, sight not checked).
func (d *decider) indifferenceEnds(t *Combatant) error {
	s := d.s
	if t == nil || !d.may(sumGrant) || !s.anyIndifferent(t) { // summary.go: no grant anywhere, the common case
		return nil
	}
	hurt := false
	for i := len(d.events) - 1; i >= d.first; i-- {
		if ev := &d.events[i]; ev.Kind == Damaged && ev.Target == t.ID { // a pointer: an Event is 544 bytes
			hurt = ev.Dealt > 0
			break
		}
	}
	if !hurt {
		return nil
	}
	for _, h := range s.Creatures {
		if h.side() != t.side() || len(h.Grants) == 0 {
			continue
		}
		for _, g := range h.Grants {
			if g.Kind == "indifferent" && (g.Ends == "damage" || g.Ends == "damage-or-attacked") {
				if err := d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: h.ID, Action: g.Spell}); err != nil {
					return err
				}
				break
			}
		}
	}
	return nil
}

// anyIndifferent tells whether a creature of t's side holds an indifferent
// grant that damage ends: asked first, so that the walk back through the
// events for the damage dealt is made only when it can matter (an area's
// twenty targets each walked all the events before).
func (s *State) anyIndifferent(t *Combatant) bool {
	for _, h := range s.Creatures {
		for i := range h.Grants {
			if g := &h.Grants[i]; g.Kind == "indifferent" && (g.Ends == "damage" || g.Ends == "damage-or-attacked") && h.side() == t.side() {
				return true
			}
		}
	}
	return false
}

// attackedEnds ends t's grants that end when it is attacked, hit or not
// (2014 Calm Emotions: indifferent, ends damage-or-attacked).
func attackedEnds(t *Combatant) {
	if t != nil && slices.ContainsFunc(t.Grants, func(g Grant) bool { return g.Ends == "damage-or-attacked" }) {
		dropGrants(t, func(g Grant) bool { return g.Ends == "damage-or-attacked" })
	}
}

// ExtraActed: Who takes the extra action of its extra-action grant
// (Haste) this turn, for one of the actions Option lists; its action is
// free again for that one.
const ExtraActed EventKind = "extra_action"

func applyExtraActed(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if !c.ActionUsed || c.ExtraAction != "" {
		return fmt.Errorf("%w: %s takes an extra action it does not have", ErrBadEvent, e.Who)
	}
	c.ActionUsed, c.AttackAction, c.AttacksLeft, c.ExtraAction = false, false, 0, e.Option
	return nil
}

// extraKinds are the commands an extra-action or bonus-action grant's on
// names: attack-one (one attack of the Attack action), dash, disengage,
// hide, use-object, utilize.
var extraKinds = map[string]CommandKind{"attack-one": AttackCmd, "attack": AttackCmd, "dash": Dash, "disengage": Disengage,
	"hide": Hide, "use-object": UseObject, "utilize": Utilize, "dodge": Dodge}

// allows reports whether a grant's on list names the command kind k.
func allows(on string, k CommandKind) bool {
	for _, w := range strings.Split(on, ",") {
		if extraKinds[strings.TrimSpace(w)] == k {
			return true
		}
	}
	return false
}

// grantAct decides what c's grants let it do beyond its turn's action: a
// Disengage as a bonus action (Conjure Woodland Beings: bonus-action on
// disengage; taken when the command says option bonus or the action is
// spent), the extra action of Haste (taken, for an action it allows, once
// the turn's action is spent: event extra_action, then the command as
// usual), and Freedom of Movement's escape. It reports whether it decided
// cmd.
func (d *decider) grantAct(c *Combatant, cmd *Command) (bool, error) {
	if len(c.Grants) == 0 {
		return false, nil
	}
	s := d.s
	if cur := s.Current(); !s.Started || cur == nil || cur.ID != c.ID || cmd.Kind == CastCmd {
		return false, nil
	}
	if ok, _ := s.canAct(c); !ok {
		return false, nil // the command's own checks refuse it
	}
	if g, ok := grantOf(c, "bonus-action"); ok && allows(g.On, cmd.Kind) && !c.BonusUsed && (cmd.Option == "bonus" || c.ActionUsed) &&
		(cmd.Kind == Dash || cmd.Kind == Disengage || cmd.Kind == Dodge) {
		return true, d.emit(&Event{Kind: Acted, Who: c.ID, Action: string(cmd.Kind), Uses: "bonus", Reason: g.source()})
	}
	if g, ok := grantOf(c, "extra-action"); ok && allows(g.On, cmd.Kind) && c.ActionUsed && c.ExtraAction == "" &&
		!(c.AttackAction && c.AttacksLeft > 0) && !(cmd.Kind == AttackCmd && cmd.Offhand) {
		if err := d.emit(&Event{Kind: ExtraActed, Who: c.ID, Action: g.Spell, Option: g.On, Reason: g.source()}); err != nil {
			return true, err
		}
		return false, nil // the command goes on, with the action the extra one gives
	}
	return d.grantEscape(c, *cmd)
}

// inGrantZone reports whether c stands in the lasting area of g's spell
// and caster (Moonbeam's cylinder).
func (s *State) inGrantZone(c *Combatant, g Grant) bool {
	z := s.zone(g.By, g.Spell)
	if z == nil {
		return false
	}
	sp, err := s.spell(g.Spell)
	if err != nil {
		return false
	}
	area := zoneAreaFor(sp, z)
	return area != nil && s.inZone(z, area, c, Point(c.Position), Point{}, false)
}

// leftZones ends the grants of c that last until it leaves their spell's
// area (Moonbeam's no-shapechange, ends leave) once it stands outside it.
func (d *decider) leftZones(c *Combatant) error {
	s := d.s
	if c = s.Get(c.ID); c == nil || len(c.Grants) == 0 {
		return nil
	}
	for _, g := range c.Grants {
		if g.Ends == "leave" && !s.inGrantZone(c, g) {
			if err := d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: c.ID, Action: g.Spell}); err != nil {
				return err
			}
			return d.leftZones(c) // the list changed
		}
	}
	return nil
}

// shapeGate refuses a stat block feature that changes c's shape (a shape
// node: the imp's Shape-Shift, a dragon's Change Shape) while a
// no-shapechange grant holds it in its spell's area (Moonbeam). The engine
// runs no change of shape yet (a shape node is recorded), so no creature
// in a fight is shape-shifted and Moonbeam's revert has nothing to undo
// (decision).
func (d *decider) shapeGate(c *Combatant, cmd Command) error {
	if cmd.Kind != UseCmd && cmd.Kind != LegendaryCmd {
		return nil
	}
	g, ok := grantOf(c, "no-shapechange")
	if !ok || (g.Ends == "leave" && !d.s.inGrantZone(c, g)) {
		return nil
	}
	f, _ := c.Statblock.Feature(cmd.Attack)
	if f == nil {
		return nil
	}
	shape := false
	content.WalkAll(f.Effects, func(e *content.Effect) { shape = shape || e.Kind == content.KindShape })
	if shape {
		return fmt.Errorf("%w (%s): %s can't change its shape while %s holds it", ErrSpellForbids, d.s.grantCite(g), c.ID, g.source())
	}
	return nil
}

// insaneGate refuses every action and bonus action of a creature an
// insane grant holds (2014 Contact Other Plane: it can't take actions;
// decision: a bonus action is an action taken, a reaction is left to it),
// and its speech (a spell's verbal component, through rules.Creature.Mute
// while the grant lasts).
func (d *decider) insaneGate(c *Combatant, cmd Command) error {
	g, ok := grantOf(c, "insane")
	if !ok {
		return nil
	}
	s := d.s
	if d.takesAction(c, cmd) || cmd.Kind == Dash || cmd.Kind == CastCmd || cmd.Kind == UseCmd { // an opportunity attack is a reaction
		return fmt.Errorf("%w (%s): %s can't take actions while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
	}
	return nil
}

// locates reports whether o knows where h is whether h is hidden or not:
// a grant of o's spell on h says so (Mind Spike: located, and h can't
// become hidden from o). Hidden is from everyone in the fight at once, so
// h may still hide from the others (decision): against o its hiding gives
// nothing (no advantage on its attacks on o, no disadvantage on o's on
// it, o still sees it for a reaction).
func (s *State) locates(o, h *Combatant) bool {
	if o == nil || h == nil || len(h.Grants) == 0 {
		return false
	}
	return slices.ContainsFunc(h.Grants, func(g Grant) bool {
		return (g.Kind == "located" || g.Kind == "no-hide-from-source") && g.By == o.ID
	})
}

// noInvisible reports whether h's Invisible counts for nothing against o:
// a no-invisible grant (Shining Smite, Starry Wisp), or one on source
// (Mind Spike) when o cast it.
func (s *State) noInvisible(h, o *Combatant) bool {
	for _, g := range s.grantsOf(h) {
		if g.Kind == "no-invisible" && (g.On != "source" || o != nil && g.By == o.ID) {
			return true
		}
	}
	return false
}

// ShortRested: Who's spell Action gives Target the benefits of a short
// rest (2024 Prayer of Healing): what recovers on one comes back (its
// resources, its pact slots). Decision: it spends no Hit Point Dice (it
// may spend none; a cast names no count).
const ShortRested EventKind = "short_rest"

func applyShortRested(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	if t.Dead {
		return nil
	}
	if _, err := s.rs.ShortRest(t.Creature, 0, noDice); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	return nil
}

// attackAbility is the ability a weapon attack of c uses: the attack's
// own, else (decision) Dexterity for a ranged attack or a finesse one
// when c's Dexterity is the better, Strength otherwise; "" for a spell's.
func attackAbility(c *Combatant, a *Attack, spell bool) string {
	switch {
	case spell:
		return ""
	case a.Ability != "":
		return a.Ability
	case !a.Melee() || a.Finesse && c.Mod(rules.DEX) > c.Mod(rules.STR):
		return "dex"
	}
	return "str"
}

// abilityAttack gives c's attack roll the advantage and disadvantage of
// its grants on attacks of the ability it uses (2024 Ray of
// Enfeeblement, 2014 Contagion: disadvantage on str-attacks).
func (s *State) abilityAttack(c *Combatant, a *Attack, spell bool, test *rules.Test) {
	if len(c.Grants) == 0 {
		return
	}
	ab := attackAbility(c, a, spell)
	for _, g := range c.Grants {
		if ab == "" || g.On != ab+"-attacks" {
			continue
		}
		switch g.Kind {
		case "advantage":
			test.Adv = append(test.Adv, g.source())
		case "disadvantage":
			test.Dis = append(test.Dis, g.source())
		}
	}
}

// halfStrength halves, rounded down, the damage of c's weapon attack that
// uses Strength under a half-damage grant on str-weapon (2014 Ray of
// Enfeeblement), explained.
func (s *State) halfStrength(c *Combatant, a *Attack, spell bool, amount int, terms []rules.Term) (int, []rules.Term) {
	if len(c.Grants) == 0 || attackAbility(c, a, spell) != "str" {
		return amount, terms
	}
	for _, g := range c.Grants {
		if g.Kind == "half-damage" && g.On == "str-weapon" {
			cut := amount - amount/2
			return amount / 2, append(terms, rules.Term{Value: -cut, Source: g.source() + ": half damage", Rule: s.grantCite(g)})
		}
	}
	return amount, terms
}

// abilityAttacksOn reports whether a grant's on names the attacks of an
// ability ("str-attacks").
func abilityAttacksOn(on string) bool {
	ab, ok := strings.CutSuffix(on, "-attacks")
	_, err := rules.ParseAbility(ab)
	return ok && err == nil
}

// setDeathSaveAdv sets on c what gives its death saves advantage: its
// grants of advantage on death-saves (Beacon of Hope).
func setDeathSaveAdv(c *Combatant) {
	var adv []string
	for _, g := range c.Grants {
		if g.Kind == "advantage" && g.On == "death-saves" {
			adv = append(adv, g.source())
		}
	}
	if len(adv) > 0 || len(c.DeathSaveAdv) > 0 {
		c.DeathSaveAdv = adv
	}
}

// healMax raises a spell's healing of t to the most its dice can give
// while a heal-max grant holds t (Beacon of Hope: the maximum from any
// healing; in a fight only spells heal), explained.
func (k *casting) healMax(e *content.Effect, t *Combatant, ev Event) Event {
	g, ok := grantOf(t, "heal-max")
	if !ok || len(ev.Dice) == 0 {
		return ev
	}
	text, _ := k.diceAt(e)
	_, sides, ok := simpleDice(text)
	if !ok {
		return ev
	}
	more := 0
	for _, f := range ev.Dice {
		more += sides - f
	}
	if more > 0 {
		ev.Amount += more
		ev.Explain = append(ev.Explain, rules.Term{Value: more, Source: g.source() + ": the most the dice give", Rule: k.d.s.grantCite(g)})
	}
	return ev
}

// usesBonus reports whether cmd spends c's bonus action: an off-hand
// attack, a spell cast as one, a stat block's bonus action, a Disengage
// or Dash as one (option bonus).
func (d *decider) usesBonus(c *Combatant, cmd Command) bool {
	switch cmd.Kind {
	case AttackCmd:
		return cmd.Offhand
	case CastCmd:
		sp, err := d.s.spell(cmd.Spell)
		return err == nil && (sp.Casting.Unit == "bonus" || slices.Contains(cmd.Metamagic, "quickened"))
	case UseCmd:
		_, kind := c.Statblock.Feature(cmd.Attack)
		return kind == "bonus"
	case Dash, Disengage, Dodge:
		return cmd.Option == "bonus"
	}
	return false
}

// slowGate refuses, on the holder's turn, what Slow forbids: an action
// once it took a bonus action and a bonus action once it took an action
// (action-or-bonus), and a second attack roll in the turn (one-attack;
// decision, both rulesets: a Multiattack made at one target at once is
// refused, one attack of it is not; the 2024 text's "if it takes the
// Attack action" and the 2014 one's "during its turn" agree on a turn
// of one attack).
func (d *decider) slowGate(c *Combatant, cmd Command) error {
	s := d.s
	if g, ok := grantOf(c, "action-or-bonus"); ok {
		switch {
		case c.BonusUsed && !d.usesBonus(c, cmd) && (d.takesAction(c, cmd) || cmd.Kind == Dash):
			return fmt.Errorf("%w (%s): %s took a bonus action and can't take an action too while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
		case c.ActionUsed && d.usesBonus(c, cmd):
			return fmt.Errorf("%w (%s): %s took an action and can't take a bonus action too while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
		}
	}
	if g, ok := grantOf(c, "one-attack"); ok && (attackKinds[cmd.Kind] || cmd.Kind == UseCmd && d.featureAttacks(c, cmd.Attack)) &&
		(c.AttacksMade > 0 || cmd.Kind == MultiattackCmd && cmd.Target != "") {
		return fmt.Errorf("%w (%s): %s makes only one attack on its turn while %s holds it", ErrSpellForbids, s.grantCite(g), c.ID, g.source())
	}
	return nil
}

// spellFail is Slow's chance that a spell with a somatic component fails
// (2024: spell-fail on somatic, value 25 percent): a d100 at or under the
// chance wastes the casting, its action and slot spent (event cast,
// type failed). It reports whether the spell failed.
func (d *decider) spellFail(c *Combatant, sp *content.Spell, level int, how string, free bool) (bool, error) {
	g, ok := grantOf(c, "spell-fail")
	if !ok || g.On == "somatic" && !sp.S {
		return false, nil
	}
	pct, err := strconv.Atoi(g.Value)
	if err != nil || pct <= 0 {
		return false, nil
	}
	roll, err := d.r.Roll(1, 100)
	if err != nil {
		return false, err
	}
	if roll > pct {
		return false, d.emit(&Event{Kind: Checked, Who: c.ID, Action: "spell-fail", Dice: []int{roll}, Total: roll, Hit: true,
			Reason: g.source() + ": the spell goes off (d100 over " + g.Value + ")"})
	}
	e := Event{Kind: Casted, Who: c.ID, Action: sp.ID, Reason: how, Type: "failed", Dice: []int{roll},
		Explain: []rules.Term{{Value: roll, Source: g.source() + ": d100 at or under " + g.Value + ", the spell fails", Rule: d.s.grantCite(g)}}}
	if level > 0 && !free {
		e.Cost = level
	}
	return true, d.emit(&e)
}

// sizes are the size categories, smallest first.
var sizes = []string{"tiny", "small", "medium", "large", "huge", "gargantuan"}

// resized is size moved by steps categories (Enlarge/Reduce: +1, -1),
// within tiny and gargantuan.
func resized(size string, steps int) string {
	i := slices.Index(sizes, size)
	if i < 0 {
		return size
	}
	return sizes[max(0, min(len(sizes)-1, i+steps))]
}

// findAdv is the advantage c's grants give its check to find t (Hunter's
// Mark: advantage on perception-survival-to-find, on the creature its
// spell marks, a grant of the same spell by c on t); the Search action's
// Perception check is the one a fight has.
func (s *State) findAdv(c, t *Combatant) []string {
	var adv []string
	for _, g := range c.Grants {
		if g.Kind == "advantage" && g.On == "perception-survival-to-find" &&
			slices.ContainsFunc(t.Grants, func(o Grant) bool { return o.Spell == g.Spell && o.By == g.By }) {
			adv = append(adv, g.source())
		}
	}
	return adv
}

// grantVulnerable names the grant that makes t vulnerable to damage of
// type typ (a vulnerable grant of that type or all: 2014 Contagion's
// Flesh Rot), "" for none.
func (s *State) grantVulnerable(t *Combatant, typ string) string {
	if len(t.Grants) == 0 || typ == "" {
		return ""
	}
	for _, g := range t.Grants {
		if g.Kind == "vulnerable" && (g.Value == typ || g.Value == "all") {
			return g.source()
		}
	}
	return ""
}

// wardedCopy is t's creature before damage when a death-ward grant holds
// it and it stands above 0 hit points, else nil.
func wardedCopy(t *Combatant) *rules.Creature {
	if len(t.Grants) == 0 || t.HP <= 0 {
		return nil
	}
	if _, ok := grantOf(t, "death-ward"); !ok {
		return nil
	}
	return t.Creature.Fork()
}

// deathWard keeps t, whom damage would drop to 0 hit points (or kill
// outright), at 1 hit point instead, as it was before but for its
// temporary hit points, and ends the ward (Death Ward), explained.
func (s *State) deathWard(t *Combatant, before *rules.Creature, res *rules.DamageResult) {
	if before == nil || (t.HP > 0 && !t.Dead) {
		return
	}
	g, _ := grantOf(t, "death-ward")
	before.ForkInto(t.Creature)
	t.HP, t.TempHP = 1, 0
	res.Explain = append(res.Explain, rules.Term{Value: 1, Source: g.source() + ": drops to 1 hit point instead", Rule: s.grantCite(g)})
	dropGrants(t, func(o Grant) bool { return o.Kind == "death-ward" })
}
