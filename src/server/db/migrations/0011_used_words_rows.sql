-- A room's used words in rows of their own (decision 055): the words already in rooms' documents
-- move to room_used_words, in order, and leave the documents.
CREATE TABLE "room_used_words" (
	"code" text NOT NULL,
	"seq" integer NOT NULL,
	"entry" jsonb NOT NULL,
	CONSTRAINT "room_used_words_code_seq_pk" PRIMARY KEY("code","seq")
);
--> statement-breakpoint
ALTER TABLE "room_used_words" ADD CONSTRAINT "room_used_words_code_rooms_code_fk" FOREIGN KEY ("code") REFERENCES "public"."rooms"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "room_used_words" ("code", "seq", "entry")
	SELECT "rooms"."code", (used.ordinality - 1)::integer, used.value
	FROM "rooms", jsonb_array_elements("rooms"."state" -> 'room' -> 'usedWords') WITH ORDINALITY AS used (value, ordinality)
	WHERE jsonb_typeof("rooms"."state" -> 'room' -> 'usedWords') = 'array';--> statement-breakpoint
UPDATE "rooms" SET "state" = "state" #- '{room,usedWords}' WHERE "state" -> 'room' ? 'usedWords';
