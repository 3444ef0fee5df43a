package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Still zones: a zone node with no triggers and nothing to run on the
// creatures in it. The engine places two kinds:
//
//   - difficult terrain for the node's duration (Ice Storm's hailstones
//     until the end of the caster's next turn: SRD 5.2.1 and SRD 5.1,
//     Spells, Ice Storm), which each step into it pays as difficult
//     terrain (not stacking with the grid's own);
//   - a cloud the spell's bolts fall from (Call Lightning), centred above
//     the caster's square as it casts: the bolt's point must lie under it,
//     within its radius (decision: SRD 5.1 puts it 100 ft straight up, and
//     SRD 5.2.1 above the caster; both within the spell's range).
//
// A still zone of another kind (a multiplied cost: 2014 Plant Growth's 4
// feet a foot) is not placed yet.

// stillZone tells whether the engine places zone node e as a still zone.
func stillZone(e *content.Effect) bool {
	return e.Kind == kindZone && len(e.Then) == 0 && len(e.When) == 0 && e.Value == "" && e.Obscured == "" &&
		len(e.Only) == 0 && slices.Contains(areaShapes, e.Shape) && e.Shape != "emanation" &&
		(e.Terrain == "difficult" || e.Terrain == "" && e.Shape == "cylinder" && e.Height > 0)
}

// placeStill leaves a still zone: terrain where the spell was aimed, for
// the node's duration; a cloud over the caster, for the spell's, refusing
// a bolt aimed outside it.
func (k *casting) placeStill(e *content.Effect) error {
	s, c := k.d.s, k.c
	z := &Zone{Spell: k.sp.ID, By: c.ID, Level: k.level, Aim: k.aim, Origin: Point(c.Position), DC: k.dc, Attack: k.atk, Option: k.option}
	if e.Terrain == "" { // a cloud
		z.Aim = Point(c.Position)
		if d := Feet(z.Aim, k.aim); d > e.Size {
			return fmt.Errorf("%w (%s): %v is %d ft from the middle of %s's cloud, whose radius is %d ft", ErrSpellRange, k.sp.Cite, k.aim, d, k.sp.ID, e.Size)
		}
	}
	dur := spellDuration(k.sp.Duration, c.ID)
	z.Until, z.Left = dur.Until, dur.Turns
	if e.Duration != nil && e.Duration.Unit == "source-turn-end" { // until the end of the caster's next turn
		z.Until, z.Left = rules.EndOfTurn, 1
		if cur := s.Current(); cur != nil && cur.ID == c.ID {
			z.Left = 2
		}
	}
	return k.d.emit(&Event{Kind: ZoneMade, Who: c.ID, Action: k.sp.ID, Zone: z})
}

// zoneDifficult reports whether a still zone makes square p difficult
// terrain.
func (s *State) zoneDifficult(p Point) bool {
	if len(s.Zones) == 0 {
		return false
	}
	for i := range s.Zones {
		z := &s.Zones[i]
		sp, err := s.spell(z.Spell)
		if err != nil {
			continue
		}
		for j := range sp.Effects {
			if e := &sp.Effects[j]; stillZone(e) && e.Terrain == "difficult" && Feet(z.Aim, p) <= e.Size {
				return true
			}
		}
	}
	return false
}

// optionWhen are the when words of a choose's option that the caster
// declares by naming the option (decision: the engine keeps no weather;
// the table says a storm rages by casting Call Lightning with option
// storm, and the spell then runs that option).
var optionWhen = map[string]bool{"storm": true}

// playedWhen tells whether the engine plays a node's when word w beside
// the lasting moments (cast_more.go): aura triggers and declared options.
func playedWhen(w string) bool { return auraWhen[w] || optionWhen[w] }

// zoneMaps marks on the maps of c's ways the squares still zones make
// difficult and those an aura's hedge keeps c out of (aura_rules.go),
// looking only at the squares each zone reaches.
func (s *State) zoneMaps(c *Combatant, w *ways, difficult, blocked []bool) {
	s.barrierMaps(c, w, blocked) // aura_barrier.go
	g := w.g
	for i := range s.Zones {
		z := &s.Zones[i]
		sp, err := s.spell(z.Spell)
		if err != nil {
			continue
		}
		var terrain *content.Effect
		for j := range sp.Effects {
			if e := &sp.Effects[j]; stillZone(e) && e.Terrain == "difficult" {
				terrain = e
			}
		}
		a := auraNode(sp)
		how := ""
		if a != nil {
			how = hedge(a, c, z.By)
		}
		inside := a != nil && s.inBarrier(z, a, Point(c.Position)) // aura_barrier.go
		hedged := how == "both" || how == "in" && !inside
		if terrain == nil && !hedged {
			continue
		}
		r := 0
		if terrain != nil {
			r = terrain.Size / 5
		}
		if hedged {
			r = max(r, a.Size/5)
		}
		mid := z.Aim
		if hedged && a.Shape == "emanation" {
			if by := s.Get(z.By); by != nil {
				mid = Point(by.Position)
			}
		}
		for y := max(0, mid[1]-r); y <= min(g.Height-1, mid[1]+r); y++ {
			for x := max(0, mid[0]-r); x <= min(g.Width-1, mid[0]+r); x++ {
				p := Point{x, y}
				if terrain != nil && Feet(z.Aim, p) <= terrain.Size {
					difficult[w.at(p)] = true
				}
				if hedged && s.inBarrier(z, a, p) != inside {
					blocked[w.at(p)] = true
				}
			}
		}
	}
}
