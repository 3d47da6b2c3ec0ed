CREATE TABLE "custom_rights" (
	"name" text PRIMARY KEY NOT NULL,
	"url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "right_groups" (
	"name" text PRIMARY KEY NOT NULL,
	"right_names" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
