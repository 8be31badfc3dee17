//! Per-project totals (issue 11): counting votes, and raised money per currency, kept by the use
//! cases so project cards stop summing the ledger on every request. Backfilled from the ledger.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("project_totals")
                    .col(pk_uuid("project_id"))
                    .col(big_integer("votes").default(0))
                    .foreign_key(
                        ForeignKey::create()
                            .from("project_totals", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                Table::create()
                    .table("project_raised")
                    .col(uuid("project_id"))
                    .col(string_len("currency", 16))
                    .col(big_integer("amount_minor").default(0))
                    .col(big_integer("usd_cents").default(0))
                    .primary_key(Index::create().col("project_id").col("currency"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("project_raised", "project_id")
                            .to("projects", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        crate::totals::rebuild(manager.get_connection()).await.map_err(crate::StoreError::into_db)
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("project_raised").to_owned()).await?;
        manager.drop_table(Table::drop().table("project_totals").to_owned()).await
    }
}
