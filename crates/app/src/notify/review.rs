//! The texts of what organizations hear of their project's review, in the seven languages.

use matchpool_domain::Language;

use super::Notice;

pub(super) fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    match *notice {
        Notice::ProjectSubmitted { project, link } => match language {
            En => (
                format!("{project} is submitted for review"),
                format!(
                    "Your project {project} is submitted. The round's review team will approve it, ask for changes or decline it; we will email you their decision. Until then it is not public.\n{link}\n"
                ),
            ),
            Ja => (
                format!("{project} を審査に提出しました"),
                format!(
                    "プロジェクト {project} を提出しました。ラウンドの審査チームが承認、修正の依頼、または不採択を決め、その結果をメールでお知らせします。それまでプロジェクトは公開されません。\n{link}\n"
                ),
            ),
            Es => (
                format!("{project} se envió a revisión"),
                format!(
                    "Tu proyecto {project} se ha enviado. El equipo de revisión de la ronda lo aprobará, pedirá cambios o lo rechazará; te enviaremos su decisión por correo. Hasta entonces no es público.\n{link}\n"
                ),
            ),
            Ko => (
                format!("{project}이(가) 심사를 위해 제출되었습니다"),
                format!(
                    "프로젝트 {project}이(가) 제출되었습니다. 라운드 심사팀이 승인하거나 수정을 요청하거나 거절하며, 결정은 이메일로 알려 드립니다. 그때까지 프로젝트는 공개되지 않습니다.\n{link}\n"
                ),
            ),
            Ar => (
                format!("قُدّم {project} للمراجعة"),
                format!(
                    "قُدّم مشروعكم {project}. سيوافق فريق مراجعة الجولة عليه أو يطلب تعديلات أو يرفضه، وسنرسل إليكم قراره بالبريد الإلكتروني. لن يكون المشروع منشورًا للعامة حتى ذلك الحين.\n{link}\n"
                ),
            ),
            Fr => (
                format!("{project} est soumis à la revue"),
                format!(
                    "Votre projet {project} est soumis. L'équipe de revue du tour l'approuvera, demandera des modifications ou le refusera ; nous vous enverrons sa décision par e-mail. D'ici là, il n'est pas public.\n{link}\n"
                ),
            ),
            ZhCn => (
                format!("{project} 已提交审核"),
                format!(
                    "您的项目 {project} 已提交。本轮审核团队将批准、要求修改或拒绝该项目，我们会通过电子邮件通知您结果。在此之前项目不会公开。\n{link}\n"
                ),
            ),
        },
        Notice::ProjectApproved { project, link } => match language {
            En => (
                format!("{project} is approved"),
                format!(
                    "Your project {project} is approved and now public: people can vote for it and donate.\n{link}\n"
                ),
            ),
            Ja => (
                format!("{project} が承認されました"),
                format!("プロジェクト {project} が承認され、公開されました。投票や寄付を受け付けています。\n{link}\n"),
            ),
            Es => (
                format!("{project} está aprobado"),
                format!(
                    "Tu proyecto {project} está aprobado y ya es público: la gente puede votarlo y donar.\n{link}\n"
                ),
            ),
            Ko => (
                format!("{project}이(가) 승인되었습니다"),
                format!(
                    "프로젝트 {project}이(가) 승인되어 공개되었습니다. 이제 투표와 기부를 받을 수 있습니다.\n{link}\n"
                ),
            ),
            Ar => (
                format!("تمت الموافقة على {project}"),
                format!(
                    "تمت الموافقة على مشروعكم {project} وأصبح منشورًا للعامة: يمكن للناس التصويت له والتبرع.\n{link}\n"
                ),
            ),
            Fr => (
                format!("{project} est approuvé"),
                format!(
                    "Votre projet {project} est approuvé et désormais public : chacun peut voter pour lui et faire un don.\n{link}\n"
                ),
            ),
            ZhCn => (
                format!("{project} 已获批准"),
                format!("您的项目 {project} 已获批准并公开，大家现在可以为它投票和捐款。\n{link}\n"),
            ),
        },
        Notice::ProjectChangesRequested { project, message, link } => match language {
            En => (
                format!("Changes requested for {project}"),
                format!(
                    "Before approving your project {project}, the review team asks for changes:\n\n{message}\n\nEdit the project, then resubmit it from its page.\n{link}\n"
                ),
            ),
            Ja => (
                format!("{project} の修正が依頼されました"),
                format!(
                    "プロジェクト {project} の承認前に、審査チームから修正の依頼があります：\n\n{message}\n\nプロジェクトを編集し、ページから再提出してください。\n{link}\n"
                ),
            ),
            Es => (
                format!("Se piden cambios en {project}"),
                format!(
                    "Antes de aprobar tu proyecto {project}, el equipo de revisión pide cambios:\n\n{message}\n\nEdita el proyecto y vuelve a enviarlo desde su página.\n{link}\n"
                ),
            ),
            Ko => (
                format!("{project} 수정 요청"),
                format!(
                    "프로젝트 {project}을(를) 승인하기 전에 심사팀이 수정을 요청했습니다:\n\n{message}\n\n프로젝트를 수정한 뒤 프로젝트 페이지에서 다시 제출해 주세요.\n{link}\n"
                ),
            ),
            Ar => (
                format!("طُلبت تعديلات على {project}"),
                format!(
                    "قبل الموافقة على مشروعكم {project}، يطلب فريق المراجعة التعديلات التالية:\n\n{message}\n\nعدّلوا المشروع ثم أعيدوا تقديمه من صفحته.\n{link}\n"
                ),
            ),
            Fr => (
                format!("Modifications demandées pour {project}"),
                format!(
                    "Avant d'approuver votre projet {project}, l'équipe de revue demande des modifications :\n\n{message}\n\nModifiez le projet, puis soumettez-le à nouveau depuis sa page.\n{link}\n"
                ),
            ),
            ZhCn => (
                format!("{project} 需要修改"),
                format!(
                    "在批准您的项目 {project} 之前，审核团队要求修改：\n\n{message}\n\n请编辑项目，然后在项目页面重新提交。\n{link}\n"
                ),
            ),
        },
        Notice::ProjectRejected { project, reason } => match language {
            En => (
                format!("{project} was not approved"),
                format!("Your project {project} was not approved for this round.\nReason: {reason}\n"),
            ),
            Ja => (
                format!("{project} は承認されませんでした"),
                format!("プロジェクト {project} は今回のラウンドで承認されませんでした。\n理由: {reason}\n"),
            ),
            Es => (
                format!("{project} no fue aprobado"),
                format!("Tu proyecto {project} no fue aprobado para esta ronda.\nMotivo: {reason}\n"),
            ),
            Ko => (
                format!("{project}이(가) 승인되지 않았습니다"),
                format!("프로젝트 {project}은(는) 이번 라운드에 승인되지 않았습니다.\n사유: {reason}\n"),
            ),
            Ar => (
                format!("لم تتم الموافقة على {project}"),
                format!("لم تتم الموافقة على مشروعكم {project} في هذه الجولة.\nالسبب: {reason}\n"),
            ),
            Fr => (
                format!("{project} n'a pas été approuvé"),
                format!("Votre projet {project} n'a pas été approuvé pour ce tour.\nMotif : {reason}\n"),
            ),
            ZhCn => (format!("{project} 未获批准"), format!("您的项目 {project} 未获本轮批准。\n原因：{reason}\n")),
        },
        _ => unreachable!("only review notices are written here"),
    }
}
