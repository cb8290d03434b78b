/**
 * The theme switcher: the site's themes ('{brand}-{shade}'), labelled with the
 * brand name and the shade ('Lakeside dark').
 */
import { useRouter } from '../routing/router-context';
import { useTheme } from '../state/theme-context';
import { Icon } from '../icons/Icon';
import { themeLabel } from './theme-label';
import './theme-switcher.css';

export function ThemeSwitcher({ idSuffix }: { readonly idSuffix: string }) {
  const { theme, themes, setTheme } = useTheme();
  const { data } = useRouter();
  const id = `theme-switcher-${idSuffix}`;
  return (
    <div className="theme-switcher">
      <label htmlFor={id} className="visually-hidden">
        Theme
      </label>
      <Icon name="sun" size={16} className="theme-switcher__icon" />
      <select id={id} className="theme-switcher__select" value={theme} onChange={(event) => setTheme(event.target.value)}>
        {themes.map((candidate) => (
          <option key={candidate} value={candidate}>
            {themeLabel(candidate, data.site.brands)}
          </option>
        ))}
      </select>
    </div>
  );
}
