//! One checkout for several projects (issue 16): the checkout (one payment behind several
//! donations), each donation's checkout, and the signed-in person's cart.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("checkouts", true)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(string_len("payment_type", 16))
                    .col(string_len("currency", 16))
                    .col(string_len("state", 32))
                    .col(big_integer("amount_minor"))
                    .col(big_integer("fee_minor"))
                    .col(string_len("provider", 32))
                    .col(string_len_null("reference", 128))
                    .col(string_len_null("client_secret", 255))
                    .col(string_len_null("idempotency_key", 255))
                    .col(string_len_null("request_hash", 64))
                    .col(string_len_null("failure_reason", 500))
                    .foreign_key(
                        ForeignKey::create()
                            .from("checkouts", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index("checkouts", "checkouts_idempotency", &["user_id", "idempotency_key"]).unique().to_owned(),
            )
            .await?;
        manager.create_index(index("checkouts", "checkouts_reference", &["reference"]).unique().to_owned()).await?;
        manager.create_index(index("checkouts", "checkouts_state", &["state", "updated_at"])).await?;
        manager.alter_table(Table::alter().table("donations").add_column(uuid_null("checkout_id")).to_owned()).await?;
        manager.create_index(index("donations", "donations_checkout", &["checkout_id"])).await?;
        manager
            .create_table(
                table("cart_items", true)
                    .col(uuid("user_id"))
                    .col(uuid("project_id"))
                    .col(string_len("currency", 16))
                    .col(big_integer("amount_minor"))
                    .col(integer("position"))
                    .primary_key(Index::create().col("user_id").col("project_id"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("cart_items", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from("cart_items", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("cart_items").to_owned()).await?;
        manager.drop_index(Index::drop().name("donations_checkout").table("donations").to_owned()).await?;
        manager.alter_table(Table::alter().table("donations").drop_column("checkout_id").to_owned()).await?;
        manager.drop_table(Table::drop().table("checkouts").to_owned()).await
    }
}
