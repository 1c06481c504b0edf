import type { Answer } from './answers.js';
import type { Params, UploadedFile } from './body.js';
import type { FakeState } from './state.js';
import type { FakeUser } from './types.js';

/** What an endpoint handler gets for one authenticated request. */
export interface Ctx {
  state: FakeState;
  user: FakeUser;
  params: Params;
  /** Captures of the route's path pattern. */
  pathParams: string[];
  /** Aborts when the client goes away (or the server restarts/closes). */
  signal: AbortSignal;
  userAgent: string | undefined;
  /** File parts of a multipart body. */
  files: UploadedFile[];
}

/** undefined: the client went away, answer nothing. */
export type Handler = (ctx: Ctx) => Answer | undefined | Promise<Answer | undefined>;
