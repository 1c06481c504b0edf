import { afterEach } from 'vitest';
import { runAfterEachTest } from './after-each-test.js';
import './property-seed.js';

// A setup file runs before each test file, whether or not files share their modules: every file gets the hook.
afterEach(runAfterEachTest);
