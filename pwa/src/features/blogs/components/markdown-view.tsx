/**
 * An article body: Markdown through the one safe renderer the server's page HTML uses
 * (@propai/api/domain/blogs/render-markdown: raw HTML shown as text, no script or data links,
 * other sites rel="noopener nofollow"), so the editor's preview is exactly what readers get.
 * Setting the HTML is safe only because that renderer writes every tag itself.
 */
import { renderMarkdown } from '@propai/api/domain/blogs/render-markdown';
import { useMemo } from 'react';

export function MarkdownView({ markdown, className = '' }: { markdown: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return <div className={`article-body ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
