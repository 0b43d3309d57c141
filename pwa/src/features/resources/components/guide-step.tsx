import { Link } from 'react-router-dom';
import type { GuideStep } from '../content/guide-types';
import { ExternalLink, GuideBlockView } from './guide-blocks';
import { CONTENTS_ID } from './guide-toc';

/** One numbered step: its anchor, heading, blocks, the PropAI pages that help, and a way back up. */
export function GuideStepView({
  step,
  number,
  onJump,
}: {
  step: GuideStep;
  number: number;
  onJump: (id: string) => void;
}) {
  return (
    <section className="rs-step" id={step.id} data-testid="guide-step">
      <h2 className="rs-step-title" tabIndex={-1} data-anchor-focus>
        <span className="rs-num" aria-hidden="true">
          {number}
        </span>
        <span>
          <span className="visually-hidden">Step {number}: </span>
          {step.title}
        </span>
      </h2>
      <p className="rs-step-summary">{step.summary}</p>
      {step.blocks.map((block, i) => (
        <GuideBlockView key={i} block={block} />
      ))}
      {step.actions.length > 0 && (
        <div className="rs-actions">
          {step.actions.map((a) =>
            a.external ? (
              <ExternalLink key={a.to} link={a} className="rs-action is-external" />
            ) : (
              <Link key={a.to} to={a.to} className="rs-action">
                {a.label}
              </Link>
            ),
          )}
        </div>
      )}
      <a
        className="rs-back"
        href={`#${CONTENTS_ID}`}
        onClick={(e) => {
          e.preventDefault();
          onJump(CONTENTS_ID);
        }}
      >
        Back to contents
      </a>
    </section>
  );
}
