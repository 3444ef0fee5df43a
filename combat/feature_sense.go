package combat

import (
	"slices"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/rules"
)

// Sensed: Who's Divine Sense finds the creatures Targets (their ids, in
// the fight's order); the table learns where they are.
const Sensed EventKind = "divine_sense"

func init() {
	registerEvents(map[EventKind]func(*State, Event) error{Sensed: func(*State, Event) error { return nil }})
}

// divineSense: a paladin knows where every celestial, fiend and undead
// within 60 ft is, unless it has total cover: an action and a use of
// Divine Sense (SRD 5.1, Classes, Paladin, Divine Sense); a bonus action
// and a use of Channel Divinity, for 10 minutes (SRD 5.2.1, Classes,
// Paladin, Channel Divinity: Divine Sense). Decision: what it senses is
// told once, as it is used.
func divineSense(d *decider, u *featureUse) error {
	s, c := d.s, u.c
	var detect *content.Effect
	content.WalkAll(u.f.Feature.Effects, func(e *content.Effect) {
		if e.Kind == content.KindUtility && e.Value == "detect" {
			detect = e
		}
	})
	if detect == nil {
		return nil
	}
	if err := d.pay(u, max(1, u.count)); err != nil {
		return err
	}
	var found []string
	for _, t := range s.Creatures {
		if t == c || t.Dead || !slices.Contains(detect.Only, t.kind()) || between(c, t) > detect.Size || s.cover(c, t) == rules.CoverTotal {
			continue
		}
		found = append(found, t.ID)
	}
	return d.emit(&Event{Kind: Sensed, Who: c.ID, Targets: found, Reason: u.cite()})
}
