CREATE TABLE "ads_txt_crawls" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"network_id" integer REFERENCES "networks"("id") ON DELETE cascade,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"url" text,
	"crawled_at" timestamp with time zone NOT NULL,
	"records" jsonb NOT NULL,
	"variables" jsonb NOT NULL,
	"problems" jsonb NOT NULL,
	"needed" jsonb NOT NULL,
	PRIMARY KEY ("subject_kind", "subject_id"),
	CONSTRAINT "ads_txt_crawls_kind_check" CHECK ("subject_kind" IN ('APP', 'DOMAIN'))
);
--> statement-breakpoint
CREATE INDEX "ads_txt_crawls_network_idx" ON "ads_txt_crawls" USING btree ("network_id", "subject_kind", "status");
--> statement-breakpoint
CREATE INDEX "ads_txt_crawls_crawled_at_idx" ON "ads_txt_crawls" USING btree ("subject_kind", "crawled_at");
