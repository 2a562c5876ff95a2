import { useEffect, useRef, useState } from 'react';
import { lightColours } from '../../theme/tokens';
import type { ScreenResultView } from './screeningTypes';
import * as styles from './Screening.css';

export const SCREEN_MAP_TEXT = {
  title: 'Map of this page of results',
  plainNote: 'No map style is configured (REI_MAP_STYLE_URL), so the lots are drawn as points on a plain background by latitude and longitude: green passes the buy box, red fails.',
  noPoints: 'None of these lots has a latitude and longitude on record.',
  loading: 'Loading the map…',
  failed: (message: string) => `The map could not load (${message}); the table above holds every result.`,
} as const;

export interface ScreenResultsMapProps {
  results: readonly ScreenResultView[];
  /** A MapLibre style URL (REI_MAP_STYLE_URL); without one the points are drawn on a plain background. */
  styleUrl?: string | null;
}

const located = (results: readonly ScreenResultView[]) =>
  results.filter((result): result is ScreenResultView & { latitude: number; longitude: number } => result.latitude !== null && result.longitude !== null);

/** The points on a plain background, scaled to their own extent (no tiles, no network). */
function PlainPoints({ results }: { results: readonly ScreenResultView[] }) {
  const points = located(results);
  if (points.length === 0) return <p className={styles.muted}>{SCREEN_MAP_TEXT.noPoints}</p>;
  const lats = points.map((p) => p.latitude);
  const lons = points.map((p) => p.longitude);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const spanLat = maxLat - minLat || 0.01;
  const spanLon = maxLon - minLon || 0.01;
  return (
    <svg className={styles.mapSvg} viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet" role="img" aria-label={`${points.length} lots by location`}>
      {points.map((point) => (
        <circle
          key={point.bbl}
          cx={5 + ((point.longitude - minLon) / spanLon) * 90}
          cy={95 - ((point.latitude - minLat) / spanLat) * 90}
          r={1.4}
          className={point.passes === true ? styles.pointPass : point.passes === false ? styles.pointFail : styles.pointNone}
        >
          <title>{`${point.address ?? point.bbl} (${point.passes === null ? 'no buy box' : point.passes ? 'passes' : 'fails'})`}</title>
        </circle>
      ))}
    </svg>
  );
}

/**
 * The results on a map: MapLibre GL over the configured style when `styleUrl` is set (the library
 * is loaded only here, on demand, so it never weighs on the first page load), else plain points.
 */
export function ScreenResultsMap({ results, styleUrl }: ScreenResultsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | { error: string }>('idle');
  useEffect(() => {
    if (!styleUrl || !container.current) return undefined;
    let map: { remove(): void } | null = null;
    let cancelled = false;
    setState('loading');
    import('maplibre-gl')
      .then(({ default: maplibre }) => {
        if (cancelled || !container.current) return;
        const points = located(results);
        const created = new maplibre.Map({ container: container.current, style: styleUrl, center: [points[0]?.longitude ?? -73.95, points[0]?.latitude ?? 40.7], zoom: 11 });
        for (const point of points) new maplibre.Marker({ color: point.passes === false ? lightColours.dangerText : lightColours.successText }).setLngLat([point.longitude, point.latitude]).addTo(created);
        map = created;
        setState('ready');
      })
      .catch((error: unknown) => setState({ error: error instanceof Error ? error.message : String(error) }));
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [styleUrl, results]);

  return (
    <section aria-label={SCREEN_MAP_TEXT.title}>
      {styleUrl ? (
        <>
          <div ref={container} className={styles.mapFrame} />
          {state === 'loading' ? <p className={styles.muted}>{SCREEN_MAP_TEXT.loading}</p> : null}
          {typeof state === 'object' ? <p className={styles.muted}>{SCREEN_MAP_TEXT.failed(state.error)}</p> : null}
        </>
      ) : (
        <>
          <div className={styles.mapFrame}>
            <PlainPoints results={results} />
          </div>
          <p className={styles.muted}>{SCREEN_MAP_TEXT.plainNote}</p>
        </>
      )}
    </section>
  );
}
