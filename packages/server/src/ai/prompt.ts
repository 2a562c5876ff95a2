import { AiProviderError } from './AiProviderError';
import { SUMMARY_HEADINGS, type SummaryRequest, type SummarySections } from './SummaryProvider';

/** The instruction every remote model gets: the three headings, figures only from the data. */
export const SUMMARY_SYSTEM_PROMPT = [
  'You are a New York City real-estate investment analyst writing for an individual investor.',
  `Write exactly three sections, each starting with a Markdown heading on its own line: "## ${SUMMARY_HEADINGS.investmentThesis}", "## ${SUMMARY_HEADINGS.riskAssessment}", "## ${SUMMARY_HEADINGS.neighborhoodInsights}".`,
  'Use only the figures in the JSON you are given; never invent numbers. Money in whole US dollars, percentages with two decimals.',
  'If a figure is missing, say it is not on file. Plain prose, no tables, at most 180 words per section.',
].join('\n');

/** The user message: the property and the engine's strategy results as JSON. */
export function buildSummaryPrompt(request: SummaryRequest): string {
  return [
    'Write the investment summary for this property and saved strategy.',
    'All strategy outputs were computed by the REI engine; percent fields are in percent units (8.55 means 8.55 %).',
    '```json',
    JSON.stringify({ property: request.property, strategy: request.strategy }, null, 2),
    '```',
  ].join('\n');
}

const headingPattern = (title: string) =>
  new RegExp(String.raw`^\s*(?:#{1,6}\s*|\*\*)?\s*${title}\s*(?:\*\*)?\s*:?\s*$`, 'im');

/**
 * Splits a model's answer into the three sections by their headings. A section the
 * model left out reads 'Not provided by the model.'; an answer with none of the
 * headings is an error (the model ignored the instruction).
 */
export function parseSummarySections(provider: string, text: string): SummarySections {
  const keys = Object.keys(SUMMARY_HEADINGS) as (keyof SummarySections)[];
  const found = keys
    .map((key) => {
      const match = headingPattern(SUMMARY_HEADINGS[key]).exec(text);
      return match ? { key, start: match.index, bodyStart: match.index + match[0].length } : undefined;
    })
    .filter((entry): entry is NonNullable<typeof entry> => entry !== undefined)
    .sort((a, b) => a.start - b.start);
  if (found.length === 0) {
    throw new AiProviderError(provider, 'the answer did not contain the Investment Thesis / Risk Assessment / Neighborhood Insights sections');
  }
  const sections: SummarySections = {
    investmentThesis: 'Not provided by the model.',
    riskAssessment: 'Not provided by the model.',
    neighborhoodInsights: 'Not provided by the model.',
  };
  found.forEach((entry, index) => {
    const end = found[index + 1]?.start ?? text.length;
    const body = text.slice(entry.bodyStart, end).trim();
    if (body) sections[entry.key] = body;
  });
  return sections;
}
