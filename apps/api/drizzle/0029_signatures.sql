CREATE TABLE "digital_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"signature_id" integer NOT NULL,
	"signer_user_id" integer NOT NULL,
	"document_id" integer,
	"job_letter_id" integer,
	"file_id" integer NOT NULL,
	"content_sha256" char(64) NOT NULL,
	"sha256" char(64) NOT NULL,
	"verification_code" char(14) NOT NULL,
	"seal" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signed_documents_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "signed_documents_verification_code_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "digital_signatures" ADD CONSTRAINT "digital_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_signature_id_digital_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."digital_signatures"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_document_id_files_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_job_letter_id_job_letters_id_fk" FOREIGN KEY ("job_letter_id") REFERENCES "public"."job_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_documents" ADD CONSTRAINT "signed_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digital_signatures_user_idx" ON "digital_signatures" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "signed_documents_letter_idx" ON "signed_documents" USING btree ("job_letter_id");--> statement-breakpoint
CREATE INDEX "signed_documents_signer_idx" ON "signed_documents" USING btree ("signer_user_id","signed_at");