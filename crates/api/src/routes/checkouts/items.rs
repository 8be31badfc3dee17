//! Cart lines on the wire: `{project_id, amount, currency?}` with the amount a JSON number of whole
//! major units, parsed by the donation amount parser.

use axum::http::StatusCode;
use matchpool_domain::checkout::{CartItem, MAX_ITEMS};
use matchpool_domain::{Currency, FieldError, Money, ProjectId};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::{ApiError, ApiResult};

/// One line of a cart.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct ItemBody {
    project_id: Option<String>,
    /// A whole number of major units (USD, or ADA for `lovelace`), as a JSON number.
    #[schema(value_type = Option<i64>)]
    amount: Option<Value>,
    /// `USD` (default) or `lovelace`.
    currency: Option<String>,
}

/// A cart line as the server keeps it.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ItemView {
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    /// Major units.
    pub amount: f64,
    pub currency: String,
}

pub fn item_view(item: &CartItem) -> ItemView {
    ItemView { project_id: item.project, amount: item.amount.major(), currency: item.amount.currency.code().to_owned() }
}

fn unsupported() -> ApiError {
    ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "donation.unsupported_currency",
        "Donations are accepted in USD by card and in ADA (currency `lovelace`).",
    )
}

/// Parses the lines (each project id, currency and amount); the cart rules (count, duplicates,
/// one currency) are the domain's, checked by the use case.
pub fn parse(items: Option<Vec<ItemBody>>, default: Currency) -> ApiResult<Vec<CartItem>> {
    let items = items.unwrap_or_default();
    if items.len() > MAX_ITEMS * 4 {
        return Err(ApiError::field("items", FieldError::Invalid));
    }
    items
        .into_iter()
        .map(|item| {
            let project: ProjectId = item
                .project_id
                .as_deref()
                .and_then(|id| id.parse().ok())
                .ok_or_else(|| ApiError::field("project_id", FieldError::Invalid))?;
            let currency = match item.currency.as_deref() {
                None => default,
                Some(code) => Currency::parse(code).ok_or_else(unsupported)?,
            };
            let amount = Money::donation_from_json(item.amount.as_ref(), currency)
                .map_err(|e| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "donation.invalid_amount", e.message()))?;
            Ok(CartItem { project, amount })
        })
        .collect()
}
