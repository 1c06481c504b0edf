/** A fake Zulip server for tests: see server.ts, and ../../fake-zulip/*.test.ts for usage. */
export { FakeZulip } from './server.js';
export type { FakeMessage, FakeReaction, FakeStream, FakeUpload, FakeUser, FakeZulipOptions, RecordedRequest } from './types.js';
