import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { CardTitle } from './card';
import { Input } from './input';
import { OtpInput } from './otp-input';

// React 18 gives a function component no `ref` (React 19 passes it as a prop): the primitives
// screens focus forward theirs, on both.
describe('refs to primitives', () => {
  it('reach the element of a Button, an Input, a CardTitle and an OtpInput', () => {
    const button = createRef<HTMLButtonElement>();
    const input = createRef<HTMLInputElement>();
    const title = createRef<HTMLHeadingElement>();
    const otp = createRef<HTMLInputElement>();
    render(
      <>
        <CardTitle ref={title}>Title</CardTitle>
        <Input ref={input} aria-label="Name" />
        <OtpInput ref={otp} aria-label="Code" value="" onValueChange={() => {}} />
        <Button ref={button}>Go</Button>
      </>,
    );
    expect(title.current).toBe(screen.getByRole('heading', { name: 'Title' }));
    expect(input.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(otp.current).toBe(screen.getByRole('textbox', { name: 'Code' }));
    expect(button.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });

  it("reach a Button asChild's element, with the child's own ref", () => {
    // Typed for a button; it gets whichever element the Button renders.
    const button = createRef<HTMLButtonElement>();
    const link = createRef<HTMLAnchorElement>();
    render(
      <Button asChild ref={button}>
        <a ref={link} href="/next">
          Next
        </a>
      </Button>,
    );
    const anchor = screen.getByRole('link', { name: 'Next' });
    expect(button.current).toBe(anchor);
    expect(link.current).toBe(anchor);
  });
});
