// The `ws` client the live-channel tests use (the package ships no types and @types/ws is
// not installed); only what the tests call.
declare module 'ws' {
  import { EventEmitter } from 'node:events';

  export default class WebSocket extends EventEmitter {
    constructor(url: string);
    readonly readyState: number;
    send(data: string): void;
    close(code?: number, reason?: string): void;
    on(event: 'message', listener: (data: Buffer) => void): this;
    once(event: 'open', listener: () => void): this;
    once(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    once(event: 'error', listener: (error: Error) => void): this;
  }
}
