CREATE TABLE "organization_branding" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"primary_color" text,
	"accent_color" text,
	"contact_line" text,
	"logo_media_type" text,
	"logo" "bytea",
	"logo_sha256" text,
	"logo_file_name" text,
	"logo_sanitized" boolean DEFAULT false NOT NULL,
	"logo_width" integer,
	"logo_height" integer,
	"logo_updated_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_branding" ADD CONSTRAINT "organization_branding_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_branding" ADD CONSTRAINT "organization_branding_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;