/**
 * The portal app shared by server and client: providers around the layout.
 */
import type { PortalData } from '../core/portal';

export interface AppProps {
  readonly initialData: PortalData;
}

export function App({ initialData }: AppProps) {
  const { view } = initialData;
  return (
    <main id="main">
      {view.kind === 'not-authorized' ? <p>Not authorized</p> : null}
      {view.kind === 'page' ? <h1>{view.page.title}</h1> : null}
    </main>
  );
}
