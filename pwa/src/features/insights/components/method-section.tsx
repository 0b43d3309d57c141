/** How every figure is made, one line each, as the API states it (domain/insights/insights-rules.ts). */
export function MethodSection({
  lines,
  extra,
  title = 'How these figures are made',
}: {
  lines: readonly string[];
  extra?: readonly string[];
  title?: string;
}) {
  return (
    <section className="ins-section ins-method" aria-labelledby="ins-method-title">
      <h2 id="ins-method-title">{title}</h2>
      <ul>
        {[...(extra ?? []), ...lines].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
