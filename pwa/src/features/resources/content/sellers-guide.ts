/**
 * /resources/sellers-guide: selling a home in Delhi NCR, from the price to the handover, each step
 * linked to the PropAI page that does it. The freshness periods are the ones search applies
 * (domain/listings/freshness); tax rules come from published-rules.ts with their source and date.
 */
import { STALE_AFTER_DAYS } from '@propai/api/domain/listings/freshness';
import type { Guide } from './guide-types';
import { CAPITAL_GAINS_RULE, CIRCLE_RATE_NOTE, TDS_RULE } from './published-rules';

const INCOME_TAX_PORTAL = {
  label: 'Income-tax e-filing portal',
  to: 'https://www.incometax.gov.in',
  external: true,
};

export const SELLERS_GUIDE: Guide = {
  title: "Seller's guide",
  eyebrow: 'Guides',
  lead: 'Selling a home or plot in Delhi NCR: price it, prepare the papers, list it free on PropAI, and close the sale with the tax rules in view.',
  related: { label: 'Buying instead? Read the buying guide', to: '/resources/buying-guide' },
  steps: [
    {
      id: 'price',
      title: 'Price it',
      summary: 'Start from what similar homes nearby ask and sell for.',
      blocks: [
        {
          kind: 'list',
          items: [
            'The valuation estimates a sale and a rent price from comparable listings near you, and shows how many it used.',
            'The pricing tool shows where your asking price sits among similar listings.',
            'Market trends show how asking prices in your locality have moved.',
          ],
        },
        {
          kind: 'text',
          text: `${CIRCLE_RATE_NOTE} A price below that value costs the buyer stamp duty on the higher figure, and can count against you for capital gains (step 7).`,
        },
      ],
      actions: [
        { label: 'Value your home', to: '/valuation' },
        { label: 'Pricing tool', to: '/tools/pricing' },
        { label: 'Market trends', to: '/insights/trends' },
      ],
    },
    {
      id: 'documents',
      title: 'Gather the documents',
      summary: "Have the papers ready before buyers ask: the buyer's lawyer will want them all.",
      blocks: [
        {
          kind: 'checklist',
          title: 'Papers to have ready',
          items: [
            'Your sale deed or conveyance deed, and the earlier deeds back to the first allotment.',
            "A flat bought new: the allotment letter, the builder-buyer agreement, the possession letter and the builder's no-dues letter.",
            'Occupancy and completion certificates for the building, and its approved plan.',
            'Paid property tax receipts, and paid electricity, water and maintenance bills.',
            "The society's or RWA's no-objection certificate for the sale and its no-dues letter.",
            "If the home has a loan on it: the bank's letter with the amount due; the bank keeps the original deeds until it is paid.",
            'Leasehold land (much of Noida and Greater Noida): what the development authority needs to permit the transfer, and its charges.',
            'Your PAN (operative: linked with Aadhaar), ID and address proof; a registered power of attorney if a co-owner cannot attend.',
          ],
        },
      ],
      actions: [{ label: "What the buyer's lawyer checks", to: '/monetization/services?type=legal' }],
    },
    {
      id: 'post',
      title: 'Post the listing',
      summary: 'Free, with photos; it goes live once PropAI has checked it.',
      blocks: [
        {
          kind: 'list',
          items: [
            'Post a home, rental, PG, commercial space or plot from your phone, even without signal: the form is saved as you type and sends itself when you are back online.',
            "Photos: in daylight, every room from a corner, the kitchen and bathrooms, the view and the building's entrance. Leave people, documents and number plates out of the shot.",
            'Fill in what buyers filter on: area, floor, facing, parking, furnishing and the exact locality.',
            'A new listing waits as pending until a moderator approves it; you are notified either way, with the reason if it is rejected.',
          ],
        },
        {
          kind: 'note',
          title: 'How PropAI keeps listings fresh',
          text: `Rent and PG listings left unconfirmed for ${STALE_AFTER_DAYS.rent} days, and sale listings for ${STALE_AFTER_DAYS.sale}, leave the default search with a "may no longer be available" note, until you confirm them with one tap ("Still available") in My Listings or from the reminder. Mark the home sold when it is, and it leaves search for good.`,
        },
      ],
      actions: [
        { label: 'Post a listing', to: '/sell/post' },
        { label: 'My Listings', to: '/my/listings' },
        { label: 'What Featured means', to: '/monetization/featured-listings' },
      ],
    },
    {
      id: 'enquiries',
      title: 'Handle enquiries',
      summary: 'Call back quickly, and check who you are dealing with.',
      blocks: [
        {
          kind: 'list',
          items: [
            'Callback requests for your listings arrive in your leads inbox and as notifications; mark each one handled once you have called back.',
            'Ask a serious buyer whether they have a loan sanction, and when they could register the sale.',
            'Show the home in daylight with someone else present. Never share a one-time code, and keep the original deeds until the sale deed is registered.',
            'An agent can handle enquiries for you: the agent directory lists agents with their RERA numbers and how quickly they call back.',
          ],
        },
      ],
      actions: [
        { label: 'Your leads', to: '/my-listings/leads' },
        { label: 'Find an agent', to: '/agents' },
      ],
    },
    {
      id: 'token-agreement',
      title: 'Token and agreement to sell',
      summary: 'Agree the terms in writing before you take money.',
      blocks: [
        {
          kind: 'text',
          text: "RERA's 10 % cap on advances binds builders, not owners: for a resale, the token is what you and the buyer agree. Take it by bank transfer against a signed receipt that names the home and the price.",
        },
        {
          kind: 'checklist',
          title: 'The agreement to sell should say',
          items: [
            'The price, the payment schedule and the date of the sale deed.',
            "Who pays which costs (stamp duty and registration are usually the buyer's).",
            'What happens to the token if either side backs out: refunded, forfeited, or returned double.',
            'Who clears society dues and any loan on the home, and by when.',
            'What stays in the home (fittings, appliances) and the handover date.',
          ],
        },
        {
          kind: 'caution',
          text: "Do not hand over original deeds, or sign a power of attorney in the buyer's favour, before the sale deed is registered and you are paid.",
        },
      ],
      actions: [],
    },
    {
      id: 'tds',
      title: 'TDS the buyer deducts',
      summary: 'At ₹50 lakh and above you receive 99 % and a certificate for the rest.',
      blocks: [
        { kind: 'rule', ...TDS_RULE },
        {
          kind: 'list',
          items: [
            'Give the buyer your PAN, and check on the income-tax portal that it is operative; otherwise the buyer must deduct 20 %.',
            'Ask for the TDS certificate, check the deduction appears in your annual tax statement on the portal, and claim it against your tax for the year.',
            'Not resident in India? A different rule with higher deduction applies: see a tax adviser before you sign, as a certificate for lower deduction can be applied for.',
          ],
        },
      ],
      actions: [INCOME_TAX_PORTAL],
    },
    {
      id: 'capital-gains',
      title: 'Capital gains tax',
      summary: 'What you owe on the gain, and how reinvesting can reduce it.',
      blocks: [
        { kind: 'rule', ...CAPITAL_GAINS_RULE },
        {
          kind: 'text',
          text: 'Keep the purchase deed, receipts for improvements, and the brokerage and legal bills of the sale: the gain is the price less these costs, so they lower the tax.',
        },
        {
          kind: 'caution',
          text: 'Tax rules change with budgets, and the best choice depends on when you bought, what you spent and what you plan next. Ask a tax adviser (a chartered accountant) before you sell, and before you spend the money if you mean to claim an exemption.',
        },
      ],
      actions: [],
    },
    {
      id: 'handover',
      title: 'Register and hand over',
      summary: "Sign the sale deed at the sub-registrar's office, then hand over keys and papers.",
      blocks: [
        {
          kind: 'list',
          items: [
            "Both of you (or your attorneys) and two witnesses attend the registration with ID; the sub-registrar's office records photographs and fingerprints.",
            "Receive the balance before or at registration, by bank transfer or demand draft; a buyer's bank usually pays its share at registration.",
            "If you have a loan on the home, settle it so the bank releases the original deeds with a no-dues letter; the buyer's bank will ask for both.",
          ],
        },
        {
          kind: 'checklist',
          title: 'At handover',
          items: [
            'Original deeds, the possession letter and the society transfer papers.',
            'Keys to every lock, remotes and access cards.',
            'Meter readings on the day and the last paid bills, so the connections and the property tax record can move to the buyer.',
            'Mark the listing sold in My Listings: it leaves search for good.',
          ],
        },
      ],
      actions: [{ label: 'My Listings', to: '/my/listings' }],
    },
  ],
};
