CREATE TABLE "collection_videos" (
	"collection_id" integer NOT NULL,
	"video_id" integer NOT NULL,
	"position" integer NOT NULL,
	"added_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_videos_collection_id_video_id_pk" PRIMARY KEY("collection_id","video_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"categories" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"image_file_id" integer,
	"poster_file_id" integer,
	"video_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"network_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" "bytea",
	"storage_key" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "video_terms" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "video_terms_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"caption" text,
	"artist" text,
	"published_at" date,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"genres" text[] DEFAULT '{}'::text[] NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_type" text,
	"publisher_id" integer,
	"co_id" integer,
	"network_id" integer,
	"duration" double precision,
	"poster_file_id" integer,
	"poster_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_thumb" boolean GENERATED ALWAYS AS (poster_file_id is not null or cardinality(poster_urls) > 0) STORED NOT NULL,
	"quality" text,
	"views" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"rating" double precision,
	"source" text DEFAULT 'UPLOAD' NOT NULL,
	"source_url" text,
	"source_file_id" integer,
	"media_status" text DEFAULT 'PENDING' NOT NULL,
	"hls_path" text,
	"playlist_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_videos" ADD CONSTRAINT "collection_videos_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_videos" ADD CONSTRAINT "collection_videos_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_image_file_id_media_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_poster_file_id_media_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_co_id_content_owners_id_fk" FOREIGN KEY ("co_id") REFERENCES "public"."content_owners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_poster_file_id_media_files_id_fk" FOREIGN KEY ("poster_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_source_file_id_media_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."media_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_videos_position_idx" ON "collection_videos" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_videos_video_idx" ON "collection_videos" USING btree ("video_id");--> statement-breakpoint
CREATE INDEX "collections_list_title_idx" ON "collections" USING btree ("status",lower("title") collate "C","id","network_id");--> statement-breakpoint
CREATE INDEX "collections_list_video_count_idx" ON "collections" USING btree ("status","video_count","id","network_id");--> statement-breakpoint
CREATE INDEX "collections_list_created_on_idx" ON "collections" USING btree ("status","created_on","id","network_id");--> statement-breakpoint
CREATE INDEX "collections_list_updated_on_idx" ON "collections" USING btree ("status","updated_on","id","network_id");--> statement-breakpoint
CREATE INDEX "collections_status_idx" ON "collections" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "videos_list_created_on_idx" ON "videos" USING btree ("status","created_on","id");--> statement-breakpoint
CREATE INDEX "videos_list_updated_on_idx" ON "videos" USING btree ("status","updated_on","id");--> statement-breakpoint
CREATE INDEX "videos_list_published_at_idx" ON "videos" USING btree ("status",coalesce("published_at", '0001-01-01'::date),"id");--> statement-breakpoint
CREATE INDEX "videos_list_title_idx" ON "videos" USING btree ("status",lower("title") collate "C","id");--> statement-breakpoint
CREATE INDEX "videos_list_duration_idx" ON "videos" USING btree ("status",coalesce("duration", -1::double precision),"id");--> statement-breakpoint
CREATE INDEX "videos_list_playlist_count_idx" ON "videos" USING btree ("status","playlist_count","id");--> statement-breakpoint
CREATE INDEX "videos_list_artist_idx" ON "videos" USING btree ("status",lower(coalesce("artist", '')) collate "C","id");--> statement-breakpoint
CREATE INDEX "videos_tags_idx" ON "videos" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "videos_genres_idx" ON "videos" USING gin ("genres");--> statement-breakpoint
CREATE INDEX "videos_flags_idx" ON "videos" USING gin ("flags");--> statement-breakpoint
CREATE INDEX "videos_artist_idx" ON "videos" USING btree ("artist");--> statement-breakpoint
CREATE INDEX "videos_publisher_idx" ON "videos" USING btree ("publisher_id","created_on");--> statement-breakpoint
CREATE INDEX "videos_co_idx" ON "videos" USING btree ("co_id","created_on");--> statement-breakpoint
CREATE INDEX "videos_network_idx" ON "videos" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "videos_owner_type_idx" ON "videos" USING btree ("owner_type");--> statement-breakpoint
CREATE INDEX "videos_updated_on_idx" ON "videos" USING btree ("updated_on");--> statement-breakpoint
CREATE INDEX "videos_poster_file_idx" ON "videos" USING btree ("poster_file_id");--> statement-breakpoint
CREATE INDEX "videos_source_file_idx" ON "videos" USING btree ("source_file_id");--> statement-breakpoint
-- The flags, genres, tags and artists pickers list every value in use: one grouped insert per statement.
CREATE FUNCTION video_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO video_terms (kind, value)
  SELECT DISTINCT kind, value FROM (
    SELECT 'FLAG' AS kind, unnest(flags) AS value FROM added
    UNION ALL SELECT 'GENRE', unnest(genres) FROM added
    UNION ALL SELECT 'TAG', unnest(tags) FROM added
    UNION ALL SELECT 'ARTIST', artist FROM added WHERE artist IS NOT NULL
  ) terms
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER videos_terms_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION video_terms_sync();--> statement-breakpoint
CREATE TRIGGER videos_terms_update AFTER UPDATE ON videos REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION video_terms_sync();--> statement-breakpoint
-- How many collections hold each video and how many videos each collection holds, kept per statement.
CREATE FUNCTION collection_videos_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE videos v SET playlist_count = v.playlist_count + d.n
    FROM (SELECT video_id, count(*)::int AS n FROM added GROUP BY 1) d WHERE v.id = d.video_id;
    UPDATE collections c SET video_count = c.video_count + d.n
    FROM (SELECT collection_id, count(*)::int AS n FROM added GROUP BY 1) d WHERE c.id = d.collection_id;
  ELSE
    UPDATE videos v SET playlist_count = v.playlist_count - d.n
    FROM (SELECT video_id, count(*)::int AS n FROM removed GROUP BY 1) d WHERE v.id = d.video_id;
    UPDATE collections c SET video_count = c.video_count - d.n
    FROM (SELECT collection_id, count(*)::int AS n FROM removed GROUP BY 1) d WHERE c.id = d.collection_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER collection_videos_counts_insert AFTER INSERT ON collection_videos REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION collection_videos_counts_sync();--> statement-breakpoint
CREATE TRIGGER collection_videos_counts_delete AFTER DELETE ON collection_videos REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION collection_videos_counts_sync();--> statement-breakpoint
-- Title searches (lower(title) LIKE '%text%') where the server offers pg_trgm (PostgreSQL).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS videos_title_lower_trgm_idx ON videos USING gin (lower(title) gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS collections_title_lower_trgm_idx ON collections USING gin (lower(title) gin_trgm_ops);
  END IF;
END
$$;
