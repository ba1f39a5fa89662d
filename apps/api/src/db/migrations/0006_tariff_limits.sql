ALTER TABLE "tariffs" ADD COLUMN "volumetric_threshold_cm" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "max_weight_grams" integer DEFAULT 30000 NOT NULL;--> statement-breakpoint
ALTER TABLE "tariffs" ADD COLUMN "max_side_cm" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_limits_check" CHECK ("tariffs"."volumetric_threshold_cm" > 0 and "tariffs"."max_weight_grams" > 0 and "tariffs"."max_side_cm" >= "tariffs"."volumetric_threshold_cm");