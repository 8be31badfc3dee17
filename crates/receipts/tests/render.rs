//! Receipts and statements rendered with the Noto fonts (`scripts/setup.sh web` installs them),
//! read back with a PDF parser.

use matchpool_domain::{Currency, Language, MicroUsd, Money};
use matchpool_receipts::{
    CheckCounted, FontLibrary, Payment, Receipt, ReceiptLabels, Statement, StatementLabels, StatementRow,
};

fn fonts() -> std::sync::Arc<matchpool_receipts::Fonts> {
    let dir = std::env::var("MATCHPOOL_FONTS_DIR").unwrap_or_else(|_| "/usr/share/fonts".into());
    FontLibrary::new(dir).fonts().expect("the Noto fonts are installed (scripts/setup.sh web)")
}

fn receipt(language: Language, labels: ReceiptLabels, project: &str) -> Receipt {
    Receipt {
        language,
        labels,
        platform: "Matchpool".into(),
        organization: "Clean Water Trust".into(),
        project: project.into(),
        date: "26 November 2026".into(),
        amount: Money { currency: Currency::Lovelace, minor: 25_000_000 },
        fee: Money { currency: Currency::Lovelace, minor: 0 },
        rate: MicroUsd(450_000),
        payment: Payment::Ada { txid: Some("9f2c6a1be04d7f3a8c55e1d2b7a4f6093e1c8d2a5b7f4e6c1d3a9b8e7f605142".into()) },
        donation_id: "0193a1f2-7c4e-7d11-9a3b-5c6d7e8f9a0b".into(),
        donor: "Amina Haddad".into(),
        check: None,
    }
}

/// The text of every page, whitespace removed (PDF text has no reliable spaces).
fn text_of(pdf: &[u8]) -> String {
    assert!(pdf.starts_with(b"%PDF-"), "a PDF");
    let document = lopdf::Document::load_mem(pdf).expect("the PDF parses");
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    document.extract_text(&pages).expect("its text extracts").chars().filter(|c| !c.is_whitespace()).collect()
}

fn english() -> ReceiptLabels {
    ReceiptLabels::from_words([
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
        "Thank you for your support.",
    ])
    .with_donor("Donor")
}

fn save(name: &str, pdf: &[u8]) {
    if let Ok(dir) = std::env::var("RECEIPTS_SAMPLES") {
        std::fs::write(std::path::Path::new(&dir).join(name), pdf).expect("sample written");
    }
}

#[test]
fn an_english_receipt_holds_its_amounts_rate_txid_and_id() {
    let pdf = receipt(Language::En, english(), "Wells for Kibera").render(&fonts()).expect("rendered");
    save("receipt-en.pdf", &pdf);
    let text = text_of(&pdf);
    for expected in [
        "Donationreceipt",
        "Matchpool",
        "DonorAminaHaddad",
        "CleanWaterTrust",
        "WellsforKibera",
        "25.000000ADA",
        "0.000000ADA",
        "1ADA=$0.450000",
        "9f2c6a1be04d7f3a8c55e1d2b7a4f6093e1c8d2a5b7f4e6c1d3a9b8e7f605142",
        "0193a1f2-7c4e-7d11-9a3b-5c6d7e8f9a0b",
    ] {
        assert!(text.contains(expected), "{expected:?} in {text:?}");
    }
}

#[test]
fn an_arabic_receipt_has_arabic_labels_and_latin_amounts() {
    let arabic = ReceiptLabels::from_words([
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
        "شكرًا لدعمك.",
    ]);
    let pdf = receipt(Language::Ar, arabic, "آبار كيبيرا").render(&fonts()).expect("rendered");
    save("receipt-ar.pdf", &pdf);
    let text = text_of(&pdf);
    assert!(text.contains("25.000000ADA"), "{text:?}");
    assert!(text.contains("0193a1f2-7c4e-7d11-9a3b-5c6d7e8f9a0b"), "{text:?}");
    // Arabic glyphs are drawn in visual order; the words are there either way.
    for label in ["المبلغ", "الرسوم", "العملة"] {
        let reversed: String = label.chars().rev().collect();
        assert!(text.contains(label) || text.contains(&reversed), "{label} in {text:?}");
    }
}

#[test]
fn a_japanese_receipt_sets_cjk_text() {
    let japanese = ReceiptLabels::from_words([
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
        "ご支援ありがとうございます。",
    ]);
    let pdf = receipt(Language::Ja, japanese, "キベラの井戸").render(&fonts()).expect("rendered");
    save("receipt-ja.pdf", &pdf);
    let text = text_of(&pdf);
    for expected in ["寄付の領収書", "手数料", "キベラの井戸", "25.000000ADA"] {
        assert!(text.contains(expected), "{expected:?} in {text:?}");
    }
}

fn row(day: &str, amount: Money, fee: Money, id: &str) -> StatementRow {
    StatementRow {
        date: day.into(),
        iso_date: day.into(),
        project: "Wells, \"phase 2\"".into(),
        organization: "Clean Water Trust".into(),
        amount,
        fee,
        reference: "pi_123".into(),
        donation_id: id.into(),
    }
}

fn statement() -> Statement {
    let usd = |minor| Money { currency: Currency::Usd, minor };
    let ada = |minor| Money { currency: Currency::Lovelace, minor };
    Statement {
        language: Language::En,
        labels: StatementLabels {
            title: "Yearly statement 2026".into(),
            donor: "Donor".into(),
            date: "Date".into(),
            project: "Project".into(),
            amount: "Amount".into(),
            fee: "Fee".into(),
            total: "Total".into(),
            totals: "Totals".into(),
            none: "No donations this year.".into(),
        },
        platform: "Matchpool".into(),
        donor: "Ana".into(),
        year: 2026,
        rows: vec![
            row("2026-01-05", usd(1000), usd(59), "d1"),
            row("2026-03-09", usd(2500), usd(103), "d2"),
            row("2026-06-30", ada(12_000_000), ada(0), "d3"),
        ],
    }
}

#[test]
fn a_statement_totals_each_currency() {
    let totals = statement().totals();
    assert_eq!(totals.len(), 2);
    assert_eq!((totals[0].amount.minor, totals[0].fee.minor, totals[0].total.minor), (3500, 162, 3662));
    assert_eq!((totals[1].amount.currency, totals[1].total.minor), (Currency::Lovelace, 12_000_000));
    let pdf = statement().render(&fonts()).expect("rendered");
    save("statement-en.pdf", &pdf);
    let text = text_of(&pdf);
    assert!(text.contains("$36.62") && text.contains("12.000000ADA"), "{text:?}");
}

#[test]
fn a_statement_csv_has_a_header_and_quoted_rows() {
    let csv = String::from_utf8(statement().csv().expect("written")).expect("UTF-8");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "date,donation_id,project,organization,currency,amount,fee,total,reference");
    assert_eq!(lines[1], "2026-01-05,d1,\"Wells, \"\"phase 2\"\"\",Clean Water Trust,USD,10.00,0.59,10.59,pi_123");
    assert_eq!(lines.len(), 4);
}

#[test]
fn a_long_statement_takes_several_pages() {
    let mut long = statement();
    long.rows = (0..80)
        .map(|i| {
            row(
                "2026-02-01",
                Money { currency: Currency::Usd, minor: 100 },
                Money { currency: Currency::Usd, minor: 0 },
                &format!("d{i}"),
            )
        })
        .collect();
    let pdf = long.render(&fonts()).expect("rendered");
    let document = lopdf::Document::load_mem(&pdf).expect("parses");
    assert!(document.get_pages().len() >= 2);
    assert!(text_of(&pdf).contains("$80.00"));
}

#[test]
fn missing_fonts_are_named() {
    let empty = std::env::temp_dir().join("matchpool-no-fonts");
    std::fs::create_dir_all(&empty).expect("dir");
    let library = FontLibrary::new(&empty);
    let err = library.check().expect_err("no fonts there");
    assert!(err.missing.contains("NotoSansArabic-Regular.ttf"), "{err}");
    assert!(library.fonts().is_err());
}

#[test]
fn a_receipt_names_the_donors_inclusion_code_and_where_to_check_it() {
    let labels =
        english().with_check("Check that your gift was counted", "Enter this code on the round's results page:");
    let mut with_check = receipt(Language::En, labels.clone(), "Clean water");
    with_check.check = Some(CheckCounted {
        code: "12-0123456789abcdef-0123456789abcdef0123".into(),
        url: "https://matchpool.example/rounds/0193a1f2/results?code=12-0123456789abcdef-0123456789abcdef0123".into(),
    });
    let text = text_of(&with_check.render(&fonts()).unwrap());
    assert!(text.contains("Checkthatyourgiftwascounted"), "{text}");
    assert!(text.contains("12-0123456789abcdef-0123456789abcdef0123"), "{text}");
    assert!(text.contains("https://matchpool.example/rounds/0193a1f2/results"), "{text}");
    // Without a code, no such part.
    let text = text_of(&receipt(Language::En, labels, "Clean water").render(&fonts()).unwrap());
    assert!(!text.contains("Checkthatyourgiftwascounted"), "{text}");
}
