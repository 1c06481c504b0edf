import { validateDetailed } from 'node-cron';
import { z } from 'zod';
import { isKnownTimeZone } from '../time/hub-date.js';

/**
 * frontdesk's configuration (docs/configuration.md). Every level is strict:
 * an unknown key such as `digest.shedule` is an error, never silently ignored.
 * Every leaf is also settable from the environment under a name derived from
 * its path (src/config/leaves.ts); `.meta({ secret: true })` marks a value
 * never shown (errors, `check`).
 */
const httpUrl = z
  .string()
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), { message: 'expected an http(s) URL such as "https://zulip.example.org"' });

export const timeZoneSchema = z
  .string()
  .refine(isKnownTimeZone, { message: 'expected an IANA time zone such as "America/New_York"' });

export const cronSchema = z.string().superRefine((value, ctx) => {
  const check = validateDetailed(value);
  const fields = value.trim().split(/\s+/).length;
  if (!check.valid || fields < 5 || fields > 6) {
    const detail = check.errors.map((e) => e.message).join('; ');
    ctx.addIssue({ code: 'custom', message: `expected a cron expression like "30 17 * * 1-5" (minute hour day month weekday)${detail ? `: ${detail}` : ''}` });
  }
});

export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

export const configSchema = z
  .strictObject({
    zulip: z
      .strictObject({
        site: httpUrl.optional(),
        email: z.string().min(3).optional(),
        apiKey: z.string().min(1).meta({ secret: true }).optional(),
        zuliprc: z.string().min(1).optional(),
        /** Outgoing messages and reactions per minute; Zulip's default limit is 200 API requests a minute for everything. */
        sendsPerMinute: z.int().positive().max(100_000).default(120),
        sendBurst: z.int().positive().max(10_000).default(10),
        /** Every request to Zulip (polls, sends, reactions, lookups, catch-up pages): Zulip allows 200 a minute per user; 180 keeps headroom. */
        requestsPerMinute: z.int().positive().max(100_000).default(180),
        /** Where the last handled message is recorded, so the next process answers what this one left, exactly once. */
        stateFile: z.string().min(1).optional(),
        /** A site that does not resolve at start is retried this long (DNS may come up late at boot), then it is fatal. */
        unresolvedGiveUpSeconds: z.int().positive().max(86_400).default(300),
        /** Claim each command with this reaction before answering, so two processes by mistake answer it once; "" turns claims off. */
        claimEmoji: z.string().max(60).default('eyes'),
      })
      .prefault({}),
    directory: z
      .strictObject({
        baseUrl: httpUrl.optional(),
        token: z.string().min(1).meta({ secret: true }).optional(),
        index: z.boolean().default(true),
        timeoutMs: z.int().positive().max(300_000).default(10_000),
      })
      .prefault({}),
    hub: z.strictObject({ timezone: timeZoneSchema.default('America/New_York') }).prefault({}),
    digest: z
      .strictObject({
        enabled: z.boolean().default(true),
        schedule: cronSchema.default('30 17 * * 1-5'),
        stream: z.string().min(1).optional(),
        // Zulip cuts topics at 60 characters; a longer one could never be found again to check for an earlier digest.
        topic: z.string().min(1).max(60).default('hub attendance'),
        day: z.enum(['today', 'yesterday']).default('today'),
        skipEmpty: z.boolean().default(true),
        catchUpMinutes: z.int().nonnegative().max(24 * 60).default(120),
        /** A random wait (up to this) before a run looks for an earlier post, so two processes rarely race. */
        jitterSeconds: z.number().nonnegative().max(300).default(5),
        /** The weekday whose digest carries the week's picture (the week against the four before), or false for none. */
        weeklyChart: z.union([z.literal(false), z.enum(WEEKDAY_NAMES)]).default('friday'),
      })
      .prefault({}),
    reports: z
      .strictObject({
        /** The staff report's stream (a private one); no stream, no report. */
        stream: z.string().min(1).optional(),
        topic: z.string().min(1).max(60).default('weekly hub report'),
        /** When the report on the last full week (Monday to Sunday) is posted, in hub time. */
        schedule: cronSchema.default('0 9 * * 1'),
        catchUpMinutes: z.int().nonnegative().max(7 * 24 * 60).default(24 * 60),
      })
      .prefault({}),
    health: z
      .strictObject({
        /** The operator listener (/livez, /readyz, /metrics); off unless set (or PORT is). 0 picks a free port (it is logged). */
        port: z.int().min(0).max(65_535).optional(),
        /** Where it listens: loopback by default; 0.0.0.0 for a scraper on another host. */
        host: z.string().min(1).default('127.0.0.1'),
        /** A heartbeat URL (cron-monitoring services) fetched every minute while the bot polls and the directory answers. */
        // A capability URL: whoever has it can report the bot alive.
        pingUrl: httpUrl.meta({ secret: true }).optional(),
      })
      .prefault({}),
    alerts: z
      .strictObject({
        /** Where alerts go; unset: a direct message to the admins. */
        stream: z.string().min(1).optional(),
        topic: z.string().min(1).max(60).default('frontdesk alerts'),
      })
      .prefault({}),
    /** Check-ins by emoji reaction (issue 14): all off unless `stream` is set. */
    checkins: z
      .strictObject({
        stream: z.string().min(1).optional(),
        // Like the digest's: a longer topic could never be found again to check for an earlier post.
        topic: z.string().min(1).max(60).default('check-ins'),
        /** The morning post, in hub time. */
        schedule: cronSchema.default('0 8 * * 1-5'),
        /** The week post (one reaction per weekday), in hub time; false for none. */
        weekSchedule: z.union([cronSchema, z.literal(false)]).default('0 8 * * 1'),
        confirm: z.enum(['none', 'dm']).default('none'),
        /** A post missed while the bot was down is still posted on start within this many minutes. */
        catchUpMinutes: z.int().nonnegative().max(24 * 60).default(240),
        jitterSeconds: z.number().nonnegative().max(300).default(5),
      })
      .prefault({}),
    admins: z.array(z.int().positive()).default([]),
    /** Floods on Zulip (the shell has no limits): see docs/operations.md, "Abuse limits". 0 turns a limit off. */
    limits: z
      .strictObject({
        commandsPerMember: z.int().nonnegative().max(100_000).default(6),
        memberWindowSeconds: z.int().positive().max(3_600).default(30),
        repliesPerConversationPerMinute: z.int().nonnegative().max(100_000).default(30),
      })
      .prefault({}),
    // ---- Arrivals, follows, routines and privacy (issue 26) ----
    /** The visit watcher: lists today's visits once an interval; arrival alerts and reminders run on its ticks. */
    watcher: z
      .strictObject({ enabled: z.boolean().default(true), intervalSeconds: z.int().min(1).max(3_600).default(60) })
      .prefault({}),
    /** Routine reminders, in hub time: the evening before a routine day, or that morning (the member's choice). */
    reminders: z
      .strictObject({ eveningHour: z.int().min(0).max(23).default(18), morningHour: z.int().min(0).max(23).default(8) })
      .prefault({}),
    /** Arrival alerts: one DM per follower per `coalesceMinutes` at most; none in quiet hours (hub time, held until they end). */
    follows: z
      .strictObject({
        coalesceMinutes: z.number().min(0).max(60).default(3),
        quietHours: z.union([z.literal(false), z.strictObject({ from: z.int().min(0).max(23), to: z.int().min(0).max(23) })]).default({ from: 22, to: 7 }),
      })
      .prefault({}),
    log: z
      .strictObject({ level: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info') })
      .prefault({}),
  })
  .prefault({});

export type Config = z.output<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;
