/**
 * The admin's article editor: title, slug (made from the title until edited), description, city,
 * category, author, cover image and the Markdown body with a Write / Preview switch that renders
 * with the readers' own renderer. Every change is kept on the device (editor-draft.ts) until the
 * server has the article; the server's per-field messages (a taken slug, a limit) show under the
 * field they name.
 */
import type { AdminArticle, ArticleInput } from '@propai/api/wire';
import { ARTICLE_LIMITS, readingMinutes, slugFromTitle } from '@propai/api/domain/blogs/article-rules';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { MarkdownView } from '../components/markdown-view';
import { CityChips, TextField } from './article-form-fields';
import { type ArticleDraft, clearDraft, readDraft, writeDraft } from './editor-draft';

type Values = Omit<ArticleDraft, 'savedAt'>;

const EMPTY: Values = {
  title: '',
  slug: '',
  slugEdited: false,
  description: '',
  city: '',
  category: '',
  authorName: '',
  coverImage: '',
  body: '',
};

const fromArticle = (a: AdminArticle): Values => ({
  title: a.title,
  slug: a.slug,
  slugEdited: true,
  description: a.description,
  city: a.city ?? '',
  category: a.category,
  authorName: a.authorName,
  coverImage: a.coverImage ?? '',
  body: a.body,
});

const toInput = (v: Values, status: ArticleInput['status']): ArticleInput => ({
  title: v.title,
  slug: v.slug,
  description: v.description,
  body: v.body,
  city: (v.city || null) as ArticleInput['city'],
  category: v.category,
  authorName: v.authorName,
  coverImage: v.coverImage.trim() || null,
  status,
});

export interface ArticleEditorProps {
  /** The stored article being edited; none for a new one. */
  article?: AdminArticle;
  /** Where the unsaved work is kept on the device ('new' or the article's slug). */
  draftKey: string;
  /** A byline to start a new article with (the admin's name). */
  defaultAuthor?: string;
  onSave: (input: ArticleInput) => Promise<void>;
  onDelete?: () => Promise<void>;
}

export function ArticleEditor({
  article,
  draftKey,
  defaultAuthor = '',
  onSave,
  onDelete,
}: ArticleEditorProps) {
  const [restored, setRestored] = useState(() => readDraft(draftKey));
  const [values, setValues] = useState<Values>(
    () => restored ?? (article ? fromArticle(article) : { ...EMPTY, authorName: defaultAuthor }),
  );
  const [touched, setTouched] = useState(false);
  const [kept, setKept] = useState(true);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    if (touched) setKept(writeDraft(draftKey, { ...values, savedAt: Date.now() }));
  }, [draftKey, touched, values]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setTouched(true);
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      if (key === 'title' && !prev.slugEdited) next.slug = slugFromTitle(String(value));
      if (key === 'slug') next.slugEdited = true;
      return next;
    });
  };

  const discard = () => {
    clearDraft(draftKey);
    setRestored(null);
    setTouched(false);
    setValues(article ? fromArticle(article) : { ...EMPTY, authorName: defaultAuthor });
  };

  const save = async (status: ArticleInput['status']) => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await onSave(toInput(values, status));
      clearDraft(draftKey);
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors(e.fields ?? {});
        setMessage(
          e.status === 0 ? 'You appear to be offline. Your changes are kept on this device.' : e.message,
        );
      } else setMessage('Could not save the article. Try again.');
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!onDelete) return;
    setBusy(true);
    setMessage(null);
    try {
      await onDelete();
      clearDraft(draftKey);
    } catch (e) {
      setMessage(e instanceof ApiError ? e.message : 'Could not delete the article. Try again.');
      setBusy(false);
    }
  };

  const published = article?.status === 'published';
  return (
    <form className="ae-form" noValidate onSubmit={(e) => e.preventDefault()} data-testid="article-editor">
      {restored && (
        <p className="ae-note" role="status">
          Restored your unsaved changes from this device.{' '}
          <button type="button" className="ae-link" onClick={discard}>
            Discard them
          </button>
        </p>
      )}
      {!kept && (
        <p className="ae-error" role="alert">
          This browser refused to keep a copy of your changes; save before leaving.
        </p>
      )}
      <TextField
        label="Title"
        value={values.title}
        onChange={(v) => set('title', v)}
        error={errors.title}
        maxLength={ARTICLE_LIMITS.title}
      />
      <TextField
        label="Slug"
        value={values.slug}
        onChange={(v) => set('slug', v)}
        error={errors.slug}
        maxLength={ARTICLE_LIMITS.slug}
        hint={`The address: /blogs/${values.slug || '…'}`}
      />
      <TextField
        label="Description"
        value={values.description}
        onChange={(v) => set('description', v)}
        error={errors.description}
        maxLength={ARTICLE_LIMITS.description}
        multiline
        hint="One or two sentences for the lists, search results and link previews."
      />
      <CityChips value={values.city} onChange={(v) => set('city', v)} error={errors.city} />
      <div className="ae-row">
        <TextField
          label="Category"
          value={values.category}
          onChange={(v) => set('category', v)}
          error={errors.category}
          maxLength={ARTICLE_LIMITS.category}
          hint="e.g. Buying guide"
        />
        <TextField
          label="Author"
          value={values.authorName}
          onChange={(v) => set('authorName', v)}
          error={errors.authorName}
          maxLength={ARTICLE_LIMITS.author}
        />
      </div>
      <TextField
        label="Cover image (optional)"
        value={values.coverImage}
        onChange={(v) => set('coverImage', v)}
        error={errors.coverImage}
        maxLength={ARTICLE_LIMITS.coverImage}
        inputMode="url"
        hint="An https:// address or a photo on this site (/api/files/…)."
      />

      <div className="ae-field">
        <div className="ae-body-head">
          <span className="ae-label" id="ae-body">
            Article (Markdown)
          </span>
          <div className="chip-row ae-tabs" role="tablist" aria-label="Article view">
            {(['write', 'preview'] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                className="chip"
                aria-selected={tab === t}
                onClick={() => setTab(t)}
              >
                {t === 'write' ? 'Write' : 'Preview'}
              </button>
            ))}
          </div>
        </div>
        {tab === 'write' ? (
          <textarea
            className="ae-body"
            aria-labelledby="ae-body"
            value={values.body}
            maxLength={ARTICLE_LIMITS.body}
            onChange={(e) => set('body', e.target.value)}
            aria-invalid={errors.body ? true : undefined}
            placeholder={'## A heading\n\nA paragraph with **bold** text and a [link](/explore).'}
          />
        ) : (
          <div className="ae-preview" role="tabpanel" aria-label="Preview" data-testid="article-preview">
            {values.body.trim() ? (
              <MarkdownView markdown={values.body} />
            ) : (
              <p className="ae-hint">Nothing to preview yet.</p>
            )}
          </div>
        )}
        <p className="ae-hint">
          {readingMinutes(values.body)} min read · Raw HTML is shown as text, not run.
        </p>
        {errors.body && (
          <p className="ae-error" role="alert">
            {errors.body}
          </p>
        )}
      </div>

      {message && (
        <p className="ae-error" role="alert">
          {message}
        </p>
      )}
      <div className="ae-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void save('published')}>
          {published ? 'Update' : 'Publish'}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void save('draft')}>
          {published ? 'Unpublish' : 'Save draft'}
        </button>
        {onDelete && !confirmDelete && (
          <button
            type="button"
            className="btn btn-outline ae-danger"
            disabled={busy}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </button>
        )}
      </div>
      {onDelete && confirmDelete && (
        <div className="ae-confirm" role="alertdialog" aria-label="Delete this article?">
          <p>Delete this article? Readers will no longer find it, and this cannot be undone.</p>
          <div className="ae-actions">
            <button
              type="button"
              className="btn ae-danger-solid"
              disabled={busy}
              onClick={() => void remove()}
            >
              Delete article
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => setConfirmDelete(false)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
