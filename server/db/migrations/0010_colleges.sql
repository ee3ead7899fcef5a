CREATE TABLE "college_assessment" (
	"user_id" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"step" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_dataset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "college_dataset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"institutions" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_institution" (
	"unit_id" integer PRIMARY KEY NOT NULL,
	"ope_id" text,
	"name" text NOT NULL,
	"alias" text,
	"city" text,
	"state" text NOT NULL,
	"zip" text,
	"url" text,
	"net_price_calculator_url" text,
	"latitude" double precision,
	"longitude" double precision,
	"region" smallint,
	"main" boolean,
	"control" smallint,
	"locale" smallint,
	"ic_level" smallint,
	"carnegie_basic" smallint,
	"carnegie_size_setting" smallint,
	"carnegie_undergrad_profile" smallint,
	"predominant_degree" smallint,
	"highest_degree" smallint,
	"hbcu" boolean,
	"men_only" boolean,
	"women_only" boolean,
	"religious_affiliation" smallint,
	"distance_only" boolean,
	"undergraduates" integer,
	"open_admissions" smallint,
	"admission_rate" double precision,
	"sat_reading25" double precision,
	"sat_reading75" double precision,
	"sat_math25" double precision,
	"sat_math75" double precision,
	"sat_average" double precision,
	"act25" double precision,
	"act50" double precision,
	"act75" double precision,
	"tuition_in_state" double precision,
	"tuition_out_state" double precision,
	"cost_of_attendance" double precision,
	"net_price" double precision,
	"net_price_by_income" jsonb NOT NULL,
	"pell_share" double precision,
	"completion4" double precision,
	"completion_less4" double precision,
	"retention4" double precision,
	"retention_less4" double precision,
	"student_faculty_ratio" double precision,
	"median_earnings6" double precision,
	"median_earnings10" double precision,
	"median_debt" double precision,
	"program_shares" jsonb NOT NULL,
	"category" text,
	"community_college" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_saved" (
	"user_id" text NOT NULL,
	"unit_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_saved_user_id_unit_id_pk" PRIMARY KEY("user_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "college_assessment" ADD CONSTRAINT "college_assessment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_saved" ADD CONSTRAINT "college_saved_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "college_institution_state_idx" ON "college_institution" USING btree ("state");