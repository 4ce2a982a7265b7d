CREATE TABLE "attempts" (
	"key" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempts_key_at_idx" ON "attempts" USING btree ("key","at");
--> statement-breakpoint
CREATE INDEX "attempts_at_idx" ON "attempts" USING btree ("at");
