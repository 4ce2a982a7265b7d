CREATE TABLE "report_schedule_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date_from" text NOT NULL,
	"date_to" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"rows" integer NOT NULL,
	"status" text NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mask" jsonb NOT NULL,
	"name" text NOT NULL,
	"report" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"hour" integer NOT NULL,
	"day_of_week" integer,
	"day_of_month" integer,
	"time_zone" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_schedule_sends" ADD CONSTRAINT "report_schedule_sends_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedule_sends_schedule_idx" ON "report_schedule_sends" USING btree ("schedule_id","sent_at");--> statement-breakpoint
CREATE INDEX "report_schedules_user_idx" ON "report_schedules" USING btree ("user_id","id");