/**
 * The article editor: the slug follows the title until edited; Preview renders the body with the
 * readers' renderer (hostile HTML and script links inert, headings real); the work survives a
 * remount (a reload) from the device copy; the server's field message shows under its field.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { ArticleInput } from '../api/blogs-api';
import { ArticleEditor } from './article-editor';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const HOSTILE =
  '## Buying guide\n\n<img src=x onerror="alert(1)"> [click](javascript:alert(2)) [out](https://example.com)';

describe('ArticleEditor', () => {
  it('makes the slug from the title, previews the body safely, and saves what was typed', async () => {
    const user = userEvent.setup();
    const saved: ArticleInput[] = [];
    render(
      <ArticleEditor
        draftKey="new"
        defaultAuthor="Asha Admin"
        onSave={(input) => {
          saved.push(input);
          return Promise.resolve();
        }}
      />,
    );
    await user.type(screen.getByLabelText('Title'), 'First Home: Noida');
    expect(screen.getByLabelText('Slug')).toHaveProperty('value', 'first-home-noida');
    await user.type(screen.getByLabelText('Description'), 'A guide.');
    await user.type(screen.getByLabelText('Category'), 'Guide');
    await user.click(screen.getByRole('button', { name: 'Noida' }));
    // user.type reads braces and brackets as key names: paste the Markdown instead.
    await user.click(screen.getByLabelText('Article (Markdown)'));
    await user.paste(HOSTILE);

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByTestId('article-preview');
    expect(preview.querySelector('h2')?.textContent).toBe('Buying guide');
    expect(preview.querySelector('img')).toBeNull();
    expect(preview.textContent).toContain('<img src=x onerror="alert(1)">');
    const links = [...preview.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://example.com']);
    expect(links[1]?.getAttribute('rel')).toBe('noopener nofollow');
    expect(preview.querySelector('[onerror]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(saved).toEqual([
      {
        title: 'First Home: Noida',
        slug: 'first-home-noida',
        description: 'A guide.',
        body: HOSTILE,
        city: 'Noida',
        category: 'Guide',
        authorName: 'Asha Admin',
        coverImage: null,
        status: 'published',
      },
    ]);
    // Saved: the device copy is gone.
    expect(localStorage.length).toBe(0);
  });

  it('restores unsaved work after a reload and keeps an edited slug', async () => {
    const user = userEvent.setup();
    const first = render(<ArticleEditor draftKey="new" onSave={() => Promise.resolve()} />);
    await user.type(screen.getByLabelText('Slug'), 'my-slug');
    await user.type(screen.getByLabelText('Title'), 'Anything');
    first.unmount();

    render(<ArticleEditor draftKey="new" onSave={() => Promise.resolve()} />);
    expect(screen.getByRole('status').textContent).toContain('Restored your unsaved changes');
    expect(screen.getByLabelText('Title')).toHaveProperty('value', 'Anything');
    expect(screen.getByLabelText('Slug')).toHaveProperty('value', 'my-slug');
  });

  it("shows the server's message under the field it names and keeps the work", async () => {
    const user = userEvent.setup();
    const taken = 'Another article already uses this slug. Choose another.';
    render(
      <ArticleEditor
        draftKey="new"
        onSave={() =>
          Promise.reject(new ApiError(409, { error: 'conflict', message: taken, fields: { slug: taken } }))
        }
      />,
    );
    await user.type(screen.getByLabelText('Title'), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(taken);
    expect(localStorage.length).toBe(1);
  });
});
