package combat

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"github.com/arbiter-rpg/arbiter/rules"
)

// Replay applies events, in order, to a copy of setup (a fight not yet
// started, or any state the events follow) and returns the result.
func Replay(setup *State, events []Event) (*State, error) {
	s := setup.Clone()
	for i, e := range events {
		if err := Apply(s, e); err != nil {
			return nil, fmt.Errorf("event %d: %w", i+1, err)
		}
	}
	return s, nil
}

// Undo takes back the last command: it replays every event but that
// command's and returns the state and the events kept.
func Undo(setup *State, events []Event) (*State, []Event, error) {
	if len(events) == 0 {
		return nil, nil, fmt.Errorf("%w: nothing to undo", ErrBadCommand)
	}
	last := events[len(events)-1].Seq
	keep := events[:len(events)-1]
	for len(keep) > 0 && keep[len(keep)-1].Seq == last {
		keep = keep[:len(keep)-1]
	}
	keep = slices.Clone(keep)
	s, err := Replay(setup, keep)
	return s, keep, err
}

// Log is an event log as saved: the ruleset it was played by and its
// events.
type Log struct {
	Version int     `json:"version"`
	Ruleset string  `json:"ruleset"`
	Events  []Event `json:"events"`
}

// logVersion is the version of the log format.
const logVersion = 1

// maxLog bounds the size of a log UnmarshalLog reads.
const maxLog = 64 << 20

// MarshalLog encodes a log as JSON, one event a line.
func MarshalLog(ruleset string, events []Event) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\"version\":%d,\"ruleset\":%q,\"events\":[", logVersion, ruleset)
	for i, e := range events {
		data, err := json.Marshal(e)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n")
		b.Write(data)
	}
	b.WriteString("\n]}\n")
	return b.Bytes(), nil
}

// UnmarshalLog decodes a log MarshalLog wrote and checks its shape: a
// known version, known event kinds, command numbers that never go back.
// Whether the events fit a fight is for Replay to say.
func UnmarshalLog(data []byte) (*Log, error) {
	if len(data) > maxLog {
		return nil, fmt.Errorf("%w: %d bytes is more than %d", ErrBadLog, len(data), maxLog)
	}
	var l Log
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrBadLog, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: data after the log", ErrBadLog)
	}
	if l.Version != logVersion {
		return nil, fmt.Errorf("%w: version %d (want %d)", ErrBadLog, l.Version, logVersion)
	}
	seq := 0
	for i, e := range l.Events {
		if !slices.Contains(eventKinds, e.Kind) {
			return nil, fmt.Errorf("%w: event %d: unknown kind %q", ErrBadLog, i+1, e.Kind)
		}
		if e.Seq < seq || e.Seq < 1 {
			return nil, fmt.Errorf("%w: event %d: command number %d after %d", ErrBadLog, i+1, e.Seq, seq)
		}
		seq = e.Seq
	}
	return &l, nil
}

// Equal reports whether two states are the same fight in the same place.
func Equal(a, b *State) bool {
	x, y := *a, *b
	x.last, y.last = rules.DamageResult{}, rules.DamageResult{}
	x.lastEnded, y.lastEnded = nil, nil
	x.index, y.index = nil, nil // lookup aids, not the fight
	x.cites, y.cites = nil, nil
	x.mem, y.mem = nil, nil
	x.epoch, y.epoch, x.weigh, y.weigh = 0, 0, nil, nil // weigh.go
	x.noInterrupter, y.noInterrupter = 0, 0             // a lookup aid (anyInterrupter)
	x.fightOn, y.fightOn = [2]int32{}, [2]int32{}       // checkEnd's hint

	// The kept turn note and the promise behind it (turn_mask.go).
	x.note, y.note, x.sole, y.sole = keptNote{}, keptNote{}, false, false
	return reflect.DeepEqual(x, y)
}
