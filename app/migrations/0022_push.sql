CREATE TABLE "push_daily" (
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"platform" integer NOT NULL,
	"date" text NOT NULL,
	"country" text NOT NULL,
	"send" integer DEFAULT 0 NOT NULL,
	"success" integer DEFAULT 0 NOT NULL,
	"fail" integer DEFAULT 0 NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_daily_project_code_env_platform_date_country_pk" PRIMARY KEY("project_code","env","platform","date","country")
);
--> statement-breakpoint
CREATE TABLE "push_deliveries" (
	"sub_task_id" integer NOT NULL,
	"device_id" bigint NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "push_deliveries_sub_task_id_device_id_pk" PRIMARY KEY("sub_task_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "push_device_days" (
	"device_id" bigint NOT NULL,
	"day" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "push_device_days_device_id_day_pk" PRIMARY KEY("device_id","day")
);
--> statement-breakpoint
CREATE TABLE "push_devices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"platform" integer NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"firebase_id" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"timezone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"app_version" text DEFAULT '' NOT NULL,
	"token_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invalid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"sub_task_id" integer,
	"task_id" integer,
	"device_id" bigint,
	"platform" integer NOT NULL,
	"token" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_settings" (
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fcm_credential" text,
	"apns_credential" text,
	"operator" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_settings_project_code_env_pk" PRIMARY KEY("project_code","env")
);
--> statement-breakpoint
CREATE TABLE "push_sub_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"timezone" text NOT NULL,
	"fire_at" timestamp with time zone NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"planned_count" integer DEFAULT 0 NOT NULL,
	"send_count" integer DEFAULT 0 NOT NULL,
	"success_count" integer DEFAULT 0 NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	"inactive_count" integer DEFAULT 0 NOT NULL,
	"country_count" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"platform" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"notification" jsonb NOT NULL,
	"schedule_rule" jsonb NOT NULL,
	"audience_rule" jsonb NOT NULL,
	"extra_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"transactional" boolean DEFAULT false NOT NULL,
	"first_fire_at" timestamp with time zone,
	"last_fire_at" timestamp with time zone,
	"is_test" boolean DEFAULT false NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shutdown_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "push_daily" ADD CONSTRAINT "push_daily_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_sub_task_id_push_sub_tasks_id_fk" FOREIGN KEY ("sub_task_id") REFERENCES "public"."push_sub_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_devices" ADD CONSTRAINT "push_devices_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_settings" ADD CONSTRAINT "push_settings_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_sub_tasks" ADD CONSTRAINT "push_sub_tasks_task_id_push_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."push_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tasks" ADD CONSTRAINT "push_tasks_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_token_idx" ON "push_devices" USING btree ("project_code","env","platform","token");--> statement-breakpoint
CREATE INDEX "push_devices_zone_idx" ON "push_devices" USING btree ("project_code","env","platform","timezone","id");--> statement-breakpoint
CREATE INDEX "push_devices_user_idx" ON "push_devices" USING btree ("project_code","env","user_id");--> statement-breakpoint
CREATE INDEX "push_devices_firebase_idx" ON "push_devices" USING btree ("project_code","env","firebase_id");--> statement-breakpoint
CREATE INDEX "push_outbox_task_idx" ON "push_outbox" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_outbox_once_idx" ON "push_outbox" USING btree ("sub_task_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_sub_tasks_zone_idx" ON "push_sub_tasks" USING btree ("task_id","timezone","fire_at");--> statement-breakpoint
CREATE INDEX "push_sub_tasks_due_idx" ON "push_sub_tasks" USING btree ("status","fire_at");--> statement-breakpoint
CREATE INDEX "push_tasks_list_idx" ON "push_tasks" USING btree ("project_code","env","platform","status","id");