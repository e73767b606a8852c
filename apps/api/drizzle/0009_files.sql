CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"resource_type" varchar(24) NOT NULL,
	"resource_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"category" varchar(32),
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"width" integer,
	"height" integer,
	"comments" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_resource_idx" ON "files" USING btree ("kind","resource_type","resource_id");