import type { ReactNode } from 'react';
import type { IllustrationKind } from '../home-content';

// Palette of the theme, kept literal so the drawings stay self-contained.
const INK = '#312e81';
const TEAL = '#0f766e';
const MINT = '#99f6e4';
const AMBER = '#f59e0b';
const PAPER = '#ffffff';

function Greeting() {
  return (
    <>
      <circle cx="110" cy="120" r="22" fill={INK} />
      <rect x="82" y="146" width="56" height="60" rx="18" fill={INK} />
      <circle cx="210" cy="120" r="22" fill={TEAL} />
      <rect x="182" y="146" width="56" height="60" rx="18" fill={TEAL} />
      <path d="M60 40h90a12 12 0 0 1 12 12v26a12 12 0 0 1-12 12h-52l-16 14v-14H60a12 12 0 0 1-12-12V52a12 12 0 0 1 12-12z" fill={PAPER} />
      <rect x="62" y="56" width="70" height="7" rx="3.5" fill={MINT} />
      <rect x="62" y="70" width="46" height="7" rx="3.5" fill={MINT} />
      <path d="M182 62h76a12 12 0 0 1 12 12v18a12 12 0 0 1-12 12h-10v12l-14-12h-52a12 12 0 0 1-12-12V74a12 12 0 0 1 12-12z" fill={AMBER} />
      <circle cx="200" cy="83" r="4" fill={PAPER} />
      <circle cx="216" cy="83" r="4" fill={PAPER} />
      <circle cx="232" cy="83" r="4" fill={PAPER} />
    </>
  );
}

function Resume() {
  return (
    <>
      <rect x="100" y="26" width="120" height="170" rx="10" fill={PAPER} />
      <circle cx="130" cy="60" r="16" fill={INK} />
      <rect x="154" y="50" width="50" height="8" rx="4" fill={INK} />
      <rect x="154" y="64" width="34" height="6" rx="3" fill={MINT} />
      {[96, 120, 144, 168].map((y, row) => (
        <g key={y}>
          <circle cx="122" cy={y + 3} r="5" fill={row === 1 ? AMBER : TEAL} />
          <rect x="134" y={y} width={row % 2 ? 60 : 72} height="7" rx="3.5" fill={row === 1 ? AMBER : '#cbd5e1'} />
        </g>
      ))}
      <path d="M236 150l10 20 22 3-16 15 4 22-20-11-20 11 4-22-16-15 22-3z" fill={AMBER} />
    </>
  );
}

function Profile() {
  return (
    <>
      <rect x="62" y="40" width="196" height="124" rx="10" fill={INK} />
      <rect x="72" y="50" width="176" height="104" rx="4" fill={PAPER} />
      <path d="M40 172h240l-14 16H54z" fill="#94a3b8" />
      <rect x="72" y="50" width="176" height="30" fill={MINT} />
      <circle cx="104" cy="84" r="18" fill={TEAL} stroke={PAPER} strokeWidth="4" />
      <rect x="130" y="90" width="80" height="8" rx="4" fill={INK} />
      <rect x="88" y="112" width="140" height="6" rx="3" fill="#cbd5e1" />
      <rect x="88" y="124" width="120" height="6" rx="3" fill="#cbd5e1" />
      <rect x="88" y="136" width="60" height="8" rx="4" fill={AMBER} />
    </>
  );
}

function Journey() {
  return (
    <>
      <path d="M40 196c50-10 60-60 110-66s70 30 110-20" fill="none" stroke={PAPER} strokeWidth="14" strokeLinecap="round" />
      <path
        d="M40 196c50-10 60-60 110-66s70 30 110-20"
        fill="none"
        stroke={MINT}
        strokeWidth="4"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      {[
        [70, 182, TEAL],
        [150, 130, INK],
        [218, 136, TEAL],
      ].map(([x, y, colour]) => (
        <circle key={`${x}`} cx={x} cy={y} r="10" fill={colour as string} stroke={PAPER} strokeWidth="4" />
      ))}
      <rect x="258" y="50" width="5" height="62" fill={INK} />
      <path d="M263 52h40l-10 13 10 13h-40z" fill={AMBER} />
    </>
  );
}

const DRAWINGS: Record<IllustrationKind, () => ReactNode> = {
  greeting: Greeting,
  resume: Resume,
  profile: Profile,
  journey: Journey,
};

export function HeroIllustration({ kind, alt }: { kind: IllustrationKind; alt: string }) {
  const Drawing = DRAWINGS[kind];
  const gradientId = `hero-bg-${kind}`;
  return (
    <svg viewBox="0 0 320 220" role="img" aria-label={alt} style={{ width: '100%', height: 'auto', display: 'block' }}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0e7ff" />
          <stop offset="1" stopColor="#ccfbf1" />
        </linearGradient>
      </defs>
      <rect width="320" height="220" rx="18" fill={`url(#${gradientId})`} />
      <Drawing />
    </svg>
  );
}
