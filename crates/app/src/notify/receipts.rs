//! The words of PDF receipts and yearly statements, in the seven languages, beside the emails'.

use chrono::{DateTime, Datelike, Utc};
use matchpool_domain::Language;
use matchpool_receipts::{ReceiptLabels, StatementLabels};

/// A receipt's labels in `language`.
pub fn receipt_labels(language: Language) -> ReceiptLabels {
    use Language::*;
    let words: [&str; 14] = match language {
        En => [
            "Donation receipt",
            "Platform",
            "Organization",
            "Project",
            "Date",
            "Amount",
            "Fee",
            "Total",
            "Currency",
            "Exchange rate",
            "Payment reference",
            "Transaction id",
            "Donation id",
            "Thank you for your donation. Keep this receipt for your records.",
        ],
        Ja => [
            "寄付の領収書",
            "プラットフォーム",
            "団体",
            "プロジェクト",
            "日付",
            "金額",
            "手数料",
            "合計",
            "通貨",
            "為替レート",
            "支払い参照番号",
            "トランザクションID",
            "寄付ID",
            "ご寄付ありがとうございます。この領収書は記録として保管してください。",
        ],
        Es => [
            "Recibo de donación",
            "Plataforma",
            "Organización",
            "Proyecto",
            "Fecha",
            "Importe",
            "Comisión",
            "Total",
            "Moneda",
            "Tipo de cambio",
            "Referencia del pago",
            "Id. de la transacción",
            "Id. de la donación",
            "Gracias por tu donación. Conserva este recibo para tus registros.",
        ],
        Ko => [
            "기부 영수증",
            "플랫폼",
            "단체",
            "프로젝트",
            "날짜",
            "금액",
            "수수료",
            "합계",
            "통화",
            "환율",
            "결제 참조 번호",
            "거래 ID",
            "기부 ID",
            "기부해 주셔서 감사합니다. 이 영수증을 기록용으로 보관하세요.",
        ],
        Ar => [
            "إيصال تبرع",
            "المنصة",
            "المنظمة",
            "المشروع",
            "التاريخ",
            "المبلغ",
            "الرسوم",
            "الإجمالي",
            "العملة",
            "سعر الصرف",
            "مرجع الدفع",
            "معرّف المعاملة",
            "معرّف التبرع",
            "شكرًا لتبرعك. احتفظ بهذا الإيصال في سجلاتك.",
        ],
        Fr => [
            "Reçu de don",
            "Plateforme",
            "Organisation",
            "Projet",
            "Date",
            "Montant",
            "Frais",
            "Total",
            "Devise",
            "Taux de change",
            "Référence du paiement",
            "Identifiant de transaction",
            "Identifiant du don",
            "Merci pour votre don. Conservez ce reçu pour vos archives.",
        ],
        ZhCn => [
            "捐款收据",
            "平台",
            "组织",
            "项目",
            "日期",
            "金额",
            "手续费",
            "合计",
            "币种",
            "汇率",
            "支付参考编号",
            "交易 ID",
            "捐款 ID",
            "感谢您的捐款。请保存本收据以备查。",
        ],
    };
    let (check, how) = match language {
        En => (
            "Check that your gift was counted",
            "Once the round's results are out, enter this code on its results page:",
        ),
        Ja => {
            ("寄付が集計されたか確認する", "ラウンドの結果が公開されたら、結果ページでこのコードを入力してください：")
        }
        Es => (
            "Comprueba que tu donación se ha contado",
            "Cuando se publiquen los resultados, introduce este código en su página:",
        ),
        Fr => {
            ("Vérifiez que votre don a été compté", "Une fois les résultats publiés, saisissez ce code sur leur page :")
        }
        Ko => ("내 기부가 집계되었는지 확인하기", "라운드 결과가 공개되면 결과 페이지에 이 코드를 입력하세요:"),
        Ar => ("تحقق من احتساب تبرعك", "بعد نشر نتائج الجولة، أدخل هذا الرمز في صفحة النتائج:"),
        ZhCn => ("核对您的捐款已被计入", "本轮结果公布后，请在结果页面输入此代码："),
    };
    // The donor's name is labelled with the statement's word for it.
    ReceiptLabels::from_words(words).with_donor(&statement_labels(language, 0).donor).with_check(check, how)
}

/// A yearly statement's labels in `language`.
pub fn statement_labels(language: Language, year: i32) -> StatementLabels {
    use Language::*;
    let (title, words): (String, [&str; 8]) = match language {
        En => (
            format!("Yearly statement {year}"),
            ["Donor", "Date", "Project", "Amount", "Fee", "Total", "Totals", "No donations settled this year."],
        ),
        Ja => (
            format!("{year}年 年間寄付明細"),
            [
                "寄付者",
                "日付",
                "プロジェクト",
                "金額",
                "手数料",
                "合計",
                "通貨別合計",
                "この年に確定した寄付はありません。",
            ],
        ),
        Es => (
            format!("Resumen anual {year}"),
            [
                "Donante",
                "Fecha",
                "Proyecto",
                "Importe",
                "Comisión",
                "Total",
                "Totales",
                "No hay donaciones confirmadas este año.",
            ],
        ),
        Ko => (
            format!("{year}년 연간 기부 내역서"),
            ["기부자", "날짜", "프로젝트", "금액", "수수료", "합계", "통화별 합계", "올해 완료된 기부가 없습니다."],
        ),
        Ar => (
            format!("الكشف السنوي {year}"),
            [
                "المتبرع",
                "التاريخ",
                "المشروع",
                "المبلغ",
                "الرسوم",
                "الإجمالي",
                "المجاميع",
                "لا توجد تبرعات مكتملة في هذه السنة.",
            ],
        ),
        Fr => (
            format!("Relevé annuel {year}"),
            ["Donateur", "Date", "Projet", "Montant", "Frais", "Total", "Totaux", "Aucun don réglé cette année."],
        ),
        ZhCn => (
            format!("{year} 年度捐款报表"),
            ["捐款人", "日期", "项目", "金额", "手续费", "合计", "按币种合计", "本年度没有已完成的捐款。"],
        ),
    };
    let [donor, date, project, amount, fee, total, totals, none] = words.map(str::to_owned);
    StatementLabels { title, donor, date, project, amount, fee, total, totals, none }
}

/// A date as people write it in `language` (UTC).
pub fn date_text(language: Language, at: DateTime<Utc>) -> String {
    use Language::*;
    let (year, month, day) = (at.year(), at.month0() as usize, at.day());
    const EN: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    const ES: [&str; 12] = [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ];
    const FR: [&str; 12] = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    const AR: [&str; 12] =
        ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"];
    match language {
        En => format!("{} {day}, {year}", EN[month]),
        Es => format!("{day} de {} de {year}", ES[month]),
        Fr => format!("{day} {} {year}", FR[month]),
        Ar => format!("{day} {} {year}", AR[month]),
        Ja | ZhCn => format!("{year}年{}月{day}日", month + 1),
        Ko => format!("{year}년 {}월 {day}일", month + 1),
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn every_language_has_its_own_words() {
        let english = receipt_labels(Language::En);
        for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
            let labels = receipt_labels(language);
            assert_ne!(labels.title, english.title, "{language:?}");
            assert_ne!(labels.fee, english.fee, "{language:?}");
            assert_ne!(labels.thanks, english.thanks, "{language:?}");
            assert_ne!(statement_labels(language, 2026).title, statement_labels(Language::En, 2026).title);
            assert_ne!(statement_labels(language, 2026).none, statement_labels(Language::En, 2026).none);
        }
    }

    #[test]
    fn dates_read_in_the_donors_language() {
        let at = Utc.with_ymd_and_hms(2026, 11, 26, 23, 59, 0).single().expect("a date");
        assert_eq!(date_text(Language::En, at), "November 26, 2026");
        assert_eq!(date_text(Language::Fr, at), "26 novembre 2026");
        assert_eq!(date_text(Language::Ja, at), "2026年11月26日");
        assert_eq!(date_text(Language::Ko, at), "2026년 11월 26일");
        assert_eq!(date_text(Language::Ar, at), "26 نوفمبر 2026");
    }
}
