CREATE TABLE "ad_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"env" text NOT NULL,
	"conf" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"enable" boolean DEFAULT true NOT NULL,
	"sandbox_id" integer,
	"return_id" integer,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"name" jsonb NOT NULL,
	"attr" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '{"list":[],"mrect":[]}'::jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_releases" ADD CONSTRAINT "ad_releases_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_ads" ADD CONSTRAINT "internal_ads_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_releases_project_idx" ON "ad_releases" USING btree ("project_code","platform","env","id");--> statement-breakpoint
CREATE INDEX "internal_ads_project_idx" ON "internal_ads" USING btree ("project_code","platform","id");