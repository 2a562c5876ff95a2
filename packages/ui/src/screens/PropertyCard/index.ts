export {
  PORTFOLIO_BUTTON_TEXT,
  PropertyCard,
  portfolioAddStates,
  propertyCardVariants,
  type PortfolioAddState,
  type PropertyCardProps,
  type PropertyCardVariant,
} from './PropertyCard';
export { LegalStatusDrawer, type LegalStatusDrawerProps } from './LegalStatusDrawer';
export { LEGAL_SECTION_TITLES, LEGAL_TEXT, legalRows, legalStatusTone } from './legalText';
