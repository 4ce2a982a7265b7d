ALTER TABLE "documents" ADD COLUMN "order_id" integer;
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_one_owner";
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_one_owner" CHECK (num_nonnulls("documents"."publisher_id", "documents"."content_owner_id", "documents"."order_id") = 1);
--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id","created_on","id");
