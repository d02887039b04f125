/**
 * The app loads each screen, and a few widgets, on demand (`lazy`). In a test the first import of
 * such a module compiles it, which takes seconds on a busy machine while the test waits for the
 * screen. Importing every module of app/ and features/ before the file's tests start (a top-level
 * await: no test's clock runs meanwhile) makes each lazy import resolve at once, so no test's
 * outcome depends on how fast the machine compiles.
 */
const modules = import.meta.glob([
  '../app/**/*.{ts,tsx}',
  '../features/**/*.{ts,tsx}',
  '../components/terms-dialog.tsx',
  '!**/*.test.{ts,tsx}',
]);

await Promise.all(Object.values(modules).map((load) => load()));
