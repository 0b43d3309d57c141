/**
 * The frame of a money tool: heading, the four tools' chips, inputs beside results on a wide
 * screen, and "How this is worked out" under them, because a figure on this app always says how it
 * was computed (DECISIONS.md). On a phone the headline answer comes first (the EMI, the price you
 * can afford), then the inputs that move it, then the details.
 */
import type { ReactNode } from 'react';
import { PageLayout } from '../../../components/ui/page-layout';
import { ToolNav } from './tool-nav';
import '../../../components/ui/cards.css';
import './tools.css';

export function ToolPage({
  title,
  lead,
  inputs,
  inputsLabel,
  summary,
  results,
  method,
  onReset,
  eyebrow = 'Money tools',
  deviceNote = 'Works offline. Your figures stay on this device.',
  className = '',
}: {
  title: string;
  lead: string;
  inputs: ReactNode;
  inputsLabel: string;
  /** The headline answer; null when the inputs give none (the results say why). */
  summary: ReactNode;
  results: ReactNode;
  method: ReactNode;
  onReset: () => void;
  /** The line above the heading: the menu the tool belongs to. */
  eyebrow?: string;
  /** Under the inputs: where the figures go (a tool that asks the API says what it sends). */
  deviceNote?: string;
  /** Extra classes on the page, e.g. 'tl-inputs-first'. */
  className?: string;
}) {
  return (
    <PageLayout title={title} eyebrow={eyebrow} lead={lead} className={`tl-page ${className}`.trim()}>
      <ToolNav />
      <div className="tl-layout">
        {summary && (
          <div className="tl-summary" aria-live="polite">
            {summary}
          </div>
        )}
        <section className="tl-inputs" aria-label={inputsLabel}>
          {inputs}
          <p className="tl-device-note">
            {deviceNote}{' '}
            <button type="button" className="tl-link" onClick={onReset}>
              Start again
            </button>
          </p>
        </section>
        <section className="tl-results" aria-label="Results">
          {results}
        </section>
      </div>
      <section className="tl-method" aria-labelledby="tl-method-title">
        <h2 id="tl-method-title">How this is worked out</h2>
        {method}
      </section>
    </PageLayout>
  );
}
