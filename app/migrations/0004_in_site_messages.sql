CREATE TABLE "in_site_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"country" text DEFAULT 'default' NOT NULL,
	"extra" jsonb DEFAULT '{"sandbox_returnId":null,"prod_returnId":null}'::jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "in_site_messages" ADD CONSTRAINT "in_site_messages_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_site_messages_project_idx" ON "in_site_messages" USING btree ("project_code","platform","id");