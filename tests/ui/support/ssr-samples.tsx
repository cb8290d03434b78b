/** One small element per exported component, for the server-rendering test. */
import * as H from '@harbor/react';
import type { ReactElement } from 'react';

export const ssrSamples: Record<string, ReactElement> = {
  Accordion: (
    <H.Accordion defaultValue={['a']}>
      <H.AccordionItem value="a" title="Lieferung">
        Post
      </H.AccordionItem>
    </H.Accordion>
  ),
  AccordionItem: (
    <H.Accordion type="single">
      <H.AccordionItem value="a" title="A" meta="4.5" keepMounted={false}>
        x
      </H.AccordionItem>
    </H.Accordion>
  ),
  Checkbox: <H.Checkbox label="AGB" description="Pflicht" invalid errorText="Bitte bestätigen" />,
  CheckboxGroup: (
    <H.CheckboxGroup label="Marke" defaultValue={['a']}>
      <H.Checkbox value="a" label="A" />
    </H.CheckboxGroup>
  ),
  Dropdown: <H.Dropdown label="Sortieren" options={[{ value: 'a', label: 'A', group: 'G' }]} defaultValue="a" />,
  HelpText: <H.HelpText id="h">Hinweis</H.HelpText>,
  InputField: <H.InputField label="PLZ" helpText="4 Ziffern" maxLength={4} showCounter />,
  Popover: (
    <H.Popover trigger={<H.Button>Info</H.Button>} title="Titel">
      Text
    </H.Popover>
  ),
  Radio: (
    <H.RadioGroup label="L" defaultValue="a">
      <H.Radio value="a" label="A" description="d" />
    </H.RadioGroup>
  ),
  RadioGroup: (
    <H.RadioGroup label="Lieferart" orientation="horizontal">
      <H.Radio value="a" label="A" />
    </H.RadioGroup>
  ),
  Selector: <H.Selector label="Farbe" variant="swatch" options={[{ value: 'b', label: 'Blau', swatch: 'blue' }]} defaultValue="b" />,
  ToggleSwitch: <H.ToggleSwitch label="Preisalarm" defaultChecked />,
  Upload: <H.Upload label="Fotos" helpText="JPG" />,
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
