package scenario

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Files lists the scenario files named by paths: each path is a file, or
// a directory searched for *.yaml and *.yml files.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")) {
				out = append(out, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(out)
	return out, nil
}

// RunFile reads, parses and runs one scenario file.
func RunFile(path string) Outcome {
	data, err := os.ReadFile(path)
	if err != nil {
		return Outcome{Path: path, Err: err}
	}
	f, err := Parse(path, data)
	if err != nil {
		return Outcome{Path: path, Err: err}
	}
	return Run(f)
}
