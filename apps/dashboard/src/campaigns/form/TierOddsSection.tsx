import { Input } from '@vendure/dashboard';

import { TICKET_TIERS, TIER_LABEL } from '../../common/tiers';
import { isHundred, oddsSum, type SetValue, type Values } from './campaign-values';
import { Field, type Problems, Section } from './form-parts';

/** A lucky draw's chance of each ticket tier, which must add up to 100 %; read-only once tickets are sold. */
export function TierOddsSection({ values, set, problems, sold }: { values: Values; set: SetValue; problems: Problems; sold: boolean }) {
    const sum = oddsSum(values.tierOdds);
    return (
        <Section title="Ticket tier odds (%)">
            <fieldset aria-describedby={problems.described('tierOdds', sold ? 'ledger-note odds-sum' : 'odds-sum')} className="space-y-2">
                <legend className="sr-only">Ticket tier odds in percent</legend>
                <div className="grid gap-4 grid-cols-2 md:grid-cols-5">
                    {TICKET_TIERS.map(tier => (
                        <Field key={tier} id={`odds-${tier}`} label={`${TIER_LABEL[tier]} (%)`}>
                            <Input
                                id={`odds-${tier}`}
                                type="number"
                                inputMode="decimal"
                                min={0}
                                max={100}
                                step="any"
                                value={values.tierOdds[tier]}
                                disabled={sold}
                                aria-invalid={!!problems.errors.tierOdds}
                                onChange={e => set('tierOdds', { ...values.tierOdds, [tier]: e.target.value })}
                            />
                        </Field>
                    ))}
                </div>
                <p id="odds-sum" aria-live="polite" className={isHundred(sum) ? 'text-sm' : 'text-sm text-destructive'}>
                    Odds add up to {+sum.toFixed(4)} %{isHundred(sum) ? '.' : ': they must add up to 100 %.'}
                </p>
                {problems.errorFor('tierOdds')}
            </fieldset>
        </Section>
    );
}
