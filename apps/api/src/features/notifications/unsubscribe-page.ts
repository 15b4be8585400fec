import type { Language } from '@acorn/contracts';
import { escapeHtml } from '../../lib/html';

const WORDS: Record<
  Language,
  { title: string; ask: string; button: string; done: string; invalid: string; preferences: string }
> = {
  en: {
    title: 'Unsubscribe',
    ask: 'Stop these e-mails? You will still see these notifications in the app.',
    button: 'Unsubscribe',
    done: 'Done: you will no longer receive these e-mails. You still see these notifications in the app.',
    invalid: 'This link is not valid.',
    preferences: 'Choose which e-mails you receive',
  },
  pt: {
    title: 'Cancelar subscrição',
    ask: 'Deixar de receber estes e-mails? Continuará a ver estas notificações na aplicação.',
    button: 'Cancelar subscrição',
    done: 'Feito: deixará de receber estes e-mails. Continua a ver estas notificações na aplicação.',
    invalid: 'Esta ligação não é válida.',
    preferences: 'Escolher que e-mails recebe',
  },
  es: {
    title: 'Darse de baja',
    ask: '¿Dejar de recibir estos correos? Seguirás viendo estas notificaciones en la aplicación.',
    button: 'Darse de baja',
    done: 'Hecho: ya no recibirás estos correos. Sigues viendo estas notificaciones en la aplicación.',
    invalid: 'Este enlace no es válido.',
    preferences: 'Elegir qué correos recibes',
  },
};

/**
 * The page behind a mail's unsubscribe link: a GET only asks (mail scanners follow links, and a
 * GET must change nothing), the button POSTs; after it, what was done. Plain HTML, no script.
 */
export function unsubscribePage(options: {
  language: Language;
  brandName: string;
  state: 'ask' | 'done' | 'invalid';
  /** The same address, token included, that the button posts to. */
  action?: string;
  preferencesUrl?: string;
}): string {
  const words = WORDS[options.language];
  const body =
    options.state === 'ask' && options.action
      ? `<p>${escapeHtml(words.ask)}</p>
<form method="post" action="${escapeHtml(options.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(words.button)}</button>
</form>`
      : `<p>${escapeHtml(options.state === 'done' ? words.done : words.invalid)}</p>`;
  const preferences = options.preferencesUrl
    ? `<p><a href="${escapeHtml(options.preferencesUrl)}">${escapeHtml(words.preferences)}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${words.title} · ${options.brandName}`)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}button{font:inherit;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#1f6f4a;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}a{color:#1f6f4a}</style>
</head>
<body>
<h1>${escapeHtml(options.brandName)}</h1>
${body}
${preferences}
</body>
</html>
`;
}
