import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockScreenWidth, PHONE_WIDTH } from '@/test/media';
import { Providers } from '@/test/render';
import { ResponsiveTable, type ResponsiveColumn } from './ResponsiveTable';

interface Fruit {
  name: string;
  price: string;
}

const columns: ResponsiveColumn<Fruit>[] = [
  { key: 'name', header: 'Fruit', rowHeader: true, cell: (fruit) => fruit.name },
  { key: 'price', header: 'Price', align: 'right', cell: (fruit) => fruit.price },
];

function show(rows: Fruit[]) {
  render(
    <Providers>
      <ResponsiveTable label="Fruits" caption="Prices of the day" empty="No fruit today" columns={columns} rows={rows} rowKey={(fruit) => fruit.name} rowTestId="fruit" />
    </Providers>,
  );
}

describe('ResponsiveTable', () => {
  it('is a table with column and row headers on a wide screen', () => {
    mockScreenWidth(1366);
    show([{ name: 'Fig', price: '$2' }]);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveAccessibleDescription('Prices of the day');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fruit', 'Price']);
    expect(within(table).getByRole('rowheader', { name: 'Fig' })).toBeInTheDocument();
    expect(screen.queryByTestId('responsive-cards')).not.toBeInTheDocument();
  });

  it('turns every row into a card listing its cells under their column names on a phone', () => {
    mockScreenWidth(PHONE_WIDTH);
    show([
      { name: 'Fig', price: '$2' },
      { name: 'Date', price: '$5' },
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fruits' });
    expect(list).toHaveAccessibleDescription('Prices of the day');
    const cards = within(list).getAllByTestId('fruit');
    expect(cards.map((card) => card.tagName)).toEqual(['LI', 'LI']);
    expect(cards[1]).toHaveTextContent('Date');
    const terms = within(cards[1]!).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(cards[1]!).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Price']);
    expect(definitions).toEqual(['$5']);
  });

  it('says when there is nothing, in both layouts', () => {
    mockScreenWidth(PHONE_WIDTH);
    show([]);
    expect(screen.getByText('No fruit today')).toBeInTheDocument();
  });
});
