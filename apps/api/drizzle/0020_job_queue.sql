CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer NOT NULL,
	"retry_delay_seconds" integer NOT NULL,
	"expire_seconds" integer NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"started_on" timestamp with time zone,
	"heartbeat_on" timestamp with time zone,
	"completed_on" timestamp with time zone,
	"output" jsonb,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("state" IN ('created', 'retry', 'active', 'completed', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queued_key" ON "jobs" USING btree ("name","singleton_key") WHERE "state" IN ('created', 'retry');--> statement-breakpoint
CREATE INDEX "jobs_next" ON "jobs" USING btree ("name","start_after") WHERE "state" IN ('created', 'retry');--> statement-breakpoint
CREATE INDEX "jobs_running" ON "jobs" USING btree ("heartbeat_on") WHERE "state" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_finished" ON "jobs" USING btree ("completed_on") WHERE "state" IN ('completed', 'cancelled', 'failed');--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"cron" text NOT NULL,
	"timezone" text NOT NULL,
	"data" jsonb NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_schedules_pkey" PRIMARY KEY ("name","key")
);
--> statement-breakpoint
-- Until now the queue was pg-boss in schema "pgboss": its cron entries and unfinished runs carry over.
DO $$
BEGIN
	IF to_regclass('pgboss.schedule') IS NOT NULL THEN
		INSERT INTO "job_schedules" ("name", "key", "cron", "timezone", "data")
		SELECT "name", "key", "cron", coalesce("timezone", 'UTC'), coalesce("data", '{}'::jsonb) FROM "pgboss"."schedule"
		ON CONFLICT DO NOTHING;
	END IF;
	IF to_regclass('pgboss.job') IS NOT NULL THEN
		INSERT INTO "jobs" ("id", "name", "data", "state", "singleton_key", "retry_count", "retry_limit", "retry_delay_seconds", "expire_seconds", "start_after", "created_on")
		SELECT "id", "name", coalesce("data", '{}'::jsonb), 'retry', "singleton_key", "retry_count", greatest("retry_limit", "retry_count"), "retry_delay", "expire_seconds", now(), "created_on"
		FROM "pgboss"."job" WHERE "state"::text IN ('created', 'retry', 'active')
		ON CONFLICT DO NOTHING;
	END IF;
END $$;--> statement-breakpoint
DROP SCHEMA IF EXISTS "pgboss" CASCADE;
