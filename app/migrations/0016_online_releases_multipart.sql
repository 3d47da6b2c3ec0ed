CREATE TABLE "online_multipart_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"name" text NOT NULL,
	"type_name" text NOT NULL,
	"build_num" integer DEFAULT 1 NOT NULL,
	"version_tag" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"rule" jsonb,
	"local_release_id" integer,
	"sandbox_return_id" integer,
	"prod_return_id" integer,
	"cut_size" integer NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_multipart_releases" ADD CONSTRAINT "online_multipart_releases_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_multipart_releases_project_idx" ON "online_multipart_releases" USING btree ("project_code","id");