import type { Localized } from '../localized';

export const termsOfUseName: Localized = {
  en: 'Terms of Use',
  pt: 'Termos de Utilização',
  es: 'Condiciones de Uso',
};

export function termsOfUseContent(brand: string): Localized {
  return {
    en: `<p><em>Last updated: 1 November 2026</em></p>
<p>These terms govern the use of the ${brand} website and application by anyone who visits them or holds an account. Companies that subscribe to a membership tier also accept the Participants’ Terms of Service, which prevail over these terms where the two differ.</p>
<h2>1. Who may use ${brand}</h2>
<p>${brand} is a network for businesses. To open an account you must be at least 18 years old and act on behalf of a company or as an independent professional, with authority to accept these terms for it. Advisors join by invitation only. You may hold one account per e-mail address and must keep your registration details accurate.</p>
<h2>2. Your account</h2>
<p>Keep your password confidential and choose one you do not use elsewhere. You are responsible for what is done through your account until you tell us it has been compromised, which you should do without delay at <a href="mailto:support@acorn.example">support@acorn.example</a>. We may ask you to verify your identity or your company’s VAT number before activating some features.</p>
<h2>3. Acceptable use</h2>
<p>You agree not to:</p>
<ul>
<li>publish content that is false, misleading, defamatory, discriminatory or unlawful, or that infringes someone else’s rights;</li>
<li>write or request reviews, testimonials or recommendations that do not reflect a real business relationship;</li>
<li>send unsolicited bulk messages or use other members’ contact details for purposes unrelated to the network;</li>
<li>copy member data in bulk, scrape the service or use automated means to access it, except through the interfaces we provide;</li>
<li>try to bypass security measures, access accounts that are not yours or disrupt the service for others.</li>
</ul>
<h2>4. Content and moderation</h2>
<p>Offers, opportunities, campaigns, giveaways, protocols, posts and advisor profiles are reviewed by our operator team before they are published. We may decline content that does not meet these terms, and we tell you why. Published content that later turns out to breach them may be removed. Moderation is a service to the community, not a guarantee: each member remains responsible for what it publishes and for the commercial relationships it enters into.</p>
<h2>5. Intellectual property</h2>
<p>You keep the rights to the content you publish. You grant ${brand} a non-exclusive, royalty-free licence to host, display and share it within the service, and to show excerpts when promoting the network, for as long as it stays published. The ${brand} name, logo, software and design belong to us or our licensors and may not be used without our written permission.</p>
<h2>6. Links and third parties</h2>
<p>Members may link to their own websites and documents. We do not control third-party sites and are not responsible for their content or privacy practices. Agreements between members, including those made through protocols or giveaways, are concluded directly between them.</p>
<h2>7. Availability and changes</h2>
<p>We work to keep ${brand} available and secure, but we do not promise uninterrupted service. We may carry out maintenance, change features or discontinue parts of the service; when a change materially reduces what paying members receive, the Participants’ Terms of Service apply.</p>
<h2>8. Liability</h2>
<p>The service is provided as it is. To the extent permitted by law, ${brand} is not liable for indirect losses, lost profits or the conduct of other members. Nothing in these terms limits liability for wilful misconduct, gross negligence or anything else that cannot be limited under Portuguese law.</p>
<h2>9. Suspension and closing an account</h2>
<p>You can close your account at any time from your settings. We may suspend or close an account that breaches these terms, after giving notice and a chance to respond unless the breach is serious or the law requires us to act at once.</p>
<h2>10. Law and disputes</h2>
<p>These terms are governed by Portuguese law. Any dispute will be settled by the courts of Lisbon, without prejudice to mandatory rules that give you the right to go to another court. Before going to court, write to <a href="mailto:support@acorn.example">support@acorn.example</a>: most issues are solved in a conversation.</p>`,
    pt: `<p><em>Última atualização: 1 de novembro de 2026</em></p>
<p>Estes termos regem a utilização do site e da aplicação ${brand} por quem os visita ou tem uma conta. As empresas que subscrevem um plano de adesão aceitam também os Termos de Serviço dos Participantes, que prevalecem sobre estes termos quando ambos divergirem.</p>
<h2>1. Quem pode usar a ${brand}</h2>
<p>A ${brand} é uma rede para empresas. Para abrir uma conta tem de ter pelo menos 18 anos e agir em nome de uma empresa ou como profissional independente, com poderes para aceitar estes termos em seu nome. Os consultores aderem apenas por convite. Pode ter uma conta por endereço de e-mail e deve manter os seus dados de registo exatos.</p>
<h2>2. A sua conta</h2>
<p>Mantenha a sua palavra-passe confidencial e escolha uma que não use noutro lado. É responsável pelo que for feito através da sua conta até nos informar de que foi comprometida, o que deve fazer sem demora para <a href="mailto:support@acorn.example">support@acorn.example</a>. Podemos pedir-lhe que confirme a sua identidade ou o NIF da sua empresa antes de ativar algumas funcionalidades.</p>
<h2>3. Utilização aceitável</h2>
<p>Compromete-se a não:</p>
<ul>
<li>publicar conteúdos falsos, enganosos, difamatórios, discriminatórios ou ilícitos, ou que violem direitos de terceiros;</li>
<li>escrever ou pedir avaliações, testemunhos ou recomendações que não correspondam a uma relação comercial real;</li>
<li>enviar mensagens em massa não solicitadas ou usar os contactos de outros membros para fins alheios à rede;</li>
<li>copiar dados de membros em massa, extrair dados do serviço ou aceder-lhe por meios automáticos, exceto através das interfaces que disponibilizamos;</li>
<li>tentar contornar medidas de segurança, aceder a contas que não são suas ou perturbar o serviço para os outros.</li>
</ul>
<h2>4. Conteúdos e moderação</h2>
<p>As ofertas, oportunidades, campanhas, ofertas de amostras, protocolos, publicações e perfis de consultores são revistos pela nossa equipa de operação antes de serem publicados. Podemos recusar conteúdos que não cumpram estes termos e explicamos-lhe porquê. Conteúdos publicados que mais tarde se revelem contrários a estes termos podem ser retirados. A moderação é um serviço à comunidade e não uma garantia: cada membro continua responsável pelo que publica e pelas relações comerciais que estabelece.</p>
<h2>5. Propriedade intelectual</h2>
<p>Mantém os direitos sobre os conteúdos que publica. Concede à ${brand} uma licença não exclusiva e gratuita para os alojar, apresentar e partilhar no serviço, e para mostrar excertos na promoção da rede, enquanto se mantiverem publicados. O nome, o logótipo, o software e o design da ${brand} pertencem-nos a nós ou aos nossos licenciadores e não podem ser usados sem a nossa autorização escrita.</p>
<h2>6. Ligações e terceiros</h2>
<p>Os membros podem incluir ligações para os seus próprios sites e documentos. Não controlamos sites de terceiros e não somos responsáveis pelos seus conteúdos ou práticas de privacidade. Os acordos entre membros, incluindo os celebrados através de protocolos ou ofertas de amostras, são concluídos diretamente entre eles.</p>
<h2>7. Disponibilidade e alterações</h2>
<p>Trabalhamos para manter a ${brand} disponível e segura, mas não garantimos um serviço ininterrupto. Podemos realizar manutenção, alterar funcionalidades ou descontinuar partes do serviço; quando uma alteração reduzir de forma relevante o que os membros pagantes recebem, aplicam-se os Termos de Serviço dos Participantes.</p>
<h2>8. Responsabilidade</h2>
<p>O serviço é prestado no estado em que se encontra. Na medida permitida por lei, a ${brand} não é responsável por danos indiretos, lucros cessantes ou pela conduta de outros membros. Nada nestes termos limita a responsabilidade por dolo, negligência grave ou qualquer outra que não possa ser limitada nos termos da lei portuguesa.</p>
<h2>9. Suspensão e encerramento de conta</h2>
<p>Pode encerrar a sua conta a qualquer momento nas suas definições. Podemos suspender ou encerrar uma conta que viole estes termos, depois de avisar e dar oportunidade de resposta, salvo se a violação for grave ou a lei nos obrigar a agir de imediato.</p>
<h2>10. Lei aplicável e litígios</h2>
<p>Estes termos regem-se pela lei portuguesa. Qualquer litígio será resolvido pelos tribunais da comarca de Lisboa, sem prejuízo das normas imperativas que lhe deem o direito de recorrer a outro tribunal. Antes de recorrer a tribunal, escreva para <a href="mailto:support@acorn.example">support@acorn.example</a>: a maioria das questões resolve-se numa conversa.</p>`,
    es: `<p><em>Última actualización: 1 de noviembre de 2026</em></p>
<p>Estas condiciones regulan el uso del sitio web y de la aplicación ${brand} por parte de quien los visita o tiene una cuenta. Las empresas que contratan un plan de membresía aceptan también las Condiciones de Servicio para Participantes, que prevalecen sobre estas condiciones cuando ambas difieran.</p>
<h2>1. Quién puede usar ${brand}</h2>
<p>${brand} es una red para empresas. Para abrir una cuenta debes tener al menos 18 años y actuar en nombre de una empresa o como profesional independiente, con facultades para aceptar estas condiciones en su nombre. Los asesores se incorporan solo por invitación. Puedes tener una cuenta por dirección de correo electrónico y debes mantener exactos tus datos de registro.</p>
<h2>2. Tu cuenta</h2>
<p>Mantén tu contraseña en secreto y elige una que no uses en otros sitios. Eres responsable de lo que se haga a través de tu cuenta hasta que nos comuniques que ha sido comprometida, lo que debes hacer sin demora en <a href="mailto:support@acorn.example">support@acorn.example</a>. Podemos pedirte que verifiques tu identidad o el NIF-IVA de tu empresa antes de activar algunas funciones.</p>
<h2>3. Uso aceptable</h2>
<p>Te comprometes a no:</p>
<ul>
<li>publicar contenidos falsos, engañosos, difamatorios, discriminatorios o ilícitos, o que vulneren derechos de terceros;</li>
<li>escribir o solicitar valoraciones, testimonios o recomendaciones que no reflejen una relación comercial real;</li>
<li>enviar mensajes masivos no solicitados ni usar los datos de contacto de otros miembros para fines ajenos a la red;</li>
<li>copiar datos de miembros de forma masiva, extraer datos del servicio o acceder a él por medios automatizados, salvo a través de las interfaces que ofrecemos;</li>
<li>intentar eludir las medidas de seguridad, acceder a cuentas que no son tuyas o perturbar el servicio para los demás.</li>
</ul>
<h2>4. Contenidos y moderación</h2>
<p>Las ofertas, oportunidades, campañas, sorteos de muestras, protocolos, publicaciones y perfiles de asesores son revisados por nuestro equipo de operación antes de publicarse. Podemos rechazar contenidos que no cumplan estas condiciones y te explicamos el motivo. Los contenidos publicados que más tarde resulten contrarios a ellas pueden retirarse. La moderación es un servicio a la comunidad, no una garantía: cada miembro sigue siendo responsable de lo que publica y de las relaciones comerciales que establece.</p>
<h2>5. Propiedad intelectual</h2>
<p>Conservas los derechos sobre los contenidos que publicas. Concedes a ${brand} una licencia no exclusiva y gratuita para alojarlos, mostrarlos y compartirlos dentro del servicio, y para mostrar extractos al promocionar la red, mientras sigan publicados. El nombre, el logotipo, el software y el diseño de ${brand} nos pertenecen a nosotros o a nuestros licenciantes y no pueden usarse sin nuestro permiso por escrito.</p>
<h2>6. Enlaces y terceros</h2>
<p>Los miembros pueden enlazar a sus propios sitios web y documentos. No controlamos los sitios de terceros y no somos responsables de sus contenidos ni de sus prácticas de privacidad. Los acuerdos entre miembros, incluidos los celebrados mediante protocolos o sorteos de muestras, se concluyen directamente entre ellos.</p>
<h2>7. Disponibilidad y cambios</h2>
<p>Trabajamos para que ${brand} esté disponible y sea segura, pero no garantizamos un servicio ininterrumpido. Podemos realizar tareas de mantenimiento, cambiar funciones o suprimir partes del servicio; cuando un cambio reduzca de forma significativa lo que reciben los miembros de pago, se aplican las Condiciones de Servicio para Participantes.</p>
<h2>8. Responsabilidad</h2>
<p>El servicio se presta tal cual. En la medida en que lo permita la ley, ${brand} no responde de daños indirectos, lucro cesante ni de la conducta de otros miembros. Nada de lo dispuesto en estas condiciones limita la responsabilidad por dolo, negligencia grave o cualquier otra que no pueda limitarse conforme a la ley portuguesa.</p>
<h2>9. Suspensión y cierre de la cuenta</h2>
<p>Puedes cerrar tu cuenta en cualquier momento desde tu configuración. Podemos suspender o cerrar una cuenta que incumpla estas condiciones, tras avisar y dar ocasión de responder, salvo que el incumplimiento sea grave o la ley nos obligue a actuar de inmediato.</p>
<h2>10. Ley aplicable y conflictos</h2>
<p>Estas condiciones se rigen por la ley portuguesa. Cualquier conflicto se resolverá ante los tribunales de Lisboa, sin perjuicio de las normas imperativas que te den derecho a acudir a otro tribunal. Antes de acudir a los tribunales, escribe a <a href="mailto:support@acorn.example">support@acorn.example</a>: la mayoría de las cuestiones se resuelven conversando.</p>`,
  };
}
