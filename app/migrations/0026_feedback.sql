CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"platform" integer NOT NULL,
	"user_id" text NOT NULL,
	"star" integer NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"app_version" text NOT NULL,
	"translation" jsonb,
	"translation_state" text DEFAULT 'none' NOT NULL,
	"translation_error" text,
	"translation_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_list_idx" ON "feedbacks" USING btree ("project_code","env","platform","created_at");