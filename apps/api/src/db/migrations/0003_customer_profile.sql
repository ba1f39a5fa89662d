ALTER TABLE "customers" DROP CONSTRAINT "customers_contact_check";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "surname" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "national_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_national_id_key" ON "customers" USING btree ("country","national_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_language_check" CHECK ("customers"."language" in ('az', 'en', 'ru', 'uz', 'ka'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_contact_check" CHECK ("customers"."status" = 'deleted' or "customers"."email" is not null or "customers"."phone" is not null);