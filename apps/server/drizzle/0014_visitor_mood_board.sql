CREATE TABLE "mood_board_concepts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"client_request_id" uuid NOT NULL,
	"parent_id" uuid,
	"instruction" text DEFAULT '' NOT NULL,
	"prompt" text NOT NULL,
	"engine" text DEFAULT 'default' NOT NULL,
	"input_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_key" text,
	"width" integer,
	"height" integer,
	"provider_label" text,
	"failure_reason" text,
	"starred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mood_board_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"designer_id" uuid NOT NULL,
	"client_request_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mood_board_concepts" ADD CONSTRAINT "mood_board_concepts_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_board_concepts" ADD CONSTRAINT "mood_board_concepts_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_board_uploads" ADD CONSTRAINT "mood_board_uploads_designer_id_designers_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."designers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_board_uploads" ADD CONSTRAINT "mood_board_uploads_client_request_id_client_requests_id_fk" FOREIGN KEY ("client_request_id") REFERENCES "public"."client_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mood_board_concepts_request_idx" ON "mood_board_concepts" USING btree ("designer_id","client_request_id","created_at");--> statement-breakpoint
CREATE INDEX "mood_board_uploads_request_idx" ON "mood_board_uploads" USING btree ("designer_id","client_request_id","created_at");