CREATE TABLE "tariff_tiers" (
	"tariff_id" integer NOT NULL,
	"up_to_grams" integer NOT NULL,
	"price_amount" integer NOT NULL,
	"price_currency" text NOT NULL,
	CONSTRAINT "tariff_tiers_pkey" PRIMARY KEY("tariff_id","up_to_grams"),
	CONSTRAINT "tariff_tiers_up_to_grams_check" CHECK ("tariff_tiers"."up_to_grams" > 0),
	CONSTRAINT "tariff_tiers_price_amount_check" CHECK ("tariff_tiers"."price_amount" >= 0),
	CONSTRAINT "tariff_tiers_price_currency_check" CHECK ("tariff_tiers"."price_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"per_kg_above_amount" integer NOT NULL,
	"per_kg_above_currency" text NOT NULL,
	"volumetric_divisor" integer NOT NULL,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariffs_route_key" UNIQUE("origin","destination"),
	CONSTRAINT "tariffs_origin_check" CHECK ("tariffs"."origin" in ('TR', 'US', 'CN', 'GB', 'DE', 'AE')),
	CONSTRAINT "tariffs_destination_check" CHECK ("tariffs"."destination" in ('AZ', 'UZ', 'GE')),
	CONSTRAINT "tariffs_per_kg_above_amount_check" CHECK ("tariffs"."per_kg_above_amount" >= 0),
	CONSTRAINT "tariffs_per_kg_above_currency_check" CHECK ("tariffs"."per_kg_above_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "tariffs_volumetric_divisor_check" CHECK ("tariffs"."volumetric_divisor" > 0),
	CONSTRAINT "tariffs_delivery_days_check" CHECK ("tariffs"."delivery_days_min" > 0 and "tariffs"."delivery_days_max" >= "tariffs"."delivery_days_min")
);
--> statement-breakpoint
ALTER TABLE "tariff_tiers" ADD CONSTRAINT "tariff_tiers_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "public"."tariffs"("id") ON DELETE cascade ON UPDATE no action;