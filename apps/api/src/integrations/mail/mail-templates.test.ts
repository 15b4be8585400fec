import { LANGUAGES } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import {
  type MailTemplateData,
  type MailTemplateName,
  renderMail,
  withPreferencesFooter,
} from './mail-templates';

const brandName = 'Acorn';
const link = 'https://acorn.example/reset?code=abc123&lang=en';
const escapedLink = 'https://acorn.example/reset?code=abc123&amp;lang=en';

const samples: { [T in MailTemplateName]: MailTemplateData[T] } = {
  'password-reset': { link },
  'need-alert': {
    frequency: 'weekly',
    needs: [
      { title: 'Cork <stoppers>', company: 'Vinhos & Filhos', reasons: [{ kind: 'sector', name: 'Wine' }] },
    ],
    link,
  },
  'advisor-invitation': { link, inviterName: 'Marta Costa' },
  welcome: { name: 'Ana', link },
  'content-decision': {
    title: 'Export consulting',
    approved: false,
    reason: 'Duplicate of another offer',
    link,
  },
  'interest-received': {
    company: 'Corticeira Atlântica',
    title: 'Cork stoppers, 10,000 a month',
    itemLink: 'https://acorn.example/20-log-market/iws/7',
    link,
  },
  'owner-message': {
    company: 'Corticeira Atlântica',
    message: 'Hello,\nwe would like 2,000 stoppers.',
    title: 'Cork stoppers',
    itemLink: 'https://acorn.example/20-log-market/iws/7',
    link,
  },
  'feedback-request': {
    company: 'Corticeira Atlântica',
    feedback: 'testimonial',
    name: 'Inês Duarte',
    message: 'Would you write a few words\nabout the cork project?',
    link,
  },
  'feedback-hidden': {
    company: 'Corticeira Atlântica',
    feedback: 'review',
    author: true,
    name: 'Inês Duarte',
    reason: 'Insults another company',
    link,
  },
  'feedback-reminder': {
    company: 'Corticeira Atlântica',
    feedback: 'recommendation',
    name: 'Inês Duarte',
    link,
  },
  notification: { line: 'Corticeira Atlântica applied for “Twelve jars”', link },
  'notification-digest': {
    items: [
      { text: 'Corticeira Atlântica wants “Cork stoppers”', link: 'https://acorn.example/notifications' },
    ],
    link,
  },
};
const templates = Object.keys(samples) as MailTemplateName[];

describe('renderMail', () => {
  for (const template of templates) {
    for (const language of LANGUAGES) {
      it(`${template} in ${language} names the brand and carries the link`, () => {
        const mail = renderMail(template, { language, brandName, data: samples[template] });
        expect(mail.subject).toContain(brandName);
        expect(mail.html).toContain(brandName);
        expect(mail.text).toContain(brandName);
        expect(mail.html).toContain(`href="${escapedLink}"`);
        expect(mail.html).toContain(`>${escapedLink}</a>`);
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`lang="${language}"`);
        expect(mail.html).toContain('#1f6f4a');
      });
    }

    it(`${template} differs between the three languages`, () => {
      const rendered = LANGUAGES.map((language) =>
        renderMail(template, { language, brandName, data: samples[template] }),
      );
      expect(new Set(rendered.map((mail) => mail.subject)).size).toBe(3);
      expect(new Set(rendered.map((mail) => mail.text)).size).toBe(3);
      expect(new Set(rendered.map((mail) => mail.html)).size).toBe(3);
    });
  }

  it('states the reset rules: 60 minutes, once, ignorable', () => {
    const mail = renderMail('password-reset', { language: 'en', brandName, data: { link } });
    expect(mail.text).toContain('60 minutes');
    expect(mail.text).toContain('only once');
    expect(mail.text).toContain('ignore');
    expect(renderMail('password-reset', { language: 'pt', brandName, data: { link } }).text).toContain(
      '60 minutos',
    );
  });

  it('states the invitation rules: single use, 30 days', () => {
    const mail = renderMail('advisor-invitation', { language: 'es', brandName, data: { link } });
    expect(mail.text).toContain('30 días');
    expect(mail.text).toContain('solo se puede usar una vez');
  });

  it('escapes every interpolated value in the HTML', () => {
    const hostile = '<script>alert(1)</script>';
    const welcome = renderMail('welcome', {
      language: 'en',
      brandName: 'A&B "Growth"',
      data: { name: hostile },
    });
    expect(welcome.html).not.toContain('<script>');
    expect(welcome.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(welcome.html).toContain('A&amp;B &quot;Growth&quot;');
    expect(welcome.text).toContain(hostile);

    const invitation = renderMail('advisor-invitation', {
      language: 'pt',
      brandName,
      data: { link: 'https://acorn.example/x?a="><img src=x>', inviterName: hostile },
    });
    expect(invitation.html).not.toContain('<script>');
    expect(invitation.html).not.toContain('"><img');
    expect(invitation.html).toContain('&lt;script&gt;');
  });

  it('renders the welcome mail without a button when no link is given', () => {
    const mail = renderMail('welcome', { language: 'es', brandName, data: {} });
    expect(mail.html).not.toContain('<a href');
    expect(mail.text).toContain('Hola:');
  });

  it("quotes a member's message as typed, line by line, escaped in the HTML", () => {
    const mail = renderMail('owner-message', {
      language: 'en',
      brandName,
      data: { company: 'Gama & Filhos', message: 'First line\n<b>second</b> line', link },
    });
    expect(mail.subject).toBe('Acorn: a message from Gama & Filhos');
    expect(mail.text).toContain('> First line\n> <b>second</b> line');
    expect(mail.html).toContain('First line<br>&lt;b&gt;second&lt;/b&gt; line</blockquote>');
    expect(mail.html).not.toContain('<b>second');
    expect(mail.text).not.toContain('about “');
  });

  it('names the item and the company that wants it', () => {
    const mail = renderMail('interest-received', {
      language: 'pt',
      brandName,
      data: samples['interest-received'],
    });
    expect(mail.subject).toBe('Acorn: Corticeira Atlântica quer “Cork stoppers, 10,000 a month”');
    expect(mail.text).toContain('https://acorn.example/20-log-market/iws/7');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      renderMail('password-reset', { language: 'en', brandName, data: { link: 'javascript:alert(1)' } }),
    ).toThrow();
  });

  it('adds the notification footer with the preferences link, in the recipient’s language', () => {
    const mail = withPreferencesFooter(
      renderMail('notification', { language: 'pt', brandName, data: { line: 'Uma candidatura', link } }),
      { language: 'pt', link: 'https://acorn.example/notifications/preferences' },
    );
    expect(mail.html).toContain('href="https://acorn.example/notifications/preferences"');
    expect(mail.html).toContain('Escolher que e-mails recebe</a></td></tr>');
    expect(mail.text).toContain(
      'Escolher que e-mails recebe: https://acorn.example/notifications/preferences',
    );
  });
});
