import { Pictures } from '../../src/charts/picture.js';

/** One renderer for the tests of a worker, as a bot process has one: each renderer process costs a second of CPU to start. */
export const testPictures = new Pictures();
