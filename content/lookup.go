package content

import (
	"fmt"
	"slices"
	"strings"
)

// Kinds of record, as the command line names them.
var RecordKinds = append([]string{"monster", "spell", "weapon", "armor", "condition", "damage-type",
	"weapon-property", "mastery", "skill", "language"}, CharacterKinds...)

// Monster returns the monster with an id. The record is shared: read it,
// do not change it.
func (c *Catalog) Monster(id string) (*Monster, bool) { return c.monsters.get(id) }

// Spell returns the spell with an id.
func (c *Catalog) Spell(id string) (*Spell, bool) { return c.spells.get(id) }

// Weapon returns the weapon with an id.
func (c *Catalog) Weapon(id string) (*Weapon, bool) { return c.weapons.get(id) }

// Armor returns the armor with an id.
func (c *Catalog) Armor(id string) (*Armor, bool) { return c.armor.get(id) }

// Condition returns the condition with an id.
func (c *Catalog) Condition(id string) (*Condition, bool) { return c.conditions.get(id) }

// DamageType returns the damage type with an id.
func (c *Catalog) DamageType(id string) (*DamageType, bool) { return c.damageTypes.get(id) }

// WeaponProperty returns the weapon property with an id.
func (c *Catalog) WeaponProperty(id string) (*WeaponProperty, bool) { return c.properties.get(id) }

// Mastery returns the weapon mastery property with an id (srd-5.2.1).
func (c *Catalog) Mastery(id string) (*Mastery, bool) { return c.masteries.get(id) }

// Skill returns the skill with an id.
func (c *Catalog) Skill(id string) (*Skill, bool) { return c.skills.get(id) }

// Language returns the language with an id.
func (c *Catalog) Language(id string) (*Language, bool) { return c.languages.get(id) }

// Masteries lists the weapon mastery properties (srd-5.2.1) in id order.
func (c *Catalog) Masteries() []Mastery { return c.masteries.list }

// Skills lists the skills in id order.
func (c *Catalog) Skills() []Skill { return c.skills.list }

// Languages lists the languages in id order.
func (c *Catalog) Languages() []Language { return c.languages.list }

// WeaponProperties lists the weapon properties in id order.
func (c *Catalog) WeaponProperties() []WeaponProperty { return c.properties.list }

// Monsters lists every monster in id order (shared: do not change).
func (c *Catalog) Monsters() []Monster { return c.monsters.list }

// Spells lists every spell in id order.
func (c *Catalog) Spells() []Spell { return c.spells.list }

// Weapons lists every weapon in id order.
func (c *Catalog) Weapons() []Weapon { return c.weapons.list }

// ArmorList lists every armor and shield in id order.
func (c *Catalog) ArmorList() []Armor { return c.armor.list }

// Conditions lists every condition in id order.
func (c *Catalog) Conditions() []Condition { return c.conditions.list }

// DamageTypes lists every damage type in id order.
func (c *Catalog) DamageTypes() []DamageType { return c.damageTypes.list }

// Records lists the records of a kind (monster, spell...).
func (c *Catalog) Records(kind string) ([]Record, error) {
	switch kind {
	case "monster":
		return refs(c.monsters.list), nil
	case "spell":
		return refs(c.spells.list), nil
	case "weapon":
		return refs(c.weapons.list), nil
	case "armor":
		return refs(c.armor.list), nil
	case "condition":
		return refs(c.conditions.list), nil
	case "damage-type":
		return refs(c.damageTypes.list), nil
	case "weapon-property":
		return refs(c.properties.list), nil
	case "mastery":
		return refs(c.masteries.list), nil
	case "skill":
		return refs(c.skills.list), nil
	case "language":
		return refs(c.languages.list), nil
	}
	if list, ok := c.characterRecords(kind); ok {
		return list, nil
	}
	return nil, fmt.Errorf("%w %q (kinds: %s)", ErrKind, kind, strings.Join(RecordKinds, ", "))
}

func refs[T any](list []T) []Record {
	out := make([]Record, len(list))
	for i := range list {
		out[i] = any(&list[i]).(Record)
	}
	return out
}

// NotFoundError says no record matched a query and which came close.
type NotFoundError struct {
	Kind, Query string
	Suggestions []string // ids, closest first
}

func (e *NotFoundError) Error() string {
	msg := fmt.Sprintf("content: no %s %q", e.Kind, e.Query)
	if len(e.Suggestions) > 0 {
		msg += " (did you mean " + strings.Join(e.Suggestions, ", ") + "?)"
	}
	return msg
}

func (e *NotFoundError) Unwrap() error { return ErrUnknown }

// Find looks a record up by id or name, forgiving case, spaces, hyphens
// and punctuation, and one wrong, missing or extra letter when only one
// record is that close. Otherwise it returns a *NotFoundError with the
// closest ids.
func (c *Catalog) Find(kind, query string) (Record, error) {
	list, err := c.Records(kind)
	if err != nil {
		return nil, err
	}
	q := squash(Kebab(query))
	qWords := strings.Split(Kebab(query), "-")
	qSorted := sortedWords(qWords)
	type near struct {
		id   string
		dist int
	}
	var close []near
	for _, r := range list {
		ref := r.Reference()
		s := squash(ref.ID)
		if s == q || squash(Kebab(ref.Name)) == q || len(qWords) > 1 && sortedWords(strings.Split(ref.ID, "-")) == qSorted {
			return r, nil // any case, spacing or word order
		}
		d := distance(q, s)
		if strings.Contains(s, q) && len(q) >= 3 {
			d = min(d, 2)
		}
		for _, w := range strings.Split(ref.ID, "-") {
			if len(q) >= 4 && len(w) >= 4 {
				d = min(d, distance(q, w)+1) // a word of the id, misspelt
			}
			for _, qw := range qWords {
				if len(qw) >= 4 && len(w) >= 4 && distance(qw, w) <= 1 {
					d = min(d, 2) // shares a word with the query
				}
			}
		}
		if d <= max(2, len(q)/3) {
			close = append(close, near{ref.ID, d})
		}
	}
	slices.SortStableFunc(close, func(a, b near) int {
		if a.dist != b.dist {
			return a.dist - b.dist
		}
		return len(a.id) - len(b.id)
	})
	if len(close) == 1 && close[0].dist <= 1 || len(close) > 1 && close[0].dist <= 1 && close[1].dist > 1 {
		for _, r := range list {
			if r.Reference().ID == close[0].id {
				return r, nil
			}
		}
	}
	e := &NotFoundError{Kind: kind, Query: query}
	for i := 0; i < len(close) && i < 5; i++ {
		e.Suggestions = append(e.Suggestions, close[i].id)
	}
	return nil, e
}

func squash(s string) string { return strings.ReplaceAll(s, "-", "") }

// sortedWords joins words in sorted order.
func sortedWords(w []string) string {
	w = slices.Clone(w)
	slices.Sort(w)
	return strings.Join(w, " ")
}

// distance is the Levenshtein distance between two strings of bytes.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
