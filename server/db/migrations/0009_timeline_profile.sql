CREATE TABLE "research_milestone" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"deadline" date NOT NULL,
	"priority" text NOT NULL,
	"status" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "research_path" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"field" text NOT NULL,
	"goals" jsonb NOT NULL,
	"notes" text NOT NULL,
	"feed_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"website" text,
	"github" text,
	"linkedin" text,
	"avatar_key" text,
	"enable_notifications" boolean DEFAULT true NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"achievement_alerts" boolean DEFAULT true NOT NULL,
	"progress_updates" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_milestone" ADD CONSTRAINT "research_milestone_path_id_research_path_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."research_path"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "research_path" ADD CONSTRAINT "research_path_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "research_milestone_path_position_idx" ON "research_milestone" USING btree ("path_id","position");--> statement-breakpoint
CREATE INDEX "research_path_user_updated_at_idx" ON "research_path" USING btree ("user_id","updated_at");