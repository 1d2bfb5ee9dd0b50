import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeBoxes } from '../src/features/account/components/CodeBoxes';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <div dir="rtl">
      <label htmlFor="code">رمز التحقق</label>
      <CodeBoxes id="code" value={code} onChange={setCode} />
      <output>{code}</output>
    </div>
  );
}

const slots = () => [...document.querySelectorAll('[data-slot]')];
const value = () => screen.getByRole('status').textContent;

async function setUp() {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByLabelText('رمز التحقق');
  await user.click(input);
  return { user, input };
}

describe('CodeBoxes', () => {
  it('shows five boxes, left to right even inside a right-to-left page', async () => {
    await setUp();
    expect(slots()).toHaveLength(5);
    expect(slots()[0]!.closest('[dir]')?.getAttribute('dir')).toBe('ltr');
  });

  it('takes digits only and moves to the next box as you type', async () => {
    const { user } = await setUp();
    await user.keyboard('1a2-');
    expect(value()).toBe('12');
    expect(slots().map((slot) => slot.textContent)).toEqual(['1', '2', '', '', '']);
    expect(slots()[2]!.className).toContain('border-brand');
    expect(slots()[1]!.className).not.toContain('border-brand');
  });

  it('takes Arabic-Indic digits and stops at five', async () => {
    const { user } = await setUp();
    await user.keyboard('١٢٣٤٥٦');
    expect(value()).toBe('١٢٣٤٥');
  });

  it('backspace clears the previous box and moves back', async () => {
    const { user } = await setUp();
    await user.keyboard('123');
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(slots()[2]!.className).toContain('border-brand');
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(value()).toBe('');
  });

  it('a pasted text keeps its first five digits', async () => {
    const { user } = await setUp();
    await user.paste('Your code: 12-34 5678');
    expect(value()).toBe('12345');
  });
});
