CREATE TABLE "training_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"firebase_id" text NOT NULL,
	"records" jsonb,
	"storage_key" text,
	"record_count" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"firebase_id" text NOT NULL,
	"user_id" text NOT NULL,
	"platform" integer NOT NULL,
	"upload_count" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"last_upload_at" timestamp with time zone,
	"file_status" text,
	"file_key" text,
	"file_error" text,
	"built_at" timestamp with time zone,
	"job_id" integer
);
--> statement-breakpoint
ALTER TABLE "training_uploads" ADD CONSTRAINT "training_uploads_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_uploads_user_idx" ON "training_uploads" USING btree ("project_code","env","firebase_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_users_fid_idx" ON "training_users" USING btree ("project_code","env","firebase_id");--> statement-breakpoint
CREATE INDEX "training_users_count_idx" ON "training_users" USING btree ("project_code","env","upload_count");