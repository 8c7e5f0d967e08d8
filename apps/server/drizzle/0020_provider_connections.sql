CREATE TABLE "provider_connections" (
	"designer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"base_url" text,
	"model" text,
	"key_ciphertext" text,
	"key_hint" text,
	"monthly_image_cap" integer,
	"used_month" text,
	"used_images" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_connections_designer_id_kind_pk" PRIMARY KEY("designer_id","kind")
);
--> statement-breakpoint
ALTER TABLE "provider_connections" ADD CONSTRAINT "provider_connections_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;