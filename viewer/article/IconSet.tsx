/** The real icon set of @harbor/icons (`::icons`): every icon at the three sizes, with its export name. */
import { iconsByName } from '@harbor/icons';

/** `chevronRight` -> `IconChevronRight`, the name a team imports. */
const ICONS = Object.entries(iconsByName).map(([name, Drawn]) => ({ exportName: `Icon${name[0]?.toUpperCase()}${name.slice(1)}`, Drawn }));

export function IconSet() {
  return (
    <figure className="figure-panel">
      <ul className="icon-set" aria-label="Icon set">
        {ICONS.map(({ exportName, Drawn }) => (
          <li key={exportName} className="icon-set__item">
            <span className="icon-set__sizes">
              <Drawn size={16} />
              <Drawn size={20} />
              <Drawn size={24} />
            </span>
            <code>{exportName}</code>
          </li>
        ))}
      </ul>
      <figcaption>
        Every icon of @harbor/icons at sizes 16, 20 and 24, drawn with a 2 unit stroke on a 24 unit grid and coloured by the text around it.
      </figcaption>
    </figure>
  );
}
