CREATE TABLE "adjust_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adjust_apps" ADD CONSTRAINT "adjust_apps_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjust_apps_project_platform" ON "adjust_apps" USING btree ("project_code","platform");