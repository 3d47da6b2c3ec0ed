CREATE TABLE "online_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"name" text NOT NULL,
	"release_type" text NOT NULL,
	"local_release_id" integer,
	"platform" text,
	"rule" jsonb,
	"prod_id" integer,
	"sandbox_id" integer,
	"return_id" integer,
	"staging" integer DEFAULT 0 NOT NULL,
	"crc" text,
	"asset_file_hash" text,
	"resource_key" text,
	"resource_name" text,
	"resource_md5" text,
	"resource_size" integer,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_releases" ADD CONSTRAINT "online_releases_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_releases_project_env_idx" ON "online_releases" USING btree ("project_code","env","id");