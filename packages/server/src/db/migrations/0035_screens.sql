CREATE TABLE "screen_results" (
	"screen_id" integer NOT NULL,
	"bbl" text NOT NULL,
	"address" text,
	"borough" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"facts" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"outputs" jsonb,
	"skipped" text,
	"passes" boolean,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "screen_results_screen_id_bbl_pk" PRIMARY KEY("screen_id","bbl")
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "screens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"strategy_type" text NOT NULL,
	"preset_id" integer,
	"preset" jsonb,
	"buy_box" jsonb,
	"state" text NOT NULL,
	"matched" integer,
	"screened" integer DEFAULT 0 NOT NULL,
	"passing" integer,
	"datasets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"job_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "screen_results" ADD CONSTRAINT "screen_results_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screens_organization_idx" ON "screens" USING btree ("organization_id","created_at");