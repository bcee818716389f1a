import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { Button } from './button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
import { Divider } from './divider';
import { Field, FieldDescription, FieldError, FieldLabel } from './field';
import { Input } from './input';
import { OtpInput } from './otp-input';
import { PasswordInput } from './password-input';
import { PhoneInput } from './phone-input';
import { Spinner } from './spinner';
import { Requirement, RequirementList, StrengthMeter } from './strength-meter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

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

  it('reach the element of every other primitive that renders one', () => {
    const alert = createRef<HTMLDivElement>();
    const divider = createRef<HTMLDivElement>();
    const field = createRef<HTMLDivElement>();
    const label = createRef<HTMLLabelElement>();
    const description = createRef<HTMLParagraphElement>();
    const error = createRef<HTMLParagraphElement>();
    const password = createRef<HTMLInputElement>();
    const phone = createRef<HTMLInputElement>();
    const spinner = createRef<HTMLSpanElement>();
    const meter = createRef<HTMLDivElement>();
    const list = createRef<HTMLUListElement>();
    const requirement = createRef<HTMLLIElement>();
    const tabs = createRef<HTMLDivElement>();
    const tabList = createRef<HTMLDivElement>();
    const trigger = createRef<HTMLButtonElement>();
    const content = createRef<HTMLDivElement>();
    const { container } = render(
      <>
        <Alert ref={alert}>Wrong code</Alert>
        <Divider ref={divider}>or</Divider>
        <Field ref={field}>
          <FieldLabel ref={label} htmlFor="password">
            Password
          </FieldLabel>
          <PasswordInput
            ref={password}
            id="password"
            autoComplete="new-password"
            showLabel="Show password"
            hideLabel="Hide password"
          />
          <FieldDescription ref={description}>At least 8 characters</FieldDescription>
          <FieldError ref={error}>Too short</FieldError>
        </Field>
        <PhoneInput
          ref={phone}
          aria-label="Phone number"
          value=""
          onValueChange={() => {}}
          countries={[{ regionCode: 'US', callingCode: '1' }]}
          regionCode="US"
          onRegionCodeChange={() => {}}
          countryLabel="Country code"
          locale="en"
        />
        <Spinner ref={spinner} />
        <StrengthMeter ref={meter} score={3} label="Password strength: 3 out of 4." />
        <RequirementList ref={list} aria-label="Requirements">
          <Requirement ref={requirement} status="fulfilled" statusLabel="Fulfilled:">
            8 characters
          </Requirement>
        </RequirementList>
        <Tabs ref={tabs} defaultValue="email">
          <TabsList ref={tabList} aria-label="Sign in with">
            <TabsTrigger ref={trigger} value="email">
              Email
            </TabsTrigger>
          </TabsList>
          <TabsContent ref={content} value="email">
            Email form
          </TabsContent>
        </Tabs>
      </>,
    );
    // Alert and FieldError both have role="alert" (whose name never comes from content): by text.
    expect(alert.current).toBe(screen.getByText('Wrong code'));
    expect(divider.current).toBe(container.querySelector('[data-slot="divider"]'));
    expect(field.current).toBe(container.querySelector('[data-slot="field"]'));
    expect(label.current).toBe(screen.getByText('Password'));
    expect(description.current).toBe(screen.getByText('At least 8 characters'));
    expect(error.current).toBe(screen.getByText('Too short'));
    expect(password.current).toBe(screen.getByLabelText('Password'));
    expect(phone.current).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
    expect(spinner.current).toBe(container.querySelector('[data-slot="spinner"]'));
    expect(meter.current).toBe(container.querySelector('[data-slot="strength-meter"]'));
    expect(list.current).toBe(screen.getByRole('list', { name: 'Requirements' }));
    expect(requirement.current).toBe(screen.getByRole('listitem'));
    expect(tabs.current).toBe(container.querySelector('[data-slot="tabs"]'));
    expect(tabList.current).toBe(screen.getByRole('tablist', { name: 'Sign in with' }));
    expect(trigger.current).toBe(screen.getByRole('tab', { name: 'Email' }));
    expect(content.current).toBe(screen.getByRole('tabpanel', { name: 'Email' }));
  });

  it('reach the element of each Card part', () => {
    const card = createRef<HTMLDivElement>();
    const header = createRef<HTMLDivElement>();
    const description = createRef<HTMLParagraphElement>();
    const footer = createRef<HTMLDivElement>();
    const { container } = render(
      <Card ref={card}>
        <CardHeader ref={header}>
          <CardDescription ref={description}>Details</CardDescription>
        </CardHeader>
        <CardFooter ref={footer}>Footer</CardFooter>
      </Card>,
    );
    expect(card.current).toBe(container.querySelector('[data-slot="card"]'));
    expect(header.current).toBe(container.querySelector('[data-slot="card-header"]'));
    expect(description.current).toBe(screen.getByText('Details'));
    expect(footer.current).toBe(container.querySelector('[data-slot="card-footer"]'));
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
