-- Every list of an organization's properties reads one of the composite indexes that start with
-- organization_id (Legal Status order, address, date added): they serve a lookup by organization,
-- and the cascade from a deleted organization, as well as the plain index did. One index fewer to
-- keep up on every property write.
DROP INDEX "properties_organization_id_idx";
