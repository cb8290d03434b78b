/** One small element per exported component, for the server-rendering test. */
import * as H from '@harbor/react';
import type { ReactElement } from 'react';

export const ssrSamples: Record<string, ReactElement> = {
  Button: <H.Button>In den Warenkorb</H.Button>,
  ButtonGroup: (
    <H.ButtonGroup aria-label="Aktionen">
      <H.Button>Ok</H.Button>
    </H.ButtonGroup>
  ),
  Dialog: (
    <H.Dialog title="Preisalarm" trigger={<H.Button>Preisalarm</H.Button>}>
      Text
    </H.Dialog>
  ),
  Icon: <H.Icon name="cart" />,
  Spinner: <H.Spinner delay={0} />,
  Tabs: (
    <H.Tabs>
      <H.TabList label="Bestellungen">
        <H.Tab value="a">A</H.Tab>
      </H.TabList>
      <H.TabPanel value="a">Panel</H.TabPanel>
    </H.Tabs>
  ),
  TabList: (
    <H.Tabs defaultValue="a">
      <H.TabList label="L">
        <H.Tab value="a">A</H.Tab>
      </H.TabList>
    </H.Tabs>
  ),
  Tab: (
    <H.Tabs defaultValue="a">
      <H.TabList label="L">
        <H.Tab value="a" count={2}>
          A
        </H.Tab>
      </H.TabList>
    </H.Tabs>
  ),
  TabPanel: (
    <H.Tabs defaultValue="a">
      <H.TabPanel value="a" keepMounted>
        P
      </H.TabPanel>
    </H.Tabs>
  ),
  Toast: (
    <H.ToastProvider>
      <H.Toast defaultOpen message="Gespeichert" />
    </H.ToastProvider>
  ),
  ToastProvider: <H.ToastProvider>App</H.ToastProvider>,
  Tooltip: (
    <H.Tooltip content="Teilen">
      <H.Button>Teilen</H.Button>
    </H.Tooltip>
  ),
};
