// The app's second page (elements.html): <portico-login> from @portico/elements on a non-React
// page, as docs/web-components.md says: the element, its JSON attributes, the host's events on the document.
import '@portico/elements';
import { DEFAULT_PUBLIC_TOKEN, emulatorClientOptions } from '@portico/emulator/client-options';

const login = document.createElement('portico-login');
login.setAttribute('public-token', DEFAULT_PUBLIC_TOKEN);
login.setAttribute('client-options', JSON.stringify(emulatorClientOptions(import.meta.env.VITE_EMULATOR_URL)));
login.setAttribute('config', JSON.stringify({ products: ['otp'], otpOptions: { methods: ['email'] } }));
document.body.append(login);

const events: string[] = [];
document.addEventListener('portico-event', (event) => {
  events.push((event as CustomEvent<{ type: string }>).detail.type);
  const shown = document.querySelector('[data-testid="events"]');
  if (shown) shown.textContent = events.join(' ');
});
