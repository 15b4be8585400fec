import type { Localized } from '../localized';

export const howReviewsWorkName: Localized = {
  en: 'How reviews work',
  pt: 'Como funcionam as avaliações',
  es: 'Cómo funcionan las reseñas',
};

export function howReviewsWorkContent(brand: string): Localized {
  return {
    en: `<p>Companies on ${brand} show reviews, recommendations and testimonials on their profiles. This page explains where they come from, what the labels beside them mean and what you can do when something looks wrong.</p>
<h2>1. How feedback is collected</h2>
<ul>
<li><strong>Asked by the company</strong>: a company asks a member of ${brand}, or someone outside the platform by e-mail, for a review, a recommendation or a testimonial. Each request carries a single-use link that expires after 30 days. The company never sees the link, so it cannot answer its own request.</li>
<li><strong>Given by a member</strong>: a member can give a review, a recommendation or a testimonial to another company on its own initiative, from that company's profile.</li>
</ul>
<p>A review has a rating from 1 to 5 stars and is about a named project. A testimonial names the project and its dates.</p>
<h2>2. Companies choose what they show</h2>
<p>Nothing appears on a profile until the company turns it on. The feedback you see on a profile is therefore <strong>selected by the company</strong>: it may have received other feedback that it chose not to show. The star average and the count of ratings are computed over the reviews the company shows.</p>
<h2>3. What the labels mean</h2>
<ul>
<li><strong>Verified relationship</strong>: the two companies dealt with each other on ${brand}, for example through a Want on an item, a message, a giveaway application or an advisor who works with both.</li>
<li><strong>Invited by e-mail</strong>: the company asked for this feedback, and it was written through the single-use link sent to that person.</li>
<li><strong>Not verified</strong>: a member gave it without an invitation, and no dealings between the two companies are recorded on ${brand}. It is not necessarily wrong, but nothing confirms the relationship.</li>
</ul>
<h2>4. Replies, reports and moderation</h2>
<p>A company may publish one public reply under each piece of feedback it shows. Any signed-in member can report a review, a recommendation or a testimonial, with a reason. The ${brand} team reads every report and may hide an item that breaks the rules; the company and the author are told why.</p>
<h2>5. No payment for feedback</h2>
<p>${brand} never takes payment for feedback: no package or payment gets a company reviews, a better rating or a different moderation decision. Feedback should never be offered or written in exchange for anything.</p>`,
    pt: `<p>As empresas na ${brand} mostram avaliações, recomendações e testemunhos nos seus perfis. Esta página explica de onde vêm, o que significam as etiquetas ao seu lado e o que pode fazer quando algo parece errado.</p>
<h2>1. Como as opiniões são recolhidas</h2>
<ul>
<li><strong>Pedidas pela empresa</strong>: uma empresa pede a um membro da ${brand}, ou a alguém fora da plataforma por e-mail, uma avaliação, uma recomendação ou um testemunho. Cada pedido leva um link de utilização única que expira ao fim de 30 dias. A empresa nunca vê o link, por isso não pode responder ao seu próprio pedido.</li>
<li><strong>Dadas por um membro</strong>: um membro pode dar uma avaliação, uma recomendação ou um testemunho a outra empresa por iniciativa própria, a partir do perfil dessa empresa.</li>
</ul>
<p>Uma avaliação tem uma classificação de 1 a 5 estrelas e refere-se a um projeto identificado. Um testemunho indica o projeto e as suas datas.</p>
<h2>2. As empresas escolhem o que mostram</h2>
<p>Nada aparece num perfil até a empresa o ativar. As opiniões que vê num perfil são, por isso, <strong>selecionadas pela empresa</strong>: pode ter recebido outras que escolheu não mostrar. A média de estrelas e o número de classificações são calculados sobre as avaliações que a empresa mostra.</p>
<h2>3. O que significam as etiquetas</h2>
<ul>
<li><strong>Relação verificada</strong>: as duas empresas interagiram na ${brand}, por exemplo através de um Quero num item, uma mensagem, uma candidatura a um sorteio ou um consultor que trabalha com ambas.</li>
<li><strong>Convidado por e-mail</strong>: a empresa pediu esta opinião, e ela foi escrita através do link de utilização única enviado a essa pessoa.</li>
<li><strong>Não verificado</strong>: um membro deu-a sem convite, e a ${brand} não regista interações entre as duas empresas. Não é necessariamente falsa, mas nada confirma a relação.</li>
</ul>
<h2>4. Respostas, denúncias e moderação</h2>
<p>Uma empresa pode publicar uma resposta pública sob cada opinião que mostra. Qualquer membro com sessão iniciada pode denunciar uma avaliação, uma recomendação ou um testemunho, indicando o motivo. A equipa da ${brand} lê todas as denúncias e pode ocultar um item que não cumpra as regras; a empresa e o autor são informados do motivo.</p>
<h2>5. Sem pagamentos por opiniões</h2>
<p>A ${brand} nunca recebe pagamentos por opiniões: nenhum pacote ou pagamento dá a uma empresa avaliações, uma classificação melhor ou uma decisão de moderação diferente. Uma opinião nunca deve ser oferecida ou escrita em troca de nada.</p>`,
    es: `<p>Las empresas en ${brand} muestran reseñas, recomendaciones y testimonios en sus perfiles. Esta página explica de dónde vienen, qué significan las etiquetas que los acompañan y qué puedes hacer cuando algo no parece correcto.</p>
<h2>1. Cómo se recogen las opiniones</h2>
<ul>
<li><strong>Pedidas por la empresa</strong>: una empresa pide a un miembro de ${brand}, o a alguien fuera de la plataforma por e-mail, una reseña, una recomendación o un testimonio. Cada petición lleva un enlace de un solo uso que caduca a los 30 días. La empresa nunca ve el enlace, así que no puede responder a su propia petición.</li>
<li><strong>Dadas por un miembro</strong>: un miembro puede dar una reseña, una recomendación o un testimonio a otra empresa por iniciativa propia, desde el perfil de esa empresa.</li>
</ul>
<p>Una reseña tiene una valoración de 1 a 5 estrellas y trata sobre un proyecto concreto. Un testimonio indica el proyecto y sus fechas.</p>
<h2>2. Las empresas eligen lo que muestran</h2>
<p>Nada aparece en un perfil hasta que la empresa lo activa. Las opiniones que ves en un perfil están, por tanto, <strong>seleccionadas por la empresa</strong>: puede haber recibido otras que eligió no mostrar. La media de estrellas y el número de valoraciones se calculan sobre las reseñas que la empresa muestra.</p>
<h2>3. Qué significan las etiquetas</h2>
<ul>
<li><strong>Relación verificada</strong>: las dos empresas interactuaron en ${brand}, por ejemplo con un «Lo quiero» en un elemento, un mensaje, una solicitud a un sorteo o un asesor que trabaja con ambas.</li>
<li><strong>Invitado por e-mail</strong>: la empresa pidió esta opinión, y se escribió con el enlace de un solo uso enviado a esa persona.</li>
<li><strong>No verificado</strong>: un miembro la dio sin invitación, y ${brand} no registra interacciones entre las dos empresas. No es necesariamente falsa, pero nada confirma la relación.</li>
</ul>
<h2>4. Respuestas, denuncias y moderación</h2>
<p>Una empresa puede publicar una respuesta pública bajo cada opinión que muestra. Cualquier miembro con sesión iniciada puede denunciar una reseña, una recomendación o un testimonio, indicando el motivo. El equipo de ${brand} lee todas las denuncias y puede ocultar un elemento que incumpla las normas; la empresa y el autor reciben el motivo.</p>
<h2>5. Sin pagos por opiniones</h2>
<p>${brand} nunca cobra por las opiniones: ningún paquete ni pago da a una empresa reseñas, una valoración mejor o una decisión de moderación distinta. Una opinión nunca debe ofrecerse ni escribirse a cambio de nada.</p>`,
  };
}
