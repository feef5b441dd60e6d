import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20000,
    // Both cores: Vitest leaves one free by default, which doubles the run on a two-core machine.
    maxWorkers: 2,
  },
});
