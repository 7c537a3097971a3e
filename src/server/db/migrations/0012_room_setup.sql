-- The parts of a room that change rarely in a column of their own (decision 056): who is in it,
-- their token hashes and the words it plays with move out of the rooms' documents into `setup`,
-- which intents then leave as it was. Stored uncompressed, as `state` (decision 054).
ALTER TABLE "rooms" ADD COLUMN "setup" jsonb;--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "setup" SET STORAGE EXTERNAL;--> statement-breakpoint
UPDATE "rooms" SET
	"setup" = (
		SELECT coalesce(jsonb_object_agg(part.key, part.value), '{}'::jsonb)
		FROM jsonb_each(jsonb_build_object(
			'players', "state" -> 'room' -> 'players',
			'spectators', "state" -> 'room' -> 'spectators',
			'removedVisitors', "state" -> 'room' -> 'removedVisitors',
			'wordChoice', "state" -> 'room' -> 'wordChoice',
			'tokenHashes', "state" -> 'tokenHashes'
		)) AS part
		WHERE jsonb_typeof(part.value) <> 'null'
	),
	"state" = jsonb_set(
		"state" - 'tokenHashes',
		'{room}',
		("state" -> 'room') - 'players' - 'spectators' - 'removedVisitors' - 'wordChoice'
	)
WHERE jsonb_typeof("state" -> 'room') = 'object';
