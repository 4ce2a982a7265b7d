CREATE TABLE "channel_playlists" (
	"channel_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "channel_playlists_channel_id_collection_id_pk" PRIMARY KEY("channel_id","collection_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"ad_frequency" integer DEFAULT 3 NOT NULL,
	"ad_duration" integer DEFAULT 60 NOT NULL,
	"image_file_id" integer,
	"active" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"network_id" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_jobs" (
	"video_id" integer PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" text,
	"source_key" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_playlists" ADD CONSTRAINT "channel_playlists_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_playlists" ADD CONSTRAINT "channel_playlists_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_image_file_id_media_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_jobs" ADD CONSTRAINT "media_jobs_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_playlists_position_idx" ON "channel_playlists" USING btree ("channel_id","position");--> statement-breakpoint
CREATE INDEX "channel_playlists_collection_idx" ON "channel_playlists" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "channels_list_idx" ON "channels" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "channels_network_idx" ON "channels" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "media_jobs_state_idx" ON "media_jobs" USING btree ("state","updated_on");