CREATE TABLE "studio_plan_renders" (
	"generation_id" uuid PRIMARY KEY NOT NULL,
	"designer_id" uuid NOT NULL,
	"plan_id" uuid,
	"settings" jsonb NOT NULL,
	"model" jsonb,
	"files" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"client_request_id" uuid,
	"input_key" text NOT NULL,
	"model" jsonb NOT NULL,
	"scale_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_plan_renders" ADD CONSTRAINT "studio_plan_renders_generation_id_studio_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."studio_generations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plan_renders" ADD CONSTRAINT "studio_plan_renders_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plan_renders" ADD CONSTRAINT "studio_plan_renders_plan_id_studio_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."studio_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plans" ADD CONSTRAINT "studio_plans_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_plans" ADD CONSTRAINT "studio_plans_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_plans_designer_idx" ON "studio_plans" USING btree ("designer_id","created_at");