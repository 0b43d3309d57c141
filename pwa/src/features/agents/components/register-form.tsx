/**
 * The registration form (POST /api/agents/applications): type, firm, RERA number, city, the
 * localities worked in (typed and added as chips) and whether to publish the account's mobile. The
 * server's checks answer per field; the form shows each under its field. One Idempotency-Key per
 * opened form.
 */
import {
  AGENT_MESSAGES as M,
  AGENT_TYPE_LABELS,
  AGENT_TYPES,
  LOCALITIES_MAX,
  RERA_RE,
  type AgentType,
} from '@propai/api/domain/agents/agent-rules';
import { VALUATION_CITIES, type ValuationCity } from '@propai/api/domain/valuation/valuation-input';
import type { AgentApplication } from '@propai/api/wire';
import { type FormEvent, useState } from 'react';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { ApiError } from '../../../lib/api-client';
import { applyAsAgent } from '../api/agents-api';

interface Props {
  previous: AgentApplication | null;
  mobile: string | null;
  onDone: (application: AgentApplication) => void;
}

export function RegisterForm({ previous, mobile, onDone }: Props) {
  const [type, setType] = useState<AgentType>(previous?.type ?? 'agent');
  const [companyName, setCompany] = useState(previous?.companyName ?? '');
  const [reraId, setRera] = useState(previous?.reraId ?? '');
  const [city, setCity] = useState<ValuationCity | ''>((previous?.city as ValuationCity | undefined) ?? '');
  const [localities, setLocalities] = useState<string[]>(previous?.localities ?? []);
  const [typed, setTyped] = useState('');
  const [publishPhone, setPublish] = useState(previous?.publishPhone ?? false);
  const [key] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's message goes as soon as the field is changed. */
  const fix = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });

  const add = () => {
    const name = typed.trim().replace(/\s+/g, ' ');
    if (name.length >= 2 && localities.length < LOCALITIES_MAX && !localities.includes(name)) {
      setLocalities([...localities, name]);
      fix('localities');
    }
    setTyped('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (companyName.trim().length < 2) found.companyName = M.companyName;
    if (!reraId.trim()) found.reraId = M.reraRequired;
    else if (!RERA_RE.test(reraId.trim())) found.reraId = M.reraFormat;
    if (!city) found.city = M.city;
    if (localities.length === 0) found.localities = M.localities;
    setErrors(found);
    if (Object.keys(found).length || !city) return;
    setSending(true);
    try {
      const saved = await applyAsAgent(
        {
          type,
          companyName: companyName.trim(),
          reraId: reraId.trim(),
          city,
          localities,
          publishPhone,
        },
        key,
      );
      onDone(saved);
    } catch (err) {
      setErrors(
        err instanceof ApiError
          ? { form: err.message, ...(err.fields ?? {}) }
          : { form: 'Could not send it.' },
      );
    }
    setSending(false);
  };

  const error = (f: string) =>
    errors[f] ? (
      <p className="post-field-error" id={`reg-${f}-error`}>
        {errors[f]}
      </p>
    ) : null;
  const described = (f: string) =>
    errors[f] ? { 'aria-invalid': true, 'aria-describedby': `reg-${f}-error` } : {};

  return (
    <form
      className="post-section ag-reg-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="Register as an agent"
    >
      <fieldset className="ag-q">
        <legend>I am a</legend>
        <ChoiceChips
          label="I am a"
          multiple={false}
          options={AGENT_TYPES.map((t) => ({ value: t, label: AGENT_TYPE_LABELS[t] }))}
          value={type}
          onChange={(v) => setType(v as AgentType)}
        />
      </fieldset>
      <div className="post-field">
        <label htmlFor="reg-company">Company or firm</label>
        <input
          id="reg-company"
          value={companyName}
          onChange={(e) => {
            setCompany(e.target.value);
            fix('companyName');
          }}
          autoComplete="organization"
          {...described('companyName')}
        />
        {error('companyName')}
      </div>
      <div className="post-field">
        <label htmlFor="reg-rera">RERA registration number</label>
        <input
          id="reg-rera"
          value={reraId}
          onChange={(e) => {
            setRera(e.target.value);
            fix('reraId');
          }}
          placeholder="e.g. HRERA-PKL-REA-1234-2024"
          autoCapitalize="characters"
          {...described('reraId')}
        />
        {error('reraId')}
      </div>
      <fieldset className="ag-q" {...described('city')}>
        <legend>City you work in</legend>
        <ChoiceChips
          label="City you work in"
          multiple={false}
          options={VALUATION_CITIES.map((c) => ({ value: c, label: c }))}
          value={city}
          onChange={(v) => {
            setCity(v as ValuationCity);
            fix('city');
          }}
        />
        {error('city')}
      </fieldset>
      <div className="post-field">
        <label htmlFor="reg-locality">Localities you work in (up to {LOCALITIES_MAX})</label>
        <div className="ag-add">
          <input
            id="reg-locality"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            placeholder="e.g. Sector 45"
            {...described('localities')}
          />
          <button
            type="button"
            className="btn btn-outline"
            onClick={add}
            disabled={localities.length >= LOCALITIES_MAX}
          >
            Add
          </button>
        </div>
        {localities.length > 0 && (
          <ul className="ag-picked" aria-label="Localities added">
            {localities.map((l) => (
              <li key={l}>
                {l}
                <button
                  type="button"
                  aria-label={`Remove ${l}`}
                  onClick={() => setLocalities(localities.filter((x) => x !== l))}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
        {error('localities')}
      </div>
      <label className="ag-check">
        <input
          type="checkbox"
          checked={publishPhone}
          onChange={(e) => setPublish(e.target.checked)}
          disabled={!mobile}
        />
        <span>
          Show my mobile {mobile ? `(${mobile}) ` : ''}in the directory
          {!mobile && <span className="ag-muted"> — add a mobile to your profile first</span>}
        </span>
      </label>
      {error('publishPhone')}
      {errors.form && (
        <p className="post-field-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn" disabled={sending}>
        {sending ? 'Sending…' : previous ? 'Send again for approval' : 'Send for approval'}
      </button>
    </form>
  );
}
