import type { ReactNode } from 'react';
import { Card } from '../../../components/Card';
import { ResultRows, type ResultRow } from './ResultRows';

export interface ResultCardProps {
  title: string;
  rows: readonly ResultRow[];
  /** Shown at the top right (a badge). */
  actions?: ReactNode;
  /** Shown above the rows (a message, a gauge). */
  children?: ReactNode;
}

/** A titled result card (h3) of label/value rows, with optional content above them. */
export function ResultCard({ title, rows, actions, children }: ResultCardProps) {
  return (
    <Card title={title} headingLevel={3} actions={actions}>
      {children}
      <ResultRows rows={rows} />
    </Card>
  );
}
