CREATE TABLE "a2v_transcripts" (
	"asset_id" integer PRIMARY KEY NOT NULL REFERENCES "a2v_assets"("id") ON DELETE CASCADE,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"cue_count" integer NOT NULL,
	"cues" jsonb NOT NULL,
	"updated_by" integer REFERENCES "users"("id"),
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
