CREATE TABLE "advertisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"advertiser_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"advertiser_id" integer NOT NULL,
	"io_number" text,
	"budget" numeric(14, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"bundle_revenue_share" numeric(5, 2),
	"bundle_cpm" numeric(12, 2),
	"notes" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "advertisers_network_name_unique" ON "advertisers" USING btree (coalesce("network_id", 0),lower("name"));
--> statement-breakpoint
CREATE INDEX "advertisers_network_idx" ON "advertisers" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "advertisers_list_name_idx" ON "advertisers" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "advertisers_list_created_on_idx" ON "advertisers" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE INDEX "advertisers_name_trgm_idx" ON "advertisers" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_network_idx" ON "orders" USING btree ("network_id","status");
--> statement-breakpoint
CREATE INDEX "orders_advertiser_idx" ON "orders" USING btree ("advertiser_id","status");
--> statement-breakpoint
CREATE INDEX "orders_list_name_idx" ON "orders" USING btree ("status",lower("name") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "orders_list_io_number_idx" ON "orders" USING btree ("status",lower("io_number") collate "C","id","network_id");
--> statement-breakpoint
CREATE INDEX "orders_list_budget_idx" ON "orders" USING btree ("status","budget","id","network_id");
--> statement-breakpoint
CREATE INDEX "orders_list_start_date_idx" ON "orders" USING btree ("status","start_date","id","network_id");
--> statement-breakpoint
CREATE INDEX "orders_list_end_date_idx" ON "orders" USING btree ("status","end_date","id","network_id");
--> statement-breakpoint
CREATE INDEX "orders_list_created_on_idx" ON "orders" USING btree ("status","created_on","id","network_id");
--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_discussion_reads" (
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_seen_id" integer NOT NULL,
	CONSTRAINT "order_discussion_reads_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_discussion_reads" ADD CONSTRAINT "order_discussion_reads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_discussion_reads" ADD CONSTRAINT "order_discussion_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","id");
