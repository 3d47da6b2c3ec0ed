CREATE TABLE "experiment_assignments" (
	"experiment_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"group_tag" text NOT NULL,
	"phase" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiment_assignments_experiment_id_user_id_pk" PRIMARY KEY("experiment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experiment_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"experiment_id" integer NOT NULL,
	"env" text NOT NULL,
	"enable" boolean DEFAULT false NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"kind" integer NOT NULL,
	"name" text NOT NULL,
	"scope" jsonb,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aa_tag" integer DEFAULT 0 NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"env" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"percent" integer DEFAULT 100 NOT NULL,
	"join_rule" jsonb,
	"copy_from" integer,
	"phase" integer DEFAULT 1 NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_assignments" ADD CONSTRAINT "experiment_assignments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_deployments" ADD CONSTRAINT "experiment_deployments_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_deployments_idx" ON "experiment_deployments" USING btree ("experiment_id","env","id");--> statement-breakpoint
CREATE INDEX "experiments_project_idx" ON "experiments" USING btree ("project_code","kind","id");