CREATE TABLE "game_likes" (
	"game_id" text NOT NULL,
	"user_id" text NOT NULL,
	"liked_at" bigint NOT NULL,
	CONSTRAINT "game_likes_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
