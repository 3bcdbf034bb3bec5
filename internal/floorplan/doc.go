// Package floorplan holds the test that keeps goscore's layers: which
// package may import which. The table is in floorplan_test.go and the
// reasoning behind it in docs/design.md. It has no code of its own.
package floorplan
