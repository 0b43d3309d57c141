/**
 * /valuation: what a home or plot is worth, from comparable listings (the method: the API's
 * domain/valuation, stated on the page). The answers live in the page's URL, so a valuation can be
 * shared and Back returns to it; with a complete valuation in the URL the form folds into a summary
 * with Change, and the sale and rent estimates, their comparables, Save and "Post it" follow.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { PageLayout } from '../../../components/ui/page-layout';
import { ToggleChips } from '../../../components/ui/toggle-chips';
import { formatIndianNumber } from '../../../lib/format';
import { usePageQuery } from '../../../lib/use-page-query';
import { useSavedValuations, useEstimate } from '../api/valuation-api';
import { ComparablesList } from '../components/comparables-list';
import { EstimateCard } from '../components/estimate-card';
import { SaveValuation } from '../components/save-valuation';
import { SavedValuations } from '../components/saved-valuations';
import { DetailFields, HomeFields, PlaceFields } from '../components/valuation-fields';
import {
  checkForm,
  formFromParams,
  formQuery,
  isComplete,
  postingLink,
  type FormErrors,
  type ValuationForm,
} from '../domain/valuation-form';
import '../../../components/ui/form.css';
import '../valuation.css';

function summary(f: ValuationForm): string {
  const what = f.propertyType === 'Plot' ? 'Plot' : `${f.bhk ?? ''} BHK ${f.propertyType}`;
  return `${what}, ${formatIndianNumber(Number(f.area))} ${f.areaUnit} in ${f.locality}, ${f.city}`;
}

export default function ValuationPage() {
  const [params, setParams] = usePageQuery();
  const asked = formFromParams(params);
  const complete = isComplete(asked);
  const paramText = params.toString();
  const [form, setForm] = useState(asked);
  const [editing, setEditing] = useState(!complete);
  const [errors, setErrors] = useState<FormErrors>({});
  const [deal, setDeal] = useState<'sale' | 'rent'>('sale');
  const results = useRef<HTMLHeadingElement>(null);
  const estimate = useEstimate(complete ? formQuery(asked) : null);
  const saved = useSavedValuations();

  // Back / a shared link: the form shows the valuation the URL names.
  useEffect(() => {
    const next = formFromParams(new URLSearchParams(paramText));
    setForm(next);
    setEditing(!isComplete(next));
  }, [paramText]);

  const set = <K extends keyof ValuationForm>(key: K, value: ValuationForm[K]) => {
    setForm((f) => ({ ...f, [key]: value, ...(key === 'city' && value !== f.city ? { locality: '' } : {}) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = checkForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`vl-${first === 'propertyType' ? 'type' : first}`)?.focus();
      return;
    }
    setParams(new URLSearchParams(formQuery(form)));
    setEditing(false);
    requestAnimationFrame(() => results.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
  };

  return (
    <PageLayout
      title="Property valuation"
      eyebrow="Sell"
      lead="What your home or plot would sell or rent for, from comparable listings near it — with the listings themselves."
      className="valuation-page"
    >
      {editing || !complete ? (
        <form className="post-section vl-form" onSubmit={submit} noValidate aria-label="What to value">
          <PlaceFields form={form} set={set} errors={errors} />
          <HomeFields form={form} set={set} errors={errors} />
          <DetailFields form={form} set={set} />
          <button type="submit" className="btn vl-submit">
            Estimate its value
          </button>
        </form>
      ) : (
        <div className="post-section vl-summary">
          <p>
            <span className="vl-summary-label">Valuing</span>{' '}
            <strong data-testid="valuation-subject">{summary(asked)}</strong>
            {asked.floor !== null && ` · ${asked.floor === 0 ? 'ground floor' : `floor ${asked.floor}`}`}
            {asked.age && ` · ${asked.age} old`}
          </p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
            Change
          </button>
        </div>
      )}

      {complete && (
        <section
          className="vl-results"
          aria-labelledby="vl-results-title"
          aria-busy={estimate.status === 'loading'}
        >
          <h2 id="vl-results-title" ref={results} className="vl-results-title">
            Estimate
          </h2>
          {estimate.status === 'loading' && (
            <p className="vl-loading" role="status">
              <span className="page-loading-spinner" aria-hidden="true" /> Finding comparable listings…
            </p>
          )}
          {estimate.status === 'error' && (
            <ErrorBox message={estimate.error.message} onRetry={estimate.retry} />
          )}
          {estimate.status === 'ready' && (
            <>
              <OfflineNote fromCache={estimate.result.fromCache} fetchedAt={estimate.result.fetchedAt} />
              <div className="vl-cards">
                <EstimateCard
                  estimate={estimate.result.data.sale}
                  postLink={postingLink(asked, 'sale', estimate.result.data.sale.mid)}
                />
                {asked.propertyType === 'Plot' ? (
                  <section className="vl-card">
                    <h2 className="vl-card-title">Rent estimate</h2>
                    <p className="vl-count">Plots are valued for sale only: they are not let here.</p>
                  </section>
                ) : (
                  <EstimateCard
                    estimate={estimate.result.data.rent}
                    postLink={postingLink(asked, 'rent', estimate.result.data.rent.mid)}
                  />
                )}
              </div>
              <SaveValuation key={paramText} form={asked} onSaved={saved.retry} />
              <ul className="vl-notes">
                {estimate.result.data.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
              <h2 className="vl-results-title">Comparable listings</h2>
              {asked.propertyType !== 'Plot' && (
                <ToggleChips
                  label="Comparables for"
                  options={[
                    { value: 'sale', label: `For sale (${estimate.result.data.sale.count})` },
                    { value: 'rent', label: `For rent (${estimate.result.data.rent.count})` },
                  ]}
                  value={deal}
                  onChange={(v) => setDeal(v === 'rent' ? 'rent' : 'sale')}
                />
              )}
              <ComparablesList
                estimate={estimate.result.data[asked.propertyType === 'Plot' ? 'sale' : deal]}
              />
            </>
          )}
        </section>
      )}
      {saved.status !== 'loading' && <SavedValuations saved={saved} />}
    </PageLayout>
  );
}
