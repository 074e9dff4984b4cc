/** Certification badges drawn here (no third-party images): a shield with the scheme's short name. */
import type { BadgeId } from '../content-types.ts';

const SHORT: Record<BadgeId, string> = {
  gdpr: 'GDPR',
  iso27001: 'ISO 27001',
  pcidss: 'PCI DSS',
  ssl: 'SSL/TLS',
  'card-schemes': '3-D Secure',
};

export function BadgeMark({ id }: { id: BadgeId }) {
  return (
    <svg viewBox="0 0 64 72" width="48" height="54" aria-hidden="true" className="shrink-0">
      <path d="M32 2 60 12v22c0 18-12 30-28 36C16 64 4 52 4 34V12Z" fill="#0f172a" />
      <path d="M32 8 54 16v18c0 14-9 24-22 29C19 58 10 48 10 34V16Z" fill="#f97316" />
      <text
        x="32"
        y="40"
        textAnchor="middle"
        fontSize={SHORT[id].length > 7 ? 8 : 10}
        fontWeight="700"
        fill="#0f172a"
      >
        {SHORT[id]}
      </text>
    </svg>
  );
}
