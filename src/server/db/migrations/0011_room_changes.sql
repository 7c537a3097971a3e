-- A room's changes since its document was last written whole (decision 053): most intents append
-- one small row here instead of rewriting the room's document. Rooms already stored have none.
CREATE TABLE "room_changes" (
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"change" jsonb NOT NULL,
	CONSTRAINT "room_changes_code_version_pk" PRIMARY KEY("code","version")
);
--> statement-breakpoint
ALTER TABLE "room_changes" ADD CONSTRAINT "room_changes_code_rooms_code_fk" FOREIGN KEY ("code") REFERENCES "public"."rooms"("code") ON DELETE cascade ON UPDATE no action;