// Package floorplan holds the tests that keep goscore's layers (which
// package may import which) and the size of its pieces (files and
// functions). The table is in floorplan_test.go and the reasoning behind
// it in docs/design.md. It has no code of its own.
package floorplan
