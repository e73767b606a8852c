import type * as React from 'react';

/** A magnifier over an empty page: the 404 illustration. Decorative (`aria-hidden`). */
function NotFoundIllustration(props: React.ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
      data-slot="error-illustration"
      {...props}
    >
      <ellipse cx="120" cy="164" rx="90" ry="10" className="fill-muted" />
      <rect
        x="58"
        y="22"
        width="100"
        height="130"
        rx="10"
        className="fill-card stroke-border"
        strokeWidth="3"
      />
      <rect x="74" y="44" width="56" height="8" rx="4" className="fill-brand-200" />
      <rect x="74" y="62" width="68" height="6" rx="3" className="fill-muted" />
      <rect x="74" y="76" width="60" height="6" rx="3" className="fill-muted" />
      <rect x="74" y="90" width="48" height="6" rx="3" className="fill-muted" />
      <circle cx="158" cy="104" r="30" className="fill-brand-50 stroke-brand-600" strokeWidth="8" />
      <path
        d="M180 126 L206 152"
        className="stroke-brand-600"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <text
        x="158"
        y="114"
        textAnchor="middle"
        className="fill-brand-700"
        fontSize="28"
        fontWeight="700"
      >
        ?
      </text>
    </svg>
  );
}

/** A cloud with a broken link: the connection-error illustration. Decorative (`aria-hidden`). */
function ConnectionErrorIllustration(props: React.ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
      data-slot="error-illustration"
      {...props}
    >
      <ellipse cx="120" cy="164" rx="90" ry="10" className="fill-muted" />
      <path
        d="M70 120 a30 30 0 0 1 4-60 a42 42 0 0 1 80-8 a34 34 0 0 1 16 68 z"
        className="fill-brand-50 stroke-brand-600"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        d="M96 88 h18 m12 0 h18"
        className="stroke-brand-700"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M116 74 l8 28" className="stroke-accent-600" strokeWidth="5" strokeLinecap="round" />
      <circle cx="90" cy="146" r="5" className="fill-brand-300" />
      <circle cx="120" cy="146" r="5" className="fill-brand-400" />
      <circle cx="150" cy="146" r="5" className="fill-brand-300" />
    </svg>
  );
}

export { ConnectionErrorIllustration, NotFoundIllustration };
