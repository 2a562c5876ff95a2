-- Demo properties are fictional: their BBLs move into the demo range (tax block 90000 and up,
-- which no real NYC block reaches), so a public-record import can never attach a real lot's
-- records to a demo property. The block keeps its last four digits; the borough and lot stay.
UPDATE "properties"
SET "bbl" = substr("bbl", 1, 1) || (90000 + substr("bbl", 2, 5)::integer % 10000)::text || substr("bbl", 7, 4)
WHERE "is_demo" AND "bbl" ~ '^[1-5][0-9]{9}$' AND substr("bbl", 2, 5)::integer < 90000;
