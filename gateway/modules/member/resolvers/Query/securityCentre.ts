import type { IncomeSource, QueryResolvers, SecurityCentre } from '#gateway/generated/resolvers-types';
import type { ProfileViewDto } from '#gateway/upstream/dto/index';

const INCOME_SOURCES: readonly IncomeSource[] = ['SALARY', 'BUSINESS', 'INVESTMENT', 'PENSION', 'SAVINGS', 'OTHER'];
const incomeSource = (value: string | null): IncomeSource | null => (INCOME_SOURCES.includes(value as IncomeSource) ? (value as IncomeSource) : null);

export function securityCentreOf(view: ProfileViewDto): SecurityCentre {
  return {
    profile: { ...view.profile, incomeSource: incomeSource(view.profile.incomeSource) },
    profileFields: view.fields,
    realNameLocked: view.realNameLocked,
    nationalities: view.options.nationality,
    incomeSources: view.options.incomeSource.map(incomeSource).filter((v): v is IncomeSource => v !== null),
    hasPaymentPassword: view.hasPaymentPassword,
    countryDialingCode: view.contacts.countryDialingCode,
    mobile: view.contacts.mobileNum,
    email: view.contacts.email,
    zaloBonusMax: view.zaloBonusMax && view.zaloBonusMax > 0 ? view.zaloBonusMax : null,
  };
}

/** The member's security centre; null for a visitor. Bank cards resolve on their own (SecurityCentre.bankCards). */
export const securityCentre: NonNullable<QueryResolvers['securityCentre']> = async (_parent, _args, ctx) => {
  return securityCentreOf(await ctx.platform.call('memberProfile'));
};
