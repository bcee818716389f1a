// Registers <portico-login> and the other elements before the app mounts, so Vue finds their
// properties and sets objects (config, client-options) as properties, not attributes.
import '@portico/elements';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
