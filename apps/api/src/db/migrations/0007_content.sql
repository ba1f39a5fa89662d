CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"reply_to" text NOT NULL,
	"topic" text NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published_on" date,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_pkey" PRIMARY KEY("kind","id"),
	CONSTRAINT "content_entries_kind_check" CHECK ("content_entries"."kind" in ('news', 'faq_group', 'faq_question', 'service', 'document', 'document_section', 'carriage_item', 'customs_limit', 'office'))
);
--> statement-breakpoint
CREATE TABLE "content_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_revision_single_row" CHECK ("content_revision"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"locale" text NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "content_translations_pkey" PRIMARY KEY("kind","id","locale"),
	CONSTRAINT "content_translations_locale_check" CHECK ("content_translations"."locale" in ('az', 'en', 'ru', 'uz', 'ka'))
);
--> statement-breakpoint
CREATE TABLE "pickup_point_translations" (
	"point_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"how_to_find" text,
	CONSTRAINT "pickup_point_translations_pkey" PRIMARY KEY("point_id","locale"),
	CONSTRAINT "pickup_point_translations_locale_check" CHECK ("pickup_point_translations"."locale" in ('az', 'en', 'ru', 'uz', 'ka'))
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"type" text NOT NULL,
	"phone" text,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pickup_points_type_check" CHECK ("pickup_points"."type" in ('branch', 'partner', 'locker')),
	CONSTRAINT "pickup_points_country_check" CHECK ("pickup_points"."country" in ('AZ', 'UZ', 'GE'))
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_entry_fkey" FOREIGN KEY ("kind","id") REFERENCES "public"."content_entries"("kind","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_point_translations" ADD CONSTRAINT "pickup_point_translations_point_id_pickup_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."pickup_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_news_idx" ON "content_entries" USING btree ("kind","published_on");--> statement-breakpoint
CREATE INDEX "pickup_points_country_idx" ON "pickup_points" USING btree ("country");--> statement-breakpoint
INSERT INTO "content_revision" ("id", "revision") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION "bump_content_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_entries_revision" AFTER INSERT OR UPDATE OR DELETE ON "content_entries" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "content_translations_revision" AFTER INSERT OR UPDATE OR DELETE ON "content_translations" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "pickup_points_revision" AFTER INSERT OR UPDATE OR DELETE ON "pickup_points" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "pickup_point_translations_revision" AFTER INSERT OR UPDATE OR DELETE ON "pickup_point_translations" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "tariffs_revision" AFTER INSERT OR UPDATE OR DELETE ON "tariffs" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "tariff_tiers_revision" AFTER INSERT OR UPDATE OR DELETE ON "tariff_tiers" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();
