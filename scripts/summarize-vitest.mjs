// Prints Vitest's JSON results as one plain closing line: "label: N passed, N failed".
import { readFileSync } from 'node:fs';

const [file, label] = process.argv.slice(2);
const results = JSON.parse(readFileSync(file, 'utf8'));
const skipped = results.numPendingTests + results.numTodoTests;
const tail = skipped > 0 ? `, ${skipped} skipped` : '';
console.log(`${label}: ${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}`);
if (results.numTotalTests === 0 || results.numFailedTests > 0) process.exit(1);
