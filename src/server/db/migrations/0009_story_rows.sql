-- A game's story in rows of its own (decision 047): the words already in rooms' documents move to
-- room_story, in order, and leave the documents.
CREATE TABLE "room_story" (
	"code" text NOT NULL,
	"seq" integer NOT NULL,
	"entry" jsonb NOT NULL,
	CONSTRAINT "room_story_code_seq_pk" PRIMARY KEY("code","seq")
);
--> statement-breakpoint
ALTER TABLE "room_story" ADD CONSTRAINT "room_story_code_rooms_code_fk" FOREIGN KEY ("code") REFERENCES "public"."rooms"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "room_story" ("code", "seq", "entry")
	SELECT "rooms"."code", (story.ordinality - 1)::integer, story.value
	FROM "rooms", jsonb_array_elements("rooms"."state" -> 'room' -> 'story') WITH ORDINALITY AS story (value, ordinality)
	WHERE jsonb_typeof("rooms"."state" -> 'room' -> 'story') = 'array';--> statement-breakpoint
UPDATE "rooms" SET "state" = "state" #- '{room,story}' WHERE "state" -> 'room' ? 'story';
