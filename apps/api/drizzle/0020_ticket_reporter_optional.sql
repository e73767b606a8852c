ALTER TABLE "tickets" DROP CONSTRAINT "tickets_reported_by_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "reported_by_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;