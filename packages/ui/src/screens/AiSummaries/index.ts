export {
  AI_SUMMARIES_TEXT,
  AiSummariesScreen,
  type AiSummariesScreenProps,
  type AiSummaryCandidate,
  type AiSummaryView,
} from './AiSummariesScreen';
