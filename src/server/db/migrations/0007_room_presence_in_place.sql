DROP INDEX "room_presence_seen_at_idx";--> statement-breakpoint
ALTER TABLE "room_presence" SET (fillfactor = 50);
