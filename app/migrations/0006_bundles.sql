CREATE TABLE "bundle_upload_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"env" text NOT NULL,
	"upload_content" jsonb NOT NULL,
	"error" text NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_upload_failures" ADD CONSTRAINT "bundle_upload_failures_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_upload_failures_idx" ON "bundle_upload_failures" USING btree ("project_code","platform","env","id");--> statement-breakpoint
CREATE INDEX "bundles_project_idx" ON "bundles" USING btree ("project_code","platform","id");