import { describe, expect, it } from 'vitest';
import { buildSearchIndex, createSearchEngine } from '../../../core/search';
import { SECTIONS, searchDocument } from './search-fixture';

// The Code tab mentions "Dialog" far more often, so on body scores alone it would lead.
const documents = [
  searchDocument({ route: '/components/dialog-design', title: 'Dialog', tab: 'Design', text: 'A dialog asks for a decision.' }),
  searchDocument({
    route: '/components/dialog-code',
    title: 'Dialog',
    tab: 'Code',
    terms: ['Dialog component', 'Modal dialog'],
    description: 'The Dialog component and its props.',
    headings: ['Dialog props', 'Dialog examples', 'Controlled dialog'],
    text: 'Dialog Dialog Dialog: import { Dialog } and render <Dialog open> with a Dialog title.',
  }),
  searchDocument({
    route: '/components/popover-design',
    title: 'Popover',
    tab: 'Design',
    text: 'Unlike a dialog, a popover does not block.',
  }),
];
const engine = createSearchEngine(buildSearchIndex(documents), SECTIONS);
const routes = (isDevMode: boolean) =>
  engine.search({ term: 'dialog', limit: 10, filters: [], isDevMode, isAuthorized: true }).results.map((result) => result.path);

describe('§2 Dev mode in search: the tabs of one topic', () => {
  it('puts the Design tab first for a reader outside dev mode', () => {
    expect(routes(false).slice(0, 2)).toEqual(['/components/dialog-design', '/components/dialog-code']);
  });

  it('puts the Code tab first in dev mode, without hiding the Design tab', () => {
    expect(routes(true).slice(0, 2)).toEqual(['/components/dialog-code', '/components/dialog-design']);
  });

  it('leaves other topics where their scores put them', () => {
    expect(routes(false)[2]).toBe('/components/popover-design');
  });
});
