import { useLocation, useSearch } from 'wouter';
import { OwnerSearchScreen } from '@rei/ui';
import { planLimitOf, serverMessage } from '../api/RequestError';
import { useOwnerSearch } from '../data/owners';
import { renderLink } from '../routes/navigation';

/** The name and page offset of /owners?name=…&offset=… (the URL is the search's state, so it can be shared and reloaded). */
function readSearch(search: string): { name: string | null; offset: number } {
  const params = new URLSearchParams(search);
  const name = params.get('name')?.trim() || null;
  const offset = Number(params.get('offset') ?? 0);
  return { name, offset: Number.isInteger(offset) && offset > 0 ? offset : 0 };
}

/** /owners: search the public record by owner or managing-agent name. */
export function OwnerSearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { name, offset } = readSearch(search);
  const answer = useOwnerSearch(name, offset);
  // Owner search is advanced enrichment: a lower plan's refusal is shown as the plan limit it is.
  const planLimit = answer.isError ? planLimitOf(answer.error) : null;
  const go = (nextName: string, nextOffset = 0) =>
    navigate(`/owners?name=${encodeURIComponent(nextName)}${nextOffset > 0 ? `&offset=${nextOffset}` : ''}`);

  return (
    <OwnerSearchScreen
      key={name ?? ''}
      defaultName={name ?? ''}
      onSearch={(next) => go(next)}
      loading={answer.isFetching}
      error={answer.isError ? (serverMessage(answer.error) ?? 'The owner search could not be completed.') : null}
      planLimit={planLimit ? { message: serverMessage(answer.error) ?? 'Owner search is not part of your plan.', limit: planLimit } : null}
      onUpgrade={() => navigate('/subscription')}
      onRetry={() => void answer.refetch()}
      result={name !== null ? (answer.data ?? null) : null}
      onPage={(next) => name !== null && go(name, next)}
      renderLink={renderLink}
    />
  );
}
