package combat

import (
	"fmt"
	"maps"
	"slices"
	"sync"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Attack is an attack a creature can make: a to-hit bonus or an ability
// with proficiency, damage dice and type, a reach for melee and a range for
// ranged attacks (a thrown weapon has both).
type Attack struct {
	ID string `json:"id"`
	// ToHit is the whole attack bonus; when it is nil the bonus is the
	// Ability's modifier plus the proficiency bonus when Proficient, and
	// the ability's modifier is added to the damage too.
	ToHit      *int   `json:"to_hit,omitempty"`
	Ability    string `json:"ability,omitempty"`
	Proficient bool   `json:"proficient,omitempty"`
	Damage     string `json:"damage"`          // "1d8+3": dice and numbers added together
	Type       string `json:"type,omitempty"`  // slashing
	Reach      int    `json:"reach,omitempty"` // feet; 0 for a ranged-only attack
	Range      [2]int `json:"range,omitempty"` // normal and long range in feet; 0 for melee only
	Magical    bool   `json:"magical,omitempty"`
	Light      bool   `json:"light,omitempty"`   // the Light property: two-weapon fighting
	Finesse    bool   `json:"finesse,omitempty"` // the Finesse property: Sneak Attack
	Mastery    string `json:"mastery,omitempty"` // a 2024 weapon mastery the wielder uses: cleave, graze, ...
	// Bonus and DamageBonus are further terms of the attack roll and of
	// the damage, each naming its source: a magic weapon's +1, the Archery
	// or Dueling fighting style. They sit beside the ability modifier, so
	// what acts on the modifier alone (Graze, an off-hand attack) still
	// finds it (attack_bonus.go).
	Bonus       []rules.Term `json:"bonus,omitempty"`
	DamageBonus []rules.Term `json:"damage_bonus,omitempty"`
	// Style changes the weapon's damage dice: Great Weapon Fighting
	// (style.go); nil for none.
	Style *DiceStyle `json:"style,omitempty"`
	// Extra is damage of other types each hit adds (attack_extra.go).
	Extra []ExtraDamage `json:"extra,omitempty"`
	// Pact says it is the warlock's pact weapon (2024 Eldritch Smite and
	// Lifedrinker: feature_smite.go).
	Pact bool `json:"pact,omitempty"`
}

// Melee reports whether the attack can be made in melee.
func (a *Attack) Melee() bool { return a.Reach > 0 || a.Range[0] == 0 }

func (a *Attack) reach() int {
	if a.Reach == 0 && a.Range[0] == 0 {
		return 5
	}
	return a.Reach
}

// Combatant is a creature in a fight: its rules state, its attacks, and
// what it has spent this turn.
type Combatant struct {
	*rules.Creature
	Attacks []Attack
	// Statblock is a catalog monster's features and what it spent of
	// them (monster.go); nil for other creatures.
	Statblock *Statblock

	Initiative   int
	Surprised    bool
	ActionUsed   bool
	BonusUsed    bool
	ReactionUsed bool
	MoveUsed     int // half squares (2.5 ft) spent from the speed this turn
	Dashes       int // Dash (Hustle) actions taken this turn
	Dodging      bool
	Disengaged   bool // opportunity attacks are not provoked for the rest of the turn
	SafeLeft     int  // half squares of protected Disengage movement left (next-2013)

	Extra // what the actions of action_*.go keep
	More  // what extra_attack.go, reaction.go and fly.go keep
	// Features are a built character's class features it may use
	// (feature_class.go), set up once; Class what it has of them in play.
	Features []ClassFeature
	Class    ClassState

	// Spellcasting is its spell attack bonus and save DC (cast.go); Cast
	// what it has cast this turn.
	Spellcasting *Spellcasting
	Cast         CastTurn
	// Grants are its spells' benefits and penalties (grant.go);
	// ReactionSpells the spells it casts as reactions when their triggers
	// happen (cast_react.go).
	Grants         []Grant
	ReactionSpells []string
	// Spells are the spells it may cast, cantrips too: a built
	// character's prepared or known spells (spells_known.go); nil for
	// any spell. The default policy weighs the damaging ones
	// (policy_cast.go).
	Spells []string
	// Granted are the spells a species trait or feat gives, by spell id:
	// their own spellcasting ability and the resource that pays a cast
	// without a slot (cast_free.go); set up once, never changed by events.
	Granted map[string]GrantedSpell
	// Riders are what features do to its spells, by spell id
	// (cast_rider.go); set up once, never changed by events.
	Riders map[string]SpellRider
	// ExtraWith, when set, are the only attacks the Attack action's extra
	// attacks may use (Thirsting Blade: the pact weapon; pact_weapon.go).
	ExtraWith []string
}

// cloneInto is State.Clone's copy of c into d, its creature into cr and
// its stat block, when it has one, into b: what the rules change is
// copied, what no event changes after setup (the trait maps, the
// attacks, the stat block's save bonuses) is shared.
func (c *Combatant) cloneInto(d *Combatant, cr *rules.Creature, b *Statblock) {
	*d = *c
	c.Creature.CloneSharedInto(cr)
	d.Creature = cr
	d.Marks = slices.Clone(c.Marks)
	d.Grants = slices.Clone(c.Grants)
	if c.Statblock != nil {
		*b = *c.Statblock
		b.Spent = slices.Clone(b.Spent)
		b.Used = maps.Clone(b.Used)
		b.Multi = slices.Clone(b.Multi)
		d.Statblock = b
	}
}

// forkInto copies c into d for a trial copy of the state (State.fork):
// the creature is forked (rules.Creature.ForkInto, into cr), and what no
// event changes after setup is shared: the attacks, the stat block's
// save bonuses and the stat block itself.
//
// The room of the slices of d and b is used again (forkArena), so they
// must be new or an earlier fork's.
func (c *Combatant) forkInto(d *Combatant, cr *rules.Creature, b *Statblock) {
	c.forkOwn(d, b)
	c.Creature.ForkInto(cr)
	d.Creature = cr
}

// forkOwn is forkInto but for the creature: d points to c's own (Do's
// backup copies it only when an event may change it: backup.go).
func (c *Combatant) forkOwn(d *Combatant, b *Statblock) {
	marks := d.Marks
	*d = *c
	d.Marks = cloneInto(marks, c.Marks)
	if c.Statblock != nil {
		spent, used, multi := b.Spent, b.Used, b.Multi
		*b = *c.Statblock
		b.Spent = cloneInto(spent, c.Statblock.Spent)
		b.Used = mapInto(used, c.Statblock.Used)
		b.Multi = cloneInto(multi, c.Statblock.Multi)
		d.Statblock = b
	}
}

// mapInto is maps.Clone(src) in buf's room: nil stays nil and empty
// stays empty, as with maps.Clone.
func mapInto[K comparable, V any](buf, src map[K]V) map[K]V {
	if src == nil {
		return nil
	}
	if buf == nil {
		return maps.Clone(src)
	}
	clear(buf)
	maps.Copy(buf, src)
	return buf
}

// cloneInto is slices.Clone(src) in buf's room: nil stays nil and empty
// stays empty, as with slices.Clone.
func cloneInto[T any](buf, src []T) []T {
	if len(src) == 0 {
		return src[:0:0]
	}
	return append(buf[:0], src...)
}

func (c *Combatant) attack(id string) (*Attack, error) {
	if a := c.findAttack(id); a != nil {
		return a, nil
	}
	ids := make([]string, len(c.Attacks))
	for i, a := range c.Attacks {
		ids[i] = a.ID
	}
	return nil, fmt.Errorf("%w %q for %s (it has %v)", ErrNoSuchAttack, id, c.ID, ids)
}

// findAttack is attack without the error: nil when c has no such attack.
func (c *Combatant) findAttack(id string) *Attack {
	if id == "" && len(c.Attacks) == 1 {
		return &c.Attacks[0]
	}
	for i := range c.Attacks {
		if c.Attacks[i].ID == id {
			return &c.Attacks[i]
		}
	}
	return builtin(id)
}

// standing reports whether c still fights: alive with hit points.
func (c *Combatant) standing() bool { return !c.Dead && c.HP > 0 }

// side is c's side; a creature without one is a side of its own.
func (c *Combatant) side() string {
	if c.Side == "" {
		return "#" + c.ID
	}
	return c.Side
}

// Pending is an opportunity attack offered to a reacting creature: the
// mover stands before the square where it would leave the reach, and goes
// on along Rest once the reactor takes or declines it.
type Pending struct {
	Reactor string   `json:"reactor"`
	Mover   string   `json:"mover"`
	Rest    []Point  `json:"rest"`
	Offered []string `json:"offered"` // reactors already asked about this step

	// A reaction other than an opportunity attack (reaction.go): the
	// Reactor's Feature, offered when Mover's attack (Attack) on it would
	// hit; the attack roll's faces (Dice) and how it was made, to make it
	// again once the reactor answers. Slices are never changed in place.
	Feature string `json:"feature,omitempty"`
	Attack  string `json:"attack,omitempty"`
	Dice    []int  `json:"dice,omitempty"`
	Uses    string `json:"uses,omitempty"`
	Reason  string `json:"reason,omitempty"`
	Other   string `json:"other,omitempty"`
	NoMod   bool   `json:"no_mod,omitempty"`
	Coup    bool   `json:"coup,omitempty"`
	Crit    bool   `json:"crit,omitempty"`
	// Height is the altitude a flyer interrupted while changing height
	// still flies to before its Rest (fly.go).
	Height *int `json:"height,omitempty"`
}

// State is a fight: the grid, the creatures, the initiative order and
// whose turn it is. Change it only through Apply.
type State struct {
	rs        *rules.Ruleset
	Grid      Grid
	Creatures []*Combatant // in setup order
	Order     []string     // initiative order, highest first
	Round     int          // 1 in the first round; 0 before
	Turn      int          // index into Order of the creature whose turn it is; -1 before
	Started   bool
	Over      bool
	Winner    string // the side left standing
	Seq       int    // the last command applied
	Pending   *Pending
	// Zones are the spells' lasting areas (zone.go).
	Zones []Zone

	last      rules.DamageResult // what the last damage event did, for Decide to report
	lastEnded []string           // what the last turn boundary ended
	// deathMade is the creature whose death save the decider has just
	// made on it, for its DeathSaved event's Apply not to make it again
	// (decider.deathSave); "" but within that emit.
	deathMade string
	// fitted is a path approach found and fitted on this very state, for
	// the Move that Auto does next: its move takes it without checking it
	// again (checkPath; move.go); nil but within that DoInto (auto).
	fitted []Point
	// grantless is set while the decider applies a turn boundary it knows
	// no creature holds a grant at (decider.may(sumGrant), turnEvent): the
	// boundary's applier then skips grantsTurn's walk over every
	// creature's grants, which would find none. false but within that
	// emit; Apply alone (a replay) always walks them.
	grantless bool
	// masked is set while the decider applies a turn boundary whose
	// creatures it has noted (turnMask, turn_mask.go): the creatures of
	// turnMask's bits are all the boundary's applier need look at. false
	// but within that emit (the applier clears it where the note stops
	// holding); Apply alone (a replay) walks every creature.
	masked   bool
	turnMask uint64
	// note is boundaryMask's note kept from one command to the next on a
	// sole state (keptNote, turn_mask.go): dropped by every event that
	// may give a creature what a boundary reads, and by every copy. sole
	// is the caller's promise (Sole), which Reset and CloneInto keep.
	note keptNote
	sole bool
	// fightOn is a hint for checkEnd (decide.go): the indices in
	// Creatures of two creatures on two sides that stood when it last
	// found the fight going on. checkEnd checks them again before it
	// trusts them, so a stale hint costs only the walk; not the fight
	// (Equal leaves it out).
	fightOn [2]int32
	// spells are spells beside the catalog's, by id (tests of trees the
	// converter does not make yet; cast.go).
	spells map[string]*content.Spell

	// index is where each creature stood in Creatures at setup, shared
	// by every copy and never changed: Get's first guess, checked
	// (id_index.go).
	index *idIndex
	// cites are rs.Cited of the sections every attack cites (and cover,
	// movement, initiative and Monsters), made once at setup and shared
	// by every copy (cite).
	cites *[8][2]string
	// mem is the memory CloneInto or Reset made the state in, which
	// they use again (cloneMem); nil for a state NewState or Clone made.
	mem *cloneMem
	// epoch is the state's version while Auto's weighing (weigh) is on:
	// what a kept probe read is read again only in the same version
	// (weigh.go).
	epoch uint64
	weigh *weighing
	// noInterrupter is len(Creatures)+1 when anyInterrupter found no
	// creature, living or dead, whose stat block has lair or legendary
	// actions, and 0 when not known: a summons (applySummoned,
	// dropCreature) clears it, and a list of another length is asked again.
	noInterrupter int
}

// NewState sets up a fight that has not started. The combatants keep
// their creatures: Apply changes them.
func NewState(rs *rules.Ruleset, g Grid, cs []*Combatant) (*State, error) {
	if rs == nil {
		return nil, fmt.Errorf("%w: no ruleset", ErrBadSetup)
	}
	if rs.Combat.Straight <= 0 || rs.Combat.Diagonal <= 0 {
		return nil, fmt.Errorf("%w: %s has no combat rules yet", ErrBadSetup, rs.Name)
	}
	if g.Width <= 0 || g.Height <= 0 || g.Width > 1000 || g.Height > 1000 {
		return nil, fmt.Errorf("%w: a grid of %dx%d squares (each side 1 to 1000)", ErrBadSetup, g.Width, g.Height)
	}
	s := &State{rs: rs, Grid: g, Creatures: cs, Turn: -1, cites: new([8][2]string)}
	for i, sec := range [...]string{rs.Combat.Sections.Attack, "Damage Rolls", rs.Combat.Sections.Critical, "Proficiency Bonus",
		rs.Combat.Actions.Cover, rs.Combat.Sections.Movement, rs.Combat.Sections.Initiative, "Monsters"} {
		s.cites[i] = [2]string{sec, rs.Cited(sec)}
	}
	seen := map[string]bool{}
	at := map[Point]string{}
	for _, c := range cs {
		switch {
		case c == nil || c.Creature == nil:
			return nil, fmt.Errorf("%w: a combatant without a creature", ErrBadSetup)
		case c.ID == "":
			return nil, fmt.Errorf("%w: a creature needs an id", ErrBadSetup)
		case seen[c.ID]:
			return nil, fmt.Errorf("%w: creature %q twice", ErrBadSetup, c.ID)
		}
		seen[c.ID] = true
		p := Point(c.Position)
		switch {
		case !g.in(p):
			return nil, fmt.Errorf("%w: %s at %v is off the %dx%d grid", ErrBadSetup, c.ID, p, g.Width, g.Height)
		case g.wall(p):
			return nil, fmt.Errorf("%w: %s at %v stands in a wall", ErrBadSetup, c.ID, p)
		case at[p] != "":
			return nil, fmt.Errorf("%w: %s and %s share the square %v", ErrBadSetup, at[p], c.ID, p)
		}
		at[p] = c.ID
		for _, a := range c.Attacks {
			if _, err := parseDamage(a.Damage); err != nil {
				return nil, fmt.Errorf("%w: %s's attack %s: %w", ErrBadSetup, c.ID, a.ID, err)
			}
		}
	}
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	s.index = newIDIndex(ids)
	return s, nil
}

// Ruleset is the ruleset the fight is played by.
func (s *State) Ruleset() *rules.Ruleset { return s.rs }

// Clone returns a copy of the state that changes apart from s under
// every command and event: all that the rules change is copied. What no
// event changes once the fight is set up is shared, as it is with
// Decide's copies (fork) and as the combatants' features, spells and
// spellcasting always were: the creatures' trait maps
// (rules.Creature.CloneSharedInto), their attacks and the stat blocks'
// save bonuses. A caller that edits one of those on a copy after setup
// clones it first. The combatants, creatures and stat blocks are made in
// one block each.
func (s *State) Clone() *State {
	d := new(State)
	var m cloneMem // made for one copy: CloneInto into d makes its own
	s.cloneIn(d, &m)
	return d
}

// CloneInto makes dst the copy of s that Clone returns, in the memory of
// dst where dst is a state CloneInto made before: its blocks of
// combatants, creatures and stat blocks are used again when they have
// room, so a simulation that plays many fights from one setup allocates
// no state for them after the first:
//
//	s := new(combat.State)
//	for range fights {
//		setup.CloneInto(s)
//		... play s
//	}
//
// All of dst is overwritten: the combatants Get returned on dst before
// are the new copy's (events hold ids, not pointers: a log of the fight
// played on dst before stays good). A dst that has no memory of its own
// (a new State, one Clone made, a copy of a State struct) is filled with
// new blocks, as by Clone, which the next CloneInto into it uses again;
// CloneInto of s into s leaves it as it is. It returns dst.
func (s *State) CloneInto(dst *State) *State {
	if dst == s {
		return dst // a copy of itself: as it is
	}
	m := dst.ownMem()
	s.cloneIn(dst, m)
	dst.mem = m
	m.lists.forget() // the room of the events before stays theirs
	m.ex.own = &m.lists
	return dst
}

// ownMem is the memory s was made in by CloneInto, or new memory for it
// when it has none of its own.
func (s *State) ownMem() *cloneMem {
	if m := s.mem; m != nil && m.owner == s {
		return m
	}
	return &cloneMem{owner: s}
}

// cloneIn is CloneInto with m the memory to make dst in, which it does
// not keep (dst.mem is nil).
func (s *State) cloneIn(dst *State, m *cloneMem) {
	sole := dst.sole && dst != s // the promise is dst's caller's (Sole); Clone's dst is new
	*dst = *s
	dst.mem = nil
	dst.note, dst.sole = keptNote{}, sole // turn_mask.go
	n := len(s.Creatures)
	blocks := 0
	for _, c := range s.Creatures {
		if c.Statblock != nil {
			blocks++
		}
	}
	if cap(m.cs) < n || cap(m.bs) < blocks {
		m.ptrs, m.cs, m.crs, m.bs = make([]*Combatant, n), make([]Combatant, n), make([]rules.Creature, n), make([]Statblock, blocks)
	}
	dst.Creatures = m.ptrs[:n:n] // a summons appends to a new list (summon.go)
	cs, crs, bs := m.cs[:n], m.crs[:n], m.bs[:blocks]
	for i, c := range s.Creatures {
		var b *Statblock
		if c.Statblock != nil {
			b, bs = &bs[0], bs[1:]
		}
		c.cloneInto(&cs[i], &crs[i], b)
		dst.Creatures[i] = &cs[i]
	}
	dst.Order = slices.Clone(s.Order)
	if s.Pending != nil {
		p := *s.Pending
		p.Rest, p.Offered = slices.Clone(p.Rest), slices.Clone(p.Offered)
		dst.Pending = &p
	}
	dst.Zones = slices.Clone(s.Zones)
	for i := range dst.Zones {
		dst.Zones[i].Done = slices.Clone(dst.Zones[i].Done)
	}
}

// Reset makes s a copy of setup, as setup.CloneInto(s) does, and takes
// back the room of the dice and explanation lists of the events Do,
// DoInto and Auto made on s since its last Reset or CloneInto (the events
// before a CloneInto keep theirs, as it promises): a simulation that plays
// fight after fight from one setup, each command's events dropped or
// written out before the next fight, plays them all in the same memory.
//
//	s := new(combat.State)
//	var buf []combat.Event
//	for range fights {
//		s.Reset(setup)
//		buf, _ = combat.DoInto(s, combat.Command{Kind: combat.Start}, r, buf[:0])
//		for !s.Over {
//			buf, _ = combat.AutoInto(s, r, buf[:0], nil) // the command dropped
//		}
//	}
//
// The events made on s before hold lists the next fight writes over:
// copy what is kept of them first (CloneInto leaves them be). Reset of
// s from s leaves it as it is. It returns s.
func (s *State) Reset(setup *State) *State {
	if setup == s {
		return s // a copy of itself: as it is, its events' room kept
	}
	m := s.ownMem()
	setup.cloneIn(s, m)
	s.mem = m
	m.lists.rewind()
	// The explanations' room starts on the chunks again; its texts and
	// recorders are never handed out twice (a string's bytes stay).
	m.ex.terms, m.ex.faces, m.ex.own = nil, nil, &m.lists
	return s
}

// cloneMem is the memory of a state that CloneInto or Reset made, which
// they use again: the list of its combatants and the
// blocks of the combatants, their creatures and stat blocks. Only its
// owner uses it: a copy of the State struct (a fork, a backup) carries
// the pointer but is not the owner.
type cloneMem struct {
	owner *State
	ptrs  []*Combatant
	cs    []Combatant
	crs   []rules.Creature
	bs    []Statblock
	// ex is the explainRoom of the deciders on the owner (instead of
	// their arena's), its blocks of terms and faces cut from lists,
	// which Reset takes back (lists.go).
	lists lists
	ex    explainRoom
	// weigh is the owner's weighing between its Autos, off (weigh.go):
	// taken by startWeighing, given back by stopWeighing.
	weigh *weighing
	// do is the owner's arena for Do between its commands (doArena).
	do *forkArena
}

// fork is a copy of the state for Decide to work on and throw away: every
// combatant is copied (forkInto), and what no event changes after setup
// (the trait maps of the creatures, their attacks, the stat blocks' save
// bonuses) is shared with s. Nothing that applies events may write to
// those; Clone copies them too. The copy's state, combatants, creatures
// and stat blocks are blocks of a forkArena, which Decide hands back
// (release) once it is done: nothing Decide returns may point into them.
func (s *State) fork() (*State, *forkArena) {
	a, _ := forkPool.Get().(*forkArena)
	if a == nil {
		a = new(forkArena)
	}
	return s.forkIn(a), a
}

// forkIn is fork into the blocks of a.
func (s *State) forkIn(a *forkArena) *State {
	n := len(s.Creatures)
	if cap(a.cs) < n {
		a.ptrs, a.cs, a.crs, a.bs = make([]*Combatant, n), make([]Combatant, n), make([]rules.Creature, n), make([]Statblock, n)
	}
	a.st = *s
	d := &a.st
	d.Creatures = a.ptrs[:n]
	for i, c := range s.Creatures {
		var b *Statblock
		if c.Statblock != nil {
			b = &a.bs[i]
		}
		c.forkInto(&a.cs[i], &a.crs[i], b)
		d.Creatures[i] = &a.cs[i]
	}
	d.Order = cloneInto(a.order, s.Order) // replaced by Apply, never changed in place
	a.order = d.Order
	if s.Pending != nil {
		p := *s.Pending
		p.Rest, p.Offered = slices.Clone(p.Rest), slices.Clone(p.Offered)
		d.Pending = &p
	}
	return d
}

// one is a state in a's blocks holding only a fork of c's creature, for
// a trial that changes c's creature alone (a turn boundary's repeat
// saves, rolled only for the creature whose turn it is).
func (a *forkArena) one(rs *rules.Ruleset, c *Combatant) *State {
	if cap(a.cs) < 1 {
		a.ptrs, a.cs, a.crs, a.bs = make([]*Combatant, 1), make([]Combatant, 1), make([]rules.Creature, 1), make([]Statblock, 1)
	}
	c.Creature.ForkInto(&a.crs[0])
	a.cs[0] = Combatant{Creature: &a.crs[0]}
	a.ptrs[0] = &a.cs[0]
	a.st = State{rs: rs, Creatures: a.ptrs[:1]}
	return &a.st
}

// forkArena is the memory of a fork, used again by the next: the copy's
// blocks, and a decider with its event buffer (decider).
type forkArena struct {
	st     State
	ptrs   []*Combatant
	cs     []Combatant
	crs    []rules.Creature
	bs     []Statblock
	order  []string
	d      decider
	stop   rollStop         // its decider's: out of the decider, so that the reset of each decision leaves it (decider)
	test   rules.TestResult // a probe's test (check.go), its lists reused
	room   rules.TestResult // the room of its decider's tests (decider.test)
	live   []*Combatant     // Do's backup (backup.go): the combatants as it found them
	saved  []bool           // and those of them backed up
	whole  []bool           // and those of them whose creature is backed up too (saveOwn)
	all    bool             // every one of them
	last   [2]string        // the ids last backed up (or found gone)
	lastAt [2]int           // and their indexes in live (-1: gone)
	n      int              // how many are backed up
	rolls  countRoller      // a Multiattack step's dice, counted (multi_step.go)
	ex     explainRoom      // the room of its decider's events' terms and faces (explain_room.go)
}

// decider is the arena's decider on s, its event buffer emptied: what it
// emits stays in the arena, so a caller copies out what it keeps.
func (a *forkArena) decider(s *State, seq int, r dice.Roller) *decider {
	clear(a.d.events) // let go of the last decision's slices
	ex := &a.ex
	if m := s.mem; m != nil && m.owner == s { // a state CloneInto made: its own room, which Reset takes back
		ex = &m.ex
	}
	// Zeroed where it lies, then set: a literal would be made on the
	// stack and copied (a decider is some 300 bytes). Its rollStop (some
	// 450 bytes) lies in the arena and is not zeroed: swing writes every
	// part of it afresh before an attack reads it or a probe stops there,
	// so what an earlier decision left in it is never read (as
	// probeDecider's light reset has it).
	d := &a.d
	events := d.events[:0]
	*d = decider{}
	d.s, d.seq, d.r, d.events, d.room, d.ex, d.stop = s, seq, r, events, &a.room, ex, &a.stop
	return d
}

// forkPool keeps forkArenas between Decides; fights on several goroutines
// take their own.
var forkPool sync.Pool

// release hands a back. Its blocks keep pointing to what the last fork
// shared (the creatures' maps, the stat blocks) until the next fork
// overwrites them or the pool drops it.
func (a *forkArena) release() { forkPool.Put(a) }

// doArena is the arena Do decides a command on s with: the one s keeps
// between its commands in its own memory (cloneMem.do: a state CloneInto
// or Reset made, which only its owner uses), else forkPool's. doneArena
// hands it back.
func (s *State) doArena() *forkArena {
	if m := s.mem; m != nil && m.owner == s && m.do != nil {
		a := m.do
		m.do = nil // a Do within the Do takes forkPool's
		return a
	}
	a, _ := forkPool.Get().(*forkArena)
	if a == nil {
		a = new(forkArena)
	}
	return a
}

// doneArena hands back a, an arena doArena gave for s: to s's own memory
// when it has room, else to forkPool.
func (s *State) doneArena(a *forkArena) {
	if m := s.mem; m != nil && m.owner == s && m.do == nil {
		m.do = a
		return
	}
	a.release()
}

// Get returns the combatant called id, or nil. It tries the index's
// first guess for an id of two bytes or more (idSlot's key, written out)
// and takes it when the creature there holds the very string id (the
// same length and bytes in memory, as the ids that commands and events
// carry do). Anything else (another copy of the id, a short id, a
// creature added later or moved, no index) goes on to the index's probe
// and then the walk of the list. Get calls nothing (ids are compared by
// sameID), so it needs no frame: it is too big to be inlined, and is
// called ~1,200 times a fight.
func (s *State) Get(id string) *Combatant {
	list := s.Creatures
	x := s.index
	if n := len(id); n >= 2 && x != nil {
		k := uint32(n)<<24 | uint32(id[0])<<16 | uint32(id[n-2])<<8 | uint32(id[n-1])
		if at := uint(x.slots[uint8((k*0x9E3779B1)>>24)]) - 1; at < uint(len(list)) {
			if c := list[at]; len(c.ID) == n && sameData(c.ID, id) {
				return c
			}
		}
	}
	if x != nil && id != "" { // find, comparing by sameID
		for j := idSlot(id); ; j++ {
			at := uint(x.slots[j]) - 1
			if at == ^uint(0) {
				break
			}
			if at < uint(len(list)) && sameID(list[at].ID, id) {
				return list[at]
			}
		}
	}
	for _, c := range list {
		if sameID(c.ID, id) {
			return c
		}
	}
	return nil
}

func (s *State) must(id string) (*Combatant, error) {
	if c := s.Get(id); c != nil {
		return c, nil
	}
	return nil, fmt.Errorf("%w %q", ErrUnknown, id)
}

// sameList reports whether s.Creatures is still list (the same length
// and array: a summons or a dismissal makes a new list, summon.go), so
// that a creature got from list is still s's: its holder need not look
// it up again after events (Get(c.ID) would give c). Inlined: a caller
// calls Get only when the list changed.
func (s *State) sameList(list []*Combatant) bool {
	l := s.Creatures
	return len(l) == len(list) && len(l) > 0 && &l[0] == &list[0]
}

// Current returns the creature whose turn it is, or nil.
func (s *State) Current() *Combatant {
	if s.Turn < 0 || s.Turn >= len(s.Order) {
		return nil
	}
	return s.Get(s.Order[s.Turn])
}

// At returns the creature in a square, or nil. Dead creatures leave their
// square free.
func (s *State) At(p Point) *Combatant {
	for _, c := range s.Creatures {
		if Point(c.Position) == p && !c.Dead {
			return c
		}
	}
	return nil
}

func (s *State) cite(section string) string {
	if s.cites != nil {
		for i := range s.cites {
			if s.cites[i][0] == section {
				return s.cites[i][1]
			}
		}
	}
	return s.rs.Cited(section)
}

// actionless are the conditions under which a creature takes no actions
// or reactions: incapacitated and those that bring it (SRDs), and the
// playtest's stunned, paralyzed and unconscious.
var actionless = []string{"incapacitated", "paralyzed", "petrified", "stunned", "unconscious"}

func (s *State) canAct(c *Combatant) (bool, string) {
	if c.Bare() {
		return !c.Dead, "dead" // no condition: Has answers no to each (most; inlined)
	}
	return s.canActWith(c)
}

// canActWith is canAct for a creature with condition instances or Helps.
func (s *State) canActWith(c *Combatant) (bool, string) {
	for _, n := range actionless { // Has answers no without a list where nothing gives n
		if c.Has(s.rs, n) {
			return false, n
		}
	}
	return !c.Dead, "dead"
}

// MoveLeft is how many feet c may still move this turn.
func (s *State) MoveLeft(c *Combatant) int { return s.moveLeft(c) * 5 / 2 }

// moveLeft is in half squares: the speed once per Dash and once more,
// less what it spent, plus protected Disengage movement.
func (s *State) moveLeft(c *Combatant) int {
	return max(0, s.speed(c)*2/5*(1+c.Dashes)-c.MoveUsed) + c.SafeLeft
}

// turnPoint applies a turn boundary of w's to every creature, in setup
// order, through the ruleset's StartTurn and EndTurn: condition durations
// count down, Help expires, Turn resources come back, repeat saves are
// rolled. A lost turn (surprise) is its start and its end. It returns a
// line for each thing that ended.
func (s *State) turnPoint(kind EventKind, w *Combatant, r dice.Roller) ([]string, error) {
	switch kind {
	case TurnBegan:
		return s.turnPointAt(rules.StartOfTurn, w, r, nil)
	case TurnEnded:
		return s.turnPointAt(rules.EndOfTurn, w, r, nil)
	case TurnLost:
		lines, err := s.turnPointAt(rules.StartOfTurn, w, r, nil)
		if err != nil {
			return nil, err
		}
		return s.turnPointAt(rules.EndOfTurn, w, r, lines)
	}
	return nil, nil
}

// turnPointAt is turnPoint at one point of w's turn, its lines appended
// to lines. It calls StartTurn or EndTurn only on the creatures the
// boundary changes (rules.Creature.Waits): most are bare (no condition
// instance, no Help), and a dying or dead one holds instances counted on
// no turn. w is found by pointer, not by id: ids are unique in a state
// (NewState, applySummoned), so it is the one creature called w.ID if it
// is there at all. The end of w's own turn changes a bare w in nothing
// either (EndTurn counts down and rolls the saves of its instances only,
// TestEndTurnBare), so it is left out too.
func (s *State) turnPointAt(at rules.TurnPoint, w *Combatant, r dice.Roller, lines []string) ([]string, error) {
	whose := w.ID
	for i := 0; i < len(s.Creatures); i++ {
		c := s.Creatures[i]
		if !turnPointMoves(at, c, w, whose) {
			continue
		}
		var err error
		if lines, err = s.turnPointOn(at, c, w, r, lines); err != nil {
			return nil, err
		}
	}
	return lines, nil
}

// turnPointMoves reports whether the boundary at of w's turn may change c:
// whose turn it is (w, whose its id) at a start, or when not bare at an
// end; another creature when it waits on that boundary (rules.Waits).
func turnPointMoves(at rules.TurnPoint, c, w *Combatant, whose string) bool {
	if c.Bare() {
		return c == w && at != rules.EndOfTurn
	}
	return c == w || c.Waits(whose, at)
}

// turnPointOn is StartTurn or EndTurn on c at the boundary of w's turn,
// a line for each thing that ended appended to lines.
func (s *State) turnPointOn(at rules.TurnPoint, c, w *Combatant, r dice.Roller, lines []string) ([]string, error) {
	var res rules.TurnResult
	var err error
	if at == rules.StartOfTurn {
		res, err = s.rs.StartTurn(c.Creature, w.ID, r)
	} else {
		res, err = s.rs.EndTurn(c.Creature, w.ID, r)
	}
	if err != nil {
		return nil, err
	}
	if c != w && len(res.Ended) > 0 {
		s.immuneExpired(c, res.Ended) // immune.go: a Frightful Presence's minute run out
	}
	for _, e := range res.Ended {
		line := e.Creature + ": " + e.What
		if e.Source != "" {
			line += " (" + e.Source + ")"
		}
		lines = append(lines, line+": "+e.Why)
	}
	return lines, nil
}

// anyLasting reports whether some creature holds a lasting node (a grant
// of kind "lasting", trigger.go): without one, the turn's nodes have
// nothing to run.
func (s *State) anyLasting() bool {
	for _, c := range s.Creatures {
		for i := range c.Grants {
			if c.Grants[i].Kind == "lasting" {
				return true
			}
		}
	}
	return false
}
