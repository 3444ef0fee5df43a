package combat

import (
	"testing"

	"github.com/arbiter-rpg/arbiter/rules"
)

// TestExplainRoom takes pieces of an explainRoom across its blocks: each
// piece is empty with the room asked for, no two share memory, filling
// one leaves the others as they were, and appending past a piece's room
// copies it.
func TestExplainRoom(t *testing.T) {
	var x explainRoom
	var terms [][]rules.Term
	var faces [][]int
	var texts []string
	for i := range 300 {
		n := 1 + i%7
		ts, fs := x.termsFor(n), x.facesFor(n)
		if len(ts) != 0 || cap(ts) != n || len(fs) != 0 || cap(fs) != n {
			t.Fatalf("piece %d: terms %d/%d, faces %d/%d, want 0/%d", i, len(ts), cap(ts), len(fs), cap(fs), n)
		}
		for j := range n {
			ts = append(ts, rules.Term{Value: i, Source: "s", Rule: "r"})
			fs = append(fs, i*10+j)
		}
		terms, faces = append(terms, ts), append(faces, fs)
		b := []byte{byte('a' + i%26), byte('a' + (i+1)%26)}
		texts = append(texts, x.textOf(b))
		b[0] = '!' // the text is a copy
	}
	for i := range terms {
		for j, tm := range terms[i] {
			if tm.Value != i || faces[i][j] != i*10+j {
				t.Fatalf("piece %d was written over: %v %v", i, terms[i], faces[i])
			}
		}
		if want := string([]byte{byte('a' + i%26), byte('a' + (i+1)%26)}); texts[i] != want {
			t.Fatalf("text %d = %q, want %q", i, texts[i], want)
		}
	}
	more := append(terms[0], rules.Term{Value: -1}) // past its room: a copy
	if &more[0] == &terms[0][0] || terms[1][0].Value != 1 {
		t.Fatal("appending past a piece's room wrote into the room")
	}
	if x.textOf(nil) != "" {
		t.Fatal("the text of no bytes is not empty")
	}
}
