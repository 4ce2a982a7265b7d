ALTER TABLE "creatives" ADD COLUMN "hls_path" text;
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "placement_id" integer;
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "channel_breaks" (
	"channel_id" integer NOT NULL,
	"break_start" timestamp with time zone NOT NULL,
	"decision_id" text NOT NULL,
	"placement_id" integer NOT NULL,
	"pod" jsonb NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_breaks_channel_id_break_start_pk" PRIMARY KEY("channel_id","break_start")
);
--> statement-breakpoint
ALTER TABLE "channel_breaks" ADD CONSTRAINT "channel_breaks_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;
