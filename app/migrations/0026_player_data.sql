CREATE TABLE "adjust_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"platform" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"platform" integer NOT NULL,
	"user_id" text NOT NULL,
	"star" integer NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"app_version" text NOT NULL,
	"translation" jsonb,
	"translation_state" text DEFAULT 'none' NOT NULL,
	"translation_error" text,
	"translation_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"platform" integer NOT NULL,
	"order_id" text NOT NULL,
	"purchase_type" integer,
	"product_name" text NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"region_code" text DEFAULT '' NOT NULL,
	"purchase_time" bigint NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"purchase_state" integer NOT NULL,
	"consumption_state" integer DEFAULT 0 NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refunded_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"firebase_id" text NOT NULL,
	"records" jsonb,
	"storage_key" text,
	"record_count" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"firebase_id" text NOT NULL,
	"user_id" text NOT NULL,
	"platform" integer NOT NULL,
	"upload_count" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"last_upload_at" timestamp with time zone,
	"file_status" text,
	"file_key" text,
	"file_error" text,
	"built_at" timestamp with time zone,
	"job_id" integer
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "server_key_hash" text;--> statement-breakpoint
ALTER TABLE "adjust_apps" ADD CONSTRAINT "adjust_apps_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_uploads" ADD CONSTRAINT "training_uploads_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_users" ADD CONSTRAINT "training_users_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "adjust_apps_project_platform" ON "adjust_apps" USING btree ("project_code","platform");--> statement-breakpoint
CREATE INDEX "feedbacks_list_idx" ON "feedbacks" USING btree ("project_code","env","platform","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_order_uq" ON "purchase_orders" USING btree ("project_code","env","platform","order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_list_idx" ON "purchase_orders" USING btree ("project_code","env","platform","purchase_time");--> statement-breakpoint
CREATE INDEX "training_uploads_user_idx" ON "training_uploads" USING btree ("project_code","env","firebase_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_users_fid_idx" ON "training_users" USING btree ("project_code","env","firebase_id");--> statement-breakpoint
CREATE INDEX "training_users_count_idx" ON "training_users" USING btree ("project_code","env","upload_count");