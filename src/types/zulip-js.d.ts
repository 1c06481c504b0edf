/**
 * Hand-written types for the part of zulip-js 2.1.0 we use (it ships none).
 * Every call resolves with the server's JSON body, errors included
 * (`{result: "error", code, msg}`): it never rejects for an API error.
 */
declare module 'zulip-js' {
  export interface ZulipJsConfig {
    realm?: string;
    username?: string;
    apiKey?: string;
    zuliprc?: string;
    apiURL?: string;
  }

  export type ZulipJsResponse = { result: 'success' | 'error'; msg: string; code?: string } & Record<string, unknown>;
  type Call<P = Record<string, unknown>> = (params: P) => Promise<ZulipJsResponse>;

  export interface ZulipJsClient {
    config: Required<Pick<ZulipJsConfig, 'realm' | 'username' | 'apiKey' | 'apiURL'>>;
    callEndpoint(endpoint: string, method?: string, params?: Record<string, unknown>): Promise<ZulipJsResponse>;
    queues: { register: Call; deregister: Call<{ queue_id: string }> };
    events: { retrieve: Call };
    messages: { send: Call; retrieve: Call };
    reactions: { add: Call<{ message_id: number; emoji_name: string }>; remove: Call<{ message_id: number; emoji_name: string }> };
    users: { me: { getProfile(): Promise<ZulipJsResponse> } };
    streams: { getStreamId(name: string): Promise<ZulipJsResponse>; subscriptions: { retrieve(): Promise<ZulipJsResponse> } };
  }

  function zulip(config: ZulipJsConfig): Promise<ZulipJsClient>;
  export default zulip;
}
