-- A feed item is known by the feed it came from and its guid (Atom id, else media URL): the same guid
-- in another feed is another video, so a new feed never reuses media some other feed brought.
-- Videos ingested before this column hold no feed address and are not matched again.
ALTER TABLE "videos" ADD COLUMN "feed_url" text;--> statement-breakpoint
CREATE INDEX "videos_feed_item_idx" ON "videos" USING btree ("feed_url","source_url") WHERE "videos"."feed_url" is not null;
