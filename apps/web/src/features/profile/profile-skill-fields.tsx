import type { components } from '@jornada/api-client';
import { esMessages, Multiselect } from '@jornada/multiselect';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  SelectField,
} from '@jornada/ui/forms';
import { useWatch } from 'react-hook-form';
import { messages } from '../../messages/messages.ts';
import { languageOptions, type LanguageOption } from './profile-languages.ts';

type SoftSkill = components['schemas']['SoftSkill'];
type Level = NonNullable<components['schemas']['Language']['level']>;

/** A language as the form holds it (the contract's `Language`; `''` or no level: not given). */
export interface LanguageValue {
  id: number;
  name: string;
  level?: Level | '' | undefined;
}

const m = messages.profile;
const levels = Object.entries(m.languageLevels).map(([value, label]) => ({ value, label }));

/** Soft skills chosen with the multiselect; the form holds their ids. */
export function SoftSkillsField({ options }: { options: SoftSkill[] }) {
  return (
    <FormField
      name="soft_skills"
      render={({ field }) => {
        const ids = field.value as number[];
        return (
          <FormItem className="md:col-span-2">
            <FormLabel>{m.softSkills}</FormLabel>
            <FormControl>
              <Multiselect<SoftSkill>
                ref={field.ref}
                multiple
                options={options}
                labelKey="name"
                trackBy="id"
                closeOnSelect={false}
                value={options.filter((skill) => ids.includes(skill.id))}
                onValueChange={(chosen) => field.onChange(chosen.map((skill) => skill.id))}
                onClose={field.onBlur}
                messages={esMessages}
              />
            </FormControl>
            <FormDescription>{m.softSkillsHint}</FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

/** Languages chosen with the multiselect, each with an optional level. */
export function LanguagesField() {
  // useWatch re-renders this field alone when the languages change; `watch` re-rendered the whole form.
  const chosen = useWatch<{ languages: LanguageValue[] }, 'languages'>({ name: 'languages' });
  const options = languageOptions();
  return (
    <div className="grid gap-4 md:col-span-2">
      <FormField
        name="languages"
        render={({ field }) => {
          const current = field.value as LanguageValue[];
          const value = current.map(
            (language): LanguageOption =>
              options.find((option) => option.id === language.id) ?? {
                ...language,
                code: '',
              },
          );
          return (
            <FormItem>
              <FormLabel>{m.languages}</FormLabel>
              <FormControl>
                <Multiselect<LanguageOption>
                  ref={field.ref}
                  multiple
                  options={options}
                  labelKey="name"
                  trackBy="id"
                  closeOnSelect={false}
                  value={value}
                  onValueChange={(next) =>
                    field.onChange(
                      next.map(
                        (option) =>
                          current.find((language) => language.id === option.id) ?? {
                            id: option.id,
                            name: option.name,
                          },
                      ),
                    )
                  }
                  onClose={field.onBlur}
                  messages={esMessages}
                />
              </FormControl>
              <FormDescription>{m.languagesHint}</FormDescription>
              <FormMessage />
            </FormItem>
          );
        }}
      />
      {chosen.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {chosen.map((language, index) => (
            <li key={language.id}>
              <SelectField
                name={`languages.${index}.level`}
                label={m.languageLevel(language.name)}
                emptyLabel={m.languageLevelUnset}
                options={levels}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
