// Runs in every spec file: the last state of each watched page is checked by axe too
// (fixtures/axe.ts checks on goto and close; this catches the pages a test leaves open).
import { afterEach } from 'vitest';
import { checkOpenPages } from '../fixtures/axe';

afterEach(async () => {
  await checkOpenPages();
});
