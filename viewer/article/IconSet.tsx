/** The portal's real icon set (`::icons`): every icon at the three sizes, with its name. */
import { ICON_NAMES, Icon } from '../icons/Icon';

export function IconSet() {
  return (
    <figure className="figure-panel">
      <ul className="icon-set" aria-label="Icon set">
        {ICON_NAMES.map((name) => (
          <li key={name} className="icon-set__item">
            <span className="icon-set__sizes">
              <Icon name={name} size={16} />
              <Icon name={name} size={20} />
              <Icon name={name} size={24} />
            </span>
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <figcaption>
        Every icon of the set at sizes 16, 20 and 24, drawn with a 2 unit stroke on a 24 unit grid and coloured by the text around it.
      </figcaption>
    </figure>
  );
}
