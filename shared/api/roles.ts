import { z } from 'zod';
import { ALL_RIGHT_KEYS, RIGHT_AREAS, RightKeySchema, type RightAction, type RightArea, type RightKey } from './rights.js';

/**
 * The ready roles every company starts with (docs/security.md, "Rights and roles"): what an office of
 * Ukrainian accountants gives each kind of person, as BAS's typical roles do. An office copies one and
 * changes the copy; the ready ones stay as they are.
 */

/** One role's definition: its name and rights, and the areas whose rights hold only in the person's stores. */
export interface RoleDefinition {
  /** The role's name as the office sees it. */
  readonly name: string;
  readonly rights: readonly RightKey[];
  /** Areas whose rights a person of the role holds only for the stores given to them (none given: every store). */
  readonly storeLimited: readonly RightArea[];
}

const EVERY_ACTION: readonly RightAction[] = ['read', 'edit', 'post', 'unpost', 'delete'];
/** Read, edit drafts, post and delete them: all but unposting, which changes posted books and is the accountant's. */
const WORKING: readonly RightAction[] = ['read', 'edit', 'post', 'delete'];

const on = (areas: readonly RightArea[], actions: readonly RightAction[]): RightKey[] =>
  areas.flatMap((area) => actions.map((action): RightKey => `${area}.${action}`));

/** The areas beyond the books: the reports, the period and the settings, which an accountant reads, and the people. */
const NOT_BOOKS: readonly RightArea[] = ['reports', 'period', 'settings', 'people'];
/** The operating areas an accountant keeps: every document, money, the directories, the ledger, tax invoices. */
const BOOKS: readonly RightArea[] = RIGHT_AREAS.filter((area) => !NOT_BOOKS.includes(area));

/** The codes of the ready roles. */
export const READY_ROLE_CODES = ['chiefAccountant', 'accountant', 'salesManager', 'storekeeper', 'cashier', 'viewer'] as const;
export type ReadyRoleCode = (typeof READY_ROLE_CODES)[number];

/** The ready roles, each with its rights. */
export const READY_ROLES: { readonly [C in ReadyRoleCode]: RoleDefinition } = {
  /** Every right: the lock date, the settings and money accounts, the people. */
  chiefAccountant: { name: 'Головний бухгалтер', rights: ALL_RIGHT_KEYS, storeLimited: [] },
  /** The books in full and the reports; sees the lock date and settings but moves neither, gives no rights. */
  accountant: {
    name: 'Бухгалтер',
    rights: [...on(BOOKS, EVERY_ACTION), ...on(['reports', 'period', 'settings'], ['read'])],
    storeLimited: [],
  },
  /** Writes and posts sales and adds customers and goods; sees stock and what customers owe, never the bank. */
  salesManager: {
    name: 'Менеджер з продажу',
    rights: [...on(['sales'], WORKING), ...on(['directories'], ['read', 'edit']), ...on(['stockMoves', 'reports', 'settings'], ['read'])],
    storeLimited: [],
  },
  /** Moves, receives and makes goods in their stores; sees what is shipped from them; no money, no reports of it. */
  storekeeper: {
    name: 'Комірник',
    rights: [
      ...on(['stockMoves', 'manufacture'], WORKING),
      ...on(['purchases'], ['read', 'edit']),
      ...on(['directories'], ['read', 'edit']),
      ...on(['sales', 'settings'], ['read']),
    ],
    storeLimited: ['stockMoves', 'manufacture', 'purchases', 'sales'],
  },
  /** Cash orders in and out; sees the invoices being paid and the counterparties. */
  cashier: {
    name: 'Касир',
    rights: [...on(['cash'], WORKING), ...on(['directories'], ['read', 'edit']), ...on(['sales', 'settings'], ['read'])],
    storeLimited: [],
  },
  /** Reads everything but the people; changes nothing. */
  viewer: {
    name: 'Лише перегляд',
    rights: on(
      RIGHT_AREAS.filter((area) => area !== 'people'),
      ['read'],
    ),
    storeLimited: [],
  },
};

/** A role's code: a ready role's, or an office's own (a copy's), letters, digits and dashes. */
export const RoleCode = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9-]+$/, { error: 'a role code takes Latin letters, digits and dashes' });

/** A role as `GET /company/roles` lists it. */
export const Role = z.object({
  code: RoleCode,
  name: z.string(),
  rights: z.array(RightKeySchema),
  storeLimited: z.array(z.enum(RIGHT_AREAS)),
  /** A ready role, which stays as it is; an office changes a copy. */
  ready: z.boolean(),
});
export type Role = z.output<typeof Role>;

/** `GET /company/me`: the person asking, their role and what it lets them do, and the stores they work in. */
export const PersonRights = z.object({
  name: z.string(),
  role: z.string(),
  roleName: z.string(),
  rights: z.array(RightKeySchema),
  storeLimited: z.array(z.enum(RIGHT_AREAS)),
  /** The stores the person works in; null: every store. */
  stores: z.array(z.string()).nullable(),
});
export type PersonRights = z.output<typeof PersonRights>;
