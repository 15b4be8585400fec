import type { Localized } from '../localized';

export const privacyPolicyName: Localized = {
  en: 'Privacy Policy',
  pt: 'Política de Privacidade',
  es: 'Política de Privacidad',
};

export function privacyPolicyContent(brand: string): Localized {
  return {
    en: `<p><em>Last updated: 1 November 2026</em></p>
<p>This policy explains how ${brand} collects and uses personal data when companies, their people and invited advisors use the ${brand} business network and marketplace. We wrote it to be read, not skimmed: if something is unclear, write to us.</p>
<h2>1. Who we are</h2>
<p>${brand} is operated by a company established in Lisbon, Portugal (“${brand}”, “we” or “us”). We are the controller of the personal data described here, under the General Data Protection Regulation (EU) 2016/679 (GDPR) and Portuguese Law 58/2019. You can reach us about anything in this policy at <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>.</p>
<h2>2. The data we collect</h2>
<ul>
<li><strong>Account data:</strong> your e-mail address, a hash of your password (never the password itself), your role, your preferred language and, if you sign in with a social provider, the identifier that provider gives us.</li>
<li><strong>Contact and profile data:</strong> your name, job function, phone number and professional links, and the company details you enter, such as legal name, VAT number, address, sector, size and turnover range.</li>
<li><strong>Advisor data:</strong> for invited advisors, also the CV, photo, biography and the bank details (IBAN and BIC) we need to pay them.</li>
<li><strong>Content:</strong> the offers, opportunities, campaigns, giveaways, protocols, posts, reviews, testimonials and recommendations you publish or request.</li>
<li><strong>Payment data:</strong> the tier you choose, invoices and payment status. Card and bank account numbers are entered on our payment provider’s pages and are not stored by us.</li>
<li><strong>Technical data:</strong> IP address, browser type and the time of requests, kept in security logs.</li>
</ul>
<h2>3. Why we use it and on what legal basis</h2>
<ul>
<li><strong>To provide the service you signed up for</strong> (Article 6(1)(b) GDPR): running your account, publishing your profile and content, matching needs with offers, and connecting Platinum members with their advisor.</li>
<li><strong>To meet legal obligations</strong> (Article 6(1)(c)): issuing invoices, keeping accounting records and answering lawful requests from authorities.</li>
<li><strong>For our legitimate interests</strong> (Article 6(1)(f)): keeping the platform secure, preventing fraud and abuse, moderating content and improving the service. We only rely on this basis where our interest is not overridden by yours.</li>
<li><strong>With your consent</strong> (Article 6(1)(a)): sending newsletters and event invitations. You can withdraw consent at any time from your settings or from the link in every message.</li>
</ul>
<h2>4. Who can see your data</h2>
<p>Your public profile, published content and public reviews are visible to other members. Contact details are shared with other participants according to your tier and the sharing options in your profile; your e-mail address, phone number and bank details are never shown publicly. Advisors see the companies they are associated with. Our operator team sees what it needs to moderate content, support members and process payments.</p>
<p>We use carefully selected processors bound by data processing agreements: cloud hosting located in the European Union, an e-mail delivery provider and Stripe for payments. Where a provider transfers data outside the European Economic Area, the transfer relies on an adequacy decision or on the European Commission’s standard contractual clauses. We do not sell personal data.</p>
<h2>5. How long we keep it</h2>
<ul>
<li>Account, profile and content data: while your account is active and for 12 months after it is closed, so that a returning member can recover it; then deleted or anonymised.</li>
<li>Invoices and accounting records: 10 years, as required by Portuguese tax law.</li>
<li>Security logs: 12 months.</li>
</ul>
<h2>6. Your rights</h2>
<p>You have the right to access your personal data, to have it corrected or erased, to restrict or object to its processing, to receive it in a portable format and to withdraw consent at any time. Most profile data can be changed directly in your account. For anything else, write to <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>; we answer within one month.</p>
<p>If you believe we have not handled your data lawfully, you may complain to the Portuguese data protection authority, the Comissão Nacional de Proteção de Dados (<a href="https://www.cnpd.pt">www.cnpd.pt</a>), or to the supervisory authority of the Member State where you live or work.</p>
<h2>7. Security</h2>
<p>Passwords are stored with Argon2id hashing, traffic is encrypted in transit, access to production systems is limited to the people who need it, and sign-in attempts are rate-limited. No system is perfectly secure: if a breach affects your data, we will tell you and the authority as the GDPR requires.</p>
<h2>8. Changes to this policy</h2>
<p>When we change this policy we update the date at the top. If the change is significant, we tell you by e-mail or in the application before it takes effect.</p>`,
    pt: `<p><em>Última atualização: 1 de novembro de 2026</em></p>
<p>Esta política explica como a ${brand} recolhe e utiliza dados pessoais quando empresas, as suas pessoas e os consultores convidados usam a rede de negócios e o mercado ${brand}. Escrevemo-la para ser lida e não apenas percorrida: se algo não estiver claro, escreva-nos.</p>
<h2>1. Quem somos</h2>
<p>A ${brand} é explorada por uma empresa estabelecida em Lisboa, Portugal (“${brand}”, “nós”). Somos os responsáveis pelo tratamento dos dados pessoais aqui descritos, nos termos do Regulamento Geral sobre a Proteção de Dados (UE) 2016/679 (RGPD) e da Lei n.º 58/2019. Pode contactar-nos sobre qualquer assunto desta política através de <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>.</p>
<h2>2. Os dados que recolhemos</h2>
<ul>
<li><strong>Dados de conta:</strong> o seu endereço de e-mail, um hash da sua palavra-passe (nunca a própria palavra-passe), a sua função na plataforma, o idioma preferido e, se entrar com um fornecedor social, o identificador que esse fornecedor nos transmite.</li>
<li><strong>Dados de contacto e de perfil:</strong> o seu nome, função, número de telefone e ligações profissionais, bem como os dados da empresa que introduz, como denominação social, NIF, morada, setor, dimensão e escalão de volume de negócios.</li>
<li><strong>Dados de consultores:</strong> para os consultores convidados, também o CV, a fotografia, a biografia e os dados bancários (IBAN e BIC) de que precisamos para lhes pagar.</li>
<li><strong>Conteúdos:</strong> as ofertas, oportunidades, campanhas, ofertas de amostras, protocolos, publicações, avaliações, testemunhos e recomendações que publica ou pede.</li>
<li><strong>Dados de pagamento:</strong> o plano escolhido, as faturas e o estado dos pagamentos. Os números de cartão e de conta bancária são introduzidos nas páginas do nosso prestador de pagamentos e não são guardados por nós.</li>
<li><strong>Dados técnicos:</strong> endereço IP, tipo de navegador e hora dos pedidos, guardados em registos de segurança.</li>
</ul>
<h2>3. Para que os usamos e com que fundamento</h2>
<ul>
<li><strong>Para prestar o serviço que subscreveu</strong> (artigo 6.º, n.º 1, alínea b), do RGPD): gerir a sua conta, publicar o seu perfil e conteúdos, associar necessidades a ofertas e ligar os membros Platina ao seu consultor.</li>
<li><strong>Para cumprir obrigações legais</strong> (alínea c)): emitir faturas, manter registos contabilísticos e responder a pedidos legítimos das autoridades.</li>
<li><strong>Para os nossos interesses legítimos</strong> (alínea f)): manter a plataforma segura, prevenir fraudes e abusos, moderar conteúdos e melhorar o serviço. Só recorremos a este fundamento quando os seus interesses não prevalecem sobre os nossos.</li>
<li><strong>Com o seu consentimento</strong> (alínea a)): enviar newsletters e convites para eventos. Pode retirar o consentimento a qualquer momento nas suas definições ou na ligação incluída em cada mensagem.</li>
</ul>
<h2>4. Quem pode ver os seus dados</h2>
<p>O seu perfil público, os conteúdos publicados e as avaliações públicas são visíveis para os outros membros. Os dados de contacto são partilhados com outros participantes de acordo com o seu plano e as opções de partilha do seu perfil; o seu e-mail, telefone e dados bancários nunca são mostrados publicamente. Os consultores veem as empresas a que estão associados. A nossa equipa de operação vê o que precisa para moderar conteúdos, apoiar os membros e processar pagamentos.</p>
<p>Recorremos a subcontratantes cuidadosamente escolhidos e vinculados por acordos de tratamento de dados: alojamento na nuvem situado na União Europeia, um prestador de envio de e-mail e a Stripe para pagamentos. Quando um prestador transfere dados para fora do Espaço Económico Europeu, a transferência assenta numa decisão de adequação ou nas cláusulas contratuais-tipo da Comissão Europeia. Não vendemos dados pessoais.</p>
<h2>5. Durante quanto tempo os guardamos</h2>
<ul>
<li>Dados de conta, perfil e conteúdos: enquanto a conta estiver ativa e durante 12 meses após o seu encerramento, para que um membro que regresse os possa recuperar; depois são apagados ou anonimizados.</li>
<li>Faturas e registos contabilísticos: 10 anos, como exige a lei fiscal portuguesa.</li>
<li>Registos de segurança: 12 meses.</li>
</ul>
<h2>6. Os seus direitos</h2>
<p>Tem o direito de aceder aos seus dados pessoais, de os retificar ou apagar, de limitar ou se opor ao seu tratamento, de os receber num formato portável e de retirar o consentimento a qualquer momento. A maioria dos dados de perfil pode ser alterada diretamente na sua conta. Para tudo o resto, escreva para <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>; respondemos no prazo de um mês.</p>
<p>Se considerar que não tratámos os seus dados de forma lícita, pode apresentar reclamação à Comissão Nacional de Proteção de Dados (<a href="https://www.cnpd.pt">www.cnpd.pt</a>) ou à autoridade de controlo do Estado-Membro onde vive ou trabalha.</p>
<h2>7. Segurança</h2>
<p>As palavras-passe são guardadas com hashing Argon2id, as comunicações são cifradas em trânsito, o acesso aos sistemas de produção está limitado a quem dele precisa e as tentativas de início de sessão têm limites de frequência. Nenhum sistema é perfeitamente seguro: se uma violação afetar os seus dados, informaremos o titular e a autoridade nos termos do RGPD.</p>
<h2>8. Alterações a esta política</h2>
<p>Quando alteramos esta política, atualizamos a data no topo. Se a alteração for significativa, avisamos por e-mail ou na aplicação antes de produzir efeitos.</p>`,
    es: `<p><em>Última actualización: 1 de noviembre de 2026</em></p>
<p>Esta política explica cómo ${brand} recoge y utiliza datos personales cuando las empresas, su personal y los asesores invitados usan la red de negocios y el mercado ${brand}. La hemos escrito para que se lea, no solo para que se recorra: si algo no está claro, escríbenos.</p>
<h2>1. Quiénes somos</h2>
<p>${brand} es explotada por una empresa establecida en Lisboa, Portugal (“${brand}”, “nosotros”). Somos los responsables del tratamiento de los datos personales aquí descritos, conforme al Reglamento General de Protección de Datos (UE) 2016/679 (RGPD) y a la Ley portuguesa 58/2019. Puedes contactarnos sobre cualquier aspecto de esta política en <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>.</p>
<h2>2. Los datos que recogemos</h2>
<ul>
<li><strong>Datos de cuenta:</strong> tu dirección de correo electrónico, un hash de tu contraseña (nunca la contraseña en sí), tu rol en la plataforma, tu idioma preferido y, si accedes con un proveedor social, el identificador que ese proveedor nos facilita.</li>
<li><strong>Datos de contacto y de perfil:</strong> tu nombre, función, número de teléfono y enlaces profesionales, así como los datos de empresa que introduces, como razón social, NIF-IVA, dirección, sector, tamaño y tramo de facturación.</li>
<li><strong>Datos de asesores:</strong> para los asesores invitados, también el CV, la fotografía, la biografía y los datos bancarios (IBAN y BIC) que necesitamos para pagarles.</li>
<li><strong>Contenidos:</strong> las ofertas, oportunidades, campañas, sorteos de muestras, protocolos, publicaciones, valoraciones, testimonios y recomendaciones que publicas o solicitas.</li>
<li><strong>Datos de pago:</strong> el plan elegido, las facturas y el estado de los pagos. Los números de tarjeta y de cuenta bancaria se introducen en las páginas de nuestro proveedor de pagos y no los almacenamos nosotros.</li>
<li><strong>Datos técnicos:</strong> dirección IP, tipo de navegador y hora de las solicitudes, conservados en registros de seguridad.</li>
</ul>
<h2>3. Para qué los usamos y con qué base jurídica</h2>
<ul>
<li><strong>Para prestar el servicio que has contratado</strong> (artículo 6.1.b del RGPD): gestionar tu cuenta, publicar tu perfil y contenidos, emparejar necesidades con ofertas y conectar a los miembros Platino con su asesor.</li>
<li><strong>Para cumplir obligaciones legales</strong> (artículo 6.1.c): emitir facturas, llevar los registros contables y atender las solicitudes legítimas de las autoridades.</li>
<li><strong>Por nuestro interés legítimo</strong> (artículo 6.1.f): mantener la plataforma segura, prevenir fraudes y abusos, moderar contenidos y mejorar el servicio. Solo usamos esta base cuando tus intereses no prevalecen sobre los nuestros.</li>
<li><strong>Con tu consentimiento</strong> (artículo 6.1.a): enviar boletines e invitaciones a eventos. Puedes retirar el consentimiento en cualquier momento desde tu configuración o desde el enlace incluido en cada mensaje.</li>
</ul>
<h2>4. Quién puede ver tus datos</h2>
<p>Tu perfil público, los contenidos publicados y las valoraciones públicas son visibles para los demás miembros. Los datos de contacto se comparten con otros participantes según tu plan y las opciones de uso compartido de tu perfil; tu correo electrónico, teléfono y datos bancarios nunca se muestran públicamente. Los asesores ven las empresas a las que están asociados. Nuestro equipo de operación ve lo que necesita para moderar contenidos, atender a los miembros y procesar los pagos.</p>
<p>Recurrimos a encargados del tratamiento cuidadosamente seleccionados y vinculados por contratos de tratamiento de datos: alojamiento en la nube situado en la Unión Europea, un proveedor de envío de correo electrónico y Stripe para los pagos. Cuando un proveedor transfiere datos fuera del Espacio Económico Europeo, la transferencia se basa en una decisión de adecuación o en las cláusulas contractuales tipo de la Comisión Europea. No vendemos datos personales.</p>
<h2>5. Cuánto tiempo los conservamos</h2>
<ul>
<li>Datos de cuenta, perfil y contenidos: mientras la cuenta esté activa y durante 12 meses tras su cierre, para que un miembro que regrese pueda recuperarlos; después se suprimen o anonimizan.</li>
<li>Facturas y registros contables: 10 años, como exige la legislación fiscal portuguesa.</li>
<li>Registros de seguridad: 12 meses.</li>
</ul>
<h2>6. Tus derechos</h2>
<p>Tienes derecho a acceder a tus datos personales, a rectificarlos o suprimirlos, a limitar su tratamiento u oponerse a él, a recibirlos en un formato portable y a retirar tu consentimiento en cualquier momento. La mayoría de los datos de perfil pueden modificarse directamente en tu cuenta. Para todo lo demás, escribe a <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>; respondemos en el plazo de un mes.</p>
<p>Si consideras que no hemos tratado tus datos de forma lícita, puedes presentar una reclamación ante la autoridad portuguesa de protección de datos, la Comissão Nacional de Proteção de Dados (<a href="https://www.cnpd.pt">www.cnpd.pt</a>), o ante la autoridad de control del Estado miembro donde residas o trabajes.</p>
<h2>7. Seguridad</h2>
<p>Las contraseñas se almacenan con hashing Argon2id, las comunicaciones se cifran en tránsito, el acceso a los sistemas de producción está limitado a quienes lo necesitan y los intentos de inicio de sesión tienen límites de frecuencia. Ningún sistema es perfectamente seguro: si una brecha afecta a tus datos, te lo comunicaremos a ti y a la autoridad conforme al RGPD.</p>
<h2>8. Cambios en esta política</h2>
<p>Cuando modificamos esta política, actualizamos la fecha que figura al principio. Si el cambio es significativo, te avisamos por correo electrónico o en la aplicación antes de que surta efecto.</p>`,
  };
}
