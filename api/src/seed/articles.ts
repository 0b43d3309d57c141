/**
 * Demo blog articles: a handful of plainly fictional guides about buying a home in Delhi NCR, so
 * /blogs has something to show on a fresh install. Each one says at the top that it is a demo
 * article, the author is a made-up byline, and none quotes a figure: no prices, rates, counts or
 * percentages that a reader could take for real market data.
 */
import { articleFields, type ArticleDoc, type ArticleFields } from '../services/blogs/article-store';
import { objectId, rngFor } from './prng';

const DEMO_NOTE =
  '*Demo article: fictional content written for the PropAI demo data. It is general reading, not advice, and quotes no real market figures.*';

const DAY = 86_400_000;

/** Newest first; `daysAgo` spaces their publication dates so the list has an order. */
const DEMO_ARTICLES: (Omit<ArticleFields, 'status'> & { daysAgo: number })[] = [
  {
    daysAgo: 2,
    slug: 'first-home-in-gurgaon-checklist',
    title: 'Your first home in Gurgaon: a checklist before you book',
    description: 'A demo guide to the questions worth asking before paying a booking amount in Gurgaon.',
    city: 'Gurgaon',
    category: 'Buying guide',
    authorName: 'Demo Editor',
    body: `${DEMO_NOTE}

Booking a flat is exciting, and it is also the moment when a buyer has the most leverage. Before you pay anything, work through the questions below with the developer's sales team and, ideally, a lawyer you trust.

## Is the project registered with RERA?

Ask for the project's registration number and look it up on the state RERA website yourself. Read the registered completion date, not the one in the brochure.

## What exactly are you paying for?

- **Carpet area** is the usable floor inside the walls; ask for it in writing.
- Ask for a full list of charges: parking, club membership, maintenance deposit and power backup.
- Ask which payments are tied to construction stages and which are due on dates.

## Visit at different times

Walk the site on a weekday morning and again in the evening. Notice the approach road, traffic and how long the commute to your office really takes.

Read more on [PropAI's project pages](/explore), where each project shows its RERA and construction record.`,
  },
  {
    daysAgo: 6,
    slug: 'reading-a-builder-buyer-agreement',
    title: 'Reading a builder–buyer agreement without getting lost',
    description: 'A demo walk-through of the clauses buyers in Delhi NCR most often skim past.',
    city: null,
    category: 'Legal basics',
    authorName: 'Demo Editor',
    body: `${DEMO_NOTE}

The builder–buyer agreement is the document that decides what happens when something goes wrong. It is long, but a few clauses deserve slow reading.

## Possession and delay

Find the clause that states the possession date and what the developer owes you if it slips. Compare it with the date registered with RERA.

## Changes to the plan

Check whether the developer may change the layout, the number of floors or the common areas, and whether your consent is needed.

## Cancellation

Read what you get back if you cancel, and what the developer keeps. Ask for examples in writing if the wording is unclear.

> Tip: ask for the draft agreement before you pay the booking amount, not after.`,
  },
  {
    daysAgo: 11,
    slug: 'noida-resale-or-new-launch',
    title: 'Noida: resale flat or new launch?',
    description:
      'A demo comparison of the trade-offs between a ready resale flat and an under-construction project.',
    city: 'Noida',
    category: 'Market explainer',
    authorName: 'Demo Desk',
    body: `${DEMO_NOTE}

Buyers in Noida often weigh a ready resale flat against a new launch. Neither is better in general; they trade different risks.

## A resale flat

- You can see exactly what you buy, and move in soon.
- Check the title chain, the society's dues and the occupancy certificate.

## A new launch

- Payments are spread over construction, and the layout is newer.
- The risk is time: read the project's construction record and community reports before deciding.

On PropAI, each project page shows the construction progress reported for it and the reports buyers have filed.`,
  },
  {
    daysAgo: 16,
    slug: 'renting-in-south-delhi-what-to-check',
    title: 'Renting in South Delhi: what to check before you sign',
    description: 'A demo guide for tenants: the lease, the deposit, and the inspection on moving day.',
    city: 'Delhi',
    category: 'Renting',
    authorName: 'Demo Desk',
    body: `${DEMO_NOTE}

A rental agreement protects both sides when it is clear. Before signing, make sure these points are in writing.

1. The rent, the date it is due and how it may change at renewal.
2. The security deposit and the conditions for getting it back.
3. Who pays for repairs, and how quickly they are made.
4. The notice period for either side.

On moving day, walk through the flat with the owner and take photos of every room. Keep them with your copy of the agreement.`,
  },
  {
    daysAgo: 21,
    slug: 'home-loan-basics-for-first-time-buyers',
    title: 'Home loan basics for first-time buyers',
    description: 'A demo primer on pre-approval, the documents banks ask for, and comparing offers.',
    city: null,
    category: 'Finance',
    authorName: 'Demo Editor',
    body: `${DEMO_NOTE}

A home loan is usually the largest commitment a household makes. A little preparation makes the process calmer.

## Get pre-approved

A pre-approval tells you what a lender is prepared to offer before you choose a home, so you shop within it.

## Keep documents ready

Lenders typically ask for identity and address proof, income proof and bank statements. Keep scanned copies in one folder.

## Compare the whole offer

Compare processing fees, prepayment terms and how the rate may change, not just the headline rate. PropAI's EMI calculator on each project page shows what a monthly payment looks like for the amount and term you enter.`,
  },
];

/** The demo articles as stored documents, published `daysAgo` days before `now`. */
export function demoArticles(seed: number, now: Date): ArticleDoc[] {
  return DEMO_ARTICLES.map(({ daysAgo, ...fields }, i) => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const _id = objectId(rngFor(seed, 'article', i), at, i);
    return { _id, ...articleFields({ ...fields, status: 'published' }, at), createdAt: at };
  });
}
