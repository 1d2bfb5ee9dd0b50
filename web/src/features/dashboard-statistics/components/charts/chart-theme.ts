import type { CSSProperties } from 'react';

/** Theme colours as CSS variables, so the SVG follows light and dark without re-rendering. */
export const chartColors = {
  brand: 'var(--brand)',
  accent: 'var(--accent)',
  ink: 'var(--ink)',
  muted: 'var(--ink-muted)',
  line: 'var(--line)',
  surface: 'var(--surface-raised)',
} as const;

export const axisTick = { fill: chartColors.muted, fontSize: 12 };

export const tooltipStyle: CSSProperties = {
  background: chartColors.surface,
  border: `1px solid ${chartColors.line}`,
  borderRadius: 8,
  color: chartColors.ink,
};
