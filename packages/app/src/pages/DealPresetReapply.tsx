/**
 * On a deal made with an older version of a preset: the field-by-field diff and "Re-apply
 * version N", which saves a new deal version with the ticked fields and the preset's current
 * version (PUT /api/deals/{id} with presetId). Fields the investor changed by hand stay unless ticked.
 */
import { PresetReapplyPanel, useToast, type DealStrategyType } from '@rei/ui';
import type { DealResponse } from '@rei/server/contract';
import { refusalText } from '../api/RequestError';
import { useOrganization } from '../auth/OrganizationProvider';
import { useUpdateDeal } from '../data/deals';
import { usePreset } from '../data/presets';

const READ_ONLY = 'Only the analyst who created this deal, or an owner or admin, can re-apply the preset. Duplicate the deal to work on your own copy.';

export function DealPresetReapply({ deal }: { deal: DealResponse }) {
  const { current: organization } = useOrganization();
  const { toast } = useToast();
  const recorded = deal.current.preset ?? null;
  const latest = usePreset(organization?.organizationId, recorded?.id ?? null);
  const update = useUpdateDeal();
  if (!recorded || !latest.data || latest.data.version <= recorded.version) return null;
  const now = latest.data;
  const unavailableReason = deal.canEdit === false ? READ_ONLY : now.usable ? null : now.unusableReason;
  return (
    <PresetReapplyPanel
      key={`${deal.id}-${deal.currentVersion}-${now.version}`}
      strategyType={deal.strategyType as DealStrategyType}
      recorded={recorded}
      latest={now}
      dealInputs={deal.current.sentInputs}
      unavailableReason={unavailableReason}
      applying={update.isPending}
      onReapply={(inputs) => {
        const fromPreset = { kind: 'preset', label: `preset ${now.name} v${now.version}`, note: null };
        const changed = Object.keys(inputs).filter((key) => JSON.stringify(inputs[key]) !== JSON.stringify(deal.current.sentInputs[key]));
        const inputSources = { ...deal.current.inputSources, ...Object.fromEntries(changed.map((key) => [key, fromPreset])) };
        for (const key of Object.keys(inputSources)) if (!(key in inputs)) delete inputSources[key];
        update.mutate(
          { dealId: deal.id, body: { baseVersion: deal.currentVersion, inputs, inputSources, presetId: now.id, comment: `Re-applied ${now.name} version ${now.version}` } },
          {
            onSuccess: (saved) => toast({ title: 'Preset re-applied', description: `Saved as version ${saved.currentVersion} with ${now.name} v${now.version}.`, tone: 'success' }),
            onError: (error) => toast({ title: 'Preset not re-applied', description: refusalText(error) ?? 'Something went wrong.', tone: 'destructive' }),
          },
        );
      }}
    />
  );
}
