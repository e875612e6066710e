import { Link } from '@tanstack/react-router';

/** Logo mark and word mark; links home. */
export function Brand({ to = '/', tone = 'light' }: { to?: string; tone?: 'light' | 'dark' }) {
  return (
    <Link to={to as '/'} className="flex items-center gap-2.5" aria-label="Arena TKD — Beranda">
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      <span className={`text-lg font-black tracking-tight whitespace-nowrap ${tone === 'light' ? 'text-white' : 'text-base-content'}`}>
        ARENA<span className={tone === 'light' ? 'text-gold' : 'text-primary'}> TKD</span>
      </span>
    </Link>
  );
}
