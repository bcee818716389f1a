import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Alert } from './alert';
import { Card, CardDescription, CardHeader, CardTitle } from './card';
import { Divider } from './divider';
import { Spinner } from './spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** The story's column: its width, or the viewport's at 320 px (the mode matrix's reflow check). */
const FIT = { maxWidth: '100%' };

const meta = {
  title: 'Primitives/Layout',
  decorators: [(Story) => <div className="portico pt:w-96" style={FIT}>{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const CardWithHeader: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Sign up or log in</CardTitle>
        <CardDescription>A description under the title.</CardDescription>
      </CardHeader>
    </Card>
  ),
};

export const DividerWithWord: Story = { render: () => <Divider>or</Divider> };

export const ErrorAlert: Story = { render: () => <Alert>Error: Cannot use both EML and Email OTP</Alert> };
export const InfoAlert: Story = { render: () => <Alert variant="info">A login link was sent.</Alert> };

export const SpinnerAlone: Story = {
  render: () => (
    <p role="status" className="pt:flex pt:items-center pt:gap-2">
      <Spinner /> Loading
    </p>
  ),
};

export const TabsKeyboard: Story = {
  render: () => (
    <Tabs defaultValue="sms">
      <TabsList aria-label="Choose how to receive your code">
        <TabsTrigger value="sms">Text</TabsTrigger>
        <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
        <TabsTrigger value="email">Email</TabsTrigger>
      </TabsList>
      <TabsContent value="sms">Text form</TabsContent>
      <TabsContent value="whatsapp">WhatsApp form</TabsContent>
      <TabsContent value="email">Email form</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Text' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('WhatsApp form')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Text' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Text' })).toHaveTextContent('Text form');
    await expect(canvas.queryByText('Email form')).not.toBeInTheDocument();
    // One tab stop: Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Text' })).toHaveFocus();
  },
};

/** In a right-to-left page the next tab is on the left: Left moves forward, Right back. */
export const TabsKeyboardRightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <Tabs defaultValue="sms">
        <TabsList aria-label="Choose how to receive your code">
          <TabsTrigger value="sms">Text</TabsTrigger>
          <TabsTrigger value="whatsapp">WhatsApp</TabsTrigger>
          <TabsTrigger value="email">Email</TabsTrigger>
        </TabsList>
        <TabsContent value="sms">Text form</TabsContent>
        <TabsContent value="whatsapp">WhatsApp form</TabsContent>
        <TabsContent value="email">Email form</TabsContent>
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [text, whatsApp] = [canvas.getByRole('tab', { name: 'Text' }), canvas.getByRole('tab', { name: 'WhatsApp' })];
    await expect(whatsApp.getBoundingClientRect().left).toBeLessThan(text.getBoundingClientRect().left);
    await userEvent.click(text);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(whatsApp).toHaveFocus();
    await expect(whatsApp).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(text).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Email' })).toHaveFocus();
  },
};
