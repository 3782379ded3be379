// The browser tests that passed only on their retry, from Playwright's JSON reports (both
// configs write one in CI): printed at the end of .ci/run, so a flaky test is seen in the run
// it flaked in, not only when it fails twice. Usage: node .ci/flaky.mjs <report.json>...
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** Every test of a suite tree, with the titles that lead to it. */
function* testsOf(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), line: `${spec.file}:${spec.line}`, test };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, here);
}

const flaky = [];
const read = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  read.push(file);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.suites ?? []) {
    for (const { title, line, test } of testsOf(suite)) {
      if (test.status !== 'flaky') continue;
      const failures = test.results
        .filter((result) => result.status !== 'passed' && result.status !== 'skipped')
        .map((result) => stripVTControlCharacters(result.error?.message ?? result.status).split('\n')[0]);
      flaky.push(`  ${line} › ${title}\n      first try: ${failures.join(' / ')}`);
    }
  }
}

if (!read.length) {
  console.log('\n== Flaky tests: no browser test report was written');
} else if (!flaky.length) {
  console.log('\n== Flaky tests (passed only on retry): none');
} else {
  console.log(`\n== Flaky tests (passed only on retry): ${flaky.length}`);
  console.log(flaky.join('\n'));
}
