/**
 * The answers of /help: the questions the product raises, answered from its own rules. Figures come
 * from the modules that apply them (freshness, EMI, score, price check, contact reveals), so an answer
 * cannot drift from what the app does; the report threshold is checked against the server's constant
 * in help-topics.test.ts (its module pulls in zod, too heavy for this page).
 */
import { REVEALS_PER_DAY } from '@propai/api/domain/leads/contact-reveal';
import { EMI_DEFAULTS } from '@propai/api/domain/finance/emi';
import { STALE_AFTER_DAYS } from '@propai/api/domain/listings/freshness';
import { SCORE_METHOD } from '@propai/api/domain/projects/score';
import { FAIR_BAND_PCT } from '../../lib/transparency/price-check';

/** Distinct accounts whose open reports hide a listing (api/src/domain/listing-flags FLAGS_TO_HIDE). */
export const REPORTS_TO_HIDE = 5;

export interface HelpTopic {
  id: string;
  section: 'Posting' | 'Listings' | 'Numbers' | 'Trust and privacy';
  question: string;
  answer: string;
  link?: { to: string; label: string };
}

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'post-offline',
    section: 'Posting',
    question: 'Can I post a listing without signal?',
    answer:
      'Yes. The form is saved on this device as you type, photos included, even offline. Press Submit with no network and the listing waits on your phone as "Queued"; it is sent once, by itself, when the phone is online again, and it arrives exactly once however often the connection drops. My Listings shows where it is.',
    link: { to: '/sell/post', label: 'Post a listing' },
  },
  {
    id: 'post-failing',
    section: 'Posting',
    question: 'My listing says it will try again. What is happening?',
    answer:
      'The phone is online but our server did not accept the listing yet (for example it was busy). The form and My Listings say why, when the next try is, and offer "Try now". Your listing stays on the phone until it is accepted; nothing is lost.',
    link: { to: '/my/listings', label: 'My Listings' },
  },
  {
    id: 'post-draft',
    section: 'Posting',
    question: 'What happens to a half-filled form if I close the app?',
    answer:
      'It is kept on this device, down to the last word typed: the form saves the moment the page is hidden or closed, and opens again where you left it, on the same step.',
  },
  {
    id: 'verification',
    section: 'Posting',
    question: 'Why is my listing not visible yet?',
    answer:
      'Every new listing is checked by a moderator before it appears in search. Until then My Listings shows it as "Pending verification"; once checked it is live, or rejected with the reason.',
    link: { to: '/my/listings', label: 'My Listings' },
  },
  {
    id: 'freshness',
    section: 'Listings',
    question: 'Why does a listing say "may no longer be available"?',
    answer: `Listings go stale when their poster has not confirmed them for a while: ${STALE_AFTER_DAYS.rent} days for rentals and PGs, ${STALE_AFTER_DAYS.sale} days for homes and plots for sale. Stale listings leave the default search results and carry that note, so what you browse is what is really on offer.`,
  },
  {
    id: 'still-available',
    section: 'Listings',
    question: 'How do I keep my listing in search?',
    answer:
      'When it needs confirming you get a notification. Tap "Still available" there or in My Listings; "Mark as sold" or "Mark as rented" takes it out of search for good.',
    link: { to: '/notifications', label: 'Notifications' },
  },
  {
    id: 'report-listing',
    section: 'Listings',
    question: 'What happens when I report a listing?',
    answer: `Choose a reason (fake, broker posing as owner, already sold or rented, wrong details) and add a note if you like. Each account reports a listing once. When ${REPORTS_TO_HIDE} different people have reported it, the listing is hidden until a moderator decides.`,
  },
  {
    id: 'saved',
    section: 'Listings',
    question: 'Are my saved homes on all my devices?',
    answer:
      'Yes, once you are signed in: saved listings, projects and reports belong to your account. Anything you saved on this device before signing in is added to your account when you sign in.',
    link: { to: '/saved-properties', label: 'Saved properties' },
  },
  {
    id: 'project-score',
    section: 'Numbers',
    question: "How is a project's score worked out?",
    answer: `From the project's own record, never guessed. ${SCORE_METHOD} A project with too little data shows no score rather than an invented one.`,
  },
  {
    id: 'price-check',
    section: 'Numbers',
    question: 'What do Overpriced, Fair and Undervalued mean?',
    answer: `The price check compares the market price per sq ft with a fair value built from land, construction, overheads and margin. More than ${FAIR_BAND_PCT} % above fair value reads Overpriced, more than ${FAIR_BAND_PCT} % below reads Undervalued, and within ${FAIR_BAND_PCT} % either way reads Fair.`,
  },
  {
    id: 'emi',
    section: 'Numbers',
    question: 'How is the EMI estimate calculated?',
    answer: `On the full listed price at ${EMI_DEFAULTS.annualRatePct} % a year over ${EMI_DEFAULTS.years} years, on a reducing balance compounded monthly. Your bank's rate, tenure and down payment will change it.`,
  },
  {
    id: 'price-insights',
    section: 'Numbers',
    question: 'Where do price insights on a listing come from?',
    answer:
      "From live, fresh listings of the same kind in the same city and locality, within 30 % of its size: the listing's price per sq ft is set against their median. With fewer than 5 such listings we show nothing rather than a weak comparison.",
  },
  {
    id: 'phone-number',
    section: 'Trust and privacy',
    question: 'Who can see my phone number?',
    answer: `Nobody browsing. A lister's number is shown only to a signed-in buyer who has asked that lister for a callback, and each buyer can see the numbers of at most ${REVEALS_PER_DAY} listings a day, so numbers cannot be collected in bulk.`,
  },
  {
    id: 'sign-in-codes',
    section: 'Trust and privacy',
    question: 'How safe is signing in with a code?',
    answer:
      'Codes are sent to your email, stored only in a scrambled (hashed) form, and expire after 10 minutes; a code stops working after five wrong tries. Nobody else can use up your tries or lock you out.',
  },
  {
    id: 'on-device',
    section: 'Trust and privacy',
    question: 'What does the app keep on my phone?',
    answer:
      'Your unfinished forms, writes waiting for signal, and copies of pages you opened so they work offline. Signing out removes your saved-items copy, your unsent saves and the stored copies of your lists from the phone.',
  },
];

/** Topics whose question or answer contains every word typed (any case); all of them for none. */
export function searchHelp(topics: HelpTopic[], query: string): HelpTopic[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics.filter((t) => {
    const text = `${t.question} ${t.answer}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
