package combat

import "testing"

func TestCodeOf(t *testing.T) {
	for k := codeOther + 1; k < codeCount; k++ {
		if got := codeOf(codeKinds[k]); got != k {
			t.Errorf("codeOf(%s) = %d, want %d", codeKinds[k], got, k)
		}
	}
	for _, k := range eventKinds {
		want := codeOther
		for c, ck := range codeKinds {
			if c > 0 && ck == k {
				want = kindCode(c)
			}
		}
		if got := codeOf(k); got != want {
			t.Errorf("codeOf(%s) = %d, want %d", k, got, want)
		}
	}
	if got := codeOf("no-such-kind"); got != codeOther {
		t.Errorf("codeOf(no-such-kind) = %d, want codeOther", got)
	}
}

func TestCodeRanges(t *testing.T) {
	hot := map[EventKind]bool{TurnBegan: true, TurnLost: true, TurnEnded: true, Attacked: true, Damaged: true,
		Saved: true, Featured: true, MonsterTurn: true, DeathSaved: true, Moved: true, Initiative: true}
	shadowed := map[EventKind]bool{Moved: true, Flew: true, Attacked: true, Casted: true, Acted: true, FeatureUsed: true}
	after := map[EventKind]bool{TurnBegan: true, TurnLost: true, TurnEnded: true, Attacked: true, Damaged: true,
		Saved: true, Moved: true, Flew: true, Casted: true, Acted: true, FeatureUsed: true, Checked: true,
		Concentrated: true, SpellConditioned: true}
	for _, k := range eventKinds {
		if got := codeOf(k).hot(); got != hot[k] {
			t.Errorf("codeOf(%s).hot() = %v, want %v", k, got, hot[k])
		}
		if got := codeOf(k).after(); got != after[k] {
			t.Errorf("codeOf(%s).after() = %v, want %v", k, got, after[k])
		}
		if got := codeOf(k).shadowed(); got != shadowed[k] {
			t.Errorf("codeOf(%s).shadowed() = %v, want %v", k, got, shadowed[k])
		}
	}
}
