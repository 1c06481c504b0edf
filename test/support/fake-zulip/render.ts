import { createHash } from 'node:crypto';
import type { Json } from './answers.js';
import type { FakeState } from './state.js';
import type { FakeMessage, FakeUser } from './types.js';

export const REALM_STR = 'fake';
export const DATE_JOINED = '2024-01-15T09:00:00.000000+00:00';

export function avatarUrl(user: FakeUser): string {
  const hash = createHash('md5').update(user.email.toLowerCase()).digest('hex');
  return `https://secure.gravatar.com/avatar/${hash}?d=identicon&version=1`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Raw Markdown when apply_markdown is false; otherwise a crude stand-in for Zulip's rendered HTML. */
export function renderContent(content: string, markdown: boolean): { content: string; content_type: string } {
  if (!markdown) return { content, content_type: 'text/x-markdown' };
  const html = content
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
  return { content: html, content_type: 'text/html' };
}

const WILDCARDS = new Set(['all', 'everyone', 'stream', 'channel', 'topic']);

/** Mentions in a message: user ids named with @**Name** / @**Name|id**, and whether a wildcard was used. Silent @_** mentions don't count. */
export function mentionsIn(state: FakeState, content: string): { userIds: Set<number>; wildcard: boolean } {
  const userIds = new Set<number>();
  let wildcard = false;
  for (const match of content.matchAll(/(?<!_)@\*\*([^*|]*)(?:\|(\d+))?\*\*/g)) {
    const name = (match[1] ?? '').trim().toLowerCase();
    if (match[2] !== undefined) {
      const user = state.user(Number(match[2]));
      if (user) userIds.add(user.id);
    } else if (WILDCARDS.has(name)) {
      wildcard = true;
    } else {
      for (const user of state.users) if (user.fullName.toLowerCase() === name) userIds.add(user.id);
    }
  }
  return { userIds, wildcard };
}

/** Per-user message flags: "read" on own messages, "mentioned" / "wildcard_mentioned". */
export function flagsFor(state: FakeState, m: FakeMessage, userId: number): string[] {
  const flags: string[] = [];
  if (m.senderId === userId) flags.push('read');
  const mentions = mentionsIn(state, m.content);
  if (mentions.userIds.has(userId)) flags.push('mentioned');
  if (mentions.wildcard && m.type === 'stream') flags.push('wildcard_mentioned');
  return flags;
}

export function isMentioned(state: FakeState, m: FakeMessage, userId: number): boolean {
  const mentions = mentionsIn(state, m.content);
  return mentions.userIds.has(userId) || (mentions.wildcard && m.type === 'stream');
}

function displayRecipient(state: FakeState, m: FakeMessage): string | Json[] {
  if (m.type === 'stream') return state.stream(m.streamId ?? -1)?.name ?? '';
  return m.recipientIds
    .map((id) => state.user(id))
    .filter((u): u is FakeUser => u !== undefined)
    .map((u) => ({ id: u.id, email: u.email, full_name: u.fullName, is_mirror_dummy: false }));
}

/**
 * A message object as in events-message-event-*.json and get-messages-response.json (without `flags`).
 * Every fake user "uses Gravatar", so with client_gravatar avatar_url is null, as Zulip answers.
 */
export function apiMessage(state: FakeState, m: FakeMessage, markdown: boolean, clientGravatar: boolean): Json {
  const sender = state.user(m.senderId);
  return {
    id: m.id,
    sender_id: m.senderId,
    sender_email: sender?.email ?? '',
    sender_full_name: sender?.fullName ?? '',
    sender_realm_str: REALM_STR,
    ...renderContent(m.content, markdown),
    display_recipient: displayRecipient(state, m),
    recipient_id: state.recipientId(m),
    timestamp: m.timestamp,
    client: state.clients.get(m.id) ?? 'website',
    avatar_url: sender && !clientGravatar ? avatarUrl(sender) : null,
    topic_links: [],
    subject: m.type === 'stream' ? (m.topic ?? '') : '',
    ...(m.type === 'stream' ? { stream_id: m.streamId } : {}),
    type: m.type,
    is_me_message: m.content.startsWith('/me '),
    reactions: m.reactions.map((r) => {
      const meta = state.reactionMetaOf(r);
      const user = state.user(r.userId);
      return {
        emoji_name: r.emojiName,
        emoji_code: meta.emojiCode,
        reaction_type: meta.reactionType,
        user_id: r.userId,
        user: { id: r.userId, email: user?.email ?? '', full_name: user?.fullName ?? '', is_mirror_dummy: false },
      };
    }),
    submessages: [],
  };
}

/** A user as in get-user-response.json's `user`; a bot is owned by the first human user. */
export function apiUser(state: FakeState, user: FakeUser, clientGravatar = false): Json {
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.fullName,
    delivery_email: user.deliveryEmail ?? null,
    date_joined: DATE_JOINED,
    is_active: true,
    is_owner: false,
    is_admin: false,
    is_guest: false,
    role: 400,
    is_bot: user.isBot ?? false,
    bot_type: user.isBot ? 1 : null,
    ...(user.isBot ? { bot_owner_id: state.users.find((u) => !u.isBot)?.id ?? null } : {}),
    timezone: '',
    avatar_url: clientGravatar ? null : avatarUrl(user),
    avatar_version: 1,
    profile_data: {},
    ...user.apiExtra,
  };
}

/** The fields of users-me-response.json (own delivery email is always visible). */
export function apiOwnUser(state: FakeState, user: FakeUser): Json {
  const maxId = state.messages.filter((m) => state.canSee(m, user.id)).reduce((max, m) => Math.max(max, m.id), -1);
  return { ...apiUser(state, user), delivery_email: user.deliveryEmail ?? user.email, max_message_id: maxId };
}

export function apiSubscription(state: FakeState, streamId: number): Json {
  const stream = state.stream(streamId);
  return {
    stream_id: streamId,
    name: stream?.name ?? '',
    description: '',
    rendered_description: '',
    invite_only: false,
    is_web_public: false,
    is_muted: false,
    in_home_view: true,
    pin_to_top: false,
    color: '#76ce90',
    desktop_notifications: null,
    audible_notifications: null,
    push_notifications: null,
    email_notifications: null,
    wildcard_mentions_notify: null,
    subscribers: [...(stream?.subscribers ?? [])],
    date_created: 1_705_309_200,
    history_public_to_subscribers: true,
    first_message_id: state.messages.find((m) => m.streamId === streamId)?.id ?? null,
    stream_post_policy: 1,
    message_retention_days: null,
    is_announcement_only: false,
    stream_weekly_traffic: null,
    email_address: '',
  };
}
