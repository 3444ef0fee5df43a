package combat

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
	"unsafe"

	"github.com/arbiter-rpg/arbiter/content"
	"github.com/arbiter-rpg/arbiter/dice"
	"github.com/arbiter-rpg/arbiter/rules"
)

// An attack command without Do's backup. Do backs up each combatant an
// event touches, to put the state back when the rules refuse the command
// after some of its events were applied (backup.go): for an attack, the
// attacker and its target, every time, though the rules refuse one only
// at its checks. sureAttack picks out the attack commands that cannot be
// refused once their first event is applied, which Do then makes with no
// backup (sureOnceChecked, fork.go):
//
//   - an attack action's first event is its roll's (Attacked), or a
//     reaction offered or taken just before it: every check comes before;
//   - a stat block feature used as the action or bonus action emits its
//     Featured first, then makes the attack's checks: the command is sure
//     only when Auto's weighing probed this very attack in this very state
//     (weigh.go), so that the attack rolls with the probe's test, past
//     those checks, and what lies between the two (the target, the
//     attack, a target condition) is checked here;
//   - what follows the roll refuses nothing: the dice never fail
//     (dice.Seeded), the damage parses and its types are known, and none
//     of the hooks that follow a roll or a hit has anything to do: no
//     grant on any creature (their hooks, rage, Warding Bond, a lasting
//     node, the summary's every bit), no creature aloft, no readied
//     action, no zone, no pending offer, no weapon mastery, no extra
//     damage, no Sneak Attack dice, no smite or Lifedrinker, a target not
//     concentrating, with no reaction spell, no class feature (Gift of the
//     Protectors) and no condition a spell gave (which damage may end),
//     and a stat block attack whose hit deals damage alone.
//
// The Multiattack and every other command keep the backup. With
// backupCheck (tests, arbiter_backupcheck) a sure attack is made with the
// backup anyway, and Do panics should it be refused after an event.

// sureClaimed is set, under backupCheck only, while Do makes a command
// sureAttack or sureMulti called sure with its backup, for the check
// above; sureClaims counts those commands, stepsUnbacked the Multiattack
// steps stepProbed was asked to make (tests).
var (
	sureClaimed   bool
	sureClaims    int
	stepsUnbacked int
)

// sureAttack reports whether the attack command cmd, rolled with r,
// cannot be refused once its first event is applied (above).
func (s *State) sureAttack(cmd *Command, r dice.Roller) bool {
	return s.sureAttackWalked(cmd, r, false)
}

// sureAttackWalked is sureAttack, with sureCommon's walk over the
// creatures already done and passed when walked (walkFor, fork.go).
func (s *State) sureAttackWalked(cmd *Command, r dice.Roller, walked bool) bool {
	sure, _ := s.sureAttackBy(cmd, r, walked)
	return sure
}

// sureAttackBy is sureAttackWalked, which also gives the attacker
// (cmd.By's creature) when the weighing's probe gave it (sureKept), else
// nil.
func (s *State) sureAttackBy(cmd *Command, r dice.Roller, walked bool) (bool, *Combatant) {
	if walked && s.weigh != nil && cmd.Attack != "" {
		if e := s.weigh.keptFor(s, cmd); e != nil && e.c.findAttack(cmd.Attack) == e.a {
			ok := s.sureKept(cmd, r, e)
			if backupCheck && (ok != s.sureLooked(cmd, r, walked) || s.Get(cmd.By) != e.c || s.Get(cmd.Target) != e.t) {
				panic(fmt.Sprintf("combat: sureKept says %v of %s's %s on %s, its look-ups the other", ok, cmd.By, cmd.Attack, cmd.Target))
			}
			return ok, e.c
		}
	}
	return s.sureLooked(cmd, r, walked), nil
}

// sureLooked is sureAttackWalked looking up the attacker, the target,
// the attack and its stat block feature.
func (s *State) sureLooked(cmd *Command, r dice.Roller, walked bool) bool {
	c, t, ok := s.sureCommon(cmd, r, walked)
	if !ok || !sureFlags(cmd) {
		return false
	}
	if b := c.Statblock; b != nil {
		if cmd.Attack == "multiattack" || len(b.Multi) > 0 {
			return false // a Multiattack's step (monsterCommand)
		}
		f, kind := b.Feature(cmd.Attack)
		if f == nil && cmd.Attack == "" && len(c.Attacks) == 1 {
			f, kind = b.Feature(c.Attacks[0].ID)
		}
		if f != nil && (kind == "action" || kind == "bonus") { // useFeature: its Featured before the attack's checks
			if attack, ok := sureHit(f); !attack || !ok {
				return false
			}
			a := c.findAttack(f.ID)
			if a == nil || !s.sureSwing(a) {
				return false
			}
			if ae := aimedEffect(f); ae != nil && len(ae.TargetIf) > 0 {
				return false
			}
			return s.weigh != nil && s.weigh.kept(s, c, t, a)
		}
	}
	a := c.findAttack(cmd.Attack) // the attack action (targetAttack): its roll the first event
	if a == nil || !s.sureSwing(a) {
		return false
	}
	if b := c.Statblock; b != nil {
		if f, _ := b.Feature(a.ID); f != nil {
			if _, ok := sureHit(f); !ok { // strikeParts' parts
				return false
			}
		}
	}
	return true
}

// sureFlags reports whether cmd asks for nothing sureAttack leaves out:
// an offhand attack, Cleave, a smite or Lifedrinker.
func sureFlags(cmd *Command) bool {
	return !cmd.Offhand && cmd.Other == "" && cmd.Smite == 0 && cmd.Drink == ""
}

// sureKept is sureAttackWalked for an attack Auto's weighing probed in
// this very state (e, keptFor): its attacker, target and attack are the
// command's (the ids are one creature's each, and e.a is the attack the
// command names, findAttack), so no look-up is made again, and what
// sureAttackWalked asks of the attack and its stat block feature, which
// do not change, is kept by attack (strikeKept). The answer is
// sureAttackWalked's: a stat block feature used as the action or bonus
// action is sure only with such a probe, which e is; an attack action
// needs none.
func (s *State) sureKept(cmd *Command, r dice.Roller, e *weighedSwing) bool {
	c, t, a := e.c, e.t, e.a
	if !s.sureState(r) || !sureBetween(c, t) || !sureFlags(cmd) {
		return false
	}
	if b := c.Statblock; b != nil && (cmd.Attack == "multiattack" || len(b.Multi) > 0) {
		return false // a Multiattack's step (monsterCommand)
	}
	if (a.Mastery != "" && s.rs.Combat.Actions.Masteries != "") || len(a.Extra) > 0 { // sureSwing's first test
		return false
	}
	return strikeSure(c.Statblock, a)
}

// keptFor is the probe w keeps of cmd's attack in s as it is now (kept),
// found by the command's ids, or nil. The ids are compared as Get's first
// guess does (the very strings: the policy's command holds its
// creatures' and attack's own): a command with other copies of them is
// not found here, only by sureAttackWalked's look-ups.
func (w *weighing) keptFor(s *State, cmd *Command) *weighedSwing {
	for i := range w.swings[:w.n] {
		e := &w.swings[i]
		if same(e.t.ID, cmd.Target) && same(e.a.ID, cmd.Attack) && same(e.c.ID, cmd.By) && e.s == s && e.epoch == s.epoch &&
			e.cAt == e.c.Position && e.tAt == e.t.Position && e.cUp == e.c.Altitude && e.tUp == e.t.Altitude {
			return e
		}
	}
	return nil
}

// same reports whether a and b are the very same string: the same
// length, from the same place in memory.
func same(a, b string) bool { return len(a) == len(b) && sameData(a, b) }

// sureCommon is what sureAttack and sureMulti ask of any command: dice
// that never fail, a fight under way with no offer pending and no zone,
// no creature with a grant, a readied action or off the ground, and its
// attacker and target (c, t), the target with nothing a hit sets off.
// walked says the creatures were walked already and none has a grant, a
// readied action or is off the ground (walkFor, fork.go).
func (s *State) sureCommon(cmd *Command, r dice.Roller, walked bool) (c, t *Combatant, ok bool) {
	if !s.sureState(r) {
		return nil, nil, false
	}
	c, t = s.Get(cmd.By), s.Get(cmd.Target)
	if c == nil || t == nil || !sureBetween(c, t) {
		return nil, nil, false
	}
	if !walked {
		for _, h := range s.Creatures {
			if len(h.Grants) > 0 || h.Readied != nil || h.Altitude != 0 {
				return nil, nil, false
			}
		}
	}
	return c, t, true
}

// sureState reports whether the state and the dice let an attack be
// sure: a fight under way with no offer pending and no zone, rolled with
// dice that never fail.
func (s *State) sureState(r dice.Roller) bool {
	if !s.Started || s.Over || s.Pending != nil || len(s.Zones) > 0 {
		return false
	}
	_, ok := r.(*dice.Seeded)
	return ok
}

// sureBetween reports whether attacker c and target t let an attack be
// sure: no Sneak Attack dice; a target not concentrating, with no
// reaction spell, no class feature and no condition a spell gave.
func sureBetween(c, t *Combatant) bool {
	if c.SneakDice > 0 || t.Concentration != "" || len(t.ReactionSpells) > 0 || t.Class.Named != "" {
		return false
	}
	return t.Bare() || !t.AnyInstance(bySpell)
}

// sureMulti reports whether Multiattack command cmd, rolled with r,
// cannot be refused once its first event (its Featured, after its
// checks) is applied: each attack it makes is a stat block attack as
// sureAttack asks (sureCommon, sureHit, sureSwing, no target condition),
// so a step is refused at its checks or not at all, and a step refused
// at its checks is skipped (stepOrSkip), not the command.
func (s *State) sureMulti(cmd *Command, r dice.Roller) bool {
	return s.sureMultiWalked(cmd, r, false)
}

// sureMultiWalked is sureMulti, with sureCommon's walk over the
// creatures already done and passed when walked (walkFor, fork.go).
func (s *State) sureMultiWalked(cmd *Command, r dice.Roller, walked bool) bool {
	c, _, ok := s.sureCommon(cmd, r, walked)
	if !ok || c.Statblock == nil {
		return false
	}
	b := c.Statblock
	f := b.multiattack()
	if f == nil {
		return false
	}
	for _, u := range f.Multiattack {
		g, _ := b.Feature(u.Action)
		if g == nil {
			continue // not one of its features: not made (Statblock.attacks)
		}
		if attack, ok := sureHit(g); !attack || !ok {
			return false
		}
		if a := c.findAttack(g.ID); a == nil || !s.sureSwing(a) {
			return false
		}
		if ae := aimedEffect(g); ae != nil && len(ae.TargetIf) > 0 {
			return false
		}
	}
	return true
}

// sureSwing reports whether nothing after attack a's roll can refuse it:
// no mastery, no extra damage, its damage parsed and of a known type.
func (s *State) sureSwing(a *Attack) bool {
	if (a.Mastery != "" && s.rs.Combat.Actions.Masteries != "") || len(a.Extra) > 0 {
		return false
	}
	k := sureKey{p: unsafe.Pointer(a), dice: a.Damage, typ: a.Type}
	if e := k.kept(); e != nil {
		return e.ok
	}
	_, err := parseDamage(a.Damage)
	ok := err == nil && knownDamageType(a.Type)
	k.keep(ok, true)
	return ok
}

// sureHit reports whether f, a stat block feature, is an attack (attack)
// and whether it is none or one whose hit deals damage alone, each part
// parsed and of a known type, with no save after it (ok). A stat block's
// features do not change (strike): the answers are kept by f.
func sureHit(f *content.Feature) (attack, ok bool) {
	k := sureKey{p: unsafe.Pointer(f), feature: true}
	if e := k.kept(); e != nil {
		return e.attack, e.ok
	}
	attack, ok = sureHitOf(f)
	k.keep(ok, attack)
	return attack, ok
}

// sureHitOf is sureHit worked out.
func sureHitOf(f *content.Feature) (attack, ok bool) {
	e := attackEffect(f)
	if e == nil {
		return false, true // no attack: strikeParts deals the attack's damage alone
	}
	for i := range e.Hit {
		p := &e.Hit[i]
		if p.Kind != content.KindDamage || p.Every != "" {
			return true, false
		}
		if p.Dice == "" {
			continue
		}
		if _, err := parseDamage(p.Dice); err != nil || !knownDamageType(p.Type) {
			return true, false
		}
	}
	for i := range f.Effects {
		if f.Effects[i].Kind == content.KindSave {
			return true, false
		}
	}
	return true, true
}

// knownDamageType reports whether the rules core takes damage of type
// typ (rules.Ruleset.Damage refuses any other).
func knownDamageType(typ string) bool {
	if typ == "" {
		return true
	}
	if !lower(typ) {
		typ = strings.ToLower(typ)
	}
	return slices.Contains(rules.DamageTypes, typ)
}

// sureKept keeps sureSwing's answers by attack and sureHit's by feature,
// shared by every fight, as partMeans keeps means (part_means.go): a
// direct-mapped table of entries never changed once stored, each holding
// its attack or feature (which stays in memory while kept, so its address
// names no other) and, for an attack, the damage and type it was worked
// out from.
var sureKept [1 << 10]atomic.Pointer[sureEntry]

// sureKey is what an answer of sureKept is for.
type sureKey struct {
	p         unsafe.Pointer // the *Attack or the *content.Feature
	feature   bool
	dice, typ string
}

// sureEntry is a kept answer: sureSwing's or sureHit's ok, and sureHit's
// attack.
type sureEntry struct {
	k          sureKey
	ok, attack bool
}

// slot is k's place in sureKept.
func (k *sureKey) slot() uint {
	return uint((uint64(uintptr(k.p)>>3) * 0x9E3779B97F4A7C15) >> (64 - 10))
}

// kept is the answer kept for k, or nil.
func (k *sureKey) kept() *sureEntry {
	e := sureKept[k.slot()].Load()
	if e == nil || e.k.p != k.p || e.k.feature != k.feature || !sameString(e.k.dice, k.dice) || !sameString(e.k.typ, k.typ) {
		return nil
	}
	return e
}

// keep keeps the answers for k.
func (k *sureKey) keep(ok, attack bool) {
	sureKept[k.slot()].Store(&sureEntry{k: *k, ok: ok, attack: attack})
}

// strikeSure is what sureAttackWalked asks of attack a (the command's,
// by its id) and of the stat block b's feature of that id, when b is
// not nil, but for the tests made live (sureSwing's first, the weighing's
// probe): its damage parses and its type is known (sureSwing); a feature
// used as the action or bonus action is an attack whose hit deals
// damage alone (sureHit) and aims at any target; any other feature's hit
// deals damage alone. Neither an attack's id, damage and type (checked)
// nor a stat block's features (strike) change: the answer is kept by
// attack and stat block (strikeKept).
func strikeSure(b *Statblock, a *Attack) bool {
	k := strikeKey{a: a, id: a.ID, dice: a.Damage, typ: a.Type}
	if b != nil {
		k.block = b.Block
	}
	slot := &strikeKept[uint((uint64(uintptr(unsafe.Pointer(a))>>3)*0x9E3779B97F4A7C15)>>(64-9))]
	if e := slot.Load(); e != nil && e.k.a == k.a && e.k.block == k.block && sameString(e.k.id, k.id) && sameString(e.k.dice, k.dice) && sameString(e.k.typ, k.typ) {
		return e.ok
	}
	ok := strikeSureOf(b, a)
	slot.Store(&strikeEntry{k: k, ok: ok})
	return ok
}

// strikeSureOf is strikeSure worked out.
func strikeSureOf(b *Statblock, a *Attack) bool {
	if _, err := parseDamage(a.Damage); err != nil || !knownDamageType(a.Type) {
		return false
	}
	f, kind := b.Feature(a.ID) // nil for no stat block
	switch {
	case f == nil:
		return true
	case kind == "action" || kind == "bonus":
		if attack, ok := sureHit(f); !attack || !ok {
			return false
		}
		ae := aimedEffect(f)
		return ae == nil || len(ae.TargetIf) == 0
	}
	_, ok := sureHit(f)
	return ok
}

// strikeKept keeps strikeSure's answers, shared by every fight, as
// sureKept does.
var strikeKept [1 << 9]atomic.Pointer[strikeEntry]

// strikeKey is what an answer of strikeKept is for: the attack (by
// address), its stat block's monster (nil for none) and what of the
// attack the answer was worked out from.
type strikeKey struct {
	a             *Attack
	block         *content.Monster
	id, dice, typ string
}

// strikeEntry is a kept answer of strikeSure.
type strikeEntry struct {
	k  strikeKey
	ok bool
}

// kept reports whether w holds a probe of c's attack a on t in s as it
// is now, which the attack will roll with (swing).
func (w *weighing) kept(s *State, c, t *Combatant, a *Attack) bool {
	for i := range w.swings[:w.n] {
		e := &w.swings[i]
		if e.a == a && e.c == c && e.t == t && e.s == s && e.epoch == s.epoch &&
			e.cAt == c.Position && e.tAt == t.Position && e.cUp == c.Altitude && e.tUp == t.Altitude {
			return true
		}
	}
	return false
}
