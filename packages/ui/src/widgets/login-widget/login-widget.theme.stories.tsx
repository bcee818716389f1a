import type { LoginConfig } from '@portico/core';
import { createFakeAuthClient } from '@portico/core/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { darkTheme, defaultTheme, shadcnTheme } from '../../theme/themes';
import { LoginWidget } from './login-widget';

/*
 * Stytch v6's `presentation` themes on Main (docs/theming.md). scripts/theme-screenshots.mjs
 * photographs these stories for the docs.
 */

const config: LoginConfig = {
  products: ['oauth', 'emailMagicLinks', 'otp'],
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
  emailMagicLinksOptions: {},
  otpOptions: { methods: ['sms'] },
};

/** The page around the widget: `background` is the page's colour. */
const page =
  (style: CSSProperties): Decorator =>
  (Story) => (
    <div style={{ padding: 24, minHeight: '100vh', ...style }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Widgets/LoginWidget/Themes',
  component: LoginWidget,
  // Each story is checked in its own theme (the mode matrix does not recolour it dark).
  parameters: { layout: 'fullscreen', modes: { theme: 'own', locale: 'args' } },
  args: { config, client: null },
  render: (args) => <LoginWidget {...args} client={createFakeAuthClient()} />,
} satisfies Meta<typeof LoginWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="widget-frame"]')!;
const cardOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="card"]')!;
const colour = (element: Element, property: 'backgroundColor' | 'color') => getComputedStyle(element)[property];

/** `presentation={{ theme: darkTheme }}`. */
export const Dark: Story = {
  args: { presentation: { theme: darkTheme } },
  decorators: [page({ background: '#070d11' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(colour(cardOf(canvasElement), 'backgroundColor')).toBe('rgb(15, 27, 34)');
    await expect(colour(canvas.getByRole('heading', { name: 'Sign up or log in' }), 'color')).toBe('rgb(230, 237, 240)');
    await expect(getComputedStyle(frameOf(canvasElement)).colorScheme).toBe('dark');
  },
};

/** `presentation={{ theme: [defaultTheme, darkTheme] }}`: follows the visitor's light or dark setting. */
export const LightDarkPair: Story = {
  args: { presentation: { theme: [defaultTheme, darkTheme] } },
  // The page follows the setting too: `Canvas` is the scheme's page colour.
  decorators: [page({ colorScheme: 'light dark', background: 'Canvas' })],
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const dark = matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(frame.querySelector('style')?.textContent).toContain('@media (prefers-color-scheme:dark)');
    await expect(colour(cardOf(canvasElement), 'backgroundColor')).toBe(dark ? 'rgb(15, 27, 34)' : 'rgb(255, 255, 255)');
    await expect(getComputedStyle(frame).colorScheme).toBe(dark ? 'dark' : 'light');
  },
};

/** shadcn/ui's variables as a page sets them (the neutral theme, with a violet primary). */
const shadcnLight = {
  '--radius': '0.75rem',
  '--background': 'oklch(1 0 0)',
  '--foreground': 'oklch(0.141 0.005 285.823)',
  '--primary': 'oklch(0.541 0.281 293.009)',
  '--primary-foreground': 'oklch(0.969 0.016 293.756)',
  '--muted': 'oklch(0.967 0.001 286.375)',
  '--muted-foreground': 'oklch(0.552 0.016 285.938)',
  '--accent': 'oklch(0.967 0.001 286.375)',
  '--destructive': 'oklch(0.577 0.245 27.325)',
  '--border': 'oklch(0.92 0.004 286.32)',
  '--input': 'oklch(0.92 0.004 286.32)',
  '--ring': 'oklch(0.702 0.183 293.541)',
} as CSSProperties;

const shadcnDark = {
  ...shadcnLight,
  '--background': 'oklch(0.141 0.005 285.823)',
  '--foreground': 'oklch(0.985 0 0)',
  // shadcn's dark violet (oklch 0.606) leaves its light text at 4:1: the page keeps violet-600.
  '--muted': 'oklch(0.274 0.006 286.033)',
  '--muted-foreground': 'oklch(0.705 0.015 286.067)',
  '--accent': 'oklch(0.274 0.006 286.033)',
  '--destructive': 'oklch(0.704 0.191 22.216)',
  '--border': 'oklch(1 0 0 / 10%)',
  '--input': 'oklch(1 0 0 / 15%)',
  '--ring': 'oklch(0.541 0.281 293.009)',
  colorScheme: 'dark',
} as CSSProperties;

/** The primary button takes the page's `--primary`: compared through a probe painted with it. */
async function expectPagePrimary(canvasElement: HTMLElement) {
  const probe = document.createElement('div');
  probe.style.background = 'var(--primary)';
  canvasElement.querySelector('[data-page]')!.append(probe);
  const button = within(canvasElement).getByRole('button', { name: 'Continue' });
  await expect(colour(button, 'backgroundColor')).toBe(colour(probe, 'backgroundColor'));
  probe.remove();
}

const shadcnPage = (variables: CSSProperties): Decorator => (Story) => (
  <div data-page="" style={{ ...variables, padding: 24, minHeight: '100vh', background: 'var(--background)', color: 'var(--foreground)' }}>
    <Story />
  </div>
);

/** `presentation={{ theme: shadcnTheme }}` on a page styled with shadcn/ui. */
export const Shadcn: Story = {
  args: { presentation: { theme: shadcnTheme } },
  decorators: [shadcnPage(shadcnLight)],
  play: async ({ canvasElement }) => expectPagePrimary(canvasElement),
};

/** The same theme when the page switches shadcn/ui to dark (its `.dark` variables). */
export const ShadcnDark: Story = {
  args: { presentation: { theme: shadcnTheme } },
  decorators: [shadcnPage(shadcnDark)],
  play: async ({ canvasElement }) => {
    await expectPagePrimary(canvasElement);
    await expect(getComputedStyle(frameOf(canvasElement)).colorScheme).toBe('dark');
  },
};
