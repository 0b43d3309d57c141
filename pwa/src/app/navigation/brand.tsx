import { Link } from 'react-router-dom';

/** The PropAI mark and wordmark, drawn as in the static app shell (pwa/index.html) so nothing jumps. */
export function Brand() {
  return (
    <Link to="/" className="brand" aria-label="PropAI home">
      <svg className="brand-mark" viewBox="0 0 512 512" aria-hidden="true">
        <rect width="512" height="512" rx="112" fill="#0b5cff" />
        <g fill="none" stroke="#fff" strokeWidth="34" strokeLinecap="round" strokeLinejoin="round">
          <path d="M96 250 L256 112 L416 250" />
          <path d="M146 214 V400 H366 V214" />
          <path d="M226 400 V270 H272 A38 38 0 0 1 272 346 H226" />
        </g>
      </svg>
      <span className="brand-word">PropAI</span>
    </Link>
  );
}
