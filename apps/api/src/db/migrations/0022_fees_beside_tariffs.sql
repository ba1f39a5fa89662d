CREATE TABLE "courier_fees" (
	"zone" text PRIMARY KEY NOT NULL,
	"base_amount" integer NOT NULL,
	"included_grams" integer NOT NULL,
	"per_kg_amount" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_fees_zone_check" CHECK ("courier_fees"."zone" in ('capital', 'near', 'regional')),
	CONSTRAINT "courier_fees_amounts_check" CHECK ("courier_fees"."base_amount" >= 0 and "courier_fees"."included_grams" >= 0 and "courier_fees"."per_kg_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_fees" (
	"service" text PRIMARY KEY NOT NULL,
	"basis_points" integer NOT NULL,
	"minimum_amount" integer NOT NULL,
	"minimum_currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_fees_basis_points_check" CHECK ("service_fees"."basis_points" between 0 and 10000),
	CONSTRAINT "service_fees_minimum_amount_check" CHECK ("service_fees"."minimum_amount" >= 0),
	CONSTRAINT "service_fees_minimum_currency_check" CHECK ("service_fees"."minimum_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
INSERT INTO "courier_fees" ("zone", "base_amount", "included_grams", "per_kg_amount") VALUES ('capital', 300, 2000, 100), ('near', 450, 2000, 120), ('regional', 700, 2000, 150);--> statement-breakpoint
INSERT INTO "service_fees" ("service", "basis_points", "minimum_amount", "minimum_currency") VALUES ('buy-for-me', 500, 300, 'USD');--> statement-breakpoint
CREATE TRIGGER "courier_fees_revision" AFTER INSERT OR UPDATE OR DELETE ON "courier_fees" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();--> statement-breakpoint
CREATE TRIGGER "service_fees_revision" AFTER INSERT OR UPDATE OR DELETE ON "service_fees" FOR EACH ROW EXECUTE FUNCTION "bump_content_revision"();
