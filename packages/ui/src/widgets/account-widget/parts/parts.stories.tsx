import { createAuthError } from '@portico/core';
import { useEmailAddresses } from '@portico/core/react';
import { createFakeAuthClient, fakeAccountUser } from '@portico/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/button';
import { StoryFrame } from '../../../stories/story-frame';
import { StyleRoot } from '../../style-root';
import { sentence } from '../../../test/text';
import { AccountSection } from './account-section';
import { ConfirmDialog } from './confirm-dialog';
import { ListRow, RowBadge, RowList } from './list-row';
import { SectionError } from './section-error';
import { SectionStepUp } from './section-step-up';
import { TimeText } from './time';

/** The account page's width (AccountWidget sets it the same way: the container's width). */
const PAGE = { container: { width: '42rem' } };

const meta = {
  title: 'Widgets/AccountWidget/Parts',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section with a description, a body, and its announcement of a change. */
function SectionDemo() {
  const [saved, setSaved] = useState(false);
  return (
    <StoryFrame styles={PAGE}>
      <AccountSection name="profile" title="Profile" description="Your name, as the app shows it." announcement={saved ? 'Your name was saved.' : null}>
        <Button className="pt:self-start" onClick={() => setSaved(true)}>
          Save
        </Button>
      </AccountSection>
    </StoryFrame>
  );
}

export const Section: Story = {
  render: () => <SectionDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Profile' });
    await expect(section).toHaveAttribute('data-section', 'profile');
    await expect(section).toHaveAccessibleDescription('Your name, as the app shows it.');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your name was saved.');
  },
};

/** Rows as the sections draw them: badges, muted text, a time, actions; the address a long one. */
function RowsDemo() {
  const [lastActive] = useState(() => new Date(Date.now() - 5 * 60_000).toISOString());
  return (
    <StoryFrame styles={PAGE}>
      <AccountSection name="emailAddresses" title="Email addresses">
        <RowList aria-label="Email addresses">
          <ListRow
            label="ada@example.com"
            badges={
              <>
                <RowBadge tone="success">Verified</RowBadge>
                <RowBadge>Used to sign in</RowBadge>
              </>
            }
            secondary={
              <>
                Last used <TimeText value={lastActive} />
              </>
            }
          />
          <ListRow
            label="ada.lovelace.with.a.rather.long.address@analytical-engine.example.co.uk"
            state="pending"
            actions={
              <Button variant="link" size="inline">
                Remove
              </Button>
            }
          />
        </RowList>
      </AccountSection>
    </StoryFrame>
  );
}

export const Rows: Story = {
  render: () => <RowsDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('list', { name: 'Email addresses' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Verified');
    await expect(rows[0]!.querySelector('time')).toHaveTextContent('5 minutes ago');
    await expect(rows[1]).toHaveAttribute('data-state', 'pending');
  },
};

export const Errors: Story = {
  render: () => (
    <StoryFrame styles={PAGE}>
      <AccountSection name="profile" title="Profile">
        <SectionError error={createAuthError('network_unreachable')} />
        <SectionError error={createAuthError('some_new_error', { message: 'The server says why, in its words.' })} />
      </AccountSection>
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveAttribute('data-error-type', 'network_unreachable');
    // A type the catalog does not know: the server's own words, once the readings of other types have loaded.
    await waitFor(() => expect(alerts[1]).toHaveTextContent('The server says why, in its words.'));
  },
};

/** A removal asked first: opened from a row's button, cancelled, then confirmed (pending, then the row gone). */
function ConfirmDemo({ pending = false, failed = false }: { pending?: boolean; failed?: boolean }) {
  const [rows, setRows] = useState(['ada@work.example', 'ada@home.example']);
  const [asking, setAsking] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  useEffect(() => {
    if (!removing || pending || failed) return;
    const timer = setTimeout(() => {
      setRows((current) => current.filter((row) => row !== asking));
      setAsking(null);
      setRemoving(false);
    }, 50);
    return () => clearTimeout(timer);
  }, [removing, pending, failed, asking]);
  return (
    <StoryFrame styles={PAGE}>
      <AccountSection name="emailAddresses" title="Email addresses">
        <RowList aria-label="Email addresses">
          {rows.map((row) => (
            <ListRow
              key={row}
              label={row}
              actions={
                <Button variant="destructive-outline" size="compact" aria-label={`Remove ${row}`} onClick={() => setAsking(row)}>
                  Remove
                </Button>
              }
            />
          ))}
        </RowList>
        <ConfirmDialog
          open={asking !== null}
          title={`Remove ${asking ?? ''}?`}
          description="You will no longer be able to sign in with it."
          confirmLabel="Remove"
          isPending={removing && !failed}
          error={failed && removing ? createAuthError('network_unreachable') : null}
          onConfirm={() => setRemoving(true)}
          onCancel={() => {
            setAsking(null);
            setRemoving(false);
          }}
        />
      </AccountSection>
    </StoryFrame>
  );
}

export const ConfirmAndCancel: Story = {
  render: () => <ConfirmDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const remove = canvas.getByRole('button', { name: 'Remove ada@work.example' });
    await userEvent.click(remove);
    const dialog = await page.findByRole('alertdialog', { name: 'Remove ada@work.example?' });
    await expect(dialog).toHaveAccessibleDescription('You will no longer be able to sign in with it.');
    // Inside the widget's frame (its theme), and Cancel has the focus first.
    await expect(dialog.closest('[data-slot="widget-frame"]')).not.toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(remove).toHaveFocus());
    // Confirmed: the row goes, and the focus to the section's title.
    await userEvent.click(remove);
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Email addresses' })).toHaveFocus());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const ConfirmPending: Story = {
  render: () => <ConfirmDemo pending />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ada@home.example' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    // Escape does nothing while the change is being made.
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('alertdialog')).toBeVisible();
  },
};

export const ConfirmFailed: Story = {
  render: () => <ConfirmDemo failed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ada@home.example' }));
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(dialog).findByRole('alert')).toHaveAttribute('data-error-type', 'network_unreachable');
  },
};

/** A real section's step-up: removing an address from a session of an emailed code, when the user also has a phone. */
function StepUpDemo() {
  const emails = useEmailAddresses();
  const removable = emails.emails.find((row) => !row.signsIn);
  const asked = useRef(false);
  useEffect(() => {
    if (emails.status === 'list' && removable && !asked.current) {
      asked.current = true;
      emails.remove(removable.emailId);
    }
    if (emails.status === 'confirmingRemoval') emails.confirmRemove();
  }, [emails, removable]);
  return (
    <AccountSection name="emailAddresses" title="Email addresses">
      {emails.status === 'steppingUp' ? (
        <SectionStepUp view={emails} />
      ) : (
        <p data-slot="story-status" data-return-focus="" tabIndex={-1}>
          {emails.status}
        </p>
      )}
    </AccountSection>
  );
}

export const StepUp: Story = {
  render: () => {
    const user = fakeAccountUser({
      emails: [
        { emailId: 'email-test-1', email: 'ada@example.com', verified: true },
        { emailId: 'email-test-2', email: 'ada@work.example', verified: true },
      ],
    });
    return (
      <StoryFrame client={createFakeAuthClient({ user, sessionFactors: ['otp'] })} styles={PAGE}>
        <StepUpDemo />
      </StoryFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The reason, announced (a status), then the MFA screens on the section's step-up: a code
    // texted to the user's phone, whose field takes the focus when it arrives (the reason has it
    // until then), so the code can be typed at once.
    await expect(await canvas.findByText('For your security, confirm it is you before making this change.')).toBeVisible();
    await expect(await canvas.findByText(sentence(/•••• 0100/))).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('One-time passcode')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('list')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('list')).toHaveFocus());
  },
};

/** In a widget with `enableShadowDOM`: the dialog renders inside the shadow root, with the widget's styles. */
export const ConfirmInShadowRoot: Story = {
  render: () => (
    <StyleRoot shadow>
      <ConfirmDemo />
    </StyleRoot>
  ),
  play: async ({ canvasElement }) => {
    const shadow = canvasElement.querySelector('[data-slot="shadow-host"]')!.shadowRoot!;
    const inside = within(shadow as unknown as HTMLElement);
    const remove = await inside.findByRole('button', { name: 'Remove ada@work.example' });
    await userEvent.click(remove);
    const dialog = await inside.findByRole('alertdialog', { name: 'Remove ada@work.example?' });
    await expect(getComputedStyle(dialog).position).toBe('static');
    await expect(getComputedStyle(dialog.parentElement!).position).toBe('fixed');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(shadow.activeElement).toBe(remove));
  },
};
