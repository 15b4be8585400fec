import type { Localized } from '../localized';

export const cookiesPolicyName: Localized = {
  en: 'Cookies Policy',
  pt: 'Política de Cookies',
  es: 'Política de Cookies',
};

export function cookiesPolicyContent(brand: string): Localized {
  return {
    en: `<p><em>Last updated: 1 November 2026</em></p>
<p>This policy explains which cookies and similar technologies ${brand} uses, why, and how you can control them. It complements our Privacy Policy.</p>
<h2>1. What cookies and local storage are</h2>
<p>Cookies are small text files a website asks your browser to keep and send back on later visits. Local storage is a similar mechanism that keeps information in your browser without sending it with every request. Both can be <strong>strictly necessary</strong>, because a service you asked for cannot work without them, or <strong>optional</strong>, such as analytics and advertising, which require your prior consent.</p>
<h2>2. What ${brand} uses</h2>
<p>${brand} only uses technologies that are strictly necessary. We do not use analytics, advertising, social media tracking or profiling cookies, and we do not let third parties place them through our pages. The e-mails we send contain no tracking pixels, and we do not use device fingerprinting.</p>
<h3>Set by ${brand}</h3>
<ul>
<li><strong>lang</strong> (local storage): remembers the interface language you chose, so that pages open in English, Portuguese or Spanish. Kept until you clear your browser data.</li>
<li><strong>Session token and role</strong> (local storage): keep you signed in and show the area that matches your account. Removed when you sign out; the token stops working on our servers after 7 days without use and, in any case, after 30 days.</li>
</ul>
<h3>Set by our payment provider during checkout</h3>
<ul>
<li><strong>__stripe_mid</strong> (cookie, 1 year) and <strong>__stripe_sid</strong> (cookie, 30 minutes): set by Stripe on the payment pages to prevent fraud and keep the payment secure. They are governed by <a href="https://stripe.com/cookies-policy/legal">Stripe’s cookie policy</a>.</li>
</ul>
<h2>3. Social networks and sign-in providers</h2>
<p>Member profiles often include links to LinkedIn, Facebook, Instagram, X or YouTube. We show these as plain links rather than embedded widgets or players, so those networks cannot place cookies through our pages; they may do so once you follow a link and leave ${brand}. If you choose to sign in with an external identity provider, its sign-in page may set its own cookies, which are governed by that provider’s policy. We only receive the proof of identity needed to open your session.</p>
<h2>4. Why we do not ask for consent</h2>
<p>The ePrivacy Directive, transposed in Portugal by Law 41/2004, requires consent before storing information on your device, except where the storage is strictly necessary to provide a service you explicitly requested. Everything listed above falls within that exception, so we do not show a consent banner. If we ever introduce optional cookies, we will ask for your consent first, make refusing as easy as accepting and update this policy.</p>
<h2>5. How to control them</h2>
<p>You can delete cookies and local storage and block them in your browser settings; each browser’s help pages explain how. If you block the items listed above, you will not be able to stay signed in or complete a payment, and the interface will return to its default language on every visit.</p>
<h2>6. Changes and contact</h2>
<p>When we change the technologies we use, we update this page and the date at the top. For any question about this policy or about your personal data, write to <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>.</p>`,
    pt: `<p><em>Última atualização: 1 de novembro de 2026</em></p>
<p>Esta política explica que cookies e tecnologias semelhantes a ${brand} utiliza, porquê, e como os pode controlar. Complementa a nossa Política de Privacidade.</p>
<h2>1. O que são cookies e armazenamento local</h2>
<p>Os cookies são pequenos ficheiros de texto que um site pede ao seu navegador para guardar e devolver em visitas posteriores. O armazenamento local é um mecanismo semelhante que guarda informação no navegador sem a enviar em cada pedido. Ambos podem ser <strong>estritamente necessários</strong>, porque um serviço que pediu não funciona sem eles, ou <strong>opcionais</strong>, como os de análise e publicidade, que exigem o seu consentimento prévio.</p>
<h2>2. O que a ${brand} utiliza</h2>
<p>A ${brand} utiliza apenas tecnologias estritamente necessárias. Não usamos cookies de análise, publicidade, rastreio de redes sociais ou definição de perfis, nem permitimos que terceiros os coloquem através das nossas páginas. Os e-mails que enviamos não contêm píxeis de rastreio e não usamos técnicas de impressão digital do dispositivo.</p>
<h3>Definidos pela ${brand}</h3>
<ul>
<li><strong>lang</strong> (armazenamento local): memoriza o idioma da interface que escolheu, para que as páginas abram em inglês, português ou espanhol. Mantém-se até limpar os dados do navegador.</li>
<li><strong>Token de sessão e perfil de utilizador</strong> (armazenamento local): mantêm a sua sessão iniciada e mostram a área correspondente à sua conta. São removidos quando termina a sessão; o token deixa de funcionar nos nossos servidores após 7 dias sem utilização e, em qualquer caso, após 30 dias.</li>
</ul>
<h3>Definidos pelo nosso prestador de pagamentos durante o checkout</h3>
<ul>
<li><strong>__stripe_mid</strong> (cookie, 1 ano) e <strong>__stripe_sid</strong> (cookie, 30 minutos): definidos pela Stripe nas páginas de pagamento para prevenir fraudes e manter o pagamento seguro. Regem-se pela <a href="https://stripe.com/cookies-policy/legal">política de cookies da Stripe</a>.</li>
</ul>
<h2>3. Redes sociais e fornecedores de início de sessão</h2>
<p>Os perfis dos membros incluem frequentemente ligações para o LinkedIn, Facebook, Instagram, X ou YouTube. Mostramo-las como simples ligações e não como widgets ou leitores incorporados, pelo que essas redes não podem colocar cookies através das nossas páginas; podem fazê-lo quando segue uma ligação e sai da ${brand}. Se optar por iniciar sessão com um fornecedor de identidade externo, a página de início de sessão desse fornecedor pode definir os seus próprios cookies, que se regem pela política desse fornecedor. Recebemos apenas a prova de identidade necessária para abrir a sua sessão.</p>
<h2>4. Porque não pedimos consentimento</h2>
<p>A Diretiva ePrivacy, transposta em Portugal pela Lei n.º 41/2004, exige consentimento antes de guardar informação no seu dispositivo, exceto quando esse armazenamento é estritamente necessário para prestar um serviço que pediu expressamente. Tudo o que consta da lista acima cabe nessa exceção, pelo que não mostramos um aviso de consentimento. Se algum dia introduzirmos cookies opcionais, pediremos primeiro o seu consentimento, tornaremos a recusa tão fácil como a aceitação e atualizaremos esta política.</p>
<h2>5. Como os controlar</h2>
<p>Pode apagar cookies e armazenamento local e bloqueá-los nas definições do navegador; as páginas de ajuda de cada navegador explicam como. Se bloquear os elementos acima, não conseguirá manter a sessão iniciada nem concluir um pagamento, e a interface voltará ao idioma predefinido em cada visita.</p>
<h2>6. Alterações e contacto</h2>
<p>Quando alterarmos as tecnologias que utilizamos, atualizamos esta página e a data no topo. Para qualquer questão sobre esta política ou sobre os seus dados pessoais, escreva para <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>.</p>`,
    es: `<p><em>Última actualización: 1 de noviembre de 2026</em></p>
<p>Esta política explica qué cookies y tecnologías similares utiliza ${brand}, por qué y cómo puedes controlarlas. Complementa nuestra Política de Privacidad.</p>
<h2>1. Qué son las cookies y el almacenamiento local</h2>
<p>Las cookies son pequeños archivos de texto que un sitio web pide a tu navegador que guarde y devuelva en visitas posteriores. El almacenamiento local es un mecanismo similar que guarda información en el navegador sin enviarla con cada solicitud. Ambos pueden ser <strong>estrictamente necesarios</strong>, porque un servicio que has solicitado no funciona sin ellos, u <strong>opcionales</strong>, como los de analítica y publicidad, que requieren tu consentimiento previo.</p>
<h2>2. Qué utiliza ${brand}</h2>
<p>${brand} solo utiliza tecnologías estrictamente necesarias. No usamos cookies de analítica, publicidad, seguimiento de redes sociales ni elaboración de perfiles, ni permitimos que terceros las instalen a través de nuestras páginas. Los correos electrónicos que enviamos no contienen píxeles de seguimiento y no utilizamos la huella digital del dispositivo.</p>
<h3>Instaladas por ${brand}</h3>
<ul>
<li><strong>lang</strong> (almacenamiento local): recuerda el idioma de la interfaz que has elegido, para que las páginas se abran en inglés, portugués o español. Se conserva hasta que borres los datos del navegador.</li>
<li><strong>Token de sesión y rol</strong> (almacenamiento local): mantienen tu sesión iniciada y muestran el área que corresponde a tu cuenta. Se eliminan al cerrar la sesión; el token deja de funcionar en nuestros servidores tras 7 días sin uso y, en todo caso, a los 30 días.</li>
</ul>
<h3>Instaladas por nuestro proveedor de pagos durante el pago</h3>
<ul>
<li><strong>__stripe_mid</strong> (cookie, 1 año) y <strong>__stripe_sid</strong> (cookie, 30 minutos): las instala Stripe en las páginas de pago para prevenir el fraude y mantener el pago seguro. Se rigen por la <a href="https://stripe.com/cookies-policy/legal">política de cookies de Stripe</a>.</li>
</ul>
<h2>3. Redes sociales y proveedores de inicio de sesión</h2>
<p>Los perfiles de los miembros suelen incluir enlaces a LinkedIn, Facebook, Instagram, X o YouTube. Los mostramos como simples enlaces y no como widgets o reproductores integrados, por lo que esas redes no pueden instalar cookies a través de nuestras páginas; pueden hacerlo cuando sigues un enlace y sale de ${brand}. Si decides iniciar sesión con un proveedor de identidad externo, la página de inicio de sesión de ese proveedor puede instalar sus propias cookies, que se rigen por la política de dicho proveedor. Solo recibimos la prueba de identidad necesaria para abrir tu sesión.</p>
<h2>4. Por qué no pedimos consentimiento</h2>
<p>La Directiva sobre la privacidad y las comunicaciones electrónicas, transpuesta en Portugal por la Ley 41/2004, exige el consentimiento antes de almacenar información en tu dispositivo, salvo cuando dicho almacenamiento sea estrictamente necesario para prestar un servicio que has solicitado expresamente. Todo lo indicado arriba entra en esa excepción, por lo que no mostramos un aviso de consentimiento. Si algún día introducimos cookies opcionales, te pediremos antes tu consentimiento, haremos que rechazarlas sea tan fácil como aceptarlas y actualizaremos esta política.</p>
<h2>5. Cómo controlarlas</h2>
<p>Puedes borrar las cookies y el almacenamiento local y bloquearlos en la configuración de tu navegador; las páginas de ayuda de cada navegador explican cómo hacerlo. Si bloqueas los elementos indicados arriba, no podrás mantener la sesión iniciada ni completar un pago, y la interfaz volverá al idioma predeterminado en cada visita.</p>
<h2>6. Cambios y contacto</h2>
<p>Cuando cambiemos las tecnologías que utilizamos, actualizaremos esta página y la fecha que figura al principio. Para cualquier pregunta sobre esta política o sobre tus datos personales, escribe a <a href="mailto:privacy@acorn.example">privacy@acorn.example</a>.</p>`,
  };
}
