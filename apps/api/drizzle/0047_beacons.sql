CREATE TABLE "beacon_receipts" (
	"decision_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beacon_receipts_decision_id_sequence_event_pk" PRIMARY KEY("decision_id","sequence","event")
);
--> statement-breakpoint
CREATE INDEX "beacon_receipts_received_idx" ON "beacon_receipts" USING btree ("received_at");
--> statement-breakpoint
CREATE TABLE "device_impressions" (
	"device_key" text NOT NULL,
	"line_item_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"impressions" integer NOT NULL,
	CONSTRAINT "device_impressions_device_key_line_item_id_hour_pk" PRIMARY KEY("device_key","line_item_id","hour")
);
--> statement-breakpoint
CREATE INDEX "device_impressions_hour_idx" ON "device_impressions" USING btree ("hour");
