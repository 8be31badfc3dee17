//! Leaving (issue 13): a deleted account keeps its row, anonymised, so every donation, vote and
//! ledger entry keeps its donor id and matching stays exact; `deleted_at` says it is gone.

use sea_orm_migration::prelude::*;

use super::at_null;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("users").add_column(at_null("deleted_at")).to_owned()).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.alter_table(Table::alter().table("users").drop_column("deleted_at").to_owned()).await
    }
}
