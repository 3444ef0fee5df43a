package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
)

type dbMagicItem struct {
	Index    string `json:"index"`
	Name     string `json:"name"`
	Category dbRef  `json:"equipment_category"`
	Rarity   struct {
		Name string `json:"name"`
	} `json:"rarity"`
	Variants []dbRef `json:"variants"`
	Variant  bool    `json:"variant"`
	Desc     any     `json:"desc"` // 2014: lines; 2024: text
	Attune   *bool   `json:"attunement"`
}

var (
	reAttune = regexp.MustCompile(`(?i)\(requires attunement(?: by ([^)]{1,60}))?\)`)
	rePlus   = regexp.MustCompile(`\+(\d)\b`)
)

var rarities = []string{"very rare", "uncommon", "common", "rare", "legendary", "artifact", "varies"}

func dbMagicItems(dir, rs string) ([]content.MagicItem, error) {
	var in []dbMagicItem
	if err := readJSON(filepath.Join(dir, "5e-SRD-Magic-Items.json"), &in); err != nil {
		return nil, err
	}
	var out []content.MagicItem
	for _, d := range in {
		m := content.MagicItem{
			Ref:      content.Ref{ID: content.Kebab(d.Index), Name: d.Name, Cite: citeOf(rs) + ", Magic Items, " + d.Name},
			Category: content.Kebab(strings.TrimSuffix(d.Category.Index, "s")),
			Variant:  d.Variant,
		}
		r := strings.ToLower(d.Rarity.Name)
		for _, x := range rarities {
			if strings.Contains(r, x) {
				m.Rarity = content.Kebab(x)
				break
			}
		}
		if m.Rarity == "" {
			return nil, fmt.Errorf("%s: rarity %q", d.Index, d.Rarity.Name)
		}
		if strings.Contains(r, "(+") || strings.Contains(r, "varies") {
			m.Rarity = "varies"
		}
		first := ""
		switch v := d.Desc.(type) {
		case []any:
			if len(v) > 0 {
				first = fmt.Sprint(v[0])
			}
		case string:
			first, _, _ = strings.Cut(v, "\n")
		}
		if a := reAttune.FindStringSubmatch(first); a != nil {
			m.Attune, m.AttuneBy = true, strings.TrimSpace(a[1])
		}
		if d.Attune != nil {
			m.Attune = *d.Attune
		}
		if p := rePlus.FindAllStringSubmatch(d.Name, -1); len(p) == 1 {
			m.Bonus, _ = strconv.Atoi(p[0][1])
		}
		for _, v := range d.Variants {
			m.Variants = append(m.Variants, content.Kebab(v.Index))
		}
		out = append(out, m)
	}
	return out, nil
}
