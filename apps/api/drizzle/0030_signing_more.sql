ALTER TABLE "signed_documents" ADD COLUMN "revision_order_id" integer;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD COLUMN "attendance_id" integer;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD COLUMN "key_id" char(64);--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_revision_order_id_revision_orders_id_fk" FOREIGN KEY ("revision_order_id") REFERENCES "public"."revision_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signed_documents_revision_order_idx" ON "signed_documents" USING btree ("revision_order_id");--> statement-breakpoint
CREATE INDEX "signed_documents_attendance_idx" ON "signed_documents" USING btree ("attendance_id");