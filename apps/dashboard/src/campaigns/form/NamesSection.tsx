import { Input, Label, Textarea } from '@vendure/dashboard';

import { type Lang, LANGUAGES, type TranslationValues, type Values } from './campaign-values';
import { type Problems, Section } from './form-parts';

/** The campaign's name and texts in each language shoppers read. */
export function NamesSection({
    values,
    problems,
    setTranslation,
}: {
    values: Values;
    problems: Problems;
    setTranslation: (lang: Lang, key: keyof TranslationValues, value: string) => void;
}) {
    return (
        <Section title="Names and texts (shoppers read these in English and Malay)">
            <div className="grid gap-4 md:grid-cols-2">
                {LANGUAGES.map(([lang, language]) => (
                    <fieldset key={lang} className="space-y-3">
                        <legend className="font-medium">{language}</legend>
                        <div className="space-y-1">
                            <Label htmlFor={`name-${lang}`}>Name ({language})</Label>
                            <Input
                                id={`name-${lang}`}
                                value={values.translations[lang].name}
                                maxLength={255}
                                aria-invalid={!!problems.errors[`name-${lang}`]}
                                aria-describedby={problems.described(`name-${lang}`)}
                                onChange={e => setTranslation(lang, 'name', e.target.value)}
                            />
                            {problems.errorFor(`name-${lang}`)}
                        </div>
                        <div className="space-y-1">
                            <Label htmlFor={`description-${lang}`}>Description ({language})</Label>
                            <Textarea
                                id={`description-${lang}`}
                                value={values.translations[lang].description}
                                onChange={e => setTranslation(lang, 'description', e.target.value)}
                            />
                        </div>
                        <div className="space-y-1">
                            <Label htmlFor={`card-${lang}`}>Buy line on the card ({language})</Label>
                            <Input
                                id={`card-${lang}`}
                                value={values.translations[lang].cardBuyTxt}
                                maxLength={255}
                                onChange={e => setTranslation(lang, 'cardBuyTxt', e.target.value)}
                            />
                        </div>
                    </fieldset>
                ))}
            </div>
        </Section>
    );
}
