/**
 * Shows the dev server's content problems in the open page (docs/style.md, The author's loop): a banner at the foot
 * of the page, one line per problem as `file:line:column message` with the repository-relative path (and, in a token
 * file, the JSON pointer of the member at fault), announced to screen readers as an alert. Plain DOM outside React's root, so a page that fails to render still shows it.
 */
import { devProblemPlace, formatDevProblem, type DevProblem } from '../../core/dev';
import './problem-banner.css';

export const PROBLEM_BANNER_ID = 'hb-dev-problems';

/** Replaces the banner with one listing `problems`; removes it when there are none. */
export function showProblems(problems: readonly DevProblem[]): void {
  document.getElementById(PROBLEM_BANNER_ID)?.remove();
  if (problems.length === 0) return;
  const banner = document.createElement('section');
  banner.id = PROBLEM_BANNER_ID;
  banner.className = 'hb-dev-problems';
  banner.setAttribute('role', 'alert');
  banner.setAttribute('aria-labelledby', `${PROBLEM_BANNER_ID}-title`);
  const title = document.createElement('h2');
  title.id = `${PROBLEM_BANNER_ID}-title`;
  title.textContent = `The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; the last good version is shown`;
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    const place = document.createElement('code');
    place.textContent = devProblemPlace(problem);
    item.append(place, ` ${problem.message}`);
    item.title = formatDevProblem(problem);
    list.append(item);
  }
  banner.append(title, list);
  document.body.append(banner);
}
