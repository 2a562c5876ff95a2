-- Stored properties now match on the NYC canonical street ("866 9 avenue" for "866 Ninth Avenue",
-- "fort hamilton" for "Ft Hamilton"), the form the public-record addresses use. The key is computed
-- in TypeScript, so this empties it and the start-up backfill (fillPropertyAddressKeys) refills
-- every empty key before the server answers.
UPDATE "properties" SET "address_normalized" = '';
