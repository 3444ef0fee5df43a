package combat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// MetamagicUsed: Who spends Cost sorcery points on the Metamagic options
// Option (joined by commas) for its spell Action.
const MetamagicUsed EventKind = "metamagic"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{MetamagicUsed: applyMetamagic})
}

// metamagic is what a cast's Metamagic options still have to do.
type metamagic struct {
	options    []string
	cost       int
	careful    int    // Careful Spell's creatures left to spare
	heightened string // the creature whose first save has disadvantage ("": the first to save)
	heightDone bool
	empowered  bool // Empowered Spell's reroll is made
}

func (m *metamagic) has(o string) bool { return m != nil && slices.Contains(m.options, o) }

// notRun are options of the rules the engine does not run yet.
var notRun = []string{"seeking", "transmuted"}

// metamagic checks the cast's Metamagic options (rules.MetamagicCost)
// against the spell and the caster's sorcery points, and returns them with
// the spell as they change it: Distant's range, Extended's duration.
func (d *decider) metamagic(c *Combatant, sp *content.Spell, cmd Command, level int) (*metamagic, *content.Spell, error) {
	if len(cmd.Metamagic) == 0 {
		return nil, sp, nil
	}
	rs := d.s.rs
	cost, _, err := rs.MetamagicCost(cmd.Metamagic, level)
	if err != nil {
		return nil, nil, err
	}
	r := rs.Metamagic
	refuse := func(format string, a ...any) error {
		return fmt.Errorf("%w (%s): %s", ErrMetamagic, r.Cite, fmt.Sprintf(format, a...))
	}
	for _, o := range cmd.Metamagic {
		if c.MetamagicKnown != nil && !slices.Contains(c.MetamagicKnown, o) {
			return nil, nil, refuse("%s knows the Metamagic options %s, not %s", c.ID, strings.Join(c.MetamagicKnown, ", "), o)
		}
	}
	if got, ok := c.Resource(r.Resource); !ok || got.Uses < cost {
		return nil, nil, refuse("%s has %d %s, and %s costs %d", c.ID, got.Uses, r.Resource, strings.Join(cmd.Metamagic, " and "), cost)
	}
	m := &metamagic{options: cmd.Metamagic, cost: cost, careful: max(1, c.Mod(rules.CHA))}
	out := *sp
	saves, damage := false, false
	content.WalkAll(sp.Effects, func(e *content.Effect) {
		saves = saves || e.Kind == content.KindSave
		damage = damage || e.Kind == content.KindDamage
	})
	for _, o := range cmd.Metamagic {
		switch o {
		case "quickened":
			if sp.Casting.Unit != "action" {
				return nil, nil, refuse("Quickened Spell needs a casting time of an action; %s takes a %s", sp.ID, sp.Casting.Unit)
			}
		case "distant":
			switch out.Range.Kind {
			case "touch":
				out.Range = content.Distance{Kind: "feet", Feet: 30}
			case "feet":
				out.Range.Feet *= 2
			default:
				return nil, nil, refuse("Distant Spell needs a range of 5 ft or more, or touch; %s has %s", sp.ID, rangeText(sp.Range))
			}
		case "extended":
			per := map[string]int{"minute": 1, "hour": 60, "day": 24 * 60}[sp.Duration.Unit]
			if per == 0 {
				return nil, nil, refuse("Extended Spell needs a duration of a minute or more; %s has none", sp.ID)
			}
			mins := min(2*max(1, sp.Duration.Amount)*per, 24*60)
			out.Duration = content.Duration{Unit: "minute", Amount: mins}
		case "twinned":
			if hasArea(sp.Effects) || sp.Range.Kind == "self" || len(cmd.Targets) != 2 || cmd.Targets[0] == cmd.Targets[1] {
				return nil, nil, refuse("Twinned Spell takes a spell of one target, not self, and names two creatures")
			}
		case "careful", "heightened":
			if !saves {
				return nil, nil, refuse("%s has no saving throw for %s Spell", sp.ID, o)
			}
			if o == "heightened" && len(cmd.Targets) > 0 {
				m.heightened = cmd.Targets[0]
			}
		case "empowered":
			if !damage {
				return nil, nil, refuse("%s rolls no damage for Empowered Spell", sp.ID)
			}
		default:
			if slices.Contains(notRun, o) {
				return nil, nil, refuse("%s is not run yet", o)
			}
		}
	}
	return m, &out, nil
}

func applyMetamagic(s *State, e Event) error {
	c, err := s.must(e.Who)
	if err != nil {
		return err
	}
	if _, err := c.Spend(s.rs.Metamagic.Resource, e.Cost); err != nil {
		return fmt.Errorf("%w: %w", ErrBadEvent, err)
	}
	return nil
}

// spared reports whether Careful Spell spares t from the save: one of the
// caster's side (decision: the creatures the caster picks), while it has
// creatures left to spare.
func (k *casting) spared(t *Combatant) bool {
	if !k.mm.has("careful") || k.mm.careful == 0 || t.side() != k.c.side() {
		return false
	}
	k.mm.careful--
	return true
}

// heighten reports whether t's save is the one Heightened Spell gives
// disadvantage: the first target named, else the first creature to save.
func (k *casting) heighten(t *Combatant) bool {
	if !k.mm.has("heightened") || k.mm.heightDone || (k.mm.heightened != "" && k.mm.heightened != t.ID) {
		return false
	}
	k.mm.heightDone = true
	return true
}

// empower rerolls, once a cast, up to the caster's Charisma modifier (at
// least 1) of the damage dice rolled for text, the lowest below the die's
// average (decision: the sorcerer keeps the better half), and explains it.
func (k *casting) empower(text string, r *rolledDamage) error {
	if !k.mm.has("empowered") || k.mm.empowered {
		return nil
	}
	n, sides, ok := simpleDice(text)
	if !ok || len(r.faces) != n {
		return nil
	}
	k.mm.empowered = true
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return r.faces[a] - r.faces[b] })
	var changed []string
	delta := 0
	for _, i := range order[:min(n, max(1, k.c.Mod(rules.CHA)))] {
		if 2*r.faces[i] >= sides+1 {
			break
		}
		f, err := k.d.r.Roll(1, sides)
		if err != nil {
			return err
		}
		changed = append(changed, strconv.Itoa(r.faces[i])+"→"+strconv.Itoa(f))
		delta += f - r.faces[i]
		r.faces[i] = f
	}
	if len(changed) > 0 {
		r.amount += delta
		r.terms = append(r.terms, rules.Term{Value: delta, Source: "empowered spell: rerolled " + strings.Join(changed, ", "), Rule: k.d.s.rs.Metamagic.Cite})
	}
	return nil
}

// empowerAttack is empower for the damage of a spell attack (dice text,
// doubled on a critical hit).
func (k *casting) empowerAttack(text string, crit bool, amount int, faces []int, terms []rules.Term) (int, []int, []rules.Term, error) {
	n, sides, ok := simpleDice(text)
	if crit {
		n *= 2
	}
	if !ok || len(faces) != n || !k.mm.has("empowered") || k.mm.empowered {
		return amount, faces, terms, nil
	}
	r := &rolledDamage{amount: amount, faces: slices.Clone(faces), terms: slices.Clone(terms)}
	if err := k.empower(strconv.Itoa(n)+"d"+strconv.Itoa(sides), r); err != nil {
		return 0, nil, nil, err
	}
	return r.amount, r.faces, r.terms, nil
}

// simpleDice reads the dice of "8d6" or "2d10+3": n dice of sides.
func simpleDice(text string) (int, int, bool) {
	a, b, ok := strings.Cut(text, "d")
	if !ok {
		return 0, 0, false
	}
	if i := strings.IndexAny(b, "+-"); i >= 0 {
		b = b[:i]
	}
	n, err1 := strconv.Atoi(a)
	sides, err2 := strconv.Atoi(b)
	return n, sides, err1 == nil && err2 == nil && n > 0 && sides > 0
}
