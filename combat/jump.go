package combat

import (
	"fmt"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Jump is the command of a long jump.
const Jump CommandKind = "jump" // To: the landing square, in a straight line

// jump: a long jump in a straight line (along a row, a column or a
// diagonal) to To: as many feet as the Strength score after moving at
// least 10 ft this turn, half that standing; each foot jumped costs a foot
// of movement; the squares leapt over are not entered (their difficult
// terrain and creatures do not matter), but walls are too high to clear
// (decision). Leaving an enemy's reach provokes as a move does.
func (d *decider) jump(c *Combatant, cmd Command, cite string) error {
	s := d.s
	cite = s.cite(s.rs.Combat.Sections.Movement + ", Jumping")
	if cmd.To == nil {
		return fmt.Errorf("%w: jump needs the landing square (to)", ErrBadCommand)
	}
	if !c.standing() {
		return fmt.Errorf("%w (%s): %s is at 0 hit points", ErrNoMovement, cite, c.ID)
	}
	from, to := Point(c.Position), *cmd.To
	dx, dy := to[0]-from[0], to[1]-from[1]
	if (dx == 0 && dy == 0) || (dx != 0 && dy != 0 && abs(dx) != abs(dy)) {
		return fmt.Errorf("%w (%s): a jump goes in a straight line along a row, a column or a diagonal", ErrBadPath, cite)
	}
	running := c.MoveUsed*5/2 >= 10
	dist := Feet(from, to)
	if most := rules.LongJump(c.Creature, running); dist > most {
		how := "standing"
		if running {
			how = "with a run-up"
		}
		return fmt.Errorf("%w (%s): %s jumps %d ft %s; %v is %d ft away", ErrNoMovement, cite, c.ID, most, how, to, dist)
	}
	n := squares(from, to)
	step := Point{dx / n, dy / n}
	for i := 1; i <= n; i++ {
		p := Point{from[0] + i*step[0], from[1] + i*step[1]}
		if !s.Grid.in(p) || s.Grid.wall(p) {
			return fmt.Errorf("%w (%s): %v is in the way", ErrBlocked, cite, p)
		}
	}
	if o := s.At(to); o != nil {
		return fmt.Errorf("%w (%s): %s is in %v", ErrOccupied, cite, o.ID, to)
	}
	if cost := dist * 2 / 5; cost > s.moveLeft(c) {
		return fmt.Errorf("%w (%s): %s needs %d ft to jump to %v and has %s ft left", ErrNoMovement, cite, c.ID, dist, to, feet(s.moveLeft(c)))
	}
	return d.leap(c, to, nil)
}

// leap moves c through the air to to, first offering the opportunity
// attack of an enemy whose reach it leaves.
func (d *decider) leap(c *Combatant, to Point, offered []string) error {
	s := d.s
	from := Point(c.Position)
	cost := Feet(from, to) * 2 / 5
	safe := min(c.SafeLeft, cost)
	if !c.Disengaged && safe < cost {
		if h := s.provoker(c, from, to, offered); h != nil {
			return d.emit(&Event{Kind: Offered, Who: h.ID, Target: c.ID, Rest: []Point{to}, Offered: append(slices.Clone(offered), h.ID)})
		}
	}
	return d.moved(c, &Event{Kind: Moved, Who: c.ID, Path: []Point{to}, Cost: cost, Safe: safe, Option: "jump"})
}

// goOn takes the mover on after an opportunity attack: along the rest of
// its path, or through the rest of its leap.
func (d *decider) goOn(mover *Combatant, p Pending) error {
	s := d.s
	if p.Height != nil {
		return d.goOnFlying(mover, p) // fly.go
	}
	if len(p.Rest) == 1 && squares(Point(mover.Position), p.Rest[0]) > 1 {
		if s.speed(mover) == 0 || s.moveLeft(mover) < Feet(Point(mover.Position), p.Rest[0])*2/5 || s.At(p.Rest[0]) != nil {
			return nil // the attack left it unable to jump: the move ends here
		}
		return d.leap(mover, p.Rest[0], p.Offered)
	}
	if _, err := s.checkPath(mover, p.Rest); err != nil {
		return nil // the attack left it unable to go on (prone, slowed): the move ends here
	}
	return d.walk(mover, p.Rest, p.Offered)
}
