export { ptBR as catalog } from '@portico/ui';
