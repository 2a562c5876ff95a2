import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GeoSearchConfig } from '../nyc/geosearch/config';
import type { CensusConfig } from '../nyc/neighborhood';
import type { SodaConfig } from '../nyc/soda/config';
import { featureStatus } from '../services/featureToggles';

/** The live NYC services a request may ask; each null when off. */
export interface LiveNycServices {
  readonly soda: SodaConfig | null;
  readonly geosearch: GeoSearchConfig | null;
  readonly census: CensusConfig | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The live NYC services of this request: the configured ones (`NYC_LIVE`), all null while the
     * admin toggle `live_nyc_data` is off — then nothing is asked live and answers come from the
     * imported tables only. Read once per request.
     */
    liveNyc(): Promise<LiveNycServices>;
  }
}

const OFF: LiveNycServices = { soda: null, geosearch: null, census: null };
const resolved = new WeakMap<FastifyRequest, Promise<LiveNycServices>>();

/** Gives every request `request.liveNyc()` (see its TSDoc). */
export function registerLiveNyc(app: FastifyInstance): void {
  app.decorateRequest('liveNyc', function liveNyc(this: FastifyRequest): Promise<LiveNycServices> {
    let services = resolved.get(this);
    if (!services) {
      const { config, db } = this.server;
      const configured: LiveNycServices = { soda: config.nycOpenData, geosearch: config.geosearch, census: config.census };
      // Nothing configured (NYC_LIVE=off): no setting to read.
      services = configured.soda || configured.geosearch || configured.census ? featureStatus(db).then((status) => (status.liveNycData ? configured : OFF)) : Promise.resolve(OFF);
      resolved.set(this, services);
    }
    return services;
  });
}
