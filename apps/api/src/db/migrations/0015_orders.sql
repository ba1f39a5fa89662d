CREATE TABLE "buy_for_me_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_for_me_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"event_id" text,
	"event_digest" text,
	"actor" text NOT NULL,
	"actor_key" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"detail" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_for_me_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_for_me_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"link" text NOT NULL,
	"description" text NOT NULL,
	"color" text,
	"size" text,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buy_for_me_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buy_for_me_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"status" text NOT NULL,
	"shop_country" text NOT NULL,
	"currency" text NOT NULL,
	"items_total" bigint NOT NULL,
	"local_delivery" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_basis_points" integer NOT NULL,
	"fee_minimum_usd" bigint NOT NULL,
	"total" bigint NOT NULL,
	"pay_currency" text NOT NULL,
	"pay_amount" bigint NOT NULL,
	"pay_rate" text NOT NULL,
	"pay_rate_on" text NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"price_change" jsonb,
	"note" text,
	"cancel_reason" text,
	"parcel_id" bigint,
	"tracking_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buy_for_me_orders_status_check" CHECK ("buy_for_me_orders"."status" in ('awaiting_payment', 'paid', 'purchased', 'price_changed', 'cancelled', 'arrived')),
	CONSTRAINT "buy_for_me_orders_paid_check" CHECK ("buy_for_me_orders"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courier_order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"event_id" text,
	"event_digest" text,
	"actor" text NOT NULL,
	"actor_key" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"detail" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courier_order_parcels" (
	"order_id" bigint NOT NULL,
	"parcel_id" bigint NOT NULL,
	"tracking_number" text NOT NULL,
	"weight_grams" integer,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "courier_order_parcels_pkey" PRIMARY KEY("order_id","parcel_id")
);
--> statement-breakpoint
CREATE TABLE "courier_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courier_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"status" text NOT NULL,
	"address_id" bigint,
	"address" jsonb NOT NULL,
	"city_code" text NOT NULL,
	"slot_date" text NOT NULL,
	"slot_window" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"fee" bigint NOT NULL,
	"fee_currency" text NOT NULL,
	"payment_transaction_id" bigint NOT NULL,
	"refund_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_orders_status_check" CHECK ("courier_orders"."status" in ('requested', 'scheduled', 'out_for_delivery', 'delivered', 'cancelled')),
	CONSTRAINT "courier_orders_window_check" CHECK ("courier_orders"."slot_window" in ('10-14', '14-18', '18-21'))
);
--> statement-breakpoint
CREATE TABLE "courier_slot_bookings" (
	"city_code" text NOT NULL,
	"slot_date" text NOT NULL,
	"slot_window" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer NOT NULL,
	CONSTRAINT "courier_slot_bookings_pkey" PRIMARY KEY("city_code","slot_date","slot_window"),
	CONSTRAINT "courier_slot_bookings_booked_check" CHECK ("courier_slot_bookings"."booked" >= 0 and "courier_slot_bookings"."booked" <= "courier_slot_bookings"."capacity")
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "buy_for_me_order_id" bigint;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "courier_order_id" bigint;--> statement-breakpoint
ALTER TABLE "buy_for_me_events" ADD CONSTRAINT "buy_for_me_events_order_id_buy_for_me_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buy_for_me_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_for_me_items" ADD CONSTRAINT "buy_for_me_items_order_id_buy_for_me_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."buy_for_me_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buy_for_me_orders" ADD CONSTRAINT "buy_for_me_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_order_events" ADD CONSTRAINT "courier_order_events_order_id_courier_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."courier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_order_parcels" ADD CONSTRAINT "courier_order_parcels_order_id_courier_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."courier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_order_parcels" ADD CONSTRAINT "courier_order_parcels_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_orders" ADD CONSTRAINT "courier_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_orders" ADD CONSTRAINT "courier_orders_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_orders" ADD CONSTRAINT "courier_orders_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_slot_bookings" ADD CONSTRAINT "courier_slot_bookings_city_code_cities_code_fk" FOREIGN KEY ("city_code") REFERENCES "public"."cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buy_for_me_events_event_id_key" ON "buy_for_me_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "buy_for_me_events_order_idx" ON "buy_for_me_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "buy_for_me_items_order_position_key" ON "buy_for_me_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "buy_for_me_orders_customer_idx" ON "buy_for_me_orders" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "buy_for_me_orders_customer_status_idx" ON "buy_for_me_orders" USING btree ("customer_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "courier_order_events_event_id_key" ON "courier_order_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "courier_order_events_order_idx" ON "courier_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "courier_order_parcels_one_open_key" ON "courier_order_parcels" USING btree ("parcel_id") WHERE not "courier_order_parcels"."released";--> statement-breakpoint
CREATE INDEX "courier_orders_customer_idx" ON "courier_orders" USING btree ("customer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courier_orders_customer_status_idx" ON "courier_orders" USING btree ("customer_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "courier_orders_address_idx" ON "courier_orders" USING btree ("address_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('top_up', 'parcel_payment', 'refund', 'conversion', 'reversal', 'buy_for_me_payment', 'courier_payment'));