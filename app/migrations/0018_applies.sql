CREATE TABLE "applies" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"experiment_id" integer NOT NULL,
	"env" text NOT NULL,
	"conf" jsonb NOT NULL,
	"deploy_id" integer,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_deployments" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"env" text NOT NULL,
	"conf" jsonb NOT NULL,
	"return_id" integer,
	"operator" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apply_modifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"apply_id" integer NOT NULL,
	"env" text NOT NULL,
	"experiment_id" integer NOT NULL,
	"conf" jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applies" ADD CONSTRAINT "applies_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_deployments" ADD CONSTRAINT "apply_deployments_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apply_modifications" ADD CONSTRAINT "apply_modifications_apply_id_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applies_experiment_env_idx" ON "applies" USING btree ("experiment_id","env");--> statement-breakpoint
CREATE INDEX "applies_project_idx" ON "applies" USING btree ("project_code","env","id");--> statement-breakpoint
CREATE INDEX "apply_deployments_idx" ON "apply_deployments" USING btree ("apply_id","env","id");--> statement-breakpoint
CREATE INDEX "apply_modifications_idx" ON "apply_modifications" USING btree ("apply_id","env","id");