import { describe, expect, it } from 'vitest';
import { changeListState, clearedFilters, listStateFromSearch, searchOfListState } from './list-params.ts';
import { pageWindow } from './pagination.tsx';

const parse = (query: string) => listStateFromSearch(new URLSearchParams(query));

describe('the list in the address bar', () => {
  it('starts with the newest inquiries first, on page 1, unfiltered', () => {
    expect(parse('')).toEqual({ sort: 'inquiry_date', order: 'desc', page: 1 });
  });

  it('reads back every choice it wrote', () => {
    const state = parse('q=oak&project_type=website&status=in_proposal&completed=true&from=2026-01-01&to=2026-02-01&sort=priority&order=asc&page=4');
    expect(state).toEqual({
      q: 'oak',
      project_type: 'website',
      status: 'in_proposal',
      completed: 'true',
      from: '2026-01-01',
      to: '2026-02-01',
      sort: 'priority',
      order: 'asc',
      page: 4,
    });
    expect(parse(searchOfListState(state).toString())).toEqual(state);
  });

  it('ignores values the API would refuse (an old bookmark, a hand-edited link) instead of failing', () => {
    expect(parse('project_type=castle&status=maybe&completed=yes&from=01/02/2026&sort=colour&order=up&page=-2&q=%20%20')).toEqual({
      sort: 'inquiry_date',
      order: 'desc',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(searchOfListState({ sort: 'inquiry_date', order: 'desc', page: 1 }).toString()).toBe('');
    expect(searchOfListState({ status: 'won', sort: 'inquiry_date', order: 'asc', page: 2 }).toString()).toBe('status=won&sort=inquiry_date&order=asc&page=2');
  });

  it('goes back to page 1 when a filter or the sort changes, not when only the page does', () => {
    const onPage3 = parse('status=new&page=3');
    expect(changeListState(onPage3, { project_type: 'other' }).page).toBe(1);
    expect(changeListState(onPage3, { sort: 'deadline', order: 'asc' }).page).toBe(1);
    expect(changeListState(onPage3, { page: 4 }).page).toBe(4);
    expect(changeListState(onPage3, { status: 'new' }).page).toBe(3);
  });

  it('clears the filters but keeps the sort', () => {
    expect(clearedFilters(parse('q=oak&status=won&sort=deadline&order=asc&page=5'))).toEqual({ sort: 'deadline', order: 'asc', page: 1 });
  });
});

describe('page numbers', () => {
  it('offer the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
