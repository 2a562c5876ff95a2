-- Screen results packed against the screen's layout (services/screening/resultLayout.ts): the
-- columns nothing queries inside become json (stored as written), the outputs are an array in the
-- layout's order with whole-number sort keys beside the verdict, and the screen keeps what its
-- results share.
ALTER TABLE "screen_results" ALTER COLUMN "checks" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "screen_results" ALTER COLUMN "facts" SET DATA TYPE json USING "facts"::json;--> statement-breakpoint
ALTER TABLE "screen_results" ALTER COLUMN "inputs" SET DATA TYPE json USING "inputs"::json;--> statement-breakpoint
ALTER TABLE "screen_results" ALTER COLUMN "checks" SET DATA TYPE json USING "checks"::json;--> statement-breakpoint
ALTER TABLE "screen_results" ALTER COLUMN "checks" SET DEFAULT '[]'::json;--> statement-breakpoint
ALTER TABLE "screen_result_outputs" ADD COLUMN "sort_keys" bigint[];--> statement-breakpoint
ALTER TABLE "screen_results" ADD COLUMN "output_values" json;--> statement-breakpoint
ALTER TABLE "screen_results" ADD COLUMN "layout_inputs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "result_layout" jsonb;
