import type { z } from 'zod';
import { apiContract } from './api-contract.js';
import { appContract } from './app-contract.js';
import type { Operation } from './operations.js';

/** Request and response schemas of every bridge operation: the one contract of main, preload, browser host and renderer. */
export const contract = { ...apiContract, ...appContract } as Record<Operation, { request: z.ZodType; response: z.ZodType }>;
