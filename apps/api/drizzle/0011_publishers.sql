CREATE TABLE "publisher_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer NOT NULL,
	"pub_share_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"day" date NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "secondary_id" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "publisher_model" text DEFAULT 'REVSHARE' NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "cost_cpm" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "onboarding_stage" text DEFAULT 'PROPOSAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "seller_id" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "seller_domain" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "seller_type" text;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "seller_confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "publishers" ADD COLUMN "updated_on" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_shares" ADD CONSTRAINT "publisher_shares_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_shares_publisher_day_idx" ON "publisher_shares" USING btree ("publisher_id","day","id");--> statement-breakpoint
CREATE INDEX "publishers_created_on_idx" ON "publishers" USING btree ("created_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_seller_id_key" ON "publishers" USING btree ("seller_id");