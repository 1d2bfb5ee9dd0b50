import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnderstoodQuery } from '#contract/query-understanding';
import { UnderstoodChips } from '../src/features/listings/components/UnderstoodChips';
import { setLanguage } from '../src/lib/i18n/i18n';
import { page, renderRoutes } from './support/render';

const QUERY = 'فيلا للبيع في الرياض تحت مليونين مسبح';

/** What the list answers for QUERY (server/modules/search/query-understanding.api.test.ts). */
const understood: UnderstoodQuery = {
  items: [
    { kind: 'propertyType', words: 'فيلا', labelAr: 'فيلا', labelEn: 'Villa' },
    { kind: 'transaction', words: 'للبيع', labelAr: 'بيع', labelEn: 'Sale' },
    { kind: 'city', words: 'في الرياض', labelAr: 'الرياض', labelEn: 'Riyadh' },
    { kind: 'price', words: 'تحت مليونين', labelAr: '≤ 2,000,000', labelEn: '≤ 2,000,000' },
  ],
  remainingText: 'مسبح',
};

function chips(asText = false) {
  const onChange = vi.fn();
  const list = { filters: { Query: QUERY, ...(asText && { AsText: 'true' }) }, setFilters: onChange };
  renderRoutes([page(<UnderstoodChips list={list} understood={understood} />)]);
  return onChange;
}

afterEach(async () => {
  await setLanguage('ar');
});

describe('what the search understood, as chips', () => {
  it('shows each thing read as a chip, and the words left as text, in Arabic', async () => {
    await setLanguage('ar');
    chips();
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names.slice(0, 4)).toEqual([
      'إزالة «فيلا» من البحث',
      'إزالة «بيع» من البحث',
      'إزالة «الرياض» من البحث',
      'إزالة «≤ 2,000,000» من البحث',
    ]);
    expect(screen.getByText('والكلمات «مسبح»')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ابحث عن هذه الكلمات كنص' })).toBeTruthy();
  });

  it('takes a chip’s words out of the search when it is removed, in English', async () => {
    await setLanguage('en');
    const onChange = chips();
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Riyadh” from the search' }));
    expect(onChange).toHaveBeenLastCalledWith({ Query: 'فيلا للبيع تحت مليونين مسبح' });
    fireEvent.click(screen.getByRole('button', { name: 'Search these words as text' }));
    expect(onChange).toHaveBeenLastCalledWith({ AsText: 'true' });
  });

  it('while the words are searched as text, says so and offers to read them again', async () => {
    await setLanguage('en');
    const onChange = chips(true);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText(`Searching “${QUERY}” as text.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read the words as filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ AsText: undefined });
  });
});
