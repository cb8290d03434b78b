/**
 * The "Cookie settings" dialog (a lazily loaded chunk): the consent
 * categories with their current state (core's evaluation), a choice per
 * category, saved as an EXPLICIT consent in `.consent` and `.consent-ts`
 * through core. While Personalization is not accepted, Dev mode and the
 * theme work for the visit but are not remembered, and the dialog says so.
 */
import { useEffect, useRef, useState } from 'react';
import type { ConsentEvaluation } from '../../core/consent';
import {
  CONSENT_COOKIE_KEY,
  CONSENT_TS_COOKIE_KEY,
  DEV_MODE_COOKIE_KEY,
  THEME_COOKIE_KEY,
  devModeCookieValue,
  themeCookieValue,
} from '../../core/cookies';
import { readConsentEvaluation, writeRegisteredCookie } from '../cookies/document-cookies';
import { useDevMode } from '../state/dev-mode-context';
import { useTheme } from '../state/theme-context';
import { CONSENT_CHOICES, choiceFromEvaluation, consentCookieValues, consentStateLabel, type ConsentChoice } from './consent-choice';
import './cookie-settings.css';

/** Opens (again) whenever openCount changes. */
export default function CookieSettingsDialog({ openCount }: { readonly openCount: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [evaluation, setEvaluation] = useState<ConsentEvaluation>(readConsentEvaluation);
  const [choice, setChoice] = useState<ConsentChoice>(() => choiceFromEvaluation(evaluation));
  const [saved, setSaved] = useState(false);
  const { isDevMode } = useDevMode();
  const { theme } = useTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening (openCount) re-reads the stored consent
  useEffect(() => {
    const current = readConsentEvaluation();
    setEvaluation(current);
    setChoice(choiceFromEvaluation(current));
    setSaved(false);
    if (dialog.current?.open === false) dialog.current.showModal();
  }, [openCount]);

  const save = (next: ConsentChoice) => {
    const values = consentCookieValues(next, Date.now());
    writeRegisteredCookie(CONSENT_COOKIE_KEY, values.consent);
    writeRegisteredCookie(CONSENT_TS_COOKIE_KEY, values.consentTs);
    const current = readConsentEvaluation();
    // Now that Personalization may be accepted, remember what the reader chose during the visit.
    writeRegisteredCookie(DEV_MODE_COOKIE_KEY, devModeCookieValue(isDevMode), current);
    writeRegisteredCookie(THEME_COOKIE_KEY, themeCookieValue(theme), current);
    setEvaluation(current);
    setChoice(next);
    setSaved(true);
  };

  return (
    <dialog ref={dialog} className="cookie-settings" aria-labelledby="cookie-settings-title">
      <h2 id="cookie-settings-title">Cookie settings</h2>
      <p>Strictly necessary cookies, such as this choice itself, are always set. Choose which others Harbor may set.</p>
      <ul className="cookie-settings__list">
        {CONSENT_CHOICES.map(({ key, title, description }) => (
          <li key={key} className="cookie-settings__category">
            <label className="cookie-settings__label">
              <input type="checkbox" checked={choice[key]} onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })} />
              <span>{title}</span>
            </label>
            <span className="cookie-settings__state" data-state={evaluation[key]}>
              {consentStateLabel(evaluation[key])}
            </span>
            <p className="cookie-settings__description">{description}</p>
          </li>
        ))}
      </ul>
      {evaluation.personalization === 'ACCEPTED' ? null : (
        <p className="cookie-settings__note">
          Dev mode and your theme work for this visit but are not remembered: they are stored in a Personalization cookie, which you have
          not accepted.
        </p>
      )}
      <p className="cookie-settings__status" role="status">
        {saved ? 'Your choice is saved.' : ''}
      </p>
      <div className="cookie-settings__actions">
        <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
          Close
        </button>
        <button type="button" className="button button--secondary" onClick={() => save(choice)}>
          Save choices
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => save({ personalization: true, performance: true, marketing: true })}
        >
          Accept all
        </button>
      </div>
    </dialog>
  );
}
