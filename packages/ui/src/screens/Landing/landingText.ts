/** Every string the public landing page shows: navigation, hero, features, calculators, pricing and footer (spec 1 §2). */
export const LANDING_TEXT = {
  productName: 'REI',
  nav: { features: 'Features', calculators: 'Calculators', pricing: 'Pricing', login: 'Log in', getStarted: 'Get Started' },
  navLabel: 'Site',
  heroTitle: 'Analyze New York City real estate like a pro',
  heroBody:
    'Search any NYC address, pull PLUTO, HPD, DOB and sales records in seconds, and run Buy & Hold, Fix & Flip, Wholesale, Creative Financing and BRRRR numbers you can trust.',
  signUpEmail: 'Sign up with email',
  signUpGoogle: 'Continue with Google',
  startFree: 'Start Free Analysis',
  sampleTitle: 'Sample analysis',
  sampleStrategy: 'Buy & Hold',
  sampleNote: 'Computed live by the REI engine at 25% down and 4.75% interest.',
  featuresTitle: 'Everything you need to underwrite a deal',
  features: [
    {
      title: 'Smart Property Analysis',
      body: 'Cash flow, cap rate, cash-on-cash and compliance checks for five investment strategies, recalculated as you type.',
    },
    {
      title: 'AI Investment Summaries',
      body: 'An investment thesis, risk assessment and neighborhood insights written from the property’s own numbers and records.',
    },
    {
      title: 'Market Insights',
      body: 'Comparable sales, violations, permits, 311 complaints and legal flags from NYC Open Data for every address.',
    },
  ],
  calculatorsTitle: 'Five strategy calculators',
  calculators: ['Buy & Hold', 'Fix & Flip', 'Wholesale', 'Creative Financing', 'BRRRR'],
  pricingTitle: 'Simple, transparent pricing',
  pricingBody: 'Start free. Upgrade when your pipeline grows.',
  planCta: 'Get Started',
  enterpriseTitle: 'Need more seats or a custom data feed?',
  contactSales: 'Contact Sales',
  footerLinks: [
    { label: 'Privacy', href: '/privacy' },
    { label: 'Terms', href: '/terms' },
    { label: 'Contact', href: '/contact' },
  ],
  footerNote: 'REI — real-estate investment analysis for New York City.',
} as const;

/** The property the hero's sample card analyses (real engine numbers, illustrative property). */
export const LANDING_SAMPLE = {
  address: '418 Halsey Street, Brooklyn, NY 11233',
  units: 4,
  purchasePrice: 1_450_000,
  grossMonthlyRent: 12_400,
  propertyTax: 18_600,
  insurance: 7_200,
} as const;
