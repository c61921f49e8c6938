/**
 * Line icons drawn for the site (1.5 px strokes, currentColor); decorative: aria-hidden. Inline SVG, never CSS masks or
 * backgrounds of SVG files: Chromium builds a whole document for each SVG image a page shows, in the style pass of the
 * first paint (4–20 ms each on a desktop core, four times that on a phone), where two inline nodes cost microseconds.
 */
type IconProps = { className?: string };

const base = { width: 22, height: 22, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, 'aria-hidden': true } as const;

export const HeartIcon = ({ className, filled = false }: IconProps & { filled?: boolean }) => (
  <svg {...base} className={className} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7.5-4.4-9.2-9.3C1.7 7.4 4 4.5 7.1 4.5c2 0 3.3 1.1 4.9 3 1.6-1.9 2.9-3 4.9-3 3.1 0 5.4 2.9 4.3 6.2C19.5 15.6 12 20 12 20z" strokeLinejoin="round" />
  </svg>
);

export const CompareIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5 20V10M12 20V4M19 20v-7" strokeLinecap="round" />
  </svg>
);

export const PhoneIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 7.2 7.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17.5 17.5 0 0 1 3.5 5.7a2 2 0 0 1 2-2.2z" strokeLinejoin="round" />
  </svg>
);

export const CameraIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="2.5" y="6.5" width="13" height="11" rx="1.5" />
    <path d="M15.5 10.5l6-3v9l-6-3z" strokeLinejoin="round" />
  </svg>
);

export const CloseIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5 5l14 14M19 5L5 19" strokeLinecap="round" />
  </svg>
);

export const ChevronIcon = ({ className }: IconProps) => (
  <svg {...base} width={14} height={14} className={className}>
    <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const DownloadIcon = ({ className }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M4.5 19.5h15" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
