import type { Plugin } from 'vite';

/**
 * lucide-react 1.x draws every icon through a general builder (context, size and stroke scaling,
 * aliases, attribute renaming: 3 KB of the shell). The site passes icons only a class and aria
 * attributes, so the builds give each icon this lean `createLucideIcon`, which draws the same `<svg>`.
 * Other props are passed to the `<svg>` as attributes (`size`, `color` and `absoluteStrokeWidth` are not
 * understood).
 */
const LEAN_CREATE_ICON = `
import { createElement, forwardRef } from 'react';
export default function createLucideIcon({ name, node }) {
  return forwardRef(({ className, children, ...rest }, ref) => {
    const labelled = children != null || Object.keys(rest).some((p) => p.startsWith('aria-') || p === 'role' || p === 'title');
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', 'lucide-' + name, className].filter(Boolean).join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}
`;

export function leanLucideIcons(): Plugin {
  const id = '\0lean-lucide-create-icon';
  return {
    name: 'manzil:lean-lucide-icons',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '../createLucideIcon.mjs' &&
      importer &&
      /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer)
        ? id
        : null,
    load: (loaded) => (loaded === id ? LEAN_CREATE_ICON : null),
  };
}
