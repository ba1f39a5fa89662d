CREATE TABLE "sandbox_refunds" (
	"key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"top_up_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"claimed_at" timestamp with time zone,
	"provider_refund_id" text,
	"refusal" text,
	"withdrawal_transaction_id" bigint NOT NULL,
	"settle_transaction_id" bigint,
	"return_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_refunds_amount_check" CHECK ("wallet_refunds"."amount" > 0),
	CONSTRAINT "wallet_refunds_state_check" CHECK ("wallet_refunds"."state" in ('pending', 'settled', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_withdrawal_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("withdrawal_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_settle_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("settle_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_refunds" ADD CONSTRAINT "wallet_refunds_return_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("return_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_refunds_idempotency_key" ON "wallet_refunds" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_refunds_withdrawal_key" ON "wallet_refunds" USING btree ("withdrawal_transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_refunds_top_up_idx" ON "wallet_refunds" USING btree ("top_up_id");--> statement-breakpoint
CREATE INDEX "wallet_refunds_pending_idx" ON "wallet_refunds" USING btree ("created_at") WHERE "wallet_refunds"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('customer', 'provider_clearing', 'shipping_revenue', 'fees', 'conversion', 'withdrawals_pending'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('top_up', 'parcel_payment', 'refund', 'conversion', 'reversal', 'buy_for_me_payment', 'courier_payment', 'withdrawal'));