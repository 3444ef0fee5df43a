package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Senses (rules.Senses, from stat blocks, a character's species and
// ad-hoc stats) and the light of the grid: what one creature o sees of
// another c within each sense's range, distance counted with height
// (fly.go).
//
//   - Blindsight sees c whatever the light, obscurement, Blinded or
//     Invisible (SRD 5.2.1, Rules Glossary, Blindsight; SRD 5.1, Monsters,
//     Senses).
//   - Truesight sees in darkness, normal or magical, and sees the
//     Invisible; not through fog (`obscured:` squares).
//   - Darkvision sees `dark:` squares as dim light (lightly obscured) and
//     `dim:` squares as bright light; Devil's Sight (rules.Senses.SeeDark)
//     sees both normally.
//   - Tremorsense pinpoints but is not sight: it changes no attack roll
//     (decision).
//
// `obscured:` squares (fog, magical darkness) are heavily obscured to
// every sense but blindsight.

// inRange reports whether a sense of r feet reaches from o to c.
func inRange(r int, o, c *Combatant) bool { return r > 0 && between(o, c) <= r }

// blindsees reports whether o perceives c by blindsight.
func (s *State) blindsees(o, c *Combatant) bool { return inRange(o.Senses.Blindsight, o, c) }

// seesInto is how obscured c's square is to o's eyes: "", "light" or
// "heavy" (rules.LightlyObscured, rules.HeavilyObscured).
func (s *State) seesInto(o, c *Combatant) string {
	if s.blindsees(o, c) {
		return ""
	}
	p := Point(c.Position)
	g := &s.Grid
	switch {
	case g.obscured(p):
		return rules.HeavilyObscured
	case len(g.Dark) > 0 && slices.Contains(g.Dark, p):
		switch {
		case inRange(o.Senses.Truesight, o, c), inRange(o.Senses.SeeDark, o, c):
			return ""
		case inRange(o.Senses.Darkvision, o, c):
			return rules.LightlyObscured
		}
		return rules.HeavilyObscured
	case len(g.Dim) > 0 && slices.Contains(g.Dim, p):
		if inRange(o.Senses.Darkvision, o, c) || inRange(o.Senses.Truesight, o, c) || inRange(o.Senses.SeeDark, o, c) {
			return ""
		}
		return rules.LightlyObscured
	}
	return ""
}

// unseenIn is why o can't see c for its square, for attack rolls:
// "heavily obscured" or "in darkness", or "" when o sees into it.
func (s *State) unseenIn(o, c *Combatant) string {
	if len(s.Grid.Obscured) == 0 && len(s.Grid.Dark) == 0 {
		return "" // no square heavily obscured, nor dark: dim light is light obscurement at most
	}
	if s.seesInto(o, c) != rules.HeavilyObscured {
		return ""
	}
	if s.Grid.obscured(Point(c.Position)) {
		return "heavily obscured"
	}
	return "in darkness"
}

// looks reports whether o could see c but for cover: not blinded (or
// with blindsight reaching c), and c's square not heavily obscured to it.
func (s *State) looks(o, c *Combatant) bool {
	if s.buried(o, c) {
		return false // burrow.go
	}
	if o.Has(s.rs, "blinded") && !s.blindsees(o, c) {
		return false
	}
	return s.seesInto(o, c) != rules.HeavilyObscured
}

// senses reports whether o perceives c by a sense that sees past
// blindness and invisibility: blindsight, or truesight for the invisible.
func (s *State) senses(o, c *Combatant) bool {
	if s.blindsees(o, c) {
		return true
	}
	return !o.Has(s.rs, "blinded") && inRange(o.Senses.Truesight, o, c) && !s.Grid.obscured(Point(c.Position))
}

// ignored lists the conditions whose effect on c's attack roll against t
// a sense cancels: c's Blinded when its blindsight reaches t; t's
// Invisible when c's blindsight or truesight reaches it; c's Invisible
// when t's does; t's Blinded when t's blindsight reaches c.
func (s *State) ignored(c, t *Combatant) (own, target []string) {
	if c.Senses.Blindsight == 0 && c.Senses.Truesight == 0 && t.Senses.Blindsight == 0 && t.Senses.Truesight == 0 {
		// Neither has a sense that reaches past sight (most creatures):
		// only the grants below count, and none without a grant or a zone
		// (grantsOf).
		if len(c.Grants) == 0 && len(t.Grants) == 0 && len(s.Zones) == 0 {
			return nil, nil
		}
		if s.noInvisible(c, t) {
			own = append(own, "invisible")
		}
		if s.noInvisible(t, c) {
			target = append(target, "invisible")
		}
		return own, target
	}
	seesInvisible := func(o, x *Combatant) bool {
		return s.blindsees(o, x) || inRange(o.Senses.Truesight, o, x)
	}
	if s.blindsees(c, t) {
		own = append(own, "blinded")
	}
	if seesInvisible(t, c) {
		own = append(own, "invisible")
	}
	if seesInvisible(c, t) {
		target = append(target, "invisible")
	}
	if s.blindsees(t, c) {
		target = append(target, "blinded")
	}
	if s.noInvisible(c, t) && !slices.Contains(own, "invisible") { // grant_play.go: on source, only against its caster
		own = append(own, "invisible")
	}
	if s.noInvisible(t, c) && !slices.Contains(target, "invisible") {
		target = append(target, "invisible")
	}
	return own, target
}

// granted reports whether c holds a grant of kind (its own or an aura's).
// A no-invisible grant (Shining Smite, Starry Wisp, Branding Smite) keeps
// its holder's Invisible from counting on attack rolls by or against it.
func (s *State) granted(c *Combatant, kind string) bool {
	for _, g := range s.grantsOf(c) {
		if g.Kind == kind {
			return true
		}
	}
	return false
}
