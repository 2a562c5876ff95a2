/** The four creative warnings, word for word (spec 2 §8). */
export const CREATIVE_WARNINGS = {
  lowDscr: 'Low debt service coverage ratio. Consider increasing rent or reducing expenses.',
  highRisk: 'High-risk strategy requires careful legal structuring and exit planning.',
  complexLegal: 'Complex legal structure recommended. Consult with real estate attorney before proceeding.',
  dueOnSale: 'Subject-to deals carry due-on-sale clause risk. Ensure proper insurance and exit strategies.',
  negativeCashFlow: 'Negative cash flow: rent does not cover the expenses and the payment, so the deal loses money every month.',
  zeroCashFlow: 'Zero cash flow: rent only just covers the expenses and the payment, with nothing left for surprises.',
  highLeverage: 'High leverage: the debt is more than 80% of the property value, leaving little equity if values fall.',
  interestFree: 'Interest-free note: the rate was entered as 0%, so the payment repays principal only. Confirm the seller agreed to this in writing.',
  interestOnly: 'Interest-only note: the term was entered as 0, so no principal is repaid and the whole balance is still owed at the end.',
  noNotePayment: 'No note payment: an interest-free, interest-only note costs nothing each month, but the whole financed amount is still owed.',
  wrapDueOnSale:
    "Due-on-sale risk: the seller's underlying loan stays in place after the sale, and its lender may call it due. If the seller stops paying it, the property can be foreclosed although you paid the seller.",
  wrapNegativeSpread: "Negative spread: the wrap payment is below the underlying payment, so the seller pays in every month and may stop paying the underlying loan.",
  wrapUnderwater: 'The underlying balance at the end of the wrap is more than the wrap balance: the seller must find the difference to pay it off.',
  landContractForfeiture:
    'Forfeiture risk: the seller keeps legal title until the contract is paid; a missed instalment can forfeit your payments and equity in many states. Record the contract.',
} as const;

/** Creative financing thresholds: the DSCR target and gauge top, the good-ROI mark and the horizon (spec 2 §9). */
export const CREATIVE_RULES = {
  /** DSCR below this raises the low-coverage warning. */
  dscrTarget: 1.25,
  /** The DSCR gauge is full here. */
  dscrGaugeFull: 1.5,
  /** ROI at or above this (percent) is shown as good. */
  goodRoiPercent: 12,
  /** Projection horizon, years (a lease option uses option term ÷ 12). */
  holdingPeriodYears: 5,
  /**
   * What the numbers add to the strategy's own risk (our thresholds, stated here once):
   * High when cash flow is negative, DSCR is under 1.0 or debt is over 90 % of value;
   * Medium when cash flow is zero, DSCR is under 1.25 or debt is over 80 % of value.
   * A lease option's exercise price is not debt, so leverage does not count for it.
   */
  risk: {
    high: { dscrBelow: 1, leverageAbove: 0.9 },
    medium: { dscrBelow: 1.25, leverageAbove: 0.8 },
  },
} as const;
