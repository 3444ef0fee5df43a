package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/character"
	"github.com/arbiter-rpg/arbiter/content"
)

// pickOption asks for one of a choice's options by number, listing each.
func pickOption(a *asker, prompt string, opts []content.Bundle) (int, error) {
	var nums []string
	for i, b := range opts {
		fmt.Fprintf(a.out, "  %d) %s\n", i, bundleText(b))
		nums = append(nums, strconv.Itoa(i))
	}
	s, err := a.choose(prompt, nums, "0")
	if err != nil {
		return 0, err
	}
	return strconv.Atoi(s)
}

// askStarting asks the starting equipment: each choice of the first
// class's and the background's options (or their gold), an item for each
// category an option names, and what the gold buys (SRD, Equipment;
// character.Starting).
func askStarting(a *asker, spec *character.Spec, cat *content.Catalog, c *character.Character) (*character.Character, error) {
	cl, ok := cat.Class(spec.Classes[0].Class)
	if !ok {
		return c, nil
	}
	bg, _ := cat.Background(spec.Background)
	if len(cl.EquipmentChoices) == 0 && len(cl.Equipment) == 0 && (bg == nil || len(bg.Options) == 0 && len(bg.Equipment) == 0) {
		return c, nil
	}
	take, err := a.choose("starting equipment of the class and background", []string{"yes", "no"}, "yes")
	if err != nil || take == "no" {
		return c, err
	}
	st := &character.Starting{}
	if len(cl.Equipment) > 0 {
		fmt.Fprintf(a.out, "%s starts with %s\n", cl.ID, bundleText(content.Bundle{Items: cl.Equipment}))
	}
	for i, ch := range cl.EquipmentChoices {
		n, err := pickOption(a, fmt.Sprintf("%s starting equipment, choice %d of %d", cl.ID, i+1, len(cl.EquipmentChoices)), ch.Options)
		if err != nil {
			return nil, err
		}
		st.Class = append(st.Class, n)
	}
	if bg != nil {
		if len(bg.Equipment) > 0 || bg.Gold > 0 {
			fmt.Fprintf(a.out, "%s starts with %s\n", bg.ID, bundleText(content.Bundle{Items: bg.Equipment, Gold: bg.Gold}))
		}
		if len(bg.Options) > 1 {
			if st.Background, err = pickOption(a, bg.ID+" starting equipment", bg.Options); err != nil {
				return nil, err
			}
		} else if len(bg.Options) == 1 {
			fmt.Fprintf(a.out, "%s starts with %s\n", bg.ID, bundleText(bg.Options[0]))
		}
	}
	spec.StartingEquipment = st
	if c, err = character.Build(spec, cat); err != nil {
		return nil, err
	}
	for _, p := range c.Sheet.Pending {
		category, ok := strings.CutPrefix(p, "starting equipment: pick one of ")
		if !ok {
			continue
		}
		pick, err := a.choose("starting equipment: one of "+category, c.ItemsOf(category), "")
		if err != nil {
			return nil, err
		}
		st.Picks = append(st.Picks, pick)
	}
	if c, err = character.Build(spec, cat); err != nil {
		return nil, err
	}
	fmt.Fprintf(a.out, "gold to spend: %d gp (catalog ids at their price, one purchase each; blank buys nothing)\n", c.Sheet.Gold)
	gp := func(k content.Cost) int { // price in copper pieces
		return k.Amount * map[string]int{"cp": 1, "sp": 10, "ep": 50, "gp": 100, "pp": 1000}[k.Unit]
	}
	var offer []string
	for _, w := range cat.Weapons() {
		if c.ProficientWeapon(&w) && gp(w.Cost) <= c.Sheet.Gold*100 {
			offer = append(offer, w.ID)
		}
	}
	for _, ar := range cat.ArmorList() {
		trained := c.Proficient(ar.Category+"-armor") || c.Proficient("all-armor") || ar.Category == "shield" && c.Proficient("shields")
		if trained && gp(ar.Cost) <= c.Sheet.Gold*100 {
			offer = append(offer, ar.ID)
		}
	}
	if len(offer) > 0 {
		fmt.Fprintf(a.out, "  weapons and armor it is trained with that the gold buys: %s (and any gear: arbiter lookup)\n", strings.Join(offer, ", "))
	}
	if err := a.retry("buy (separated by spaces)", func(s string) error {
		st.Buy = strings.Fields(s)
		_, err := character.Build(spec, cat)
		return err
	}); err != nil {
		return nil, err
	}
	return character.Build(spec, cat)
}
