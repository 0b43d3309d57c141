/**
 * /resources/buying-guide: buying a home in Delhi NCR, step by step, each step linked to the PropAI
 * tool or page that does it. Laws and rates come from published-rules.ts (source and "as of" on
 * each); the transparency score's method is the one the project pages apply.
 */
import { SCORE_METHOD } from '@propai/api/domain/projects/score';
import { STALE_AFTER_DAYS } from '@propai/api/domain/listings/freshness';
import type { Guide } from './guide-types';
import {
  CIRCLE_RATE_NOTE,
  DEFECTS_RULE,
  ESCROW_RULE,
  LATE_POSSESSION_RULE,
  LTV_RULE,
  PREPAYMENT_RULE,
  RATES_CHECKED,
  REGISTRATION_DUTY_RULE,
  RERA_ADVANCE_RULE,
  STATE_CHARGES,
  TDS_RULE,
} from './published-rules';

const LEGAL_CHECKS = { label: 'Legal checks to ask a lawyer for', to: '/monetization/services?type=legal' };
const INCOME_TAX_PORTAL = {
  label: 'Income-tax e-filing portal',
  to: 'https://www.incometax.gov.in',
  external: true,
};

export const BUYING_GUIDE: Guide = {
  title: 'Buying guide',
  eyebrow: 'Guides',
  lead: 'Buying a home in Delhi, Gurgaon, Noida, Greater Noida, Ghaziabad or Faridabad, from budget to keys: what to check at each step, and the PropAI page that helps.',
  related: { label: "Selling instead? Read the seller's guide", to: '/resources/sellers-guide' },
  steps: [
    {
      id: 'budget',
      title: 'Set your budget',
      summary: 'What you can borrow, what you pay upfront, and what comes on top of the price.',
      blocks: [
        {
          kind: 'text',
          text: 'Start from the EMI you can carry, not from the home you like. Lenders usually let all your EMIs together take about half of your take-home pay; the affordability calculator works out the loan and the price that follow from your income, your other EMIs and your savings.',
        },
        { kind: 'rule', ...LTV_RULE },
        {
          kind: 'checklist',
          title: 'Budget for more than the price',
          items: [
            'Stamp duty and registration (step 8): several per cent of the value.',
            'GST on a home still under construction (ask the builder for the rate in writing); none on a completed home that has its occupancy certificate.',
            'Parking, club membership, power backup and preferred-location charges, if they are not in the price.',
            'The maintenance deposit and advance maintenance the society or builder asks for.',
            "The loan's processing fee, and the brokerage if you use an agent.",
          ],
        },
      ],
      actions: [
        { label: 'Affordability calculator', to: '/tools/affordability' },
        { label: 'EMI calculator', to: '/tools/emi' },
        { label: 'Mortgage calculator', to: '/tools/mortgage' },
      ],
    },
    {
      id: 'shortlist',
      title: 'Shortlist homes',
      summary: 'New projects from builders, or resale homes from owners and agents.',
      blocks: [
        {
          kind: 'list',
          items: [
            'New projects: Explore lists them by city, status and budget, each with its transparency record (step 3).',
            `Resale homes: Browse listings shows homes posted by owners, agents and builders. A sale listing its poster has not confirmed for ${STALE_AFTER_DAYS.sale} days leaves the default results, so what you browse is on offer.`,
            'Compare up to four homes side by side, with EMI estimates, and save the ones you like: your shortlist follows you to every device you sign in on.',
            'Visit at least twice, once on a weekday evening: the commute, water supply, power backup, mobile signal and the flat itself (not the sample flat).',
          ],
        },
      ],
      actions: [
        { label: 'Explore new projects', to: '/explore' },
        { label: 'Browse resale homes', to: '/browse/listings' },
        { label: 'Compare', to: '/compare' },
      ],
    },
    {
      id: 'check-project',
      title: "Check a new project's record",
      summary: 'RERA registration, escrow, construction, the developer and what buyers report.',
      blocks: [
        {
          kind: 'checklist',
          title: "On the project's PropAI page",
          items: [
            'RERA: the registration number and its validity. Look it up on the state RERA portal as well (the legal checks page names them).',
            'Escrow: how much of the money collected has been used, against the 70 % rule below.',
            'Construction: progress tower by tower, against the dates the builder promised.',
            'Developer: their past projects, and how many months late each was handed over.',
            'Legal: court cases about the project, and where each one stands.',
            'Community reports: what buyers and visitors have reported about the site, with their votes.',
            `Transparency score: ${SCORE_METHOD}`,
          ],
        },
        { kind: 'rule', ...ESCROW_RULE },
        { kind: 'rule', ...REGISTRATION_DUTY_RULE },
        {
          kind: 'caution',
          text: 'A project that should be registered but has no RERA number, or that you cannot find on the state portal, is a reason to stop before you pay anything.',
        },
      ],
      actions: [
        { label: 'Explore projects', to: '/explore' },
        { label: 'Community reports', to: '/reports' },
        { label: 'Find reports on a project', to: '/reports/find' },
      ],
    },
    {
      id: 'title-checks',
      title: 'Resale: check the title',
      summary: 'Make sure the seller owns the home, owes nothing on it and may sell it.',
      blocks: [
        {
          kind: 'text',
          text: 'For a resale home the papers are the product. Ask the seller for copies early and have a property lawyer read them before you pay a token.',
        },
        {
          kind: 'checklist',
          title: 'Ask to see',
          items: [
            'Title chain: every sale deed or conveyance from the first allotment to the seller (lawyers often trace 30 years, or back to the original allotment).',
            "Encumbrance search at the sub-registrar's office: no mortgage, lien or earlier sale registered against the home.",
            'Occupancy certificate (OC) and completion certificate (CC) for the building, and the approved plan the flat should match.',
            "The society's or RWA's no-objection certificate (NOC) for the transfer, and a no-dues letter.",
            'Paid property tax receipts, and paid electricity, water and maintenance bills.',
            "If the seller has a loan on it: the bank's letter with the amount due, and how the bank will release the original deeds at the sale.",
            "Leasehold land (much of Noida and Greater Noida is leased from the development authority): the authority's transfer permission and its charges; in Delhi, whether a DDA flat has been converted to freehold.",
          ],
        },
      ],
      actions: [LEGAL_CHECKS, { label: 'Browse resale homes', to: '/browse/listings' }],
    },
    {
      id: 'token-agreement',
      title: 'Pay a token and sign the agreement',
      summary: 'Pay little before the paperwork, by bank transfer, against a written receipt.',
      blocks: [
        { kind: 'rule', ...RERA_ADVANCE_RULE },
        {
          kind: 'checklist',
          title: 'The agreement should say',
          items: [
            'The price, what it includes (parking, club, power backup, location charges) and when each payment falls due.',
            'For a new project: the carpet area (the usable floor area inside the walls, as RERA defines it), the possession date, and the interest each side pays for delay.',
            'For a resale home: the date of the sale deed, who clears society dues and any loan, what happens to the token if either side backs out, and what stays in the home.',
            "Every buyer's and seller's name exactly as on their PAN card.",
          ],
        },
        {
          kind: 'caution',
          text: "Pay by bank transfer or cheque to the seller's or builder's own account named in the agreement: never in cash, never to a third party, and never before you have read the agreement.",
        },
      ],
      actions: [LEGAL_CHECKS],
    },
    {
      id: 'home-loan',
      title: 'Get the home loan',
      summary: 'A sanction before you commit; compare the whole cost, not only the rate.',
      blocks: [
        {
          kind: 'list',
          items: [
            'Get an in-principle sanction from two or three lenders before the token: it tells you how much they will lend on your income, and whether they will finance this project or building.',
            'Compare the rate and what it is tied to (most home loans are floating), the processing fee and any insurance offered with the loan. The mortgage calculator shows what a rate or tenure change costs over the years.',
            'For a home under construction the loan is paid to the builder in stages as the building rises; until it is fully paid out you pay interest on what has been paid (pre-EMI), unless you choose full EMIs from the start.',
            "The lender's own lawyer and valuer check the property: a lender that refuses to finance a project is telling you something.",
          ],
        },
        { kind: 'rule', ...PREPAYMENT_RULE },
      ],
      actions: [
        { label: 'EMI calculator', to: '/tools/emi' },
        { label: 'Mortgage calculator', to: '/tools/mortgage' },
        { label: 'Affordability calculator', to: '/tools/affordability' },
      ],
    },
    {
      id: 'tds',
      title: 'Deduct TDS at ₹50 lakh and above',
      summary: "It is the buyer's job: deduct 1 %, pay it, and give the seller the certificate.",
      blocks: [
        { kind: 'rule', ...TDS_RULE },
        {
          kind: 'list',
          items: [
            'Deduct it from every payment to the seller (token and instalments included), and from the instalments your bank pays the builder out of your loan: you are responsible for those too.',
            "Pay it online on the income-tax e-filing portal with the property-TDS form (Form 26QB under the 1961 Act's rules), using your PAN and the seller's; you do not need a TAN.",
            'Pay by the deadline the portal shows (under the 1961 rules, 30 days from the end of the month you deducted it): late payment draws interest and a fee.',
            'Download the TDS certificate (Form 16B under the 1961 rules) and give it to the seller, who claims the tax against their own.',
          ],
        },
      ],
      actions: [INCOME_TAX_PORTAL],
    },
    {
      id: 'stamp-duty',
      title: 'Pay stamp duty and register',
      summary:
        "The home is yours in law once the sale deed is stamped and registered at the sub-registrar's office.",
      blocks: [
        { kind: 'text', text: CIRCLE_RATE_NOTE },
        { kind: 'charges', states: STATE_CHARGES, asOf: RATES_CHECKED },
        {
          kind: 'list',
          items: [
            "Stamp duty is paid by e-stamp or on the state's portal before the appointment.",
            "Buyer and seller (or their attorneys) and two witnesses attend with ID; the sub-registrar's office records photographs and fingerprints.",
            'After registration, apply to the municipal body or the development authority to move the property tax record into your name (mutation).',
          ],
        },
      ],
      actions: [],
    },
    {
      id: 'possession',
      title: 'Take possession',
      summary: 'Inspect before you sign the possession letter; pay the last instalment against it.',
      blocks: [
        {
          kind: 'checklist',
          title: 'Before you accept the keys',
          items: [
            'A new flat: the occupancy certificate for your tower, and the measured carpet area with any change to the price worked out at the agreed rate.',
            'A snag walk in daylight: seepage and cracks, doors and windows, plumbing and drainage, every switch and socket, and the fittings and brands the agreement lists. Put the list in writing with a date for the repairs.',
            'Electricity and water connections in your name, the maintenance agreement, and a receipt for every deposit.',
            'Originals: the registered deed, the possession letter, every payment receipt and TDS certificate, and a no-dues letter.',
            "A resale home: the society's transfer of membership, keys to every lock, and meter readings on the day.",
          ],
        },
        { kind: 'rule', ...DEFECTS_RULE },
        { kind: 'rule', ...LATE_POSSESSION_RULE },
      ],
      actions: [
        { label: 'Report a problem with a project', to: '/report' },
        { label: 'Community reports', to: '/reports' },
      ],
    },
  ],
};
