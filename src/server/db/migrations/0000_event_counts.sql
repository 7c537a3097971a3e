CREATE TABLE "event_counts" (
	"name" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_counts_name_day_pk" PRIMARY KEY("name","day")
);
