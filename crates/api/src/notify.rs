//! Emails people receive, in their own language: the verification result, the donation receipt,
//! and a referral reward. Sending never fails a request: a mail error is logged.

use matchpool_domain::Language;
use matchpool_providers::mail::Email;

use crate::state::AppState;

/// What happened, with the values the message needs.
pub enum Notice<'a> {
    Verified { name: &'a str },
    Rejected { name: &'a str, reason: &'a str },
    Receipt { project: &'a str, amount: &'a str, fee: &'a str, total: &'a str, reference: &'a str },
    Reward { thank: i64 },
}

fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    match notice {
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
        Notice::Receipt { project, amount, fee, total, reference } => match language {
            En => (
                format!("Thank you for supporting {project}"),
                format!(
                    "Thank you for your donation to {project}.\n\nAmount: {amount}\nFee: {fee}\nTotal: {total}\nReference: {reference}\n"
                ),
            ),
            Ja => (
                format!("{project} へのご支援ありがとうございます"),
                format!(
                    "{project} へのご寄付ありがとうございます。\n\n金額: {amount}\n手数料: {fee}\n合計: {total}\n参照番号: {reference}\n"
                ),
            ),
            Es => (
                format!("Gracias por apoyar {project}"),
                format!(
                    "Gracias por tu donación a {project}.\n\nImporte: {amount}\nComisión: {fee}\nTotal: {total}\nReferencia: {reference}\n"
                ),
            ),
            Ko => (
                format!("{project} 후원에 감사드립니다"),
                format!(
                    "{project}에 기부해 주셔서 감사합니다.\n\n금액: {amount}\n수수료: {fee}\n합계: {total}\n참조 번호: {reference}\n"
                ),
            ),
            Ar => (
                format!("شكرًا لدعمك {project}"),
                format!(
                    "شكرًا لتبرعك لـ {project}.\n\nالمبلغ: {amount}\nالرسوم: {fee}\nالإجمالي: {total}\nالمرجع: {reference}\n"
                ),
            ),
            Fr => (
                format!("Merci de soutenir {project}"),
                format!(
                    "Merci pour votre don à {project}.\n\nMontant : {amount}\nFrais : {fee}\nTotal : {total}\nRéférence : {reference}\n"
                ),
            ),
            ZhCn => (
                format!("感谢您支持 {project}"),
                format!(
                    "感谢您向 {project} 捐款。\n\n金额：{amount}\n手续费：{fee}\n合计：{total}\n参考编号：{reference}\n"
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
    }
}

/// Sends a notice to `to` in `language` (a code; unknown codes fall back to English).
pub async fn send(state: &AppState, to: &str, language: &str, notice: Notice<'_>) {
    let (subject, body) = text(Language::parse(language).unwrap_or_default(), &notice);
    let body = format!("{body}\n— Matchpool\n{}\n", state.config.public_url);
    if let Err(err) = state.mailer.send(Email { to: to.to_owned(), subject, body }).await {
        tracing::warn!(error = %err, "sending an email failed");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_notice() {
        let notices = [
            Notice::Verified { name: "Ana" },
            Notice::Rejected { name: "Ana", reason: "blurry" },
            Notice::Receipt { project: "Wells", amount: "$10.00", fee: "$0.50", total: "$10.50", reference: "pi_1" },
            Notice::Reward { thank: 1100 },
        ];
        for notice in &notices {
            let english = text(Language::En, notice);
            for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
                let (subject, body) = text(language, notice);
                assert_ne!(subject, english.0, "{language:?} subject is translated");
                assert_ne!(body, english.1, "{language:?} body is translated");
            }
        }
    }
}
