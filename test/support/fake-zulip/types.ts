/** Public types of the fake Zulip server (re-exported by `index.ts`). */

export interface FakeUser {
  id: number;
  email: string;
  fullName: string;
  apiKey: string;
  isBot?: boolean;
  /**
   * What `delivery_email` reports to others: undefined or null hides it (as for non-admins in real Zulip).
   * With hidden emails (`email_address_visibility`), `email` is Zulip's placeholder, `user<ID>@<realm host>`.
   */
  deliveryEmail?: string | null;
  /** Fields that replace or join the user's API payload (GET /users, /users/{id}): odd profile data, say. */
  apiExtra?: Record<string, unknown>;
}

export interface FakeStream {
  id: number;
  name: string;
  subscribers: number[];
  /**
   * Who may post (the channel's `can_send_message_group` of Zulip 10+, e.g. "admins only"); absent: everyone.
   * Anyone else's post is refused as Zulip refuses it: 400 BAD_REQUEST "You do not have permission to post in this channel."
   */
  posters?: number[] | undefined;
}

export interface FakeZulipOptions {
  users: FakeUser[];
  streams?: FakeStream[];
  /** How long GET /events blocks with no events before answering a heartbeat event (default 60_000). */
  heartbeatMs?: number;
  /** Reported by /register as `event_queue_longpoll_timeout_seconds` (default 90). */
  longpollTimeoutSeconds?: number;
  /** Default 10000, reported by /register as `max_message_length`. */
  maxMessageLength?: number;
  /** Default 60. */
  maxTopicLength?: number;
  /** Default 1000; message ids increase by 1. */
  firstMessageId?: number;
  /**
   * How POST /user_uploads names the file's path: `url` (Zulip 9.0+, feature
   * level 272, with `uri` kept as a deprecated copy), or `uri` alone (older servers). Default `url`.
   */
  uploadAnswer?: 'url' | 'uri';
  /** Largest upload accepted, in MiB (the realm's max_file_upload_size_mib; default 25). */
  maxUploadMiB?: number;
  /** zulip_feature_level (default 400, Zulip 11): from 481 (Zulip 12.0) POST /register takes idle_queue_timeout. */
  featureLevel?: number;
  /** The server's clock in ms (default the test clock, test/support/test-clock.ts): how long a queue has been idle is measured on it, and messages are stamped with it. */
  now?: () => number;
  /** Enforce Zulip's per-user rate limit (429 with retry-after), long-polls in a bucket of their own; off by default. */
  rateLimit?: { perMinute: number };
  /** The bot storage limit per bot, in characters (Zulip's USER_STATE_SIZE_LIMIT, a server setting; default 10,000,000). */
  botStorageLimit?: number;
}

export interface FakeUpload {
  /** "/user_uploads/2/ab/<random>/<name>": what the answer carried and what messages link. */
  path: string;
  userId: number;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  /** Full path, e.g. '/api/v1/messages'. */
  path: string;
  query: Record<string, string>;
  /** Parsed body fields (multipart or urlencoded), {} if none. */
  form: Record<string, string>;
  /** Authenticated user, null if auth failed. */
  userId: number | null;
  /** Date.now() when the request arrived. */
  at: number;
  /** performance.now() of this process when the request arrived, and how long answering it took (ms). */
  startedHr: number;
  durationMs: number;
  /** Status answered (0 if the client went away / never answered). */
  status: number;
  userAgent: string | undefined;
  contentType: string | undefined;
  /** File parts of a multipart body (their bytes are in `FakeZulip.uploads`). */
  files?: Array<{ field: string; filename: string; contentType: string; size: number }>;
}

export interface FakeReaction {
  emojiName: string;
  userId: number;
}

export interface FakeMessage {
  id: number;
  type: 'stream' | 'private';
  senderId: number;
  content: string;
  /** Stream messages only. */
  streamId?: number;
  /** Stream messages only. */
  topic?: string;
  /** Private: every participant incl. sender; stream: subscribers at send time. */
  recipientIds: number[];
  /** Unix seconds. */
  timestamp: number;
  reactions: FakeReaction[];
  /** performance.now() when a GET /events answer first carried this message to each user. */
  deliveredHr?: Map<number, number>;
}
