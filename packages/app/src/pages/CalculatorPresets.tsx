/**
 * The calculator page's assumption presets (issue 32): the preset manager (list, new from the
 * calculator's inputs, edit as a new version, delete) and the reasons a plan or role cannot.
 * Data from data/presets.ts.
 */
import type { Tier } from '@rei/engine';
import { PresetManagerPanel, useToast, type PresetDraft, type PresetView } from '@rei/ui';
import { useState } from 'react';
import { fieldErrorsOf, refusalText, serverMessage } from '../api/RequestError';
import { useOrganization } from '../auth/OrganizationProvider';
import { useCreatePreset, useDeletePreset, usePresets, useUpdatePreset } from '../data/presets';
import { personalPresetLockedReason, teamPresetLockedReason } from './calculatorPresetRules';

export function CalculatorPresetsSection({ tier, draft, onDismissDraft }: { tier: Tier; draft: PresetDraft | null; onDismissDraft: () => void }) {
  const { current } = useOrganization();
  const { toast } = useToast();
  const presets = usePresets(current?.organizationId);
  const create = useCreatePreset();
  const update = useUpdatePreset();
  const remove = useDeletePreset();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  if (!current) return null;
  const refused = (title: string) => (error: unknown) => {
    setFieldErrors(fieldErrorsOf(error));
    toast({ title, description: refusalText(error) ?? 'Something went wrong.', tone: 'destructive' });
  };
  return (
    <PresetManagerPanel
      presets={(presets.data?.items ?? []) as PresetView[]}
      loading={presets.isLoading}
      error={presets.isError ? (serverMessage(presets.error) ?? 'Could not load the presets.') : null}
      onRetry={() => void presets.refetch()}
      personalLockedReason={personalPresetLockedReason(tier)}
      teamLockedReason={teamPresetLockedReason(tier, current.role)}
      draft={draft}
      onDismissDraft={onDismissDraft}
      saving={create.isPending || update.isPending}
      fieldErrors={fieldErrors}
      onCreate={(request) =>
        create.mutate(
          { ...request, values: { ...request.values }, lineItems: request.lineItems as never, lockedFields: [...request.lockedFields] },
          {
            onSuccess: (preset) => {
              setFieldErrors({});
              onDismissDraft();
              toast({ title: 'Preset saved', description: `${preset.name} (version 1) can start new deals.`, tone: 'success' });
            },
            onError: refused('Preset not saved'),
          },
        )
      }
      onUpdate={(preset, content) =>
        update.mutate(
          { id: preset.id, body: { baseVersion: content.baseVersion, name: content.name, values: { ...content.values }, lineItems: content.lineItems as never, lockedFields: [...content.lockedFields] } },
          {
            onSuccess: (saved) => {
              setFieldErrors({});
              toast({ title: 'Preset changed', description: `${saved.name} is now version ${saved.version}. Saved deals keep the version they used.`, tone: 'success' });
            },
            onError: refused('Preset not changed'),
          },
        )
      }
      deletingId={remove.isPending ? (remove.variables ?? null) : null}
      onDelete={(preset) =>
        remove.mutate(preset.id, {
          onSuccess: () => toast({ title: 'Preset deleted', description: `Deals made with ${preset.name} keep their numbers.`, tone: 'success' }),
          onError: refused('Preset not deleted'),
        })
      }
    />
  );
}
