CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"name" text NOT NULL,
	"open_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"enable" integer DEFAULT 1 NOT NULL,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" jsonb NOT NULL,
	"resource_key" text,
	"resource_name" text,
	"resource_md5" text,
	"resource_size" integer,
	"return_id" integer,
	"prod_id" integer,
	"sandbox_id" integer,
	"gray_release" jsonb,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_project_env_idx" ON "activities" USING btree ("project_code","env","id");