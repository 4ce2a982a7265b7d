CREATE TABLE "feed_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" text,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"playlist_id" integer,
	"network_id" integer,
	"user_id" integer,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"found" integer DEFAULT 0 NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_playlist_id_collections_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_imports_state_idx" ON "feed_imports" USING btree ("state","updated_on");
