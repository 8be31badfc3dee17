//! The text of a project update as its supporters receive it, in the seven languages. The
//! Markdown body reads well as plain text, so it goes as typed.

use matchpool_domain::Language;

use super::Notice;

pub(super) fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    let Notice::ProjectUpdate { project, title, body, link, unsubscribe } = *notice else {
        unreachable!("only project updates are written here")
    };
    let (subject, intro, read, stop) = match language {
        En => (
            format!("Update from {project}: {title}"),
            format!("{project}, a project you support, posted an update."),
            "Read it on Matchpool:",
            format!("You receive this because you voted for or donated to {project}. To stop receiving its updates:"),
        ),
        Ja => (
            format!("{project} の活動報告：{title}"),
            format!("あなたが支援している {project} が活動報告を投稿しました。"),
            "Matchpool で読む:",
            format!(
                "{project} に投票または寄付されたため、このメールをお送りしています。今後の活動報告の受信を停止するには:"
            ),
        ),
        Es => (
            format!("Novedad de {project}: {title}"),
            format!("{project}, un proyecto que apoyas, publicó una novedad."),
            "Léela en Matchpool:",
            format!(
                "Recibes este correo porque votaste por {project} o donaste a este proyecto. Para dejar de recibir sus novedades:"
            ),
        ),
        Ko => (
            format!("{project} 새 소식: {title}"),
            format!("후원하신 프로젝트 {project}에서 새 소식을 올렸습니다."),
            "Matchpool에서 읽기:",
            format!("{project}에 투표하거나 기부하셨기 때문에 이 이메일을 받으셨습니다. 소식 수신을 중단하려면:"),
        ),
        Ar => (
            format!("تحديث من {project}: {title}"),
            format!("نشر مشروع {project} الذي تدعمه تحديثًا جديدًا."),
            "اقرأه على Matchpool:",
            format!("تصلك هذه الرسالة لأنك صوّتَّ لمشروع {project} أو تبرعت له. لإيقاف تلقي تحديثاته:"),
        ),
        Fr => (
            format!("Actualité de {project} : {title}"),
            format!("{project}, un projet que vous soutenez, a publié une actualité."),
            "À lire sur Matchpool :",
            format!(
                "Vous recevez cet e-mail parce que vous avez voté pour {project} ou lui avez fait un don. Pour ne plus recevoir ses actualités :"
            ),
        ),
        ZhCn => (
            format!("{project} 的新动态：{title}"),
            format!("您支持的项目 {project} 发布了一条新动态。"),
            "在 Matchpool 上阅读：",
            format!("您收到此邮件是因为您曾为 {project} 投票或捐款。如不想再收到其动态，请点击："),
        ),
    };
    (subject, format!("{intro}\n\n{title}\n\n{body}\n\n{read}\n{link}\n\n{stop}\n{unsubscribe}\n"))
}
