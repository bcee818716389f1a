export { es as catalog } from '@portico/ui';
