package dice

import (
	"encoding/json"
	"strconv"
	"strings"
)

// String renders the result the way avrae/d20 does, without Markdown bold:
// each dice term followed by its faces, struck faces and dropped values
// between ~~, then " = " and the total. The comment is not included.
//
//	4d6kh3 (5, 3, ~~1~~, 6) = 14
func (r *Result) String() string {
	if r.Expr == nil {
		return ""
	}
	r = r.view()
	var b strings.Builder
	i := 0
	r.render(&b, r.Expr.Root, &i)
	b.WriteString(" = ")
	b.WriteString(strconv.FormatInt(r.Total, 10))
	return b.String()
}

func (r *Result) render(b *strings.Builder, n Node, i *int) {
	rec := r.nodes[*i]
	*i++
	switch n := n.(type) {
	case *Number:
		b.WriteString(strconv.FormatInt(n.Value, 10))
		writeNotes(b, n.Notes)
	case *Dice:
		writeDiceTerm(b, n)
		b.WriteString(" (")
		for k := rec.DiceStart; k < rec.DiceEnd; k++ {
			if k > rec.DiceStart {
				b.WriteString(", ")
			}
			r.renderDie(b, r.dice[k])
		}
		b.WriteByte(')')
		writeNotes(b, n.Notes)
	case *Set:
		b.WriteByte('(')
		for k, it := range n.Items {
			if k > 0 {
				b.WriteString(", ")
			}
			if !r.nodes[*i].Kept {
				b.WriteString("~~")
				r.render(b, it, i)
				b.WriteString("~~")
			} else {
				r.render(b, it, i)
			}
		}
		if len(n.Items) == 1 {
			b.WriteByte(',')
		}
		b.WriteByte(')')
		writeOps(b, n.Ops)
		writeNotes(b, n.Notes)
	case *Paren:
		b.WriteByte('(')
		r.render(b, n.X, i)
		b.WriteByte(')')
		writeNotes(b, n.Notes)
	case *Unary:
		b.WriteString(n.Op.String())
		r.render(b, n.X, i)
	case *Binary:
		r.render(b, n.L, i)
		b.WriteByte(' ')
		b.WriteString(n.Op.String())
		b.WriteByte(' ')
		r.render(b, n.R, i)
	}
}

// writeDiceTerm writes a dice term's canonical text without annotations.
func writeDiceTerm(b *strings.Builder, d *Dice) {
	d2 := *d
	d2.Notes = nil
	d2.write(b)
}

// renderDie writes a die's faces: a face replaced by a reroll is struck and
// followed by its replacement, a forced value shows "1 -> 2", compounded
// rolls join with "!+", an exploded die ends with "!", and a dropped die's
// final face is struck.
func (r *Result) renderDie(b *strings.Builder, d Die) {
	// Split the history into segments, each started by a roll or reroll;
	// every segment but the last was replaced.
	var seg strings.Builder
	flush := func(last bool) {
		s := seg.String()
		seg.Reset()
		if last {
			if d.Exploded {
				s += "!"
			}
			if !d.Kept {
				s = "~~" + s + "~~"
			}
			b.WriteString(s)
			return
		}
		b.WriteString("~~" + s + "~~, ")
	}
	for _, f := range r.History(d) {
		v := strconv.FormatInt(f.Value, 10)
		switch f.Kind {
		case FaceRolled:
			seg.WriteString(v)
		case FaceRerolled:
			flush(false)
			seg.WriteString(v)
		case FaceCompounded:
			seg.WriteString("!+" + v)
		case FaceMin, FaceMax:
			seg.WriteString(" -> " + v)
		}
	}
	flush(true)
}

// jsonNode is the exported shape of one node of a result tree.
type jsonNode struct {
	Type  string     `json:"type"`
	Expr  string     `json:"expr,omitempty"`
	Op    string     `json:"op,omitempty"`
	Total int64      `json:"total"`
	Kept  *bool      `json:"kept,omitempty"` // set items only
	Notes []string   `json:"notes,omitempty"`
	Dice  []jsonDie  `json:"dice,omitempty"`
	Items []jsonNode `json:"items,omitempty"`
	Left  *jsonNode  `json:"left,omitempty"`
	Right *jsonNode  `json:"right,omitempty"`
	Value *jsonNode  `json:"value,omitempty"`
}

type jsonDie struct {
	Lo       int        `json:"lo"`
	Hi       int        `json:"hi"`
	Value    int64      `json:"value"`
	Kept     bool       `json:"kept"`
	Dropped  bool       `json:"dropped,omitempty"`
	Exploded bool       `json:"exploded,omitempty"`
	Notes    []string   `json:"notes,omitempty"`
	History  []jsonFace `json:"history"`
}

type jsonFace struct {
	Face     int64  `json:"face"`
	How      string `json:"how"`
	Replaced bool   `json:"replaced,omitempty"`
}

// MarshalJSON exports the result: expr (canonical text), total, text (the
// rendered line), crit, fumble, comment, and tree, where every die lists
// its history of faces.
func (r *Result) MarshalJSON() ([]byte, error) {
	out := struct {
		Expr    string   `json:"expr"`
		Total   int64    `json:"total"`
		Text    string   `json:"text"`
		Crit    bool     `json:"crit"`
		Fumble  bool     `json:"fumble"`
		Comment string   `json:"comment,omitempty"`
		Tree    jsonNode `json:"tree"`
	}{Total: r.Total, Crit: r.Crit, Fumble: r.Fumble, Comment: r.Comment}
	if r.Expr != nil {
		r = r.view()
		out.Expr = r.Expr.String()
		out.Text = r.String()
		i := 0
		out.Tree = r.jsonTree(r.Expr.Root, &i)
	}
	return json.Marshal(out)
}

func (r *Result) jsonTree(n Node, i *int) jsonNode {
	rec := r.nodes[*i]
	*i++
	j := jsonNode{Total: rec.Total}
	switch n := n.(type) {
	case *Number:
		j.Type, j.Notes = "number", n.Notes
	case *Dice:
		j.Type, j.Notes, j.Expr = "dice", n.Notes, n.String()
		for k := rec.DiceStart; k < rec.DiceEnd; k++ {
			d := r.dice[k]
			jd := jsonDie{Lo: int(d.Lo), Hi: int(d.Hi), Value: d.Value, Kept: d.Kept, Dropped: !d.Kept,
				Exploded: d.Exploded, Notes: n.Notes}
			for _, f := range r.History(d) {
				replaced := f.next > 0 && r.faces[f.next-1].Kind == FaceRerolled
				jd.History = append(jd.History, jsonFace{Face: f.Value, How: f.Kind.String(), Replaced: replaced})
			}
			j.Dice = append(j.Dice, jd)
		}
	case *Set:
		j.Type, j.Notes, j.Expr = "set", n.Notes, n.String()
		for _, it := range n.Items {
			kept := r.nodes[*i].Kept
			c := r.jsonTree(it, i)
			c.Kept = &kept
			j.Items = append(j.Items, c)
		}
	case *Paren:
		j.Type, j.Notes = "paren", n.Notes
		c := r.jsonTree(n.X, i)
		j.Value = &c
	case *Unary:
		j.Type, j.Op = "unary", n.Op.String()
		c := r.jsonTree(n.X, i)
		j.Value = &c
	case *Binary:
		j.Type, j.Op = "binary", n.Op.String()
		l := r.jsonTree(n.L, i)
		rt := r.jsonTree(n.R, i)
		j.Left, j.Right = &l, &rt
	}
	return j
}
