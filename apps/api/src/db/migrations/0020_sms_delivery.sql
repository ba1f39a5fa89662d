ALTER TABLE "message_jobs" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "message_jobs" ADD COLUMN "provider_ids" text[];--> statement-breakpoint
ALTER TABLE "message_jobs" ADD COLUMN "receipted_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "message_jobs" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "message_jobs" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "message_jobs_provider_ids_idx" ON "message_jobs" USING gin ("provider_ids");--> statement-breakpoint
ALTER TABLE "message_jobs" ADD CONSTRAINT "message_jobs_delivery_check" CHECK ("message_jobs"."delivery" in ('delivered', 'undeliverable', 'expired'));