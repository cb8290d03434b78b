/** Shared sample data for the component tests: one product in the shape of the tile fragment. */
import type { ProductTileData } from '@harbor/react';

export const sampleProduct: ProductTileData = {
  id: 'p1',
  name: 'Kaffeevollautomat Barista 500',
  url: '/de/product/p1',
  brand: { name: 'Jura' },
  images: [{ url: '/img/p1.jpg', alt: 'Kaffeevollautomat in Schwarz' }],
  price: { amount: 1299, previousAmount: 1499, currency: 'CHF' },
  labels: [{ code: 'sale', text: '-13%', variant: 'promotion', accessibleText: '13 Prozent Rabatt' }],
  availability: { state: 'in-stock', text: 'Morgen geliefert' },
  rating: { average: 4.5, count: 128 },
  energyLabel: { rating: 'B', scale: 'A-G', imageUrl: '/img/label.png', datasheetUrl: '/pdf/p1.pdf' },
};
