import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { HELP_TOPICS, type HelpTopic, searchHelp } from '../help-topics';
import '../help.css';

const SECTIONS: HelpTopic['section'][] = ['Posting', 'Listings', 'Numbers', 'Trust and privacy'];

/** /help: the product's questions answered from its own rules, searchable, each answer one tap away. */
export default function HelpPage() {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const found = searchHelp(HELP_TOPICS, query);
  return (
    <PageLayout
      title="Help"
      eyebrow="Answers"
      lead="How posting, freshness, scores and your data work on PropAI."
      className="help-page"
    >
      <form className="help-search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId} className="visually-hidden">
          Search help
        </label>
        <input
          id={searchId}
          type="search"
          className="help-search-input"
          placeholder="Search help, e.g. offline, EMI, score"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          enterKeyHint="search"
        />
      </form>
      <p className="help-count" aria-live="polite">
        {query.trim() ? `${found.length} of ${HELP_TOPICS.length} answers` : `${HELP_TOPICS.length} answers`}
      </p>
      {found.length === 0 && (
        <p className="help-empty" data-testid="help-empty">
          No answer matches “{query.trim()}”. Try another word.
        </p>
      )}
      {SECTIONS.map((section) => {
        const topics = found.filter((t) => t.section === section);
        if (topics.length === 0) return null;
        return (
          <section key={section} className="help-section" aria-label={section}>
            <h2 className="help-section-title">{section}</h2>
            {topics.map((t) => (
              <details key={t.id} className="help-topic" data-testid="help-topic" open={!!query.trim()}>
                <summary className="help-question">{t.question}</summary>
                <p className="help-answer">{t.answer}</p>
                {t.link && (
                  <Link className="help-link" to={t.link.to}>
                    {t.link.label} →
                  </Link>
                )}
              </details>
            ))}
          </section>
        );
      })}
    </PageLayout>
  );
}
