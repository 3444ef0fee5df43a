package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

// spellTreesJSON holds the hand trees: spells whose data sets lack the
// fields for what they do, written as effect trees with every number of
// the SRD text (docs/effects.md, Hand trees).
//
//go:embed spelltrees.json
var spellTreesJSON []byte

// handTable is spelltrees.json: trees by spell id for both SRDs, and by
// ruleset, which wins.
type handTable struct {
	Both   map[string]json.RawMessage `json:"both"`
	SRD51  map[string]json.RawMessage `json:"srd-5.1"`
	SRD521 map[string]json.RawMessage `json:"srd-5.2.1"`
	// Longer holds, by "ruleset/id", the durations higher slots give.
	Longer map[string][]content.SlotDuration `json:"longer"`
}

// wrongDice are spells whose data set gives a roll the SRD text does not
// have; their hand tree leaves it out (docs/content.md, Hand-settled).
var wrongDice = map[string]bool{
	"srd-5.2.1/freedom-of-movement": true, // open5e: a CON save for 10d6 cold
	"srd-5.2.1/heroes-feast":        true, // open5e: the 2d10 hit point increase as poison damage
	"srd-5.1/meteor-swarm":          true, // 5e-database: all 40d6 as fire (the SRD: 20d6 fire, 20d6 bludgeoning)
	"srd-5.2.1/ice-knife":           true, // open5e: the shard's 1d10 as piercing or cold (the SRD: piercing; the explosion is cold)
	"srd-5.2.1/earthquake":          true, // open5e: the 12d6 of a collapsing structure as the tremor's own
	"srd-5.2.1/wish":                true, // open5e: the stress's 1d10 necrotic per spell level as the casting's
	"srd-5.2.1/prismatic-spray":     true, // Foundry: the d8 that picks the ray as 1d8 lightning
	"srd-5.2.1/prismatic-wall":      true, // open5e: one 12d6 of six types (force too) at once as the wall appears; the layers are not played yet (docs/spells.md)
}

// handTrees gives the spells of a ruleset that the table names their
// tree, marks them structured and fills durations from the spell's. It
// fails when a tree leaves out a damage or healing die the data set
// gives, or names a spell the ruleset lacks.
func handTrees(rs string, spells []content.Spell) error {
	var t handTable
	dec := json.NewDecoder(bytes.NewReader(spellTreesJSON))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&t); err != nil {
		return fmt.Errorf("spelltrees.json: %w", err)
	}
	own := t.SRD51
	if rs == "srd-5.2.1" {
		own = t.SRD521
	}
	seen := map[string]bool{}
	for i := range spells {
		s := &spells[i]
		if l, ok := t.Longer[rs+"/"+s.ID]; ok {
			s.Longer = l
		}
		raw, ok := own[s.ID]
		if !ok {
			raw, ok = t.Both[s.ID]
		}
		if !ok {
			continue
		}
		seen[s.ID] = true
		tree, err := handTree(raw, s.Level)
		if err != nil {
			return fmt.Errorf("spelltrees.json: %s %s: %w", rs, s.ID, err)
		}
		if miss := lostDice(s.Effects, tree); miss != "" && !wrongDice[rs+"/"+s.ID] {
			return fmt.Errorf("spelltrees.json: %s %s: the tree leaves out %s", rs, s.ID, miss)
		}
		content.WalkAll(tree, func(e *content.Effect) {
			if (e.Kind == content.KindCondition || e.Kind == content.KindGrant) && e.Duration == nil && e.Ends == "" && e.While == "" && lasting(s.Duration) {
				d := s.Duration
				e.Duration = &d
			}
		})
		s.Effects, s.Prose, s.Narrative = tree, false, false
	}
	for id := range own {
		if !seen[id] {
			return fmt.Errorf("spelltrees.json: %s has no spell %q", rs, id)
		}
	}
	return nil
}

// lostDice names the first damage, healing or temporary hit point roll
// of from that to does not hold with the same type ("" when none).
func lostDice(from, to []content.Effect) string {
	var have, rolls []string
	key := func(e *content.Effect) string {
		if e.Kind == content.KindGrant && e.Grant == "damage-bonus" {
			return "damage " + e.Value + " " + e.Type // an extra die on hits (Hex)
		}
		return string(e.Kind) + " " + e.Dice + " " + e.Type
	}
	content.WalkAll(to, func(e *content.Effect) { have, rolls = append(have, key(e)), append(rolls, e.Dice) })
	miss := ""
	content.WalkAll(from, func(e *content.Effect) {
		switch e.Kind {
		case content.KindDamage, content.KindHeal, content.KindTempHP:
			// a roll of no type may be another kind's (2014 Sleep's hit point pool)
			if e.Dice != "" && miss == "" && !slices.Contains(have, key(e)) && (e.Type != "" || !slices.Contains(rolls, e.Dice)) {
				miss = strings.TrimSpace(key(e))
			}
		}
	})
	return miss
}

// handTree decodes one tree, writing out each node's "grow": a die added
// per slot level above the spell's (scale slot), or "cantrip": the dice
// doubled, tripled and quadrupled at character levels 5, 11 and 17.
func handTree(raw json.RawMessage, level int) ([]content.Effect, error) {
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return nil, err
	}
	var err error
	var walk func(any)
	walk = func(v any) {
		switch x := v.(type) {
		case []any:
			for _, y := range x {
				walk(y)
			}
		case map[string]any:
			if g, ok := x["grow"].(string); ok {
				delete(x, "grow")
				d, _ := x["dice"].(string)
				levels, scale, e := grown(d, g, level)
				if e != nil && err == nil {
					err = e
				}
				x["levels"], x["scale"] = levels, scale
			}
			for _, y := range x {
				walk(y)
			}
		}
	}
	walk(v)
	if err != nil {
		return nil, err
	}
	b, _ := json.Marshal(v)
	var out []content.Effect
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	return out, dec.Decode(&out)
}

// grown lists the levels of dice that grow by g: "cantrip", or a die
// ("1d6") more per slot level above level.
func grown(dice, g string, level int) ([]content.Level, string, error) {
	n, die, ok := strings.Cut(dice, "d")
	count, err := strconv.Atoi(n)
	if !ok || err != nil {
		return nil, "", fmt.Errorf("grow: dice %q", dice)
	}
	var out []content.Level
	if g == "cantrip" {
		for i, at := range []int{5, 11, 17} {
			out = append(out, content.Level{At: at, Dice: strconv.Itoa(count*(i+2)) + "d" + die})
		}
		return out, "character", nil
	}
	gn, gdie, ok := strings.Cut(g, "d")
	step, err := strconv.Atoi(gn)
	if !ok || err != nil || gdie != die {
		return nil, "", fmt.Errorf("grow %q does not fit dice %q", g, dice)
	}
	for at := level + 1; at <= 9; at++ {
		out = append(out, content.Level{At: at, Dice: strconv.Itoa(count+step*(at-level)) + "d" + die})
	}
	return out, "slot", nil
}
