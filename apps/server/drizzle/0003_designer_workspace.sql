CREATE TABLE "brand_analyses" (
	"client_request_id" uuid PRIMARY KEY NOT NULL,
	"designer_id" uuid NOT NULL,
	"website_url" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"extraction" jsonb,
	"analysis" jsonb,
	"source" text,
	"error_code" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "request_suggestions" (
	"client_request_id" uuid PRIMARY KEY NOT NULL,
	"designer_id" uuid NOT NULL,
	"content" jsonb NOT NULL,
	"source" text NOT NULL,
	"fallback_reason" text,
	"language" text NOT NULL,
	"input_fingerprint" text NOT NULL,
	"generation_count" integer DEFAULT 1 NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "origin" text DEFAULT 'genie' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "status_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "share_key" text;--> statement-breakpoint
UPDATE "client_requests" SET "share_key" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "client_requests" ALTER COLUMN "share_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_analyses" ADD CONSTRAINT "brand_analyses_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_analyses" ADD CONSTRAINT "brand_analyses_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_suggestions" ADD CONSTRAINT "request_suggestions_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_suggestions" ADD CONSTRAINT "request_suggestions_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_requests_share_key_key" ON "client_requests" USING btree ("share_key");--> statement-breakpoint
CREATE INDEX "client_requests_designer_inquiry_idx" ON "client_requests" USING btree ("designer_id","inquiry_date");