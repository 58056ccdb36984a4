CREATE TABLE "credit_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_balance_check" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" uuid,
	"ref_type" text,
	"ref_id" text,
	"idempotency_key" text,
	"granted_by" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_reason_check" CHECK ("credit_ledger"."reason" IN ('purchase','promotionalGrant','adminGrant','spend','refund')),
	CONSTRAINT "credit_ledger_balance_after_check" CHECK ("credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_sign_check" CHECK (CASE "credit_ledger"."reason" WHEN 'spend' THEN "credit_ledger"."delta" < 0 WHEN 'refund' THEN "credit_ledger"."delta" <> 0 ELSE "credit_ledger"."delta" > 0 END),
	CONSTRAINT "credit_ledger_purchase_order_check" CHECK ("credit_ledger"."reason" <> 'purchase' OR "credit_ledger"."order_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway_status" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_outcome_check" CHECK ("payment_events"."outcome" IN ('applied','ignored'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"kind" text NOT NULL,
	"credits" integer NOT NULL,
	"price" integer NOT NULL,
	"fee" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"redirect_url" text,
	"payment_method" text,
	"return_to" text NOT NULL,
	"event_name" text,
	"event_ref_id" text,
	"locale" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"receipt_queued_at" timestamp with time zone,
	CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" IN ('pending','paid','failed','expired','refunded')),
	CONSTRAINT "payment_orders_kind_check" CHECK ("payment_orders"."kind" IN ('creditPack','eventTicket')),
	CONSTRAINT "payment_orders_gateway_check" CHECK ("payment_orders"."gateway" IN ('midtrans','xendit')),
	CONSTRAINT "payment_orders_locale_check" CHECK ("payment_orders"."locale" IN ('id','en')),
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."price" > 0 AND "payment_orders"."fee" >= 0 AND "payment_orders"."amount" = "payment_orders"."price" + "payment_orders"."fee" AND "payment_orders"."credits" >= 0),
	CONSTRAINT "payment_orders_event_check" CHECK (("payment_orders"."kind" = 'eventTicket') = ("payment_orders"."event_name" IS NOT NULL AND "payment_orders"."event_ref_id" IS NOT NULL)),
	CONSTRAINT "payment_orders_state_times_check" CHECK (("payment_orders"."paid_at" IS NOT NULL) = ("payment_orders"."status" IN ('paid','refunded'))
        AND ("payment_orders"."failed_at" IS NOT NULL) = ("payment_orders"."status" = 'failed')
        AND ("payment_orders"."expired_at" IS NOT NULL) = ("payment_orders"."status" = 'expired')
        AND ("payment_orders"."refunded_at" IS NOT NULL) = ("payment_orders"."status" = 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_user_key_idx" ON "credit_ledger" USING btree ("user_id","idempotency_key") WHERE "credit_ledger"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_order_reason_idx" ON "credit_ledger" USING btree ("order_id","reason") WHERE "credit_ledger"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_one_promotional_idx" ON "credit_ledger" USING btree ("user_id") WHERE "credit_ledger"."reason" = 'promotionalGrant';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_key_idx" ON "payment_events" USING btree ("gateway","event_key");--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_user_key_idx" ON "payment_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_orders_user_created_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
-- An order's status moves only forward: pending -> paid | failed | expired, paid -> refunded.
-- Services move it with conditional updates; this trigger refuses any other move, whoever writes.
CREATE OR REPLACE FUNCTION payment_orders_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'pending' AND NEW.status IN ('paid','failed','expired'))
    OR (OLD.status = 'paid' AND NEW.status = 'refunded')
  ) THEN
    RAISE EXCEPTION 'payment order % cannot move from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_orders_forward_only_on_update" BEFORE UPDATE OF "status" ON "payment_orders"
  FOR EACH ROW EXECUTE FUNCTION payment_orders_forward_only();
--> statement-breakpoint
-- The ledger is append-only: an entry is never changed, and never deleted except when its owner's
-- account (or order) is deleted (a cascade runs below another trigger, at depth 2 or more).
CREATE OR REPLACE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'credit ledger entries are never changed or removed'
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only_on_change" BEFORE UPDATE OR DELETE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();
