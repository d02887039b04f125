// Small helpers shared by the test scripts: run a command with inherited output, read JSON reports.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Passed/failed counts of a vitest JSON report (numPassedTests…) or a Playwright one (stats). */
export function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats)
    return {
      passed: report.stats.expected ?? 0,
      failed: (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0),
    };
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numTodoTests ?? 0),
  };
}
