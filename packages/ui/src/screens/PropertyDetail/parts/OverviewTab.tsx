import { formatCurrency, type Property } from '@rei/engine';
import { StatTile } from '../../../components/StatTile';
import type { NycRecord } from '../nycRecord';
import type { PropertyProvenance } from '../provenance';
import { classificationRows, physicalRows } from '../propertyDetailModel';
import { DataList, DataSection } from './DataSection';
import { OwnersSection, SalesSection } from './PublicRecord';
import * as styles from './parts.css';

export interface PropertyTabProps {
  property: Property;
  provenance?: PropertyProvenance;
  /**
   * The lot's public record when the page was loaded from the search (null: none for this
   * lot, so its blocks say what is missing); undefined leaves the public-record blocks out.
   */
  record?: NycRecord | null;
}

/** Overview: classification, physical specs, the four assessment cards and (with a record) owners and the last sale. */
export function OverviewTab({ property, provenance = {}, record }: PropertyTabProps) {
  return (
    <div className={styles.stack}>
      <div className={styles.grid2}>
        <DataSection title="Classification" source={provenance.lot}>
          <DataList rows={classificationRows(property)} single />
        </DataSection>
        <DataSection title="Physical Specifications" source={provenance.lot}>
          <DataList rows={physicalRows(property)} single />
        </DataSection>
      </div>
      <DataSection title="Assessment" source={provenance.assessment}>
        <div className={styles.grid4}>
          <StatTile label="Land Assessment" value={property.assessLand == null ? null : formatCurrency(property.assessLand)} />
          <StatTile label="Total Assessment" value={property.assessTotal == null ? null : formatCurrency(property.assessTotal)} />
          <StatTile label="Exempt Land" value={property.exemptLand == null ? null : formatCurrency(property.exemptLand)} />
          <StatTile label="Exempt Total" value={property.exemptTotal == null ? null : formatCurrency(property.exemptTotal)} />
        </div>
      </DataSection>
      {record !== undefined ? (
        <div className={styles.grid2}>
          <OwnersSection record={record} />
          <SalesSection record={record} />
        </div>
      ) : null}
    </div>
  );
}
