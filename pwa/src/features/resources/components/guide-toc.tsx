import type { MouseEvent } from 'react';
import type { GuideStep } from '../content/guide-types';

/** The anchor of the table of contents itself ("Back to contents" jumps here). */
export const CONTENTS_ID = 'contents';

/**
 * The guide's table of contents: numbered, thumb-sized rows of in-page links. They are real
 * `#anchor` links (copyable, and they work before the script runs); a tap is handled by `onJump`,
 * which scrolls inside the Ionic page (use-anchor-scroll.ts).
 */
export function GuideToc({
  steps,
  titleId,
  onJump,
}: {
  steps: GuideStep[];
  titleId: string;
  onJump: (id: string) => void;
}) {
  const follow = (id: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onJump(id);
  };
  return (
    <nav className="rs-toc" id={CONTENTS_ID} aria-labelledby={titleId} tabIndex={-1}>
      <h2 className="rs-toc-title" id={titleId}>
        In this guide
      </h2>
      <ol className="rs-toc-list">
        {steps.map((step, i) => (
          <li key={step.id}>
            <a className="rs-toc-link" href={`#${step.id}`} onClick={follow(step.id)}>
              <span className="rs-num" aria-hidden="true">
                {i + 1}
              </span>
              <span>{step.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
