CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"tier" text DEFAULT 'scout' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"provider" text DEFAULT 'local' NOT NULL,
	"provider_reference" text,
	"current_period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"ai_summaries" integer DEFAULT 0 NOT NULL,
	"pdf_exports" integer DEFAULT 0 NOT NULL,
	"csv_imports" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_counters_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "onboarding" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"experience_level" text,
	"investment_goal" text,
	"market_preference" text,
	"city" text,
	"zip_code" text,
	"budget" numeric(14, 2),
	"current_step" integer DEFAULT 1 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"address_normalized" text DEFAULT '' NOT NULL,
	"city" text,
	"state" text,
	"zip" text,
	"property_type" text,
	"units" integer,
	"cap_rate" numeric(12, 4),
	"purchase_price" numeric(14, 2),
	"annual_noi" numeric(14, 2),
	"monthly_rent" numeric(14, 2),
	"monthly_net_cash_flow" numeric(14, 2),
	"cash_on_cash" numeric(12, 4),
	"rehab_cost" numeric(14, 2),
	"arv" numeric(14, 2),
	"profit" numeric(14, 2),
	"image_url" text,
	"metrics_calculated" boolean DEFAULT false NOT NULL,
	"metrics_error" text,
	"bbl" text,
	"square_feet" integer,
	"building_area" integer,
	"estimated_value" numeric(14, 2),
	"year_built" integer,
	"market_value" numeric(14, 2),
	"owner_name" text,
	"building_class" text,
	"building_class_description" text,
	"latitude" double precision,
	"longitude" double precision,
	"bldg_area" integer,
	"lot_area" integer,
	"num_floors" numeric(6, 2),
	"land_use" text,
	"tax_class" text,
	"assess_land" numeric(14, 2),
	"assess_total" numeric(14, 2),
	"exempt_land" numeric(14, 2),
	"exempt_total" numeric(14, 2),
	"res_area" integer,
	"com_area" integer,
	"year_alter1" integer,
	"zone_dist1" text,
	"zone_dist2" text,
	"hpd_violations" integer,
	"ecb_violations" integer,
	"complaints_311" integer,
	"dob_permits" integer,
	"bedrooms" integer,
	"bathrooms" numeric(5, 1),
	"price_per_sq_ft" numeric(14, 2),
	"borough" text,
	"annual_net_cash_flow" numeric(14, 2),
	"total_cash_invested" numeric(14, 2),
	"monthly_expenses" numeric(14, 2),
	"last_sale_date" date,
	"last_sale_price" numeric(14, 2),
	"eviction_count" integer,
	"eviction_filings" jsonb,
	"tax_lien_amount" numeric(14, 2),
	"tax_lien_date" date,
	"tax_lien_status" text,
	"foreclosure_status" text,
	"foreclosure_creditor" text,
	"foreclosure_amount" numeric(14, 2),
	"foreclosure_date" date,
	"probate_status" text,
	"probate_case_number" text,
	"probate_petitioner" text,
	"probate_date" date,
	"owner_status" text,
	"strategy_structured" jsonb,
	"strategy_advice" text,
	"property_narrative" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"strategy_id" integer,
	"strategy_type" text DEFAULT 'buy_hold' NOT NULL,
	"purchase_price" numeric(14, 2),
	"annual_noi" numeric(14, 2),
	"monthly_rent" numeric(14, 2),
	"monthly_net_cash_flow" numeric(14, 2),
	"cash_on_cash" numeric(12, 4),
	"cap_rate" numeric(12, 4),
	"rehab_cost" numeric(14, 2),
	"arv" numeric(14, 2),
	"profit" numeric(14, 2),
	"repair_estimate" numeric(14, 2),
	"assignment_fee" numeric(14, 2),
	"metrics_calculated" boolean DEFAULT false NOT NULL,
	"metrics_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_summaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_summaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"strategy_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "strategies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "strategies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"strategy_type" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"outputs" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow_audit_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_flow_audit_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"total_properties_audited" integer NOT NULL,
	"flagged_properties" integer NOT NULL,
	"average_discrepancy" numeric(12, 4) NOT NULL,
	"audit_accuracy" numeric(12, 4),
	"audit_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_flow_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer,
	"run_id" integer,
	"risk_level" text NOT NULL,
	"original_monthly_rent" numeric(14, 2),
	"original_monthly_cash_flow" numeric(14, 2),
	"recomputed_monthly_cash_flow" numeric(14, 2),
	"discrepancy_percentage" numeric(12, 4) NOT NULL,
	"confidence_score" numeric(5, 4) NOT NULL,
	"flagged" boolean NOT NULL,
	"fallbacks_used" jsonb NOT NULL,
	"flagged_assets" jsonb NOT NULL,
	"engine_version" text NOT NULL,
	"audit_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow_forecasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_flow_forecasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organization_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"confidence_level" numeric(5, 4) NOT NULL,
	"rent_high_scenario" numeric(14, 2) NOT NULL,
	"rent_median_scenario" numeric(14, 2) NOT NULL,
	"rent_low_scenario" numeric(14, 2) NOT NULL,
	"cash_flow_high_scenario" numeric(14, 2) NOT NULL,
	"cash_flow_median_scenario" numeric(14, 2) NOT NULL,
	"cash_flow_low_scenario" numeric(14, 2) NOT NULL,
	"updated_cap_rate" numeric(12, 4),
	"method" text NOT NULL,
	"generation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_user_id" integer,
	"action" text NOT NULL,
	"resource_type" text NOT NULL,
	"resource_id" text,
	"outcome" text NOT NULL,
	"detail" jsonb,
	"ip" text,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"value" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding" ADD CONSTRAINT "onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_strategy_id_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_summaries" ADD CONSTRAINT "ai_summaries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strategies" ADD CONSTRAINT "strategies_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_audit_runs" ADD CONSTRAINT "cash_flow_audit_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_audit_runs" ADD CONSTRAINT "cash_flow_audit_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_audits" ADD CONSTRAINT "cash_flow_audits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_audits" ADD CONSTRAINT "cash_flow_audits_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_audits" ADD CONSTRAINT "cash_flow_audits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_audits" ADD CONSTRAINT "cash_flow_audits_run_id_cash_flow_audit_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."cash_flow_audit_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_forecasts" ADD CONSTRAINT "cash_flow_forecasts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_forecasts" ADD CONSTRAINT "cash_flow_forecasts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_organization_user_unique" ON "memberships" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_id_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_user_unique" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_organization_id_idx" ON "properties" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "properties_user_id_idx" ON "properties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_bbl_idx" ON "properties" USING btree ("bbl");--> statement-breakpoint
CREATE INDEX "properties_address_normalized_idx" ON "properties" USING btree ("address_normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_is_demo_idx" ON "properties" USING btree ("is_demo");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_items_organization_property_unique" ON "portfolio_items" USING btree ("organization_id","property_id");--> statement-breakpoint
CREATE INDEX "portfolio_items_organization_id_idx" ON "portfolio_items" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "ai_summaries_strategy_id_idx" ON "ai_summaries" USING btree ("strategy_id");--> statement-breakpoint
CREATE INDEX "ai_summaries_user_created_idx" ON "ai_summaries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "strategies_organization_property_idx" ON "strategies" USING btree ("organization_id","property_id");--> statement-breakpoint
CREATE INDEX "cash_flow_audit_runs_organization_idx" ON "cash_flow_audit_runs" USING btree ("organization_id","audit_date");--> statement-breakpoint
CREATE INDEX "cash_flow_audits_organization_property_idx" ON "cash_flow_audits" USING btree ("organization_id","property_id","audit_date");--> statement-breakpoint
CREATE INDEX "cash_flow_forecasts_organization_property_idx" ON "cash_flow_forecasts" USING btree ("organization_id","property_id","generation_date");--> statement-breakpoint
CREATE INDEX "audit_logs_timestamp_idx" ON "audit_logs" USING btree ("timestamp" DESC NULLS LAST,"id" DESC NULLS LAST);