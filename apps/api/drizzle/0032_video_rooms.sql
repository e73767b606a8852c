CREATE TABLE "video_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" integer NOT NULL,
	"room_name" text NOT NULL,
	"status" varchar(16) DEFAULT 'grabando' NOT NULL,
	"file_id" integer NOT NULL,
	"audio_only" boolean DEFAULT false NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_part_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_recordings" ADD CONSTRAINT "video_recordings_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_recordings_interview_idx" ON "video_recordings" USING btree ("interview_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_recordings_recording_idx" ON "video_recordings" USING btree ("interview_id","room_name") WHERE status = 'grabando';