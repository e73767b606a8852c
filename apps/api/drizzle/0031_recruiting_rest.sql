ALTER TABLE "interviews" ADD COLUMN "proposed_slots" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_letters" ADD COLUMN "rejection_reason" text;