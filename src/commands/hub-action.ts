import type { IsoDate } from '../time/hub-date.js';

/**
 * What a member asked of the hub's features (issue 26): the `hub` command's
 * payload, one variant per intent. `who` is the person as written (a name, a
 * mention, an email or a person id), resolved by the handler.
 */
export type HubAction =
  | { intent: 'follow'; who: string; oneShot: boolean }
  | { intent: 'unfollow'; who: string }
  | { intent: 'following' }
  | { intent: 'followers' }
  | { intent: 'answerFollow'; who: string; allow: boolean }
  | { intent: 'routine'; days: number[] }
  | { intent: 'skip'; date: IsoDate }
  | { intent: 'away'; from: IsoDate; to: IsoDate }
  | { intent: 'reminders'; when: 'evening' | 'morning' | 'off' }
  | { intent: 'myPlans' }
  | { intent: 'forecast'; date: IsoDate }
  | { intent: 'whoKnows'; topic: string }
  | { intent: 'privacy' }
  | { intent: 'listed'; listed: boolean }
  | { intent: 'followable'; followable: 'anyone' | 'approved' | 'nobody' }
  | { intent: 'ghost'; on: boolean }
  | { intent: 'forgetMe' };

export type HubIntent = HubAction['intent'];
