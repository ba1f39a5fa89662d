CREATE TABLE "reconciliation_days" (
	"day" date PRIMARY KEY NOT NULL,
	"differences" integer,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
