-- New content ids come from the sequence through a bijection of [0, 2^30) onto [2^30, 2^31) (a
-- four-round Feistel network on two 15-bit halves): unique, still 32-bit and positive, above
-- every id given before, and in no order, so an id tells nothing of the items made around it (a
-- hidden advisor listing's id no longer sits among its company's other ids).
CREATE FUNCTION acorn_scrambled_id(n bigint) RETURNS integer LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  l integer := (n >> 15) & 32767;
  r integer := n & 32767;
  mixed bigint;
  next_l integer;
BEGIN
  IF n < 0 OR n >= 1073741824 THEN
    RAISE EXCEPTION 'content id sequence exhausted';
  END IF;
  -- The round function is quadratic, so neighbours in the sequence land far apart in no pattern.
  FOR pass IN 1..4 LOOP
    mixed := (r::bigint * r + (7919 * pass + 27) * r + 104729 * pass + 12345) % 2147483647;
    mixed := (mixed # (mixed >> 11) # (mixed >> 19)) & 32767;
    next_l := r;
    r := l # mixed::integer;
    l := next_l;
  END LOOP;
  RETURN 1073741824 + (l << 15) + r;
END;
$$;--> statement-breakpoint
ALTER TABLE "content_items" ALTER COLUMN "id" SET DEFAULT acorn_scrambled_id(nextval('content_items_id_seq'));
