// Reading the runners' JSON results.

/** Playwright tests that failed and then passed on a retry, as `file › title`. */
export function flakyPlaywrightTests(json) {
  const names = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'flaky')) names.push(`${spec.file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of json.suites ?? []) visit(suite);
  return names;
}
