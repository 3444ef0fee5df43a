package character

import (
	"fmt"
	"slices"
	"strings"
)

// SwapInvocation replaces one Eldritch Invocation of a character that
// has just gained a level (after, from LevelUp of before) with another:
// both SRDs let a warlock replace one invocation it knows when it gains a
// warlock level (SRD 5.1, Classes, Warlock, Eldritch Invocations; SRD
// 5.2.1, Classes, Warlock, Eldritch Invocations). The new one must be open
// to it at its new level (its prerequisites, the column, repeats), and no
// invocation it keeps may need the old one (the rebuild refuses either
// with the rule). A cantrip chosen for the old one (invocation_cantrips)
// is dropped with it. The state carries over as it does on a level-up.
func SwapInvocation(before, after *Character, old, repl string) (*Character, error) {
	old, repl = strings.TrimPrefix(old, invocationPrefix), strings.TrimPrefix(repl, invocationPrefix)
	f := after.invocationFeature()
	if f == nil {
		return nil, fmt.Errorf("%w: replacing invocation %s, and the character has no Eldritch Invocations feature (a warlock's)", ErrIllegal, old)
	}
	if after.classLevel(f.Class) <= before.classLevel(f.Class) {
		return nil, fmt.Errorf("%w: an invocation is replaced when a %s level is gained, and this level is not one (%s)", ErrIllegal, f.Class, f.Cite)
	}
	spec := cloneSpec(&after.Spec)
	i := -1
	for j, name := range spec.Invocations {
		if name == old {
			i = j // the last time it was taken
		}
	}
	if i < 0 {
		return nil, fmt.Errorf("%w: replacing invocation %s, which the character does not have (%s)", ErrIllegal, old, f.Cite)
	}
	if old == repl {
		return nil, fmt.Errorf("%w: invocation %s is replaced by itself", ErrIllegal, old)
	}
	n := 0 // which time old was taken: the cantrip of that time goes
	for _, name := range spec.Invocations[:i] {
		if name == old {
			n++
		}
	}
	spec.Invocations = slices.Clone(spec.Invocations)
	spec.Invocations[i] = repl
	if cs := spec.InvocationCantrips[old]; n < len(cs) {
		m := make(map[string][]string, len(spec.InvocationCantrips))
		for k, v := range spec.InvocationCantrips {
			m[k] = v
		}
		m[old] = slices.Delete(slices.Clone(cs), n, n+1)
		if len(m[old]) == 0 {
			delete(m, old)
		}
		spec.InvocationCantrips = m
	}
	spec.State = nil
	next, err := Build(spec, after.cat)
	if err != nil {
		return nil, err
	}
	next.carryState(after)
	next.Spec.State = &next.State
	return next, nil
}
