package board_test

import (
	"errors"
	"math"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestParseKomiTakesPlainDecimalsOnly guards every way komi comes in
// against what strconv.ParseFloat also takes: underscores, hex, exponents,
// infinities and NaN, which once read "6_5" as 65 and printed "komi":, for
// NaN.
func TestParseKomiTakesPlainDecimalsOnly(t *testing.T) {
	good := []struct {
		in   string
		want float64
	}{
		{"6.5", 6.5}, {"-3", -3}, {"0.5", 0.5}, {"7", 7}, {"+7.5", 7.5}, {"0", 0},
		{"-0", 0}, {"1000", 1000}, {"-1000", -1000}, {"006.50", 6.5}, {"375", 375},
	}
	for _, tc := range good {
		k, err := board.ParseKomi(tc.in)
		if err != nil || k != tc.want || k == 0 && math.Signbit(k) {
			t.Errorf("ParseKomi(%q) = %v, %v; want %v", tc.in, k, err, tc.want)
		}
	}
	bad := []string{
		"", " ", "6_5", "0x1p3", "0X10", "1e3", "6.5e0", "NaN", "nan", "Inf", "+Inf", "-inf", "infinity",
		"6.", ".5", "-", "+", "6,5", " 6.5", "6.5 ", "1000.5", "-1000.01", "99999999999999999999",
		"6.5.5", "--6", "six", "０", "1_000",
	}
	for _, in := range bad {
		k, err := board.ParseKomi(in)
		if !errors.Is(err, board.ErrBadKomi) {
			t.Errorf("ParseKomi(%q) = %v, %v; want ErrBadKomi", in, k, err)
		}
	}
	_, err := board.ParseKomi("6_5")
	if want := `bad komi "6_5" (want a decimal number like 6.5, from -1000 to 1000)`; err == nil || err.Error() != want {
		t.Errorf("message %v, want %s", err, want)
	}
	_, err = board.ParseKomi("123456789012345678901234567890")
	if want := `bad komi "123456789012345678901234"... (want a decimal number like 6.5, from -1000 to 1000)`; err == nil || err.Error() != want {
		t.Errorf("message %v, want %s", err, want)
	}
}
