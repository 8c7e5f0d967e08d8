import { cx } from '../../ui/cx.ts';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'G';
  // CJK names have no spaces: their first character is the natural initial.
  if (words.length === 1) return Array.from(words[0]!)[0]!.toUpperCase();
  return (Array.from(words[0]!)[0]! + Array.from(words[1]!)[0]!).toUpperCase();
}

/** The team's logo, or its initials on a brand tile when there is no logo. */
export function TeamAvatar({ name, logo, className }: { name: string; logo: string | null; className?: string }) {
  if (logo) return <img src={logo} alt="" className={cx('h-10 w-10 shrink-0 rounded-xl bg-white object-cover', className)} />;
  return (
    <span aria-hidden="true" className={cx('flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-sm font-bold text-white', className)}>
      {initials(name)}
    </span>
  );
}
