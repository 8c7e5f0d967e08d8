CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_request_id" uuid NOT NULL,
	"designer_id" uuid NOT NULL,
	"date" text NOT NULL,
	"available_time" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brief_feedbacks" (
	"client_request_id" uuid PRIMARY KEY NOT NULL,
	"designer_id" uuid NOT NULL,
	"ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_image" jsonb,
	"floor_plans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"client_request_id" uuid NOT NULL,
	"designer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"client_message_id" text,
	"action" text,
	"reply_to_id" uuid,
	"is_opening" boolean DEFAULT false NOT NULL,
	"source" text,
	"fallback_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"identify_key" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"available_time" text NOT NULL,
	"available_time_other" text,
	"project_type" text NOT NULL,
	"language" text NOT NULL,
	"inquiry_date" timestamp with time zone NOT NULL,
	"stage" text DEFAULT 'chat' NOT NULL,
	"interview_state" jsonb NOT NULL,
	"state_version" integer DEFAULT 0 NOT NULL,
	"conversation_completed" boolean DEFAULT false NOT NULL,
	"total_message_count" integer DEFAULT 0 NOT NULL,
	"brand_name" text,
	"website_url" text,
	"deadline" text,
	"priority" text,
	"confirmed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 12 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"unique_key" text,
	"designer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"client_request_id" uuid NOT NULL,
	"designer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_feedbacks" ADD CONSTRAINT "brief_feedbacks_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brief_feedbacks" ADD CONSTRAINT "brief_feedbacks_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_requests" ADD CONSTRAINT "client_requests_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_sessions" ADD CONSTRAINT "visitor_sessions_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_request_idx" ON "bookings" USING btree ("client_request_id");--> statement-breakpoint
CREATE INDEX "bookings_designer_idx" ON "bookings" USING btree ("designer_id");--> statement-breakpoint
CREATE INDEX "chat_messages_request_idx" ON "chat_messages" USING btree ("client_request_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_message_key" ON "chat_messages" USING btree ("client_request_id","client_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_reply_key" ON "chat_messages" USING btree ("reply_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_opening_key" ON "chat_messages" USING btree ("client_request_id") WHERE "chat_messages"."is_opening";--> statement-breakpoint
CREATE UNIQUE INDEX "client_requests_identify_key_key" ON "client_requests" USING btree ("identify_key");--> statement-breakpoint
CREATE INDEX "client_requests_designer_idx" ON "client_requests" USING btree ("designer_id","created_at");--> statement-breakpoint
CREATE INDEX "client_requests_demo_idx" ON "client_requests" USING btree ("is_demo","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_unique_key" ON "jobs" USING btree ("unique_key") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_sessions_token_hash_key" ON "visitor_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visitor_sessions_request_idx" ON "visitor_sessions" USING btree ("client_request_id");