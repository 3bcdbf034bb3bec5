package main

import "github.com/goscore/goscore/gtp"

// ninukiEngine is wired to package ninuki once it lands.
func ninukiEngine(seed uint64) *gtp.Engine { return gtp.NewEngine("goscore-ninuki", version) }
