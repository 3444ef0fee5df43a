package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/combat"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/arbiter-rpg/arbiter/scenario"
	"github.com/spf13/cobra"
)

func newPlay(e *env) *cobra.Command {
	var seed uint64
	var load string
	var saveChars bool
	cmd := &cobra.Command{
		Use:   "play ENCOUNTER.yaml",
		Short: "Play a fight in the terminal, by the rules",
		Long: `Play an encounter (docs/encounters.md) in the terminal. Arbiter rolls initiative,
shows the map, the order and hit points, and asks whoever's turn it is for a
command; creatures of the encounter's auto sides act by themselves (move toward
the nearest enemy and attack it). Every roll is printed with what made it.

Commands: move X,Y · attack TARGET [with ATTACK] [smite N] [drink TYPE [heal]] · preview TARGET [with ATTACK] ·
dash · dodge · disengage ·
end · take [ATTACK] / decline (an opportunity attack) · undo · save FILE · save characters ·
map · help · quit; and the other actions: help ALLY against ENEMY · hide · search · grapple TARGET ·
shove TARGET [prone|push] · escape · ready reach|attack|enter X,Y · offhand TARGET with ATTACK · stand ·
jump X,Y · charge · coup_de_grace · hinder · knock_down · study · influence · utilize · use_object
(help lists them with their arguments). --load FILE goes on with a saved fight. save characters (or
--save-characters, when play ends) writes the state of the characters loaded from spec files back to them. Without --seed the dice come from a live roller whose seed
is printed to stderr.`,
		Example: "  arbiter play examples/goblin-ambush.yaml\n  arbiter play --seed 3 examples/goblin-ambush.yaml < moves.txt",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			enc, s, err := loadEncounter(args[0])
			if err != nil {
				return err
			}
			r := e.roller(cmd, seed)
			t := &table{out: e.stdout, s: s, setup: s.Clone(), r: r, auto: enc.Auto, name: enc.Name,
				chars: enc.Characters(), env: e}
			if load != "" {
				if err := t.load(load); err != nil {
					return &exitError{code: 1, err: err}
				}
			}
			if err := t.run(bufio.NewScanner(cmd.InOrStdin())); err != nil {
				return err
			}
			if saveChars {
				if err := t.saveCharacters(); err != nil { // play_characters.go
					return &exitError{code: 1, err: err}
				}
			}
			return nil
		},
	}
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed the dice to replay a fight")
	cmd.Flags().StringVar(&load, "load", "", "go on with a fight saved with save FILE from the same encounter")
	cmd.Flags().BoolVar(&saveChars, "save-characters", false, "when play ends, write each character loaded from a spec file back with its state (HP, slots, resources, conditions)")
	return cmd
}

// loadEncounter reads an encounter file and sets up its fight (play,
// sim); its errors exit 1.
func loadEncounter(path string) (*scenario.Encounter, *combat.State, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, &exitError{code: 1, err: err}
	}
	enc, err := scenario.ParseEncounter(path, data)
	if err != nil {
		return nil, nil, &exitError{code: 1, err: err}
	}
	s, err := enc.State()
	if err != nil {
		return nil, nil, &exitError{code: 1, err: err}
	}
	return enc, s, nil
}

// table is a fight in the terminal.
type table struct {
	out   io.Writer
	name  string
	s     *combat.State
	setup *combat.State
	log   []combat.Event
	r     dice.Roller
	auto  []string
	shown int // the turn last shown, as round*1000+turn
	// chars are the creatures built from character spec files, whose
	// state `save characters` and --save-characters write back
	// (play_characters.go); env writes them.
	chars []scenario.EncounterCharacter
	env   *env
}

// load replays a saved log onto the encounter's setup.
func (t *table) load(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	l, err := combat.UnmarshalLog(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if l.Ruleset != t.s.Ruleset().Name {
		return fmt.Errorf("%s: a log of a %s fight, and the encounter is %s", path, l.Ruleset, t.s.Ruleset().Name)
	}
	s, err := combat.Replay(t.setup, l.Events)
	if err != nil {
		return fmt.Errorf("%s does not fit this encounter: %w", path, err)
	}
	t.s, t.log = s, l.Events
	fmt.Fprintf(t.out, "Loaded %d events from %s.\n", len(l.Events), path)
	return nil
}

func (t *table) run(in *bufio.Scanner) error {
	if t.name != "" {
		fmt.Fprintf(t.out, "== %s (%s)\n", t.name, t.s.Ruleset().Title)
	}
	if !t.s.Started {
		if err := t.do(combat.Command{Kind: combat.Start}); err != nil {
			return &exitError{code: 1, err: err}
		}
	}
	for !t.s.Over {
		who := t.actor()
		if who == nil {
			break
		}
		if t.s.Pending == nil && (who.Dead || who.HP == 0) {
			// At 0 hit points there is nothing to do but wait: the turn passes.
			if err := t.do(combat.Command{Kind: combat.EndTurn, By: who.ID}); err != nil {
				return &exitError{code: 1, err: err}
			}
			continue
		}
		if cmd, ok := combat.Interrupt(t.s); ok && slices.Contains(t.auto, t.s.Get(cmd.By).Side) {
			// a lair or legendary action of a monster the table plays (play_monster.go)
			if err := t.do(cmd); err != nil {
				return &exitError{code: 1, err: err}
			}
			continue
		}
		if slices.Contains(t.auto, who.Side) {
			if err := t.policy(); err != nil {
				return &exitError{code: 1, err: err}
			}
			continue
		}
		if turn := t.s.Round*1000 + t.s.Turn; turn != t.shown && t.s.Pending == nil {
			t.shown = turn
			t.showMap()
		}
		if p := t.s.Pending; p != nil && p.Feature != "" {
			fmt.Fprintf(t.out, "%s may use its reaction %s against %s's attack (take / decline)\n", p.Reactor, p.Feature, p.Mover) // play_features.go
		} else if p != nil {
			fmt.Fprintf(t.out, "%s may make an opportunity attack on %s (take [ATTACK] / decline)\n", p.Reactor, p.Mover)
		}
		fmt.Fprintf(t.out, "[round %d] %s> ", t.s.Round, who.ID)
		if !in.Scan() {
			fmt.Fprintln(t.out)
			return in.Err()
		}
		line := strings.TrimSpace(in.Text())
		fmt.Fprintln(t.out, line)
		if line == "quit" || line == "q" {
			return nil
		}
		if err := t.command(who, line); err != nil {
			fmt.Fprintln(t.out, "  refused:", err)
		}
	}
	if t.s.Over {
		t.showMap()
		winner := strings.TrimPrefix(t.s.Winner, "#")
		if winner == "" {
			winner = "no one"
		}
		fmt.Fprintf(t.out, "The fight is over after %d rounds. Standing: %s.\n", t.s.Round, winner)
	}
	return nil
}

// actor is who must answer now: the creature offered a reaction, or the
// creature whose turn it is.
func (t *table) actor() *combat.Combatant {
	if p := t.s.Pending; p != nil {
		return t.s.Get(p.Reactor)
	}
	return t.s.Current()
}

func (t *table) do(cmd combat.Command) error {
	before := t.s.Clone()
	events, err := combat.Do(t.s, cmd, t.r)
	if err != nil {
		return err
	}
	t.record(before, events)
	return nil
}

// record logs the events of a command done on before, a copy of the state
// as it was, and describes them.
func (t *table) record(before *combat.State, events []combat.Event) {
	t.log = append(t.log, events...)
	// Each event is described with the state as it left it (a creature's
	// hit points after each of several attacks).
	after := t.s
	for _, e := range events {
		if combat.Apply(before, e) == nil {
			t.s = before
		}
		t.describe(e)
		t.s = after
	}
}

// command reads one line the person typed.
func (t *table) command(who *combat.Combatant, line string) error {
	f := strings.Fields(line)
	if len(f) == 0 {
		return nil
	}
	by := who.ID
	if ok, err := t.castCommand(who, f); ok { // play_cast.go
		return err
	}
	switch f[0] {
	case "help", "?":
		if len(f) > 1 && f[0] == "help" {
			break // the Help action (play_actions.go)
		}
		fmt.Fprintln(t.out, "  move X,Y · move X,Y,H · fly H · attack TARGET [with ATTACK] [smite N] [drink TYPE [heal]] · preview TARGET [with ATTACK] · dash · dodge · disengage · end · multiattack [TARGET] · use FEATURE [TARGET] [OPTION] [N] · legendary WHO FEATURE [TARGET] · lair WHO FEATURE [TARGET] · cast SPELL [TARGET...] [at X,Y] [level N] · preview cast ... · take [ATTACK] · decline · undo · save FILE · save characters · map · quit")
		fmt.Fprintln(t.out, actionHelp)
		return nil
	case "map":
		t.showMap()
		return nil
	case "undo":
		s, kept, err := combat.Undo(t.setup, t.log)
		if err != nil {
			return err
		}
		if len(kept) == 0 {
			return fmt.Errorf("nothing to undo before the initiative rolls")
		}
		t.s, t.log, t.shown = s, kept, 0
		fmt.Fprintln(t.out, "  undone")
		return nil
	case "save":
		if len(f) == 2 && f[1] == "characters" {
			return t.saveCharacters() // play_characters.go
		}
		if len(f) != 2 {
			return fmt.Errorf("save FILE")
		}
		data, err := combat.MarshalLog(t.s.Ruleset().Name, t.log)
		if err != nil {
			return err
		}
		if err := os.WriteFile(f[1], data, 0o644); err != nil {
			return err
		}
		fmt.Fprintf(t.out, "  saved %d events to %s\n", len(t.log), f[1])
		return nil
	case "end", "end_turn":
		return t.do(combat.Command{Kind: combat.EndTurn, By: by})
	case "dash", "hustle", "dodge", "disengage":
		k := combat.CommandKind(f[0])
		if k == "hustle" {
			k = combat.Dash
		}
		return t.do(combat.Command{Kind: k, By: by})
	case "move":
		if len(f) == 2 && strings.Count(f[1], ",") == 2 { // move X,Y,H: fly there (play_features.go)
			return t.flyTo(by, f[1])
		}
		if len(f) != 2 {
			return fmt.Errorf("move X,Y")
		}
		p, err := parsePoint(f[1])
		if err != nil {
			return err
		}
		return t.do(combat.Command{Kind: combat.Move, By: by, To: &p})
	case "attack", "a":
		if len(f) < 2 {
			return fmt.Errorf("attack TARGET [with ATTACK]")
		}
		cmd := combat.Command{Kind: combat.AttackCmd, By: by, Target: f[1]}
		if t.s.Object(f[1]) != nil { // play_objects.go
			cmd.Kind = combat.AttackObject
		}
		if len(f) >= 4 && f[2] == "with" {
			cmd.Attack = f[3]
		} else if len(who.Attacks) > 0 && len(f) == 2 {
			cmd.Attack = who.Attacks[0].ID
		}
		if len(f) >= 6 && f[4] == "cleave" {
			cmd.Other = f[5] // the Cleave mastery's second target
		}
		if err := attackRiders(f[2:], &cmd); err != nil { // play_smite.go: smite N, drink TYPE [heal]
			return err
		}
		return t.do(cmd)
	case "preview", "p":
		if len(f) < 2 {
			return fmt.Errorf("preview TARGET [with ATTACK]")
		}
		cmd := combat.Command{Kind: combat.AttackCmd, By: by, Target: f[1]}
		if len(f) >= 4 && f[2] == "with" {
			cmd.Attack = f[3]
		} else if len(who.Attacks) > 0 {
			cmd.Attack = who.Attacks[0].ID
		}
		p, err := combat.PreviewAttack(t.s, cmd)
		if err != nil {
			if v, e2 := combat.Expected(t.s, by, cmd.Attack, cmd.Target); e2 == nil && who.Statblock != nil {
				fmt.Fprintf(t.out, "  %s at %s: expected damage %.2f (saves and areas counted)\n", cmd.Attack, cmd.Target, v) // play_monster.go
				if o, ok := combat.PreviewSave(t.s, by, cmd.Attack, cmd.Target); ok {
					fmt.Fprintf(t.out, "  %s save DC %d: %s succeeds %.1f%%\n", strings.ToUpper(o.Ability), o.DC, cmd.Target, 100*o.Success)
				}
				return nil
			}
			return err
		}
		always := ""
		if p.AlwaysCrit {
			always = ", every hit a critical hit"
		}
		if p.Sneak != "" {
			always += ", sneak attack " + p.Sneak
		}
		fmt.Fprintf(t.out, "  %s %+d vs AC %d (%s%s): hit %.1f%%, critical %.1f%%\n", cmd.Attack, p.Bonus, p.AC, p.Mode, always, 100*p.Hit, 100*p.Crit)
		fmt.Fprintf(t.out, "  damage taken: hit %d-%d (mean %.2f), critical %d-%d (mean %.2f); expected %.2f\n",
			p.HitMin, p.HitMax, p.HitMean, p.CritMin, p.CritMax, p.CritMean, p.Expected)
		return nil
	case "take", "oa", "react":
		if p := t.s.Pending; p != nil && p.Feature != "" {
			return t.do(combat.Command{Kind: combat.React, By: by}) // play_features.go
		}
		cmd := combat.Command{Kind: combat.Opportunity, By: by}
		if len(f) > 1 {
			cmd.Attack = f[1]
		} else if a := firstMelee(who); a != "" {
			cmd.Attack = a
		}
		return t.do(cmd)
	case "decline":
		return t.do(combat.Command{Kind: combat.Opportunity, By: by, Decline: true})
	}
	if ok, err := t.monsterCommand(who, f); ok { // play_monster.go
		return err
	}
	if ok, err := t.featureCommand(who, f); ok { // play_features.go
		return err
	}
	if cmd, ok, err := actionCommand(who, f); ok { // play_actions.go
		if err != nil {
			return err
		}
		return t.do(cmd)
	}
	return fmt.Errorf("unknown command %q (help lists them)", f[0])
}

func firstMelee(c *combat.Combatant) string {
	for _, a := range c.Attacks {
		if a.Melee() {
			return a.ID
		}
	}
	return ""
}

func parsePoint(s string) (combat.Point, error) {
	xs, ys, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(xs)
	y, err2 := strconv.Atoi(ys)
	if !ok || err1 != nil || err2 != nil {
		return combat.Point{}, fmt.Errorf("a square is X,Y such as 3,4, not %q", s)
	}
	return combat.Point{x, y}, nil
}

// policy plays a creature no person controls by combat.TurnPolicy, one
// command at a time, until the turn passes or a reaction is offered: by
// combat.AutoTurn, which chooses and does the command in one pass.
func (t *table) policy() error {
	before := t.s.Clone()
	_, events, err := combat.AutoTurn(t.s, t.r, nil) // the loop asks combat.Interrupt for auto monsters
	if err != nil {
		return fmt.Errorf("the policy's command was refused (a bug): %w", err)
	}
	t.record(before, events)
	return nil
}

// describe prints an event with its dice and their explanation.
func (t *table) describe(e combat.Event) {
	w := t.out
	switch e.Kind {
	case combat.Started:
		if len(e.Surprised) > 0 {
			fmt.Fprintf(w, "Surprised: %s\n", strings.Join(e.Surprised, ", "))
		}
	case combat.Initiative:
		fmt.Fprintf(w, "  %s rolls initiative: %s%s = %d\n", e.Who, rolled(e.Dice), explain(e.Explain), e.Total)
	case combat.Ordered:
		fmt.Fprintf(w, "Initiative order: %s\n", strings.Join(e.Order, ", "))
	case combat.TurnBegan:
		fmt.Fprintf(w, "-- round %d: %s's turn\n", e.Round, e.Who)
	case combat.TurnLost:
		fmt.Fprintf(w, "-- round %d: %s is %s and loses its turn\n", e.Round, e.Who, e.Reason)
	case combat.Moved:
		fmt.Fprintf(w, "  %s moves to %v (%s ft)\n", e.Who, e.Path[len(e.Path)-1], halfFeet(e.Cost))
	case combat.Acted:
		name := e.Action
		if name == string(combat.Dash) && t.s.Ruleset().Combat.DashName != "" {
			name = strings.ToLower(t.s.Ruleset().Combat.DashName) // next-2013: Hustle
		}
		fmt.Fprintf(w, "  %s takes the %s action\n", e.Who, name)
		describeAction(w, t.s, e)
	case combat.Offered:
		fmt.Fprintf(w, "  %s leaves %s's reach: an opportunity attack is offered\n", e.Target, e.Who)
	case combat.Declined:
		fmt.Fprintf(w, "  %s lets it go\n", e.Who)
	case combat.Attacked:
		verdict := "misses"
		switch {
		case e.Crit:
			verdict = "hits: a critical hit"
		case e.Hit:
			verdict = "hits"
		}
		kind := "attacks"
		if e.Reaction {
			kind = "makes an opportunity attack on"
		}
		ac := 0
		if tg := t.s.Get(e.Target); tg != nil {
			ac = t.s.AC(tg) // after its spells' grants
		}
		fmt.Fprintf(w, "  %s %s %s with %s: %s%s = %d vs AC %d, %s\n", e.Who, kind, e.Target, e.Attack, rolled(e.Dice), explain(e.Explain), e.Total, ac, verdict)
	case combat.Damaged:
		tg := t.s.Get(e.Target)
		fmt.Fprintf(w, "  %s damage: %s = %d; %s takes %d (%d/%d HP)%s\n", e.Type, explain(e.Explain), e.Amount, e.Target, e.Dealt, tg.HP, tg.MaxHP, fate(tg))
	case combat.DeathSaved:
		c := t.s.Get(e.Who)
		fmt.Fprintf(w, "  %s makes a death saving throw: %v (successes %d, failures %d)%s\n", e.Who, e.Dice, c.Saves.Successes, c.Saves.Failures, fate(c))
	case combat.Ended:
		fmt.Fprintln(w, "== combat ends")
	default:
		t.describeMonster(e) // play_monster.go
		describeAction(w, t.s, e)
		t.describeSpell(e)   // play_cast.go
		t.describeFeature(e) // play_features.go
	}
	for _, line := range e.Ended {
		fmt.Fprintln(w, "  ends:", line)
	}
}

func fate(c *combat.Combatant) string {
	switch {
	case c.Dead:
		return ", dead"
	case c.HP == 0 && c.Stable:
		return ", stable"
	case c.HP == 0:
		return ", dying"
	}
	return ""
}

func halfFeet(h int) string {
	if h%2 == 1 {
		return fmt.Sprintf("%d.5", h*5/2)
	}
	return strconv.Itoa(h * 5 / 2)
}

func explain(ts []rules.Term) string {
	var b strings.Builder
	for i, x := range ts {
		v := x.Value
		switch {
		case i == 0:
		case v < 0:
			b.WriteString(" - ")
			v = -v
		default:
			b.WriteString(" + ")
		}
		fmt.Fprintf(&b, "%d (%s)", v, x.Source)
	}
	return b.String()
}

// showMap draws the grid, the order and everyone's hit points.
func (t *table) showMap() {
	s, w := t.s, t.out
	label := map[combat.Point]byte{}
	for i, c := range s.Creatures {
		if !c.Dead {
			label[combat.Point(c.Position)] = labelOf(i)
		}
	}
	for _, p := range s.Grid.Walls {
		label[p] = '#'
	}
	objectLabels(s, label) // play_objects.go
	var b strings.Builder
	for y := range s.Grid.Height {
		for x := range s.Grid.Width {
			p := combat.Point{x, y}
			switch {
			case label[p] != 0:
				b.WriteByte(label[p])
			case slices.Contains(s.Grid.Difficult, p):
				b.WriteByte('~')
			case lightMark(&s.Grid, p) != 0: // play_sunlight.go
				b.WriteByte(lightMark(&s.Grid, p))
			default:
				b.WriteByte('.')
			}
		}
		b.WriteByte('\n')
	}
	fmt.Fprint(w, b.String())
	for _, id := range s.Order {
		i := slices.IndexFunc(s.Creatures, func(c *combat.Combatant) bool { return c.ID == id })
		c := s.Creatures[i]
		mark := " "
		if cur := s.Current(); cur != nil && cur.ID == id && !s.Over {
			mark = ">"
		}
		conds := strings.Join(c.Conditions(s.Ruleset()), ", ")
		if conds != "" {
			conds = " [" + conds + "]"
		}
		conds += classNote(c) // play_class.go: raging, a Bardic Inspiration die
		fmt.Fprintf(w, "%s %c %-8s %-8s init %2d  HP %3d/%-3d AC %2d at %v%s%s%s\n", mark, labelOf(i), c.ID, c.Side,
			c.Initiative, c.HP, c.MaxHP, c.AC, combat.Point(c.Position), aloft(c), conds, fate(c))
	}
	showObjects(w, s) // play_objects.go
}

func labelOf(i int) byte {
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	return letters[i%len(letters)]
}

// rolled shows both d20s of a roll with advantage or disadvantage.
func rolled(faces []int) string {
	if len(faces) < 2 {
		return ""
	}
	return fmt.Sprintf("d20s %v → ", faces)
}
