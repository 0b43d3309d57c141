/**
 * The laws, tax rules and state charges both guides quote, each with its source and an "as of"
 * date. Written once here so the buyer's and the seller's guide cannot disagree.
 *
 * Where a figure is printed, it was checked against published rate tables in November 2026
 * (RATES_CHECKED); where sources disagree or a rate changed recently (Uttar Pradesh's concession
 * for women, its registration fee) the text names what the figure depends on and where to read
 * it, instead of a number. Every rate is followed in the page by "rates change: confirm before you
 * pay" (components/guide-blocks.tsx).
 */
import { LTV_CAPS } from '@propai/api/domain/finance/affordability';
import type { PublishedRule, StateCharges } from './guide-types';

/** The month the printed stamp duty rates were last checked against published tables. */
export const RATES_CHECKED = 'November 2026';

/** The buyer deducts TDS at or above this price (rupees). */
export const TDS_THRESHOLD = 5_000_000;
export const TDS_RATE_PCT = 1;

/** RERA Act 2016 s.13: the most a builder may take before a registered agreement for sale. */
export const RERA_ADVANCE_CAP_PCT = 10;

const lakh = (rupees: number) => `₹${rupees / 100_000} lakh`;

/** "90 % for loans up to ₹30 lakh, 80 % up to ₹75 lakh, 75 % above": the same caps the affordability tool applies. */
export function ltvText(): string {
  let previous = 0;
  return LTV_CAPS.map((cap) => {
    const text = Number.isFinite(cap.upTo)
      ? `${cap.ltvPct} % for loans up to ${lakh(cap.upTo)}`
      : `${cap.ltvPct} % above ${lakh(previous)}`;
    previous = cap.upTo;
    return text;
  }).join(', ');
}

export const LTV_RULE: PublishedRule = {
  title: 'How much a bank may lend',
  text: `A bank may lend at most this share of the property's value: ${ltvText()}. The rest is your down payment, and stamp duty and registration come on top.`,
  source: 'Reserve Bank of India, loan-to-value limits for individual housing loans (set in October 2015)',
  asOf: `As of ${RATES_CHECKED}`,
};

export const RERA_ADVANCE_RULE: PublishedRule = {
  title: `At most ${RERA_ADVANCE_CAP_PCT} % before a registered agreement`,
  text: `A builder may not take more than ${RERA_ADVANCE_CAP_PCT} % of the cost of a flat, plot or building as an advance or application fee before a written agreement for sale is signed and registered. The rule binds builders (promoters); a token for a resale home is whatever buyer and owner agree in writing.`,
  source: 'Real Estate (Regulation and Development) Act, 2016, s.13(1)',
  asOf: 'In force since 1 May 2017',
};

export const ESCROW_RULE: PublishedRule = {
  title: 'Where a builder must keep your money',
  text: "70 % of the money a builder collects for a registered project must go into a separate bank account for that project, and may be spent only on its land and construction, against an engineer's, architect's and chartered accountant's certificates.",
  source: 'Real Estate (Regulation and Development) Act, 2016, s.4(2)(l)(D)',
  asOf: 'In force since 1 May 2017',
};

export const DEFECTS_RULE: PublishedRule = {
  title: 'Five years of defect repairs',
  text: 'A structural defect, or a defect in workmanship, quality or services, reported to the builder within five years of possession must be put right within 30 days at no charge; if it is not, you may claim compensation from the state RERA authority.',
  source: 'Real Estate (Regulation and Development) Act, 2016, s.14(3)',
  asOf: 'In force since 1 May 2017',
};

export const TDS_RULE: PublishedRule = {
  title: `${TDS_RATE_PCT} % TDS at ${lakh(TDS_THRESHOLD)} and above`,
  text: `When the price, or the property's stamp duty value, is ${lakh(TDS_THRESHOLD)} or more, the buyer deducts ${TDS_RATE_PCT} % of the price (of the stamp duty value if that is higher) from the payment to a resident seller and pays it to the government against the seller's PAN. With several buyers or sellers, the threshold applies to the whole price, not to each share. Agricultural land is outside the rule. If the seller's PAN is missing or inoperative (not linked to Aadhaar), the rate is 20 %. A seller who is not resident in India falls under a different rule, with higher rates.`,
  source:
    'Income-tax Act, 1961, s.194-IA (as amended by the Finance (No. 2) Act, 2024); the Income-tax Act, 2025, in force from 1 April 2026, carries the same rule in s.393',
  asOf: `As of ${RATES_CHECKED}`,
};

export const CAPITAL_GAINS_RULE: PublishedRule = {
  title: 'Tax on the gain from a sale',
  text: 'A home or plot held for more than 24 months gives a long-term gain, taxed at 12.5 % without indexation; a resident individual or HUF selling land or a building bought before 23 July 2024 may instead pay 20 % on the gain worked out with indexation, whichever is lower. Held for 24 months or less, the gain is short-term and taxed at your slab rate. Surcharge and 4 % cess come on top. If the stamp duty value is more than 110 % of the price, the stamp duty value counts as the price. A long-term gain can be exempt if it is reinvested: in one residential house in India (bought a year before or two years after the sale, or built within three; exemption capped at ₹10 crore), or in specified bonds within six months (up to ₹50 lakh in a financial year).',
  source:
    'Income-tax Act, 1961, ss.48, 50C, 54, 54EC and 112 as amended by the Finance (No. 2) Act, 2024 (in force from 23 July 2024); the Income-tax Act, 2025 renumbers them from 1 April 2026',
  asOf: 'In force from 23 July 2024',
};

export const CIRCLE_RATE_NOTE =
  'Stamp duty is worked out on the higher of the price in the deed and the government value of the property (the circle rate in Delhi and Uttar Pradesh, the collector rate in Haryana).';

export const STATE_CHARGES: StateCharges[] = [
  {
    state: 'Delhi',
    covers: 'All of Delhi',
    stampDuty: ['Men 6 %', 'Women 4 %', 'A man and a woman jointly 5 %'],
    registration: '1 % of the value, plus small fixed fees.',
    dependsOn: 'Lower rates apply in NDMC and Delhi Cantonment areas.',
    source: 'Department of Revenue, Government of NCT of Delhi',
    portal: { label: 'revenue.delhi.gov.in', to: 'https://revenue.delhi.gov.in', external: true },
  },
  {
    state: 'Haryana',
    covers: 'Gurgaon (Gurugram), Faridabad',
    stampDuty: [
      'Within municipal limits: men 7 %, women 5 %, jointly 6 %',
      'Outside municipal limits: men 5 %, women 3 %, jointly 4 %',
    ],
    registration: 'A fixed fee by value slab, up to ₹50,000 for the highest slab.',
    source: 'Department of Revenue and Disaster Management, Government of Haryana',
    portal: { label: 'jamabandi.nic.in (registration)', to: 'https://jamabandi.nic.in', external: true },
  },
  {
    state: 'Uttar Pradesh',
    covers: 'Noida, Greater Noida, Ghaziabad',
    stampDuty: ['7 % of the value'],
    registration:
      "Set by the property's value: the sub-registrar or the state's registration portal gives the figure.",
    dependsOn:
      'Women buyers get a concession; its size and the value it applies up to were changed recently, so check it before you count on it.',
    source: 'Stamp and Registration Department, Government of Uttar Pradesh',
    portal: { label: 'igrsup.gov.in', to: 'https://igrsup.gov.in', external: true },
  },
];

export const LATE_POSSESSION_RULE: PublishedRule = {
  title: 'If the builder is late',
  text: 'When a builder cannot hand over by the date in the agreement, you may withdraw and get back what you paid with interest, or stay in the project and be paid interest for every month of delay until possession. Complaints go to the state RERA authority.',
  source: 'Real Estate (Regulation and Development) Act, 2016, s.18(1)',
  asOf: 'In force since 1 May 2017',
};

export const REGISTRATION_DUTY_RULE: PublishedRule = {
  title: 'Which projects must be on RERA',
  text: 'A project on more than 500 m² of land, or with more than eight flats, must be registered with the state RERA authority before it is advertised, booked or sold. Projects that had their completion certificate before the Act are outside it.',
  source: 'Real Estate (Regulation and Development) Act, 2016, s.3',
  asOf: 'In force since 1 May 2017',
};

export const PREPAYMENT_RULE: PublishedRule = {
  title: 'No penalty for paying early on a floating rate',
  text: 'A bank may not charge a foreclosure charge or prepayment penalty on a floating-rate home loan to an individual, whether you pay part of it early or close it.',
  source: 'Reserve Bank of India directions on foreclosure charges for floating-rate loans to individuals',
  asOf: `As of ${RATES_CHECKED}`,
};
