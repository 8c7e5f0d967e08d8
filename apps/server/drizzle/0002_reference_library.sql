CREATE TABLE "reference_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid,
	"style" text NOT NULL,
	"space" text,
	"project_type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"source_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"palette" jsonb NOT NULL,
	"phash" text NOT NULL,
	"features" "bytea" NOT NULL,
	"feature_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "reference_rounds" jsonb;--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "reference_outcome" jsonb;--> statement-breakpoint
ALTER TABLE "reference_images" ADD CONSTRAINT "reference_images_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reference_images_designer_idx" ON "reference_images" USING btree ("designer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_images_library_source_key" ON "reference_images" USING btree ("source_key") WHERE "reference_images"."designer_id" is null and "reference_images"."source_key" is not null;