import { describe, expect, it } from 'vitest';
import { LAST_PAGE, LIST_SCREENS, listRequest, PAGE_SIZE } from './list-kinds';

describe('list requests', () => {
  it('the last page a search shows holds result 1,000 (12 a page: page 84, zero-based 83)', () => {
    expect(LAST_PAGE).toBe(83);
    expect(LAST_PAGE * PAGE_SIZE).toBeLessThan(1000);
    expect((LAST_PAGE + 1) * PAGE_SIZE).toBeGreaterThanOrEqual(1000);
  });

  it('asks for the page of the URL, and for the last page of the window past it (an old link)', () => {
    const request = (page: number) =>
      listRequest(LIST_SCREENS.search, { filters: { Query: 'فيلا' }, sortBy: 'newest', page });
    expect(request(5)).toEqual({
      Query: 'فيلا',
      SortBy: 'newest',
      PageNumber: 5,
      PageSize: PAGE_SIZE,
    });
    expect(request(83).PageNumber).toBe(83);
    expect(request(84).PageNumber).toBe(83);
    expect(request(5000).PageNumber).toBe(83);
  });
});
