package combat

import (
	"unsafe"

	"github.com/arbiter-rpg/arbiter/rules"
)

// explainRoom is room for what events keep of a decision: the terms that
// explain a roll, the faces rolled and the text of a damage roll's terms.
// It hands out pieces of a few large blocks instead of making a small
// list for every test and damage roll (most of a fight's allocations
// were these). It only appends: a piece handed out is never handed out
// again, so an event, or a log that keeps it, owns its pieces as it owned
// the lists they replace; a block lives while any piece of it is kept.
// Each piece is cut to its own capacity, so appending to it past that
// copies, as appending to a list of its own would. A forkArena holds one
// (its decider's); an arena is used by one goroutine at a time.
type explainRoom struct {
	terms []rules.Term // the free room of the current block: len 0, the pieces taken before it
	faces []int
	text  []byte
	recs  []recorder // recorders handed out, in a block: a recorder is never handed out again
	// quiet is the room of the tests of which nothing keeps a list (a
	// death save's event keeps its recorder's faces): used again and again.
	quiet rules.TestResult
	// own, when set, is where the blocks of terms and faces come from:
	// the chunks of the state that owns this room (a state CloneInto or
	// Reset made: cloneMem, lists.go), which Reset takes back.
	own *lists
}

// The sizes of the blocks: a fight of some 100 commands makes about 60
// tests and 25 damage rolls, each taking six terms and two faces or so.
const (
	explainTermBlock = 256
	explainFaceBlock = 512
	explainTextBlock = 2048
	explainRecBlock  = 32
)

// termsFor is a list of no terms with room for n.
func (x *explainRoom) termsFor(n int) []rules.Term {
	if cap(x.terms) < n {
		if x.own != nil {
			x.terms = x.own.terms.cut(max(n, explainTermBlock), explainTermBlock)
		} else {
			x.terms = make([]rules.Term, 0, max(n, explainTermBlock))
		}
	}
	out := x.terms[:0:n]
	x.terms = x.terms[n:n:cap(x.terms)]
	return out
}

// facesFor is a list of no faces with room for n.
func (x *explainRoom) facesFor(n int) []int {
	if cap(x.faces) < n {
		if x.own != nil {
			x.faces = x.own.ints.cut(max(n, explainFaceBlock), explainFaceBlock)
		} else {
			x.faces = make([]int, 0, max(n, explainFaceBlock))
		}
	}
	out := x.faces[:0:n]
	x.faces = x.faces[n:n:cap(x.faces)]
	return out
}

// textOf is string(b), its bytes copied into the room (never written
// again, so the string stays as it was made); without a room (x nil), a
// string of its own.
func (x *explainRoom) textOf(b []byte) string {
	if x == nil {
		return string(b)
	}
	n := len(b)
	if n == 0 {
		return ""
	}
	if cap(x.text) < n {
		if n > explainTextBlock/4 {
			return string(b)
		}
		x.text = make([]byte, 0, explainTextBlock)
	}
	dst := x.text[:n:n]
	copy(dst, b)
	x.text = x.text[n:n:cap(x.text)]
	return unsafe.String(&dst[0], n)
}

// recording is a recorder of d's roller, its faces in d's room: with a
// room, one of a block (never handed out again, so a recorder in use
// while another attack records is not written over).
func (d *decider) recording() *recorder {
	x := d.ex
	if x == nil {
		return &recorder{r: d.r}
	}
	if len(x.recs) == cap(x.recs) {
		x.recs = make([]recorder, 0, explainRecBlock)
	}
	x.recs = append(x.recs, recorder{r: d.r, room: x})
	return &x.recs[len(x.recs)-1]
}
