/**
 * The tests the mutation run (npm run mutate, stryker.config.json) runs against each mutant: the
 * domain layer's own tests alone, so a run over the domain modules stays a few minutes. Stryker's
 * Vitest runner sets the pool and the workers itself.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/renderer/domain/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
  },
});
