import type { SVGProps } from 'react';
import { cx } from '../../ui/cx.ts';

/** Icons the list needs beyond ui/icons.tsx, drawn the same way (24×24 stroke, currentColor, decorative). */
const paths = {
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </>
  ),
  plus: <path d="M12 5v14M5 12h14" />,
  download: (
    <>
      <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5" />
      <path d="M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2" />
    </>
  ),
  chevronDown: <path d="M6 9l6 6 6-6" />,
  sortAsc: <path d="M12 19V5M6 11l6-6 6 6" />,
  sortDesc: <path d="M12 5v14M6 13l6 6 6-6" />,
  sortBoth: <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />,
  sliders: (
    <>
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="10" cy="17" r="2" />
    </>
  ),
  note: (
    <>
      <path d="M5 4h14v11l-5 5H5z" />
      <path d="M14 20v-5h5M8.5 9h7M8.5 12.5h4" />
    </>
  ),
} as const;

export type ListIconName = keyof typeof paths;

export function ListIcon({ name, className, ...rest }: Omit<SVGProps<SVGSVGElement>, 'name'> & { name: ListIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cx('h-5 w-5 shrink-0', className)}
      {...rest}
    >
      {paths[name]}
    </svg>
  );
}
