CREATE TABLE "ml_common_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"translation" jsonb NOT NULL,
	"unfinished" boolean DEFAULT true NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_length" integer,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ml_common_keys_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "ml_project_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"key" text NOT NULL,
	"translation" jsonb NOT NULL,
	"unfinished" boolean DEFAULT true NOT NULL,
	"not_in_use" boolean DEFAULT false NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"common_id" integer,
	"common_base" jsonb,
	"engines" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_length" integer,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ml_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"name" text NOT NULL,
	"env" text NOT NULL,
	"snapshot_id" integer,
	"fallbacks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ml_project_keys" ADD CONSTRAINT "ml_project_keys_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_project_keys" ADD CONSTRAINT "ml_project_keys_common_id_ml_common_keys_id_fk" FOREIGN KEY ("common_id") REFERENCES "public"."ml_common_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ml_versions" ADD CONSTRAINT "ml_versions_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ml_project_keys_key_idx" ON "ml_project_keys" USING btree ("project_code","key");--> statement-breakpoint
CREATE INDEX "ml_project_keys_common_idx" ON "ml_project_keys" USING btree ("common_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ml_tags_scope_name_idx" ON "ml_tags" USING btree ("scope","name");--> statement-breakpoint
CREATE INDEX "ml_versions_project_idx" ON "ml_versions" USING btree ("project_code","id");