const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MoreIcon = () => (
  <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" fill="currentColor">
    <circle cx="4" cy="10" r="1.6" />
    <circle cx="10" cy="10" r="1.6" />
    <circle cx="16" cy="10" r="1.6" />
  </svg>
);

export const FormIcon = () => (
  <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" {...stroke}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M8 8h8M8 12h8M8 16h5" />
  </svg>
);
