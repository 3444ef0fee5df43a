package character

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestInvocationEffects checks what the invocations put on the sheet,
// worked out by hand from the SRDs. The warlocks have CHA 16 (+3).
//
//	2024 (SRD 5.2.1, Classes, Warlock, Eldritch Invocation Options),
//	warlock 5: Agonizing Blast on eldritch-blast and chill-touch: +3 each;
//	Eldritch Spear on eldritch-blast: 120 + 30 × 5 = 270 ft.; Repelling
//	Blast: 10 ft., Large or smaller; Devil's Sight: darkvision 120.
//	2014 (SRD 5.1, Classes, Warlock, Eldritch Invocations), warlock 5:
//	Agonizing Blast +3 on eldritch-blast, Eldritch Spear 300 ft. (120 +
//	180), Repelling Blast 10 ft. any size.
func TestInvocationEffects(t *testing.T) {
	tests := []struct {
		name, rs    string
		level       int
		cantrips    []string
		invocations []string
		chosen      map[string][]string
		want        []InvocationCantrip // Invocation, Cantrip, Push, Largest; DamageBonus and Range values below
		damage      []int               // each want's damage bonus (0: none)
		rng         []int               // each want's range (0: none)
		darkvision  int
		pending     string
		err         string
	}{
		{name: "2024 warlock 5", rs: "srd-5.2.1", level: 5, cantrips: []string{"eldritch-blast", "chill-touch"},
			invocations: []string{"agonizing-blast", "agonizing-blast", "eldritch-spear", "repelling-blast", "devils-sight"},
			chosen:      map[string][]string{"agonizing-blast": {"eldritch-blast", "chill-touch"}, "eldritch-spear": {"eldritch-blast"}, "repelling-blast": {"eldritch-blast"}},
			want: []InvocationCantrip{{Invocation: "eldritch-invocation-agonizing-blast", Cantrip: "eldritch-blast"},
				{Invocation: "eldritch-invocation-agonizing-blast", Cantrip: "chill-touch"},
				{Invocation: "eldritch-invocation-eldritch-spear", Cantrip: "eldritch-blast"},
				{Invocation: "eldritch-invocation-repelling-blast", Cantrip: "eldritch-blast", Push: 10, Largest: "large"}},
			damage: []int{3, 3, 0, 0}, rng: []int{0, 0, 270, 0}, darkvision: 120},
		{name: "2024 the only eligible cantrip", rs: "srd-5.2.1", level: 2, cantrips: []string{"eldritch-blast", "prestidigitation"},
			invocations: []string{"agonizing-blast"},
			want:        []InvocationCantrip{{Invocation: "eldritch-invocation-agonizing-blast", Cantrip: "eldritch-blast"}}, damage: []int{3}, rng: []int{0}},
		{name: "2024 two eligible, none chosen", rs: "srd-5.2.1", level: 2, cantrips: []string{"eldritch-blast", "chill-touch"},
			invocations: []string{"agonizing-blast"}, pending: "agonizing-blast: choose the cantrip it acts on (invocation_cantrips)"},
		{name: "2024 a cantrip not known", rs: "srd-5.2.1", level: 2, cantrips: []string{"eldritch-blast"},
			invocations: []string{"agonizing-blast"}, chosen: map[string][]string{"agonizing-blast": {"chill-touch"}},
			err: "invocation_cantrips: chill-touch for agonizing-blast is not a warlock cantrip the character knows that deals damage (SRD 5.2.1, Classes, Warlock, Agonizing Blast)"},
		{name: "2024 the same cantrip twice", rs: "srd-5.2.1", level: 5, cantrips: []string{"eldritch-blast", "chill-touch"},
			invocations: []string{"agonizing-blast", "agonizing-blast"}, chosen: map[string][]string{"agonizing-blast": {"eldritch-blast", "eldritch-blast"}},
			err: "invocation_cantrips: eldritch-blast is chosen twice for agonizing-blast; each time takes a different cantrip (SRD 5.2.1, Classes, Warlock, Agonizing Blast)"},
		{name: "2024 spear on a touch cantrip", rs: "srd-5.2.1", level: 2, cantrips: []string{"eldritch-blast", "chill-touch"},
			invocations: []string{"eldritch-spear"}, chosen: map[string][]string{"eldritch-spear": {"chill-touch"}},
			err: "invocation_cantrips: chill-touch for eldritch-spear is not a warlock cantrip the character knows that deals damage at a range of 10 ft. or more (SRD 5.2.1, Classes, Warlock, Eldritch Spear)"},
		{name: "2024 spear: the only cantrip with range", rs: "srd-5.2.1", level: 2, cantrips: []string{"eldritch-blast", "chill-touch"},
			invocations: []string{"eldritch-spear"},
			want:        []InvocationCantrip{{Invocation: "eldritch-invocation-eldritch-spear", Cantrip: "eldritch-blast"}}, damage: []int{0}, rng: []int{120 + 60}},
		{name: "2024 a cantrip for devil's sight", rs: "srd-5.2.1", level: 2, cantrips: []string{"eldritch-blast"},
			invocations: []string{"devils-sight"}, chosen: map[string][]string{"devils-sight": {"eldritch-blast"}},
			err: "invocation_cantrips names devils-sight, which acts on no chosen cantrip"},
		{name: "2014 warlock 5", rs: "srd-5.1", level: 5, cantrips: []string{"eldritch-blast"},
			invocations: []string{"agonizing-blast", "eldritch-spear", "repelling-blast"},
			want: []InvocationCantrip{{Invocation: "eldritch-invocation-agonizing-blast", Cantrip: "eldritch-blast"},
				{Invocation: "eldritch-invocation-eldritch-spear", Cantrip: "eldritch-blast"},
				{Invocation: "eldritch-invocation-repelling-blast", Cantrip: "eldritch-blast", Push: 10}},
			damage: []int{3, 0, 0}, rng: []int{0, 300, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, "warlock", tt.level)
			spec.Spells = map[string][]string{"warlock": tt.cantrips}
			spec.Invocations, spec.InvocationCantrips = tt.invocations, tt.chosen
			c, err := Build(spec, cat)
			if tt.err != "" {
				if err == nil || !strings.HasSuffix(err.Error(), tt.err) || !errors.Is(err, ErrIllegal) {
					t.Fatalf("got %v, want ...%s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c.Mod(rules.CHA) != 3 {
				t.Fatalf("CHA mod %d, want 3", c.Mod(rules.CHA))
			}
			got := c.Sheet.InvocationCantrips
			if len(got) != len(tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Invocation != w.Invocation || g.Cantrip != w.Cantrip || g.Push != w.Push || g.Largest != w.Largest {
					t.Errorf("%d: got %+v, want %+v", i, g, w)
				}
				if d := tt.damage[i]; (d == 0) != (g.DamageBonus == nil) || (g.DamageBonus != nil && g.DamageBonus.Value != d) {
					t.Errorf("%d: damage bonus %+v, want %d", i, g.DamageBonus, d)
				}
				if r := tt.rng[i]; (r == 0) != (g.Range == nil) || (g.Range != nil && (g.Range.Value != r || rules.Sum(g.Range.Terms) != r)) {
					t.Errorf("%d: range %+v, want %d", i, g.Range, r)
				}
				name := strings.TrimPrefix(w.Invocation, invocationPrefix)
				if g.DamageBonus != nil {
					if v, err := c.Explain("invocations." + name + "." + w.Cantrip + ".damage"); err != nil || v.Value != tt.damage[i] {
						t.Errorf("explain %s: %+v, %v", name, v, err)
					}
				}
			}
			if c.Sheet.Darkvision != tt.darkvision {
				t.Errorf("darkvision %d, want %d", c.Sheet.Darkvision, tt.darkvision)
			}
			if cr := c.Creature(); cr.Senses.Darkvision != tt.darkvision {
				t.Errorf("creature darkvision %d, want %d", cr.Senses.Darkvision, tt.darkvision)
			}
			if tt.pending != "" && !slices.Contains(c.Sheet.Pending, tt.pending) {
				t.Errorf("pending %v, want %q", c.Sheet.Pending, tt.pending)
			}
		})
	}
}

// TestInvocationSpells checks the invocations that cast a spell without a
// slot: a granted source "Eldritch Invocations" with CHA, its spells at
// will (no resource), Gift of the Depths' Water Breathing once a long rest
// and its swim speed equal to the speed (30 ft.); Witch Sight's truesight
// 30 ft.; Eldritch Mind's advantage (SRD 5.2.1, Classes, Warlock, Eldritch
// Invocation Options).
func TestInvocationSpells(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 15)
	spec.Invocations = []string{"armor-of-shadows", "fiendish-vigor", "misty-visions", "gift-of-the-depths", "witch-sight", "eldritch-mind", "one-with-shadows"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	var gc *GrantedCasting
	for i := range c.Sheet.Granted {
		if c.Sheet.Granted[i].Key == invocationsKey {
			gc = &c.Sheet.Granted[i]
		}
	}
	if gc == nil || gc.Ability != "cha" || gc.DC == nil || gc.DC.Value != 8+3+5 {
		t.Fatalf("granted %+v, want CHA, DC 16 (8 + 3 + proficiency 5)", gc)
	}
	type spell struct {
		id     string
		atWill bool
		free   int
	}
	var got []spell
	for _, s := range gc.Spells {
		got = append(got, spell{s.ID, s.AtWill, s.Free})
	}
	want := []spell{{"mage-armor", true, 0}, {"false-life", true, 0}, {"silent-image", true, 0}, {"water-breathing", false, 1}, {"invisibility", true, 0}}
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if v, err := c.Explain("resources.free-water-breathing"); err != nil || v.Value != 1 {
		t.Errorf("water breathing's free cast %+v, %v", v, err)
	}
	ids, _ := c.Castable()
	if !slices.Contains(ids, "mage-armor") || !slices.Contains(ids, "invisibility") {
		t.Errorf("castable %v", ids)
	}
	cr := c.Creature()
	if cr.Senses.Truesight != 30 || c.Sheet.Truesight != 30 || cr.Speeds.Swim != c.Sheet.Speed.Value || cr.Speeds.Swim == 0 {
		t.Errorf("truesight %d/%d, swim %d, speed %d", cr.Senses.Truesight, c.Sheet.Truesight, cr.Speeds.Swim, c.Sheet.Speed.Value)
	}
	if !slices.Contains(c.Sheet.Advantage, "concentration-saves") {
		t.Errorf("advantage %v", c.Sheet.Advantage)
	}
}

// TestThirstingBlade: the Attack action makes 1 attack, Thirsting Blade
// one more with the pact weapon, Devouring Blade one more again: 3 at
// warlock 12 (SRD 5.2.1, Classes, Warlock, Thirsting Blade, Devouring
// Blade).
func TestThirstingBlade(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 12)
	spec.Invocations = []string{"pact-of-the-blade", "thirsting-blade", "devouring-blade"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	v, err := c.Explain("invocations.thirsting-blade.attacks")
	if err != nil || v.Value != 3 || len(v.Terms) != 3 || rules.Sum(v.Terms) != 3 {
		t.Errorf("got %+v, %v, want 3 from 1 + 1 + 1", v, err)
	}
}

// TestTomeRituals24: the 2024 Book of Shadows also holds two level 1
// spells with the ritual tag, of any class's list, always prepared (SRD
// 5.2.1, Classes, Warlock, Pact of the Tome).
func TestTomeRituals24(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 1)
	spec.Invocations = []string{"pact-of-the-tome"}
	spec.TomeCantrips = []string{"sacred-flame", "guidance", "fire-bolt"}
	spec.TomeRituals = []string{"detect-magic", "find-familiar"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range c.Sheet.BookSpells {
		got = append(got, b.Spell)
	}
	if want := slices.Concat(spec.TomeCantrips, spec.TomeRituals); !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	if ids, _ := c.Castable(); !slices.Contains(ids, "find-familiar") {
		t.Errorf("castable %v", ids)
	}
	for _, tt := range []struct {
		rituals []string
		want    string
	}{
		{[]string{"detect-magic", "magic-missile"}, "tome_rituals: magic-missile has no ritual tag, and the book takes level 1 ritual spells (SRD 5.2.1, Classes, Warlock, Pact of the Tome)"},
		{[]string{"detect-magic", "find-familiar", "alarm"}, "tome_cantrips: 6 spells chosen, 5 allowed (SRD 5.2.1, Classes, Warlock, Pact of the Tome)"},
	} {
		spec.TomeRituals = tt.rituals
		if _, err := Build(spec, cat); err == nil || !strings.HasSuffix(err.Error(), tt.want) {
			t.Errorf("%v: got %v, want ...%s", tt.rituals, err, tt.want)
		}
	}
}

// TestSwapInvocation: on gaining a warlock level one invocation may be
// replaced by another open at the new level (SRD 5.2.1 and SRD 5.1,
// Classes, Warlock, Eldritch Invocations); a level in another class, an
// invocation the character lacks, or one another needs is refused.
func TestSwapInvocation(t *testing.T) {
	tests := []struct {
		name, class, old, repl string
		invocations            []string
		want                   []string
		err                    string
	}{
		{"a warlock level", "warlock", "armor-of-shadows", "devils-sight", []string{"armor-of-shadows", "eldritch-mind"}, []string{"devils-sight", "eldritch-mind"}, ""},
		{"open only at the new level", "warlock", "armor-of-shadows", "ascendant-step", []string{"armor-of-shadows", "eldritch-mind"}, []string{"ascendant-step", "eldritch-mind"}, ""},
		{"not a warlock level", "fighter", "armor-of-shadows", "devils-sight", []string{"armor-of-shadows"}, nil,
			"an invocation is replaced when a warlock level is gained, and this level is not one (SRD 5.2.1, Classes, Warlock, Eldritch Invocations)"},
		{"not taken", "warlock", "witch-sight", "devils-sight", []string{"armor-of-shadows"}, nil,
			"replacing invocation witch-sight, which the character does not have (SRD 5.2.1, Classes, Warlock, Eldritch Invocations)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 4)
			spec.Abilities.Scores["str"], spec.Abilities.Scores["dex"] = 14, 14
			spec.Invocations = tt.invocations
			before, err := Build(spec, cat)
			if err != nil {
				t.Fatal(err)
			}
			after, err := LevelUp(before, tt.class, "fixed", "", nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := SwapInvocation(before, after, tt.old, tt.repl)
			if tt.err != "" {
				if err == nil || !strings.HasSuffix(err.Error(), tt.err) {
					t.Fatalf("got %v, want ...%s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Spec.Invocations, tt.want) || got.Level() != 5 {
				t.Errorf("got %v at level %d, want %v at 5", got.Spec.Invocations, got.Level(), tt.want)
			}
		})
	}
	// Thirsting Blade needs Pact of the Blade: replacing the pact is refused by its rule.
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 5)
	spec.Invocations = []string{"pact-of-the-blade", "thirsting-blade"}
	before, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	after, err := LevelUp(before, "", "fixed", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := SwapInvocation(before, after, "pact-of-the-blade", "devils-sight"); err == nil || !strings.Contains(err.Error(), "thirsting-blade needs the pact-of-the-blade feature") {
		t.Errorf("got %v", err)
	}
}

// TestLessonsOfTheFirstOnes: each time taken, an origin feat (SRD 5.2.1,
// Classes, Warlock, Lessons of the First Ones), shown with its source;
// one not chosen is pending. The warlock is human: Versatile takes the
// first origin feat listed.
func TestLessonsOfTheFirstOnes(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.2.1", "warlock", 2)
	spec.Invocations = []string{"lessons-of-the-first-ones", "lessons-of-the-first-ones"}
	spec.Feats = []string{"savage-attacker", "alert"} // the human's Versatile takes the first
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(c.Sheet.FeatSources, func(f FeatSource) bool { return f.ID == "alert" })
	if i < 0 || c.Sheet.FeatSources[i].From != "Eldritch Invocation: Lessons of the First Ones" || c.Sheet.FeatSources[i].Rule != "SRD 5.2.1, Classes, Warlock, Lessons of the First Ones" {
		t.Errorf("feat sources %+v", c.Sheet.FeatSources)
	}
	if !slices.ContainsFunc(c.Sheet.Pending, func(p string) bool {
		return strings.HasPrefix(p, "lessons-of-the-first-ones: choose 1 more origin feats")
	}) {
		t.Errorf("pending %v", c.Sheet.Pending)
	}
	spec.Invocations = nil
	if _, err := Build(spec, cat); err == nil || !strings.Contains(err.Error(), "feat alert: nothing the character has gives it") {
		t.Errorf("got %v", err)
	}
}

// TestPactWeapon checks the weapon bonded by Pact of the Blade, worked out
// by hand: 2024 (SRD 5.2.1, Classes, Warlock, Pact of the Blade) a warlock
// 5 with CHA 16 (+3) and STR 10 attacks with its longsword (a martial
// weapon it is not trained with) at CHA 3 + proficiency 3 = +6, damage +3;
// Thirsting Blade: 2 attacks, with the pact weapon only. 2014 (SRD 5.1,
// Classes, Warlock, Pact of the Blade): STR 10 (+0; no CHA) + proficiency 3
// = +3 (proficient through the pact), magical.
func TestPactWeapon(t *testing.T) {
	tests := []struct {
		name, rs    string
		options     map[string][]string
		invocations []string
		weapon      string
		toHit, dmg  int
		ability     string
		magical     bool
		extra       []string
		err         string
	}{
		{name: "2024 blade", rs: "srd-5.2.1", invocations: []string{"pact-of-the-blade", "thirsting-blade"}, weapon: "longsword",
			toHit: 6, dmg: 3, ability: "cha", extra: []string{"longsword", "longsword-two-handed"}},
		{name: "2014 blade", rs: "srd-5.1", options: map[string][]string{"pact-boon": {"pact-of-the-blade"}}, invocations: []string{"thirsting-blade"}, weapon: "longsword",
			toHit: 3, dmg: 0, ability: "str", magical: true, extra: []string{"longsword", "longsword-two-handed"}},
		{name: "2024 without the pact", rs: "srd-5.2.1", invocations: []string{"eldritch-mind"}, weapon: "longsword",
			err: "pact_weapon chosen, and the character has no Pact of the Blade"},
		{name: "2024 ranged", rs: "srd-5.2.1", invocations: []string{"pact-of-the-blade"}, weapon: "light-crossbow",
			err: "pact_weapon: light-crossbow is a ranged weapon, and the pact weapon is a melee one (SRD 5.2.1, Classes, Warlock, Pact of the Blade)"},
		{name: "2024 not wielded", rs: "srd-5.2.1", invocations: []string{"pact-of-the-blade"}, weapon: "greatsword",
			err: "pact_weapon: greatsword is not among the weapons wielded (equipment.weapons, magic_items) (SRD 5.2.1, Classes, Warlock, Pact of the Blade)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			spec, cat := casterSpec(t, tt.rs, "warlock", 5)
			spec.Options, spec.Invocations, spec.PactWeapon = tt.options, tt.invocations, tt.weapon
			spec.Equipment.Weapons = []string{"longsword", "dagger"}
			if tt.rs == "srd-5.2.1" {
				spec.Equipment.Weapons = append(spec.Equipment.Weapons, "light-crossbow")
			}
			c, err := Build(spec, cat)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("got %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(c.Sheet.Attacks, func(a Attack) bool { return a.ID == "longsword" })
			a := c.Sheet.Attacks[i]
			if !a.Pact || a.ToHit.Value != tt.toHit || a.Damage.Value != tt.dmg || a.Ability != tt.ability || a.Magical != tt.magical || rules.Sum(a.ToHit.Terms) != a.ToHit.Value {
				t.Errorf("longsword %+v %+v %+v", a, a.ToHit, a.Damage)
			}
			if d := c.Sheet.Attacks[slices.IndexFunc(c.Sheet.Attacks, func(a Attack) bool { return a.ID == "dagger" })]; d.Pact {
				t.Errorf("dagger is not the pact weapon: %+v", d)
			}
			ids, cite := c.PactExtraAttacks()
			if !slices.Equal(ids, tt.extra) || !strings.Contains(cite, "Thirsting Blade") {
				t.Errorf("extra attacks with %v (%s), want %v", ids, cite, tt.extra)
			}
			if cr := c.Creature(); cr.AttacksPerAction != 2 {
				t.Errorf("attacks per action %d, want 2", cr.AttacksPerAction)
			}
		})
	}
}

// TestBookOfAncientSecrets: a 2014 Pact of the Tome warlock with the Book
// of Ancient Secrets writes two level 1 ritual spells of any class's list
// into its book, cast only as rituals (SRD 5.1, Classes, Warlock, Eldritch
// Invocations); without the invocation tome_rituals is refused.
func TestBookOfAncientSecrets(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "warlock", 3)
	spec.Options = map[string][]string{"pact-boon": {"pact-of-the-tome"}}
	spec.Invocations = []string{"book-of-ancient-secrets"}
	spec.TomeRituals = []string{"detect-magic", "identify"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, b := range c.Sheet.BookSpells {
		if b.Free == "ritual" {
			got = append(got, b.Spell)
		}
	}
	if !slices.Equal(got, spec.TomeRituals) {
		t.Errorf("got %v, want %v", got, spec.TomeRituals)
	}
	spec.TomeRituals = []string{"detect-magic", "magic-missile"}
	if _, err := Build(spec, cat); err == nil || !strings.Contains(err.Error(), "magic-missile has no ritual tag") {
		t.Errorf("got %v", err)
	}
	spec.Invocations, spec.TomeRituals = []string{"devils-sight"}, []string{"detect-magic"}
	if _, err := Build(spec, cat); err == nil || !strings.Contains(err.Error(), "tome_rituals chosen, and the character has no Book of Ancient Secrets") {
		t.Errorf("got %v", err)
	}
}

// TestInvocationWithSlot: a 2014 invocation that casts its spell once a
// long rest with a warlock spell slot (SRD 5.1, Classes, Warlock, Eldritch
// Invocations: Mire the Mind, Slow) is a granted spell with one use a long
// rest, each taking a slot too.
func TestInvocationWithSlot(t *testing.T) {
	spec, cat := casterSpec(t, "srd-5.1", "warlock", 5)
	spec.Invocations = []string{"mire-the-mind"}
	c, err := Build(spec, cat)
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(c.Sheet.Granted, func(g GrantedCasting) bool { return g.Key == invocationsKey })
	if i < 0 || len(c.Sheet.Granted[i].Spells) != 1 {
		t.Fatalf("granted %+v", c.Sheet.Granted)
	}
	s := c.Sheet.Granted[i].Spells[0]
	if s.ID != "slow" || s.Free != 1 || !s.WithSlot || s.AtWill || s.Resource != "free-slow" {
		t.Errorf("got %+v", s)
	}
	if v, err := c.Explain("resources.free-slow"); err != nil || v.Value != 1 || !strings.Contains(v.Terms[0].Source, "with a spell slot") {
		t.Errorf("explain %+v, %v", v, err)
	}
}
