package character

// lessonsInvocation is the 2024 invocation that gives an origin feat each
// time it is taken (SRD 5.2.1, Classes, Warlock, Lessons of the First
// Ones); the invocation itself is checked with the others.
const lessonsInvocation = "lessons-of-the-first-ones"

// lessonsFeats is how many origin feats the spec's Lessons of the First
// Ones give, where they come from and the rule.
func (c *Character) lessonsFeats() (n int, from, rule string) {
	for _, name := range c.Spec.Invocations {
		if name == lessonsInvocation || name == invocationPrefix+lessonsInvocation {
			n++
		}
	}
	if n == 0 {
		return 0, "", ""
	}
	o, ok := c.cat.ClassFeature(invocationPrefix + lessonsInvocation)
	if !ok {
		return 0, "", ""
	}
	return n, o.Name, o.Cite
}
