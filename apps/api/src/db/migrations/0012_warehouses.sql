CREATE TABLE "warehouse_address_lines" (
	"origin" text NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "warehouse_address_lines_pkey" PRIMARY KEY("origin","field"),
	CONSTRAINT "warehouse_address_lines_field_check" CHECK ("warehouse_address_lines"."field" in ('full_name', 'address_line_1', 'address_line_2', 'district', 'city', 'state', 'postal_code', 'country', 'phone')),
	CONSTRAINT "warehouse_address_lines_value_check" CHECK (length("warehouse_address_lines"."value") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "warehouse_shop_hints" (
	"origin" text NOT NULL,
	"shop" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_position" integer NOT NULL,
	"field" text NOT NULL,
	"text_az" text NOT NULL,
	"text_en" text NOT NULL,
	"text_ru" text NOT NULL,
	"text_uz" text NOT NULL,
	"text_ka" text NOT NULL,
	CONSTRAINT "warehouse_shop_hints_pkey" PRIMARY KEY("origin","shop","field"),
	CONSTRAINT "warehouse_shop_hints_shop_check" CHECK ("warehouse_shop_hints"."shop" ~ '^[a-z0-9-]{2,40}$')
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"origin" text PRIMARY KEY NOT NULL,
	"city_az" text NOT NULL,
	"city_en" text NOT NULL,
	"city_ru" text NOT NULL,
	"city_uz" text NOT NULL,
	"city_ka" text NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "warehouses_origin_check" CHECK ("warehouses"."origin" in ('TR', 'US', 'CN', 'GB', 'DE', 'AE'))
);
--> statement-breakpoint
ALTER TABLE "warehouse_address_lines" ADD CONSTRAINT "warehouse_address_lines_origin_warehouses_origin_fk" FOREIGN KEY ("origin") REFERENCES "public"."warehouses"("origin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_shop_hints" ADD CONSTRAINT "warehouse_shop_hints_line_fkey" FOREIGN KEY ("origin","field") REFERENCES "public"."warehouse_address_lines"("origin","field") ON DELETE cascade ON UPDATE no action;