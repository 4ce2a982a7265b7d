-- Why each item of a feed import was skipped (already imported by the feed, not a video), a line each.
ALTER TABLE "feed_imports" ADD COLUMN "skipped_reasons" text;
