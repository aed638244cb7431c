import { Label, Textarea } from '@vendure/dashboard';

import { LANGUAGES, type SetValue, type Values } from './campaign-values';
import { type Problems, Section } from './form-parts';

/**
 * The campaign's official rules in each language (docs/responsible-play.md#official-rules):
 * required, since no campaign sells without them. The shop shows the dates, prize, odds, free
 * entry and proof beside them from the campaign itself, so the text says who may enter and how
 * to claim.
 */
export function RulesSection({ values, set, problems }: { values: Values; set: SetValue; problems: Problems }) {
    return (
        <Section title="Official rules (shown before purchase and linked from every receipt)">
            <p className="text-sm text-muted-foreground">
                Who may enter, how the winner is chosen and how to claim. Blank lines part paragraphs; a line starting with “## ” is a heading, “- ” a list
                item. The shop adds the dates, the prize and its value, the odds, the free entry and the proof link.
            </p>
            <div className="grid gap-4 md:grid-cols-2">
                {LANGUAGES.map(([lang, language]) => (
                    <div key={lang} className="space-y-1">
                        <Label htmlFor={`rules-${lang}`}>Official rules ({language})</Label>
                        <Textarea
                            id={`rules-${lang}`}
                            rows={8}
                            value={values.rules[lang]}
                            maxLength={50_000}
                            aria-invalid={!!problems.errors[`rules-${lang}`]}
                            aria-describedby={problems.described(`rules-${lang}`)}
                            onChange={e => set('rules', { ...values.rules, [lang]: e.target.value })}
                        />
                        {problems.errorFor(`rules-${lang}`)}
                    </div>
                ))}
            </div>
        </Section>
    );
}
