import { LegalStatusScreen, type LegalStatusScreenProps } from '@rei/ui';
import { serverMessage } from '../apiClient';
import { useProperties } from '../data/hooks';

/** Legal Status: the live view over the organization's properties (GET /api/properties). */
export function LegalStatusPage() {
  const properties = useProperties();
  return (
    <LegalStatusScreen
      properties={(properties.data ?? []) as unknown as LegalStatusScreenProps['properties']}
      loading={properties.isLoading}
      error={properties.isError ? (serverMessage(properties.error) ?? 'Could not load your properties.') : null}
      onRetry={() => void properties.refetch()}
    />
  );
}
