import type { z } from 'zod';
import type { EndpointName } from '../api/endpoints.js';
import { apiContract, type ApiContract } from './api-contract.js';
import { appContract } from './app-contract.js';
import type { ApiOperation, MainProcessEndpoint, Operation } from './operations.js';

/** Schemas of every bridge operation, each typed with its own request and response. */
export type BridgeContract = ApiContract & typeof appContract;

/** Request and response schemas of every bridge operation: the one contract of main, preload, browser host and renderer. */
export const bridgeContract: BridgeContract = { ...apiContract, ...appContract };

/** What the renderer passes to operation O (before parsing: numbers or numeric strings, any letter case of uids). */
export type BridgeRequest<O extends Operation> = z.input<BridgeContract[O]['request']>;
/** What operation O resolves with in the renderer (after parsing). */
export type BridgeResponse<O extends Operation> = z.output<BridgeContract[O]['response']>;

/** The typed functions the preload exposes as `window.desktop`, one per operation. */
export type DesktopApi = { [O in Operation]: (request: BridgeRequest<O>) => Promise<BridgeResponse<O>> };

// Compile-time guard: the operation list names every endpoint of the table but those the main process keeps to itself.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameApiNames: Same<ApiOperation, Exclude<EndpointName, MainProcessEndpoint>> = true;
void sameApiNames;
