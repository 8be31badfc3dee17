//! PDF receipts of settled donations and yearly statements (issue 16): only the donor gets them,
//! only settled donations have one, in the donor's language (or `?lng=`); the PDF parses and its
//! text holds the amounts, fee, total, reference and donation id.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::{Datelike, Utc};
use common::{Person, Req, TestApp};
use matchpool_domain::ProjectId;
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    the_donor_downloads_a_receipt_holding_the_amounts_reference_and_id,
    the_receipt_is_in_the_donors_language_or_the_one_asked_for,
    nobody_else_gets_a_receipt_and_an_unsettled_or_refunded_donation_has_none,
    a_yearly_statement_lists_the_settled_donations_with_totals,
    a_bad_year_format_or_language_is_refused,
    without_fonts_receipts_answer_unavailable_and_statements_csv_still_work,
);

struct World {
    project: ProjectId,
    donor: Person,
    operator: Person,
}

async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    World { project, donor: app.register("donor").await, operator }
}

async fn donate(app: &TestApp, w: &World, who: &Person, amount: i64, token: &str) -> Value {
    let body = json!({"amount": amount, "currency": "USD", "payment_type": "FIAT", "card_token": token, "rate": 1});
    let (status, body) = app.post(&format!("/api/projects/{}/donates", w.project), Some(&who.token), body).await;
    assert!(status.is_success(), "{status} {body}");
    body["donation"].clone()
}

async fn download(app: &TestApp, path: &str, who: Option<&Person>) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    app.send_raw(Req::new(Method::GET, path).token(who.map(|p| p.token.as_str()))).await
}

fn code(body: &[u8]) -> String {
    serde_json::from_slice::<Value>(body).map(|v| v["code"].as_str().unwrap_or_default().to_owned()).unwrap_or_default()
}

/// The PDF's text without whitespace.
fn pdf_text(pdf: &[u8]) -> String {
    assert!(pdf.starts_with(b"%PDF-"), "a PDF");
    let document = lopdf::Document::load_mem(pdf).expect("the receipt parses as PDF");
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    document.extract_text(&pages).expect("its text extracts").chars().filter(|c| !c.is_whitespace()).collect()
}

async fn the_donor_downloads_a_receipt_holding_the_amounts_reference_and_id(app: TestApp) {
    let w = world(&app).await;
    let donation = donate(&app, &w, &w.donor, 25, "tok_visa").await;
    let id = donation["id"].as_str().expect("an id");
    let reference = donation["transaction_id"].as_str().expect("the payment intent");
    let (status, headers, pdf) = download(&app, &format!("/api/donations/{id}/receipt.pdf"), Some(&w.donor)).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&pdf));
    assert_eq!(headers["content-type"], "application/pdf");
    assert_eq!(headers["content-disposition"], format!("attachment; filename=\"receipt-{id}.pdf\"").as_str());
    let text = pdf_text(&pdf);
    let (amount, fee, total) =
        (donation["amount"].as_f64().unwrap(), donation["fee"].as_f64().unwrap(), donation["total"].as_f64().unwrap());
    assert!(fee > 0.0, "a card donation has a fee: {donation}");
    for expected in [
        format!("${amount:.2}"),
        format!("${fee:.2}"),
        format!("${total:.2}"),
        "Donationreceipt".to_owned(),
        "Matchpool".to_owned(),
        // The donor is named, as on the yearly statement.
        "DonorTestdonor".to_owned(),
        "Wells".to_owned(),
        "USD".to_owned(),
        reference.to_owned(),
        id.to_owned(),
    ] {
        assert!(text.contains(&expected), "{expected:?} in {text:?}");
    }
    // The receipt email links to the donation's page, where the receipt is.
    let mail = app
        .outbox
        .read_all()
        .into_iter()
        .find(|m| m.contains("Thank you for supporting Wells"))
        .expect("a receipt email");
    let unwrapped = mail.replace("=\r\n", "").replace("=\n", ""); // quoted-printable soft breaks
    assert!(unwrapped.contains(&format!("Your receipt (PDF): http://localhost:8080/donations/{id}")), "{mail}");
}

async fn the_receipt_is_in_the_donors_language_or_the_one_asked_for(app: TestApp) {
    let w = world(&app).await;
    let (status, _) = app.patch("/api/me", Some(&w.donor.token), json!({"language": "ar"})).await;
    assert_eq!(status, StatusCode::OK);
    let donation = donate(&app, &w, &w.donor, 10, "tok_visa").await;
    let id = donation["id"].as_str().expect("an id");
    let (status, _, pdf) = download(&app, &format!("/api/donations/{id}/receipt.pdf"), Some(&w.donor)).await;
    assert_eq!(status, StatusCode::OK);
    let arabic = pdf_text(&pdf);
    // Right-to-left words come out of the PDF in visual order.
    for label in ["إيصال", "المبلغ", "الرسوم", "العملة"] {
        let visual: String = label.chars().rev().collect();
        assert!(arabic.contains(label) || arabic.contains(&visual), "{label} in {arabic:?}");
    }
    assert!(arabic.contains(id) && arabic.contains("$10.00"), "{arabic:?}");
    let (status, _, pdf) = download(&app, &format!("/api/donations/{id}/receipt.pdf?lng=ja"), Some(&w.donor)).await;
    assert_eq!(status, StatusCode::OK);
    let japanese = pdf_text(&pdf);
    for expected in ["寄付の領収書", "手数料", "合計", "$10.00"] {
        assert!(japanese.contains(expected), "{expected:?} in {japanese:?}");
    }
}

async fn nobody_else_gets_a_receipt_and_an_unsettled_or_refunded_donation_has_none(app: TestApp) {
    let w = world(&app).await;
    let settled = donate(&app, &w, &w.donor, 10, "tok_visa").await;
    let path = format!("/api/donations/{}/receipt.pdf", settled["id"].as_str().unwrap());
    let (status, _, _) = download(&app, &path, None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let stranger = app.register("stranger").await;
    let (status, _, body) = download(&app, &path, Some(&stranger)).await;
    assert_eq!((status, code(&body)), (StatusCode::NOT_FOUND, "donation.not_found".to_owned()));
    let (status, _, body) = download(&app, &path, Some(&w.operator)).await;
    assert_eq!((status, code(&body)), (StatusCode::NOT_FOUND, "donation.not_found".to_owned()), "not even operators");
    let (status, _, body) =
        download(&app, &format!("/api/donations/{}/receipt.pdf", Uuid::now_v7()), Some(&w.donor)).await;
    assert_eq!((status, code(&body)), (StatusCode::NOT_FOUND, "donation.not_found".to_owned()));
    let (status, _, _) = download(&app, "/api/donations/not-an-id/receipt.pdf", Some(&w.donor)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    let waiting = donate(&app, &w, &w.donor, 10, "tok_threeDSecureRequired").await;
    let (status, _, body) =
        download(&app, &format!("/api/donations/{}/receipt.pdf", waiting["id"].as_str().unwrap()), Some(&w.donor))
            .await;
    assert_eq!((status, code(&body)), (StatusCode::CONFLICT, "receipt.not_settled".to_owned()));

    let (status, body) = app
        .post(
            &format!("/api/admin/donations/{}/refund", settled["id"].as_str().unwrap()),
            Some(&w.operator.token),
            json!({"reason": "Duplicate"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _, body) = download(&app, &path, Some(&w.donor)).await;
    assert_eq!(
        (status, code(&body)),
        (StatusCode::CONFLICT, "receipt.not_settled".to_owned()),
        "a refunded donation has no receipt"
    );
}

async fn a_yearly_statement_lists_the_settled_donations_with_totals(app: TestApp) {
    let w = world(&app).await;
    let first = donate(&app, &w, &w.donor, 10, "tok_visa").await;
    let second = donate(&app, &w, &w.donor, 30, "tok_visa").await;
    donate(&app, &w, &w.donor, 5, "tok_threeDSecureRequired").await;
    let other = app.register("other").await;
    donate(&app, &w, &other, 99, "tok_visa").await;
    let year = Utc::now().year();

    let (status, headers, csv) = download(&app, &format!("/api/me/statements/{year}?format=csv"), Some(&w.donor)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(headers["content-disposition"], format!("attachment; filename=\"statement-{year}.csv\"").as_str());
    let mut reader = csv::Reader::from_reader(csv.as_slice());
    let header: Vec<String> = reader.headers().expect("a header row").iter().map(str::to_owned).collect();
    assert_eq!(
        header,
        ["date", "donation_id", "project", "organization", "currency", "amount", "fee", "total", "reference"]
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    let ids: Vec<&str> = rows.iter().map(|r| &r[1]).collect();
    assert_eq!(
        ids,
        [first["id"].as_str().unwrap(), second["id"].as_str().unwrap()],
        "only the donor's settled donations, oldest first"
    );
    assert_eq!((&rows[0][2], &rows[0][4], &rows[0][5]), ("Wells", "USD", "10.00"));
    assert_eq!(&rows[1][8], second["transaction_id"].as_str().unwrap());

    let (status, headers, pdf) = download(&app, &format!("/api/me/statements/{year}"), Some(&w.donor)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "application/pdf");
    let text = pdf_text(&pdf);
    let total = first["total"].as_f64().unwrap() + second["total"].as_f64().unwrap();
    assert!(text.contains(&format!("Yearlystatement{year}")) && text.contains("$40.00"), "{text:?}");
    assert!(text.contains(&format!("${total:.2}")), "the year's total {total:.2} in {text:?}");

    let (status, _, csv) = download(&app, &format!("/api/me/statements/{}?format=csv", year - 1), Some(&w.donor)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(String::from_utf8(csv).unwrap().lines().count(), 1, "last year: the header alone");
}

async fn a_bad_year_format_or_language_is_refused(app: TestApp) {
    let w = world(&app).await;
    let settled = donate(&app, &w, &w.donor, 10, "tok_visa").await;
    let next = Utc::now().year() + 1;
    for path in [
        "/api/me/statements/1999".to_owned(),
        format!("/api/me/statements/{next}"),
        "/api/me/statements/twenty".to_owned(),
        format!("/api/me/statements/{}", i32::MAX),
        format!("/api/me/statements/{}", i32::MIN),
    ] {
        let (status, _, body) = download(&app, &path, Some(&w.donor)).await;
        assert_eq!(
            (status, code(&body)),
            (StatusCode::UNPROCESSABLE_ENTITY, "statement.year_invalid".to_owned()),
            "{path}"
        );
    }
    let year = Utc::now().year();
    let (status, _, body) = download(&app, &format!("/api/me/statements/{year}?format=xls"), Some(&w.donor)).await;
    assert_eq!((status, code(&body)), (StatusCode::UNPROCESSABLE_ENTITY, "validation".to_owned()));
    let receipt = format!("/api/donations/{}/receipt.pdf?lng=klingon", settled["id"].as_str().unwrap());
    let (status, _, body) = download(&app, &receipt, Some(&w.donor)).await;
    assert_eq!((status, code(&body)), (StatusCode::UNPROCESSABLE_ENTITY, "validation".to_owned()));
    let (status, _, _) = download(&app, &format!("/api/me/statements/{year}"), None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn without_fonts_receipts_answer_unavailable_and_statements_csv_still_work(app: TestApp) {
    let mut config = common::test_config();
    let empty = std::env::temp_dir().join(format!("matchpool-no-fonts-{}", Uuid::new_v4()));
    std::fs::create_dir_all(&empty).expect("an empty directory");
    config.fonts_dir = empty;
    let app = app.reconfigured(config).await;
    let w = world(&app).await;
    let settled = donate(&app, &w, &w.donor, 10, "tok_visa").await;
    let path = format!("/api/donations/{}/receipt.pdf", settled["id"].as_str().unwrap());
    let (status, _, body) = download(&app, &path, Some(&w.donor)).await;
    assert_eq!((status, code(&body)), (StatusCode::SERVICE_UNAVAILABLE, "receipt.unavailable".to_owned()));
    let year = Utc::now().year();
    let (status, _, body) = download(&app, &format!("/api/me/statements/{year}"), Some(&w.donor)).await;
    assert_eq!((status, code(&body)), (StatusCode::SERVICE_UNAVAILABLE, "receipt.unavailable".to_owned()));
    let (status, _, _) = download(&app, &format!("/api/me/statements/{year}?format=csv"), Some(&w.donor)).await;
    assert_eq!(status, StatusCode::OK);
}
