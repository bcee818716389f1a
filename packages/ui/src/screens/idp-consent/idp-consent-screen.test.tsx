import { createFakeAuthClient, fakeIdpAuthorizeStart, fakeUser } from '@portico/core/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdentityProviderWidget } from '../../widgets/identity-provider-widget/identity-provider-widget';

const RLO = '\u202e';
const PDI = '\u2069';
const AUTHORIZE = '?client_id=client-test-1&redirect_uri=https%3A%2F%2Fclient.test%2Fcallback&response_type=code&scope=openid%20email';

/** The consent for a Connected App named `clientName`, in project 'Acme' (the fake's bootstrap). */
async function consentTitle(clientName: string) {
  const client = createFakeAuthClient({
    user: fakeUser(),
    script: { 'idp.authorizeStart': fakeIdpAuthorizeStart({ client: { clientId: 'client-test-1', clientName } }) },
  });
  render(<IdentityProviderWidget client={client} search={AUTHORIZE} />);
  return screen.findByRole('heading', { name: /^Sign in to/ });
}

/** The heading's pieces in logical order: text, and each `<bdi>` (the isolated values) with its text. */
function pieces(heading: HTMLElement): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child instanceof HTMLElement && child.tagName === 'BDI') out.push(`<bdi>${child.textContent}</bdi>`);
      else if (child.nodeType === Node.TEXT_NODE) out.push(child.textContent ?? '');
      else walk(child);
    }
  };
  walk(heading);
  return out;
}

describe("the consent's title with a hostile client name", () => {
  it("a right-to-left override in the client's name stays inside the name's <bdi>: the sentence around it keeps its order", async () => {
    const name = `${RLO}ppA liveE`;
    const title = await consentTitle(name);
    // What is read, and copied: the sentence as written, the name in its place, no control characters added.
    expect(title).toHaveTextContent(`Sign in to ${name} with Acme`, { normalizeWhitespace: false });
    expect(title).toHaveAccessibleName(`Sign in to ${name} with Acme`);
    // The override is the name's own: its isolate ends before ' with ', and the project's name is isolated too.
    expect(pieces(title)).toEqual(['Sign in to ', `<bdi>${name}</bdi>`, ' with ', '<bdi>Acme</bdi>']);
    // The name is the bold part.
    expect(title.querySelector('bdi strong')).toHaveTextContent(name, { normalizeWhitespace: false });
  });

  it('a PDI in the name, which would close its isolate early and let an override after it turn the rest, is dropped', async () => {
    const title = await consentTitle(`Evil${PDI}${RLO}ppA`);
    expect(pieces(title)).toEqual(['Sign in to ', `<bdi>Evil${RLO}ppA</bdi>`, ' with ', '<bdi>Acme</bdi>']);
  });
});
