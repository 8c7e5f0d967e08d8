CREATE TABLE "billing_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"designer_id" uuid,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "lifecycle_mails" (
	"designer_id" uuid NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lifecycle_mails_designer_id_key_pk" PRIMARY KEY("designer_id","key")
);
--> statement-breakpoint
CREATE TABLE "usage_warnings" (
	"designer_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"threshold" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_warnings_designer_id_period_start_kind_threshold_pk" PRIMARY KEY("designer_id","period_start","kind","threshold")
);
--> statement-breakpoint
ALTER TABLE "client_requests" ADD COLUMN "over_plan_limit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "subscription_state" text;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "billed_by" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "designers" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD COLUMN "project_request_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_mails" ADD CONSTRAINT "lifecycle_mails_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_warnings" ADD CONSTRAINT "usage_warnings_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_designer_idx" ON "billing_events" USING btree ("designer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "designers_provider_customer_key" ON "designers" USING btree ("provider_customer_id");