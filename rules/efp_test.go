package rules

import (
	"errors"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

func efp(t *testing.T) *Ruleset {
	t.Helper()
	rs, err := Get("5efp")
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// TestMaxWounds checks the digest's fixtures: a LEVEL 1 fighter with CON +2
// has 7, 9 at LEVEL 3; a hill-dwarf draconic sorcerer has 3 + CON + 1 + 1.
func TestMaxWounds(t *testing.T) {
	dwarf := Term{1, "hill dwarf", "5efp, Hill Dwarf"}
	draconic := Term{1, "draconic resilience", "5efp, Draconic Resilience"}
	for _, tt := range []struct {
		class      string
		con, level int
		bonus      []Term
		want       int
	}{
		{"fighter", 2, 1, nil, 7}, {"fighter", 2, 3, nil, 9}, {"Sorcerer", 1, 1, []Term{dwarf, draconic}, 6},
		{"barbarian", 0, 1, nil, 5}, {"monk", 0, 7, nil, 11}, {"bard", 0, 1, nil, 4}, {"cleric", 0, 1, nil, 4},
		{"paladin", 0, 1, nil, 4}, {"ranger", 0, 1, nil, 4}, {"rogue", 0, 1, nil, 4}, {"druid", 0, 1, nil, 3},
		{"warlock", 0, 1, nil, 3}, {"wizard", -1, 2, nil, 3}, {"wizard", -5, 1, nil, 1},
	} {
		got, terms, err := MaxWounds(tt.class, tt.con, tt.level, tt.bonus...)
		if err != nil || got != tt.want || (tt.want > 1 && Sum(terms) != got) {
			t.Errorf("MaxWounds(%s, %d, %d) = %d %v %v, want %d", tt.class, tt.con, tt.level, got, terms, err, tt.want)
		}
	}
	for _, bad := range []struct {
		class string
		level int
	}{{"necromancer", 1}, {"fighter", 0}, {"fighter", 8}} {
		if _, _, err := MaxWounds(bad.class, 0, bad.level); err == nil {
			t.Errorf("MaxWounds(%s, level %d) should fail", bad.class, bad.level)
		}
	}
}

// TestEFPNumbers: scores are modifiers, the proficiency bonus is LEVEL, and
// Defense is 10 + DEX.
func TestEFPNumbers(t *testing.T) {
	rs := efp(t)
	for _, score := range []int{-5, -1, 0, 1, 4, 10} {
		c := rs.NewCreature("a")
		c.Scores[DEX] = score
		if got := rs.Mod(c, DEX); got != score {
			t.Errorf("Mod(DEX %d) = %d", score, got)
		}
		if got, _ := rs.Defense(c); got != 10+score {
			t.Errorf("Defense(DEX %d) = %d, want %d", score, got, 10+score)
		}
	}
	for level := 1; level <= 7; level++ {
		c := rs.NewCreature("a")
		c.Level = level
		if got := rs.ProficiencyBonus(c); got != level {
			t.Errorf("ProficiencyBonus(LEVEL %d) = %d", level, got)
		}
	}
	for _, tt := range []struct {
		score, level int
		want         error
	}{{11, 1, ErrScore}, {-6, 1, ErrScore}, {10, 1, nil}, {0, 0, ErrLevel}, {0, 8, ErrLevel}, {0, 7, nil}} {
		c := rs.NewCreature("a")
		c.Scores[WIS], c.Level = tt.score, tt.level
		if err := rs.Validate(c); !errors.Is(err, tt.want) {
			t.Errorf("Validate(WIS %d, LEVEL %d) = %v, want %v", tt.score, tt.level, err, tt.want)
		}
	}
	srd, _ := Get("srd-5.2.1")
	c := srd.NewCreature("a")
	if srd.Mod(c, DEX) != 0 || c.MaxHP != 10 || srd.Validate(c) != nil {
		t.Errorf("the SRD creature changed: %+v", c)
	}
	// Passive WIS: LEVEL 1, WIS +2, proficient: 13 (5efp, Passive Checks).
	c = rs.NewCreature("monrovia")
	c.Scores[WIS] = 2
	c.Proficient["wis"] = true
	if got, _ := rs.Passive(c, Test{Ability: WIS}); got != 13 {
		t.Errorf("passive WIS = %d, want 13", got)
	}
	if _, err := rs.Test(c, Test{Kind: Save, Ability: DEX, DC: 10}, dice.NewScripted(10)); !errors.Is(err, ErrNoSaves) {
		t.Errorf("a 5efp save gave %v, want ErrNoSaves", err)
	}
}

// TestWounds runs damage through the wound rules.
func TestWounds(t *testing.T) {
	rs := efp(t)
	for _, tt := range []struct {
		name                       string
		max, wounds, bolster       int
		monster                    bool
		d                          Damage
		wantWounds, wantBolster    int
		wantDead, wantOut, wantKO  bool
		wantFailures, wantToWounds int
	}{
		{name: "below MAX", max: 5, d: Damage{Amount: 2}, wantWounds: 2, wantToWounds: 2},
		{name: "reaches MAX", max: 4, wounds: 2, d: Damage{Amount: 3}, wantWounds: 4, wantOut: true, wantToWounds: 2},
		{name: "instant death: MAX 6, 3 wounds, 9 damage", max: 6, wounds: 3, d: Damage{Amount: 9}, wantWounds: 6, wantDead: true, wantToWounds: 3},
		{name: "5 beyond MAX 6", max: 6, wounds: 3, d: Damage{Amount: 8}, wantWounds: 6, wantOut: true, wantToWounds: 3},
		{name: "bolster 1, 3 wounds", max: 6, bolster: 1, d: Damage{Amount: 3}, wantWounds: 2, wantToWounds: 2},
		{name: "bolster absorbs all", max: 6, bolster: 3, d: Damage{Amount: 2}, wantBolster: 1},
		{name: "at MAX: a failure", max: 4, wounds: 4, d: Damage{Amount: 1}, wantWounds: 4, wantOut: true, wantFailures: 1},
		{name: "at MAX: a crit, two", max: 4, wounds: 4, d: Damage{Amount: 1, Crit: true}, wantWounds: 4, wantOut: true, wantFailures: 2},
		{name: "at MAX: MAX damage kills", max: 4, wounds: 4, d: Damage{Amount: 4}, wantWounds: 4, wantDead: true},
		{name: "monster at MAX", max: 2, monster: true, d: Damage{Amount: 2}, wantWounds: 2, wantDead: true, wantToWounds: 2},
		{name: "knock out", max: 4, wounds: 2, d: Damage{Amount: 3, KnockOut: true}, wantWounds: 4, wantOut: true, wantKO: true, wantToWounds: 2},
		{name: "knock out, lethal excess", max: 3, d: Damage{Amount: 6, KnockOut: true}, wantWounds: 3, wantDead: true, wantToWounds: 3},
		{name: "resistance after the aura", max: 6, d: Damage{Amount: 3, Type: "bludgeoning", Adjust: []Term{{-1, "aura", ""}}}, wantWounds: 1, wantToWounds: 1},
	} {
		c := rs.NewCreature("a")
		c.MaxWounds, c.Wounds, c.Bolster, c.Monster = tt.max, tt.wounds, tt.bolster, tt.monster
		c.Resist["bludgeoning"] = true
		if rs.Down(c) {
			c.give("unconscious", SourceZeroHP)
		}
		res, err := rs.Damage(c, tt.d)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		got := []any{c.Wounds, c.Bolster, c.Dead, c.Has(rs, "unconscious") && !c.Dead, c.Stable, c.Saves.Failures, res.ToWounds}
		want := []any{tt.wantWounds, tt.wantBolster, tt.wantDead, tt.wantOut, tt.wantKO, tt.wantFailures, tt.wantToWounds}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%s: wounds, bolster, dead, out, stable, failures, to wounds = %v, want %v", tt.name, got, want)
				break
			}
		}
		if c.HP != 0 || c.TempHP != 0 {
			t.Errorf("%s: hit points moved: %d, %d", tt.name, c.HP, c.TempHP)
		}
	}
}

// TestWoundHealing: healing discards wounds, stabilizes even at 0, and
// wakes below MAX; a rest discards up to LEVEL twice a session.
func TestWoundHealing(t *testing.T) {
	rs := efp(t)
	for _, tt := range []struct {
		max, wounds, heal     int
		wantGot, wantWounds   int
		wantStable, wantAwake bool
	}{
		{5, 1, 2, 1, 0, false, true},
		{4, 4, 0, 0, 4, true, false},
		{4, 4, 1, 1, 3, false, true},
		{6, 3, 2, 2, 1, false, true},
	} {
		c := rs.NewCreature("a")
		c.MaxWounds, c.Wounds = tt.max, tt.wounds
		if rs.Down(c) {
			c.give("unconscious", SourceZeroHP)
			c.Saves.Failures = 2
		}
		got, err := rs.Heal(c, tt.heal)
		if err != nil || got != tt.wantGot || c.Wounds != tt.wantWounds || c.Stable != tt.wantStable ||
			c.Has(rs, "unconscious") == tt.wantAwake || c.Saves.Failures != 0 {
			t.Errorf("heal %d of %d/%d: got %d, %d wounds, stable %v, saves %+v, %v", tt.heal, tt.wounds, tt.max, got, c.Wounds, c.Stable, c.Saves, err)
		}
	}
	c := rs.NewCreature("a")
	c.MaxWounds, c.Wounds, c.Level = 6, 5, 2
	for i, want := range []int{2, 2} {
		if got, err := rs.EndRest(c); err != nil || got != want {
			t.Errorf("rest %d: %d, %v; want %d", i+1, got, err, want)
		}
	}
	if _, err := rs.EndRest(c); !errors.Is(err, ErrRestsSpent) {
		t.Errorf("third rest: %v", err)
	}
	if _, err := rs.LongRest(c); !errors.Is(err, ErrOneRest) {
		t.Errorf("long rest in 5efp: %v", err)
	}
	if err := rs.GiveTempHP(c, 1); !errors.Is(err, ErrNoHitPoints) {
		t.Errorf("temp HP in 5efp: %v", err)
	}
	srd, _ := Get("srd-5.1")
	if _, err := srd.EndRest(srd.NewCreature("b")); !errors.Is(err, ErrTwoRests) {
		t.Errorf("a single rest in srd-5.1: %v", err)
	}
	if err := srd.GiveBolster(srd.NewCreature("b"), 1, false); !errors.Is(err, ErrNoWounds) {
		t.Errorf("bolster in srd-5.1: %v", err)
	}
}

func TestBolster(t *testing.T) {
	rs := efp(t)
	for _, tt := range []struct {
		had, gain int
		replace   bool
		want      int
	}{{2, 1, false, 2}, {2, 1, true, 1}, {1, 3, false, 3}, {0, 0, false, 0}} {
		c := rs.NewCreature("a")
		c.Bolster = tt.had
		if err := rs.GiveBolster(c, tt.gain, tt.replace); err != nil || c.Bolster != tt.want {
			t.Errorf("bolster %d + %d (replace %v) = %d, %v; want %d", tt.had, tt.gain, tt.replace, c.Bolster, err, tt.want)
		}
	}
	if err := rs.GiveBolster(rs.NewCreature("a"), -1, false); err == nil {
		t.Error("negative bolster accepted")
	}
}

func TestSpendMana(t *testing.T) {
	for _, tt := range []struct {
		name                  string
		level, mana, spell, n int
		wantLevel, wantLeft   int
		ok                    bool
	}{
		{"cantrip", 1, 2, 0, 0, 0, 2, true},
		{"level 1 spell", 1, 2, 1, 1, 1, 1, true},
		{"upcast to 2 at LEVEL 2", 2, 2, 1, 2, 2, 0, true},
		{"upcast beyond LEVEL", 1, 2, 1, 2, 0, 2, false},
		{"spell above LEVEL", 1, 2, 2, 2, 0, 2, false},
		{"too little mana spent", 3, 4, 2, 1, 0, 4, false},
		{"not enough mana", 3, 1, 2, 2, 0, 1, false},
	} {
		c := NewCreature("a")
		c.Level, c.Mana = tt.level, tt.mana
		got, err := SpendMana(c, tt.spell, tt.n)
		if (err == nil) != tt.ok || got != tt.wantLevel || c.Mana != tt.wantLeft {
			t.Errorf("%s: level %d, mana left %d, %v", tt.name, got, c.Mana, err)
		}
	}
}

// TestLosingMaxWounds: MAX Wounds below the wounds knocks out, discards the
// excess and costs one death save failure (5efp, MAX Wounds).
func TestLosingMaxWounds(t *testing.T) {
	rs := efp(t)
	c := rs.NewCreature("a")
	c.MaxWounds, c.Wounds = 6, 4
	if err := rs.SetMaxWounds(c, 3); err != nil || c.Wounds != 3 || !c.Has(rs, "unconscious") || c.Saves.Failures != 1 {
		t.Errorf("got %d wounds, failures %d, %v", c.Wounds, c.Saves.Failures, err)
	}
	if err := rs.SetMaxWounds(c, 0); err == nil {
		t.Error("MAX Wounds 0 accepted")
	}
}
