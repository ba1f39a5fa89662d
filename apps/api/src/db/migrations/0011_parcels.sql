CREATE TABLE "parcel_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parcel_id" bigint NOT NULL,
	"event_id" text,
	"event_digest" text,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_key" text,
	"from_state" text,
	"to_state" text NOT NULL,
	"detail" text,
	"data" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_items" (
	"parcel_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "parcel_items_quantity_check" CHECK ("parcel_items"."quantity" > 0),
	CONSTRAINT "parcel_items_unit_price_check" CHECK ("parcel_items"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "parcel_photos" (
	"parcel_id" bigint NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint,
	"tracking_number" text NOT NULL,
	"carrier" text,
	"origin" text NOT NULL,
	"state" text NOT NULL,
	"shop" text,
	"declared_total" bigint,
	"declared_currency" text,
	"delivery_kind" text,
	"pickup_point_id" text,
	"note" text,
	"invoice_file_id" uuid,
	"weight_grams" integer,
	"length_cm" numeric(5, 1),
	"width_cm" numeric(5, 1),
	"height_cm" numeric(5, 1),
	"cost_amount" bigint,
	"cost_currency" text,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"declared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_state_check" CHECK ("parcels"."state" in ('unknown_arrival', 'expected', 'received', 'shipped', 'at_customs', 'held', 'at_local_warehouse', 'ready_for_pickup', 'delivered', 'returned')),
	CONSTRAINT "parcels_origin_check" CHECK ("parcels"."origin" in ('TR', 'US', 'CN', 'GB', 'DE', 'AE')),
	CONSTRAINT "parcels_delivery_check" CHECK (("parcels"."delivery_kind" = 'pickup') = ("parcels"."pickup_point_id" is not null)),
	CONSTRAINT "parcels_cost_check" CHECK (("parcels"."cost_amount" is null) = ("parcels"."cost_currency" is null))
);
--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_items" ADD CONSTRAINT "parcel_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD CONSTRAINT "parcel_photos_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_photos" ADD CONSTRAINT "parcel_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_events_event_id_key" ON "parcel_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_idx" ON "parcel_events" USING btree ("parcel_id","occurred_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_items_pkey_idx" ON "parcel_items" USING btree ("parcel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_photos_key" ON "parcel_photos" USING btree ("parcel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_tracking_number_key" ON "parcels" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "parcels_customer_created_idx" ON "parcels" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parcels_customer_state_created_idx" ON "parcels" USING btree ("customer_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parcels_customer_updated_idx" ON "parcels" USING btree ("customer_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);