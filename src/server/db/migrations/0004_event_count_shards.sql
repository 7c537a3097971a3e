ALTER TABLE "event_counts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_counts" DROP CONSTRAINT "event_counts_name_day_pk";--> statement-breakpoint
ALTER TABLE "event_counts" ADD CONSTRAINT "event_counts_name_day_shard_pk" PRIMARY KEY("name","day","shard");
