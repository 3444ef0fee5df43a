package combat

import "github.com/arbiter-rpg/arbiter/dice"

// Policy returns the next command for the creature that must act now when
// no person controls it: it takes an offered opportunity attack; on its
// turn it attacks the nearest standing enemy when an attack is legal,
// otherwise moves toward the nearest free square next to that enemy as
// far as its movement allows, and ends its turn when it can do neither.
// Every command it returns is legal, so a caller loops Policy and Do until
// a person's creature must act or the combat is over. Catalog monsters
// play by expected damage instead (tactics.go), and between turns Policy
// first gives their lair and legendary actions (Interrupt).
func Policy(s *State) Command {
	if p := s.Pending; p != nil && p.Feature != "" {
		return reactPolicy(s) // reaction.go
	}
	if p := s.Pending; p != nil {
		c := s.Get(p.Reactor)
		for _, a := range c.Attacks {
			cmd := Command{Kind: Opportunity, By: c.ID, Attack: a.ID}
			if a.Melee() && Legal(s, cmd) {
				return cmd
			}
		}
		return Command{Kind: Opportunity, By: c.ID, Decline: true}
	}
	if cmd, ok := Interrupt(s); ok { // lair and legendary actions (tactics.go)
		return cmd
	}
	return TurnPolicy(s)
}

// TurnPolicy is Policy without the lair and legendary actions of
// Interrupt: the command of the creature that must act now (a table that
// plays some monsters by hand asks Interrupt itself, for its own).
func TurnPolicy(s *State) Command {
	if s.Pending != nil {
		return Policy(s)
	}
	c := s.Current()
	if c == nil {
		return Command{Kind: EndTurn}
	}
	if cmd, ok := s.flyPolicy(c); ok { // fly.go
		return cmd
	}
	if cmd, ok := s.fleePolicy(c); ok { // grant_play.go: Fear's Dash away
		return cmd
	}
	if c.Statblock != nil {
		return s.monsterPolicy(c)
	}
	if cmd, ok := s.featurePolicy(c); ok { // feature_policy.go: Rage, Second Wind
		return cmd
	}
	end := Command{Kind: EndTurn, By: c.ID}
	target := s.nearestEnemy(c)
	if target == nil || (c.ActionUsed && (!c.AttackAction || c.AttacksLeft == 0)) { // Extra Attack
		return end
	}
	if cmd, ok := s.castTactic(c, target); ok { // a damaging spell that beats the weapons (policy_cast.go)
		return cmd
	}
	if len(c.Attacks) > 1 { // the attack with the best expected damage (tactics.go)
		if cmd, ok := s.bestAttack(c, target); ok {
			return cmd
		}
	}
	for _, a := range c.Attacks {
		cmd := Command{Kind: AttackCmd, By: c.ID, Target: target.ID, Attack: a.ID}
		if Legal(s, cmd) {
			return cmd
		}
	}
	if path := s.approach(c, target); len(path) > 0 {
		return Command{Kind: Move, By: c.ID, Path: path}
	}
	return end
}

// Legal reports whether Decide would accept cmd now.
func Legal(s *State, cmd Command) bool {
	if legal, sure := s.probeLegal(cmd); sure { // checks only, when that gives the same (check.go)
		return legal
	}
	return decides(s, cmd)
}

// decides is Legal by deciding cmd on a copy of the state.
func decides(s *State, cmd Command) bool {
	fork, arena := s.fork()
	defer arena.release()
	return arena.decider(fork, s.Seq+1, dice.NewSeeded(0)).decide(cmd) == nil
}

func (s *State) nearestEnemy(c *Combatant) *Combatant {
	var best *Combatant
	for _, o := range s.Creatures {
		if o.side() == c.side() || !o.standing() {
			continue
		}
		if best == nil || Feet(Point(c.Position), Point(o.Position)) < Feet(Point(c.Position), Point(best.Position)) {
			best = o
		}
	}
	return best
}

// approach is the longest legal start of the shortest path from c to a
// free square next to target, or nil.
func (s *State) approach(c, target *Combatant) []Point {
	if Feet(Point(c.Position), Point(target.Position)) <= 5 || s.moveLeft(c) == 0 {
		return nil
	}
	tp := Point(target.Position)
	var goals [9]int
	n := 0
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			to := Point{tp[0] + dx, tp[1] + dy}
			if s.Grid.in(to) && s.At(to) == nil {
				goals[n], n = to[1]*s.Grid.Width+to[0], n+1
			}
		}
	}
	if path := s.fitting(c, s.nearWay(c, tp, goals[:n])); len(path) > 0 { // move_near.go
		return path
	}
	return nil
}
