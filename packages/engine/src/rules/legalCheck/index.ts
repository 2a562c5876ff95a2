export {
  LEGAL_CHECK_STATES,
  LEGAL_MATTERS,
  legalCheck,
  type LegalCheck,
  type LegalCheckDataset,
  type LegalCheckGap,
  type LegalCheckInput,
  type LegalCheckProvenance,
  type LegalCheckState,
  type LegalMatterCheck,
  type LegalMatterKind,
} from './legalCheck';
