import { data, redirect } from '@remix-run/cloudflare';
import type { AppLoadContext } from '@remix-run/cloudflare';
import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { parseForm, peekFormField } from '#app/components/forms/parse.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import type { ContractKind } from '#app/graphql/generated/graphql';
import { AnswerContractMutation, IssueDividendMutation, OfferContractMutation, RequestContractTerminationMutation } from './contracts.queries.server';
import { contractActionSchema, offerSchema, tierEndTime, type TierEnds } from './contracts.schema';
import { brandTimeZone } from '#app/kernel/brand-time-zone.server';
import { requireSession } from '#app/kernel/guards.server';

type Reply = { form: 'offer' | 'action'; result: SubmissionResult<string[]> };
const reply = (form: Reply['form'], result: SubmissionResult<string[]>, status = 400) => data<Reply>({ form, result }, { status });

const OVERRIDES = {
  STATE_CONFLICT: 'contracts.errors.conflict',
  NOT_FOUND: 'contracts.errors.notFound',
  NOT_AVAILABLE: 'contracts.errors.agentsOnly',
  INSUFFICIENT_BALANCE: 'contracts.errors.balance',
  'INVALID_INPUT:downline': 'contracts.errors.notDirect',
  'INVALID_INPUT:rateBp': 'contracts.errors.aboveOwn',
  'INVALID_INPUT:winRateBp': 'contracts.errors.aboveOwn',
} as const;

/**
 * The contract forms of a page (an agent's page of one kind, or the member's contract window):
 * an offer, an answer (accept, reject), a termination request, a dividend's issue. Success
 * redirects back with `done=<what>`; a refusal answers the form with its message.
 */
export async function contractAction(kind: ContractKind, request: Request, context: AppLoadContext, back: string) {
  requireSession(request, context, { back });
  if ((await peekFormField(request, 'intent', z.string().max(20))) === 'offer') {
    const submission = await parseForm(request, offerSchema(kind, context.locale));
    if (submission.status !== 'success') return reply('offer', submission.reply());
    const v = submission.value as Record<string, unknown> & { downline: string };
    const timeZone = await brandTimeZone(context);
    const input =
      kind === 'REALTIME'
        ? {
            kind,
            downline: v.downline,
            winRateBasisPoints: v.winRate as number,
            lossRateBasisPoints: v.lossRate as number,
            singleBetAmount: v.singleBet as number,
          }
        : {
            kind,
            downline: v.downline,
            period: kind === 'DIVIDEND' ? (v.period as 'D' | 'W' | 'H' | 'M') : undefined,
            tiers: (v.tiers as { rate: number; amount: number; active: number; consumption: number; loss: number; minBet: number; ends: TierEnds }[]).map(
              (t) => ({
                rateBasisPoints: t.rate,
                amount: t.amount,
                activeCount: t.active,
                periodConsumption: t.consumption,
                periodLoss: t.loss,
                minBetPeriod: t.minBet,
                endTime: tierEndTime(t.ends, timeZone),
              }),
            ),
          };
    const { data: answered } = await context.graphql(OfferContractMutation, { input });
    const outcome = answered?.offerContract;
    if (outcome?.ok) return redirect(`${back}${back.includes('?') ? '&' : '?'}done=offered`, 303);
    return reply('offer', replyWithUserErrors(submission, outcome, { fields: ['downline'], overrides: OVERRIDES }), outcome ? 400 : 502);
  }
  const submission = await parseForm(request, contractActionSchema);
  if (submission.status !== 'success') return reply('action', submission.reply());
  const v = submission.value;
  const outcome =
    v.intent === 'issue'
      ? (await context.graphql(IssueDividendMutation, { input: { statementId: v.statementId } })).data?.issueDividend
      : v.intent === 'terminate'
        ? (await context.graphql(RequestContractTerminationMutation, { input: { kind, contractId: v.contractId } })).data?.requestContractTermination
        : (await context.graphql(AnswerContractMutation, { input: { kind, contractId: v.contractId, accept: v.intent === 'accept' } })).data?.answerContract;
  if (outcome?.ok) {
    const done = v.intent === 'issue' ? 'issued' : v.intent === 'terminate' ? 'terminationAsked' : v.intent === 'accept' ? 'accepted' : 'rejected';
    return redirect(`${back}${back.includes('?') ? '&' : '?'}done=${done}`, 303);
  }
  return reply('action', replyWithUserErrors(submission, outcome, { fields: [], overrides: OVERRIDES }), outcome ? 400 : 502);
}
