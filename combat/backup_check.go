//go:build arbiter_backupcheck

package combat

// With the build tag arbiter_backupcheck, every Do checks its backup
// (backup.go): go test -tags arbiter_backupcheck ./combat ./scenario.
func init() { backupCheck = true }
