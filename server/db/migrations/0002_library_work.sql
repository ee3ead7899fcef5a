CREATE TABLE "library_work" (
	"id" text PRIMARY KEY NOT NULL,
	"doi" text,
	"pmid" text,
	"arxiv_id" text,
	"openalex_id" text,
	"ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" text NOT NULL,
	"abstract" text,
	"abstract_sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"authors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"year" integer,
	"publication_date" text,
	"venue" text,
	"type" text,
	"citation_count" integer,
	"url" text,
	"open_access_url" text,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_from" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(abstract, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE UNIQUE INDEX "library_work_doi_key" ON "library_work" USING btree ("doi") WHERE doi IS NOT NULL;--> statement-breakpoint
CREATE INDEX "library_work_arxiv_id_idx" ON "library_work" USING btree ("arxiv_id");--> statement-breakpoint
CREATE INDEX "library_work_openalex_id_idx" ON "library_work" USING btree ("openalex_id");--> statement-breakpoint
CREATE INDEX "library_work_pmid_idx" ON "library_work" USING btree ("pmid");--> statement-breakpoint
CREATE INDEX "library_work_year_idx" ON "library_work" USING btree ("year");--> statement-breakpoint
CREATE INDEX "library_work_search_idx" ON "library_work" USING gin ("search_vector");