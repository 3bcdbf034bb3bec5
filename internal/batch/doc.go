// Package batch is the batch runner every command that reads many files
// goes through (score, status, legal, capture, mark, convert) and random,
// which writes many: Run walks the paths and the --files-from list, keeps
// this --shard, runs a Job's work on --jobs workers, writes the verdicts in
// input order, claims and writes output files, draws the progress bar, and
// ends with the summary line and the games to review. Every input yields
// exactly one result, a failing input does not stop the run, and memory
// stays flat however many files there are, as shfmt does over a tree.
//
// The walk, the ordered pool and the runner are one package rather than
// two because they change together: a flag such as --shard or --files-from
// reaches the walk, the run and its summary at once, and a command file
// is left with its flags and one call of Run.
package batch
