export { ENRICHMENT_BLOCKS, enrichmentShows, lockedEnrichmentBlocks, type EnrichmentBlock, type LockedEnrichmentBlock } from './enrichmentBlocks';
