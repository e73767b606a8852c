/**
 * The chosen CV template, kept in local storage.
 */
import { useState } from 'react';
import { cvTemplates, type CvTemplate } from './cv-document.tsx';

const storageKey = 'jornada.cv-template';

function read(): CvTemplate {
  const stored = localStorage.getItem(storageKey);
  return (cvTemplates as readonly string[]).includes(stored ?? '')
    ? (stored as CvTemplate)
    : 'clasica';
}

/** `[template, setTemplate]` persisted across visits. */
export function useCvTemplate(): [CvTemplate, (template: CvTemplate) => void] {
  const [template, setTemplate] = useState<CvTemplate>(read);
  return [
    template,
    (next) => {
      localStorage.setItem(storageKey, next);
      setTemplate(next);
    },
  ];
}
