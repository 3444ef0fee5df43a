package scenario

import (
	"fmt"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/rules"
)

// setupFeatures sets an ad-hoc creature's combat features from its stats:
// attacks_per_action (Extra Attack: 2 to 4), sneak_attack (d6s), the fly,
// swim, climb and burrow speeds, hover, and the senses' ranges in feet.
func setupFeatures(c *rules.Creature, s *Stats) error {
	for _, v := range []struct {
		name string
		n    int
	}{{"attacks_per_action", s.AttacksPerAction}, {"sneak_attack", s.SneakAttack}, {"fly", s.Fly}, {"swim", s.Swim},
		{"climb", s.Climb}, {"burrow", s.Burrow}, {"darkvision", s.Darkvision}, {"blindsight", s.Blindsight},
		{"tremorsense", s.Tremorsense}, {"truesight", s.Truesight}} {
		if v.n < 0 {
			return fmt.Errorf("creature %s: %s %d is negative", c.ID, v.name, v.n)
		}
	}
	if s.AttacksPerAction > 0 {
		c.AttacksPerAction = s.AttacksPerAction
	}
	if s.SneakAttack > 0 {
		c.SneakDice = s.SneakAttack
	}
	sp := &c.Speeds
	sp.Fly, sp.Swim, sp.Climb, sp.Burrow = max(sp.Fly, s.Fly), max(sp.Swim, s.Swim), max(sp.Climb, s.Climb), max(sp.Burrow, s.Burrow)
	sp.Hover = sp.Hover || s.Hover
	se := &c.Senses
	se.Darkvision, se.Blindsight = max(se.Darkvision, s.Darkvision), max(se.Blindsight, s.Blindsight)
	se.Tremorsense, se.Truesight = max(se.Tremorsense, s.Tremorsense), max(se.Truesight, s.Truesight)
	return nil
}

// featureGet reads the combat paths of features.go: attacks_left (the
// attacks the Attack action taken this turn has left), altitude (feet
// above the grid).
func (r *runner) featureGet(path, id, rest string) (any, bool, error) {
	switch rest {
	case "attacks_left", "altitude":
	default:
		return nil, false, nil
	}
	if r.fight == nil {
		return nil, true, fmt.Errorf("path %s: no combat has started", path)
	}
	c := r.fight.state.Get(id)
	if c == nil {
		return nil, true, fmt.Errorf("path %s: no creature %q", path, id)
	}
	switch rest {
	case "attacks_left":
		return int64(c.AttacksLeft), true, nil
	case "altitude":
		return int64(c.Altitude), true, nil
	}
	return nil, true, nil
}

// setupAltitude puts a flyer at its starting altitude: a multiple of 5 ft,
// for a creature with a fly speed.
func setupAltitude(cb *combat.Combatant, s *Stats) error {
	if s == nil || s.Altitude == 0 {
		return nil
	}
	switch {
	case s.Altitude < 0 || s.Altitude%5 != 0:
		return fmt.Errorf("creature %s: altitude %d is not a height in 5-ft steps", cb.ID, s.Altitude)
	case cb.Speeds.Fly == 0:
		return fmt.Errorf("creature %s: altitude %d needs a fly speed", cb.ID, s.Altitude)
	}
	cb.Altitude = s.Altitude
	return nil
}

// featureArgs reads the arguments of features.go: height (the altitude a
// move ends at, in feet); a ready's holds (move, dash, cast), then (the
// square a readied move goes to), cast (a readied spell), level and
// targets.
func featureArgs(cmd *combat.Command, a args) error {
	if _, ok := a.get("height"); ok {
		h := a.int("height")
		cmd.Height = &h
	}
	cmd.Amount = a.int("amount")                          // use lay-on-hands (combat/feature_class.go)
	cmd.Smite, cmd.Drink = a.int("smite"), a.str("drink") // attack ... smite: 2 (combat/feature_smite.go)
	if cmd.Kind != combat.Ready {
		return nil
	}
	cmd.Holds = a.str("holds")
	if t := a.str("trigger"); t != "" {
		cmd.Option = t // not the object (combat/ready_object.go)
	}
	cmd.Object = a.str("object")
	if sp := a.str("cast"); sp != "" {
		cmd.Spell = sp
		if cmd.Holds == "" {
			cmd.Holds = "cast"
		}
	}
	cmd.Level = a.int("level")
	if v, ok := a.get("then"); ok {
		p, err := point(v)
		if err != nil {
			return err
		}
		cmd.Then = &p
	}
	if list, ok := a.val("targets").([]any); ok {
		for _, t := range list {
			cmd.Targets = append(cmd.Targets, fmt.Sprint(t))
		}
	}
	return nil
}
