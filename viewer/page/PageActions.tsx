/**
 * The page's own actions beside its date: "Copy page as Markdown", which
 * fetches the page's Markdown copy (`<route>.md`) and puts it on the
 * clipboard, confirmed with "Copied" for as long as the code blocks' copy
 * buttons say "OK" (SPEC §9 Copy feedback), and "Edit this page" to the
 * source file, which the server hands to authorized readers only.
 */
import { Icon } from '../icons/Icon';
import { copyText } from '../clipboard/clipboard';
import { useCopyFeedback } from '../clipboard/use-copy-feedback';
import { hrefOf } from '../../core/site/addresses';
import { useRouter } from '../routing/router-context';
import { reportError } from '../logging/report-error';

/** The page's Markdown copy: its route plus '.md' (served beside the HTML page). */
export function markdownHrefOf(route: string): string {
  return `${hrefOf(route)}.md`;
}

async function copyMarkdown(route: string): Promise<boolean> {
  const response = await fetch(markdownHrefOf(route), { credentials: 'same-origin', headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`API error, failed to request ${markdownHrefOf(route)}`);
  return copyText(await response.text());
}

export function PageActions() {
  const { route, data } = useRouter();
  const { copied, markCopied } = useCopyFeedback();
  return (
    <div className="page-actions">
      <button
        type="button"
        className="page-actions__action"
        data-copied={copied ? 'true' : undefined}
        onClick={() => {
          copyMarkdown(route).then((ok) => {
            if (ok) markCopied();
          }, reportError);
        }}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        {copied ? 'Copied' : 'Copy page as Markdown'}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? 'Page copied as Markdown' : ''}
      </span>
      {data.editUrl === null ? null : (
        <a className="page-actions__action" href={data.editUrl} target="_blank" rel="noreferrer">
          <Icon name="external" size={16} />
          Edit this page
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
