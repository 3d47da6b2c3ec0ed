CREATE TABLE "client_log_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"user_id" text NOT NULL,
	"platform" integer NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_log_files" ADD CONSTRAINT "client_log_files_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_log_files_name_idx" ON "client_log_files" USING btree ("project_code","file_name");--> statement-breakpoint
CREATE INDEX "client_log_files_user_idx" ON "client_log_files" USING btree ("project_code","user_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "client_log_files_list_idx" ON "client_log_files" USING btree ("project_code","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_types_type_idx" ON "event_types" USING btree ("project_code","type");