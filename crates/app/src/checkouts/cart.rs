//! A signed-in person's cart: read, replaced, and joined with the cart a visitor kept on the
//! device (the account's items win per project, `matchpool_domain::checkout::merge`).

use chrono::Utc;
use matchpool_domain::UserId;
use matchpool_domain::checkout::{CartItem, check_items};

use super::cart_error;
use crate::{Actor, App, AppResult};

/// The person's cart.
pub async fn items(app: &App, actor: Actor) -> AppResult<Vec<CartItem>> {
    Ok(matchpool_store::carts::items(&app.db, actor.person()).await?)
}

/// Each item's project must be public (a project that left stays out of carts).
async fn check_projects(app: &App, items: &[CartItem]) -> AppResult<()> {
    for item in items {
        crate::supporting::public_with_round(app, item.project).await?;
    }
    Ok(())
}

async fn write(app: &App, person: UserId, items: &[CartItem]) -> AppResult<Vec<CartItem>> {
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::carts::replace(&txn, person, items, Utc::now()).await?;
    txn.commit().await?;
    Ok(items.to_vec())
}

/// Replaces the person's cart (at most 20 projects, each once, one currency, public projects).
pub async fn replace(app: &App, actor: Actor, items: Vec<CartItem>) -> AppResult<Vec<CartItem>> {
    check_items(&items, false).map_err(cart_error)?;
    check_projects(app, &items).await?;
    write(app, actor.person(), &items).await
}

/// Joins the device's cart into the account's: the account's items win per project, the device's
/// other (still public) projects follow.
pub async fn merge(app: &App, actor: Actor, device: Vec<CartItem>) -> AppResult<Vec<CartItem>> {
    check_items(&device, false).map_err(cart_error)?;
    let mut public = Vec::with_capacity(device.len());
    for item in device {
        if crate::supporting::public_with_round(app, item.project).await.is_ok() {
            public.push(item);
        }
    }
    let account = matchpool_store::carts::items(&app.db, actor.person()).await?;
    let merged = matchpool_domain::checkout::merge(&account, &public);
    write(app, actor.person(), &merged).await
}
