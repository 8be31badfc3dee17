//! A signed-in person's cart (issue 16): replaced as a whole, read in its order.

use chrono::{DateTime, Utc};
use matchpool_domain::checkout::CartItem;
use matchpool_domain::{Currency, Money, UserId};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, Set};

use crate::entities::cart_item::{self, ActiveModel, Entity as CartItems};
use crate::error::{StoreError, StoreResult};

/// The person's cart, in its order.
pub async fn items(db: &impl ConnectionTrait, person: UserId) -> StoreResult<Vec<CartItem>> {
    let rows = CartItems::find()
        .filter(cart_item::Column::UserId.eq(person))
        .order_by_asc(cart_item::Column::Position)
        .all(db)
        .await?;
    rows.into_iter()
        .map(|row| {
            let currency = Currency::parse(&row.currency)
                .ok_or_else(|| StoreError::Db(DbErr::Custom(format!("cart of {person}: bad currency"))))?;
            Ok(CartItem { project: row.project_id.into(), amount: Money { currency, minor: row.amount_minor } })
        })
        .collect()
}

/// Replaces the person's cart with `items` (the caller checked them).
pub async fn replace(
    db: &impl ConnectionTrait,
    person: UserId,
    items: &[CartItem],
    now: DateTime<Utc>,
) -> StoreResult<()> {
    CartItems::delete_many().filter(cart_item::Column::UserId.eq(person)).exec(db).await?;
    for (position, item) in items.iter().enumerate() {
        ActiveModel {
            user_id: Set(person.into()),
            project_id: Set(item.project.into()),
            currency: Set(item.amount.currency.code().to_owned()),
            amount_minor: Set(item.amount.minor),
            position: Set(i32::try_from(position).unwrap_or(i32::MAX)),
            created_at: Set(now),
            updated_at: Set(now),
        }
        .insert(db)
        .await?;
    }
    Ok(())
}
