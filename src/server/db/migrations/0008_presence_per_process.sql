-- Presence kept per process (decision 044). The rows of the players connected before the upgrade
-- become rows they left at their last renewal: a player who reconnects has a new row and keeps
-- playing; one who does not is marked offline from that moment, as before.
CREATE TABLE "presence_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_presence" DROP CONSTRAINT "room_presence_code_player_id_pk";--> statement-breakpoint
ALTER TABLE "room_presence" RENAME COLUMN "seen_at" TO "left_at";--> statement-breakpoint
ALTER TABLE "room_presence" ALTER COLUMN "left_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "room_presence" ADD COLUMN "process_id" text NOT NULL DEFAULT 'before-upgrade';--> statement-breakpoint
ALTER TABLE "room_presence" ALTER COLUMN "process_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "room_presence" ADD CONSTRAINT "room_presence_code_player_id_process_id_pk" PRIMARY KEY("code","player_id","process_id");--> statement-breakpoint
ALTER TABLE "room_presence" RESET (fillfactor);--> statement-breakpoint
CREATE INDEX "room_presence_left_at_idx" ON "room_presence" USING btree ("left_at") WHERE left_at is not null;--> statement-breakpoint
CREATE INDEX "room_presence_process_id_idx" ON "room_presence" USING btree ("process_id");
