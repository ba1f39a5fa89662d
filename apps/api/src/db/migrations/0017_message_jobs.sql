CREATE TABLE "message_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"unsubscribe_url" text,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"customer_id" bigint,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_jobs_channel_check" CHECK ("message_jobs"."channel" in ('sms', 'email')),
	CONSTRAINT "message_jobs_state_check" CHECK ("message_jobs"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "message_jobs" ADD CONSTRAINT "message_jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_jobs_due_idx" ON "message_jobs" USING btree ("next_attempt_at") WHERE "message_jobs"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "message_jobs_customer_idx" ON "message_jobs" USING btree ("customer_id");