CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"date" text NOT NULL,
	"ist_time" text NOT NULL,
	"room_id" text NOT NULL,
	"player_name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_timestamp_idx" ON "feedback" USING btree ("timestamp");