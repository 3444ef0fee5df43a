package rules

import "testing"

// TestAnyInstanceAt holds AnyInstanceAt to AnyInstance: the same answer for
// the same question, the instances by pointer into c's own.
func TestAnyInstanceAt(t *testing.T) {
	rs, err := Get("srd-5.2.1")
	if err != nil {
		t.Fatal(err)
	}
	c := NewCreature("c")
	for _, in := range []ConditionInstance{{Name: "prone"}, {Name: "grappled", Source: "ogre"}} {
		if err := rs.ApplyCondition(c, in); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name string
		want bool
	}{{"prone", true}, {"grappled", true}, {"restrained", false}} {
		got := c.AnyInstanceAt(func(in *ConditionInstance) bool { return in.Name == tc.name })
		by := c.AnyInstance(func(in ConditionInstance) bool { return in.Name == tc.name })
		if got != tc.want || by != tc.want {
			t.Errorf("%s: AnyInstanceAt %v, AnyInstance %v, want %v", tc.name, got, by, tc.want)
		}
	}
	var seen *ConditionInstance
	c.AnyInstanceAt(func(in *ConditionInstance) bool { seen = in; return true })
	if seen != &c.conditions[0] {
		t.Errorf("AnyInstanceAt gave a copy, not c's own instance")
	}
}
