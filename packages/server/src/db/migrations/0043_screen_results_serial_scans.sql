-- A results page reads one screen's rows (up to 100,000 narrow rows, sorted by a key). PostgreSQL
-- planned that scan with a parallel worker and a Gather Merge; on a 2-core server shared with the
-- screen's own work the worker made the page slower, not faster (the page's ORDER BY … LIMIT over
-- 101,842 results: median 63 ms with the worker, 25 ms without, same process and minute). Pages
-- are many small reads side by side, so each runs on one core.
ALTER TABLE "screen_result_outputs" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "screen_results" SET (parallel_workers = 0);
