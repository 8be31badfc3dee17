use axum::Json;
use axum::extract::State;
use matchpool_domain::Currency;
use serde::{Deserialize, Serialize};

use super::items::{ItemBody, ItemView, item_view, parse};
use crate::error::ApiResult;
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct CartBody {
    items: Option<Vec<ItemBody>>,
}

/// A cart: at most 20 projects, each once, in one currency.
#[derive(Serialize, utoipa::ToSchema)]
pub struct CartView {
    pub items: Vec<ItemView>,
}

fn view(items: &[matchpool_domain::checkout::CartItem]) -> Json<CartView> {
    Json(CartView { items: items.iter().map(item_view).collect() })
}

/// The signed-in person's cart.
#[utoipa::path(get, path = "/me/cart", tag = "donations", security(("bearer" = [])),
    responses((status = 200, body = CartView), (status = 401, body = crate::error::ErrorBody)))]
pub async fn get_cart(State(state): State<AppState>, auth: Auth) -> ApiResult<Json<CartView>> {
    Ok(view(&matchpool_app::checkouts::cart_items(&state, auth.actor()).await?))
}

/// Replaces the signed-in person's cart.
#[utoipa::path(put, path = "/me/cart", tag = "donations", request_body = CartBody, security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = CartView), (status = 401, body = crate::error::ErrorBody), (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 422, description = "`checkout.too_many_items`, `checkout.duplicate_project`, `checkout.mixed_currencies`, `donation.invalid_amount`, `donation.unsupported_currency`", body = crate::error::ErrorBody)))]
pub async fn put_cart(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<CartBody>,
) -> ApiResult<Json<CartView>> {
    let items = parse(body.items, Currency::Usd)?;
    Ok(view(&matchpool_app::checkouts::replace_cart(&state, auth.actor(), items).await?))
}

/// Joins the cart a visitor kept on this device into the account's at sign-in: the account's
/// amount wins for a project in both, the device's other projects are added (up to 20).
#[utoipa::path(post, path = "/me/cart/merge", tag = "donations", request_body = CartBody, security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = CartView), (status = 401, body = crate::error::ErrorBody),
        (status = 422, description = "`checkout.too_many_items`, `checkout.duplicate_project`, `checkout.mixed_currencies`, `donation.invalid_amount`", body = crate::error::ErrorBody)))]
pub async fn merge_cart(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<CartBody>,
) -> ApiResult<Json<CartView>> {
    let items = parse(body.items, Currency::Usd)?;
    Ok(view(&matchpool_app::checkouts::merge_cart(&state, auth.actor(), items).await?))
}
