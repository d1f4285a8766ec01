CREATE TABLE "grid_kehadiran" (
	"sekolah_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"kolom" varchar(60),
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grid_kehadiran_pembelajaran_id_user_id_kind_pk" PRIMARY KEY("pembelajaran_id","user_id","kind")
);
