CREATE TABLE "career_assessment" (
	"user_id" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"step" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_dataset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_dataset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"onet_version" text NOT NULL,
	"bls_release" text NOT NULL,
	"wage_year" text NOT NULL,
	"occupations" integer NOT NULL,
	"projections" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_occupation" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"soc" text NOT NULL,
	"job_zone" smallint,
	"interests" jsonb,
	"interest_code" text,
	"work_values" jsonb,
	"skills" jsonb,
	"top_knowledge" jsonb
);
--> statement-breakpoint
CREATE TABLE "career_projection" (
	"soc" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"employment_base" text NOT NULL,
	"employment_projected" text NOT NULL,
	"change_percent" text NOT NULL,
	"openings" text NOT NULL,
	"median_wage" text NOT NULL,
	"entry_education" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_assessment" ADD CONSTRAINT "career_assessment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;