package rules

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

func mustGet(t *testing.T, name string) *Ruleset {
	t.Helper()
	rs, err := Get(name)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func TestCarryingCapacity(t *testing.T) {
	tests := []struct {
		rs                   string
		str                  int
		size                 string
		carry, maxLoad, lift float64
	}{
		{"srd-5.2.1", 15, "medium", 225, 225, 450},
		{"srd-5.2.1", 11, "tiny", 82.5, 82.5, 165},
		{"srd-5.2.1", 10, "small", 150, 150, 300},
		{"srd-5.2.1", 20, "gargantuan", 2400, 2400, 4800},
		{"srd-5.1", 10, "medium", 150, 150, 300},
		{"srd-5.1", 19, "huge", 1140, 1140, 2280},
		{"next-2013", 15, "medium", 150, 300, 750},
		{"next-2013", 15, "large", 300, 600, 1500},
		{"next-2013", 8, "tiny", 40, 80, 200},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		c := NewCreature("c")
		c.Scores[STR], c.Size = tt.str, tt.size
		got, err := rs.CarryingCapacity(c)
		if err != nil {
			t.Fatal(err)
		}
		if want := (Capacity{tt.carry, tt.maxLoad, tt.lift}); got != want {
			t.Errorf("%s STR %d %s: got %+v, want %+v", tt.rs, tt.str, tt.size, got, want)
		}
	}
	c := NewCreature("c")
	c.Size = "colossal"
	if _, err := mustGet(t, "srd-5.1").CarryingCapacity(c); !errors.Is(err, ErrUnknownSize) {
		t.Errorf("unknown size: got %v", err)
	}
}

func TestEncumbrance(t *testing.T) {
	tests := []struct {
		rs        string
		load      float64
		drag      float64
		variant   bool
		want      string
		speed     int
		strDisadv bool
	}{
		{"srd-5.2.1", 150, 0, false, "", 30, false},
		{"srd-5.2.1", 0, 151, false, "", 5, false},
		{"srd-5.1", 120, 0, false, "", 30, false},
		{"srd-5.1", 50, 0, true, "", 30, false},
		{"srd-5.1", 51, 0, true, "encumbered", 20, false},
		{"srd-5.1", 101, 0, true, "heavily encumbered", 10, true},
		{"next-2013", 100, 0, false, "", 30, false},
		{"next-2013", 101, 0, false, "encumbered", 20, true},
		{"next-2013", 0, 201, false, "encumbered", 5, true},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		c := NewCreature("c")
		if err := rs.SetLoad(c, tt.load, tt.drag, tt.variant); err != nil {
			t.Fatal(err)
		}
		got := ""
		if e := rs.Encumbrance(c); e != nil {
			got = e.Name
		}
		var res TestResult
		rs.situation(c, &Test{Kind: Check, Ability: STR}, false, &res)
		if got != tt.want || c.Speed(rs) != tt.speed || (res.Mode == Disadvantage) != tt.strDisadv {
			t.Errorf("%s load %g drag %g variant %v: got %q speed %d mode %v, want %q speed %d disadvantage %v",
				tt.rs, tt.load, tt.drag, tt.variant, got, c.Speed(rs), res.Mode, tt.want, tt.speed, tt.strDisadv)
		}
	}
}

func TestTravel(t *testing.T) {
	tests := []struct {
		rs, pace     string
		min, hr, day int
		feet, miles  int
		err          error
	}{
		{"srd-5.2.1", "fast", 1, 1, 1, 400, 34, nil},
		{"srd-5.2.1", "normal", 2, 0, 1, 600, 24, nil},
		{"srd-5.1", "slow", 0, 3, 2, 0, 42, nil},
		{"srd-5.1", "crawl", 0, 1, 0, 0, 0, ErrUnknownPace},
		{"next-2013", "fast", 0, 1, 0, 0, 0, ErrUnknownPace},
		{"next-2013", "hustle", 3, 0, 0, 1800, 0, nil},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		d, err := rs.Travel([]*Creature{NewCreature("c")}, tt.pace, tt.min, tt.hr, tt.day, dice.NewScripted())
		if !errors.Is(err, tt.err) || d.Feet != tt.feet || d.Miles != tt.miles {
			t.Errorf("%s %s: got %d ft %d mi %v, want %d ft %d mi %v", tt.rs, tt.pace, d.Feet, d.Miles, err, tt.feet, tt.miles, tt.err)
		}
	}
}

func TestSuffocation(t *testing.T) {
	tests := []struct {
		rs             string
		con, rounds    int
		hp, exhaustion int
		dead           bool
	}{
		{"srd-5.2.1", 14, 3, 10, 3, false},
		{"srd-5.2.1", 14, 6, 0, 6, true},
		{"srd-5.1", 14, 2, 10, 0, false},
		{"srd-5.1", 14, 3, 0, 0, false},
		{"srd-5.1", 6, 2, 0, 0, false},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		c := NewCreature("c")
		c.Scores[CON] = tt.con
		if _, err := rs.Suffocate(c, tt.rounds); err != nil {
			t.Fatal(err)
		}
		if c.HP != tt.hp || c.Exhaustion != tt.exhaustion || c.Dead != tt.dead {
			t.Errorf("%s CON %d, %d rounds: hp %d exhaustion %d dead %v, want %d %d %v", tt.rs, tt.con, tt.rounds,
				c.HP, c.Exhaustion, c.Dead, tt.hp, tt.exhaustion, tt.dead)
		}
	}
	if _, err := mustGet(t, "next-2013").Suffocate(NewCreature("c"), 1); !errors.Is(err, ErrNoSuffocationRule) {
		t.Errorf("next-2013 suffocation: got %v", err)
	}
}

func TestSpellcasting(t *testing.T) {
	tests := []struct {
		rs           string
		score, level int
		bonus        int
		trained      bool
		dc, attack   int
	}{
		{"srd-5.2.1", 16, 5, 0, false, 14, 6},
		{"srd-5.1", 16, 1, 0, false, 13, 5},
		{"next-2013", 16, 1, 1, false, 14, 3},
		{"next-2013", 16, 1, 0, true, 13, 5},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		c := NewCreature("c")
		c.Scores[INT], c.Level, c.SpellcastingBonus = tt.score, tt.level, tt.bonus
		c.Proficient["magic"] = tt.trained
		dc, terms := rs.SpellSaveDC(c, INT)
		atk, _ := rs.SpellAttackBonus(c, INT)
		if dc != tt.dc || atk != tt.attack || Sum(terms) != dc {
			t.Errorf("%s: DC %d attack %d, want %d %d", tt.rs, dc, atk, tt.dc, tt.attack)
		}
	}
}

func TestCriticalDamage(t *testing.T) {
	tests := []struct {
		rs    string
		ds    []DamageDice
		flat  int
		extra int
		faces []int
		want  int
	}{
		{"srd-5.2.1", []DamageDice{{2, 6}}, 2, 0, []int{1, 2, 3, 4}, 12},
		{"srd-5.1", []DamageDice{{1, 8}}, 3, 0, []int{5, 6}, 14},
		{"next-2013", []DamageDice{{2, 6}}, 2, 0, []int{1}, 15},
		{"next-2013", []DamageDice{{2, 6}}, 2, 0, []int{6}, 20},
		{"next-2013", []DamageDice{{1, 6}, {1, 8}}, 0, 0, []int{8}, 22},
		{"next-2013", []DamageDice{{1, 6}, {1, 8}}, 0, 6, []int{1}, 15},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		r := dice.NewScripted(tt.faces...)
		got, terms, err := rs.CriticalDamage(tt.ds, tt.flat, tt.extra, r)
		if err != nil || got != tt.want || Sum(terms) != got || r.Remaining() != 0 {
			t.Errorf("%s %v%+d: got %d (%v, %d faces left), want %d", tt.rs, tt.ds, tt.flat, got, err, r.Remaining(), tt.want)
		}
	}
}

func TestSway(t *testing.T) {
	tests := []struct {
		rs, attitude string
		face         int
		dc           int
		reaction     string
	}{
		{"next-2013", "hostile", 9, 0, "opposes, and may take risks to do so"},
		{"next-2013", "hostile", 10, 10, "neither helps nor harms"},
		{"next-2013", "", 20, 20, "accepts a minor risk or sacrifice"},
		{"next-2013", "friendly", 19, 10, "accepts a minor risk or sacrifice"},
		{"srd-5.2.1", "", 15, 15, ""},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		by, target := NewCreature("a"), NewCreature("b")
		target.Attitude = tt.attitude
		res, err := rs.Sway(by, target, Test{Ability: CHA, Skill: "persuasion"}, "", dice.NewScripted(tt.face))
		if err != nil || res.DC != tt.dc || res.Reaction != tt.reaction {
			t.Errorf("%s %s %d: got DC %d %q (%v), want %d %q", tt.rs, tt.attitude, tt.face, res.DC, res.Reaction, err, tt.dc, tt.reaction)
		}
	}
	if _, err := mustGet(t, "srd-5.1").Sway(NewCreature("a"), NewCreature("b"), Test{}, "", nil); !errors.Is(err, ErrNoSocialRule) {
		t.Errorf("srd-5.1 sway: got %v", err)
	}
}

func TestEndDay(t *testing.T) {
	tests := []struct {
		rs          string
		start       int
		food, water float64
		faces       []int
		gained      int
	}{
		{"srd-5.2.1", 0, 1, 0.5, nil, 0},
		{"srd-5.2.1", 0, 1, 0.49, nil, 1},
		{"srd-5.2.1", 0, 0.4, 1, []int{9}, 1},
		{"srd-5.2.1", 0, 0.4, 1, []int{10}, 0},
		{"srd-5.1", 0, 1, 0.5, []int{14}, 1},
		{"srd-5.1", 0, 1, 0.5, []int{15}, 0},
		{"srd-5.1", 1, 1, 0.4, nil, 2},
		{"srd-5.1", 0, 1, 0.4, nil, 1},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		c := NewCreature("c")
		c.Exhaustion = tt.start
		r := dice.NewScripted(tt.faces...)
		res, err := rs.EndDay(c, tt.food, tt.water, false, r)
		if err != nil || res.Exhaustion != tt.gained || r.Remaining() != 0 {
			t.Errorf("%s food %g water %g: gained %d (%v), want %d", tt.rs, tt.food, tt.water, res.Exhaustion, err, tt.gained)
		}
	}
}

func TestHide(t *testing.T) {
	tests := []struct {
		rs        string
		faces     []int // the hider's d20, then the observers' where they roll
		obsWis    int
		hidden    bool
		invisible bool
	}{
		{"srd-5.2.1", []int{15}, 10, true, true},
		{"srd-5.2.1", []int{14}, 10, false, false},
		{"srd-5.1", []int{10}, 10, true, false}, // 10 meets passive 10
		{"srd-5.1", []int{9}, 10, false, false}, // 9 below passive 10
		{"next-2013", []int{10, 10}, 10, true, false},
		{"next-2013", []int{10, 11}, 10, false, false},
	}
	for _, tt := range tests {
		rs := mustGet(t, tt.rs)
		c, o := NewCreature("c"), NewCreature("o")
		o.Scores[WIS] = tt.obsWis
		r := dice.NewScripted(tt.faces...)
		res, err := rs.Hide(c, []*Creature{o}, r)
		if err != nil || c.Hidden != tt.hidden || res.Check.Success != tt.hidden || c.Has(rs, "invisible") != tt.invisible || r.Remaining() != 0 {
			t.Errorf("%s %v: hidden %v invisible %v (%v), want %v %v", tt.rs, tt.faces, c.Hidden, c.Has(rs, "invisible"), err, tt.hidden, tt.invisible)
		}
	}
}
