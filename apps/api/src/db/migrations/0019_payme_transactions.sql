CREATE TABLE "payme_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payme_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payme_id" text NOT NULL,
	"top_up_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"time" bigint NOT NULL,
	"create_time" bigint NOT NULL,
	"perform_time" bigint,
	"cancel_time" bigint,
	"state" smallint NOT NULL,
	"reason" smallint,
	CONSTRAINT "payme_transactions_state_check" CHECK ("payme_transactions"."state" in (1, 2, -1, -2))
);
--> statement-breakpoint
ALTER TABLE "payme_transactions" ADD CONSTRAINT "payme_transactions_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payme_transactions_payme_id_key" ON "payme_transactions" USING btree ("payme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payme_transactions_active_key" ON "payme_transactions" USING btree ("top_up_id") WHERE "payme_transactions"."state" in (1, 2);--> statement-breakpoint
CREATE INDEX "payme_transactions_time_idx" ON "payme_transactions" USING btree ("time");