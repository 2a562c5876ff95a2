-- Buy boxes (issue 32): stored criteria per organization and per member, the engine's buyBoxSchema shape.
CREATE TABLE "buy_boxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_boxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"scope" text NOT NULL,
	"owner_user_id" integer,
	"criteria" jsonb NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_boxes_personal_has_owner" CHECK (("buy_boxes"."scope" = 'personal') = ("buy_boxes"."owner_user_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "buy_boxes" ADD CONSTRAINT "buy_boxes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_boxes" ADD CONSTRAINT "buy_boxes_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_boxes" ADD CONSTRAINT "buy_boxes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buy_boxes_organization_uq" ON "buy_boxes" USING btree ("organization_id") WHERE "buy_boxes"."scope" = 'organization';--> statement-breakpoint
CREATE UNIQUE INDEX "buy_boxes_personal_uq" ON "buy_boxes" USING btree ("organization_id","owner_user_id") WHERE "buy_boxes"."scope" = 'personal';