use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("donations", true)
                    .col(pk_uuid("id"))
                    .col(uuid("project_id"))
                    .col(uuid("round_id"))
                    .col(uuid("user_id"))
                    .col(boolean("anonymous"))
                    .col(string_len("payment_type", 8))
                    .col(string_len("currency", 16))
                    .col(big_integer("amount_minor"))
                    .col(big_integer("fee_minor"))
                    .col(big_integer("total_minor"))
                    .col(big_integer("usd_cents"))
                    .col(big_integer("rate_micro_usd"))
                    .col(string_len("rate_source", 64))
                    .col(at("rate_at"))
                    .col(string_len_null("client_rate", 64))
                    .col(string_len("state", 16))
                    .col(string_len("provider", 16))
                    .col(string_len_null("reference", 128))
                    .col(string_len_null("client_secret", 255))
                    .col(string_len_null("txid", 64).unique_key())
                    .col(string_len_null("wallet_address", 200))
                    .col(string_len_null("idempotency_key", 255))
                    .col(string_len_uniq("dedup_key", 80))
                    .col(text_null("failure_reason"))
                    .col(at_null("settled_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("donations", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(ForeignKey::create().from("donations", "user_id").to("users", "id"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index("donations", "donations_idempotency", &["user_id", "idempotency_key"]).unique().to_owned(),
            )
            .await?;
        manager.create_index(index("donations", "donations_project", &["project_id", "state", "created_at"])).await?;
        manager.create_index(index("donations", "donations_round", &["round_id", "state"])).await?;
        manager.create_index(index("donations", "donations_user", &["user_id", "created_at"])).await?;
        manager
            .create_table(
                table("donation_events", false)
                    .col(pk_uuid("id"))
                    .col(uuid("donation_id"))
                    .col(string_len("state", 16))
                    .col(text_null("note"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("donation_events", "donation_id")
                            .to("donations", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("donation_events", "donation_events_donation", &["donation_id", "created_at"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("donation_events").to_owned()).await?;
        manager.drop_table(Table::drop().table("donations").to_owned()).await
    }
}
