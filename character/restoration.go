package character

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Sorcerous Restoration gives sorcery points back as a short rest ends
// (SRD 5.1, Classes, Sorcerer, Sorcerous Restoration: 4 each short rest, at
// sorcerer level 20; SRD 5.2.1, Classes, Sorcerer, Sorcerous Restoration:
// expended points up to half the sorcerer level, rounded down, once a long
// rest, at level 5). Both are read from the feature's catalog tree: a spend
// of a negative count of sorcery points if a short rest, its value
// half-level, its uses the feature's own resource (feature_resources.go).
// Decision: the 2024 feature is taken whenever points are expended as a
// short rest ends (a use spent only where it gives some back).

// restorePoints is the resource the feature restores.
const restorePoints = "sorcery-points"

// restorePool reads and writes the uses left of resources by id: the saved
// state's, or a fight's creature's.
type restorePool struct {
	get func(id string) (left, most int, ok bool)
	set func(id string, n int)
}

// restoration gives back the sorcery points of Sorcerous Restoration as
// a short rest ends; it reports the feature's name when some came back.
func (c *Character) restoration() string {
	return c.restoreIn(restorePool{
		get: func(id string) (int, int, bool) {
			i := slices.IndexFunc(c.Sheet.Resources, func(r ResourceInfo) bool { return r.ID == id })
			if i < 0 {
				return 0, 0, false
			}
			return c.State.Resources[id], c.Sheet.Resources[i].Max, true
		},
		set: func(id string, n int) { c.State.Resources[id] = n },
	})
}

// Restore gives creature cr, the character's creature in a fight or a
// scenario, the sorcery points its Sorcerous Restoration gives back as a
// short rest ends; it reports the feature's name when some came back.
func (c *Character) Restore(cr *rules.Creature) string {
	return c.restoreIn(restorePool{
		get: func(id string) (int, int, bool) {
			r, ok := cr.Resource(id)
			return r.Uses, r.Max, ok
		},
		set: func(id string, n int) {
			r, _ := cr.Resource(id)
			for i := range cr.Resources {
				if cr.Resources[i].Name == r.Name {
					cr.Resources[i].Uses = n
				}
			}
		},
	})
}

func (c *Character) restoreIn(p restorePool) string {
	for _, f := range c.features {
		for _, e := range f.Effects {
			if e.Kind != "spend" || e.Resource != restorePoints || e.If != "short-rest" || e.Count >= 0 {
				continue
			}
			have, most, ok := p.get(restorePoints)
			if !ok {
				continue
			}
			n := -e.Count
			if e.Value == "half-level" {
				n = c.classLevel(f.Class) / 2
			}
			n = min(n, most-have)
			if n <= 0 {
				continue
			}
			if e.Uses > 0 { // once a long rest: the feature's own resource
				left, _, ok := p.get(f.ID)
				if !ok || left < 1 {
					continue
				}
				p.set(f.ID, left-1)
			}
			p.set(restorePoints, have+n)
			return f.Name
		}
	}
	return ""
}
