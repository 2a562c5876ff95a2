/**
 * The privacy notice and the terms of use, in plain words. They describe what this software
 * stores and where it sends data, as it is built; an operator who runs REI for others adds
 * their own name and contact (see `PolicyScreen`'s `operator`).
 */
export interface PolicySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface PolicyText {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly PolicySection[];
}

export const POLICY_KINDS = ['privacy', 'terms'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const PRIVACY_TEXT: PolicyText = {
  title: 'Privacy',
  intro:
    'This page says what REI keeps about you, where it keeps it and who else sees it. REI runs on the server of whoever operates this installation; everything below is stored in that installation’s own database and data folder.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'Your name and email address, your system role, your plan and its status, and your onboarding answers (experience, goal, market, budget).',
        'Your password is never stored. REI keeps a scrypt hash of it with a random salt, which can check a password but cannot be turned back into one.',
      ],
    },
    {
      heading: 'Signing in',
      paragraphs: [
        'Each sign-in creates a session: a random token that your browser keeps (in its local storage and an httpOnly cookie) and that the server stores only as a hash, with an expiry date. Signing out, or changing your password, ends sessions.',
        'Sign-in attempts are recorded with the email address tried, the network address and whether they succeeded, to slow down password guessing. Privileged actions (role changes, new organizations, invitations) are written to an audit log with the network address.',
      ],
    },
    {
      heading: 'Your work',
      paragraphs: [
        'The organizations you create or join and their members and roles; the properties you add or upload; portfolios; saved strategies with their inputs and results; reports and their share links; AI summaries you generate.',
        'Everything you add belongs to the organization you added it in: its members can see it, nobody else can.',
      ],
    },
    {
      heading: 'Public records',
      paragraphs: [
        'Property pages show public New York City records (sales, violations, permits, owners on file, neighbourhood figures) from NYC Open Data and the U.S. Census. REI keeps a copy of what it retrieved, with the time it was retrieved, so pages load quickly and say how old their data is. When REI looks up a record, the service sees the lot or address asked for, not who asked.',
      ],
    },
    {
      heading: 'Mail',
      paragraphs: [
        'REI sends mail for password resets, email changes and invitations. When the operator has not set up a mail server, each message is written as a file to the installation’s outbox folder instead, where the operator can read it.',
      ],
    },
    {
      heading: 'Other services',
      paragraphs: [
        'Only when the operator has configured them: payments go through Stripe (REI stores your plan and Stripe’s customer id, never card numbers); address suggestions may come from Google Places (it sees what you type in the search box); AI summaries may be written by Anthropic or an OpenAI-compatible service (it sees the property’s figures). Otherwise nothing leaves the installation.',
      ],
    },
    {
      heading: 'In your browser',
      paragraphs: ['Your session token, your user record, and the organization you selected, in the browser’s local storage. REI sets no advertising or tracking cookies.'],
    },
    {
      heading: 'Removing your data',
      paragraphs: [
        'You can change your name, email and password in Settings, and delete properties you added. REI has no button yet to delete a whole account: ask the operator of this installation, who can remove it and what you added from the database.',
      ],
    },
  ],
};

export const TERMS_TEXT: PolicyText = {
  title: 'Terms of use',
  intro: 'REI is a tool for analysing real-estate investments. These are the terms on which you use it.',
  sections: [
    {
      heading: 'Figures are estimates',
      paragraphs: [
        'Returns, cash flows, valuations, risk levels and AI summaries are calculated from the figures you enter and from public records, under the assumptions each page states. They are estimates, not advice: check them, and consult a qualified professional before you buy, sell or borrow.',
      ],
    },
    {
      heading: 'Public data',
      paragraphs: [
        'Public records come from NYC Open Data and the U.S. Census as published, with the date REI retrieved them. They can be incomplete, late or wrong; REI shows where each figure came from so you can check it at the source.',
      ],
    },
    {
      heading: 'Your account and your team',
      paragraphs: [
        'Keep your password to yourself. You are responsible for what is done with your account. Upload only data you are allowed to share with the members of the organization you upload it to.',
        'The demo account is shared by everyone who tries REI and is read-only; do not put anything private into it.',
      ],
    },
    {
      heading: 'Plans',
      paragraphs: ['Each plan has the limits shown on the subscription page. Paid plans are billed through the payment provider the operator has configured; a plan change takes effect when the provider confirms it.'],
    },
    {
      heading: 'Fair use',
      paragraphs: ['Do not try to reach other organizations’ data, to overload the service, or to use it against the law. The operator may suspend accounts that do.'],
    },
  ],
};

/** The text of each policy. */
export const POLICY_TEXTS: Readonly<Record<PolicyKind, PolicyText>> = { privacy: PRIVACY_TEXT, terms: TERMS_TEXT };
