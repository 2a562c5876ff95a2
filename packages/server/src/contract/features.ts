import { z } from 'zod';

/**
 * GET /api/features — public: which of the admin panel's feature toggles are on, so every page
 * can show the maintenance banner and each screen can say a feature is turned off before it is
 * tried. Each field is the toggle of the same meaning in the admin panel (`system_settings`).
 */
export const featuresResponseSchema = z.object({
  /** `maintenance_banner`: a maintenance notice shows at the top of every page. */
  maintenanceBanner: z.boolean(),
  /** `ai_summaries_enabled`: AI investment summaries can be generated. */
  aiSummaries: z.boolean(),
  /** `csv_upload_enabled`: properties can be imported from a CSV file. */
  csvUpload: z.boolean(),
  /** `live_nyc_data`: GeoSearch, NYC Open Data and the Census are asked live (else only the imported tables). */
  liveNycData: z.boolean(),
});
export type FeaturesResponse = z.infer<typeof featuresResponseSchema>;
