ALTER TABLE "refresh_tokens" ADD COLUMN "successor_id" uuid;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;