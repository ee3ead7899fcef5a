-- Researcher-search claims move to the quota's claims table (kind 'researcherSearch') before the old table goes.
INSERT INTO "quota_claim" ("user_id", "kind", "day", "key")
SELECT "user_id", 'researcherSearch', "day", "query_key" FROM "researcher_search_day"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "researcher_search_day" CASCADE;
