CREATE TABLE "saved_forecasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"network_id" integer REFERENCES "networks"("id"),
	"query" jsonb NOT NULL,
	"targeting_id" integer REFERENCES "targeting_sets"("id") ON DELETE SET NULL,
	"saved_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"saved_on" timestamp with time zone DEFAULT now() NOT NULL,
	"requests" double precision NOT NULL,
	"impressions" double precision NOT NULL,
	"booked" double precision NOT NULL,
	"available" double precision NOT NULL,
	"requests_mape" double precision,
	"impressions_mape" double precision,
	"backtested" boolean NOT NULL,
	"not_enough_history" boolean NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_forecasts_network_name_unique" ON "saved_forecasts" USING btree (coalesce("network_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "saved_forecasts_network_idx" ON "saved_forecasts" USING btree ("network_id","id");
