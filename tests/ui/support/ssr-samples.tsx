/** One small element per exported component, for the server-rendering test. */
import * as H from '@harbor/react';
import type { ReactElement } from 'react';
import { sampleProduct } from './sample-data';

export const ssrSamples: Record<string, ReactElement> = {
  Alert: (
    <H.Alert variant="error" title="Zahlung fehlgeschlagen" dismissible>
      Bitte erneut versuchen.
    </H.Alert>
  ),
  AppTopBar: <H.AppTopBar title="Warenkorb" progress={0.5} />,
  Avatar: <H.Avatar name="Anna Muster" src="/a.jpg" />,
  Badge: (
    <H.Badge count={120} label="120 Artikel">
      <H.Icon name="cart" />
    </H.Badge>
  ),
  Carousel: (
    <H.Carousel label="Empfehlungen" indicators="dots">
      <H.CarouselSlide>A</H.CarouselSlide>
      <H.CarouselSlide>B</H.CarouselSlide>
    </H.Carousel>
  ),
  CarouselSlide: (
    <H.Carousel label="Teaser" variant="hero" autoplay={{ interval: 6000 }}>
      <H.CarouselSlide label="Sommer">A</H.CarouselSlide>
    </H.Carousel>
  ),
  CategoryTile: <H.CategoryTile title="Kaffee" href="/kaffee" count={1234} image={{ src: '/k.jpg' }} />,
  Chip: (
    <H.Chip defaultSelected count={12}>
      Sale
    </H.Chip>
  ),
  ChipGroup: (
    <H.ChipGroup label="Schnellfilter" showLabel>
      <H.Chip value="a">A</H.Chip>
      <H.Chip variant="input" onRemove={() => {}}>
        B
      </H.Chip>
    </H.ChipGroup>
  ),
  CollapsibleOption: (
    <H.CollapsibleOptionGroup label="Lieferung" defaultValue="a">
      <H.CollapsibleOption value="a" label="Post" meta="CHF 5.–">
        Adresse
      </H.CollapsibleOption>
    </H.CollapsibleOptionGroup>
  ),
  CollapsibleOptionGroup: (
    <H.CollapsibleOptionGroup label="Extras" type="multiple">
      <H.CollapsibleOption value="a" label="Montage" />
    </H.CollapsibleOptionGroup>
  ),
  Divider: <H.Divider label="oder" />,
  EnergyLabel: <H.EnergyLabel rating="B" labelImage={{ src: '/l.png', alt: 'Etikette' }} datasheetUrl="/d.pdf" />,
  ExpandMore: (
    <H.ExpandMore variant="list" items={1}>
      <span>a</span>
      <span>b</span>
    </H.ExpandMore>
  ),
  Illustration: <H.Illustration name="empty-cart" title="Leerer Warenkorb" />,
  Image: <H.Image src="/p.jpg" alt="Produkt" aspectRatio="4:3" priority />,
  ImageLightbox: (
    <div>
      <H.ImageLightbox label="Bilder" images={[{ src: '/a.jpg', alt: 'A' }]} />
    </div>
  ),
  ImageStage: (
    <H.ImageStage
      label="Produktbilder"
      media={[
        { type: 'image', src: '/a.jpg', alt: 'A' },
        { type: 'video', src: '/v.mp4', alt: 'Video' },
      ]}
    />
  ),
  Label: (
    <H.Label variant="promotion" accessibleText="20 Prozent Rabatt">
      -20%
    </H.Label>
  ),
  Link: (
    <H.Link href="https://example.ch" external>
      Extern
    </H.Link>
  ),
  OverlayShowcase: (
    <H.OverlayShowcase>
      <H.Dialog title="Preisalarm" trigger={<H.Button>Öffnen</H.Button>} />
    </H.OverlayShowcase>
  ),
  ProductTile: <H.ProductTile product={sampleProduct} listName="search" position={1} />,
  ProductTileActions: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileActions>x</H.ProductTileActions>
    </H.ProductTileRoot>
  ),
  ProductTileAvailability: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileAvailability />
    </H.ProductTileRoot>
  ),
  ProductTileEnergyLabel: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileEnergyLabel />
    </H.ProductTileRoot>
  ),
  ProductTileImage: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileImage />
    </H.ProductTileRoot>
  ),
  ProductTileLabels: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileLabels />
    </H.ProductTileRoot>
  ),
  ProductTileLink: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileLink>
        <H.ProductTileName />
      </H.ProductTileLink>
    </H.ProductTileRoot>
  ),
  ProductTileName: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileName lines={1} />
    </H.ProductTileRoot>
  ),
  ProductTilePrice: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTilePrice />
    </H.ProductTileRoot>
  ),
  ProductTileRating: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileRating />
    </H.ProductTileRoot>
  ),
  ProductTileRoot: <H.ProductTileRoot product={sampleProduct} listName="s" variant="list" />,
  ProductTileSkeleton: <H.ProductTileSkeleton />,
  ProductTileWatchListButton: (
    <H.ProductTileRoot product={sampleProduct} listName="s">
      <H.ProductTileWatchListButton watched />
    </H.ProductTileRoot>
  ),
  ProductTypeTileGrid: <H.ProductTypeTileGrid items={[{ id: 'a', title: 'Espresso', href: '/e', count: 3 }]} />,
  RelayProductTile: <H.RelayProductTile product={sampleProduct} listName="s" />,
  RemainingGauge: <H.RemainingGauge value={37} max={200} label={(v) => `Noch ${v} von 200 Stück`} />,
  SearchField: <H.SearchField label="Suche" defaultValue="kaffee" suggestions={[{ id: '1', label: 'Kaffeemaschine' }]} />,
  Section: (
    <H.Section title="Bewertungen" lazy minHeight={480}>
      Sterne
    </H.Section>
  ),
  SectionEnd: <H.SectionEnd variant="load-more" label="Mehr laden" shown={24} total={120} />,
  Skeleton: <H.Skeleton lines={3} />,
  SkeletonGroup: (
    <H.SkeletonGroup delay={0}>
      <H.Skeleton variant="circle" width={40} />
    </H.SkeletonGroup>
  ),
  Status: (
    <H.Status variant="success" description="Morgen geliefert">
      An Lager
    </H.Status>
  ),
  Table: (
    <H.Table caption="Masse" scrollLabel="Masse, scrollbar">
      <H.TableHead>
        <H.TableRow>
          <H.TableHeaderCell sortDirection="ascending">Grösse</H.TableHeaderCell>
        </H.TableRow>
      </H.TableHead>
      <H.TableBody>
        <H.TableRow>
          <H.TableCell align="end">42</H.TableCell>
        </H.TableRow>
      </H.TableBody>
    </H.Table>
  ),
  TableBody: (
    <table>
      <H.TableBody />
    </table>
  ),
  TableCell: (
    <table>
      <tbody>
        <tr>
          <H.TableCell>1</H.TableCell>
        </tr>
      </tbody>
    </table>
  ),
  TableHead: (
    <table>
      <H.TableHead />
    </table>
  ),
  TableHeaderCell: (
    <table>
      <thead>
        <tr>
          <H.TableHeaderCell scope="col">A</H.TableHeaderCell>
        </tr>
      </thead>
    </table>
  ),
  TableRow: (
    <table>
      <tbody>
        <H.TableRow />
      </tbody>
    </table>
  ),
  ThumbnailGallery: (
    <H.ThumbnailGallery
      label="Bilder"
      items={[
        { src: '/a.jpg', alt: 'A' },
        { src: '/b.jpg', alt: 'B', type: 'video' },
      ]}
      maxVisible={1}
    />
  ),
  Timeline: (
    <H.Timeline label="Bestellverlauf">
      <H.TimelineItem state="complete" title="Bestellt" timestamp="2026-04-14T07:12:00Z" />
    </H.Timeline>
  ),
  TimelineItem: (
    <H.Timeline label="L" density="compact">
      <H.TimelineItem title="Unterwegs" estimate="voraussichtlich Do" />
    </H.Timeline>
  ),
  VisuallyHidden: <H.VisuallyHidden>statt</H.VisuallyHidden>,
  unstable_RelayProductTile: <H.unstable_RelayProductTile product={sampleProduct} listName="s" />,
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
