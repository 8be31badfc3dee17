import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Example() {
  return (
    <Tabs>
      <TabList aria-label="Donations">
        <Tab id="card">Card</Tab>
        <Tab id="ada">ADA</Tab>
      </TabList>
      <TabPanel id="card">Pay by card</TabPanel>
      <TabPanel id="ada">Pay with a wallet</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the selected panel', async () => {
    render(<Example />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pay by card');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Card' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ADA' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Pay with a wallet');
  });

  it('mirrors the arrow keys right to left (Arabic)', async () => {
    render(
      <I18nProvider locale="ar">
        <Example />
      </I18nProvider>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'ADA' })).toHaveAttribute('aria-selected', 'true');
  });
});
