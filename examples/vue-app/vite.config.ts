import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    vue({
      // <portico-*> are custom elements (from @portico/elements), not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('portico-') } },
    }),
  ],
});
