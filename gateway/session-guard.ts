import {
  defaultFieldResolver,
  Kind,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLFieldResolver,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from 'graphql';
import type { GatewayContext } from './context';
import { ErrorCode, UpstreamError } from './errors';
import { loadMember } from '#gateway/modules/session/member';
import { failure } from './user-errors';

/**
 * The gateway's one session guard (ADR 034). A field that needs a logged-in account says so in
 * the schema with `@signedIn` (schema/common.graphql); nothing else in the gateway checks for a
 * session. For anyone the field does not serve, the platform is asked nothing, and the answer
 * follows from the field's type alone:
 * - a visitor (no session): a nullable read answers null (the page has nothing to show); a
 *   mutation, or a read that cannot be null, is refused with the SESSION_ENDED error, which the
 *   app turns into a login;
 * - a trial account on a field for real accounts only (`account: REAL`: the inbox, badges,
 *   rewards, points, feedback): a read answers null, a mutation answers `ok: false` with the
 *   NOT_AVAILABLE user error (docs/spec-index.md#roles-and-permissions: a trial account sees
 *   none of these).
 * Resolvers behind the guard may take the session as given.
 */

/** Which accounts a guarded field serves (the directive's `account` argument). */
export type SignedInAccount = 'ANY' | 'REAL';

export const SIGNED_IN = 'signedIn';

type Resolver = GraphQLFieldResolver<unknown, GatewayContext>;
type ResolverMap = Record<string, Record<string, unknown>>;

/** Whether the session belongs to a real account (a logged-in member that is not a trial account). */
export async function isRealMember(ctx: GatewayContext): Promise<boolean> {
  if (!ctx.session) return false;
  const member = await loadMember(ctx);
  return Boolean(member && !member.isTrial);
}

/** A guarded field as the schema declares it. */
interface GuardedField {
  type: string;
  field: string;
  account: SignedInAccount;
  /** Mutation fields are refused; reads answer null where they may. */
  mutation: boolean;
  nullable: boolean;
  /** For a mutation for real accounts: the payload type and its non-null fields besides ok and errors (each needs a resolver that answers a refusal). */
  payload?: { type: string; required: string[] };
}

function accountOf(field: FieldDefinitionNode): SignedInAccount | null {
  const directive = field.directives?.find((d) => d.name.value === SIGNED_IN);
  if (!directive) return null;
  const argument = directive.arguments?.find((a) => a.name.value === 'account');
  if (!argument) return 'ANY';
  if (argument.value.kind !== Kind.ENUM || (argument.value.value !== 'ANY' && argument.value.value !== 'REAL'))
    throw new Error(`@${SIGNED_IN} on ${field.name.value}: account must be ANY or REAL`);
  return argument.value.value;
}

function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/**
 * Every `@signedIn` field of the schema. A mutation for real accounts must answer a MutationPayload
 * (its refusal is `ok: false` with NOT_AVAILABLE).
 */
export function guardedFields(document: DocumentNode): GuardedField[] {
  const objects = new Map<string, ObjectTypeDefinitionNode[]>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const list = objects.get(definition.name.value) ?? [];
    list.push(definition as ObjectTypeDefinitionNode);
    objects.set(definition.name.value, list);
  }
  const fieldsOf = (type: string) => (objects.get(type) ?? []).flatMap((o) => o.fields ?? []);
  const guarded: GuardedField[] = [];
  for (const [type, definitions] of objects) {
    for (const field of definitions.flatMap((d) => d.fields ?? [])) {
      const account = accountOf(field);
      if (!account) continue;
      const entry = { type, field: field.name.value, account, mutation: type === 'Mutation', nullable: field.type.kind !== Kind.NON_NULL_TYPE };
      if (entry.mutation && account === 'REAL') {
        const payload = namedType(field.type);
        const implementsPayload = (objects.get(payload) ?? []).some((o) => o.interfaces?.some((i) => i.name.value === 'MutationPayload'));
        if (!implementsPayload) throw new Error(`@${SIGNED_IN}(account: REAL) on Mutation.${entry.field}: ${payload} must be a MutationPayload`);
        const required = fieldsOf(payload)
          .filter((f) => f.type.kind === Kind.NON_NULL_TYPE && f.name.value !== 'ok' && f.name.value !== 'errors')
          .map((f) => f.name.value);
        guarded.push({ ...entry, payload: { type: payload, required } });
        continue;
      }
      guarded.push(entry);
    }
  }
  return guarded;
}

function guard(field: GuardedField, resolve: Resolver): Resolver {
  return async (parent, args, ctx, info) => {
    if (!ctx.session) {
      if (field.mutation || !field.nullable) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', `${field.type}.${field.field}`);
      return null;
    }
    if (field.account === 'REAL' && !(await isRealMember(ctx))) return field.mutation ? failure('NOT_AVAILABLE') : null;
    return resolve(parent, args, ctx, info);
  };
}

/** The resolvers with the guard around every `@signedIn` field of the schema (a field without a resolver of its own guards the default one). */
export function withSessionGuard<R extends object>(document: DocumentNode, resolvers: R): R {
  const guarded = { ...(resolvers as ResolverMap) };
  for (const field of guardedFields(document)) {
    const fields = { ...(guarded[field.type] ?? {}) };
    // The refusal carries only ok and errors: a payload's other non-null fields answer it in resolvers of their own.
    const unanswered = field.payload?.required.filter((name) => typeof guarded[field.payload!.type]?.[name] !== 'function') ?? [];
    if (unanswered.length)
      throw new Error(
        `@${SIGNED_IN}(account: REAL) on Mutation.${field.field}: ${field.payload!.type}.${unanswered.join(', ')} cannot be null and has no resolver for the refusal`,
      );
    const own = fields[field.field];
    if (field.type === 'Subscription') {
      // A subscription is guarded where its stream starts: a visitor's is refused before anything is opened.
      const { subscribe, resolve } = (own ?? {}) as { subscribe?: Resolver; resolve?: Resolver };
      if (typeof subscribe !== 'function') throw new Error(`@${SIGNED_IN} on Subscription.${field.field}: it needs a subscribe function`);
      fields[field.field] = { subscribe: guard({ ...field, nullable: false }, subscribe), resolve };
      guarded[field.type] = fields;
      continue;
    }
    if (own !== undefined && typeof own !== 'function') throw new Error(`@${SIGNED_IN} on ${field.type}.${field.field}: its resolver must be a function`);
    fields[field.field] = guard(field, (own as Resolver | undefined) ?? defaultFieldResolver);
    guarded[field.type] = fields;
  }
  return guarded as R;
}
