/**
 * Flag pictures (3:2 SVG, one small file each, fetched only when shown): emoji flags do not render on
 * Windows or on systems without a colour emoji font.
 */
const files = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  query: '?no-inline',
  import: 'default',
  eager: true,
});

const byCode = new Map(
  Object.entries(files).map(([file, url]) => [file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

export function flagUrl(code: string): string | undefined {
  return byCode.get(code);
}
