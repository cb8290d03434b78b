/**
 * The 'Filter by:' row (SPEC §2): shown when at least 2 filters have results
 * or some filter is active; a filter without results is disabled.
 */
import type { AvailableFilter } from '../../core/search';

export function shouldShowFilters(filters: readonly AvailableFilter[], active: readonly string[]): boolean {
  return filters.filter((filter) => filter.amount > 0).length >= 2 || active.length > 0;
}

export function SearchFilters({
  filters,
  active,
  onToggle,
}: {
  readonly filters: readonly AvailableFilter[];
  readonly active: readonly string[];
  readonly onToggle: (link: string) => void;
}) {
  return (
    <fieldset className="search-filters">
      <legend className="search-filters__legend">Filter by:</legend>
      {filters.map((filter) => (
        <label key={filter.link} className="search-filters__filter" data-disabled={filter.amount === 0 ? 'true' : undefined}>
          <input
            type="checkbox"
            checked={active.includes(filter.link)}
            disabled={filter.amount === 0}
            onChange={() => onToggle(filter.link)}
          />
          <span>{filter.title}</span>
          <span className="search-filters__amount">{filter.amount}</span>
        </label>
      ))}
    </fieldset>
  );
}
