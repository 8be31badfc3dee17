//! The texts of what organizations hear of donations, in the seven languages.

use matchpool_domain::Language;

use super::Notice;

pub(super) fn text(language: Language, notice: &Notice<'_>) -> (String, String) {
    use Language::*;
    match *notice {
        Notice::DonationReceived { donor, project, amount } => match language {
            En => (format!("New donation to {project}"), format!("{donor} donated {amount} to {project}.\n")),
            Ja => (
                format!("{project} に新しい寄付がありました"),
                format!("{donor} が {project} に {amount} を寄付しました。\n"),
            ),
            Es => (format!("Nueva donación a {project}"), format!("{donor} donó {amount} a {project}.\n")),
            Ko => (
                format!("{project}에 새 기부가 있습니다"),
                format!("{donor}님이 {project}에 {amount}을(를) 기부했습니다.\n"),
            ),
            Ar => (format!("تبرع جديد لـ {project}"), format!("تبرّع {donor} بمبلغ {amount} لـ {project}.\n")),
            Fr => (format!("Nouveau don pour {project}"), format!("{donor} a donné {amount} à {project}.\n")),
            ZhCn => (format!("{project} 收到一笔新捐款"), format!("{donor} 向 {project} 捐赠了 {amount}。\n")),
        },
        Notice::DonationReversed { project, amount, disputed } => match (language, disputed) {
            (En, false) => (
                format!("A donation to {project} was refunded"),
                format!(
                    "A donation of {amount} to {project} was refunded. It no longer counts for the round's matching.\n"
                ),
            ),
            (En, true) => (
                format!("A donation to {project} is disputed"),
                format!(
                    "The card holder disputed a donation of {amount} to {project}. Until the dispute is decided it does not count for the round's matching.\n"
                ),
            ),
            (Ja, false) => (
                format!("{project} への寄付が返金されました"),
                format!(
                    "{project} への {amount} の寄付が返金されました。ラウンドのマッチングには含まれなくなりました。\n"
                ),
            ),
            (Ja, true) => (
                format!("{project} への寄付に異議が申し立てられました"),
                format!(
                    "カード所有者が {project} への {amount} の寄付に異議を申し立てました。決着までラウンドのマッチングには含まれません。\n"
                ),
            ),
            (Es, false) => (
                format!("Se reembolsó una donación a {project}"),
                format!(
                    "Se reembolsó una donación de {amount} a {project}. Ya no cuenta para el matching de la ronda.\n"
                ),
            ),
            (Es, true) => (
                format!("Una donación a {project} está en disputa"),
                format!(
                    "La persona titular de la tarjeta disputó una donación de {amount} a {project}. Hasta que se resuelva, no cuenta para el matching de la ronda.\n"
                ),
            ),
            (Ko, false) => (
                format!("{project}에 대한 기부가 환불되었습니다"),
                format!("{project}에 대한 {amount} 기부가 환불되었습니다. 더 이상 라운드 매칭에 포함되지 않습니다.\n"),
            ),
            (Ko, true) => (
                format!("{project}에 대한 기부에 이의가 제기되었습니다"),
                format!(
                    "카드 소유자가 {project}에 대한 {amount} 기부에 이의를 제기했습니다. 결론이 날 때까지 라운드 매칭에 포함되지 않습니다.\n"
                ),
            ),
            (Ar, false) => (
                format!("تم رد تبرع لـ {project}"),
                format!("تم رد تبرع بمبلغ {amount} لـ {project}. لم يعد يُحتسب في مطابقة الجولة.\n"),
            ),
            (Ar, true) => (
                format!("تبرع لـ {project} محل نزاع"),
                format!(
                    "اعترض حامل البطاقة على تبرع بمبلغ {amount} لـ {project}. لن يُحتسب في مطابقة الجولة حتى يُبتّ في النزاع.\n"
                ),
            ),
            (Fr, false) => (
                format!("Un don pour {project} a été remboursé"),
                format!(
                    "Un don de {amount} pour {project} a été remboursé. Il ne compte plus pour l'abondement du tour.\n"
                ),
            ),
            (Fr, true) => (
                format!("Un don pour {project} est contesté"),
                format!(
                    "Le titulaire de la carte a contesté un don de {amount} pour {project}. Tant que la contestation n'est pas tranchée, il ne compte pas pour l'abondement du tour.\n"
                ),
            ),
            (ZhCn, false) => (
                format!("对 {project} 的一笔捐款已退款"),
                format!("向 {project} 捐赠的 {amount} 已退款，不再计入本轮的配捐。\n"),
            ),
            (ZhCn, true) => (
                format!("对 {project} 的一笔捐款存在争议"),
                format!("持卡人对向 {project} 捐赠的 {amount} 提出了争议。在争议解决之前，该捐款不计入本轮的配捐。\n"),
            ),
        },
        Notice::DonationDigest { count, lines } => match language {
            En => (
                format!("Your donations today: {count}"),
                format!("Donations settled since your last summary:\n\n{lines}\n"),
            ),
            Ja => (format!("本日の寄付：{count} 件"), format!("前回のまとめ以降に確定した寄付：\n\n{lines}\n")),
            Es => (
                format!("Tus donaciones de hoy: {count}"),
                format!("Donaciones confirmadas desde tu último resumen:\n\n{lines}\n"),
            ),
            Ko => (format!("오늘의 기부: {count}건"), format!("지난 요약 이후 확정된 기부:\n\n{lines}\n")),
            Ar => (format!("تبرعاتكم اليوم: {count}"), format!("التبرعات المؤكدة منذ آخر ملخص:\n\n{lines}\n")),
            Fr => (
                format!("Vos dons du jour : {count}"),
                format!("Dons confirmés depuis votre dernier récapitulatif :\n\n{lines}\n"),
            ),
            ZhCn => (format!("今日捐款：{count} 笔"), format!("自上次汇总以来确认的捐款：\n\n{lines}\n")),
        },
        _ => unreachable!("only organization notices are written here"),
    }
}
