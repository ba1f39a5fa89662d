ALTER TABLE "top_ups" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "request_digest" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "intent_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_idempotency_key" ON "top_ups" USING btree ("customer_id","idempotency_key");