import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/reset.css';
import * as styles from './Chart.css';

export interface ChartLegendItem {
  label: string;
  swatchClassName: string;
}

export interface ChartTable {
  caption: string;
  headers: readonly string[];
  /** First cell of each row is its row header. */
  rows: readonly (readonly string[])[];
}

interface ChartFrameProps {
  title: string;
  /** One sentence a person can act on without seeing the chart; also the SVG's description. */
  summary: string;
  legend?: readonly ChartLegendItem[];
  table: ChartTable;
  viewBox: string;
  children: ReactNode;
}

/**
 * The accessible shell every chart shares: a figure whose visible caption is the title and
 * summary, an SVG with role="img" named by them, a legend, and the numbers as a table for
 * screen readers (visually hidden).
 */
export function ChartFrame({ title, summary, legend, table, viewBox, children }: ChartFrameProps) {
  const id = useId();
  const titleId = `chart-${id}-title`;
  const summaryId = `chart-${id}-summary`;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        <span id={summaryId} className={styles.summary}>
          {summary}
        </span>
      </figcaption>
      <svg role="img" aria-labelledby={titleId} aria-describedby={summaryId} viewBox={viewBox} className={styles.svg}>
        {children}
      </svg>
      {legend && legend.length > 0 ? (
        <ul className={styles.legend} aria-hidden="true">
          {legend.map((item) => (
            <li key={item.label} className={styles.legendItem}>
              <span className={`${styles.swatch} ${item.swatchClassName}`} />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <table className={visuallyHidden}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
