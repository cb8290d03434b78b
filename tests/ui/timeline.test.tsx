// @vitest-environment happy-dom
import { Timeline, TimelineItem } from '@harbor/react';
import { describe, expect, it } from 'vitest';
import { render, screen } from './support/dom';

describe('Timeline', () => {
  it('is a named ordered list; the current step is marked and every step reads its state', () => {
    render(
      <Timeline label="Bestellverlauf">
        <TimelineItem state="complete" title="Bestellt" timestamp="2026-04-14T07:12:00Z" />
        <TimelineItem state="current" title="Unterwegs">
          Mit der Post
        </TimelineItem>
        <TimelineItem title="Zugestellt" estimate="voraussichtlich Do, 16.04." />
      </Timeline>,
    );
    const list = screen.getByRole('list', { name: 'Bestellverlauf' });
    expect(list.tagName).toBe('OL');
    const items = screen.getAllByRole('listitem');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('Erledigt:');
    expect(items[2]?.textContent).toContain('voraussichtlich Do, 16.04.');
    expect(list.querySelector('time')?.getAttribute('dateTime')).toBe('2026-04-14T07:12:00.000Z');
  });

  it('compact density hides descriptions', () => {
    render(
      <Timeline label="Verlauf" density="compact">
        <TimelineItem title="Bestellt">Beschreibung</TimelineItem>
      </Timeline>,
    );
    expect(screen.queryByText('Beschreibung')).toBeNull();
  });
});
