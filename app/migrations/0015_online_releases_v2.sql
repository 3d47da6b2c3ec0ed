CREATE TABLE "online_general_deploys" (
	"id" serial PRIMARY KEY NOT NULL,
	"gen_data_release_id" integer NOT NULL,
	"build_num" integer NOT NULL,
	"env" text NOT NULL,
	"staging" integer DEFAULT 0 NOT NULL,
	"platform" integer DEFAULT 0 NOT NULL,
	"return_id" integer NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_general_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"name" text NOT NULL,
	"release_type" text NOT NULL,
	"build_num" integer DEFAULT 1 NOT NULL,
	"version_tag" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Init' NOT NULL,
	"from_type" text NOT NULL,
	"from_id" integer,
	"multi_platform" integer DEFAULT 0 NOT NULL,
	"rule" jsonb,
	"platform" integer DEFAULT 0 NOT NULL,
	"asset_file_name" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_general_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"gen_data_release_id" integer NOT NULL,
	"build_num" integer NOT NULL,
	"platform" integer DEFAULT 0 NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"md5" text DEFAULT '' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Init' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_general_deploys" ADD CONSTRAINT "online_general_deploys_gen_data_release_id_online_general_releases_id_fk" FOREIGN KEY ("gen_data_release_id") REFERENCES "public"."online_general_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_general_releases" ADD CONSTRAINT "online_general_releases_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_general_resources" ADD CONSTRAINT "online_general_resources_gen_data_release_id_online_general_releases_id_fk" FOREIGN KEY ("gen_data_release_id") REFERENCES "public"."online_general_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_general_deploys_release_idx" ON "online_general_deploys" USING btree ("gen_data_release_id","build_num");--> statement-breakpoint
CREATE INDEX "online_general_releases_project_idx" ON "online_general_releases" USING btree ("project_code","id");--> statement-breakpoint
CREATE INDEX "online_general_resources_release_idx" ON "online_general_resources" USING btree ("gen_data_release_id","build_num");