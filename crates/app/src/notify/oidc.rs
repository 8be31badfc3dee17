//! The text of the email that links a sign-in provider to an existing account, in the seven
//! languages.

use matchpool_domain::Language;

use super::Notice;

pub(super) fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    let Notice::LinkProvider { name, provider, link } = *notice else {
        unreachable!("only provider links are written here")
    };
    match language {
        En => (
            format!("Link {provider} to your Matchpool account"),
            format!(
                "Hello {name},\n\nSomeone signed in with {provider} using your email address. To link {provider} to your Matchpool account and sign in, open this link within 30 minutes:\n{link}\n\nIf it was not you, ignore this email: nothing is linked.\n"
            ),
        ),
        Ja => (
            format!("{provider} を Matchpool アカウントに連携"),
            format!(
                "{name} 様\n\nあなたのメールアドレスで {provider} からのサインインがありました。{provider} を Matchpool アカウントに連携してサインインするには、30 分以内に次のリンクを開いてください。\n{link}\n\n心当たりがない場合は、このメールを無視してください。何も連携されません。\n"
            ),
        ),
        Es => (
            format!("Vincula {provider} a tu cuenta de Matchpool"),
            format!(
                "Hola {name}:\n\nAlguien inició sesión con {provider} usando tu dirección de correo. Para vincular {provider} a tu cuenta de Matchpool e iniciar sesión, abre este enlace en los próximos 30 minutos:\n{link}\n\nSi no fuiste tú, ignora este correo: no se vinculará nada.\n"
            ),
        ),
        Ko => (
            format!("{provider}을(를) Matchpool 계정에 연결"),
            format!(
                "{name}님, 안녕하세요.\n\n회원님의 이메일 주소로 {provider} 로그인이 있었습니다. {provider}을(를) Matchpool 계정에 연결하고 로그인하려면 30분 안에 아래 링크를 여세요.\n{link}\n\n본인이 아니라면 이 이메일을 무시하세요. 아무것도 연결되지 않습니다.\n"
            ),
        ),
        Ar => (
            format!("اربط {provider} بحسابك في Matchpool"),
            format!(
                "مرحبًا {name}،\n\nسجّل أحدهم الدخول عبر {provider} باستخدام عنوان بريدك الإلكتروني. لربط {provider} بحسابك في Matchpool وتسجيل الدخول، افتح هذا الرابط خلال 30 دقيقة:\n{link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: لن يُربط أي شيء.\n"
            ),
        ),
        Fr => (
            format!("Associez {provider} à votre compte Matchpool"),
            format!(
                "Bonjour {name},\n\nQuelqu'un s'est connecté avec {provider} en utilisant votre adresse e-mail. Pour associer {provider} à votre compte Matchpool et vous connecter, ouvrez ce lien dans les 30 minutes :\n{link}\n\nSi ce n'était pas vous, ignorez cet e-mail : rien ne sera associé.\n"
            ),
        ),
        ZhCn => (
            format!("将 {provider} 关联到您的 Matchpool 账户"),
            format!(
                "{name}，您好：\n\n有人使用您的电子邮箱地址通过 {provider} 登录。如需将 {provider} 关联到您的 Matchpool 账户并登录，请在 30 分钟内打开以下链接：\n{link}\n\n如果不是您本人操作，请忽略此邮件：不会关联任何内容。\n"
            ),
        ),
    }
}
