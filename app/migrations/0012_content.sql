CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"attr" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_puzzles" (
	"folder_id" integer NOT NULL,
	"puzzle_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "folder_puzzles_folder_id_puzzle_id_pk" PRIMARY KEY("folder_id","puzzle_id")
);
--> statement-breakpoint
CREATE TABLE "folder_tag_links" (
	"folder_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "folder_tag_links_folder_id_tag_id_pk" PRIMARY KEY("folder_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "folder_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"origin_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"need_pub" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"attr" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by_id" integer,
	"created_by" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_code" text NOT NULL,
	"origin_id" integer,
	"name" jsonb NOT NULL,
	"is_released" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"md5" text DEFAULT '' NOT NULL,
	"resource" jsonb,
	"pic1" text DEFAULT '' NOT NULL,
	"pic2" text DEFAULT '' NOT NULL,
	"shapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attr" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_puzzles" ADD CONSTRAINT "folder_puzzles_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_puzzles" ADD CONSTRAINT "folder_puzzles_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_tag_links" ADD CONSTRAINT "folder_tag_links_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_tag_links" ADD CONSTRAINT "folder_tag_links_tag_id_folder_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."folder_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_tags" ADD CONSTRAINT "folder_tags_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzles" ADD CONSTRAINT "puzzles_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("project_code","parent_id","sort");--> statement-breakpoint
CREATE INDEX "folder_puzzles_order_idx" ON "folder_puzzles" USING btree ("folder_id","sort","puzzle_id");--> statement-breakpoint
CREATE INDEX "folder_puzzles_puzzle_idx" ON "folder_puzzles" USING btree ("puzzle_id");--> statement-breakpoint
CREATE INDEX "folder_tag_links_tag_idx" ON "folder_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folder_tags_name_idx" ON "folder_tags" USING btree ("project_code","name");--> statement-breakpoint
CREATE INDEX "folders_project_idx" ON "folders" USING btree ("project_code","sort","id");--> statement-breakpoint
CREATE INDEX "puzzles_project_idx" ON "puzzles" USING btree ("project_code","id");