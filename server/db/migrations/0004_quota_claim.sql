CREATE TABLE "quota_claim" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "quota_claim_user_id_kind_day_key_pk" PRIMARY KEY("user_id","kind","day","key")
);
--> statement-breakpoint
ALTER TABLE "quota_claim" ADD CONSTRAINT "quota_claim_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;