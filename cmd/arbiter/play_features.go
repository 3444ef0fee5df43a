package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
)

// describeFeature prints the events of combat's creature features: Sneak
// Attack (its dice are in the damage line after it) and reactions.
func (t *table) describeFeature(e combat.Event) {
	w := t.out
	t.describeClass(e) // play_class.go
	switch e.Kind {
	case combat.SneakAttacked:
		fmt.Fprintf(w, "  %s adds its Sneak Attack against %s\n", e.Who, e.Target)
	case combat.ReactionOffered:
		fmt.Fprintf(w, "  %s's attack would hit %s: it may react with %s\n", e.Target, e.Who, e.Option)
	case combat.Reacted, combat.ReactedAt:
		until := "against this attack"
		if e.Type == "turn" {
			until = "until the start of its next turn"
		}
		fmt.Fprintf(w, "  %s reacts with %s: AC +%d %s\n", e.Who, e.Option, e.Amount, until)
	case combat.RegenDied:
		fmt.Fprintf(w, "  %s dies: %s\n", e.Who, e.Reason)
	case combat.Flew:
		fmt.Fprintf(w, "  %s flies to %d ft up (%s ft)\n", e.Who, e.Amount, halfFeet(e.Cost))
	case combat.StrokeHeld: // combat/feature_stroke.go
		if e.Option == "off" {
			fmt.Fprintf(w, "  %s puts Stroke of Luck down\n", e.Who)
		} else {
			fmt.Fprintf(w, "  %s holds Stroke of Luck ready for its next failed roll (%s)\n", e.Who, e.Reason)
		}
	case combat.Held:
		fmt.Fprintf(w, "  %s holds %s (level %d slot), concentrating on it\n", e.Who, e.Action, e.Cost)
	case combat.Fell:
		c := t.s.Get(e.Who)
		fmt.Fprintf(w, "  %s falls %d ft (%s): %v; takes %d (%d/%d HP)%s\n", e.Who, e.Amount, e.Reason, e.Dice, e.Dealt, c.HP, c.MaxHP, fate(c))
	}
}

// featureCommand reads the commands of combat's creature features: fly H,
// fly up N, fly down N (feet).
func (t *table) featureCommand(who *combat.Combatant, f []string) (bool, error) {
	if f[0] == "ready" {
		return t.readyOther(who, f)
	}
	if f[0] != "fly" {
		return false, nil
	}
	h := who.Altitude
	switch {
	case len(f) == 2:
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return true, fmt.Errorf("fly H, fly up N or fly down N (feet)")
		}
		h = n
	case len(f) == 3 && (f[1] == "up" || f[1] == "down"):
		n, err := strconv.Atoi(f[2])
		if err != nil {
			return true, fmt.Errorf("fly up N or fly down N (feet)")
		}
		if f[1] == "down" {
			n = -n
		}
		h += n
	default:
		return true, fmt.Errorf("fly H, fly up N or fly down N (feet)")
	}
	return true, t.do(combat.Command{Kind: combat.Move, By: who.ID, Height: &h})
}

// flyTo is move X,Y,H: to the square at H feet up.
func (t *table) flyTo(by, arg string) error {
	i := strings.LastIndex(arg, ",")
	p, err := parsePoint(arg[:i])
	if err != nil {
		return err
	}
	h, err := strconv.Atoi(arg[i+1:])
	if err != nil {
		return fmt.Errorf("move X,Y,H: H is a height in feet, not %q", arg[i+1:])
	}
	return t.do(combat.Command{Kind: combat.Move, By: by, To: &p, Height: &h})
}

// aloft is how high a creature flies, for the map's list.
func aloft(c *combat.Combatant) string {
	if c.Altitude == 0 {
		return ""
	}
	return fmt.Sprintf(" (%d ft up)", c.Altitude)
}

// readyOther reads ready TRIGGER [X,Y] move X,Y | dash X,Y | cast SPELL
// [TARGET...] [level N]; other readies are play_actions.go's.
func (t *table) readyOther(who *combat.Combatant, f []string) (bool, error) {
	const usage = "ready reach|attack|enter X,Y then move X,Y, dash X,Y, grapple, knock_down, utilize OBJECT, use_object OBJECT or cast SPELL [TARGET...] [level N]"
	if len(f) < 2 {
		return false, nil
	}
	cmd := combat.Command{Kind: combat.Ready, By: who.ID, Option: f[1]}
	i := 2
	if f[1] == "enter" {
		if len(f) < 3 {
			return true, fmt.Errorf("%s", usage)
		}
		p, err := parsePoint(f[2])
		if err != nil {
			return true, err
		}
		cmd.To, i = &p, 3
	}
	objectUse := i < len(f) && (f[i] == "utilize" || f[i] == "use_object")
	if i >= len(f) || (f[i] != "move" && f[i] != "dash" && f[i] != "cast" && f[i] != "grapple" && f[i] != "knock_down" && !objectUse) {
		return false, nil // a readied attack
	}
	cmd.Holds = f[i]
	if objectUse { // combat/ready_object.go
		if i+1 < len(f) {
			cmd.Object = strings.Join(f[i+1:], " ")
		}
		return true, t.do(cmd)
	}
	if f[i] == "grapple" || f[i] == "knock_down" {
		return true, t.do(cmd) // the trigger's creature is the target (combat/ready_grapple.go)
	}
	if i+1 >= len(f) {
		return true, fmt.Errorf("%s", usage)
	}
	if cmd.Holds != "cast" {
		p, err := parsePoint(f[i+1])
		if err != nil {
			return true, err
		}
		cmd.Then = &p
		return true, t.do(cmd)
	}
	cmd.Spell = f[i+1]
	for j := i + 2; j < len(f); j++ {
		if f[j] == "level" && j+1 < len(f) {
			n, err := strconv.Atoi(f[j+1])
			if err != nil {
				return true, fmt.Errorf("level N, not %q", f[j+1])
			}
			cmd.Level = n
			j++
			continue
		}
		cmd.Targets = append(cmd.Targets, f[j])
	}
	return true, t.do(cmd)
}
