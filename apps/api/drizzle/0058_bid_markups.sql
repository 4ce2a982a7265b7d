CREATE TABLE "bid_markups" (
	"key" uuid PRIMARY KEY NOT NULL,
	"placement_id" integer NOT NULL,
	"vast" text NOT NULL,
	"kept_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bid_markups_kept_until_idx" ON "bid_markups" USING btree ("kept_until");
