-- The admin toggle live_nyc_data is now read: on, GeoSearch, NYC Open Data and the Census are asked
-- live (as the server always did, NYC_LIVE permitting); off, answers come from the imported tables
-- only. It was read by no code before, so its stored value (default false) said nothing: every
-- installation keeps what it did, live lookups on.
UPDATE "system_settings"
SET "value" = true,
    "description" = 'Ask NYC GeoSearch, NYC Open Data and the Census live besides the imported tables (off: imported data only)'
WHERE "key" = 'live_nyc_data';
