CREATE TABLE "methodology_plan" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"research_question" text NOT NULL,
	"study_type" text NOT NULL,
	"input" jsonb NOT NULL,
	"advice" jsonb NOT NULL,
	"checked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "methodology_plan" ADD CONSTRAINT "methodology_plan_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "methodology_plan_user_updated_at_idx" ON "methodology_plan" USING btree ("user_id","updated_at");