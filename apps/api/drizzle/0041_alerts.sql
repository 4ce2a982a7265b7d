CREATE TABLE "alert_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"metric" text NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_id" integer,
	"condition" text NOT NULL,
	"threshold" double precision NOT NULL,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"muted_until" timestamp with time zone,
	"judged_until" timestamp with time zone,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alert_rules_network_idx" ON "alert_rules" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "alert_rules_list_name_idx" ON "alert_rules" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "alert_rules_list_metric_idx" ON "alert_rules" USING btree ("status","metric","id","network_id");
--> statement-breakpoint
CREATE INDEX "alert_rules_list_condition_idx" ON "alert_rules" USING btree ("status","condition","id","network_id");
--> statement-breakpoint
CREATE INDEX "alert_rules_list_created_on_idx" ON "alert_rules" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE TABLE "alert_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL REFERENCES "alert_rules"("id") ON DELETE cascade,
	"hour" timestamp with time zone NOT NULL,
	"value" double precision NOT NULL,
	"baseline" double precision,
	"message" text NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "alert_events_rule_idx" ON "alert_events" USING btree ("rule_id","fired_at");
--> statement-breakpoint
CREATE INDEX "alert_events_open_idx" ON "alert_events" USING btree ("acknowledged_at","fired_at");
