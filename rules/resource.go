package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Recovery is the tag that says when a limited-use resource comes back.
type Recovery uint8

const (
	NoRecovery   Recovery = iota
	PerTurn               // back at the start of its owner's turn
	PerEncounter          // back at the start of each encounter (5efp, Encounter)
	PerRest               // back when any rest ends (5efp has one kind of rest)
	PerShortRest          // back when a short or a long rest ends
	PerLongRest           // back when a long rest ends
	// PerCooldown is 5efp's Cooldown N: N uses a game session, back when a
	// session starts, and after each use locked until the start of its
	// owner's next turn (5efp, Usage Keywords, Cooldown).
	PerCooldown
)

var recoveryNames = [...]string{"none", "Turn", "Encounter", "Rest", "Short Rest", "Long Rest", "Cooldown"}

func (k Recovery) String() string {
	if int(k) < len(recoveryNames) {
		return recoveryNames[k]
	}
	return "?"
}

// RecoveryEvent is a moment that gives resources back.
type RecoveryEvent uint8

const (
	TurnStarts RecoveryEvent = iota
	EncounterStarts
	ShortRestEnds
	LongRestEnds
	RestEnds // a rest of a ruleset with one kind (5efp)
	SessionStarts
)

// recovers says which tags each event gives back: a long rest what a short
// rest does and more; a new session everything.
var recovers = [...][]Recovery{
	TurnStarts:      {PerTurn},
	EncounterStarts: {PerEncounter},
	ShortRestEnds:   {PerRest, PerShortRest},
	LongRestEnds:    {PerRest, PerShortRest, PerLongRest},
	RestEnds:        {PerRest, PerShortRest},
	SessionStarts:   {PerTurn, PerEncounter, PerRest, PerShortRest, PerLongRest, PerCooldown},
}

// Resource is a feature with limited uses: Second Wind (1, Short Rest),
// Rage (Encounter), Bardic Action Dice (Cooldown CHA).
type Resource struct {
	Name      string
	Uses, Max int
	Recovery  Recovery
	// OncePerTurn: at most one use in a turn (5efp's Rest N and Encounter
	// N); Cooldown resources always.
	OncePerTurn bool
	// Locked: used this turn by a once-a-turn resource; the start of its
	// owner's turn opens it.
	Locked bool
}

// Errors for spending resources.
var (
	ErrNoResource     = errors.New("rules: no such resource")
	ErrNoUses         = errors.New("rules: no uses left")
	ErrResourceLocked = errors.New("rules: already used this turn")
	ErrBadResource    = errors.New("rules: bad resource")
	ErrBadRecovery    = errors.New("rules: bad recovery tag")
)

// ParseRecovery reads a recovery tag: Turn, Encounter, Rest, Short Rest,
// Long Rest or Cooldown, in any case, with spaces or underscores, and an
// optional count of uses after it ("Rest 2", "Cooldown 3"; default 1).
func ParseRecovery(s string) (Recovery, int, error) {
	words := strings.Fields(strings.ReplaceAll(strings.ToLower(s), "_", " "))
	n := 1
	if k := len(words); k > 1 {
		if v, err := strconv.Atoi(words[k-1]); err == nil {
			if v < 1 || v > 1000 {
				return NoRecovery, 0, fmt.Errorf("%w %q: %d uses (want 1 to 1000)", ErrBadRecovery, s, v)
			}
			n, words = v, words[:k-1]
		}
	}
	name := strings.Join(words, " ")
	for k := PerTurn; k <= PerCooldown; k++ {
		if name == strings.ToLower(recoveryNames[k]) {
			return k, n, nil
		}
	}
	return NoRecovery, 0, fmt.Errorf("%w %q (want Turn, Encounter, Rest, Short Rest, Long Rest or Cooldown, and a number of uses)", ErrBadRecovery, s)
}

// AddResource gives c a resource, replacing one of the same name. A
// Cooldown resource is once a turn whatever it says.
func (c *Creature) AddResource(r Resource) error {
	r.Name = normal(r.Name)
	switch {
	case r.Name == "":
		return fmt.Errorf("%w: a resource needs a name", ErrBadResource)
	case r.Max < 0 || r.Uses < 0 || r.Uses > r.Max:
		return fmt.Errorf("%w %s: %d uses of %d", ErrBadResource, r.Name, r.Uses, r.Max)
	case r.Recovery > PerCooldown:
		return fmt.Errorf("%w %s: recovery %d", ErrBadResource, r.Name, r.Recovery)
	}
	if r.Recovery == PerCooldown {
		r.OncePerTurn = true
	}
	if i := c.resource(r.Name); i >= 0 {
		c.Resources[i] = r
		return nil
	}
	c.Resources = append(c.Resources, r)
	return nil
}

// Resource returns c's resource called name.
func (c *Creature) Resource(name string) (Resource, bool) {
	if i := c.resource(normal(name)); i >= 0 {
		return c.Resources[i], true
	}
	return Resource{}, false
}

func (c *Creature) resource(name string) int {
	for i := range c.Resources {
		if c.Resources[i].Name == name {
			return i
		}
	}
	return -1
}

// Spend uses n uses of c's resource (1 when n is 0) and returns the uses
// left. It is refused when there are too few left, or when a once-a-turn
// resource was used this turn.
func (c *Creature) Spend(name string, n int) (int, error) {
	i := c.resource(normal(name))
	if i < 0 {
		return 0, fmt.Errorf("%w: %s has no resource %q", ErrNoResource, c.ID, name)
	}
	r := &c.Resources[i]
	n = max(n, 1)
	switch {
	case r.Locked:
		return r.Uses, fmt.Errorf("%w: %s's %s (%s) waits for the start of %s's next turn", ErrResourceLocked, c.ID, r.Name, r.Recovery, c.ID)
	case r.Uses < n:
		return r.Uses, fmt.Errorf("%w: %s has %d of %d uses of %s left, not %d (%s)", ErrNoUses, c.ID, r.Uses, r.Max, r.Name, n, r.recoversOn())
	}
	r.Uses -= n
	r.Locked = r.OncePerTurn
	return r.Uses, nil
}

func (r Resource) recoversOn() string {
	switch r.Recovery {
	case PerTurn:
		return "back at the start of its owner's turn"
	case PerEncounter:
		return "back at the start of an encounter"
	case PerRest:
		return "back after a rest"
	case PerShortRest:
		return "back after a short or long rest"
	case PerLongRest:
		return "back after a long rest"
	case PerCooldown:
		return "back at the start of a session"
	}
	return "never back"
}

// Recover gives back every use of the resources the event recovers, and
// at the start of c's turn opens its once-a-turn locks; a new session also
// gives back the session's rests (5efp). It returns the
// names of the resources that got uses back.
func (c *Creature) Recover(e RecoveryEvent) []string {
	var out []string
	if int(e) >= len(recovers) {
		return out
	}
	if e == SessionStarts {
		c.Rests = 0 // 5efp's Rest is itself Cooldown 2: a session's rests start again
	}
	for i := range c.Resources {
		r := &c.Resources[i]
		if e == TurnStarts || e == SessionStarts {
			r.Locked = false
		}
		for _, k := range recovers[e] {
			if r.Recovery == k && r.Uses < r.Max {
				r.Uses = r.Max
				out = append(out, r.Name)
			}
		}
	}
	return out
}

// recover is Recover without the work when c has no resources.
func (c *Creature) recover(e RecoveryEvent) []string {
	if len(c.Resources) == 0 {
		return nil
	}
	return c.Recover(e)
}
