package character

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Explain returns a derived number by its path (ac, skills.stealth,
// attacks.longsword.to_hit; Paths lists them) with its terms.
func (c *Character) Explain(path string) (*Value, error) {
	p := strings.ToLower(strings.TrimSpace(path))
	p = strings.ReplaceAll(p, "_", "-")
	p = strings.ReplaceAll(p, "to-hit", "to_hit")
	if v, ok := c.values[p]; ok {
		return v, nil
	}
	if v, ok := c.values[strings.ReplaceAll(p, "skills.skill-", "skills.")]; ok {
		return v, nil
	}
	return nil, fmt.Errorf("%w %q (try one of: %s)", ErrPath, path, strings.Join(c.Paths(), ", "))
}

// Paths lists every path Explain answers, sorted.
func (c *Character) Paths() []string { return slices.Sorted(maps.Keys(c.values)) }
