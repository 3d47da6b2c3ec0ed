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
ALTER TABLE "projects" ADD COLUMN "server_key_hash" text;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_code_projects_code_fk" FOREIGN KEY ("project_code") REFERENCES "public"."projects"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_order_uq" ON "purchase_orders" USING btree ("project_code","env","platform","order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_list_idx" ON "purchase_orders" USING btree ("project_code","env","platform","purchase_time");