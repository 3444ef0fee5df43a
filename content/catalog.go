package content

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"
)

//go:embed data
var files embed.FS

// The errors of this package; each error it returns wraps one of them.
var (
	ErrNoCatalog = errors.New("content: no catalog for this ruleset")
	ErrUnknown   = errors.New("content: no such record")
	ErrKind      = errors.New("content: unknown kind")
	ErrInvalid   = errors.New("content: invalid record")
	ErrDecode    = errors.New("content: cannot decode content file")
)

// Attribution is the CC-BY notice every content file carries.
const Attribution = "This work includes material from the System Reference Document 5.1 and 5.2.1 by " +
	"Wizards of the Coast LLC, licensed under CC-BY-4.0."

// File is the form of every content file: content/data/<ruleset>/<kind>.json.
type File[T any] struct {
	Ruleset     string `json:"ruleset"`
	Kind        string `json:"kind"`
	Attribution string `json:"attribution"`
	Records     []T    `json:"records"`
}

// table holds one kind's records in id order, with an index.
type table[T any] struct {
	list []T
	byID map[string]int
}

func (t *table[T]) get(id string) (*T, bool) {
	i, ok := t.byID[id]
	if !ok {
		return nil, false
	}
	return &t.list[i], true
}

// Catalog is one ruleset's content. It is read-only and safe to share.
type Catalog struct {
	Ruleset     string
	monsters    table[Monster]
	spells      table[Spell]
	weapons     table[Weapon]
	armor       table[Armor]
	conditions  table[Condition]
	damageTypes table[DamageType]
	properties  table[WeaponProperty]
	masteries   table[Mastery]
	skills      table[Skill]
	languages   table[Language]
	chars       characters
}

var (
	mu      sync.Mutex
	catalog = map[string]*Catalog{}
)

// Rulesets lists the rulesets that have a catalog.
func Rulesets() []string {
	entries, _ := fs.ReadDir(files, "data")
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	return out
}

// Open returns a ruleset's catalog, loading it on the first call.
func Open(ruleset string) (*Catalog, error) {
	mu.Lock()
	defer mu.Unlock()
	if c, ok := catalog[ruleset]; ok {
		return c, nil
	}
	c, err := load(ruleset)
	if err != nil {
		return nil, err
	}
	catalog[ruleset] = c
	return c, nil
}

// load decodes a ruleset's files.
func load(ruleset string) (*Catalog, error) {
	if !slices.Contains(Rulesets(), ruleset) {
		return nil, fmt.Errorf("%w %q (catalogs: %s)", ErrNoCatalog, ruleset, strings.Join(Rulesets(), ", "))
	}
	c := &Catalog{Ruleset: ruleset}
	var err error
	load := func(kind string, into func([]byte) error) {
		if err != nil {
			return
		}
		data, rerr := files.ReadFile("data/" + ruleset + "/" + kind + ".json")
		if errors.Is(rerr, fs.ErrNotExist) {
			return
		}
		if rerr != nil {
			err = rerr
			return
		}
		err = into(data)
	}
	load("monsters", func(b []byte) (e error) { c.monsters, e = decodeTable[Monster](b, ruleset, "monsters"); return })
	load("spells", func(b []byte) (e error) { c.spells, e = decodeTable[Spell](b, ruleset, "spells"); return })
	load("weapons", func(b []byte) (e error) { c.weapons, e = decodeTable[Weapon](b, ruleset, "weapons"); return })
	load("armor", func(b []byte) (e error) { c.armor, e = decodeTable[Armor](b, ruleset, "armor"); return })
	load("conditions", func(b []byte) (e error) { c.conditions, e = decodeTable[Condition](b, ruleset, "conditions"); return })
	load("damage-types", func(b []byte) (e error) {
		c.damageTypes, e = decodeTable[DamageType](b, ruleset, "damage-types")
		return
	})
	load("weapon-properties", func(b []byte) (e error) {
		c.properties, e = decodeTable[WeaponProperty](b, ruleset, "weapon-properties")
		return
	})
	load("masteries", func(b []byte) (e error) { c.masteries, e = decodeTable[Mastery](b, ruleset, "masteries"); return })
	load("skills", func(b []byte) (e error) { c.skills, e = decodeTable[Skill](b, ruleset, "skills"); return })
	load("languages", func(b []byte) (e error) { c.languages, e = decodeTable[Language](b, ruleset, "languages"); return })
	if err == nil {
		err = c.loadCharacters(ruleset)
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

// Decode reads one content file of records of type T and checks that every
// record has a kebab-case id, unique in the file, a name and a citation.
func Decode[T any](data []byte) (*File[T], error) {
	var f File[T]
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrDecode, err)
	}
	seen := make(map[string]bool, len(f.Records))
	for i := range f.Records {
		r, ok := any(&f.Records[i]).(Record)
		if !ok {
			return nil, fmt.Errorf("%w: %T is not a record", ErrKind, f.Records[i])
		}
		ref := r.Reference()
		if err := ref.check(); err != nil {
			return nil, fmt.Errorf("%s record %d: %w", f.Kind, i, err)
		}
		if seen[ref.ID] {
			return nil, fmt.Errorf("%w: %s id %q appears twice", ErrInvalid, f.Kind, ref.ID)
		}
		seen[ref.ID] = true
	}
	return &f, nil
}

func decodeTable[T any](data []byte, ruleset, kind string) (table[T], error) {
	f, err := Decode[T](data)
	if err != nil {
		return table[T]{}, fmt.Errorf("%s/%s: %w", ruleset, kind, err)
	}
	t := table[T]{list: f.Records, byID: make(map[string]int, len(f.Records))}
	for i := range t.list {
		t.byID[any(&t.list[i]).(Record).Reference().ID] = i
	}
	return t, nil
}

// check reports a missing or badly formed id, name or citation.
func (r *Ref) check() error {
	switch {
	case !IsKebab(r.ID):
		return fmt.Errorf("%w: id %q is not kebab-case", ErrInvalid, r.ID)
	case r.Name == "":
		return fmt.Errorf("%w: %s has no name", ErrInvalid, r.ID)
	case r.Cite == "":
		return fmt.Errorf("%w: %s has no citation", ErrInvalid, r.ID)
	}
	return nil
}

// IsKebab reports whether s is a kebab-case id: lower-case letters and
// digits in words joined by single hyphens.
func IsKebab(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
		case c == '-' && s[i-1] != '-':
		default:
			return false
		}
	}
	return true
}

// Kebab turns a name into a kebab-case id: "Giant Spider (Swarm)" is
// giant-spider-swarm.
func Kebab(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '\'' || r == '’':
		default:
			dash = true
		}
	}
	return b.String()
}

func crEighths(cr string) int {
	switch cr {
	case "1/8":
		return 1
	case "1/4":
		return 2
	case "1/2":
		return 4
	}
	n, err := strconv.Atoi(cr)
	if err != nil {
		return -1
	}
	return n * 8
}
