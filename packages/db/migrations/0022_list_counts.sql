-- The totals of long lists, kept a few seconds for every instance (decision 024). A cache the API
-- rebuilds on demand: UNLOGGED spares the WAL a write per recount, and a crash emptying the table
-- only means counting those lists once more.
CREATE UNLOGGED TABLE "list_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
