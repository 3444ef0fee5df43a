package combat

import "github.com/arbiter-rpg/arbiter/rules"

// lists is the room of the lists of the events Do makes on a state
// CloneInto made (cloneMem): the blocks its deciders' explainRoom cuts
// the dice and terms of tests and damage rolls from (explain_room.go),
// and Start's ids, all cut from a few large chunks. The chunks stay with
// the state across fights; Reset takes them back for the next fight,
// CloneInto does not (the events of the fights before keep their lists).
type lists struct {
	ints    chunks[int]
	terms   chunks[rules.Term]
	strings chunks[string]
}

// The sizes of a chunk: some pages each, a fight's lists in a few.
const (
	intChunk    = 1024
	termChunk   = 512
	stringChunk = 256
)

// room is the room of the lists of the events Do makes on s, or nil: only
// a state CloneInto made has one, and only that state itself (not a fork
// of it, which Decide may make on several goroutines, nor a copy of its
// struct).
func (s *State) room() *lists {
	if m := s.mem; m != nil && m.owner == s {
		return &m.lists
	}
	return nil
}

// stringRoom is an empty list of strings (ids) with room for n, from
// l's chunks, or made when l is nil. Appending past n moves it out, as
// with any slice.
func (l *lists) stringRoom(n int) []string {
	if l == nil {
		return make([]string, 0, n)
	}
	return l.strings.cut(n, stringChunk)
}

// rewind takes back every list cut from l: they are cut again, written
// over.
func (l *lists) rewind() {
	l.ints.rewind()
	l.terms.rewind()
	l.strings.rewind()
}

// forget lets go of every chunk but the one being cut, whose free room
// is still cut: what was cut before stays with those holding it (the
// events of the fights before), and the state keeps no growing list of
// chunks across fights that Reset never takes back.
func (l *lists) forget() {
	l.ints.forget()
	l.terms.forget()
	l.strings.forget()
}

// chunks are the chunks lists are cut from, in the order they were made;
// free is what is left of the one being cut (all[at]).
type chunks[T any] struct {
	all  [][]T
	at   int
	free []T
}

// cut is an empty slice with room for exactly n from the chunk being cut,
// or from the next one with room (made, of size or n, when none is).
func (c *chunks[T]) cut(n, size int) []T {
	if len(c.free) < n {
		c.next(n, size)
	}
	s := c.free[:0:n]
	c.free = c.free[n:]
	return s
}

// next moves on to the next chunk with room for n.
func (c *chunks[T]) next(n, size int) {
	for c.at+1 < len(c.all) {
		c.at++
		if len(c.all[c.at]) >= n {
			c.free = c.all[c.at]
			return
		}
	}
	ch := make([]T, max(n, size))
	c.all = append(c.all, ch)
	c.at, c.free = len(c.all)-1, ch
}

// forget keeps only the free room of the chunk being cut, as the first:
// what was cut of it before is theirs that hold it, so a rewind (Reset)
// cuts from the free room on, never over it.
func (c *chunks[T]) forget() {
	if c.at < 0 || c.at >= len(c.all) || len(c.free) == 0 {
		clear(c.all)
		c.all, c.at, c.free = c.all[:0], -1, nil
		return
	}
	c.all[0] = c.free[:len(c.free):len(c.free)]
	clear(c.all[1:]) // the others go with what holds their lists
	c.all, c.at = c.all[:1], 0
}

// rewind starts cutting from the first chunk again.
func (c *chunks[T]) rewind() {
	c.at, c.free = -1, nil
}
