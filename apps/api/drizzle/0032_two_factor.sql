CREATE TABLE "two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"secret_sealed" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	PRIMARY KEY ("user_id", "code_hash")
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;
