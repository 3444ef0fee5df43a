package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
	"github.com/spf13/cobra"
)

func newCharacterNew(e *env) *cobra.Command {
	var from, answers, out string
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Build a character of any level step by step (or from a spec with --from)",
		Long: `Without --from, ask for each choice in turn on standard input (or from the lines
of --answers), listing the legal options at each step: ruleset, name, species,
subspecies, size, background, class, level, subclass, ability scores (standard
array, point buy, 4d6 drop lowest rolled now, or manual), increases, each Ability
Score Improvement (increases or a feat), skills, tools, languages, expertise,
feature options and fighting style, the spellbook, cantrips and spells, weapon
masteries, armor, shield and weapons. A blank answer takes the default shown in
brackets (for a list: nothing, left as a choice to make later).
With --from, check a spec file and write it with its fresh state. Either way the
character goes to --out (default: standard output, as YAML).`,
		Example: "  arbiter character new --from examples/characters/fighter-2024.yaml\n  arbiter character new --out hero.yaml",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				out = "-"
			}
			if from != "" {
				c, err := loadCharacter(from)
				if err != nil {
					return err
				}
				return saveCharacter(e, c, out)
			}
			in := cmd.InOrStdin()
			if answers != "" {
				data, err := os.ReadFile(answers)
				if err != nil {
					return &exitError{code: 1, err: err}
				}
				in = bytes.NewReader(data)
			}
			c, err := interview(e, &asker{in: bufio.NewScanner(in), out: e.stderr})
			if err != nil {
				return &exitError{code: 1, err: err}
			}
			return saveCharacter(e, c, out)
		},
	}
	cmd.Flags().StringVar(&from, "from", "", "a spec file (YAML, or JSON by its .json extension)")
	cmd.Flags().StringVar(&answers, "answers", "", "read the answers from this file, one a line, instead of standard input")
	cmd.Flags().StringVar(&out, "out", "", "where to write the character (default and -: standard output, as YAML)")
	return cmd
}

// asker asks questions on out and reads the answers from in.
type asker struct {
	in  *bufio.Scanner
	out io.Writer
}

var errNoAnswer = errors.New("character new: the input ended before the character was finished")

func (a *asker) line(prompt string) (string, error) {
	fmt.Fprint(a.out, prompt+": ")
	if !a.in.Scan() {
		fmt.Fprintln(a.out)
		return "", errNoAnswer
	}
	s := strings.TrimSpace(a.in.Text())
	fmt.Fprintln(a.out, s)
	return s, nil
}

// choose asks for one of options; def is taken on a blank answer.
func (a *asker) choose(prompt string, options []string, def string) (string, error) {
	fmt.Fprintf(a.out, "%s, one of: %s\n", prompt, strings.Join(options, ", "))
	for range 5 {
		p := prompt
		if def != "" {
			p += " [" + def + "]"
		}
		s, err := a.line(p)
		if err != nil {
			return "", err
		}
		if s == "" {
			s = def
		}
		if slices.Contains(options, s) {
			return s, nil
		}
		fmt.Fprintf(a.out, "  %q is not one of the choices\n", s)
	}
	return "", fmt.Errorf("character new: no legal answer to %q", prompt)
}

// retry asks until build accepts the answer, printing each refusal.
func (a *asker) retry(prompt string, try func(string) error) error {
	for range 5 {
		s, err := a.line(prompt)
		if err != nil {
			return err
		}
		if err := try(s); err != nil {
			fmt.Fprintln(a.out, "  refused:", err)
			continue
		}
		return nil
	}
	return fmt.Errorf("character new: no legal answer to %q", prompt)
}

// interview builds a level 1 character from the answers.
func interview(e *env, a *asker) (*character.Character, error) {
	spec := &character.Spec{}
	rulesets := []string{"srd-5.2.1", "srd-5.1"}
	var err error
	if spec.Ruleset, err = a.choose("ruleset", rulesets, rulesets[0]); err != nil {
		return nil, err
	}
	cat, err := content.Open(spec.Ruleset)
	if err != nil {
		return nil, err
	}
	for spec.Name == "" {
		if spec.Name, err = a.line("name"); err != nil {
			return nil, err
		}
	}
	var species []string
	for _, s := range cat.SpeciesList() {
		if s.Of == "" {
			species = append(species, s.ID)
		}
	}
	if spec.Species, err = a.choose("species", species, ""); err != nil {
		return nil, err
	}
	sp, _ := cat.Species(spec.Species)
	if len(sp.Subspecies) > 0 {
		if spec.Subspecies, err = a.choose("subspecies", sp.Subspecies, ""); err != nil {
			return nil, err
		}
	}
	if len(sp.Size) > 1 {
		if spec.Size, err = a.choose("size", sp.Size, sp.Size[len(sp.Size)-1]); err != nil {
			return nil, err
		}
	}
	var bgs []string
	for _, b := range cat.Backgrounds() {
		bgs = append(bgs, b.ID)
	}
	if len(bgs) > 0 {
		if spec.Background, err = a.choose("background", bgs, bgs[0]); err != nil {
			return nil, err
		}
		if bg, _ := cat.Background(spec.Background); bg != nil && bg.Feat != "" {
			fmt.Fprintf(a.out, "origin feat %s, from the %s background (%s)\n", bg.Feat, bg.ID, bg.Cite)
		}
	}
	var classes []string
	for _, c := range cat.Classes() {
		classes = append(classes, c.ID)
	}
	cl := character.ClassLevels{Level: 1}
	if cl.Class, err = a.choose("class", classes, ""); err != nil {
		return nil, err
	}
	var levels []string
	for l := 1; l <= character.MaxLevel; l++ {
		levels = append(levels, strconv.Itoa(l))
	}
	lvl, err := a.choose("level", levels, "1")
	if err != nil {
		return nil, err
	}
	cl.Level, _ = strconv.Atoi(lvl)
	class, _ := cat.Class(cl.Class)
	if at := character.SubclassLevel(cat, class); at <= cl.Level {
		if cl.Subclass, err = a.choose(fmt.Sprintf("subclass (from %s level %d)", class.ID, at), class.Subclasses, class.Subclasses[0]); err != nil {
			return nil, err
		}
	}
	spec.Classes = []character.ClassLevels{cl}
	if err := askScores(e, a, spec); err != nil {
		return nil, err
	}
	bg, _ := cat.Background(spec.Background)
	if bg != nil && len(bg.Abilities) > 0 {
		fmt.Fprintf(a.out, "the %s background raises %s: +2 and +1, or +1 to all three (e.g. %s+2 %s+1)\n",
			bg.ID, strings.Join(bg.Abilities, ", "), bg.Abilities[0], bg.Abilities[1])
		if err := askIncreases(a, spec, cat, "background increases", &spec.BackgroundIncreases); err != nil {
			return nil, err
		}
	}
	if sp.AbilityChoice != nil {
		fmt.Fprintf(a.out, "%s raises %d of %s by %d (e.g. %s+%d %s+%d)\n", sp.ID, sp.AbilityChoice.Count,
			strings.Join(sp.AbilityChoice.From, ", "), sp.AbilityBonus, sp.AbilityChoice.From[0], sp.AbilityBonus, sp.AbilityChoice.From[1], sp.AbilityBonus)
		if err := askIncreases(a, spec, cat, "species increases", &spec.SpeciesIncreases); err != nil {
			return nil, err
		}
	}
	if err := askImprovements(a, spec, cat); err != nil {
		return nil, err
	}
	c, err := character.Build(spec, cat)
	if err != nil {
		return nil, err
	}
	if len(c.Sheet.Pending) > 0 {
		fmt.Fprintln(a.out, "open choices:")
		for _, p := range c.Sheet.Pending {
			fmt.Fprintln(a.out, "  "+p)
		}
		for _, q := range []struct {
			prompt string
			into   *[]string
		}{{"skills (separated by spaces)", &spec.Skills}, {"tools (separated by spaces)", &spec.Tools},
			{"languages (separated by spaces)", &spec.Languages}} {
			if err := askList(a, spec, cat, q.prompt, q.into); err != nil {
				return nil, err
			}
		}
		if c, err = character.Build(spec, cat); err != nil {
			return nil, err
		}
	}
	if c, err = askFeatures(a, spec, cat, c); err != nil {
		return nil, err
	}
	if c, err = askSpells(a, spec, cat, c); err != nil {
		return nil, err
	}
	if c, err = askGranted(a, spec, cat, c); err != nil { // character_granted.go
		return nil, err
	}
	if c, err = askInvocations(a, spec, cat, c); err != nil { // character_invocations.go
		return nil, err
	}
	if c, err = askMetamagic(a, spec, cat, c); err != nil { // character_metamagic.go
		return nil, err
	}
	if c, err = askArcanum(a, spec, cat, c); err != nil { // character_arcanum.go
		return nil, err
	}
	if c, err = askBookSpells(a, spec, cat, c); err != nil { // character_book.go
		return nil, err
	}
	if c, err = askFavored(a, spec, cat, c); err != nil { // character_favored.go
		return nil, err
	}
	if c, err = askMasteries(a, spec, cat, c); err != nil {
		return nil, err
	}
	armor := []string{"none"}
	for _, ar := range cat.ArmorList() {
		if ar.Category != "shield" && (c.Proficient(ar.Category+"-armor") || c.Proficient("all-armor")) {
			armor = append(armor, ar.ID)
		}
	}
	worn, err := a.choose("armor", armor, "none")
	if err != nil {
		return nil, err
	}
	if worn != "none" {
		spec.Equipment.Armor = worn
	}
	if c.Proficient("shields") {
		s, err := a.choose("shield", []string{"yes", "no"}, "no")
		if err != nil {
			return nil, err
		}
		spec.Equipment.Shield = s == "yes"
	}
	var weapons []string
	for _, w := range cat.Weapons() {
		if c.ProficientWeapon(&w) {
			weapons = append(weapons, w.ID)
		}
	}
	fmt.Fprintf(a.out, "weapons the character is trained with: %s\n", strings.Join(weapons, ", "))
	if err := askList(a, spec, cat, "weapons (separated by spaces)", &spec.Equipment.Weapons); err != nil {
		return nil, err
	}
	if c, err = character.Build(spec, cat); err != nil {
		return nil, err
	}
	if c, err = askStarting(a, spec, cat, c); err != nil { // character_starting.go
		return nil, err
	}
	return askMulticlass(a, spec, cat, c) // character_multiclass.go
}

// askScores asks for the ability method and the six scores.
func askScores(e *env, a *asker, spec *character.Spec) error {
	methods := []string{character.StandardArray, character.PointBuy, character.Rolled, character.Manual}
	m, err := a.choose("ability scores", methods, character.StandardArray)
	if err != nil {
		return err
	}
	spec.Abilities.Method = m
	switch m {
	case character.StandardArray:
		fmt.Fprintln(a.out, "assign 15, 14, 13, 12, 10 and 8")
	case character.PointBuy:
		fmt.Fprintf(a.out, "scores 8 to 15; costs 8:0 9:1 10:2 11:3 12:4 13:5 14:7 15:9; %d points\n", character.PointBudget)
	case character.Rolled:
		r := e.live()
		rolls, totals, err := character.RollScores(r)
		if err != nil {
			return err
		}
		spec.Abilities.Rolls = rolls
		fmt.Fprintf(a.out, "rolled 4d6 six times (seed %d): %v, totals %v; assign the totals\n", r.Seed(), rolls, totals)
	case character.Manual:
		fmt.Fprintln(a.out, "scores 3 to 18")
	}
	return a.retry("scores for STR DEX CON INT WIS CHA", func(s string) error {
		f := strings.Fields(s)
		if len(f) != 6 {
			return fmt.Errorf("six numbers, please")
		}
		spec.Abilities.Scores = map[string]int{}
		for i, ab := range []string{"str", "dex", "con", "int", "wis", "cha"} {
			n, err := strconv.Atoi(f[i])
			if err != nil {
				return fmt.Errorf("%q is not a number", f[i])
			}
			spec.Abilities.Scores[ab] = n
		}
		cat, err := content.Open(spec.Ruleset)
		if err != nil {
			return err
		}
		_, err = character.Build(spec, cat)
		return err
	})
}

// askList asks for a list of ids separated by spaces into *into until
// the spec builds with them.
func askList(a *asker, spec *character.Spec, cat *content.Catalog, prompt string, into *[]string) error {
	return a.retry(prompt, func(s string) error {
		*into = strings.Fields(s)
		_, err := character.Build(spec, cat)
		return err
	})
}

// askSpec asks prompt until the spec builds with the answer (ids
// separated by spaces) that set writes on a copy of it; the spec then takes
// the copy, and the character built from it is returned.
func askSpec(a *asker, spec *character.Spec, cat *content.Catalog, prompt string, set func(try *character.Spec, answer []string)) (*character.Character, error) {
	err := a.retry(prompt, func(s string) error {
		try := *spec
		set(&try, strings.Fields(s))
		if _, err := character.Build(&try, cat); err != nil {
			return err
		}
		*spec = try
		return nil
	})
	if err != nil {
		return nil, err
	}
	return character.Build(spec, cat)
}

// askIncreases asks for ability increases ("str+2 dex+1") into *into
// until the spec builds with them.
func askIncreases(a *asker, spec *character.Spec, cat *content.Catalog, prompt string, into *map[string]int) error {
	return a.retry(prompt, func(s string) error {
		m, err := parseIncreaseList(s)
		if err != nil {
			return err
		}
		*into = m
		_, err = character.Build(spec, cat)
		return err
	})
}

// parseIncreaseList reads "str+2 dex+1".
func parseIncreaseList(s string) (map[string]int, error) {
	m := map[string]int{}
	for _, f := range strings.Fields(s) {
		ab, n, ok := strings.Cut(f, "+")
		v, err := strconv.Atoi(n)
		if !ok || err != nil {
			return nil, fmt.Errorf("%q is not an increase like str+2", f)
		}
		m[strings.ToLower(ab)] += v
	}
	return m, nil
}

// askImprovements asks how each Ability Score Improvement of the class
// levels is spent: increases, or a feat (with its increases).
func askImprovements(a *asker, spec *character.Spec, cat *content.Catalog) error {
	return askClassImprovements(a, spec, cat, 0)
}

// askClassImprovements asks the Ability Score Improvements of the levels
// of spec's class i (character_multiclass.go asks a later class's).
func askClassImprovements(a *asker, spec *character.Spec, cat *content.Catalog, i int) error {
	cl := spec.Classes[i]
	before := 0 // the character's level before this class's levels
	for _, x := range spec.Classes[:i] {
		before += x.Level
	}
	class, _ := cat.Class(cl.Class)
	for l := 1; l <= cl.Level; l++ {
		if !class.Level(l).ASI {
			continue
		}
		c, err := character.Build(spec, cat)
		if err != nil {
			return err
		}
		var feats []string
		for _, id := range c.FeatOptions("", before+l) {
			if ft, ok := cat.Feat(id); ok && ft.Type != "origin" && ft.Type != "fighting-style" && id != "ability-score-improvement" {
				feats = append(feats, id)
			}
		}
		fmt.Fprintf(a.out, "%s level %d: Ability Score Improvement: +2 to one score or +1 to two (str+2, or str+1 con+1), or a feat and its increases (feat-id str+1)\n", cl.Class, l)
		if len(feats) > 0 {
			fmt.Fprintf(a.out, "  feats the character may take: %s\n", strings.Join(feats, ", "))
		}
		if err := a.retry("improvement", func(s string) error {
			imp := character.Improvement{Class: cl.Class, Level: l}
			f := strings.Fields(s)
			if len(f) > 0 && !strings.Contains(f[0], "+") {
				imp.Feat, f = f[0], f[1:]
			}
			m, err := parseIncreaseList(strings.Join(f, " "))
			if err != nil {
				return err
			}
			imp.Increases = m
			spec.Improvements = append(spec.Improvements, imp)
			if _, err = character.Build(spec, cat); err != nil {
				spec.Improvements = spec.Improvements[:len(spec.Improvements)-1]
			}
			return err
		}); err != nil {
			return err
		}
	}
	return nil
}

// askFeatures asks for expertise, the options of features that offer them
// and a 2024 fighting style feat.
func askFeatures(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	build := func() error {
		var err error
		c, err = character.Build(spec, cat)
		return err
	}
	if slices.ContainsFunc(c.Sheet.Pending, func(p string) bool { return strings.Contains(p, "expertise") }) {
		var skills []string
		for _, p := range c.Sheet.Proficiencies {
			if _, ok := c.Sheet.Skills[p]; ok {
				skills = append(skills, p)
			}
		}
		fmt.Fprintf(a.out, "expertise among the proficient skills: %s\n", strings.Join(skills, ", "))
		if err := a.retry("expertise (separated by spaces)", func(s string) error {
			spec.Expertise = strings.Fields(s)
			return build()
		}); err != nil {
			return nil, err
		}
	}
	for _, o := range c.OpenOptions() {
		fmt.Fprintf(a.out, "%s: choose %d of %s\n", o.Feature, o.Choose, strings.Join(o.Options, ", "))
		if err := a.retry(o.Feature+" (separated by spaces)", func(s string) error {
			if spec.Options == nil {
				spec.Options = map[string][]string{}
			}
			spec.Options[o.Feature] = strings.Fields(s)
			return build()
		}); err != nil {
			return nil, err
		}
	}
	// Feats a feature gives: the 2024 human's origin feat, then a fighting
	// style feat, each asked from its type's list when still owed.
	for _, f := range []struct {
		wants       func() bool
		kind, label string
	}{
		{func() bool { return c.WantsOriginFeat() }, "origin", "origin feat of the species (Versatile)"},
		{func() bool { return c.WantsStyleFeat() }, "fighting-style", "fighting style feat"},
	} {
		if !f.wants() {
			continue
		}
		options := c.FeatOptions(f.kind, c.Level())
		feat, err := a.choose(f.label, options, options[0])
		if err != nil {
			return nil, err
		}
		spec.Feats = append(spec.Feats, feat)
		if err := build(); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// askSpells asks each casting class's spellbook, cantrips and spells.
func askSpells(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	return askSpellsOf(a, spec, cat, c, spec.Classes)
}

// askSpellsOf asks the spells of the classes given (a class added by
// multiclassing).
func askSpellsOf(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character, classes []character.ClassLevels) (*character.Character, error) {
	for _, cl := range classes {
		o, ok := c.SpellOptions(cl.Class)
		if !ok {
			continue
		}
		from := o.Spells
		if o.BookFree > 0 {
			school := ""
			if o.BookSchoolFree > 0 {
				school = fmt.Sprintf(" (%d more of %s)", o.BookSchoolFree, o.BookSchool)
			}
			fmt.Fprintf(a.out, "%s spellbook: %d spells, six of level 1 at level 1 and two a level after%s, each of a level the class then had slots for; from: %s\n",
				cl.Class, o.BookFree, school, strings.Join(o.BookSpells, ", "))
			if err := a.retry("spellbook (separated by spaces)", func(s string) error {
				spec.Spellbook = &character.Spellbook{Spells: strings.Fields(s)}
				_, err := character.Build(spec, cat)
				return err
			}); err != nil {
				return nil, err
			}
			from = spec.Spellbook.Spells
		}
		var cantrips []string
		if o.MaxCantrips > 0 {
			fmt.Fprintf(a.out, "%s cantrips: %d from %s\n", cl.Class, o.MaxCantrips, strings.Join(o.Cantrips, ", "))
			if err := a.retry("cantrips (separated by spaces)", func(s string) error {
				cantrips = strings.Fields(s)
				if spec.Spells == nil {
					spec.Spells = map[string][]string{}
				}
				spec.Spells[cl.Class] = cantrips
				_, err := character.Build(spec, cat)
				return err
			}); err != nil {
				return nil, err
			}
		}
		fmt.Fprintf(a.out, "%s spells %s: %d (%s) from %s\n", cl.Class, o.Verb, o.MaxSpells, o.Why, strings.Join(from, ", "))
		if o.Others != "" {
			fmt.Fprintf(a.out, "  and off the %s list: %s\n", cl.Class, o.Others)
		}
		if err := a.retry("spells (separated by spaces)", func(s string) error {
			if spec.Spells == nil {
				spec.Spells = map[string][]string{}
			}
			spec.Spells[cl.Class] = append(slices.Clone(cantrips), strings.Fields(s)...)
			_, err := character.Build(spec, cat)
			return err
		}); err != nil {
			return nil, err
		}
	}
	return character.Build(spec, cat)
}

// askMasteries asks for the weapons of a Weapon Mastery feature.
func askMasteries(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	weapons, n := c.MasteryOptions()
	if n == 0 {
		return c, nil
	}
	fmt.Fprintf(a.out, "weapon mastery: %d kinds of weapons from %s\n", n, strings.Join(weapons, ", "))
	return askSpec(a, spec, cat, "masteries (separated by spaces)", func(try *character.Spec, answer []string) {
		try.Masteries = answer
	})
}
