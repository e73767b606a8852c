ALTER TABLE "departments" ADD COLUMN "manager_user_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_manager_user_id_users_id_fk" FOREIGN KEY ("manager_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_rfc_idx" ON "companies" USING btree ("rfc");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_idx" ON "departments" USING btree ("company_id","name");