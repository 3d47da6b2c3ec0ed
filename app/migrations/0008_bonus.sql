CREATE TABLE "bonus_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bonus_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_reward_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"env" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"content" jsonb NOT NULL,
	"expire" text NOT NULL,
	"max_consume" integer DEFAULT 0 NOT NULL,
	"consume_count" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enable" integer DEFAULT 1 NOT NULL,
	"return_id" integer,
	"prod_id" integer,
	"sandbox_id" integer,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_redemptions" ADD CONSTRAINT "bonus_redemptions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_reward_types" ADD CONSTRAINT "bonus_reward_types_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_redemptions_user_idx" ON "bonus_redemptions" USING btree ("bonus_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_reward_types_name_idx" ON "bonus_reward_types" USING btree ("project_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_code_idx" ON "bonuses" USING btree ("project_code","env","code");--> statement-breakpoint
CREATE INDEX "bonuses_list_idx" ON "bonuses" USING btree ("project_code","env","id");