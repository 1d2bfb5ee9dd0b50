import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dialCountries, type DialCountry } from '../src/lib/formatting/countries';
import { CountryPicker } from '../src/features/account/components/CountryPicker';

function Harness() {
  const [country, setCountry] = useState<DialCountry>(dialCountries[0]!);
  return (
    <>
      <CountryPicker value={country} onChange={setCountry} />
      <output>{country.code}</output>
    </>
  );
}

const options = () => screen.getAllByRole('option');

describe('CountryPicker', () => {
  it('starts on +966 and lists Saudi Arabia first', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const button = screen.getByRole('button', { name: /^رمز الدولة/ });
    expect(button.textContent).toContain('+966');
    await user.click(button);
    expect(options()[0]!.textContent).toContain('السعودية');
    expect(options()[0]!.textContent).toContain('+966');
  });

  it('shows each country with its Arabic name, dial code and flag, in a list 280 px high (at most 300)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^رمز الدولة/ }));
    const list = screen.getByRole('listbox');
    expect(list.className).toContain('h-[280px]');
    expect(list.className).toContain('max-h-[300px]');
    const egypt = options().find((option) => option.textContent.includes('+20'))!;
    expect(egypt.textContent).toContain('مصر');
    expect(egypt.querySelector('img')?.getAttribute('src')).toMatch(/EG\.svg/);
    expect(options().length).toBeGreaterThan(200);
  });

  it('finds a country by its Arabic name without hamza or by its dial code, and selects it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^رمز الدولة/ }));
    await user.type(screen.getByPlaceholderText('ابحث عن الدولة'), 'الامارات');
    expect(options()[0]!.textContent).toContain('+971');
    await user.click(options()[0]!);
    expect(screen.getByRole('status').textContent).toBe('AE');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^رمز الدولة/ }));
    await user.type(screen.getByPlaceholderText('ابحث عن الدولة'), '+965');
    expect(options().map((option) => option.textContent)).toEqual([expect.stringContaining('الكويت')]);
  });

  it('says so when nothing matches, and closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /^رمز الدولة/ }));
    await user.type(screen.getByPlaceholderText('ابحث عن الدولة'), 'zzzz');
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No results found.')).toBeTruthy();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
