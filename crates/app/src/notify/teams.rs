//! The invitation to join an organization, in the seven languages.

use matchpool_domain::{Language, Role};

use super::Notice;

/// The role's name as the invitee reads it.
fn role_name(language: Language, role: Role) -> &'static str {
    use Language::*;
    match (language, role) {
        (En, Role::Owner) => "an owner",
        (En, Role::Admin) => "an admin",
        (En, Role::Member) => "a member",
        (Ja, Role::Owner) => "オーナー",
        (Ja, Role::Admin) => "管理者",
        (Ja, Role::Member) => "メンバー",
        (Es, Role::Owner) => "propietaria/o",
        (Es, Role::Admin) => "administrador/a",
        (Es, Role::Member) => "miembro",
        (Ko, Role::Owner) => "소유자",
        (Ko, Role::Admin) => "관리자",
        (Ko, Role::Member) => "멤버",
        (Ar, Role::Owner) => "مالكًا",
        (Ar, Role::Admin) => "مشرفًا",
        (Ar, Role::Member) => "عضوًا",
        (Fr, Role::Owner) => "propriétaire",
        (Fr, Role::Admin) => "administrateur ou administratrice",
        (Fr, Role::Member) => "membre",
        (ZhCn, Role::Owner) => "所有者",
        (ZhCn, Role::Admin) => "管理员",
        (ZhCn, Role::Member) => "成员",
    }
}

pub(super) fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    let Notice::Invitation { organization, inviter, role, link, days } = *notice else {
        unreachable!("only invitations are written here")
    };
    let role = role_name(language, role);
    match language {
        En => (
            format!("Join {organization} on Matchpool"),
            format!(
                "{inviter} invites you to join {organization} on Matchpool as {role}.\n\nAccept the invitation (sign in or create an account with this email address):\n{link}\n\nThe link works once, for {days} days. If you did not expect it, ignore this email.\n"
            ),
        ),
        Ja => (
            format!("Matchpool で {organization} に参加しましょう"),
            format!(
                "{inviter} さんから、Matchpool の {organization} に{role}として参加する招待が届いています。\n\nこのメールアドレスでサインインまたはアカウントを作成し、招待を承諾してください:\n{link}\n\nこのリンクは {days} 日間、1 回だけ有効です。心当たりがない場合は、このメールを無視してください。\n"
            ),
        ),
        Es => (
            format!("Únete a {organization} en Matchpool"),
            format!(
                "{inviter} te invita a unirte a {organization} en Matchpool como {role}.\n\nAcepta la invitación (inicia sesión o crea una cuenta con esta dirección de correo):\n{link}\n\nEl enlace funciona una sola vez, durante {days} días. Si no lo esperabas, ignora este correo.\n"
            ),
        ),
        Ko => (
            format!("Matchpool에서 {organization}에 참여하세요"),
            format!(
                "{inviter}님이 Matchpool의 {organization}에 {role}(으)로 참여하도록 초대했습니다.\n\n이 이메일 주소로 로그인하거나 계정을 만든 뒤 초대를 수락하세요:\n{link}\n\n이 링크는 {days}일 동안 한 번만 사용할 수 있습니다. 예상하지 못한 메일이라면 무시하세요.\n"
            ),
        ),
        Ar => (
            format!("انضم إلى {organization} على Matchpool"),
            format!(
                "يدعوك {inviter} للانضمام إلى {organization} على Matchpool {role}.\n\nاقبل الدعوة (سجّل الدخول أو أنشئ حسابًا بعنوان البريد هذا):\n{link}\n\nيعمل الرابط مرة واحدة خلال {days} أيام. إن لم تكن تتوقع هذه الرسالة فتجاهلها.\n"
            ),
        ),
        Fr => (
            format!("Rejoignez {organization} sur Matchpool"),
            format!(
                "{inviter} vous invite à rejoindre {organization} sur Matchpool en tant que {role}.\n\nAcceptez l'invitation (connectez-vous ou créez un compte avec cette adresse e-mail) :\n{link}\n\nLe lien fonctionne une seule fois, pendant {days} jours. Si vous ne l'attendiez pas, ignorez cet e-mail.\n"
            ),
        ),
        ZhCn => (
            format!("加入 Matchpool 上的 {organization}"),
            format!(
                "{inviter} 邀请您以{role}身份加入 Matchpool 上的 {organization}。\n\n请使用此邮箱地址登录或注册账户后接受邀请：\n{link}\n\n该链接仅可使用一次，有效期 {days} 天。如果您并未期待此邀请，请忽略此邮件。\n"
            ),
        ),
    }
}
