package rules

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/dice"
)

// turnStep is one turn boundary in a duration table: whose turn, start or
// end, the faces its saves roll, and the conditions ana has afterwards.
type turnStep struct {
	whose string
	at    TurnPoint
	faces []int
	want  []string
}

func TestDurations(t *testing.T) {
	tests := []struct {
		name  string
		rs    string
		given []ConditionInstance
		steps []turnStep
	}{
		{"until the end of the source's turn", "srd-5.2.1",
			[]ConditionInstance{{Name: "frightened", Source: "mira", Duration: Duration{Until: EndOfTurn, Of: "mira"}}},
			[]turnStep{{"ana", EndOfTurn, nil, []string{"frightened"}}, {"mira", StartOfTurn, nil, []string{"frightened"}}, {"mira", EndOfTurn, nil, []string{}}}},
		{"until the start of its own next turn", "srd-5.1",
			[]ConditionInstance{{Name: "prone", Duration: Duration{Until: StartOfTurn}}},
			[]turnStep{{"mira", StartOfTurn, nil, []string{"prone"}}, {"ana", EndOfTurn, nil, []string{"prone"}}, {"ana", StartOfTurn, nil, []string{}}}},
		{"two rounds on mira's turns", "next-2013",
			[]ConditionInstance{{Name: "blinded", Duration: Duration{Until: StartOfTurn, Of: "mira", Turns: 2}}},
			[]turnStep{{"mira", StartOfTurn, nil, []string{"blinded"}}, {"ana", StartOfTurn, nil, []string{"blinded"}}, {"mira", StartOfTurn, nil, []string{}}}},
		{"save ends: a failure, then a success", "srd-5.2.1",
			[]ConditionInstance{{Name: "paralyzed", Source: "hold person", Duration: Duration{Save: RepeatSave{Ability: WIS, DC: 13}}}},
			[]turnStep{{"mira", EndOfTurn, nil, []string{"incapacitated", "paralyzed"}}, {"ana", EndOfTurn, []int{12}, []string{"incapacitated", "paralyzed"}}, {"ana", EndOfTurn, []int{13}, []string{}}}},
		{"save at the start of the turn", "srd-5.1",
			[]ConditionInstance{{Name: "charmed", Duration: Duration{Save: RepeatSave{Ability: CHA, DC: 10, At: StartOfTurn}}}},
			[]turnStep{{"ana", EndOfTurn, nil, []string{"charmed"}}, {"ana", StartOfTurn, []int{10}, []string{}}}},
		{"a duration that ends makes no save", "srd-5.2.1",
			[]ConditionInstance{{Name: "poisoned", Duration: Duration{Until: EndOfTurn, Save: RepeatSave{Ability: CON, DC: 30}}}},
			[]turnStep{{"ana", EndOfTurn, nil, []string{}}}},
		{"two sources, each its own duration", "srd-5.2.1",
			[]ConditionInstance{
				{Name: "frightened", Source: "a", Duration: Duration{Until: EndOfTurn, Of: "mira"}},
				{Name: "frightened", Source: "b", Duration: Duration{Until: StartOfTurn, Of: "mira"}}},
			[]turnStep{{"mira", StartOfTurn, nil, []string{"frightened"}}, {"mira", EndOfTurn, nil, []string{}}}},
		{"the same source again starts its duration again", "srd-5.2.1",
			[]ConditionInstance{
				{Name: "frightened", Source: "a", Duration: Duration{Until: StartOfTurn, Of: "mira"}},
				{Name: "frightened", Source: "a"}},
			[]turnStep{{"mira", StartOfTurn, nil, []string{"frightened"}}}},
		{"one effect's conditions, one repeat save for all", "srd-5.2.1",
			[]ConditionInstance{
				{Name: "paralyzed", Source: "tentacles (chuul)", Duration: Duration{Save: RepeatSave{Ability: CON, DC: 13}}},
				{Name: "poisoned", Source: "tentacles (chuul)", Duration: Duration{Save: RepeatSave{Ability: CON, DC: 13}}}},
			[]turnStep{{"ana", EndOfTurn, []int{12}, []string{"incapacitated", "paralyzed", "poisoned"}}, {"ana", EndOfTurn, []int{13}, []string{}}}},
		{"two sources, a repeat save each", "srd-5.2.1",
			[]ConditionInstance{
				{Name: "frightened", Source: "a", Duration: Duration{Save: RepeatSave{Ability: WIS, DC: 13}}},
				{Name: "poisoned", Source: "b", Duration: Duration{Save: RepeatSave{Ability: CON, DC: 13}}}},
			[]turnStep{{"ana", EndOfTurn, []int{13, 2}, []string{"poisoned"}}}},
		{"indefinite lasts", "next-2013",
			[]ConditionInstance{{Name: "stunned"}},
			[]turnStep{{"ana", StartOfTurn, nil, []string{"stunned"}}, {"ana", EndOfTurn, nil, []string{"stunned"}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, _ := Get(tt.rs)
			c := NewCreature("ana")
			for _, in := range tt.given {
				if err := rs.ApplyCondition(c, in); err != nil {
					t.Fatal(err)
				}
			}
			for i, s := range tt.steps {
				r := dice.NewScripted(s.faces...)
				turn := rs.StartTurn
				if s.at == EndOfTurn {
					turn = rs.EndTurn
				}
				if _, err := turn(c, s.whose, r); err != nil {
					t.Fatalf("step %d: %v", i, err)
				}
				if got := c.Conditions(rs); !slices.Equal(got, s.want) {
					t.Errorf("step %d (%s of %s's turn): got %v, want %v", i, s.at, s.whose, got, s.want)
				}
				if r.Remaining() != 0 {
					t.Errorf("step %d: %d faces unrolled", i, r.Remaining())
				}
			}
		})
	}
}

func TestTurnResultExplains(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	_ = rs.ApplyCondition(c, ConditionInstance{Name: "restrained", Source: "web", Duration: Duration{Until: StartOfTurn, Turns: 3, Of: "mira"}})
	_ = rs.ApplyCondition(c, ConditionInstance{Name: "poisoned", Source: "venom", Duration: Duration{Save: RepeatSave{Ability: CON, DC: 12}}})
	for range 2 {
		if _, err := rs.StartTurn(c, "mira", dice.NewScripted()); err != nil {
			t.Fatal(err)
		}
	}
	if got := c.Instances()[0].Left(); got != 1 {
		t.Errorf("web has %d turns left, want 1", got)
	}
	got, err := rs.StartTurn(c, "mira", dice.NewScripted())
	want := Ended{Creature: "ana", What: "restrained", Source: "web", Why: "3 rounds ran out at the start of mira's turn", Rule: "SRD 5.2.1, Conditions"}
	if err != nil || len(got.Ended) != 1 || got.Ended[0] != want {
		t.Errorf("StartTurn = %+v, %v; want %+v", got, err, want)
	}
	got, err = rs.EndTurn(c, "ana", dice.NewScripted(12))
	if err != nil || len(got.Saves) != 1 || !got.Saves[0].Result.Success || got.Ended[0].Why != "saved: con save 12 against DC 12" {
		t.Errorf("EndTurn = %+v, %v", got, err)
	}
}

func TestDurationErrors(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	for _, tt := range []struct {
		in   ConditionInstance
		want error
	}{
		{ConditionInstance{Name: "dazed"}, ErrUnknownCondition},
		{ConditionInstance{Name: "prone", Duration: Duration{Turns: -1, Until: EndOfTurn}}, ErrBadDuration},
		{ConditionInstance{Name: "prone", Duration: Duration{Turns: 2}}, ErrBadDuration},
		{ConditionInstance{Name: "prone", Duration: Duration{Until: 7}}, ErrBadDuration},
		{ConditionInstance{Name: "prone", Duration: Duration{Save: RepeatSave{Ability: NoAbility, DC: 10}}}, ErrBadDuration},
		{ConditionInstance{Name: "prone", Duration: Duration{Save: RepeatSave{DC: -3}}}, ErrBadDuration},
		{ConditionInstance{Name: "exhaustion", Duration: Duration{Until: EndOfTurn}}, ErrBadDuration},
	} {
		if err := rs.ApplyCondition(c, tt.in); !errors.Is(err, tt.want) {
			t.Errorf("ApplyCondition(%+v) = %v, want %v", tt.in, err, tt.want)
		}
	}
	if len(c.Instances()) != 0 {
		t.Errorf("refused instances were kept: %v", c.Instances())
	}
}

func TestDurationString(t *testing.T) {
	for _, tt := range []struct {
		d    Duration
		want string
	}{
		{Duration{}, "until removed"},
		{Duration{Until: EndOfTurn, Of: "mira"}, "until the end of mira's next turn"},
		{Duration{Until: StartOfTurn, Turns: 10}, "10 rounds (start of its turns)"},
		{Duration{Save: RepeatSave{Ability: WIS, DC: 13}}, "save ends (wis DC 13 at the end of its turns)"},
		{Duration{Until: StartOfTurn, Turns: 10, Save: RepeatSave{Ability: CON, DC: 12, At: StartOfTurn}}, "10 rounds (start of its turns), save ends (con DC 12 at the start of its turns)"},
	} {
		if got := tt.d.String(); got != tt.want {
			t.Errorf("%+v: got %q, want %q", tt.d, got, tt.want)
		}
	}
}

// TestZeroHPUnconscious: healing ends the Unconscious of 0 hit points but
// not one a spell imposed.
func TestZeroHPUnconscious(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	_ = rs.ApplyCondition(c, ConditionInstance{Name: "unconscious", Source: "sleep", Duration: Duration{Until: StartOfTurn, Turns: 10}})
	if _, err := rs.Damage(c, Damage{Amount: 10, Type: "fire"}); err != nil {
		t.Fatal(err)
	}
	if _, err := rs.Heal(c, 3); err != nil {
		t.Fatal(err)
	}
	var src []string
	for _, in := range c.Instances() {
		src = append(src, in.Source)
	}
	if strings.Join(src, ",") != "sleep" {
		t.Errorf("after healing, unconscious from %v, want sleep only", src)
	}
}

// TestHotPathsDoNotAllocate: Has and the situation of a test stay free of
// allocations with instances from several sources.
func TestHotPathsDoNotAllocate(t *testing.T) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	for _, in := range []ConditionInstance{
		{Name: "poisoned", Source: "a", Duration: Duration{Until: EndOfTurn}},
		{Name: "poisoned", Source: "b"},
		{Name: "unconscious", Source: "sleep", Duration: Duration{Save: RepeatSave{Ability: WIS, DC: 12}}},
	} {
		if err := rs.ApplyCondition(c, in); err != nil {
			t.Fatal(err)
		}
	}
	if n := testing.AllocsPerRun(100, func() { _ = c.Has(rs, "prone") }); n != 0 {
		t.Errorf("Has allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { _ = c.Speed(rs) }); n != 0 {
		t.Errorf("Speed allocates %v times", n)
	}
	// a turn boundary at which nothing ends allocates nothing
	if n := testing.AllocsPerRun(100, func() { _, _ = rs.StartTurn(c, "mira", nil) }); n != 0 {
		t.Errorf("StartTurn allocates %v times", n)
	}
}

func BenchmarkTurn(b *testing.B) {
	rs, _ := Get("srd-5.2.1")
	c := NewCreature("ana")
	r := dice.NewSeeded(1)
	b.ReportAllocs()
	for b.Loop() {
		_ = rs.ApplyCondition(c, ConditionInstance{Name: "frightened", Source: "mira", Duration: Duration{Until: EndOfTurn, Of: "mira"}})
		if _, err := rs.StartTurn(c, "mira", r); err != nil {
			b.Fatal(err)
		}
		if _, err := rs.EndTurn(c, "mira", r); err != nil {
			b.Fatal(err)
		}
	}
}
