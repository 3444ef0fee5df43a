package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
	"github.com/spf13/cobra"
)

// searchFlags are the filters, and which kinds take each.
var searchFlags = map[string][]string{
	"cr": {"monster"}, "type": {"monster", "feat"}, "size": {"monster"},
	"level": {"spell"}, "school": {"spell"}, "class": {"spell", "subclass"}, "concentration": {"spell"},
	"ritual": {"spell"}, "damage-type": {"spell"},
	"category": {"weapon", "armor", "gear", "magic-item"}, "rarity": {"magic-item"}, "attunement": {"magic-item"}, "property": {"weapon"}, "mastery": {"weapon"}, "range": {"weapon"},
}

func newSearch(e *env) *cobra.Command {
	var ruleset, cr, typ, size, school, class, damage, category, property, mastery, rangeKind, rarity string
	var level int
	var conc, ritual, asJSON, attune bool
	cmd := &cobra.Command{
		Use:   "search KIND [filters]",
		Short: "List the SRD records of a kind (monsters, spells, classes, magic items...) that match filters",
		Long: `List the records of a kind that match every filter given, one a line; without
filters, every record of the kind. The kinds are ` + kindsHelp + `.

  monster  --cr 5 or --cr 1/4-2, --type dragon, --size large
  spell    --level 3, --school evocation, --class wizard, --concentration[=false],
           --ritual[=false], --damage-type fire
  weapon   --category simple|martial, --range melee|ranged, --property finesse, --mastery sap
  armor    --category light|medium|heavy|shield
  subclass --class wizard
  magic-item --rarity rare, --category ring, --attunement[=false]
  feat     --type origin|general|fighting-style|epic-boon
  gear     --category tools|equipment-packs|mounts|artisans-tools...
  other kinds (class, species, condition, skill, language...): every record of the kind`,
		Example: "  arbiter search monster --cr 1/4-1 --type undead\n  arbiter search spell --level 3 --class wizard --damage-type fire\n  arbiter search weapon --property finesse --json",
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			kind, err := kindOf(args[0])
			if err != nil {
				return err
			}
			for name, kinds := range searchFlags {
				if cmd.Flags().Changed(name) && !contains(kinds, kind) {
					return usageError("--%s filters %s, not %s", name, strings.Join(kinds, " and "), kind)
				}
			}
			c, err := openCatalog(ruleset)
			if err != nil {
				return err
			}
			var found []content.Record
			switch kind {
			case "monster":
				f := content.MonsterFilter{Type: typ, Size: size}
				if cr != "" {
					f.MinCR, f.MaxCR, _ = strings.Cut(cr, "-")
					if f.MaxCR == "" {
						f.MaxCR = f.MinCR
					}
				}
				ms, err := c.SearchMonsters(f)
				if err != nil {
					return usageError("%v", err)
				}
				for _, m := range ms {
					found = append(found, m)
				}
			case "spell":
				f := content.SpellFilter{School: school, Class: class, DamageType: damage}
				if cmd.Flags().Changed("level") {
					f.Level = &level
				}
				if cmd.Flags().Changed("concentration") {
					f.Concentration = &conc
				}
				if cmd.Flags().Changed("ritual") {
					f.Ritual = &ritual
				}
				for _, s := range c.SearchSpells(f) {
					found = append(found, s)
				}
			case "weapon":
				for _, w := range c.SearchWeapons(content.WeaponFilter{Category: category, Kind: rangeKind, Property: property, Mastery: mastery}) {
					found = append(found, w)
				}
			case "armor":
				for _, a := range c.SearchArmor(category) {
					found = append(found, a)
				}
			case "subclass", "magic-item", "gear", "feat":
				found = searchCharacter(c, kind, characterFilter{class: class, typ: typ, category: category,
					rarity: rarity, attune: attune, attuneSet: cmd.Flags().Changed("attunement")})
			default:
				found, _ = c.Records(kind)
			}
			if asJSON {
				if found == nil {
					found = []content.Record{}
				}
				return writeJSON(e.stdout, found)
			}
			for _, r := range found {
				fmt.Fprintln(e.stdout, searchLine(r))
			}
			noun := kind
			if len(found) != 1 && kind != "armor" {
				noun = plural(kind)
			}
			fmt.Fprintf(e.stdout, "%d %s in %s\n", len(found), noun, ruleset)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&ruleset, "ruleset", rules.Default, "the ruleset whose catalog to read (srd-5.2.1 or srd-5.1)")
	f.BoolVar(&asJSON, "json", false, "print a JSON array of the records")
	f.StringVar(&cr, "cr", "", "challenge rating, or a range LOW-HIGH (monster)")
	f.StringVar(&typ, "type", "", "creature type (monster); origin, general, fighting-style, epic-boon (feat)")
	f.StringVar(&size, "size", "", "size: tiny, small, medium, large, huge, gargantuan (monster)")
	f.IntVar(&level, "level", 0, "spell level, 0 for cantrips (spell)")
	f.StringVar(&school, "school", "", "school of magic (spell)")
	f.StringVar(&class, "class", "", "class whose list has it (spell); class it belongs to (subclass)")
	f.BoolVar(&conc, "concentration", false, "needs concentration (spell)")
	f.BoolVar(&ritual, "ritual", false, "can be cast as a ritual (spell)")
	f.StringVar(&damage, "damage-type", "", "damage type it deals (spell)")
	f.StringVar(&category, "category", "", "simple or martial (weapon); light, medium, heavy or shield (armor); tools, mounts... (gear); ring, potion... (magic-item)")
	f.StringVar(&property, "property", "", "weapon property (weapon)")
	f.StringVar(&mastery, "mastery", "", "mastery property, 2024 (weapon)")
	f.StringVar(&rangeKind, "range", "", "melee or ranged (weapon)")
	f.StringVar(&rarity, "rarity", "", "common, uncommon, rare, very-rare, legendary, artifact or varies (magic-item)")
	f.BoolVar(&attune, "attunement", false, "needs attunement (magic-item)")
	return cmd
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// searchLine is one record on a line: id, name and its key numbers.
func searchLine(r content.Record) string {
	ref := r.Reference()
	var what string
	switch v := r.(type) {
	case *content.Monster:
		what = fmt.Sprintf("CR %-4s %s %s", v.CR, v.Size, v.Type)
	case *content.Spell:
		what = "cantrip"
		if v.Level > 0 {
			what = "level " + strconv.Itoa(v.Level)
		}
		what += " " + v.School
		if v.Concentration {
			what += ", concentration"
		}
		if v.Ritual {
			what += ", ritual"
		}
	case *content.Weapon:
		what = weaponLine(v)
	case *content.Armor:
		what = armorLine(v)
	default:
		what = characterLine(r)
	}
	return strings.TrimRight(fmt.Sprintf("%-28s %-30s %s", ref.ID, ref.Name, what), " ")
}
