import type { Localized } from '../localized';

export const participantsTermsName: Localized = {
  en: 'Participants’ Terms of Service',
  pt: 'Termos de Serviço dos Participantes',
  es: 'Condiciones de Servicio para Participantes',
};

export function participantsTermsContent(brand: string): Localized {
  return {
    en: `<p><em>Last updated: 1 November 2026</em></p>
<p>This contract applies between ${brand} and each company that subscribes to a membership tier (the “participant”). It completes the Terms of Use and the Privacy Policy. By choosing a tier and confirming payment, the person registering declares that they may bind the participant to it.</p>
<h2>1. The service</h2>
<p>${brand} gives participants a company profile in a business network and, depending on the tier, tools to find clients and partners: the 20 LOG market of offers and opportunities, giveaways, protocols, campaigns, publications, needs and leads, and the support of a strategic business advisor.</p>
<h2>2. Membership tiers</h2>
<ul>
<li><strong>Crystal:</strong> verified company profile, reviews and blog posts.</li>
<li><strong>Silver:</strong> Crystal plus the 20 LOG market, giveaways and the credentials scoring board; contact details shared with other participants.</li>
<li><strong>Gold:</strong> Silver plus protocols, campaigns, publications and needs and leads.</li>
<li><strong>Platinum:</strong> Gold plus a dedicated strategic business advisor for up to four hours a month.</li>
</ul>
<p>The features of each tier are described on the pricing page. We may improve them at any time; if we remove a feature your tier relies on, we tell you at least 30 days in advance and you may end the subscription with a refund of the unused part of the period already paid.</p>
<h2>3. Prices, VAT and invoices</h2>
<p>Prices are in euros, do not include VAT and are those shown on the pricing page when you subscribe. VAT is added at the rate that applies to the participant under the law in force and shown before you pay. Invoices are issued electronically and made available in your account.</p>
<h2>4. Billing period and payment</h2>
<ul>
<li>You choose a monthly or an annual subscription; both are paid in advance.</li>
<li>You can pay by card or SEPA direct debit through our payment provider, Stripe.</li>
<li>When the price of the chosen period is 10,000 euros or more, payment is made by bank transfer against a pro forma invoice, and the tier is activated when the transfer is received.</li>
</ul>
<h2>5. Renewal and cancellation</h2>
<p>Subscriptions renew automatically for a period of the same length at the price then in force. We announce any price change at least 30 days before the renewal it applies to. You can cancel at any time from your account; cancellation takes effect at the end of the period already paid, and you keep access until then. Except as stated in section 2 or required by law, amounts paid are not refunded.</p>
<h2>6. Late or failed payment</h2>
<p>If a payment fails, we will try again and let you know. While an amount remains unpaid, the account is restricted: your profile stays visible, but you cannot publish new content or use paid features. Access is restored as soon as the payment succeeds. If the amount is still unpaid 60 days after its due date, we may end the contract.</p>
<h2>7. Strategic business advisors</h2>
<p>Advisors are independent professionals selected and invited by ${brand}. On the Platinum tier, the participant is associated with one advisor, who dedicates up to four hours a month to it. Unused hours do not carry over. The participant may ask for a different advisor at any time and we will propose one within 15 working days. Advisors give recommendations; the decisions and their results remain the participant’s.</p>
<h2>8. Participant obligations</h2>
<ul>
<li>Keep the company details, VAT number and contacts in the profile accurate and up to date.</li>
<li>Publish only content the participant has the right to publish, in line with the Terms of Use; it is reviewed before it goes live.</li>
<li>Honour the conditions the participant announces in offers, giveaways and protocols.</li>
<li>Use the contacts obtained through the network only for business purposes related to it.</li>
</ul>
<h2>9. Confidentiality and data protection</h2>
<p>Each party keeps confidential the non-public information it receives from the other. Each party is an independent controller of the personal data it handles and complies with the GDPR; how ${brand} processes data is explained in the Privacy Policy.</p>
<h2>10. Liability</h2>
<p>${brand} does not guarantee any commercial result. Except for wilful misconduct, gross negligence and liability that cannot be limited by law, our total liability under this contract is limited to the amounts the participant paid in the 12 months before the event that gave rise to it.</p>
<h2>11. Duration and termination</h2>
<p>The contract lasts while a subscription is active. Either party may terminate it with immediate effect if the other seriously breaches it and does not remedy the breach within 15 days of being notified in writing.</p>
<h2>12. Changes and applicable law</h2>
<p>We may update this contract with at least 30 days’ notice; if you do not agree, you may cancel before the change applies. This contract is governed by Portuguese law, and the courts of Lisbon have jurisdiction. Questions about billing can be sent to <a href="mailto:billing@acorn.example">billing@acorn.example</a>.</p>`,
    pt: `<p><em>Última atualização: 1 de novembro de 2026</em></p>
<p>Este contrato aplica-se entre a ${brand} e cada empresa que subscreve um plano de adesão (o “participante”). Complementa os Termos de Utilização e a Política de Privacidade. Ao escolher um plano e confirmar o pagamento, a pessoa que faz o registo declara que tem poderes para vincular o participante a este contrato.</p>
<h2>1. O serviço</h2>
<p>A ${brand} oferece aos participantes um perfil de empresa numa rede de negócios e, consoante o plano, ferramentas para encontrar clientes e parceiros: o mercado 20 LOG de ofertas e oportunidades, ofertas de amostras, protocolos, campanhas, publicações, necessidades e leads, e o apoio de um consultor estratégico de negócio.</p>
<h2>2. Planos de adesão</h2>
<ul>
<li><strong>Cristal:</strong> perfil de empresa verificado, avaliações e artigos de blogue.</li>
<li><strong>Prata:</strong> o Cristal mais o mercado 20 LOG, ofertas de amostras e o quadro de pontuação de credenciais; contactos partilhados com os outros participantes.</li>
<li><strong>Ouro:</strong> o Prata mais protocolos, campanhas, publicações e necessidades e leads.</li>
<li><strong>Platina:</strong> o Ouro mais um consultor estratégico de negócio dedicado até quatro horas por mês.</li>
</ul>
<p>As funcionalidades de cada plano estão descritas na página de preços. Podemos melhorá-las a qualquer momento; se retirarmos uma funcionalidade de que o seu plano dependa, avisamos com pelo menos 30 dias de antecedência e pode terminar a subscrição com reembolso da parte não utilizada do período já pago.</p>
<h2>3. Preços, IVA e faturas</h2>
<p>Os preços são em euros, não incluem IVA e são os indicados na página de preços no momento da subscrição. O IVA é acrescido à taxa aplicável ao participante nos termos da lei em vigor e apresentado antes do pagamento. As faturas são emitidas eletronicamente e ficam disponíveis na sua conta.</p>
<h2>4. Período de faturação e pagamento</h2>
<ul>
<li>Escolhe uma subscrição mensal ou anual; ambas são pagas antecipadamente.</li>
<li>Pode pagar por cartão ou débito direto SEPA através do nosso prestador de pagamentos, a Stripe.</li>
<li>Quando o preço do período escolhido for igual ou superior a 10 000 euros, o pagamento é feito por transferência bancária contra fatura pró-forma, e o plano é ativado quando a transferência for recebida.</li>
</ul>
<h2>5. Renovação e cancelamento</h2>
<p>As subscrições renovam-se automaticamente por um período de igual duração ao preço então em vigor. Anunciamos qualquer alteração de preço com pelo menos 30 dias de antecedência em relação à renovação a que se aplica. Pode cancelar a qualquer momento na sua conta; o cancelamento produz efeitos no fim do período já pago e mantém o acesso até lá. Salvo o previsto na secção 2 ou o exigido por lei, os montantes pagos não são reembolsados.</p>
<h2>6. Pagamento em atraso ou falhado</h2>
<p>Se um pagamento falhar, tentaremos de novo e avisamos. Enquanto houver um montante por pagar, a conta fica restringida: o seu perfil continua visível, mas não pode publicar novos conteúdos nem usar funcionalidades pagas. O acesso é reposto logo que o pagamento seja concluído. Se o montante continuar por pagar 60 dias após o vencimento, podemos pôr termo ao contrato.</p>
<h2>7. Consultores estratégicos de negócio</h2>
<p>Os consultores são profissionais independentes selecionados e convidados pela ${brand}. No plano Platina, o participante é associado a um consultor, que lhe dedica até quatro horas por mês. As horas não utilizadas não transitam para o mês seguinte. O participante pode pedir outro consultor a qualquer momento e propomos um no prazo de 15 dias úteis. Os consultores dão recomendações; as decisões e os seus resultados continuam a ser do participante.</p>
<h2>8. Obrigações do participante</h2>
<ul>
<li>Manter exatos e atualizados os dados da empresa, o NIF e os contactos do perfil.</li>
<li>Publicar apenas conteúdos que tenha o direito de publicar, de acordo com os Termos de Utilização; são revistos antes de ficarem visíveis.</li>
<li>Cumprir as condições que anuncia em ofertas, ofertas de amostras e protocolos.</li>
<li>Usar os contactos obtidos através da rede apenas para fins comerciais com ela relacionados.</li>
</ul>
<h2>9. Confidencialidade e proteção de dados</h2>
<p>Cada parte mantém confidencial a informação não pública que recebe da outra. Cada parte é responsável independente pelo tratamento dos dados pessoais que trata e cumpre o RGPD; a forma como a ${brand} trata dados está explicada na Política de Privacidade.</p>
<h2>10. Responsabilidade</h2>
<p>A ${brand} não garante qualquer resultado comercial. Exceto em caso de dolo, negligência grave e responsabilidade que a lei não permita limitar, a nossa responsabilidade total ao abrigo deste contrato está limitada aos montantes pagos pelo participante nos 12 meses anteriores ao facto que lhe deu origem.</p>
<h2>11. Duração e cessação</h2>
<p>O contrato vigora enquanto houver uma subscrição ativa. Qualquer das partes pode resolvê-lo com efeito imediato se a outra o violar gravemente e não corrigir a violação no prazo de 15 dias após notificação escrita.</p>
<h2>12. Alterações e lei aplicável</h2>
<p>Podemos atualizar este contrato com pelo menos 30 dias de pré-aviso; se não concordar, pode cancelar antes de a alteração se aplicar. Este contrato rege-se pela lei portuguesa e são competentes os tribunais da comarca de Lisboa. Questões sobre faturação podem ser enviadas para <a href="mailto:billing@acorn.example">billing@acorn.example</a>.</p>`,
    es: `<p><em>Última actualización: 1 de noviembre de 2026</em></p>
<p>Este contrato se aplica entre ${brand} y cada empresa que contrata un plan de membresía (el “participante”). Completa las Condiciones de Uso y la Política de Privacidad. Al elegir un plan y confirmar el pago, la persona que realiza el registro declara que está facultada para obligar al participante por este contrato.</p>
<h2>1. El servicio</h2>
<p>${brand} ofrece a los participantes un perfil de empresa en una red de negocios y, según el plan, herramientas para encontrar clientes y socios: el mercado 20 LOG de ofertas y oportunidades, sorteos de muestras, protocolos, campañas, publicaciones, necesidades y oportunidades comerciales, y el apoyo de un asesor estratégico de negocio.</p>
<h2>2. Planes de membresía</h2>
<ul>
<li><strong>Cristal:</strong> perfil de empresa verificado, valoraciones y artículos de blog.</li>
<li><strong>Plata:</strong> Cristal más el mercado 20 LOG, los sorteos de muestras y el tablero de puntuación de credenciales; datos de contacto compartidos con los demás participantes.</li>
<li><strong>Oro:</strong> Plata más protocolos, campañas, publicaciones y necesidades y oportunidades comerciales.</li>
<li><strong>Platino:</strong> Oro más un asesor estratégico de negocio dedicado hasta cuatro horas al mes.</li>
</ul>
<p>Las funciones de cada plan se describen en la página de precios. Podemos mejorarlas en cualquier momento; si retiramos una función de la que dependa tu plan, te lo comunicamos con al menos 30 días de antelación y puedes poner fin a la suscripción con el reembolso de la parte no utilizada del periodo ya pagado.</p>
<h2>3. Precios, IVA y facturas</h2>
<p>Los precios se expresan en euros, no incluyen el IVA y son los que figuran en la página de precios en el momento de la contratación. El IVA se añade al tipo aplicable al participante según la ley vigente y se muestra antes del pago. Las facturas se emiten electrónicamente y están disponibles en tu cuenta.</p>
<h2>4. Periodo de facturación y pago</h2>
<ul>
<li>Eliges una suscripción mensual o anual; ambas se pagan por adelantado.</li>
<li>Puedes pagar con tarjeta o adeudo directo SEPA a través de nuestro proveedor de pagos, Stripe.</li>
<li>Cuando el precio del periodo elegido sea de 10 000 euros o más, el pago se realiza por transferencia bancaria contra factura proforma, y el plan se activa al recibir la transferencia.</li>
</ul>
<h2>5. Renovación y cancelación</h2>
<p>Las suscripciones se renuevan automáticamente por un periodo de la misma duración al precio vigente en ese momento. Anunciamos cualquier cambio de precio con al menos 30 días de antelación a la renovación a la que se aplica. Puedes cancelar en cualquier momento desde tu cuenta; la cancelación surte efecto al final del periodo ya pagado y conservas el acceso hasta entonces. Salvo lo previsto en el apartado 2 o lo exigido por la ley, los importes pagados no se reembolsan.</p>
<h2>6. Pago atrasado o fallido</h2>
<p>Si un pago falla, lo intentaremos de nuevo y te avisaremos. Mientras quede un importe pendiente, la cuenta queda restringida: tu perfil sigue visible, pero no puedes publicar nuevos contenidos ni usar las funciones de pago. El acceso se restablece en cuanto el pago se completa. Si el importe sigue pendiente 60 días después de su vencimiento, podemos resolver el contrato.</p>
<h2>7. Asesores estratégicos de negocio</h2>
<p>Los asesores son profesionales independientes seleccionados e invitados por ${brand}. En el plan Platino, el participante se asocia a un asesor, que le dedica hasta cuatro horas al mes. Las horas no utilizadas no se acumulan. El participante puede pedir otro asesor en cualquier momento y le propondremos uno en un plazo de 15 días hábiles. Los asesores hacen recomendaciones; las decisiones y sus resultados siguen siendo del participante.</p>
<h2>8. Obligaciones del participante</h2>
<ul>
<li>Mantener exactos y actualizados los datos de la empresa, el NIF-IVA y los contactos del perfil.</li>
<li>Publicar solo contenidos que tenga derecho a publicar, conforme a las Condiciones de Uso; se revisan antes de hacerse visibles.</li>
<li>Respetar las condiciones que anuncia en ofertas, sorteos de muestras y protocolos.</li>
<li>Usar los contactos obtenidos a través de la red solo para fines comerciales relacionados con ella.</li>
</ul>
<h2>9. Confidencialidad y protección de datos</h2>
<p>Cada parte mantiene la confidencialidad de la información no pública que recibe de la otra. Cada parte es responsable independiente de los datos personales que trata y cumple el RGPD; el modo en que ${brand} trata los datos se explica en la Política de Privacidad.</p>
<h2>10. Responsabilidad</h2>
<p>${brand} no garantiza ningún resultado comercial. Salvo en caso de dolo, negligencia grave y responsabilidad que la ley no permita limitar, nuestra responsabilidad total en virtud de este contrato se limita a los importes pagados por el participante en los 12 meses anteriores al hecho que la originó.</p>
<h2>11. Duración y resolución</h2>
<p>El contrato está vigente mientras haya una suscripción activa. Cualquiera de las partes puede resolverlo con efecto inmediato si la otra lo incumple gravemente y no subsana el incumplimiento en los 15 días siguientes a su notificación por escrito.</p>
<h2>12. Cambios y ley aplicable</h2>
<p>Podemos actualizar este contrato con un preaviso mínimo de 30 días; si no estás de acuerdo, puedes cancelar antes de que el cambio se aplique. Este contrato se rige por la ley portuguesa y son competentes los tribunales de Lisboa. Las preguntas sobre facturación pueden enviarse a <a href="mailto:billing@acorn.example">billing@acorn.example</a>.</p>`,
  };
}
