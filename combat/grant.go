package combat

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// GrantEnded: Target's grants from Who's spell Action end (a repeated save
// succeeded).
const GrantEnded EventKind = "grant_end"

// Granted: Who's spell Action gives Target the grant Type (ac, ac-base,
// attack-bonus, save-bonus, advantage, disadvantage...) on Option with
// value Reason, for Duration (nil: until the spell ends); Uses is the
// node's ends (recorded).
const Granted EventKind = "grant"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Granted: applyGranted, GrantEnded: applyGrantEnded})
}

// Grant is a benefit or penalty a creature has from a spell's grant node
// (docs/effects.md), until its duration runs out on By's turns, the
// spell's concentration ends, or (advantage or disadvantage on next-attack
// or next-attack-against) the one roll it changes is made.
// Combatant.Grants is replaced, never changed in place, so forks of the
// state may share it.
type Grant struct {
	Kind, On, Value string
	Spell, By       string
	Until           rules.TurnPoint
	Left            int // boundaries of By's turns left; 0: until the spell ends
	Ends            string
	// Only lists the creature types it holds against (Protection from
	// Evil and Good); empty for all.
	Only []string
	// Save is the save the holder repeats at the start or end of each of
	// its turns, ending the spell's grants on it on a success (a failed
	// save_ends save: Slow, Ray of Enfeeblement); DC 0 for none.
	Save rules.RepeatSave
	// Of is whose turns count Left when not By's (a node lasting to the
	// end of the target's next turn); Was is what grantSet changed
	// (grant_play.go).
	Of  string
	Was int
}

// against reports whether g holds against o: any creature when g names
// no types, else one whose stat block is of a type g names (a creature
// without one is of none: decision).
func (g Grant) against(o *Combatant) bool {
	if len(g.Only) == 0 {
		return true
	}
	return o != nil && o.Statblock != nil && o.Statblock.Block != nil && slices.Contains(g.Only, o.Statblock.Block.Type)
}

// source names the grant in explanations: "bless (cleric)".
func (g Grant) source() string { return concentrationSource(g.Spell, g.By) }

// grants are the grant kinds the engine applies; the others (speed,
// resist...) are recorded on the creature and applied nowhere yet.
var grantKinds = map[string]bool{"ac": true, "ac-base": true, "attack-bonus": true, "save-bonus": true, "advantage": true, "disadvantage": true,
	"speed": true, "damage-bonus": true, "resist": true, "immune": true, "condition-immune": true,
	"ac-min": true, "no-heal": true, "no-reactions": true, "no-actions": true,
	"no-invisible": true, "max-hp": true, "d20-penalty": true, "no-stand": true, "no-max-hp-reduction": true,
	"share-damage": true}

// grant gives t a grant node of the spell being cast, for the node's
// duration or else the spell's.
func (k *casting) grant(e *content.Effect, t *Combatant) error {
	if e.Self {
		t = k.c
	}
	if t = k.live(t); t == nil {
		return nil
	}
	if grantKinds[e.Grant] {
		if err := checkGrant(e); err != nil {
			return fmt.Errorf("combat: %s: %w", k.sp.ID, err)
		}
	}
	if e.Grant == "stand-reaction" {
		return k.standReaction(t) // grant_play.go: once, as the spell lands
	}
	if e.Grant == "short-rest" {
		return k.d.emit(&Event{Kind: ShortRested, Who: k.c.ID, Target: t.ID, Action: k.sp.ID}) // grant_play.go
	}
	dur := k.grantDuration(e)
	if e.Duration != nil && e.Duration.Unit == "target-turn-end" { // to the end of the holder's next turn
		dur = rules.Duration{Until: rules.EndOfTurn, Of: t.ID, Turns: 1}
	}
	if e.Ends == "long-rest" { // until a long rest, which a fight never reaches: for the fight (decision)
		dur = rules.Duration{}
	}
	value := e.Value
	switch {
	case e.Grant == "max-hp":
		v, err := k.maxHP(e, t) // maxhp.go
		if err != nil {
			return err
		}
		value = v
	case e.Grant == "damage-bonus" && e.Type != "" && !strings.Contains(value, "["):
		value += "[" + e.Type + "]"
	case (e.Grant == "resist" || e.Grant == "immune" || e.Grant == "vulnerable") && value == "":
		value = e.Type
	case e.Grant == "condition-immune" && value == "":
		value = e.Condition
	}
	uses := e.Ends
	if d, ok := k.holderTurns(e, t); ok { // trigger.go: counted on the holder's turns
		dur, uses = d, "holder"
	}
	return k.d.emit(&Event{Kind: Granted, Who: k.c.ID, Target: t.ID, Action: k.sp.ID, Type: e.Grant, Option: e.On,
		Reason: value, Uses: uses, Duration: &dur, Only: e.Only})
}

// checkGrant refuses a grant node whose value the engine can't read.
func checkGrant(e *content.Effect) error {
	switch e.Grant {
	case "ac":
		_, err := strconv.Atoi(strings.TrimPrefix(e.Value, "+"))
		if err != nil {
			return fmt.Errorf("an ac grant of %q (want 2, +2 or -2)", e.Value)
		}
	case "ac-base", "ac-min":
		_, err := acBase(e.Value)
		return err
	case "attack-bonus", "save-bonus":
		_, _, err := bonusValue(e.Value)
		return err
	case "score":
		return checkScore(e) // grant_play.go
	case "d20-penalty":
		if _, err := strconv.Atoi(e.Value); err != nil {
			return fmt.Errorf("a d20-penalty of %q (want -4)", e.Value)
		}
	case "damage-bonus":
		if _, _, _, ok := damageValue(strings.TrimPrefix(e.Value, "-")); !ok {
			return fmt.Errorf("a damage-bonus of %q (want 1d4, -1d8 or 1d4[radiant])", e.Value)
		}
	}
	return nil
}

// grantPenalty takes from the damage c rolls the dice of its damage
// penalties (a damage-bonus of "-1d8": Ray of Enfeeblement), rolled after
// the damage, the total not below 0, explained.
func (d *decider) grantPenalty(c *Combatant, amount int, terms []rules.Term) (int, []rules.Term, error) {
	for _, g := range c.Grants {
		v, ok := strings.CutPrefix(g.Value, "-")
		if g.Kind != "damage-bonus" || !ok {
			continue
		}
		n, sides, _, ok := damageValue(v)
		if !ok {
			continue
		}
		sum := 0
		for range n {
			f, err := d.r.Roll(1, sides)
			if err != nil {
				return amount, terms, err
			}
			sum += f
		}
		cut := min(sum, amount)
		amount -= cut
		terms = append(terms, rules.Term{Value: -cut, Source: g.source() + " -" + strconv.Itoa(n) + "d" + strconv.Itoa(sides), Rule: d.s.rs.Spell.Cite})
	}
	return amount, terms, nil
}

// damageValue reads a damage-bonus value: "1d6" or "1d4[radiant]" (a
// penalty's "-1d8" less its sign).
func damageValue(v string) (n, sides int, typ string, ok bool) {
	dice, rest, _ := strings.Cut(v, "[")
	typ = strings.TrimSuffix(rest, "]")
	n, sides, ok = simpleDice(dice)
	return n, sides, typ, ok && !strings.ContainsAny(dice, "+-")
}

// grantDamage deals, after a hit of c on t that dealt dealt, the extra
// damage their grants give: c's damage bonuses on the attack's kind (or
// on weapon attacks, or all), and t's from c's spells on attacks against
// it (Hunter's Mark, Hex), each its own damage of its type (the attack's
// when none), doubled dice on a critical hit. It returns the damage dealt
// in all, for the one concentration save the hit calls for (decision).
func (d *decider) grantDamage(c, t *Combatant, kind, attackType string, crit bool, dealt int) (int, error) {
	s := d.s
	var list []Grant
	for _, g := range c.Grants {
		if g.Kind == "damage-bonus" && (g.On == "" || g.On == kind || (g.On == "weapon" && strings.HasSuffix(kind, "-weapon"))) {
			list = append(list, g)
		}
	}
	for _, g := range t.Grants {
		if g.Kind == "damage-bonus" && g.On == "attacks-against" && g.By == c.ID {
			list = append(list, g)
		}
	}
	for _, g := range list {
		if t = s.Get(t.ID); t == nil || t.Dead || s.Over {
			break
		}
		n, sides, typ, ok := damageValue(g.Value)
		if !ok {
			continue
		}
		if crit {
			n *= 2
		}
		if typ == "" {
			typ = attackType
		}
		faces := make([]int, 0, n)
		sum := 0
		for range n {
			f, err := d.r.Roll(1, sides)
			if err != nil {
				return dealt, err
			}
			faces, sum = append(faces, f), sum+f
		}
		term := rules.Term{Value: sum, Source: g.source() + " " + strconv.Itoa(n) + "d" + strconv.Itoa(sides), Rule: s.rs.Spell.Cite}
		if err := d.emit(&Event{Kind: Damaged, Who: c.ID, Target: t.ID, Attack: g.Spell, Dice: faces, Amount: sum, Type: typ,
			Crit: crit, Magical: true, Explain: []rules.Term{term}}); err != nil {
			return dealt, err
		}
		d.events[len(d.events)-1].Dealt = s.last.Dealt
		dealt += s.last.Dealt
	}
	return dealt, nil
}

// grantDuration is the node's duration counted on the caster's turns, or
// the spell's: source-turn-start and source-turn-end are the caster's next
// turn (the end of its next turn, not of this one, when it casts on its
// own turn).
func (k *casting) grantDuration(e *content.Effect) rules.Duration {
	d := k.grantTurns(e)
	if k.repeat != nil {
		d.Save = *k.repeat
	}
	return d
}

// grantTurns is grantDuration's count of turns.
func (k *casting) grantTurns(e *content.Effect) rules.Duration {
	if e.Duration == nil {
		return spellDuration(k.sp.Duration, k.c.ID)
	}
	switch e.Duration.Unit {
	case "source-turn-start":
		return rules.Duration{Until: rules.StartOfTurn, Of: k.c.ID, Turns: 1}
	case "source-turn-end":
		n := 1
		if cur := k.d.s.Current(); cur != nil && cur.ID == k.c.ID {
			n = 2
		}
		return rules.Duration{Until: rules.EndOfTurn, Of: k.c.ID, Turns: n}
	}
	return spellDuration(*e.Duration, k.c.ID)
}

func applyGranted(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	g := Grant{Kind: e.Type, On: e.Option, Value: e.Reason, Spell: e.Action, By: e.Who, Ends: e.Uses, Only: e.Only}
	if d := e.Duration; d != nil {
		g.Until, g.Left, g.Save = d.Until, d.Turns, d.Save
		if d.Of != e.Who {
			g.Of = d.Of
		}
		if d.Until != rules.NoTurnPoint {
			g.Left = max(1, d.Turns)
		}
	}
	// The same spell's effects don't combine: a new casting replaces its
	// grant of the same kind and on (SRD 5.2.1, Spells, Combining Effects).
	dropGrants(t, func(o Grant) bool {
		return o.Spell == g.Spell && o.Kind == g.Kind && o.On == g.On
	})
	g = grantSet(t, g) // grant_play.go: a score, a fly speed, hovering
	t.Grants = append(t.Grants, g)
	maxHPChange(t, g, 1)                        // maxhp.go
	if g.Kind == "no-reactions" && g.On == "" { // no reaction until its next turn starts (2014 Shocking Grasp)
		t.ReactionUsed = true
	}
	if g.Kind == "no-actions" && s.Started { // its action this turn is spent (Stinking Cloud, given as its turn starts)
		t.ActionUsed = true
	}
	return nil
}

func applyGrantEnded(s *State, e Event) error {
	t, err := s.must(e.Target)
	if err != nil {
		return err
	}
	dropGrants(t, func(g Grant) bool {
		return g.By == e.Who && g.Spell == e.Action && (e.Option == "" || g.On == e.Option)
	}) // Option: one lasting grant (trigger.go)
	return nil
}

// grantSaves has whose, at this point of its turn, repeat the saves that
// end its spells' grants (Slow, Ray of Enfeeblement): one a spell, a
// success ending that spell's grants on it.
func (d *decider) grantSaves(whose string, at rules.TurnPoint) error {
	s := d.s
	if !d.may(sumGrant) { // summary.go: the common case; of lastingTurn's hooks only Eyebite's reads no grant
		if at == rules.EndOfTurn {
			return d.outOfSight(whose) // trigger_sight.go
		}
		return nil
	}
	if err := d.lastingTurn(whose, at); err != nil || s.Over { // cast_more.go: nodes at the holder's turns
		return err
	}
	t := s.Get(whose)
	if t == nil || t.Dead || len(t.Grants) == 0 {
		return nil
	}
	var done []string
	for _, g := range slices.Clone(t.Grants) {
		key := g.By + "/" + g.Spell
		if g.Save.DC == 0 || g.Save.At != at || slices.Contains(done, key) {
			continue
		}
		done = append(done, key)
		res, err := d.test(t.Creature, s.saveTest(t, g.Save.Ability, g.Save.DC), d.r)
		if err != nil {
			return err
		}
		if err := d.emit(&Event{Kind: Saved, Who: t.ID, Target: g.By, Action: g.Spell, Dice: res.Dice, Total: res.Total,
			Mode: res.Mode.String(), Hit: res.Success, Explain: res.Explain, Reason: "repeat"}); err != nil {
			return err
		}
		if res.Success {
			if err := d.emit(&Event{Kind: GrantEnded, Who: g.By, Target: t.ID, Action: g.Spell}); err != nil {
				return err
			}
		}
	}
	return nil
}

// grantsTurn counts a boundary of whose's turn on every creature's grants
// and on the lasting areas, ending those that run out.
func (s *State) grantsTurn(whose string, at rules.TurnPoint) {
	if len(s.Zones) > 0 {
		s.zonesCount(whose, at) // zone.go
	}
	held := false // some creature holds a grant: without one, nothing is summoned either
	for _, c := range s.Creatures {
		if len(c.Grants) == 0 {
			continue
		}
		held = true
		gs := slices.Clone(c.Grants)
		for i := range gs {
			who := cmp.Or(gs[i].Of, gs[i].By) // Of: grant_play.go, a node to the end of the holder's next turn
			if gs[i].Ends == "holder" {       // trigger.go: counted on the holder's turns
				who = c.ID
			}
			if who == whose && gs[i].Until == at && gs[i].Left > 0 {
				gs[i].Left--
				if gs[i].Left == 0 {
					gs[i].Ends = "over"
				}
			}
		}
		c.Grants = gs
		dropGrants(c, func(g Grant) bool { return g.Ends == "over" })
	}
	if held {
		s.summonsOver() // summon.go: a summoned creature whose time ran out is gone
	}
}

// endGrants ends the grants of caster's spell (its concentration ended).
func (s *State) endGrants(caster, spell string) {
	for _, c := range s.Creatures {
		if slices.ContainsFunc(c.Grants, func(g Grant) bool { return g.By == caster && g.Spell == spell }) {
			dropGrants(c, func(g Grant) bool { return g.By == caster && g.Spell == spell })
		}
	}
}

// grantsAttacked uses up the one-roll grants an attack roll of c against
// t changed: c's on its next attack, t's on the next attack against it
// (Guiding Bolt).
func (s *State) grantsAttacked(c, t *Combatant) {
	used := func(who *Combatant, on string) {
		if who != nil && slices.ContainsFunc(who.Grants, func(g Grant) bool { return g.On == on }) {
			who.Grants = slices.DeleteFunc(slices.Clone(who.Grants), func(g Grant) bool {
				return g.On == on && (g.Kind == "advantage" || g.Kind == "disadvantage")
			})
		}
	}
	used(c, "next-attack")
	used(t, "next-attack-against")
	attackedEnds(t)  // grant_play.go: 2014 Calm Emotions' indifference
	s.endOnAttack(c) // cast_more.go: Invisibility ends when its holder attacks
}

// acBase reads a base AC grant: "13+dex" (13 plus the Dexterity
// modifier, Mage Armor) or "16".
func acBase(v string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSuffix(v, "+dex"))
	if err != nil {
		return 0, fmt.Errorf("an ac-base grant of %q (want 13+dex or 16)", v)
	}
	return n, nil
}

// bonusValue reads a bonus grant: a number ("2", "-2") or dice ("1d4",
// "-1d4").
func bonusValue(v string) (int, *rules.BonusDie, error) {
	if strings.Contains(v, "d") {
		b, err := rules.ParseBonusDie(v)
		if err != nil {
			return 0, nil, err
		}
		return 0, &b, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(v, "+"))
	if err != nil {
		return 0, nil, fmt.Errorf("a bonus of %q (want 2, -2, 1d4 or -1d4)", v)
	}
	return n, nil, nil
}

// grantAC is t's AC after its grants: the best of its AC and any base AC
// a grant gives (decision: a creature uses the better formula), plus the
// bonuses, with the terms that explain the change.
func (s *State) grantAC(t *Combatant, ac int) (int, []rules.Term) {
	var terms []rules.Term
	for _, g := range t.Grants {
		if g.Kind != "ac-base" {
			continue
		}
		n, err := acBase(g.Value)
		if err != nil {
			continue
		}
		if strings.HasSuffix(g.Value, "+dex") {
			n += t.Mod(rules.DEX)
		}
		if n > ac {
			terms = append(terms, rules.Term{Value: n - ac, Source: g.source() + ": base AC " + strconv.Itoa(n), Rule: s.rs.Spell.Cite})
			ac = n
		}
	}
	for _, g := range t.Grants {
		if g.Kind != "ac" {
			continue
		}
		if n, err := strconv.Atoi(strings.TrimPrefix(g.Value, "+")); err == nil {
			ac += n
			terms = append(terms, rules.Term{Value: n, Source: g.source() + ": AC", Rule: s.rs.Spell.Cite})
		}
	}
	for _, g := range t.Grants { // a floor (Barkskin): the AC is never below it
		if n, err := acBase(g.Value); g.Kind == "ac-min" && err == nil && n > ac {
			terms = append(terms, rules.Term{Value: n - ac, Source: g.source() + ": AC at least " + strconv.Itoa(n), Rule: s.rs.Spell.Cite})
			ac = n
		}
	}
	return ac, terms
}

// AC is t's armour class in the fight, after its spells' grants.
func (s *State) AC(t *Combatant) int {
	ac, _ := s.rs.Defense(t.Creature)
	ac, _ = s.grantAC(t, ac)
	return ac
}

// grantDefense names the grants that give t resistance and immunity to
// damage of type typ ("" for none): Stoneskin, Protection from Energy.
func (s *State) grantDefense(t *Combatant, typ string) (resist, immune string) {
	for _, g := range s.grantsOf(t) { // aura.go: and the auras it stands in
		if g.Value != typ && g.Value != "all" {
			continue
		}
		switch {
		case g.Kind == "resist" && resist == "":
			resist = g.source()
		case g.Kind == "immune" && immune == "":
			immune = g.source()
		}
	}
	return resist, immune
}

// grantedImmunity reports whether a grant makes c immune to the condition
// name from the creature from (Heroism: frightened; Protection from Evil
// and Good: charmed or frightened by a fiend...).
func (c *Combatant) grantedImmunity(name string, from *Combatant) bool {
	return slices.ContainsFunc(c.Grants, func(g Grant) bool { return g.Kind == "condition-immune" && g.Value == name && g.against(from) })
}

// grantSpeed is c's walking speed sp after its speed grants: added (+10,
// -10) first, then multiplied (x2, x0.5 or half), then set (=0) where that
// is lower. A speed of 0 stays 0.
func (s *State) grantSpeed(c *Combatant, sp int) int {
	grants := s.grantsOf(c) // aura.go: and the auras it stands in
	if len(grants) == 0 || sp == 0 {
		return sp
	}
	if sp = danceSpeed(c, sp); sp == 0 { // grant_play.go: Irresistible Dance
		return 0
	}
	num, den, set := 1, 1, -1
	mode := "walk"
	if c.flying() { // aloft, the fly speed's grants (Ray of Frost's -10 on every speed)
		mode = "fly"
	}
	noSlow := slices.ContainsFunc(grants, func(g Grant) bool { return g.Kind == "no-slow" }) // Freedom of Movement
	for _, g := range grants {
		if g.Kind == "enclosed" && g.Value == "half" && c.sphered() { // aura_barrier.go: a Resilient Sphere rolls at half speed
			den *= 2
			continue
		}
		if g.Kind != "speed" || (g.On != "" && g.On != mode) || noSlow && lowers(g.Value) {
			continue
		}
		v := g.Value
		switch {
		case v == "0": // the speed is 0 (Power Word Stun, Flesh to Stone)
			set = 0
		case v == "half" || v == "x0.5":
			den *= 2
		case strings.HasPrefix(v, "x"):
			if n, err := strconv.Atoi(v[1:]); err == nil {
				num *= n
			}
		case strings.HasPrefix(v, "="):
			if n, err := strconv.Atoi(v[1:]); err == nil && (set < 0 || n < set) {
				set = n
			}
		default:
			if n, err := strconv.Atoi(strings.TrimPrefix(v, "+")); err == nil {
				sp += n
			}
		}
	}
	sp = max(0, sp) * num / den
	if set >= 0 {
		sp = min(sp, set)
	}
	return sp
}

// attackKind is "melee-spell", "ranged-weapon"...: what an attack-bonus
// grant's on names.
func attackKind(melee, spell bool) string {
	i := 0
	if melee {
		i = 2
	}
	if spell {
		i++
	}
	return attackKindNames[i]
}

// attackKindNames are attackKind's answers, written once: by melee, then spell.
var attackKindNames = [4]string{"ranged-weapon", "ranged-spell", "melee-weapon", "melee-spell"}

// grantsOnAttack adds to an attack roll of c against t what their grants
// give: c's attack bonuses and advantage or disadvantage on its attacks,
// t's AC and the advantage or disadvantage attacks against it have. It
// returns the terms that explain the AC.
func (s *State) grantsOnAttack(c, t *Combatant, kind string, test *rules.Test) []rules.Term {
	if len(c.Grants) == 0 && len(t.Grants) == 0 && len(s.Zones) == 0 {
		return nil
	}
	for _, g := range c.Grants {
		switch {
		case g.Kind == "attack-bonus" && (g.On == "" || g.On == kind):
			n, die, err := bonusValue(g.Value)
			switch {
			case err != nil:
			case die != nil:
				if !slices.ContainsFunc(test.Dice, func(b rules.BonusDie) bool { return b.Source == g.source() }) {
					b := *die
					b.Source, b.Rule = g.source(), s.rs.Spell.Cite
					test.Dice = append(test.Dice, b)
				}
			default:
				test.Bonus = append(test.Bonus, rules.Term{Value: n, Source: g.source(), Rule: s.rs.Spell.Cite})
			}
		case g.Kind == "d20-penalty":
			test.Bonus = append(test.Bonus, d20Penalty(s, g)) // check_grant.go
		case g.Kind == "advantage" && (g.On == "attacks" || g.On == "next-attack"):
			test.Adv = append(test.Adv, g.source())
		case g.Kind == "disadvantage" && (g.On == "attacks" || g.On == "next-attack"):
			test.Dis = append(test.Dis, g.source())
		case g.Kind == "disadvantage" && g.On == "attacks-on-source" && g.By == t.ID && (len(g.Only) == 0 || slices.Contains(g.Only, c.kind())):
			test.Dis = append(test.Dis, g.source()) // its attacks on the caster (2014 Chill Touch on an undead)
		}
	}
	for _, g := range s.grantsOf(t) { // aura.go: and the auras it stands in (Holy Aura, Magic Circle)
		switch {
		case !g.against(c):
		case g.Kind == "advantage" && (g.On == "attacks-against" || g.On == "next-attack-against"):
			test.Adv = append(test.Adv, g.source())
		case g.Kind == "disadvantage" && (g.On == "attacks-against" || g.On == "next-attack-against"):
			test.Dis = append(test.Dis, g.source())
		}
	}
	base, _ := s.rs.Defense(t.Creature)
	ac, terms := s.grantAC(t, base)
	test.DC += ac - base // the DC holds any cover bonus too
	return terms
}

// saveFits reports whether a grant's on ("", "saves", "dex", "dex-saves")
// covers saves of ab.
func saveFits(on string, ab rules.Ability) bool {
	return on == "" || on == "saves" || strings.TrimSuffix(on, "-saves") == ab.String()
}

// grantSave is what t's grants add to its saves of ab: flat terms, dice
// and advantage or disadvantage.
func (s *State) grantSave(t *Combatant, ab rules.Ability) (terms []rules.Term, dice []rules.BonusDie, adv, dis []string) {
	for _, g := range s.grantsOf(t) { // aura.go: and the auras it stands in (Holy Aura)
		if g.Kind == "d20-penalty" {
			terms = append(terms, d20Penalty(s, g)) // check_grant.go
			continue
		}
		if !saveFits(g.On, ab) {
			continue
		}
		switch g.Kind {
		case "save-bonus":
			n, die, err := bonusValue(g.Value)
			switch {
			case err != nil:
			case die != nil:
				if !slices.ContainsFunc(dice, func(b rules.BonusDie) bool { return b.Source == g.source() }) {
					b := *die
					b.Source, b.Rule = g.source(), s.rs.Spell.Cite
					dice = append(dice, b)
				}
			default:
				terms = append(terms, rules.Term{Value: n, Source: g.source(), Rule: s.rs.Spell.Cite})
			}
		case "advantage":
			if g.On != "" {
				adv = append(adv, g.source())
			}
		case "disadvantage":
			if g.On != "" {
				dis = append(dis, g.source())
			}
		}
	}
	dis = s.sunlightSave(t, dis) // sunlight.go
	return terms, dice, adv, dis
}

// saveTest is the saving throw of t against dc with everything the fight
// gives it: Dodge's advantage, a stat block's bonus, and its grants.
func (s *State) saveTest(t *Combatant, ab rules.Ability, dc int) rules.Test {
	terms, dice, adv, dis := s.grantSave(t, ab)
	return rules.Test{Kind: rules.Save, Ability: ab, DC: dc, Adv: append(s.SaveAdv(t.ID, ab), adv...), Dis: dis,
		Bonus: append(s.saveBonus(t, ab), terms...), Dice: dice}
}
