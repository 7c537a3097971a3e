CREATE TABLE "rooms" (
	"code" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"round_ends_at" bigint,
	"last_active_at" bigint NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rooms_round_ends_at_idx" ON "rooms" USING btree ("round_ends_at");--> statement-breakpoint
CREATE INDEX "rooms_last_active_at_idx" ON "rooms" USING btree ("last_active_at");