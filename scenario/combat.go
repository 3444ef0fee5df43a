package scenario

import (
	"fmt"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// GridSpec is a scenario's battlefield: width by height 5-ft squares, with
// walls and difficult terrain as lists of [x, y]. Without one the grid is
// 30 by 30 squares, or larger to hold every creature.
type GridSpec struct {
	Width     int          `yaml:"width"`
	Height    int          `yaml:"height"`
	Walls     [][]int      `yaml:"walls"`
	Difficult [][]int      `yaml:"difficult"`
	Obscured  [][]int      `yaml:"obscured"` // heavily obscured squares
	Climb     [][]int      `yaml:"climb"`    // squares entered by climbing
	Water     [][]int      `yaml:"water"`    // squares entered by swimming
	Narrow    [][]int      `yaml:"narrow"`   // squares with room for a Small creature only
	Dim       [][]int      `yaml:"dim"`      // lightly obscured squares
	Dark      [][]int      `yaml:"dark"`     // squares in darkness (Darkvision sees them as dim light)
	Earth     [][]int      `yaml:"earth"`    // loose ground only a burrower enters
	Objects   []ObjectSpec `yaml:"objects"`  // things to attack or aim a spell at (verbs_object.go)
	// Sunlight squares, or daylight on every square but the dim and dark;
	// running water; a residence and the creatures invited into it
	// (combat/sunlight.go).
	Sunlight     [][]int  `yaml:"sunlight"`
	Daylight     bool     `yaml:"daylight"`
	RunningWater [][]int  `yaml:"running_water"`
	Residence    [][]int  `yaml:"residence"`
	Invited      []string `yaml:"invited"`
}

// AttackSpec is an ad-hoc attack: {id: longsword, to_hit: 5, damage:
// "1d8+3", type: slashing, reach: 5}, or ability: str with proficient:
// true instead of to_hit, or range: [80, 320] for a ranged one.
type AttackSpec struct {
	ID         string `yaml:"id"`
	ToHit      *int   `yaml:"to_hit"`
	Ability    string `yaml:"ability"`
	Proficient bool   `yaml:"proficient"`
	Damage     string `yaml:"damage"`
	Type       string `yaml:"type"`
	Reach      int    `yaml:"reach"`
	Range      []int  `yaml:"range"`
	Magical    bool   `yaml:"magical"`
	Light      bool   `yaml:"light"`   // the Light property (two-weapon fighting)
	Mastery    string `yaml:"mastery"` // a 2024 weapon mastery: cleave, graze, nick, push, sap, slow, topple, vex
	Finesse    bool   `yaml:"finesse"` // the Finesse property (Sneak Attack)
	// Magic is a magic weapon's +N, added to the attack roll and the
	// damage as a term of its own (it makes the attack magical).
	Magic int `yaml:"magic"`
}

// fight is a scenario's combat: the state, the setup it started from and
// its log.
type fight struct {
	state  *combat.State
	setup  *combat.State
	events []combat.Event
}

// newFight sets up the combat from the scenario's creatures, in file order.
func (r *runner) newFight() error {
	g := combat.Grid{Width: 30, Height: 30}
	if gs := r.f.Grid; gs != nil {
		g.Width, g.Height = gs.Width, gs.Height
		el := &combat.Elements{}
		for _, set := range []struct {
			from [][]int
			to   *[]combat.Point
		}{{gs.Walls, &g.Walls}, {gs.Difficult, &g.Difficult}, {gs.Obscured, &g.Obscured}, {gs.Climb, &g.Climb}, {gs.Water, &g.Water}, {gs.Narrow, &g.Narrow}, {gs.Dim, &g.Dim}, {gs.Dark, &g.Dark}, {gs.Earth, &g.Earth},
			{gs.Sunlight, &el.Sunlit}, {gs.RunningWater, &el.Running}, {gs.Residence, &el.Residence}} {
			for _, p := range set.from {
				if len(p) != 2 {
					return fmt.Errorf("grid: a square is [x, y], not %v", p)
				}
				*set.to = append(*set.to, combat.Point{p[0], p[1]})
			}
		}
		el.Daylight, el.Invited = gs.Daylight, gs.Invited
		if el.Daylight || len(el.Sunlit)+len(el.Running)+len(el.Residence)+len(el.Invited) > 0 {
			g.Elements = el // combat/sunlight.go
		}
		objs, err := gridObjects(gs.Objects, gs.Width, gs.Height) // verbs_object.go
		if err != nil {
			return err
		}
		g.Objects = objs
	}
	r.place()
	var cs []*combat.Combatant
	for _, spec := range r.f.Creatures {
		c := r.cs[spec.ID]
		if r.f.Grid == nil {
			g.Width, g.Height = max(g.Width, c.Position[0]+1), max(g.Height, c.Position[1]+1)
		}
		cb := &combat.Combatant{Creature: c, Spellcasting: spellcasting(spec.Stats), ReactionSpells: reactionSpells(spec.Stats)} // cast.go
		if m := r.monsters[spec.ID]; m != nil {                                                                                  // monster.go
			cb.Attacks, cb.Statblock = m.Attacks, m.Statblock
			cb.Spells = m.Spells // a character's prepared spells (character.go)
			cb.Granted, cb.Riders, cb.ExtraWith = m.Granted, m.Riders, m.ExtraWith
			cb.Features, cb.Class = m.Features, m.Class // a character's class features (character_features.go)
			combat.ArmLuck(cb)                          // Dark One's Own Luck's die (combat/feature_luck.go)
			cb.MetamagicKnown = m.MetamagicKnown        // a sorcerer character's chosen options
			if cb.ReactionSpells == nil {
				cb.ReactionSpells = m.ReactionSpells
			}
			if cb.Spellcasting == nil {
				cb.Spellcasting = m.Spellcasting // the sheet's, unless stats: states one
			}
		}
		if spec.Stats != nil && spec.Stats.Spells != nil {
			cb.Spells = spec.Stats.Spells // an ad-hoc caster's list (cast.go)
		}
		if err := setupAltitude(cb, spec.Stats); err != nil { // features.go
			return err
		}
		if spec.Stats != nil {
			for _, a := range spec.Stats.Attacks {
				at := combat.Attack{ID: a.ID, ToHit: a.ToHit, Ability: a.Ability, Proficient: a.Proficient,
					Damage: a.Damage, Type: a.Type, Reach: a.Reach, Magical: a.Magical, Light: a.Light, Mastery: a.Mastery, Finesse: a.Finesse}
				switch len(a.Range) {
				case 0:
				case 1:
					at.Range = [2]int{a.Range[0], a.Range[0]}
				case 2:
					at.Range = [2]int{a.Range[0], a.Range[1]}
				default:
					return fmt.Errorf("creature %s: attack %s: range is [normal, long]", c.ID, a.ID)
				}
				if at.Reach == 0 && at.Range[0] == 0 {
					at.Reach = 5
				}
				if a.Magic != 0 {
					t := rules.Term{Value: a.Magic, Source: fmt.Sprintf("%s %+d", a.ID, a.Magic), Rule: r.rs.Cited("Magic Items")}
					at.Bonus, at.DamageBonus, at.Magical = []rules.Term{t}, []rules.Term{t}, true
				}
				cb.Attacks = append(cb.Attacks, at)
			}
		}
		cs = append(cs, cb)
	}
	s, err := combat.NewState(r.rs, g, cs)
	if err != nil {
		return err
	}
	r.fight = &fight{state: s, setup: s.Clone()}
	return nil
}

func (r *runner) startCombatVerb(st Step, a args, roller dice.Roller) error {
	if r.fight == nil {
		if err := r.newFight(); err != nil {
			return err
		}
	}
	cmd := combat.Command{Kind: combat.Start}
	if list, ok := a.val("surprised").([]any); ok {
		for _, id := range list {
			cmd.Surprised = append(cmd.Surprised, fmt.Sprint(id))
		}
	}
	return r.play(cmd, roller)
}

// combatVerb turns a step into a combat command.
func (r *runner) combatVerb(st Step, a args, roller dice.Roller) error {
	if r.fight == nil {
		if err := r.newFight(); err != nil {
			return err
		}
	}
	kind := combat.CommandKind(st.Do)
	if st.Do == "hustle" {
		kind = combat.Dash
	}
	cmd := combat.Command{Kind: kind, By: a.str("by"), Target: a.str("target"), Attack: a.str("with"), Decline: a.bool("decline")}
	if cmd.Attack == "" {
		cmd.Attack = a.str("action") // legendary, lair, use (monster.go)
	}
	actionArgs(&cmd, a)                          // verbs_actions.go
	if err := featureArgs(&cmd, a); err != nil { // features.go
		return err
	}
	if cmd.By == "" && kind == combat.EndTurn {
		if c := r.fight.state.Current(); c != nil {
			cmd.By = c.ID
		}
	}
	if cmd.By == "" {
		return fmt.Errorf("needs by: <creature id>")
	}
	if to, ok := a.get("to"); ok {
		p, err := point(to)
		if err != nil {
			return err
		}
		cmd.To = &p
	}
	if path, ok := a.val("path").([]any); ok {
		for _, x := range path {
			p, err := point(x)
			if err != nil {
				return err
			}
			cmd.Path = append(cmd.Path, p)
		}
	}
	return r.play(cmd, roller)
}

func point(v any) (combat.Point, error) {
	l, ok := v.([]any)
	if ok && len(l) == 2 {
		x, okx := toInt(l[0])
		y, oky := toInt(l[1])
		if okx && oky {
			return combat.Point{int(x), int(y)}, nil
		}
	}
	return combat.Point{}, fmt.Errorf("a square is [x, y], not %v", v)
}

// play decides and applies a command and reports its events as results.
func (r *runner) play(cmd combat.Command, roller dice.Roller) error {
	events, err := combat.Do(r.fight.state, cmd, roller)
	if err != nil {
		return err
	}
	r.fight.events = append(r.fight.events, events...)
	dealt := int64(0)
	var explain []any
	for _, e := range events {
		switch e.Kind {
		case combat.Attacked:
			r.result["hit"], r.result["crit"] = e.Hit, e.Crit
			r.result["total"], r.result["mode"] = int64(e.Total), e.Mode
			r.result["roll"] = int64(keptD20(e))
			r.result["explain"] = terms(e.Explain)
			r.result["rules"] = termRules(e.Explain)
			r.result["damage"] = dealt
		case combat.Damaged:
			dealt += int64(e.Dealt)
			r.result["damage"] = dealt
			r.result["damage_rolled"] = int64(e.Amount)
			explain = append(explain, terms(e.Explain)...)
			r.result["damage_explain"] = explain
		case combat.Sensed: // Divine Sense (combat/feature_sense.go)
			sensed := []any{}
			for _, id := range e.Targets {
				sensed = append(sensed, id)
			}
			r.result["sensed"] = sensed
		case combat.TurnBegan, combat.TurnLost, combat.TurnEnded:
			why, _ := r.result["why"].([]any)
			for _, line := range e.Ended {
				why = append(why, line)
			}
			if why != nil {
				r.result["why"] = why
			}
		case combat.Offered:
			r.result["offer"] = e.Who
		case combat.Initiative:
			r.result["initiative."+e.Who] = int64(e.Total)
		default:
			r.actionResult(cmd, e) // verbs_actions.go
		}
	}
	r.monsterResults(events) // monster.go
	return nil
}

// keptD20 is the d20 an attack kept: its total less its modifiers.
func keptD20(e combat.Event) int {
	if len(e.Explain) > 0 {
		return e.Explain[0].Value
	}
	return 0
}

// combatGet reads combat.round, combat.turn, combat.order, combat.over,
// combat.winner and combat.pending (the creature offered a reaction).
func (r *runner) combatGet(path, rest string) (any, error) {
	if r.fight == nil {
		return nil, fmt.Errorf("path %s: no combat has started", path)
	}
	s := r.fight.state
	if v, ok, err := r.objectGet(path, rest); ok { // verbs_object.go
		return v, err
	}
	switch rest {
	case "round":
		return int64(s.Round), nil
	case "turn":
		if c := s.Current(); c != nil && !s.Over {
			return c.ID, nil
		}
		return nil, nil
	case "order":
		out := []any{}
		for _, id := range s.Order {
			out = append(out, id)
		}
		return out, nil
	case "over":
		return s.Over, nil
	case "winner":
		if s.Winner == "" || strings.HasPrefix(s.Winner, "#") {
			return strings.TrimPrefix(s.Winner, "#"), nil
		}
		return s.Winner, nil
	case "pending":
		if s.Pending == nil {
			return nil, nil
		}
		return s.Pending.Reactor, nil
	case "replays":
		// Whether replaying the log from the setup gives the state.
		got, err := combat.Replay(r.fight.setup, r.fight.events)
		if err != nil {
			return nil, err
		}
		return combat.Equal(got, s), nil
	}
	return nil, fmt.Errorf("unknown path %s", path)
}

// combatCreatureGet reads a creature's combat paths: initiative,
// movement_left (feet), reaction (true while unspent), action (true while
// unspent), dodging, surprised, bonus_action (true while unspent), readied
// (the trigger of its readied attack, or null).
func (r *runner) combatCreatureGet(path, id, rest string) (any, bool, error) {
	if v, ok, err := r.featureGet(path, id, rest); ok { // features.go
		return v, true, err
	}
	names := []string{"initiative", "movement_left", "reaction", "action", "dodging", "surprised", "bonus_action", "readied"}
	found := false
	for _, n := range names {
		found = found || n == rest
	}
	if !found {
		return nil, false, nil
	}
	if r.fight == nil {
		return nil, true, fmt.Errorf("path %s: no combat has started", path)
	}
	c := r.fight.state.Get(id)
	switch rest {
	case "initiative":
		return int64(c.Initiative), true, nil
	case "movement_left":
		return int64(r.fight.state.MoveLeft(c)), true, nil
	case "reaction":
		return !c.ReactionUsed, true, nil
	case "action":
		return !c.ActionUsed, true, nil
	case "dodging":
		return c.Dodging, true, nil
	case "bonus_action": // true while unspent
		return !c.BonusUsed, true, nil
	case "readied": // the readied attack's trigger, or null
		if c.Readied == nil {
			return nil, true, nil
		}
		return c.Readied.Trigger, true, nil
	}
	return c.Surprised, true, nil
}

// place puts the creatures that have no `at` on free squares near the
// corner, ring by ring: the first four fill a 2x2 block, so they are all
// within 5 ft of one another.
func (r *runner) place() {
	taken := map[[2]int]bool{}
	var loose []string
	for _, spec := range r.f.Creatures {
		if spec.At == nil {
			loose = append(loose, spec.ID)
		} else {
			taken[r.cs[spec.ID].Position] = true
		}
	}
	for n := 0; len(loose) > 0; n++ {
		var ring [][2]int
		for y := 0; y <= n; y++ {
			ring = append(ring, [2]int{n, y})
		}
		for x := 0; x < n; x++ {
			ring = append(ring, [2]int{x, n})
		}
		if n == 1 { // (1,0), (0,1), (1,1): keep the 2x2 block in reading order
			ring = [][2]int{{1, 0}, {0, 1}, {1, 1}}
		}
		for _, p := range ring {
			if len(loose) > 0 && !taken[p] {
				r.cs[loose[0]].Position, taken[p] = p, true
				loose = loose[1:]
			}
		}
	}
}
