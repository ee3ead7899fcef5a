ALTER TABLE "research_exchange" ADD COLUMN "trend" jsonb;--> statement-breakpoint
ALTER TABLE "research_exchange" ADD COLUMN "compounds" jsonb DEFAULT '[]'::jsonb NOT NULL;