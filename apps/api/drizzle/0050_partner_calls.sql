ALTER TABLE "placements" ADD COLUMN "auction_type" text DEFAULT 'FIRST_PRICE' NOT NULL;
--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "tmax_ms" integer;
--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "tmax_ms" integer;
--> statement-breakpoint
CREATE TABLE "connection_call_counts" (
	"connection_id" integer NOT NULL,
	"day" date NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"bids" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"no_bids" integer DEFAULT 0 NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "connection_call_counts_connection_id_day_pk" PRIMARY KEY("connection_id","day")
);
--> statement-breakpoint
ALTER TABLE "connection_call_counts" ADD CONSTRAINT "connection_call_counts_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;
