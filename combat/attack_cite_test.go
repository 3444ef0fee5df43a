package combat

import "testing"

// TestCiteAttack holds citeAttack, which reads the first of NewState's
// cited sections without a search, against cite's search.
func TestCiteAttack(t *testing.T) {
	for _, s := range []*State{fight5(t), fightCharacters(t), skirmish(t, "srd-5.1", 1), &State{rs: fight5(t).rs}} {
		if got, want := s.citeAttack(), s.cite(s.rs.Combat.Sections.Attack); got != want || got == "" {
			t.Errorf("%s: citeAttack %q, cite %q", s.rs.Name, got, want)
		}
	}
}
