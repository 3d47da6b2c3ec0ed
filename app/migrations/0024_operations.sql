CREATE TABLE "cc_archives" (
	"id" serial PRIMARY KEY NOT NULL,
	"namespace_id" integer NOT NULL,
	"commit_id" text NOT NULL,
	"data_version" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"files" jsonb NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"namespace_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_namespaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"name" text NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"ip" text NOT NULL,
	"intranet_ip" text DEFAULT '' NOT NULL,
	"ssh_user" text DEFAULT 'root' NOT NULL,
	"ssh_port" integer DEFAULT 22 NOT NULL,
	"credential_sealed" text DEFAULT '' NOT NULL,
	"service_root_dir" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_api_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"server_name" text NOT NULL,
	"api" text NOT NULL,
	"err_code" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"env" text NOT NULL,
	"server_id" integer NOT NULL,
	"port" integer NOT NULL,
	"branch" text NOT NULL,
	"cc_namespace" text DEFAULT 'default' NOT NULL,
	"deploy_only" boolean DEFAULT false NOT NULL,
	"docker_image_url" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'init' NOT NULL,
	"result" jsonb,
	"log" text DEFAULT '' NOT NULL,
	"rollback_of" integer,
	"job_id" integer,
	"heartbeat_at" timestamp with time zone,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_code" text,
	"repository" text DEFAULT '' NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"liveness_probe" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"status_checked_at" timestamp with time zone,
	"deploy_template" text DEFAULT '' NOT NULL,
	"api_token_hash" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cc_archives" ADD CONSTRAINT "cc_archives_namespace_id_cc_namespaces_id_fk" FOREIGN KEY ("namespace_id") REFERENCES "public"."cc_namespaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_files" ADD CONSTRAINT "cc_files_namespace_id_cc_namespaces_id_fk" FOREIGN KEY ("namespace_id") REFERENCES "public"."cc_namespaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_namespaces" ADD CONSTRAINT "cc_namespaces_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_api_logs" ADD CONSTRAINT "service_api_logs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_deployments" ADD CONSTRAINT "service_deployments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_deployments" ADD CONSTRAINT "service_deployments_server_id_servers_id_fk" FOREIGN KEY ("server_id") REFERENCES "public"."servers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cc_archives_version" ON "cc_archives" USING btree ("namespace_id","data_version");--> statement-breakpoint
CREATE INDEX "cc_archives_commit" ON "cc_archives" USING btree ("namespace_id","commit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_files_key" ON "cc_files" USING btree ("namespace_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_namespaces_key" ON "cc_namespaces" USING btree ("project_code","env","name");--> statement-breakpoint
CREATE UNIQUE INDEX "service_api_logs_key" ON "service_api_logs" USING btree ("service_id","server_name","api","err_code");--> statement-breakpoint
CREATE INDEX "service_deployments_service" ON "service_deployments" USING btree ("service_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_deployments_one_active" ON "service_deployments" USING btree ("service_id","env") WHERE state in ('init', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "services_name" ON "services" USING btree ("name");