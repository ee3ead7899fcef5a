ALTER TABLE "learning_profile" ADD COLUMN "fsrs_parameters" double precision[];--> statement-breakpoint
ALTER TABLE "learning_profile" ADD COLUMN "fsrs_fit" jsonb;