import { mountLogin, type AuthEvent, type LoginConfig } from '@portico/elements';

const login = document.querySelector('portico-login')!;
const config: LoginConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
login.config = config;
login.clientOptions = { endpoints: {} };
login.addEventListener('portico-event', (event) => {
  const type: AuthEvent['type'] = event.detail.type;
  console.log(type);
});
document.addEventListener('portico-error', (event) => console.log(event.detail.type));
// @ts-expect-error: config is a LoginConfig
login.config = 42;
// @ts-expect-error: an unknown product
mountLogin({ elementId: 'login', publicToken: 'public-token-test', config: { products: ['carrier-pigeon'] } });
