package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/goccy/go-yaml"
	"github.com/spf13/cobra"
)

func newCharacter(e *env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "character",
		Short: "Build, show, level up, explain and rest player characters",
		Long: `Characters are YAML or JSON files: a spec of the player's choices (ruleset,
species, background, classes, scores, skills, equipment) and, once in play, its
state. docs/characters.md describes the format; "arbiter character schema spec"
prints its JSON Schema.`,
	}
	cmd.AddCommand(newCharacterNew(e), newCharacterShow(e), newCharacterLevelUp(e), newCharacterExplain(e),
		newCharacterRest(e), newCharacterSchema(e), newCharacterCast(e)) // character_cast.go
	return cmd
}

// loadCharacter reads a spec file (YAML, or JSON by its .json extension)
// and builds it.
func loadCharacter(path string) (*character.Character, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &exitError{code: 1, err: err}
	}
	return buildCharacter(path, data)
}

func buildCharacter(path string, data []byte) (*character.Character, error) {
	if !strings.EqualFold(filepath.Ext(path), ".json") {
		j, err := yaml.YAMLToJSON(data)
		if err != nil {
			return nil, &exitError{code: 1, err: fmt.Errorf("%s: %v", path, err)}
		}
		data = j
	}
	spec, err := character.DecodeSpec(data)
	if err != nil {
		return nil, &exitError{code: 1, err: fmt.Errorf("%s: %w", path, err)}
	}
	ruleset := spec.Ruleset
	if ruleset == "" {
		ruleset = "srd-5.2.1"
	}
	cat, err := openCatalog(ruleset)
	if err != nil {
		return nil, err
	}
	c, err := character.Build(spec, cat)
	if err != nil {
		return nil, &exitError{code: 1, err: fmt.Errorf("%s: %w", path, err)}
	}
	return c, nil
}

// loadRolling loads the character at path for a command that rolls dice:
// with the roller seeded by --seed when it is given, else the live one.
func loadRolling(e *env, cmd *cobra.Command, path string, seed uint64) (*character.Character, dice.Roller, error) {
	c, err := loadCharacter(path)
	if err != nil {
		return nil, nil, err
	}
	var r dice.Roller = e.live()
	if cmd.Flags().Changed("seed") {
		r = dice.NewSeeded(seed)
	}
	return c, r, nil
}

// saveCharacter writes the character's spec with its state to out ("-" is
// standard output, as YAML), in JSON for a .json name, YAML otherwise.
func saveCharacter(e *env, c *character.Character, out string) error {
	spec := c.Spec
	st := c.State
	spec.State = &st
	data, err := json.MarshalIndent(spec, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if out == "-" || !strings.EqualFold(filepath.Ext(out), ".json") {
		if data, err = yaml.JSONToYAML(data); err != nil {
			return err
		}
	}
	if out == "-" {
		_, err = e.stdout.Write(data)
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return &exitError{code: 1, err: err}
	}
	return nil
}

func newCharacterShow(e *env) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "show FILE",
		Short:   "Show a character sheet (--json: the full sheet with every explanation)",
		Example: "  arbiter character show examples/characters/fighter-2024.yaml\n  arbiter character show hero.yaml --json",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadCharacter(args[0])
			if err != nil {
				return err
			}
			if asJSON {
				return writeJSON(e.stdout, c.Sheet)
			}
			printSheet(e.stdout, c)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the full sheet as JSON")
	return cmd
}

func newCharacterExplain(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "explain FILE PATH",
		Short: "Explain one number of a character: each term and the rule it comes from",
		Long: `Print a derived number and the terms that sum to it. Paths: ac, initiative,
speed, hp.max, proficiency, abilities.str, saves.dex, skills.stealth,
passive.perception, attacks.longsword.to_hit, attacks.longsword.damage,
spells.wizard.dc, spells.wizard.attack, carry.capacity.`,
		Example: "  arbiter character explain hero.yaml ac\n  arbiter character explain hero.yaml attacks.longsword.to_hit",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := loadCharacter(args[0])
			if err != nil {
				return err
			}
			v, err := c.Explain(args[1])
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			fmt.Fprintf(e.stdout, "%s = %d\n", args[1], v.Value)
			for _, t := range v.Terms {
				fmt.Fprintf(e.stdout, "  %+d  %s", t.Value, t.Source)
				if t.Rule != "" {
					fmt.Fprintf(e.stdout, "  (%s)", t.Rule)
				}
				fmt.Fprintln(e.stdout)
			}
			return nil
		},
	}
}

func newCharacterLevelUp(e *env) *cobra.Command {
	var class, hp, subclass, out, swap string
	var seed uint64
	cmd := &cobra.Command{
		Use:   "level-up FILE",
		Short: "Add one level (in --class, multiclassing if new) and save the character",
		Example: "  arbiter character level-up hero.yaml\n  arbiter character level-up hero.yaml --class wizard --hp roll\n" +
			"  arbiter character level-up hero.yaml --subclass champion --out -\n" +
			"  arbiter character level-up warlock.yaml --swap-invocation armor-of-shadows=devils-sight",
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, r, err := loadRolling(e, cmd, args[0], seed)
			if err != nil {
				return err
			}
			next, err := character.LevelUp(c, class, hp, subclass, r)
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			if swap != "" { // character/invocation_swap.go
				old, repl, ok := strings.Cut(swap, "=")
				if !ok || old == "" || repl == "" {
					return &exitError{code: 1, err: fmt.Errorf("--swap-invocation OLD=NEW, not %q", swap)}
				}
				if next, err = character.SwapInvocation(c, next, old, repl); err != nil {
					return &exitError{code: 1, err: err}
				}
				fmt.Fprintf(e.stderr, "invocation %s replaced by %s\n", old, repl)
			}
			fmt.Fprintf(e.stderr, "level %d: HP %d → %d\n", next.Level(), hpOf(c), hpOf(next))
			return saveCharacter(e, next, cmp.Or(out, args[0]))
		},
	}
	cmd.Flags().StringVar(&class, "class", "", "the class to gain a level in (default: the first class)")
	cmd.Flags().StringVar(&hp, "hp", "fixed", "hit points for the level: fixed (the average) or roll")
	cmd.Flags().StringVar(&subclass, "subclass", "", "the subclass, when this level chooses it")
	cmd.Flags().StringVar(&swap, "swap-invocation", "", "OLD=NEW: replace an Eldritch Invocation on gaining a warlock level")
	cmd.Flags().StringVar(&out, "out", "", "where to write the character (default: FILE; - for standard output)")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed the roller, for a repeatable roll")
	return cmd
}

func hpOf(c *character.Character) int {
	if c.Sheet.HP == nil {
		return 0
	}
	return c.Sheet.HP.Value
}

func newCharacterRest(e *env) *cobra.Command {
	var spend int
	var out string
	var seed uint64
	var masteries []string
	cmd := &cobra.Command{
		Use:     "rest FILE short|long",
		Short:   "Take a short rest (spending --dice hit dice) or a long rest, and save the character",
		Example: "  arbiter character rest hero.yaml short --dice 2\n  arbiter character rest hero.yaml long\n  arbiter character rest hero.yaml long --masteries longsword,greataxe,dagger",
		Args:    cobra.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, r, err := loadRolling(e, cmd, args[0], seed)
			if err != nil {
				return err
			}
			var res character.RestResult
			switch args[1] {
			case "short":
				res, err = c.ShortRest(spend, r)
			case "long":
				res, err = c.LongRest()
				if err == nil && cmd.Flags().Changed("masteries") {
					c, err = c.Retrain(masteries)
				}
			default:
				return usageError("rest %q: want short or long", args[1])
			}
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			fmt.Fprintf(e.stderr, "%s rest: +%d HP (now %d)", args[1], res.HP, c.State.HP)
			if len(res.Recovered) > 0 {
				fmt.Fprintf(e.stderr, "; back: %s", strings.Join(res.Recovered, ", "))
			}
			fmt.Fprintln(e.stderr)
			return saveCharacter(e, c, cmp.Or(out, args[0]))
		},
	}
	cmd.Flags().IntVar(&spend, "dice", 0, "hit dice to spend on a short rest, largest first")
	cmd.Flags().StringSliceVar(&masteries, "masteries", nil, "after a long rest: the weapons chosen for Weapon Mastery (as many changed as the feature allows)")
	cmd.Flags().StringVar(&out, "out", "", "where to write the character (default: FILE; - for standard output)")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed the roller, for repeatable hit dice")
	return cmd
}

func newCharacterSchema(e *env) *cobra.Command {
	return &cobra.Command{
		Use:       "schema spec|sheet",
		Short:     "Print the JSON Schema of a character spec or of a sheet export",
		Args:      cobra.ExactArgs(1),
		ValidArgs: []string{"spec", "sheet"},
		RunE: func(cmd *cobra.Command, args []string) error {
			switch args[0] {
			case "spec":
				_, err := e.stdout.Write(character.SpecSchema())
				return err
			case "sheet":
				_, err := e.stdout.Write(character.SheetSchema())
				return err
			}
			return usageError("schema %q: want spec or sheet", args[0])
		},
	}
}

// printSheet writes a readable sheet.
func printSheet(w io.Writer, c *character.Character) {
	sh := &c.Sheet
	var cls []string
	for _, cl := range sh.Classes {
		s := fmt.Sprintf("%s %d", cl.Class, cl.Level)
		if cl.Subclass != "" {
			s += " (" + cl.Subclass + ")"
		}
		cls = append(cls, s)
	}
	origin := sh.Species
	if sh.Subspecies != "" {
		origin += " (" + sh.Subspecies + ")"
	}
	fmt.Fprintf(w, "%s: %s %s, level %d (%s)\n", sh.Name, origin, strings.Join(cls, " / "), sh.Level, sh.Ruleset)
	if sh.Background != "" {
		fmt.Fprintf(w, "Background: %s\n", sh.Background)
	}
	var ab []string
	for _, a := range []string{"str", "dex", "con", "int", "wis", "cha"} {
		ab = append(ab, fmt.Sprintf("%s %d (%+d)", strings.ToUpper(a), sh.Abilities[a], sh.Modifiers[a]))
	}
	fmt.Fprintln(w, strings.Join(ab, "  "))
	line := fmt.Sprintf("AC %d  Initiative %+d  Speed %d ft.  Proficiency %+d", sh.AC.Value, sh.Initiative.Value, sh.Speed.Value, sh.Proficiency.Value)
	if sh.HP != nil {
		line += fmt.Sprintf("  HP %d/%d", sh.State.HP, sh.HP.Value)
		if sh.State.TempHP > 0 {
			line += fmt.Sprintf(" (+%d temp)", sh.State.TempHP)
		}
		var hd []string
		for _, d := range slices.Sorted(maps.Keys(sh.HitDice)) {
			hd = append(hd, fmt.Sprintf("%s %d/%d", d, sh.State.HitDice[d], sh.HitDice[d]))
		}
		line += "  Hit dice " + strings.Join(hd, ", ")
	}
	fmt.Fprintln(w, line)
	var saves []string
	for _, a := range []string{"str", "dex", "con", "int", "wis", "cha"} {
		v := sh.Saves[a]
		mark := ""
		if len(v.Terms) > 1 {
			mark = "*"
		}
		saves = append(saves, fmt.Sprintf("%s %+d%s", strings.ToUpper(a), v.Value, mark))
	}
	fmt.Fprintln(w, "Saves: "+strings.Join(saves, ", "))
	var skills []string
	for _, k := range slices.Sorted(maps.Keys(sh.Skills)) {
		v := sh.Skills[k]
		mark := ""
		if len(v.Terms) > 1 {
			mark = "*"
		}
		skills = append(skills, fmt.Sprintf("%s %+d%s", k, v.Value, mark))
	}
	fmt.Fprintln(w, "Skills: "+strings.Join(skills, ", "))
	fmt.Fprintln(w, "  (* proficient or a feature adds to it)")
	var passive []string
	for _, k := range []string{"perception", "insight", "investigation"} {
		if v, ok := sh.Passive[k]; ok {
			passive = append(passive, fmt.Sprintf("%s %d", k, v.Value))
		}
	}
	fmt.Fprintln(w, "Passive: "+strings.Join(passive, ", "))
	if len(sh.Attacks) > 0 {
		fmt.Fprintln(w, "Attacks:")
		for _, a := range sh.Attacks {
			s := fmt.Sprintf("  %-18s %+d to hit, %s %s", a.Name, a.ToHit.Value, a.Dice, a.DamageType)
			if a.Versatile != "" {
				s += " (two hands " + a.Versatile + ")"
			}
			if len(a.Range) == 2 {
				s += fmt.Sprintf(", range %d/%d", a.Range[0], a.Range[1])
			}
			if a.Mastery != "" {
				s += ", mastery " + a.Mastery
			}
			fmt.Fprintln(w, s)
			for _, n := range a.Notes {
				fmt.Fprintln(w, "    "+n)
			}
			for _, x := range a.Extra {
				fmt.Fprintln(w, "    "+extraLine(x)) // character_extra.go
			}
		}
	}
	if u := sh.Unarmed; u != nil {
		fmt.Fprintf(w, "Unarmed strike: %+d to hit, %s %s\n", u.ToHit.Value, u.Dice, u.DamageType)
	}
	if len(sh.MagicItems) > 0 {
		var ms []string
		for _, m := range sh.MagicItems {
			x := m.Name
			if m.Base != "" && m.Base != m.Item {
				x += " (" + m.Base + ")"
			}
			if m.Attuned {
				x += ", attuned"
			}
			if m.Note != "" {
				x += ": " + m.Note
			}
			ms = append(ms, x)
		}
		fmt.Fprintln(w, "Magic items: "+strings.Join(ms, "; "))
	}
	if m := sh.Masteries; m != nil {
		change := "all"
		if m.Changes >= 0 {
			change = fmt.Sprint(m.Changes)
		}
		fmt.Fprintf(w, "Weapon mastery (%d of %d; a long rest changes %s): %s\n", len(m.Weapons), m.Max.Value, change, strings.Join(m.Weapons, ", "))
	}
	for _, s := range sh.Spellcasting {
		fmt.Fprintf(w, "Spellcasting (%s, %s): save DC %d, attack %+d", s.Class, strings.ToUpper(s.Ability), s.DC.Value, s.Attack.Value)
		if s.Cantrips > 0 {
			fmt.Fprintf(w, ", %d cantrips", s.Cantrips)
		}
		if s.Known > 0 {
			fmt.Fprintf(w, ", %d known", s.Known)
		}
		if s.Prepared > 0 {
			fmt.Fprintf(w, ", %d prepared", s.Prepared)
		}
		fmt.Fprintln(w)
		if len(s.Spells) > 0 {
			fmt.Fprintln(w, "  spells: "+strings.Join(s.Spells, ", "))
		}
		if len(s.Always) > 0 {
			fmt.Fprintln(w, "  always prepared: "+strings.Join(s.Always, ", "))
		}
	}
	for _, g := range sh.Granted {
		fmt.Fprintf(w, "Spells of %s (%s)", g.Name, strings.ToUpper(g.Ability))
		if g.DC != nil {
			fmt.Fprintf(w, ": save DC %d, attack %+d", g.DC.Value, g.Attack.Value)
		}
		fmt.Fprintln(w)
		var sp []string
		for _, s := range g.Spells {
			x := s.ID
			if s.CastAt > s.Level {
				x += fmt.Sprintf(" (as level %d)", s.CastAt)
			}
			switch {
			case s.Free > 0 && s.WithSlot:
				x += fmt.Sprintf(" (%d/long rest with a spell slot)", s.Free)
			case s.Free > 0:
				x += fmt.Sprintf(" (%d/long rest without a slot)", s.Free)
			}
			if s.AtWill {
				x += " (at will without a slot)"
			}
			sp = append(sp, x)
		}
		if len(sp) > 0 {
			fmt.Fprintln(w, "  spells: "+strings.Join(sp, ", "))
		}
	}
	for _, b := range sh.BookSpells {
		free := "without a slot " + b.Free
		switch b.Free {
		case "at will":
		case "prepared":
			free = "always prepared"
		case "ritual":
			free = "cast as a ritual only"
		default:
			free = "without a slot once a short or long rest (" + b.Free + ")"
		}
		fmt.Fprintf(w, "%s: %s (level %d), %s (%s)\n", b.Source, b.Spell, b.Level, free, b.Rule)
	}
	for _, in := range sh.Invocations {
		fmt.Fprintf(w, "%s: %s (%s)\n", in.Source, in.Name, in.Rule)
	}
	showInvocationCantrips(w, sh) // character_invocation_show.go
	if len(sh.Metamagic) > 0 {
		fmt.Fprintln(w, "Metamagic: "+strings.Join(sh.Metamagic, ", "))
	}
	for _, e := range sh.FavoredEnemies {
		x := e.Choice
		if len(e.Humanoids) > 0 {
			x += " (" + strings.Join(e.Humanoids, ", ") + ")"
		}
		if e.Language != "" {
			x += ", speaks " + e.Language
		}
		fmt.Fprintf(w, "Favored enemy: %s (%s; %s)\n", x, e.Source, e.Rule)
	}
	for _, e := range sh.FavoredTerrains {
		fmt.Fprintf(w, "Favored terrain: %s (%s; %s)\n", e.Choice, e.Source, e.Rule)
	}
	if b := sh.Spellbook; b != nil {
		fmt.Fprintf(w, "Spellbook (%s, %d free by level): %s\n", b.Class, b.Free, strings.Join(b.Spells, ", "))
		if len(b.Copied) > 0 {
			fmt.Fprintf(w, "  copied: %s (%d gp, %d hours)\n", strings.Join(b.Copied, ", "), b.CopyCost.Value, b.CopyHours.Value)
		}
	}
	if len(sh.Slots) > 0 {
		var sl []string
		for i, n := range sh.Slots {
			left := 0
			if i < len(sh.State.Slots) {
				left = sh.State.Slots[i]
			}
			sl = append(sl, fmt.Sprintf("%d: %d/%d", i+1, left, n))
		}
		fmt.Fprintln(w, "Spell slots: "+strings.Join(sl, ", "))
	}
	if sh.Pact != nil {
		fmt.Fprintf(w, "Pact Magic: %d slots of level %d\n", sh.Pact.Slots, sh.Pact.Level)
	}
	if len(sh.Resources) > 0 {
		var rs []string
		for _, r := range sh.Resources {
			if r.Max < 0 {
				rs = append(rs, r.Name+" (unlimited)")
				continue
			}
			rs = append(rs, fmt.Sprintf("%s %d/%d (%s)", r.Name, sh.State.Resources[r.ID], r.Max, r.Recovery))
		}
		fmt.Fprintln(w, "Resources: "+strings.Join(rs, ", "))
	}
	if len(sh.Inventory) > 0 || sh.Gold > 0 {
		var inv []string
		for _, it := range sh.Inventory {
			if it.Count > 1 {
				inv = append(inv, fmt.Sprintf("%s ×%d", it.ID, it.Count))
			} else {
				inv = append(inv, it.ID)
			}
		}
		fmt.Fprintf(w, "Inventory: %s; %d gp", strings.Join(inv, ", "), sh.Gold)
		if sh.Silver > 0 || sh.Copper > 0 {
			fmt.Fprintf(w, " %d sp %d cp", sh.Silver, sh.Copper)
		}
		fmt.Fprintln(w)
	}
	if sh.Carry != nil {
		fmt.Fprintf(w, "Carrying capacity: %d lb.", sh.Carry.Value)
		if l := sh.Load; l != nil {
			fmt.Fprintf(w, " Load: %g lb.", l.Exact)
			if l.Encumbrance != "" {
				fmt.Fprintf(w, " (%s)", l.Encumbrance)
			}
		}
		fmt.Fprintln(w)
	}
	if len(sh.State.Conditions) > 0 || sh.State.Exhaustion > 0 {
		fmt.Fprintf(w, "Conditions: %s; exhaustion %d\n", strings.Join(sh.State.Conditions, ", "), sh.State.Exhaustion)
	}
	fmt.Fprintln(w, "Proficiencies: "+strings.Join(sh.Proficiencies, ", "))
	if len(sh.Expertise) > 0 {
		fmt.Fprintln(w, "Expertise: "+strings.Join(sh.Expertise, ", "))
	}
	if len(sh.Languages) > 0 {
		fmt.Fprintln(w, "Languages: "+strings.Join(sh.Languages, ", "))
	}
	fmt.Fprintln(w, "Features: "+strings.Join(sh.Features, ", "))
	if len(sh.FeatSources) > 0 {
		var fs []string
		for _, f := range sh.FeatSources {
			fs = append(fs, f.ID+" ("+f.From+")")
		}
		fmt.Fprintln(w, "Feats: "+strings.Join(fs, ", "))
	}
	for _, p := range sh.Pending {
		fmt.Fprintln(w, "To choose: "+p)
	}
	for _, n := range sh.Notes {
		fmt.Fprintln(w, "Note: "+n)
	}
}
