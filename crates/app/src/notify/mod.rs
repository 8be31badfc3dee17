//! Emails people receive, in their own language: the verification result, the donation receipt,
//! a refund, and a referral reward. Use cases queue them in their `Effects`; they are sent after
//! the commit, and a mail error is logged, never failing the action.

use matchpool_domain::Language;
use matchpool_providers::mail::Email;

/// What happened, with the values the message needs.
pub enum Notice<'a> {
    Verified {
        name: &'a str,
    },
    Rejected {
        name: &'a str,
        reason: &'a str,
    },
    Receipt {
        project: &'a str,
        amount: &'a str,
        fee: &'a str,
        total: &'a str,
        reference: &'a str,
        /// The donation's page, where the PDF receipt is downloaded.
        link: &'a str,
    },
    Reward {
        thank: i64,
    },
    /// Confirm the email address of a new account (or a "Resend").
    VerifyEmail {
        name: &'a str,
        link: &'a str,
    },
    /// A password reset someone asked for; the link works `minutes` minutes, once.
    ResetPassword {
        name: &'a str,
        link: &'a str,
        minutes: i64,
    },
    /// Confirm a new email address; the link works `minutes` minutes, once.
    ConfirmNewEmail {
        name: &'a str,
        link: &'a str,
        minutes: i64,
    },
    /// The account's password was changed (or reset): if it was not the person, they act at once.
    PasswordChanged {
        name: &'a str,
    },
    /// To the old address: the account's email address changed to `new_email`.
    EmailChanged {
        name: &'a str,
        new_email: &'a str,
    },
    /// Link a sign-in provider to the existing account with the same address (30 minutes, once).
    LinkProvider {
        name: &'a str,
        provider: &'a str,
        link: &'a str,
    },
    /// A settled donation was refunded (by an operator, the card provider, or a lost dispute).
    Refunded {
        project: &'a str,
        amount: &'a str,
        reason: &'a str,
        /// A card payment: what goes back to the card (`total`), the donation and its card fee
        /// (`fee`), so the donor sees where the fee went. `None` for ADA (no fee; returned by hand).
        card: Option<(&'a str, &'a str)>,
    },
    /// To an organization: a donation to one of its projects settled.
    DonationReceived {
        donor: &'a str,
        project: &'a str,
        amount: &'a str,
    },
    /// To an organization: a donation to one of its projects was refunded or disputed.
    DonationReversed {
        project: &'a str,
        amount: &'a str,
        disputed: bool,
    },
    /// To an organization that chose a daily digest: the day's donations, one per line.
    DonationDigest {
        count: usize,
        lines: &'a str,
    },
    /// To an organization: its project is submitted for review (first publication into a round
    /// that needs approval, or a resubmission after changes).
    ProjectSubmitted {
        project: &'a str,
        link: &'a str,
    },
    /// To an organization: an operator approved its project, now public.
    ProjectApproved {
        project: &'a str,
        link: &'a str,
    },
    /// To an organization: an operator asks for changes before approving its project.
    ProjectChangesRequested {
        project: &'a str,
        message: &'a str,
        link: &'a str,
    },
    /// To an organization: an operator rejected its project.
    ProjectRejected {
        project: &'a str,
        reason: &'a str,
    },
    /// To a supporter (voter or donor): the organization posted an update on its project.
    ProjectUpdate {
        project: &'a str,
        title: &'a str,
        body: &'a str,
        /// The project's page.
        link: &'a str,
        /// The page that stops these emails.
        unsubscribe: &'a str,
    },
    /// To an invited address: join `organization` as `role`; the link works `days` days, once.
    Invitation {
        organization: &'a str,
        inviter: &'a str,
        role: matchpool_domain::Role,
        link: &'a str,
        days: i64,
    },
}

mod account;
mod oidc;
mod organizations;
pub mod receipts;
mod review;
mod teams;
mod updates;

fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    match notice {
        Notice::DonationReceived { .. } | Notice::DonationReversed { .. } | Notice::DonationDigest { .. } => {
            organizations::text(language, notice)
        }
        Notice::ConfirmNewEmail { .. } | Notice::EmailChanged { .. } | Notice::PasswordChanged { .. } => {
            account::text(language, notice)
        }
        Notice::LinkProvider { .. } => oidc::text(language, notice),
        Notice::ProjectSubmitted { .. }
        | Notice::ProjectApproved { .. }
        | Notice::ProjectChangesRequested { .. }
        | Notice::ProjectRejected { .. } => review::text(language, notice),
        Notice::ProjectUpdate { .. } => updates::text(language, notice),
        Notice::Invitation { .. } => teams::text(language, notice),
        Notice::Verified { name } => match language {
            En => (
                "Your verification is approved".into(),
                format!("Hello {name},\n\nYour verification is approved. You can now take part fully in Matchpool.\n"),
            ),
            Ja => (
                "本人確認が承認されました".into(),
                format!("{name} 様\n\n本人確認が承認されました。Matchpool のすべての機能をご利用いただけます。\n"),
            ),
            Es => (
                "Tu verificación está aprobada".into(),
                format!(
                    "Hola {name}:\n\nTu verificación está aprobada. Ya puedes participar plenamente en Matchpool.\n"
                ),
            ),
            Ko => (
                "인증이 승인되었습니다".into(),
                format!(
                    "{name}님, 안녕하세요.\n\n인증이 승인되었습니다. 이제 Matchpool의 모든 기능을 이용하실 수 있습니다.\n"
                ),
            ),
            Ar => (
                "تمت الموافقة على التحقق".into(),
                format!(
                    "مرحبًا {name}،\n\nتمت الموافقة على التحقق من هويتك. يمكنك الآن المشاركة الكاملة في Matchpool.\n"
                ),
            ),
            Fr => (
                "Votre vérification est approuvée".into(),
                format!(
                    "Bonjour {name},\n\nVotre vérification est approuvée. Vous pouvez désormais participer pleinement à Matchpool.\n"
                ),
            ),
            ZhCn => (
                "您的验证已通过".into(),
                format!("{name}，您好：\n\n您的验证已通过，现在可以完整使用 Matchpool 了。\n"),
            ),
        },
        Notice::Rejected { name, reason } => match language {
            En => (
                "Your verification was not approved".into(),
                format!(
                    "Hello {name},\n\nYour verification was not approved.\nReason: {reason}\nYou can submit it again at any time.\n"
                ),
            ),
            Ja => (
                "本人確認が承認されませんでした".into(),
                format!("{name} 様\n\n本人確認は承認されませんでした。\n理由: {reason}\nいつでも再提出できます。\n"),
            ),
            Es => (
                "Tu verificación no fue aprobada".into(),
                format!(
                    "Hola {name}:\n\nTu verificación no fue aprobada.\nMotivo: {reason}\nPuedes enviarla de nuevo cuando quieras.\n"
                ),
            ),
            Ko => (
                "인증이 승인되지 않았습니다".into(),
                format!(
                    "{name}님, 안녕하세요.\n\n인증이 승인되지 않았습니다.\n사유: {reason}\n언제든지 다시 제출하실 수 있습니다.\n"
                ),
            ),
            Ar => (
                "لم تتم الموافقة على التحقق".into(),
                format!(
                    "مرحبًا {name}،\n\nلم تتم الموافقة على التحقق.\nالسبب: {reason}\nيمكنك إعادة الإرسال في أي وقت.\n"
                ),
            ),
            Fr => (
                "Votre vérification n'a pas été approuvée".into(),
                format!(
                    "Bonjour {name},\n\nVotre vérification n'a pas été approuvée.\nMotif : {reason}\nVous pouvez la soumettre à nouveau à tout moment.\n"
                ),
            ),
            ZhCn => (
                "您的验证未通过".into(),
                format!("{name}，您好：\n\n您的验证未通过。\n原因：{reason}\n您可以随时重新提交。\n"),
            ),
        },
        Notice::Receipt { project, amount, fee, total, reference, link } => match language {
            En => (
                format!("Thank you for supporting {project}"),
                format!(
                    "Thank you for your donation to {project}.\n\nAmount: {amount}\nFee: {fee}\nTotal: {total}\nReference: {reference}\n\nYour receipt (PDF): {link}\n"
                ),
            ),
            Ja => (
                format!("{project} へのご支援ありがとうございます"),
                format!(
                    "{project} へのご寄付ありがとうございます。\n\n金額: {amount}\n手数料: {fee}\n合計: {total}\n参照番号: {reference}\n\n領収書 (PDF): {link}\n"
                ),
            ),
            Es => (
                format!("Gracias por apoyar {project}"),
                format!(
                    "Gracias por tu donación a {project}.\n\nImporte: {amount}\nComisión: {fee}\nTotal: {total}\nReferencia: {reference}\n\nTu recibo (PDF): {link}\n"
                ),
            ),
            Ko => (
                format!("{project} 후원에 감사드립니다"),
                format!(
                    "{project}에 기부해 주셔서 감사합니다.\n\n금액: {amount}\n수수료: {fee}\n합계: {total}\n참조 번호: {reference}\n\n영수증 (PDF): {link}\n"
                ),
            ),
            Ar => (
                format!("شكرًا لدعمك {project}"),
                format!(
                    "شكرًا لتبرعك لـ {project}.\n\nالمبلغ: {amount}\nالرسوم: {fee}\nالإجمالي: {total}\nالمرجع: {reference}\n\nإيصالك (PDF): {link}\n"
                ),
            ),
            Fr => (
                format!("Merci de soutenir {project}"),
                format!(
                    "Merci pour votre don à {project}.\n\nMontant : {amount}\nFrais : {fee}\nTotal : {total}\nRéférence : {reference}\n\nVotre reçu (PDF) : {link}\n"
                ),
            ),
            ZhCn => (
                format!("感谢您支持 {project}"),
                format!(
                    "感谢您向 {project} 捐款。\n\n金额：{amount}\n手续费：{fee}\n合计：{total}\n参考编号：{reference}\n\n您的收据（PDF）：{link}\n"
                ),
            ),
        },
        Notice::Reward { thank } => match language {
            En => (
                "You earned a referral reward".into(),
                format!("You earned {thank} THANK for a referral. Thank you for growing the community!\n"),
            ),
            Ja => (
                "紹介報酬を獲得しました".into(),
                format!(
                    "紹介により {thank} THANK を獲得しました。コミュニティを広げていただきありがとうございます。\n"
                ),
            ),
            Es => (
                "Has ganado una recompensa por referido".into(),
                format!("Has ganado {thank} THANK por una recomendación. ¡Gracias por hacer crecer la comunidad!\n"),
            ),
            Ko => (
                "추천 보상을 받았습니다".into(),
                format!("추천으로 {thank} THANK를 받았습니다. 커뮤니티를 키워 주셔서 감사합니다!\n"),
            ),
            Ar => (
                "لقد حصلت على مكافأة إحالة".into(),
                format!("لقد حصلت على {thank} THANK مقابل إحالة. شكرًا لمساهمتك في نمو المجتمع!\n"),
            ),
            Fr => (
                "Vous avez gagné une récompense de parrainage".into(),
                format!(
                    "Vous avez gagné {thank} THANK grâce à un parrainage. Merci de faire grandir la communauté !\n"
                ),
            ),
            ZhCn => ("您获得了推荐奖励".into(), format!("您通过推荐获得了 {thank} THANK。感谢您帮助社区成长！\n")),
        },
        Notice::VerifyEmail { name, link } => match language {
            En => (
                "Confirm your email address".into(),
                format!(
                    "Hello {name},\n\nPlease confirm your email address for Matchpool by opening this link:\n{link}\n\nIf you did not create an account, you can ignore this email.\n"
                ),
            ),
            Ja => (
                "メールアドレスの確認".into(),
                format!(
                    "{name} 様\n\n次のリンクを開いて、Matchpool のメールアドレスを確認してください。\n{link}\n\nアカウントを作成していない場合は、このメールを無視してください。\n"
                ),
            ),
            Es => (
                "Confirma tu dirección de correo".into(),
                format!(
                    "Hola {name}:\n\nConfirma tu dirección de correo en Matchpool abriendo este enlace:\n{link}\n\nSi no creaste una cuenta, puedes ignorar este correo.\n"
                ),
            ),
            Ko => (
                "이메일 주소를 확인해 주세요".into(),
                format!(
                    "{name}님, 안녕하세요.\n\n아래 링크를 열어 Matchpool 이메일 주소를 확인해 주세요.\n{link}\n\n계정을 만들지 않으셨다면 이 이메일을 무시하셔도 됩니다.\n"
                ),
            ),
            Ar => (
                "أكِّد عنوان بريدك الإلكتروني".into(),
                format!(
                    "مرحبًا {name}،\n\nيُرجى تأكيد عنوان بريدك الإلكتروني في Matchpool بفتح هذا الرابط:\n{link}\n\nإذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.\n"
                ),
            ),
            Fr => (
                "Confirmez votre adresse e-mail".into(),
                format!(
                    "Bonjour {name},\n\nConfirmez votre adresse e-mail pour Matchpool en ouvrant ce lien :\n{link}\n\nSi vous n'avez pas créé de compte, ignorez cet e-mail.\n"
                ),
            ),
            ZhCn => (
                "请确认您的电子邮箱地址".into(),
                format!(
                    "{name}，您好：\n\n请打开以下链接，确认您在 Matchpool 的电子邮箱地址：\n{link}\n\n如果您没有创建账户，请忽略此邮件。\n"
                ),
            ),
        },
        Notice::ResetPassword { name, link, minutes } => match language {
            En => (
                "Reset your password".into(),
                format!(
                    "Hello {name},\n\nSomeone asked to reset the password of your Matchpool account. To choose a new one, open this link within {minutes} minutes:\n{link}\n\nIf it was not you, ignore this email: your password stays as it is.\n"
                ),
            ),
            Ja => (
                "パスワードの再設定".into(),
                format!(
                    "{name} 様\n\nMatchpool アカウントのパスワード再設定が依頼されました。{minutes} 分以内に次のリンクを開いて、新しいパスワードを設定してください。\n{link}\n\n心当たりがない場合は、このメールを無視してください。パスワードは変更されません。\n"
                ),
            ),
            Es => (
                "Restablece tu contraseña".into(),
                format!(
                    "Hola {name}:\n\nAlguien pidió restablecer la contraseña de tu cuenta de Matchpool. Para elegir una nueva, abre este enlace en los próximos {minutes} minutos:\n{link}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.\n"
                ),
            ),
            Ko => (
                "비밀번호를 재설정하세요".into(),
                format!(
                    "{name}님, 안녕하세요.\n\nMatchpool 계정의 비밀번호 재설정이 요청되었습니다. {minutes}분 안에 아래 링크를 열어 새 비밀번호를 정하세요.\n{link}\n\n본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.\n"
                ),
            ),
            Ar => (
                "إعادة تعيين كلمة المرور".into(),
                format!(
                    "مرحبًا {name}،\n\nطلب أحدهم إعادة تعيين كلمة مرور حسابك في Matchpool. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال {minutes} دقيقة:\n{link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.\n"
                ),
            ),
            Fr => (
                "Réinitialisez votre mot de passe".into(),
                format!(
                    "Bonjour {name},\n\nQuelqu'un a demandé à réinitialiser le mot de passe de votre compte Matchpool. Pour en choisir un nouveau, ouvrez ce lien dans les {minutes} minutes :\n{link}\n\nSi ce n'était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.\n"
                ),
            ),
            ZhCn => (
                "重置您的密码".into(),
                format!(
                    "{name}，您好：\n\n有人请求重置您 Matchpool 账户的密码。请在 {minutes} 分钟内打开以下链接设置新密码：\n{link}\n\n如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。\n"
                ),
            ),
        },
        Notice::Refunded { project, amount, reason, card: Some((total, fee)) } => {
            let (subject, body) = text(language, &Notice::Refunded { project, amount, reason, card: None });
            (subject, format!("{body}{}", refund_fee_line(language, total, fee)))
        }
        Notice::Refunded { project, amount, reason, card: None } => match language {
            En => (
                format!("Your donation to {project} was refunded"),
                format!(
                    "Your donation of {amount} to {project} was refunded.\nReason: {reason}\nIt no longer counts for the round's matching.\n"
                ),
            ),
            Ja => (
                format!("{project} へのご寄付が返金されました"),
                format!(
                    "{project} への {amount} のご寄付が返金されました。\n理由: {reason}\nこのご寄付はラウンドのマッチングに含まれなくなりました。\n"
                ),
            ),
            Es => (
                format!("Tu donación a {project} fue reembolsada"),
                format!(
                    "Tu donación de {amount} a {project} fue reembolsada.\nMotivo: {reason}\nYa no cuenta para el matching de la ronda.\n"
                ),
            ),
            Ko => (
                format!("{project}에 대한 기부금이 환불되었습니다"),
                format!(
                    "{project}에 기부하신 {amount}이(가) 환불되었습니다.\n사유: {reason}\n이 기부금은 더 이상 라운드 매칭에 포함되지 않습니다.\n"
                ),
            ),
            Ar => (
                format!("تم رد تبرعك لـ {project}"),
                format!("تم رد تبرعك بمبلغ {amount} لـ {project}.\nالسبب: {reason}\nلم يعد يُحتسب في مطابقة الجولة.\n"),
            ),
            Fr => (
                format!("Votre don à {project} a été remboursé"),
                format!(
                    "Votre don de {amount} à {project} a été remboursé.\nMotif : {reason}\nIl ne compte plus pour l'abondement du tour.\n"
                ),
            ),
            ZhCn => (
                format!("您对 {project} 的捐款已退款"),
                format!("您向 {project} 捐赠的 {amount} 已退款。\n原因：{reason}\n该捐款不再计入本轮的配捐。\n"),
            ),
        },
    }
}

/// A card refund: the whole payment goes back, the donation and its card fee.
fn refund_fee_line(language: Language, total: &str, fee: &str) -> String {
    use Language::*;
    match language {
        En => format!("{total} goes back to your card: the donation and its card fee of {fee}.\n"),
        Ja => format!("カードには {total}（ご寄付と手数料 {fee}）が返金されます。\n"),
        Es => format!("A tu tarjeta vuelven {total}: la donación y su comisión de tarjeta de {fee}.\n"),
        Ko => format!("카드로 {total}이(가) 환불됩니다: 기부금과 카드 수수료 {fee}.\n"),
        Ar => format!("يُعاد {total} إلى بطاقتك: التبرع ورسوم البطاقة البالغة {fee}.\n"),
        Fr => format!("{total} est rendu sur votre carte : le don et ses frais de carte de {fee}.\n"),
        ZhCn => format!("{total} 将退回您的银行卡：包括捐款及 {fee} 的银行卡手续费。\n"),
    }
}

/// The email of a notice to `to` in `language` (a code; unknown codes fall back to English).
pub fn render(public_url: &str, to: &str, language: &str, notice: &Notice<'_>) -> Email {
    let (subject, body) = text(Language::parse(language).unwrap_or_default(), notice);
    let body = format!("{body}\n— Matchpool\n{public_url}\n");
    Email::new(to, subject, body)
}

#[cfg(test)]
mod tests;
