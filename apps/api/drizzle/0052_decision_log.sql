CREATE TABLE "decision_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"network_id" integer,
	"decided_on" timestamp with time zone NOT NULL,
	"decision" jsonb NOT NULL,
	"unexplained" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "decision_log_decided_on_idx" ON "decision_log" USING btree ("decided_on");
