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
