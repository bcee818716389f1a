import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Field() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput aria-label="Passcode" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('takes the digits a user types in Arabic-Indic or Persian, as ASCII', async () => {
    render(<Field />);
    const field = screen.getByRole('textbox', { name: 'Passcode' });
    await userEvent.type(field, '١٢٣۴۵۶');
    expect(screen.getByRole('status')).toHaveTextContent('123456');
    expect(field).toHaveValue('123456');
  });

  it('takes a pasted code in full-width digits, without the rest', async () => {
    render(<Field />);
    const field = screen.getByRole('textbox', { name: 'Passcode' });
    field.focus();
    await userEvent.paste('Your code: ９８７ ６５４');
    expect(field).toHaveValue('987654');
  });
});
