import { formatCurrency, type Property } from '@rei/engine';
import { StatTile } from '../../../components/StatTile';
import type { PropertyProvenance } from '../provenance';
import { classificationRows, physicalRows } from '../propertyDetailModel';
import { DataList, DataSection } from './DataSection';
import * as styles from './parts.css';

export interface PropertyTabProps {
  property: Property;
  provenance?: PropertyProvenance;
}

/** Overview: classification, physical specs and the four assessment cards. */
export function OverviewTab({ property, provenance = {} }: PropertyTabProps) {
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
    </div>
  );
}
