ALTER TABLE "content_owners" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_owners" ADD COLUMN "logo_file_id" integer REFERENCES "media_files"("id");--> statement-breakpoint
ALTER TABLE "content_owners" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "content_owners" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "content_owners" ADD COLUMN "revenue_model" text DEFAULT 'REVSHARE' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_owners" ADD COLUMN "contract_term" text;--> statement-breakpoint
ALTER TABLE "content_owners" ADD COLUMN "contract_start" date;--> statement-breakpoint
CREATE INDEX "content_owners_network_idx" ON "content_owners" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "content_owners_name_idx" ON "content_owners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "content_owners_created_on_idx" ON "content_owners" USING btree ("created_on","id");--> statement-breakpoint
CREATE TABLE "content_owner_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_owner_id" integer NOT NULL REFERENCES "content_owners"("id") ON DELETE cascade,
	"pub_share_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"day" date NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "content_owner_shares_owner_day_idx" ON "content_owner_shares" USING btree ("content_owner_id","day","id");--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer REFERENCES "publishers"("id") ON DELETE cascade,
	"content_owner_id" integer REFERENCES "content_owners"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"description" text,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL UNIQUE,
	"created_by" integer REFERENCES "users"("id") ON DELETE set null,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "documents_one_owner" CHECK (("publisher_id" IS NULL) <> ("content_owner_id" IS NULL))
);--> statement-breakpoint
CREATE INDEX "documents_publisher_idx" ON "documents" USING btree ("publisher_id","created_on","id");--> statement-breakpoint
CREATE INDEX "documents_content_owner_idx" ON "documents" USING btree ("content_owner_id","created_on","id");
