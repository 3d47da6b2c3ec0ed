CREATE TABLE "check_update_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"start_version" text NOT NULL,
	"end_version" text NOT NULL,
	"data" jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_update_rules" ADD CONSTRAINT "check_update_rules_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_update_rules_project_idx" ON "check_update_rules" USING btree ("project_code","platform","start_version");