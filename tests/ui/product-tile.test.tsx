// @vitest-environment happy-dom
import { Button, ProductTile, RelayProductTile, formatPrice } from '@harbor/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleProduct } from './support/sample-data';
import { fireEvent, render, screen } from './support/dom';

describe('ProductTile', () => {
  it('is an article named by the product with one link to the product page', () => {
    render(<ProductTile product={sampleProduct} listName="search" position={1} />);
    const article = screen.getByRole('article', { name: 'Jura Kaffeevollautomat Barista 500' });
    expect(article.getAttribute('data-list-name')).toBe('search');
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/de/product/p1');
    expect(links.length).toBe(1);
  });

  it('reads the reduced price with its previous price, rating and label text', () => {
    render(<ProductTile product={sampleProduct} listName="search" />);
    expect(screen.getByText("CHF 1'299.–")).toBeTruthy();
    expect(screen.getByText(', statt')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4.5 von 5 Sternen, 128 Bewertungen' })).toBeTruthy();
    expect(screen.getByText('13 Prozent Rabatt')).toBeTruthy();
  });

  it('the heart is a toggle named after the product', () => {
    const onWatchListChange = vi.fn();
    render(<ProductTile product={sampleProduct} listName="search" onWatchListChange={onWatchListChange} showRating={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kaffeevollautomat Barista 500 auf die Merkliste' }));
    expect(onWatchListChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('img', { name: /Sternen/ })).toBeNull();
  });

  it('brand and name are an h3 unless headingLevel continues another outline', () => {
    render(<ProductTile product={sampleProduct} listName="search" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Jura Kaffeevollautomat Barista 500' })).toBeTruthy();
  });

  it('headingLevel sets the level of the name heading on the standard, custom and Relay tiles', () => {
    render(
      <>
        <ProductTile product={sampleProduct} listName="search" headingLevel={2} />
        <ProductTile.Root product={sampleProduct} listName="spare-parts" headingLevel={4}>
          <ProductTile.Name />
        </ProductTile.Root>
        <RelayProductTile product={sampleProduct} listName="relay" headingLevel={5} />
      </>,
    );
    for (const level of [2, 4, 5]) expect(screen.getAllByRole('heading', { level }).length).toBe(1);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('custom tiles compose the parts, with actions outside the link', () => {
    render(
      <ProductTile.Root product={sampleProduct} listName="spare-parts" variant="list">
        <ProductTile.Link>
          <ProductTile.Name lines={1} />
        </ProductTile.Link>
        <ProductTile.Price />
        <ProductTile.Actions>
          <Button size="small">In den Warenkorb</Button>
        </ProductTile.Actions>
      </ProductTile.Root>,
    );
    expect(screen.getByRole('link').contains(screen.getByRole('button'))).toBe(false);
  });

  it('the Relay tile renders the standard parts from resolved fragment data', () => {
    render(<RelayProductTile product={sampleProduct} listName="relay" />);
    expect(screen.getByRole('article', { name: /Barista 500/ })).toBeTruthy();
  });

  it('prices use the Swiss format', () => {
    expect(formatPrice(1299)).toBe("CHF 1'299.–");
    expect(formatPrice(45.5)).toBe('CHF 45.50');
    expect(formatPrice(1234567.05)).toBe("CHF 1'234'567.05");
  });
});
