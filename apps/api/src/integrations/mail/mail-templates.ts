import type { Language } from '@acorn/contracts';
import { escapeHtml } from '../../lib/html';
import { NEED_ALERT_TEMPLATE, type NeedAlertMailData } from './need-alert-template';

export interface MailTemplateData {
  /** A saved Needs & Leads alert's new matches (need-alert-template.ts). */
  'need-alert': NeedAlertMailData;
  'password-reset': { link: string };
  'advisor-invitation': { link: string; inviterName?: string };
  /** `link` (the sign-in page) adds a button when given. */
  welcome: { name?: string; link?: string };
  /**
   * The operator's decision on one of the user's items; `reason` when it was denied; `hidden` when
   * the owner keeps it unpublished, so approving it shows it to no one yet (an award, a certificate).
   */
  'content-decision': { title: string; approved: boolean; reason?: string; hidden?: boolean; link: string };
  /** A company wants one of the owner's items; `link` opens that company's page. */
  'interest-received': { company: string; title: string; itemLink: string; link: string };
  /**
   * A member's message in a conversation, about an item (`title`, `itemLink`) or not, sent by the
   * platform: it names the sender's company, never an e-mail address; `link` opens the
   * conversation, where the answer goes back the same way.
   */
  'owner-message': { company: string; message: string; title?: string; itemLink?: string; link: string };
  /**
   * A company asks a member or someone outside the platform (`name`) for a recommendation, a
   * testimonial or a review, quoting the asker's `message`; `link` opens the give form with the code.
   */
  'feedback-request': {
    company: string;
    feedback: 'recommendation' | 'testimonial' | 'review';
    name?: string;
    message?: string;
    link: string;
  };
  /**
   * An operator hid a piece of feedback after a report, for `reason`: told to the company it is
   * about (`author` false; `link` its list) and to whoever wrote it (`author` true, `name` when a
   * guest; `link` the company's profile).
   */
  'feedback-hidden': {
    company: string;
    feedback: 'recommendation' | 'testimonial' | 'review';
    author: boolean;
    name?: string;
    reason: string;
    link: string;
  };
  /**
   * A company has not answered an ask yet: the same as 'feedback-request', once, with a fresh link.
   */
  'feedback-reminder': {
    company: string;
    feedback: 'recommendation' | 'testimonial' | 'review';
    name?: string;
    link: string;
  };
  /** One event told by e-mail in the words of the notification centre (`line`), for a kind with no mail of its own. */
  notification: { line: string; link: string };
  /** The day's events of the kinds a member reads in a digest, each with its link; `link` opens the centre. */
  'notification-digest': { items: { text: string; link: string }[]; link: string };
}

export type MailTemplateName = keyof MailTemplateData;

export interface RenderMailOptions<T extends MailTemplateName> {
  language: Language;
  brandName: string;
  data: MailTemplateData[T];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A message as words, before layout: the same content becomes the HTML and the plain-text part. */
interface MailContent {
  subject: string;
  greeting: string;
  intro: string[];
  /** Someone else's words, quoted as they wrote them (line breaks kept). */
  quote?: string;
  /** Lines that each open a page (a digest's events). */
  list?: { text: string; link: string }[];
  action?: { label: string; link: string };
  notes: string[];
}

interface LayoutText {
  copyLink: string;
  footer: (brand: string) => string;
  /** Notification mail only: why it came, and where to choose. */
  preferences: string;
  preferencesLink: string;
}

const BRAND_COLOUR = '#1f6f4a';

const LAYOUT: Record<Language, LayoutText> = {
  en: {
    copyLink: 'If the button does not work, copy this link into your browser:',
    footer: (brand) => `This is an automatic message from ${brand}. Please do not reply to it.`,
    preferences: 'You receive this e-mail because of your notification settings.',
    preferencesLink: 'Choose which e-mails you receive',
  },
  pt: {
    copyLink: 'Se o botão não funcionar, copie esta ligação para o seu navegador:',
    footer: (brand) => `Esta é uma mensagem automática de ${brand}. Por favor, não responda.`,
    preferences: 'Recebe este e-mail devido às suas definições de notificações.',
    preferencesLink: 'Escolher que e-mails recebe',
  },
  es: {
    copyLink: 'Si el botón no funciona, copia este enlace en tu navegador:',
    footer: (brand) => `Este es un mensaje automático de ${brand}. Por favor, no respondas.`,
    preferences: 'Recibes este correo por tu configuración de notificaciones.',
    preferencesLink: 'Elegir qué correos recibes',
  },
};

/** What is asked for, as each language words it after 'asks you for'. */
const FEEDBACK_WORDS: Record<Language, Record<MailTemplateData['feedback-request']['feedback'], string>> = {
  en: { recommendation: 'a recommendation', testimonial: 'a testimonial', review: 'a review' },
  pt: { recommendation: 'uma recomendação', testimonial: 'um testemunho', review: 'uma avaliação' },
  es: { recommendation: 'una recomendación', testimonial: 'un testimonio', review: 'una reseña' },
};

type ContentBuilder<T extends MailTemplateName> = (brand: string, data: MailTemplateData[T]) => MailContent;

const TEMPLATES: { [T in MailTemplateName]: Record<Language, ContentBuilder<T>> } = {
  'need-alert': NEED_ALERT_TEMPLATE,
  'password-reset': {
    en: (brand, { link }) => ({
      subject: `Reset your ${brand} password`,
      greeting: 'Hello,',
      intro: [
        `We received a request to reset the password of your ${brand} account. Use the button below to choose a new one.`,
      ],
      action: { label: 'Reset password', link },
      notes: [
        'The link works for 60 minutes and only once.',
        'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      ],
    }),
    pt: (brand, { link }) => ({
      subject: `Redefinir a palavra-passe da sua conta ${brand}`,
      greeting: 'Olá,',
      intro: [
        `Recebemos um pedido para redefinir a palavra-passe da sua conta ${brand}. Use o botão abaixo para escolher uma nova.`,
      ],
      action: { label: 'Redefinir palavra-passe', link },
      notes: [
        'A ligação é válida durante 60 minutos e só pode ser usada uma vez.',
        'Se não fez este pedido, pode ignorar este e-mail: a sua palavra-passe mantém-se.',
      ],
    }),
    es: (brand, { link }) => ({
      subject: `Restablece tu contraseña de ${brand}`,
      greeting: 'Hola:',
      intro: [
        `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${brand}. Usa el botón de abajo para elegir una nueva.`,
      ],
      action: { label: 'Restablecer contraseña', link },
      notes: [
        'El enlace es válido durante 60 minutos y solo se puede usar una vez.',
        'Si no lo has solicitado, puedes ignorar este correo: tu contraseña no cambiará.',
      ],
    }),
  },
  'advisor-invitation': {
    en: (brand, { link, inviterName }) => ({
      subject: `You are invited to join ${brand} as an advisor`,
      greeting: 'Hello,',
      intro: [
        inviterName
          ? `${inviterName} has invited you to join ${brand} as a strategic business advisor.`
          : `You have been invited to join ${brand} as a strategic business advisor.`,
        'Use the button below to create your advisor account.',
      ],
      action: { label: 'Accept the invitation', link },
      notes: [
        'The invitation code in this link can be used only once and is valid for 30 days.',
        'If you were not expecting this invitation, you can ignore this e-mail.',
      ],
    }),
    pt: (brand, { link, inviterName }) => ({
      subject: `Convite para consultor na plataforma ${brand}`,
      greeting: 'Olá,',
      intro: [
        inviterName
          ? `${inviterName} enviou-lhe um convite para se juntar à plataforma ${brand} como consultor estratégico de negócio.`
          : `Recebeu um convite para se juntar à plataforma ${brand} como consultor estratégico de negócio.`,
        'Use o botão abaixo para criar a sua conta de consultor.',
      ],
      action: { label: 'Aceitar o convite', link },
      notes: [
        'O código de convite desta ligação só pode ser usado uma vez e é válido durante 30 dias.',
        'Se não estava à espera deste convite, pode ignorar este e-mail.',
      ],
    }),
    es: (brand, { link, inviterName }) => ({
      subject: `Invitación para unirte a ${brand} como asesor`,
      greeting: 'Hola:',
      intro: [
        inviterName
          ? `${inviterName} te ha invitado a unirte a ${brand} como asesor estratégico de negocio.`
          : `Has recibido una invitación para unirte a ${brand} como asesor estratégico de negocio.`,
        'Usa el botón de abajo para crear tu cuenta de asesor.',
      ],
      action: { label: 'Aceptar la invitación', link },
      notes: [
        'El código de invitación de este enlace solo se puede usar una vez y es válido durante 30 días.',
        'Si no esperabas esta invitación, puedes ignorar este correo.',
      ],
    }),
  },
  welcome: {
    en: (brand, { name, link }) => ({
      subject: `Welcome to ${brand}`,
      greeting: name ? `Hello ${name},` : 'Hello,',
      intro: [
        `Your ${brand} account is ready. Sign in to complete your profile and start connecting with other businesses.`,
      ],
      ...(link ? { action: { label: 'Sign in', link } } : {}),
      notes: ['Thank you for joining us.'],
    }),
    pt: (brand, { name, link }) => ({
      subject: `A sua conta ${brand} está pronta`,
      greeting: name ? `Olá ${name},` : 'Olá,',
      intro: [
        `A sua conta ${brand} está pronta. Inicie sessão para completar o seu perfil e começar a criar contactos com outras empresas.`,
      ],
      ...(link ? { action: { label: 'Iniciar sessão', link } } : {}),
      notes: ['Obrigado por se juntar a nós.'],
    }),
    es: (brand, { name, link }) => ({
      subject: `Te damos la bienvenida a ${brand}`,
      greeting: name ? `Hola, ${name}:` : 'Hola:',
      intro: [
        `Tu cuenta de ${brand} ya está lista. Inicia sesión para completar tu perfil y empezar a conectar con otras empresas.`,
      ],
      ...(link ? { action: { label: 'Iniciar sesión', link } } : {}),
      notes: ['Gracias por unirte.'],
    }),
  },
  'content-decision': {
    en: (brand, { title, approved, reason, hidden, link }) => ({
      subject: !approved
        ? `${brand}: “${title}” was not approved`
        : hidden
          ? `${brand}: “${title}” is approved`
          : `${brand}: “${title}” is published`,
      greeting: 'Hello,',
      intro: !approved
        ? [`Our team did not approve “${title}”.`, `Reason: ${reason ?? ''}`]
        : hidden
          ? [`Our team approved “${title}”. Publish it and other members will see it.`]
          : [`Our team approved “${title}”. Other members can now see it.`],
      action: { label: approved ? 'See it' : 'Review and edit it', link },
      notes: approved ? [] : ['You can change it and it will be reviewed again.'],
    }),
    pt: (brand, { title, approved, reason, hidden, link }) => ({
      subject: !approved
        ? `${brand}: “${title}” não foi aprovado`
        : hidden
          ? `${brand}: “${title}” foi aprovado`
          : `${brand}: “${title}” está publicado`,
      greeting: 'Olá,',
      intro: !approved
        ? [`A nossa equipa não aprovou “${title}”.`, `Motivo: ${reason ?? ''}`]
        : hidden
          ? [`A nossa equipa aprovou “${title}”. Publique-o e os outros membros poderão vê-lo.`]
          : [`A nossa equipa aprovou “${title}”. Os outros membros já o podem ver.`],
      action: { label: approved ? 'Ver' : 'Rever e editar', link },
      notes: approved ? [] : ['Pode alterá-lo e será revisto novamente.'],
    }),
    es: (brand, { title, approved, reason, hidden, link }) => ({
      subject: !approved
        ? `${brand}: “${title}” no se ha aprobado`
        : hidden
          ? `${brand}: “${title}” se ha aprobado`
          : `${brand}: “${title}” está publicado`,
      greeting: 'Hola:',
      intro: !approved
        ? [`Nuestro equipo no ha aprobado “${title}”.`, `Motivo: ${reason ?? ''}`]
        : hidden
          ? [`Nuestro equipo ha aprobado “${title}”. Publícalo y los demás miembros podrán verlo.`]
          : [`Nuestro equipo ha aprobado “${title}”. Los demás miembros ya pueden verlo.`],
      action: { label: approved ? 'Verlo' : 'Revisarlo y editarlo', link },
      notes: approved ? [] : ['Puedes cambiarlo y se revisará de nuevo.'],
    }),
  },
  'interest-received': {
    en: (brand, { company, title, itemLink, link }) => ({
      subject: `${brand}: ${company} wants “${title}”`,
      greeting: 'Hello,',
      intro: [`${company} pressed Want on “${title}”.`, `The item: ${itemLink}`],
      action: { label: `See ${company}`, link },
      notes: [`You can write to them from their page; ${brand} keeps both e-mail addresses private.`],
    }),
    pt: (brand, { company, title, itemLink, link }) => ({
      subject: `${brand}: ${company} quer “${title}”`,
      greeting: 'Olá,',
      intro: [`${company} carregou em Quero em “${title}”.`, `O item: ${itemLink}`],
      action: { label: `Ver ${company}`, link },
      notes: [
        `Pode escrever-lhe a partir da página da empresa; ${brand} mantém os dois endereços de e-mail privados.`,
      ],
    }),
    es: (brand, { company, title, itemLink, link }) => ({
      subject: `${brand}: ${company} quiere “${title}”`,
      greeting: 'Hola:',
      intro: [`${company} ha pulsado Lo quiero en “${title}”.`, `El elemento: ${itemLink}`],
      action: { label: `Ver ${company}`, link },
      notes: [`Puedes escribirle desde su página; ${brand} mantiene privadas las dos direcciones de correo.`],
    }),
  },
  'owner-message': {
    en: (brand, { company, message, title, itemLink, link }) => ({
      subject: `${brand}: a message from ${company}`,
      greeting: 'Hello,',
      intro: [
        title ? `${company} sent you a message about “${title}”:` : `${company} sent you a message:`,
        ...(itemLink ? [`The item: ${itemLink}`] : []),
      ],
      quote: message,
      action: { label: `Answer ${company}`, link },
      notes: [`Answer in your messages on ${brand}: they do not see your e-mail address, nor you theirs.`],
    }),
    pt: (brand, { company, message, title, itemLink, link }) => ({
      subject: `${brand}: uma mensagem de ${company}`,
      greeting: 'Olá,',
      intro: [
        title
          ? `${company} enviou-lhe uma mensagem sobre “${title}”:`
          : `${company} enviou-lhe uma mensagem:`,
        ...(itemLink ? [`O item: ${itemLink}`] : []),
      ],
      quote: message,
      action: { label: `Responder a ${company}`, link },
      notes: [
        `Responda nas suas mensagens em ${brand}: não verão o seu endereço de e-mail, nem verá o deles.`,
      ],
    }),
    es: (brand, { company, message, title, itemLink, link }) => ({
      subject: `${brand}: un mensaje de ${company}`,
      greeting: 'Hola:',
      intro: [
        title
          ? `${company} te ha enviado un mensaje sobre “${title}”:`
          : `${company} te ha enviado un mensaje:`,
        ...(itemLink ? [`El elemento: ${itemLink}`] : []),
      ],
      quote: message,
      action: { label: `Responder a ${company}`, link },
      notes: [`Responde en tus mensajes de ${brand}: no verán tu dirección de correo, ni tú la suya.`],
    }),
  },
  'feedback-request': {
    en: (brand, { company, feedback, name, message, link }) => ({
      subject: `${brand}: ${company} asks you for ${FEEDBACK_WORDS.en[feedback]}`,
      greeting: name ? `Hello ${name},` : 'Hello,',
      intro: [
        `${company} asks you for ${FEEDBACK_WORDS.en[feedback]} of your work together, to show on its ${brand} profile.`,
        ...(message === undefined ? [] : ['Their message:']),
      ],
      ...(message === undefined ? {} : { quote: message }),
      action: { label: 'Write it', link },
      notes: [
        'The link works for 30 days and only once.',
        'If you do not know this company, you can ignore this e-mail.',
      ],
    }),
    pt: (brand, { company, feedback, name, message, link }) => ({
      subject: `${brand}: ${company} pede-lhe ${FEEDBACK_WORDS.pt[feedback]}`,
      greeting: name ? `Olá ${name},` : 'Olá,',
      intro: [
        `${company} pede-lhe ${FEEDBACK_WORDS.pt[feedback]} sobre o trabalho que fizeram juntos, para mostrar no seu perfil em ${brand}.`,
        ...(message === undefined ? [] : ['A mensagem:']),
      ],
      ...(message === undefined ? {} : { quote: message }),
      action: { label: 'Escrever', link },
      notes: [
        'A ligação é válida durante 30 dias e só pode ser usada uma vez.',
        'Se não conhece esta empresa, pode ignorar este e-mail.',
      ],
    }),
    es: (brand, { company, feedback, name, message, link }) => ({
      subject: `${brand}: ${company} te pide ${FEEDBACK_WORDS.es[feedback]}`,
      greeting: name ? `Hola, ${name}:` : 'Hola:',
      intro: [
        `${company} te pide ${FEEDBACK_WORDS.es[feedback]} sobre vuestro trabajo juntos, para que se muestre en su perfil de ${brand}.`,
        ...(message === undefined ? [] : ['Su mensaje:']),
      ],
      ...(message === undefined ? {} : { quote: message }),
      action: { label: 'Escribir', link },
      notes: [
        'El enlace es válido durante 30 días y solo se puede usar una vez.',
        'Si no conoces a esta empresa, puedes ignorar este correo.',
      ],
    }),
  },

  'feedback-hidden': {
    en: (brand, { company, feedback, author, name, reason, link }) => ({
      subject: `${brand}: ${FEEDBACK_WORDS.en[feedback]} was hidden`,
      greeting: name ? `Hello ${name},` : 'Hello,',
      intro: [
        author
          ? `Our team hid ${FEEDBACK_WORDS.en[feedback]} you wrote about ${company}, after a member reported it. It no longer shows on ${brand}.`
          : `Our team hid ${FEEDBACK_WORDS.en[feedback]} of ${company}, after a member reported it. It no longer shows on your profile.`,
        `Reason: ${reason}`,
      ],
      action: { label: author ? 'See the profile' : 'See your list', link },
      notes: [],
    }),
    pt: (brand, { company, feedback, author, name, reason, link }) => ({
      subject: `${brand}: ocultámos ${FEEDBACK_WORDS.pt[feedback]}`,
      greeting: name ? `Olá ${name},` : 'Olá,',
      intro: [
        author
          ? `A nossa equipa ocultou ${FEEDBACK_WORDS.pt[feedback]} que escreveu sobre ${company}, após a denúncia de um membro. Já não aparece em ${brand}.`
          : `A nossa equipa ocultou ${FEEDBACK_WORDS.pt[feedback]} de ${company}, após a denúncia de um membro. Já não aparece no seu perfil.`,
        `Motivo: ${reason}`,
      ],
      action: { label: author ? 'Ver o perfil' : 'Ver a sua lista', link },
      notes: [],
    }),
    es: (brand, { company, feedback, author, name, reason, link }) => ({
      subject: `${brand}: se ha ocultado ${FEEDBACK_WORDS.es[feedback]}`,
      greeting: name ? `Hola, ${name}:` : 'Hola:',
      intro: [
        author
          ? `Nuestro equipo ha ocultado ${FEEDBACK_WORDS.es[feedback]} que escribiste sobre ${company}, tras la denuncia de un miembro. Ya no se muestra en ${brand}.`
          : `Nuestro equipo ha ocultado ${FEEDBACK_WORDS.es[feedback]} de ${company}, tras la denuncia de un miembro. Ya no se muestra en tu perfil.`,
        `Motivo: ${reason}`,
      ],
      action: { label: author ? 'Ver el perfil' : 'Ver tu lista', link },
      notes: [],
    }),
  },
  'feedback-reminder': {
    en: (brand, { company, feedback, name, link }) => ({
      subject: `${brand}: a reminder, ${company} asks you for ${FEEDBACK_WORDS.en[feedback]}`,
      greeting: name ? `Hello ${name},` : 'Hello,',
      intro: [
        `A week ago ${company} asked you for ${FEEDBACK_WORDS.en[feedback]} of your work together, to show on its ${brand} profile. It takes a few minutes.`,
      ],
      action: { label: 'Write it', link },
      notes: [
        'This link replaces the one in the first e-mail; it works until that one would have expired, and only once.',
        'If you do not know this company, you can ignore this e-mail. We will not remind you again.',
      ],
    }),
    pt: (brand, { company, feedback, name, link }) => ({
      subject: `${brand}: lembrete, ${company} pede-lhe ${FEEDBACK_WORDS.pt[feedback]}`,
      greeting: name ? `Olá ${name},` : 'Olá,',
      intro: [
        `Há uma semana, ${company} pediu-lhe ${FEEDBACK_WORDS.pt[feedback]} sobre o trabalho que fizeram juntos, para mostrar no seu perfil em ${brand}. Leva poucos minutos.`,
      ],
      action: { label: 'Escrever', link },
      notes: [
        'Esta ligação substitui a do primeiro e-mail; é válida até quando aquela expiraria, e só uma vez.',
        'Se não conhece esta empresa, pode ignorar este e-mail. Não voltaremos a lembrá-lo.',
      ],
    }),
    es: (brand, { company, feedback, name, link }) => ({
      subject: `${brand}: recordatorio, ${company} te pide ${FEEDBACK_WORDS.es[feedback]}`,
      greeting: name ? `Hola, ${name}:` : 'Hola:',
      intro: [
        `Hace una semana, ${company} te pidió ${FEEDBACK_WORDS.es[feedback]} sobre vuestro trabajo juntos, para que se muestre en su perfil de ${brand}. Lleva pocos minutos.`,
      ],
      action: { label: 'Escribir', link },
      notes: [
        'Este enlace sustituye al del primer correo; es válido hasta que aquel habría caducado, y solo una vez.',
        'Si no conoces a esta empresa, puedes ignorar este correo. No te lo volveremos a recordar.',
      ],
    }),
  },
  notification: {
    en: (brand, { line, link }) => ({
      subject: `${brand} notification: ${line}`,
      greeting: 'Hello,',
      intro: [line],
      action: { label: 'See it', link },
      notes: [],
    }),
    pt: (brand, { line, link }) => ({
      subject: `Notificação ${brand}: ${line}`,
      greeting: 'Olá,',
      intro: [line],
      action: { label: 'Ver', link },
      notes: [],
    }),
    es: (brand, { line, link }) => ({
      subject: `Notificación de ${brand}: ${line}`,
      greeting: 'Hola:',
      intro: [line],
      action: { label: 'Verlo', link },
      notes: [],
    }),
  },
  'notification-digest': {
    en: (brand, { items, link }) => ({
      subject: `${brand}: your day (${items.length} ${items.length === 1 ? 'event' : 'events'})`,
      greeting: 'Hello,',
      intro: ['Here is what happened on your account since your last digest:'],
      list: items,
      action: { label: 'Open your notifications', link },
      notes: [],
    }),
    pt: (brand, { items, link }) => ({
      subject: `${brand}: o seu dia (${items.length} ${items.length === 1 ? 'evento' : 'eventos'})`,
      greeting: 'Olá,',
      intro: ['Eis o que aconteceu na sua conta desde o último resumo:'],
      list: items,
      action: { label: 'Abrir as notificações', link },
      notes: [],
    }),
    es: (brand, { items, link }) => ({
      subject: `${brand}: tu día (${items.length} ${items.length === 1 ? 'evento' : 'eventos'})`,
      greeting: 'Hola:',
      intro: ['Esto es lo que ha pasado en tu cuenta desde tu último resumen:'],
      list: items,
      action: { label: 'Abrir tus notificaciones', link },
      notes: [],
    }),
  },
};

/** Links are built by the server; anything but http(s) would be a bug, never something to send. */
function assertWebLink(link: string) {
  const protocol = URL.canParse(link) ? new URL(link).protocol : '';
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error('Mail links must be http(s) URLs');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:24px;color:#1f2933';

function paragraph(text: string) {
  return `<p style="margin:0 0 16px;${FONT}">${escapeHtml(text)}</p>`;
}

function quotation(text: string) {
  const lines = text.split(/\r?\n/).map(escapeHtml).join('<br>');
  return `<blockquote style="margin:0 0 24px;padding:8px 16px;border-left:4px solid #cbd2d9;${FONT}">${lines}</blockquote>`;
}

function listing(items: { text: string; link: string }[]) {
  const rows = items.map(
    (item) =>
      `<li style="margin:0 0 8px"><a href="${escapeHtml(item.link)}" target="_blank" style="color:${BRAND_COLOUR}">${escapeHtml(item.text)}</a></li>`,
  );
  return `<ul style="margin:0 0 24px;padding-left:20px;${FONT}">${rows.join('\n')}</ul>`;
}

/** Where a notification mail's footer lines go: the layout's footer cell ends here. */
const FOOTER_END = '<!--footer-end-->';

function renderHtml(content: MailContent, brand: string, language: Language): string {
  const layout = LAYOUT[language];
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td align="center" bgcolor="${BRAND_COLOUR}" style="border-radius:6px;background:${BRAND_COLOUR}">
<a href="${escapeHtml(content.action.link)}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 4px;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:20px;color:#52606d">${escapeHtml(layout.copyLink)}</p>
<p style="margin:0 0 24px;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:20px;word-break:break-all"><a href="${escapeHtml(content.action.link)}" target="_blank" style="color:${BRAND_COLOUR}">${escapeHtml(content.action.link)}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f5f4">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td bgcolor="${BRAND_COLOUR}" style="padding:20px 32px;background:${BRAND_COLOUR};border-radius:8px 8px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;color:#ffffff">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:32px">
${[content.greeting, ...content.intro].map(paragraph).join('\n')}
${content.quote === undefined ? '' : quotation(content.quote)}
${content.list ? listing(content.list) : ''}
${action}
${content.notes.map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#7b8794">${escapeHtml(layout.footer(brand))}${FOOTER_END}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: MailContent, brand: string, language: Language): string {
  const blocks = [content.greeting, ...content.intro];
  if (content.quote !== undefined) blocks.push(content.quote.replace(/^/gm, '> '));
  if (content.list) blocks.push(content.list.map((item) => `- ${item.text}: ${item.link}`).join('\n'));
  if (content.action) blocks.push(`${content.action.label}: ${content.action.link}`);
  blocks.push(...content.notes, `-- \n${LAYOUT[language].footer(brand)}`);
  return `${blocks.join('\n\n')}\n`;
}

/** The subject, HTML and plain-text parts of one transactional mail, in the recipient's language. */
export function renderMail<T extends MailTemplateName>(
  template: T,
  options: RenderMailOptions<T>,
): RenderedMail {
  const build = TEMPLATES[template][options.language] as ContentBuilder<T>;
  const content = build(options.brandName, options.data);
  if (content.action) assertWebLink(content.action.link);
  for (const item of content.list ?? []) assertWebLink(item.link);
  return {
    subject: content.subject,
    html: renderHtml(content, options.brandName, options.language),
    text: renderText(content, options.brandName, options.language),
  };
}

/**
 * A notification mail's footer: why it came and a link to the preferences, added to a mail
 * rendered above (or to the end of one rendered elsewhere), in the recipient's language.
 */
export function withPreferencesFooter(
  mail: RenderedMail,
  options: { language: Language; link: string },
): RenderedMail {
  assertWebLink(options.link);
  const layout = LAYOUT[options.language];
  const html = `<br><br>${escapeHtml(layout.preferences)} <a href="${escapeHtml(options.link)}" target="_blank" style="color:#52606d">${escapeHtml(layout.preferencesLink)}</a>`;
  return {
    subject: mail.subject,
    html: mail.html.includes(FOOTER_END)
      ? mail.html.replace(FOOTER_END, html)
      : mail.html.replace(/(<\/body>|$)/i, `<p>${html}</p>$1`),
    text: `${mail.text.replace(/\n*$/, '')}\n${layout.preferences}\n${layout.preferencesLink}: ${options.link}\n`,
  };
}
