ALTER TABLE "auth_tokens" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_seen_at" timestamp with time zone;