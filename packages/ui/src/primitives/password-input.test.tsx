import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

describe('the password field', () => {
  it('and its show/hide toggle have ids of their own, and the toggle still controls the field', () => {
    const { container } = render(
      <>
        <PasswordInput id="password" autoComplete="current-password" showLabel="Show password" hideLabel="Hide password" aria-label="Password" />
        <PasswordInput autoComplete="new-password" showLabel="Show password" hideLabel="Hide password" aria-label="New password" />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(4);
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggle!.id).not.toBe('password');
    expect(toggle).toHaveAttribute('aria-controls', 'password');
  });
});
