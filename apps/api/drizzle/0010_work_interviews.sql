CREATE TABLE "work_interview_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"job_application_id" integer,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"summary" text,
	"answers" jsonb NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"vacancy_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'borrador' NOT NULL,
	"passing_score" integer DEFAULT 60 NOT NULL,
	"language" varchar(16) DEFAULT 'es-MX' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_interviews_vacancy_id_unique" UNIQUE("vacancy_id")
);
--> statement-breakpoint
ALTER TABLE "work_interview_results" ADD CONSTRAINT "work_interview_results_work_interview_id_work_interviews_id_fk" FOREIGN KEY ("work_interview_id") REFERENCES "public"."work_interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_interview_results" ADD CONSTRAINT "work_interview_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_interview_results" ADD CONSTRAINT "work_interview_results_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_interviews" ADD CONSTRAINT "work_interviews_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_interview_results_user_idx" ON "work_interview_results" USING btree ("work_interview_id","user_id");