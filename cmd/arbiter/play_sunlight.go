package main

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/combat"
)

// lightMark is the map's mark of a square's sunlight, running water or
// residence (combat/sunlight.go): = running water, + a residence, * a
// square in sunlight the encounter lists (daylight everywhere is not
// drawn); 0 for none.
func lightMark(g *combat.Grid, p combat.Point) byte {
	switch {
	case g.Elements == nil:
	case g.Running(p):
		return '='
	case g.Residence(p):
		return '+'
	case slices.Contains(g.Elements.Sunlit, p):
		return '*'
	}
	return 0
}
