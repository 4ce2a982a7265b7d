ALTER TABLE "creatives" ADD COLUMN "renditions" jsonb;
