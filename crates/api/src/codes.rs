//! Every stable error `code` the API can answer, published in the OpenAPI document as the
//! `enum` of `ErrorBody.code`: the web app generates its types from it and checks that each code
//! has a message in every language. A test below fails when a source file answers a code that is
//! missing here.

use utoipa::PartialSchema;
use utoipa::openapi::{OpenApi, RefOr, Schema};

use crate::error::ErrorBody;

/// The registry, sorted. Field-level codes (`fields.amount = "required"`) are not listed: they
/// travel under the `validation` code.
pub const ERROR_CODES: &[&str] = &[
    "account.email_unchanged",
    "account.session_not_found",
    "account.sole_owner",
    "ada.amount_too_small",
    "ada.bad_address",
    "ada.bad_cbor",
    "ada.insufficient_funds",
    "ada.intent_not_found",
    "ada.intent_used",
    "ada.no_wallet",
    "ada.tx_mismatch",
    "ada.tx_rejected",
    "ada.tx_too_large",
    "ada.wrong_network",
    "anchor.none",
    "auth.cross_site",
    "auth.email_already_verified",
    "auth.email_rate_limited",
    "auth.email_taken",
    "auth.email_unverified",
    "auth.invalid_code",
    "auth.invalid_credentials",
    "auth.invalid_refresh",
    "auth.invalid_token",
    "auth.link_invalid",
    "auth.operator_required",
    "auth.rate_limited",
    "auth.redirect_not_allowed",
    "auth.required",
    "auth.session_not_found",
    "auth.session_used",
    "auth.username_taken",
    "auth.wrong_password",
    "bad_request",
    "chain.unavailable",
    "checkout.duplicate_project",
    "checkout.empty",
    "checkout.idempotency_key_required",
    "checkout.mixed_currencies",
    "checkout.mixed_rounds",
    "checkout.no_wallet",
    "checkout.not_awaiting_signature",
    "checkout.not_found",
    "checkout.too_many_items",
    "checkout.voting_closed",
    "comment.no_reaction",
    "comment.not_found",
    "comment.not_owner",
    "comment.rate_limited",
    "donation.card_token_required",
    "donation.intent_mismatch",
    "donation.invalid_amount",
    "donation.not_awaiting_action",
    "donation.not_cancelable",
    "donation.not_completed",
    "donation.not_found",
    "donation.not_refundable",
    "donation.organization_identity",
    "donation.proof_invalid",
    "donation.proof_required",
    "donation.too_many_pending",
    "donation.tx_claimed",
    "donation.tx_invalid",
    "donation.tx_reused",
    "donation.unsupported_currency",
    "estimate.not_ready",
    "estimate.unsupported_currency",
    "idempotency.key_reused",
    "identity.not_allowed",
    "internal",
    "invitation.expired",
    "invitation.not_found",
    "invitation.rate_limited",
    "invitation.revoked",
    "invitation.used",
    "invitation.wrong_email",
    "media.missing_file",
    "media.not_found",
    "media.too_large",
    "media.too_many_files",
    "media.type",
    "media.unreadable",
    "member.already_member",
    "member.last_owner",
    "member.not_allowed",
    "member.not_found",
    "member.owners_only",
    "member.transfer_to_self",
    "method_not_allowed",
    "not_found",
    "oidc.already_linked",
    "oidc.email_missing",
    "oidc.email_unverified",
    "oidc.exchange_failed",
    "oidc.invalid_state",
    "oidc.invalid_token",
    "oidc.last_sign_in_method",
    "oidc.link_invalid",
    "oidc.not_linked",
    "oidc.provider_unavailable",
    "oidc.retry",
    "oidc.unknown_provider",
    "organization.closed",
    "organization.not_found",
    "organization.not_member",
    "organization.not_owner",
    "organization.owner_required",
    "organization.person_required",
    "organization.shortname_taken",
    "paging.invalid",
    "payment.bad_signature",
    "payment.card_declined",
    "payment.refund_refused",
    "payment.unavailable",
    "payout.exceeds_match",
    "project.edit_conflict",
    "project.kyb_required",
    "project.not_found",
    "project.not_owner",
    "project.organization_required",
    "project.wallet_immutable",
    "proof.malformed_code",
    "proof.no_rows",
    "proof.unknown_code",
    "query.invalid",
    "rates.unavailable",
    "receipt.not_settled",
    "receipt.unavailable",
    "referral.already_paid",
    "referral.not_found",
    "request.too_large",
    "results.frozen",
    "results.not_frozen",
    "results.not_published",
    "results.voting_open",
    "review.not_changes_requested",
    "review.not_submitted",
    "round.not_found",
    "round.number_taken",
    "round.submission_closed",
    "statement.year_invalid",
    "unsupported_media_type",
    "update.invalid_link",
    "update.not_found",
    "update.not_owner",
    "user.not_found",
    "validation",
    "verification.already_verified",
    "verification.bad_signature",
    "verification.pending",
    "verification.replayed",
    "verification.stale_delivery",
    "verification.subject_not_found",
    "vote.already_voted",
    "vote.ended",
    "vote.not_started",
    "vote.organization_identity",
];

/// Puts [`ERROR_CODES`] as the `enum` of `ErrorBody.code` in the OpenAPI document.
pub struct ErrorCodes;

impl utoipa::Modify for ErrorCodes {
    fn modify(&self, openapi: &mut OpenApi) {
        // Modifiers run before the routes add their schemas, and a merge keeps the schema already
        // present: so `ErrorBody` goes in here, with its enum.
        let components = openapi.components.get_or_insert_with(Default::default);
        let body = components.schemas.entry("ErrorBody".to_owned()).or_insert_with(ErrorBody::schema);
        if let RefOr::T(Schema::Object(body)) = body
            && let Some(RefOr::T(Schema::Object(code))) = body.properties.get_mut("code")
        {
            code.enum_values = Some(ERROR_CODES.iter().map(|code| (*code).into()).collect());
            code.description = Some("A stable, machine-readable error code.".to_owned());
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    use super::ERROR_CODES;

    /// The crates whose sources answer error codes (the use-case crate once it exists).
    const SOURCE_DIRS: &[&str] = &["src", "../app/src"];

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|ext| ext == "rs") && !path.ends_with("codes.rs") {
                out.push(path);
            }
        }
    }

    fn sources() -> Vec<String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        for dir in SOURCE_DIRS {
            rust_files(&root.join(dir), &mut files);
        }
        files.iter().filter_map(|path| std::fs::read_to_string(path).ok()).collect()
    }

    fn is_code(text: &str) -> bool {
        let mut parts = text.split('.');
        parts.all(|part| {
            part.starts_with(|c: char| c.is_ascii_lowercase())
                && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        })
    }

    /// The string literals of `text`, in order.
    fn literals(text: &str) -> Vec<&str> {
        let mut out = Vec::new();
        let bytes = text.as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            if bytes[i] == b'"' {
                let start = i + 1;
                i = start;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                out.push(&text[start..i.min(text.len())]);
            }
            i += 1;
        }
        out
    }

    /// The text between the `(` ending at `open` and its matching `)`.
    fn arguments(text: &str, open: usize) -> &str {
        let mut depth = 1;
        let mut in_string = false;
        let bytes = text.as_bytes();
        let mut i = open;
        while i < bytes.len() && depth > 0 {
            match bytes[i] {
                b'\\' if in_string => i += 1,
                b'"' => in_string = !in_string,
                b'(' if !in_string => depth += 1,
                b')' if !in_string => depth -= 1,
                _ => {}
            }
            i += 1;
        }
        &text[open..i.saturating_sub(1).max(open)]
    }

    /// Functions that take a `code: &'static str` (ApiError::new, ::conflict, local helpers).
    fn constructors(files: &[String]) -> BTreeSet<String> {
        let mut names = BTreeSet::new();
        for text in files {
            for (at, _) in text.match_indices("fn ") {
                let rest = &text[at + 3..];
                let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
                let Some(open) = rest.find('(') else { continue };
                if name.is_empty() || open > name.len() + 40 {
                    continue;
                }
                if arguments(rest, open + 1).contains("code: &'static str") {
                    names.insert(name);
                }
            }
        }
        names
    }

    /// Codes the sources answer: the first code-shaped literal of each constructor call, every
    /// `code: "..."` field and each arm of a `fn code(...)` mapping an error to its code.
    fn answered_codes(files: &[String]) -> BTreeSet<String> {
        let names = constructors(files);
        let mut found = BTreeSet::new();
        for text in files {
            for name in &names {
                let call = format!("{name}(");
                for (at, _) in text.match_indices(&call) {
                    let before = text[..at].chars().next_back();
                    if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') || text[..at].ends_with("fn ") {
                        continue;
                    }
                    // `new` is everywhere: only the error type's own.
                    if name == "new" && !(text[..at].ends_with("ApiError::") || text[..at].ends_with("Self::")) {
                        continue;
                    }
                    let args = arguments(text, at + call.len());
                    if let Some(code) = literals(args).into_iter().find(|literal| is_code(literal)) {
                        found.insert(code.to_owned());
                    }
                }
            }
            for (at, _) in text.match_indices("code: \"") {
                if let Some(code) = literals(&text[at..]).first().filter(|literal| is_code(literal)) {
                    found.insert((*code).to_owned());
                }
            }
            for (at, _) in text.match_indices("fn code(") {
                let body = &text[at..];
                let end = body.find("\n    }").unwrap_or(body.len());
                for arm in body[..end].split("=>").skip(1) {
                    if let Some(code) = literals(arm).first().filter(|literal| is_code(literal)) {
                        found.insert((*code).to_owned());
                    }
                }
            }
        }
        found
    }

    #[test]
    fn every_error_code_the_sources_answer_is_registered() {
        let found = answered_codes(&sources());
        assert!(found.len() > 50, "the scan found too few codes ({}): is it still reading the sources?", found.len());
        let missing: Vec<_> = found.iter().filter(|code| !ERROR_CODES.contains(&code.as_str())).collect();
        assert!(missing.is_empty(), "add these error codes to crates/api/src/codes.rs: {missing:?}");
    }

    #[test]
    fn the_registry_is_sorted_without_duplicates() {
        let mut sorted = ERROR_CODES.to_vec();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted, ERROR_CODES);
    }

    #[test]
    fn the_scan_finds_a_code_in_a_multi_line_constructor_call() {
        let source = "fn helper(code: &'static str, m: &str) {}\nfn f() { helper(\n  \"x.first_code\",\n  format!(\"a {}\", 1),\n); ApiError::new(StatusCode::CONFLICT, \"y.second\", \"Msg\"); }".to_owned();
        let found = answered_codes(&[source, "fn new(status: S, code: &'static str) {}".to_owned()]);
        assert_eq!(found, BTreeSet::from(["x.first_code".to_owned(), "y.second".to_owned()]));
    }

    #[test]
    fn the_document_lists_the_codes_as_the_enum_of_error_body_code() {
        let document = serde_json::to_value(crate::openapi_doc::document()).expect("document serializes");
        let codes = &document["components"]["schemas"]["ErrorBody"]["properties"]["code"]["enum"];
        assert_eq!(codes.as_array().map(Vec::len), Some(ERROR_CODES.len()), "{codes}");
        assert_eq!(codes[0], ERROR_CODES[0]);
    }
}
