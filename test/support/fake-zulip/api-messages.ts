import { ApiFailure, badRequest, failure, invalidMessage, missingArgument, success, type Answer } from './answers.js';
import type { Ctx } from './context.js';
import { compileNarrow, parseNarrow } from './narrow.js';
import { apiMessage, flagsFor } from './render.js';
import { emojiCodeFor, isKnownEmojiCode, type FakeState } from './state.js';
import type { FakeMessage, FakeStream } from './types.js';

/** What Zulip uses as the "newest" anchor, and answers as `anchor`. */
const LARGER_THAN_MAX_MESSAGE_ID = 10_000_000_000_000_000;

function parseLoose(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Zulip's truncate_content: cut to `max` code points, ending with `suffix`. */
function truncate(text: string, max: number, suffix: string): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max - suffix.length).join('') + suffix;
}

/** The client name Zulip derives from the User-Agent ("ZulipJS/1.0" → "ZulipJS"). */
function clientName(userAgent: string | undefined): string {
  const name = /^[^\s/]+/.exec(userAgent ?? '')?.[0];
  return name ?? 'API';
}

function targetStream(state: FakeState, to: string): FakeStream {
  let ref = parseLoose(to);
  if (Array.isArray(ref) && ref.length === 1) ref = ref[0] as unknown;
  if (typeof ref === 'number') {
    const stream = state.stream(ref);
    if (!stream) {
      throw new ApiFailure(failure(400, 'STREAM_DOES_NOT_EXIST', `Channel with ID '${ref}' does not exist`, { stream_id: ref }));
    }
    return stream;
  }
  if (typeof ref !== 'string') throw new ApiFailure(badRequest('Invalid channel'));
  const stream = state.streamByName(ref);
  if (!stream) throw new ApiFailure(failure(400, 'STREAM_DOES_NOT_EXIST', `Channel '${ref}' does not exist`, { stream: ref }));
  return stream;
}

function dmRecipients(state: FakeState, to: string): number[] {
  const parsed = parseLoose(to);
  const refs: unknown[] = Array.isArray(parsed)
    ? (parsed as unknown[])
    : typeof parsed === 'string'
      ? parsed.split(',').map((s) => s.trim()).filter(Boolean)
      : [parsed];
  if (refs.length === 0) throw new ApiFailure(badRequest('Message must have recipients'));
  return refs.map((ref) => {
    const user = state.userByRef(ref);
    if (user) return user.id;
    if (typeof ref === 'number' || (typeof ref === 'string' && /^\d+$/.test(ref))) {
      throw new ApiFailure(badRequest(`Invalid user ID ${String(ref)}`));
    }
    throw new ApiFailure(badRequest(`Invalid email '${String(ref)}'`));
  });
}

/** POST /messages */
export function sendMessage({ state, user, params, userAgent }: Ctx): Answer {
  const type = params.required('type');
  if (!['stream', 'channel', 'private', 'direct'].includes(type)) throw new ApiFailure(badRequest('Invalid message type'));
  const to = params.required('to');
  const rawContent = params.required('content');
  const trimmed = rawContent.replace(/\s+$/u, '').replace(/^\n+/, '');
  if (trimmed === '') return badRequest('Message must not be empty');
  const content = truncate(trimmed, state.limits.maxMessageLength, '\n[message truncated]');
  const client = clientName(userAgent);
  if (type === 'stream' || type === 'channel') {
    const stream = targetStream(state, to);
    if (stream.posters && !stream.posters.includes(user.id)) return badRequest('You do not have permission to post in this channel.');
    const rawTopic = params.optional('topic') ?? params.optional('subject');
    if (rawTopic === undefined) return badRequest('Missing topic');
    const topic = truncate(rawTopic.trim() === '(no topic)' ? '' : rawTopic.trim(), state.limits.maxTopicLength, '...');
    const message = state.send({ type: 'stream', senderId: user.id, streamId: stream.id, topic, content, client });
    return success({ id: message.id });
  }
  const message = state.send({ type: 'private', senderId: user.id, recipientIds: dmRecipients(state, to), content, client });
  return success({ id: message.id });
}

function resolveAnchor(raw: string, matching: FakeMessage[], userId: number): { anchor: number; left: boolean; right: boolean } {
  if (raw === 'newest') return { anchor: LARGER_THAN_MAX_MESSAGE_ID, left: false, right: true };
  if (raw === 'oldest') return { anchor: 0, left: true, right: false };
  if (raw === 'first_unread') {
    // Nothing is ever marked read here, except one's own messages.
    const unread = matching.find((m) => m.senderId !== userId);
    return unread ? { anchor: unread.id, left: false, right: false } : { anchor: LARGER_THAN_MAX_MESSAGE_ID, left: false, right: true };
  }
  if (!/^\d+$/.test(raw)) throw new ApiFailure(badRequest(`Invalid anchor`));
  return { anchor: Number(raw), left: false, right: false };
}

/** GET /messages, following Zulip's anchor/num_before/num_after semantics (post_process_limited_query). */
export function getMessages({ state, user, params }: Ctx): Answer {
  const anchorRaw = params.required('anchor');
  const numBefore = params.int('num_before');
  const numAfter = params.int('num_after');
  if (numBefore === undefined) return missingArgument('num_before');
  if (numAfter === undefined) return missingArgument('num_after');
  if (numBefore < 0 || numAfter < 0) return badRequest('num_before and num_after must be non-negative');
  const includeAnchor = params.bool('include_anchor', true);
  const markdown = params.bool('apply_markdown', true);
  const clientGravatar = params.bool('client_gravatar', true);
  const matches = compileNarrow(state, parseNarrow(params.json('narrow')), user.id);
  const matching = state.messages.filter((m) => state.canSee(m, user.id) && matches(m)).sort((a, b) => a.id - b.id);
  const { anchor, left, right } = resolveAnchor(anchorRaw, matching, user.id);

  let before = matching.filter((m) => m.id < anchor);
  before = numBefore > 0 ? before.slice(-numBefore) : [];
  const anchorRows = includeAnchor && !right ? matching.filter((m) => m.id === anchor) : [];
  const after = right ? [] : matching.filter((m) => m.id > anchor).slice(0, numAfter);
  const rows = [...before, ...anchorRows, ...after];
  return success({
    anchor,
    found_newest: right || after.length < numAfter,
    found_oldest: left || before.length < numBefore,
    found_anchor: anchorRows.length === 1,
    history_limited: false,
    messages: rows.map((m) => ({ ...apiMessage(state, m, markdown, clientGravatar), flags: flagsFor(state, m, user.id) })),
  });
}

function reactionTarget({ state, user, pathParams }: Ctx): FakeMessage {
  const id = Number(pathParams[0]);
  const message = state.message(id);
  if (!message || !state.canSee(message, user.id)) throw new ApiFailure(invalidMessage());
  return message;
}

/** POST /messages/{id}/reactions */
export function addReaction(ctx: Ctx): Answer {
  const message = reactionTarget(ctx);
  const emojiName = ctx.params.required('emoji_name');
  const reactionType = ctx.params.optional('reaction_type') ?? 'unicode_emoji';
  const givenCode = ctx.params.optional('emoji_code');
  // Zulip's emoji_name_to_emoji_code / check_emoji_request: an unknown name, or a code that is no emoji, is refused.
  if (givenCode !== undefined && !isKnownEmojiCode(givenCode)) return badRequest('Invalid emoji code');
  const emojiCode = givenCode ?? emojiCodeFor(emojiName);
  if (emojiCode === undefined) return badRequest(`Emoji '${emojiName}' does not exist`);
  const exists = message.reactions.some(
    (r) => r.userId === ctx.user.id && (r.emojiName === emojiName || ctx.state.reactionMetaOf(r).emojiCode === emojiCode),
  );
  if (exists) return failure(400, 'REACTION_ALREADY_EXISTS', 'Reaction already exists.');
  ctx.state.addReaction(message, { emojiName, userId: ctx.user.id }, { emojiCode, reactionType });
  return success();
}

/** DELETE /messages/{id}/reactions */
export function removeReaction(ctx: Ctx): Answer {
  const message = reactionTarget(ctx);
  const emojiName = ctx.params.optional('emoji_name');
  const emojiCode = ctx.params.optional('emoji_code');
  if (emojiName === undefined && emojiCode === undefined) return badRequest('At least one of the following arguments must be present: emoji_name, emoji_code');
  const reaction = message.reactions.find(
    (r) =>
      r.userId === ctx.user.id &&
      (emojiName !== undefined ? r.emojiName === emojiName : ctx.state.reactionMetaOf(r).emojiCode === emojiCode),
  );
  if (!reaction) return failure(400, 'REACTION_DOES_NOT_EXIST', "Reaction doesn't exist.");
  ctx.state.removeReaction(message, reaction);
  return success();
}

/** GET /messages/{id}: one message, with its current reactions (get-message). */
export function getMessage({ state, user, params, pathParams }: Ctx): Answer {
  const message = state.message(Number(pathParams[0]));
  if (!message || !state.canSee(message, user.id)) return invalidMessage();
  const markdown = params.bool('apply_markdown', true);
  return success({
    raw_content: message.content,
    message: { ...apiMessage(state, message, markdown, true), flags: flagsFor(state, message, user.id) },
  });
}

/** DELETE /messages/{id}: a user may delete their own messages (the realm's default policy for bots here). */
export function deleteMessage(ctx: Ctx): Answer {
  const message = ctx.state.message(Number(ctx.pathParams[0]));
  if (!message || !ctx.state.canSee(message, ctx.user.id)) return invalidMessage();
  if (message.senderId !== ctx.user.id) return badRequest("You don't have permission to delete this message");
  ctx.state.deleteMessage(message.id);
  return success();
}
