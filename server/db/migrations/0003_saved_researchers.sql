CREATE TABLE "researcher_search_day" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"query_key" text NOT NULL,
	CONSTRAINT "researcher_search_day_user_id_day_query_key_pk" PRIMARY KEY("user_id","day","query_key")
);
--> statement-breakpoint
CREATE TABLE "saved_researcher" (
	"user_id" text NOT NULL,
	"researcher_id" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_researcher_user_id_researcher_id_pk" PRIMARY KEY("user_id","researcher_id")
);
--> statement-breakpoint
ALTER TABLE "researcher_search_day" ADD CONSTRAINT "researcher_search_day_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_researcher" ADD CONSTRAINT "saved_researcher_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_researcher_user_saved_at_idx" ON "saved_researcher" USING btree ("user_id","saved_at");