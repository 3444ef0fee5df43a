package rules

import (
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// TestModifier checks the whole table of SRD 5.2.1, Ability Scores and
// Modifiers.
func TestModifier(t *testing.T) {
	want := map[int]int{1: -5, 2: -4, 3: -4, 4: -3, 5: -3, 6: -2, 7: -2, 8: -1, 9: -1, 10: 0, 11: 0,
		12: 1, 13: 1, 14: 2, 15: 2, 16: 3, 17: 3, 18: 4, 19: 4, 20: 5, 21: 5, 22: 6, 23: 6, 24: 7,
		25: 7, 26: 8, 27: 8, 28: 9, 29: 9, 30: 10}
	for score, w := range want {
		if got := Modifier(score); got != w {
			t.Errorf("Modifier(%d) = %d, want %d", score, got, w)
		}
	}
}

func TestProficiency(t *testing.T) {
	for _, tt := range []struct{ level, want int }{{1, 2}, {4, 2}, {5, 3}, {8, 3}, {9, 4}, {12, 4}, {13, 5}, {16, 5}, {17, 6}, {20, 6}, {21, 7}, {24, 7}, {25, 8}, {28, 8}, {29, 9}, {30, 9}} {
		if got := ProficiencyByLevel(tt.level); got != tt.want {
			t.Errorf("ProficiencyByLevel(%d) = %d, want %d", tt.level, got, tt.want)
		}
	}
	for _, tt := range []struct {
		cr   string
		want int
	}{{"0", 2}, {"1/8", 2}, {"1/4", 2}, {"1/2", 2}, {"4", 2}, {"5", 3}, {"17", 6}, {"30", 9}} {
		cr, err := ParseCR(tt.cr)
		if err != nil {
			t.Fatal(err)
		}
		if got := ProficiencyByCR(cr); got != tt.want {
			t.Errorf("ProficiencyByCR(%s) = %d, want %d", tt.cr, got, tt.want)
		}
	}
	for _, bad := range []string{"31", "-1", "1/3", "x"} {
		if _, err := ParseCR(bad); err == nil {
			t.Errorf("ParseCR(%q) should fail", bad)
		}
	}
}

func TestRegistry(t *testing.T) {
	if got := strings.Join(Names(), ","); got != "srd-5.2.1,5efp,next-2013,srd-5.1" {
		t.Errorf("Names() = %s", got)
	}
	if _, err := Get("dnd-4e"); err == nil || !strings.Contains(err.Error(), "known: srd-5.2.1, 5efp, next-2013, srd-5.1") {
		t.Errorf("Get(dnd-4e) = %v", err)
	}
	for rs, want := range map[string]int{"srd-5.2.1": 14, "srd-5.1": 14, "next-2013": 13, "5efp": 14} { // SRDs: plus exhaustion, 15; next-2013: its 12 and the Grapple action's grappled
		r, _ := Get(rs)
		if len(r.Conditions) != want {
			t.Errorf("%s has %d conditions besides exhaustion, want %d", rs, len(r.Conditions), want)
		}
	}
}

// TestExplainSums: every test result's explanation adds up to its total.
func TestExplainSums(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	c.Scores[DEX] = 17
	c.Level = 9
	c.Proficient["stealth"] = true
	c.Exhaustion = 1
	r := dice.NewSeeded(3)
	for range 200 {
		res, err := rs.Test(c, Test{Kind: Check, Ability: DEX, Skill: "stealth", Bonus: []Term{{Value: 1, Source: "guidance"}}}, r)
		if err != nil {
			t.Fatal(err)
		}
		if Sum(res.Explain) != res.Total || len(res.Explain) != 5 {
			t.Fatalf("explain %v does not sum to %d", res.Explain, res.Total)
		}
		for _, term := range res.Explain[:4] { // the caller's guidance has no rule of the ruleset
			if !strings.HasPrefix(term.Rule, "SRD 5.2.1, ") {
				t.Fatalf("term %v cites no rule", term)
			}
		}
	}
}

func BenchmarkTest(b *testing.B) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	c.Proficient["stealth"] = true
	for _, n := range []string{"poisoned", "frightened", "restrained"} {
		if err := rs.AddCondition(c, n, 0); err != nil {
			b.Fatal(err)
		}
	}
	// the target's conditions count too: prone (within 5 ft, advantage)
	// and paralyzed (advantage, a critical hit from within 5 ft).
	gob := NewCreature("gob")
	for _, n := range []string{"prone", "paralyzed"} {
		if err := rs.AddCondition(gob, n, 0); err != nil {
			b.Fatal(err)
		}
	}
	r := dice.NewSeeded(1)
	t := Test{Kind: Attack, Ability: DEX, DC: 12, Target: "gob", Against: gob, Feet: 5,
		Bonus: []Term{{Value: 1, Source: "magic weapon", Rule: "SRD 5.2.1, Magic Items"}}}
	b.ReportAllocs()
	for b.Loop() {
		res, err := rs.Test(c, t, r)
		if err != nil {
			b.Fatal(err)
		}
		if len(res.Explain) < 3 {
			b.Fatal(res.Explain)
		}
	}
}

func BenchmarkDamage(b *testing.B) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	for _, n := range []string{"poisoned", "frightened", "petrified"} {
		if err := rs.AddCondition(c, n, 0); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		c.HP, c.MaxHP = 1000, 1000
		if _, err := rs.Damage(c, Damage{Amount: 9, Type: "fire"}); err != nil {
			b.Fatal(err)
		}
	}
}
