/**
 * The shape of a guide (/resources/buying-guide, /resources/sellers-guide): numbered steps, each
 * with an anchor the table of contents jumps to, a few blocks of text and the PropAI pages that do
 * the step. The texts live in data modules beside this one and one renderer draws both guides
 * (components/guide-view.tsx), so a rule quoted in both (TDS) is written once.
 *
 * Honesty rule (DECISIONS.md): a figure in a guide is either computed by the product or a published
 * rule, quoted with its source and an "as of" date; where a rate is not certain the text says what
 * it depends on instead of giving a number.
 */

/** A PropAI page (in-app route) or, with `external`, an official site opened in a new tab. */
export interface GuideLink {
  label: string;
  to: string;
  external?: boolean;
}

/** A law, tax or regulator's rule, quoted with where it comes from and since when. */
export interface PublishedRule {
  title: string;
  text: string;
  /** The act and section, or the body that publishes it. */
  source: string;
  /** When the text was last true to the source, as a phrase: 'As of November 2026', 'In force since …'. */
  asOf: string;
}

/** One state's stamp duty and registration charges, as far as they are certain. */
export interface StateCharges {
  state: string;
  /** The NCR cities the state's rates cover. */
  covers: string;
  /** Lines like "Men 6 %"; empty when no rate is certain enough to print. */
  stampDuty: string[];
  /** A rate, or what the fee depends on. */
  registration: string;
  /** What else moves the figure (area, buyer, value). */
  dependsOn?: string;
  source: string;
  portal: GuideLink;
}

export type GuideBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  /** Things to have in hand or verified: drawn with tick marks. */
  | { kind: 'checklist'; title: string; items: string[] }
  | ({ kind: 'rule' } & PublishedRule)
  /** `asOf`: the month the printed rates were checked, e.g. 'November 2026'. */
  | { kind: 'charges'; states: StateCharges[]; asOf: string }
  /** How PropAI itself works at this step (its own rule, not a law). */
  | { kind: 'note'; title: string; text: string }
  /** A warning the reader must not miss (money at risk). */
  | { kind: 'caution'; text: string };

export interface GuideStep {
  /** The anchor (#id) of the step: stable, linked from outside (the footer's #home-loan). */
  id: string;
  title: string;
  /** One line under the title and in the table of contents' hint. */
  summary: string;
  blocks: GuideBlock[];
  /** The PropAI pages that help with this step. */
  actions: GuideLink[];
}

export interface Guide {
  title: string;
  eyebrow: string;
  lead: string;
  steps: GuideStep[];
  /** The other guide, offered at the end. */
  related: GuideLink;
}
