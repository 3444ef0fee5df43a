package rules

import (
	"strings"
	"sync"
)

// d20Text is the source of a test's d20 term: "d20", or with advantage or
// disadvantage "d20 (advantage: Help, prone)" naming its sources in
// order. A text of one or two sources is made once and kept (d20Texts):
// most rolls with a mode have one source, and the same few come back
// roll after roll.
func d20Text(mode Mode, adv, dis []string) string {
	srcs := adv
	switch mode {
	case Normal:
		return "d20"
	case Disadvantage:
		srcs = dis
	}
	if len(srcs) == 0 || len(srcs) > 2 {
		return makeD20Text(mode, srcs)
	}
	k := d20Key{mode: mode, a: srcs[0]}
	if len(srcs) == 2 {
		k.b, k.two = srcs[1], true
	}
	d20Texts.RLock()
	text, ok := d20Texts.m[k]
	d20Texts.RUnlock()
	if ok {
		return text
	}
	text = makeD20Text(mode, srcs)
	d20Texts.Lock()
	if d20Texts.m == nil || len(d20Texts.m) >= maxD20Texts {
		d20Texts.m = make(map[d20Key]string)
	}
	d20Texts.m[k] = text
	d20Texts.Unlock()
	return text
}

// makeD20Text is d20Text made anew.
func makeD20Text(mode Mode, srcs []string) string {
	return "d20 (" + mode.String() + ": " + strings.Join(srcs, ", ") + ")"
}

// d20Key is a d20 term's mode and its one or two sources.
type d20Key struct {
	mode Mode
	two  bool
	a, b string
}

// d20Texts keeps d20Text by d20Key, shared by every ruleset and fight, up
// to maxD20Texts keys (then it starts again: sources can name creatures).
var d20Texts struct {
	sync.RWMutex
	m map[d20Key]string
}

const maxD20Texts = 1 << 12
