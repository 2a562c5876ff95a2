-- Standalone deals: a deal version (a strategies row) may have no property attached.
ALTER TABLE "strategies" ALTER COLUMN "property_id" DROP NOT NULL;
