import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import type { Guide } from '../content/guide-types';
import { GuideStepView } from './guide-step';
import { GuideToc } from './guide-toc';
import { useAnchorScroll } from './use-anchor-scroll';
import '../resources.css';

/**
 * A guide page (buying, selling): the table of contents beside (wide) or above (phone) the numbered
 * steps, then what the guide is not (advice) and the other guide.
 */
export function GuideView({ guide }: { guide: Guide }) {
  const root = useRef<HTMLDivElement>(null);
  const jump = useAnchorScroll(root);
  const tocTitleId = useId();
  return (
    <PageLayout title={guide.title} eyebrow={guide.eyebrow} lead={guide.lead} className="rs-page">
      <div className="rs-guide" ref={root}>
        <GuideToc steps={guide.steps} titleId={tocTitleId} onJump={jump} />
        <div className="rs-steps">
          {guide.steps.map((step, i) => (
            <GuideStepView key={step.id} step={step} number={i + 1} onJump={jump} />
          ))}
          <footer className="rs-end">
            <p className="rs-disclaimer">
              This guide is general information for Delhi NCR, not legal or tax advice. Laws and rates change:
              confirm every figure with the authority named beside it before you pay, and ask a property
              lawyer or a tax adviser about your own case.
            </p>
            <Link className="rs-related" to={guide.related.to}>
              {guide.related.label}
            </Link>
          </footer>
        </div>
      </div>
    </PageLayout>
  );
}
