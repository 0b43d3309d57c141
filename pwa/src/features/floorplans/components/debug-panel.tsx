/** The viewer's debug panel (spec part 3): the incoming key and the keys the registry has. */
export function DebugPanel({ incoming, keys }: { incoming: string | null; keys: string[] }) {
  return (
    <details className="fp-debug">
      <summary>Debug</summary>
      <p>
        Incoming key: <code>{incoming ?? '(none)'}</code>
      </p>
      <p>Available keys:</p>
      <ul>
        {keys.map((k) => (
          <li key={k}>
            <code>{k}</code>
          </li>
        ))}
      </ul>
    </details>
  );
}
