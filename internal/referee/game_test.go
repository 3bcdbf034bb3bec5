package referee_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/internal/referee"
)

// TestForMatchReadsTheRefereeFlag: match's --referee names no judge, the
// estimate, or an engine started at once (so one that cannot judge fails
// before the games), in any case and with spaces around it.
func TestForMatchReadsTheRefereeFlag(t *testing.T) {
	tests := []struct {
		what, value, name string
		judge, pool       bool
		err               string
	}{
		{what: "none", value: " None ", name: "none"},
		{what: "estimate", value: "ESTIMATE", name: "estimate", judge: true},
		{what: "engine", value: gtptest.RefereeCommand(), name: gtptest.RefereeCommand(), judge: true, pool: true},
		{what: "blank", value: "  ", err: "--referee names nothing"},
		{what: "unclosed quote", value: `"open`, err: "bad --referee"},
		{what: "engine that cannot judge", value: gtptest.Command("first"), err: "--referee engine"},
	}
	for _, tt := range tests {
		t.Run(tt.what, func(t *testing.T) {
			judge, name, pool, err := referee.ForMatch(context.Background(), tt.value, 3*time.Second)
			if pool != nil {
				defer pool.Close()
			}
			if tt.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
					t.Fatalf("error %v, want one starting %q", err, tt.err)
				}
				return
			}
			if err != nil || name != tt.name || (judge != nil) != tt.judge || (pool != nil) != tt.pool {
				t.Errorf("got name %q, judge %v, pool %v, error %v; want %q, %v, %v", name, judge != nil, pool != nil, err, tt.name, tt.judge, tt.pool)
			}
		})
	}
}
