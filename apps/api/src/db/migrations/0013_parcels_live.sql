CREATE TABLE "notification_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"notification_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_jobs_channel_check" CHECK ("notification_jobs"."channel" in ('sms', 'email')),
	CONSTRAINT "notification_jobs_state_check" CHECK ("notification_jobs"."state" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"event" text NOT NULL,
	"key" text NOT NULL,
	"parcel_id" bigint,
	"tracking_number" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_event_check" CHECK ("notifications"."event" in ('parcel_arrived', 'ready_for_pickup', 'payment_due', 'parcel_held', 'parcel_returned', 'buy_for_me_update'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(20, 10) NOT NULL,
	"effective_on" date NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_pair_check" CHECK ("exchange_rates"."base" <> "exchange_rates"."quote"),
	CONSTRAINT "exchange_rates_base_check" CHECK ("exchange_rates"."base" in ('USD', 'EUR', 'TRY', 'GBP', 'CNY', 'AED', 'AZN', 'UZS', 'GEL')),
	CONSTRAINT "exchange_rates_quote_check" CHECK ("exchange_rates"."quote" in ('USD', 'EUR', 'TRY', 'GBP', 'CNY', 'AED', 'AZN', 'UZS', 'GEL'))
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"gateway_message_id" text NOT NULL,
	"sender" text NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"customer_id" bigint,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_numbers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"marketplace" text NOT NULL,
	"customer_id" bigint,
	"assigned_at" timestamp with time zone,
	CONSTRAINT "sms_numbers_number_check" CHECK ("sms_numbers"."number" ~ '^\+90[0-9]{10}$'),
	CONSTRAINT "sms_numbers_assigned_check" CHECK (("sms_numbers"."customer_id" is null) = ("sms_numbers"."assigned_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_event_check";--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD CONSTRAINT "notification_jobs_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_numbers" ADD CONSTRAINT "sms_numbers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_jobs_notice_channel_key" ON "notification_jobs" USING btree ("notification_id","channel");--> statement-breakpoint
CREATE INDEX "notification_jobs_due_idx" ON "notification_jobs" USING btree ("next_attempt_at") WHERE "notification_jobs"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_customer_key_key" ON "notifications" USING btree ("customer_id","key");--> statement-breakpoint
CREATE INDEX "notifications_customer_created_idx" ON "notifications" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("customer_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_day_key" ON "exchange_rates" USING btree ("base","quote","effective_on");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_gateway_message_id_key" ON "sms_messages" USING btree ("gateway_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_customer_number_idx" ON "sms_messages" USING btree ("customer_id","number","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sms_numbers_number_key" ON "sms_numbers" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_numbers_customer_marketplace_key" ON "sms_numbers" USING btree ("customer_id","marketplace");--> statement-breakpoint
CREATE INDEX "sms_numbers_free_idx" ON "sms_numbers" USING btree ("marketplace","id") WHERE "sms_numbers"."customer_id" is null;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_event_check" CHECK ("notification_preferences"."event" in ('parcel_arrived', 'ready_for_pickup', 'payment_due', 'parcel_held', 'parcel_returned', 'buy_for_me_update'));