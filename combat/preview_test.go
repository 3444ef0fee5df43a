package combat

import (
	"math"
	"testing"
)

func TestPreviewAttack(t *testing.T) {
	tests := []struct {
		name    string
		ruleset string
		setup   func(s *State)
		want    Preview
	}{
		{"plain", "srd-5.2.1", func(s *State) {}, Preview{Mode: "normal", Bonus: 5, AC: 10, Hit: 0.8, Crit: 0.05,
			HitMin: 4, HitMax: 11, HitMean: 7.5, CritMin: 5, CritMax: 19, CritMean: 12, Expected: 0.75*7.5 + 0.05*12}},
		{"next-2013 crit", "next-2013", func(s *State) {}, Preview{Mode: "normal", Bonus: 5, AC: 10, Hit: 0.8, Crit: 0.05,
			HitMin: 4, HitMax: 11, HitMean: 7.5, CritMin: 12, CritMax: 19, CritMean: 15.5, Expected: 0.75*7.5 + 0.05*15.5}},
		{"resistance", "srd-5.2.1", func(s *State) { s.Get("gob").Resist["slashing"] = true }, Preview{Mode: "normal", Bonus: 5, AC: 10,
			Hit: 0.8, Crit: 0.05, HitMin: 2, HitMax: 5, HitMean: 3.5, CritMin: 2, CritMax: 9, CritMean: 5.75, Expected: 0.75*3.5 + 0.05*5.75}},
		{"paralyzed", "srd-5.2.1", func(s *State) {
			s.rs.AddCondition(s.Get("gob").Creature, "paralyzed", 0)
			s.Get("gob").AC = 16
		}, Preview{Mode: "advantage", Bonus: 5, AC: 16, Hit: 1 - 0.5*0.5, Crit: 1 - 0.5*0.5, HitMin: 4, HitMax: 11, HitMean: 7.5,
			CritMin: 5, CritMax: 19, CritMean: 12, Expected: 0.75 * 12, AlwaysCrit: true}},
		{"dodging", "srd-5.1", func(s *State) { s.Get("gob").Dodging = true }, Preview{Mode: "disadvantage", Bonus: 5, AC: 10,
			Hit: 0.8 * 0.8, Crit: 0.05 * 0.05, HitMin: 4, HitMax: 11, HitMean: 7.5, CritMin: 5, CritMax: 19, CritMean: 12,
			Expected: (0.64-0.0025)*7.5 + 0.0025*12}},
	}
	near := func(a, b float64) bool { return math.Abs(a-b) < 1e-9 }
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := duel(t, tt.ruleset)
			tt.setup(s)
			got, err := PreviewAttack(s, Command{Kind: AttackCmd, By: "ana", Target: "gob"})
			if err != nil {
				t.Fatal(err)
			}
			w := tt.want
			if got.Mode != w.Mode || got.Bonus != w.Bonus || got.AC != w.AC || got.AlwaysCrit != w.AlwaysCrit ||
				!near(got.Hit, w.Hit) || !near(got.Crit, w.Crit) || got.HitMin != w.HitMin || got.HitMax != w.HitMax ||
				!near(got.HitMean, w.HitMean) || got.CritMin != w.CritMin || got.CritMax != w.CritMax ||
				!near(got.CritMean, w.CritMean) || !near(got.Expected, w.Expected) {
				t.Errorf("got  %+v\nwant %+v", got, w)
			}
			if s.Get("gob").HP != 10 {
				t.Error("a preview changed the target")
			}
		})
	}
	s := duel(t, "srd-5.2.1")
	if _, err := PreviewAttack(s, Command{Kind: Dash, By: "ana"}); err == nil {
		t.Error("a preview of a dash")
	}
	s.Get("ana").Position = [2]int{5, 5}
	if _, err := PreviewAttack(s, Command{Kind: AttackCmd, By: "ana", Target: "gob"}); err == nil {
		t.Error("a preview out of reach")
	}
}
