CREATE TABLE "screen_parts" (
	"screen_id" integer NOT NULL,
	"part" integer NOT NULL,
	"run_id" uuid NOT NULL,
	"from_bbl" text NOT NULL,
	"to_bbl" text NOT NULL,
	"lots" integer NOT NULL,
	"screened" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"job_id" uuid,
	"ran_on" text,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_parts_screen_id_part_pk" PRIMARY KEY("screen_id","part")
);
--> statement-breakpoint
ALTER TABLE "screen_parts" ADD CONSTRAINT "screen_parts_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "screen_result_outputs" (
	"screen_id" integer NOT NULL,
	"bbl" text NOT NULL,
	"outputs" jsonb,
	"passes" boolean,
	CONSTRAINT "screen_result_outputs_screen_id_bbl_pk" PRIMARY KEY("screen_id","bbl")
);
--> statement-breakpoint
ALTER TABLE "screen_result_outputs" ADD CONSTRAINT "screen_result_outputs_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;