CREATE TABLE "studio_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"client_request_id" uuid,
	"tool" text NOT NULL,
	"space" text NOT NULL,
	"style" text NOT NULL,
	"prompt" text NOT NULL,
	"count" integer NOT NULL,
	"input_key" text,
	"mask_key" text,
	"strength" double precision,
	"pieces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shadow" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"provider_id" text,
	"provider_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generation_id" uuid NOT NULL,
	"designer_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"seed" integer,
	"favourite" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_counters" ADD COLUMN "image_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studio_generations" ADD CONSTRAINT "studio_generations_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_generations" ADD CONSTRAINT "studio_generations_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_results" ADD CONSTRAINT "studio_results_generation_id_studio_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."studio_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_results" ADD CONSTRAINT "studio_results_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_generations_designer_idx" ON "studio_generations" USING btree ("designer_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_generations_request_idx" ON "studio_generations" USING btree ("designer_id","client_request_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_results_designer_idx" ON "studio_results" USING btree ("designer_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_results_generation_idx" ON "studio_results" USING btree ("generation_id");