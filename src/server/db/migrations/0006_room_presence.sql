CREATE TABLE "room_presence" (
	"code" text NOT NULL,
	"player_id" text NOT NULL,
	"seen_at" bigint NOT NULL,
	CONSTRAINT "room_presence_code_player_id_pk" PRIMARY KEY("code","player_id")
);
--> statement-breakpoint
ALTER TABLE "rooms" RENAME COLUMN "round_ends_at" TO "wakes_at";--> statement-breakpoint
DROP INDEX "rooms_round_ends_at_idx";--> statement-breakpoint
ALTER TABLE "room_presence" ADD CONSTRAINT "room_presence_code_rooms_code_fk" FOREIGN KEY ("code") REFERENCES "public"."rooms"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_presence_seen_at_idx" ON "room_presence" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "rooms_wakes_at_idx" ON "rooms" USING btree ("wakes_at");