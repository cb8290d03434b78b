/** SPEC §4 In-page navigation: the active item is the first in view in first-seen order, and stays when none is in view. */
import { describe, expect, it } from 'vitest';
import { activeHeading, createHeadingTracker } from '../../viewer/headings/heading-tracker';

describe('§4 in-page navigation active item', () => {
  it('is the first in-view heading in the order headings were first seen', () => {
    const tracker = createHeadingTracker();
    tracker.update('b', true);
    tracker.update('a', true);
    expect(activeHeading(tracker, null)).toBe('b');
    tracker.update('b', false);
    expect(activeHeading(tracker, 'b')).toBe('a');
    tracker.update('b', true);
    // 'b' was seen before 'a', so it leads again.
    expect(activeHeading(tracker, 'a')).toBe('b');
  });

  it('stays as it was when no heading is in view', () => {
    const tracker = createHeadingTracker();
    tracker.update('a', true);
    tracker.update('a', false);
    expect(activeHeading(tracker, 'a')).toBe('a');
    expect(activeHeading(createHeadingTracker(), null)).toBeNull();
  });
});
