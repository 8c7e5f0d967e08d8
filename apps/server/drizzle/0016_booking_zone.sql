ALTER TABLE "bookings" ADD COLUMN "utc_offset_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_designer_date_idx" ON "bookings" USING btree ("designer_id","date");