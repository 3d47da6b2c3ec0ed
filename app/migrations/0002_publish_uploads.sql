CREATE TABLE "publish_pointers" (
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"slot" text NOT NULL,
	"snapshot_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publish_pointers_project_code_env_kind_key_slot_pk" PRIMARY KEY("project_code","env","kind","key","slot")
);
--> statement-breakpoint
CREATE TABLE "publish_snapshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"slot" text NOT NULL,
	"action" text NOT NULL,
	"content" jsonb,
	"content_hash" text NOT NULL,
	"source_id" integer,
	"idempotency_key" text,
	"operator_id" integer,
	"operator_mail" text NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"md5" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"operator_id" integer,
	"operator_mail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "publish_pointers" ADD CONSTRAINT "publish_pointers_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_pointers" ADD CONSTRAINT "publish_pointers_snapshot_id_publish_snapshots_id_fk" FOREIGN KEY ("snapshot_id") REFERENCES "public"."publish_snapshots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_snapshots" ADD CONSTRAINT "publish_snapshots_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publish_snapshots_target_idx" ON "publish_snapshots" USING btree ("project_code","kind","env","key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "publish_snapshots_idempotency_idx" ON "publish_snapshots" USING btree ("project_code","idempotency_key");--> statement-breakpoint
CREATE INDEX "uploads_project_idx" ON "uploads" USING btree ("project_code","created_at");